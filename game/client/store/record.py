"""What happened over a whole game, kept for the game-over scene: worth, win odds, rent,
resting places.

The game scene feeds :meth:`GameRecord.observe` with the game and the events of every action
it applies; the record never looks at anything but events and the public state of the game.

Win odds are sampled with net worth, once a round, while the game is played: each sample is
worked out on the background thread (:func:`odds_later`, a few
milliseconds) and lands in the record a frame or so later. So the chart of the whole game is
there the moment it ends, a saved game carries its samples on, and the cost is spread thinly
over the game instead of replaying it all at the end.
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import Future
from typing import Any

from game.engine import Game
from game.engine.events import (Bankrupted, DiceRolled, Event, Payment, PayReason, SentToJail,
                                TokenMoved)

from game.ai import win_odds

from ..kit.background import background

ODDS_PLAYOUTS = 16  # playouts per win-odds estimate (a fixed count: the same answer every time)


def estimate(game: Game) -> list[float]:
    """Each player's chance to win from this position (takes a few milliseconds)."""
    return win_odds(game, seed=game.turn_no, playouts=ODDS_PLAYOUTS)


def odds_later(game: Game) -> Future[list[float]]:
    """:func:`estimate` of the position as it is now, worked out on the background thread."""
    return background().submit(estimate, game.clone())


class GameRecord:
    """Per-round net worth, rent collected and paid, where tokens came to rest, final holdings."""

    def __init__(self, game: Game) -> None:
        n = game.n
        self.names: list[str] = list(game.names)
        self.spaces: int = game.board.size
        self.jail: int = game.board.jail
        #: x of each worth sample: 0 is the start, r the end of round r (the last: game over).
        self.rounds: list[int] = [game.round - 1]
        #: worth[p][k]: player p's net worth at sample k.
        self.worth: list[list[int]] = [[game.worth(p)] for p in range(n)]
        #: x of each win-odds sample (the same rounds as ``rounds``, once worked out).
        self.odds_rounds: list[int] = []
        #: odds[p][k]: player p's chance to win at odds sample k.
        self.odds: list[list[float]] = [[] for _ in range(n)]
        self._odds_due: list[tuple[int, Future[list[float]]]] = [(self.rounds[0], odds_later(game))]
        self.rent_collected: list[int] = [0] * n
        self.rent_paid: list[int] = [0] * n
        #: rests[s]: how many throws of the dice ended with the thrower's token on space s.
        self.rests: list[int] = [0] * self.spaces
        self.throws: int = 0
        self.properties: list[tuple[int, ...]] = list(game.props)
        self.eliminated: list[int] = []  # players in the order they went bankrupt
        self.out_round: list[int | None] = [None] * n  # the round each bankrupt player left in
        self.over: bool = game.over
        self.winners: tuple[int, ...] = game.winners
        self.end_reason: str = game.end_reason
        self._pos: list[int] = list(game.pos)
        self._round: int = game.round
        self._thrower: int | None = None  # whose throw is still settling

    # -- feeding ----------------------------------------------------------------------------

    def seated(self, game: Game) -> None:
        """People sat down at a networked table under their own names: the record's follow."""
        self.names = list(game.names)

    def observe(self, game: Game, events: Iterable[Event]) -> None:
        """Take in one applied action's events and the game as it now stands."""
        for i, event in enumerate(events):
            if isinstance(event, DiceRolled):
                if i == 0:  # a throw's first event is its dice; a utility's extra dice come later
                    self._close_throw()
                    self._thrower = event.player
                    self.throws += 1
            elif isinstance(event, TokenMoved):
                self._pos[event.player] = event.end
            elif isinstance(event, SentToJail):
                self._pos[event.player] = self.jail
            elif isinstance(event, Payment):
                if event.reason is PayReason.RENT:
                    if event.payee >= 0:
                        self.rent_collected[event.payee] += event.amount
                    if event.payer >= 0:
                        self.rent_paid[event.payer] += event.amount
            elif isinstance(event, Bankrupted):
                self.eliminated.append(event.player)
                self.out_round[event.player] = game.round
        self.properties = list(game.props)
        new_round = game.round != self._round
        self._round = game.round
        if game.over and not self.over:
            self.over = True
            self.winners = game.winners
            self.end_reason = game.end_reason
            self._close_throw()
            # Ended as a round closed: that round's sample is the last; else a partial round.
            self._sample(game, game.round - 1 if new_round else game.round)
        elif new_round:
            self._sample(game, game.round - 1)

    def _sample(self, game: Game, label: int) -> None:
        self.rounds.append(label)
        for p, series in enumerate(self.worth):
            series.append(game.worth(p))
        self._odds_due.append((label, odds_later(game)))

    def _close_throw(self) -> None:
        """The last throw has settled: count where its token came to rest."""
        if self._thrower is not None:
            self.rests[self._pos[self._thrower]] += 1
            self._thrower = None

    # -- reading ----------------------------------------------------------------------------

    @property
    def odds_pending(self) -> int:
        """Win-odds samples still being worked out (or not yet taken in)."""
        return len(self._odds_due)

    def collect_odds(self, wait: bool = False) -> None:
        """Take in the win-odds samples worked out so far, in order (``wait``: all of them)."""
        while self._odds_due and (wait or self._odds_due[0][1].done()):
            label, job = self._odds_due.pop(0)
            self.odds_rounds.append(label)
            for series, x in zip(self.odds, job.result()):
                series.append(x)

    def rest_counts(self) -> list[int]:
        """Resting places of every throw so far, including one still settling."""
        counts = list(self.rests)
        if self._thrower is not None:
            counts[self._pos[self._thrower]] += 1
        return counts

    def ranking(self) -> list[int]:
        """Players best first: winners, the others by final worth, then the bankrupt, last out last."""
        n = len(self.names)
        out = list(self.winners)
        standing = [p for p in range(n) if p not in out and p not in self.eliminated]
        standing.sort(key=lambda p: -self.worth[p][-1])
        out += standing
        out += [p for p in reversed(self.eliminated) if p not in out]
        return out

    # -- saving -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values, so an autosave can carry the record on (with every odds sample:
        one still being worked out is waited for)."""
        self.collect_odds(wait=True)
        return {
            "names": self.names, "spaces": self.spaces, "jail": self.jail, "rounds": self.rounds,
            "worth": self.worth, "odds_rounds": self.odds_rounds, "odds": self.odds,
            "rent_collected": self.rent_collected,
            "rent_paid": self.rent_paid, "rests": self.rests, "throws": self.throws,
            "properties": [list(p) for p in self.properties], "eliminated": self.eliminated,
            "out_round": self.out_round,
            "over": self.over, "winners": list(self.winners), "end_reason": self.end_reason,
            "pos": self._pos, "round": self._round, "thrower": self._thrower,
        }

    @staticmethod
    def thinned(data: dict[str, Any]) -> dict[str, Any] | None:
        """A record of :meth:`to_dict` with every other sample of its charts (the first and the
        last kept): a very long game's statistics in about half the room; None when the charts
        have too few samples left to thin."""
        if max(len(data["rounds"]), len(data["odds_rounds"])) <= 2:
            return None

        def half(xs: list[Any]) -> list[Any]:
            return xs if len(xs) <= 2 else xs[:-1:2] + xs[-1:]

        return {**data, "rounds": half(data["rounds"]), "worth": [half(s) for s in data["worth"]],
                "odds_rounds": half(data["odds_rounds"]), "odds": [half(s) for s in data["odds"]]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameRecord:
        """Rebuild a record from :meth:`to_dict`; bad data raises KeyError, TypeError or ValueError.

        A record saved before win odds were kept has none: its odds chart starts empty.
        """
        r = cls.__new__(cls)
        r.names = [str(x) for x in data["names"]]
        r.spaces = int(data["spaces"])
        r.jail = int(data["jail"])
        r.rounds = [int(x) for x in data["rounds"]]
        r.worth = [[int(x) for x in series] for series in data["worth"]]
        r.odds_rounds = [int(x) for x in data.get("odds_rounds", [])]
        r.odds = [[float(x) for x in series] for series in data.get("odds", [[] for _ in r.worth])]
        r._odds_due = []
        r.rent_collected = [int(x) for x in data["rent_collected"]]
        r.rent_paid = [int(x) for x in data["rent_paid"]]
        r.rests = [int(x) for x in data["rests"]]
        r.throws = int(data["throws"])
        r.properties = [tuple(int(s) for s in p) for p in data["properties"]]
        r.eliminated = [int(x) for x in data["eliminated"]]
        r.out_round = [None if x is None else int(x) for x in data["out_round"]]
        r.over = bool(data["over"])
        r.winners = tuple(int(x) for x in data["winners"])
        r.end_reason = str(data["end_reason"])
        r._pos = [int(x) for x in data["pos"]]
        r._round = int(data["round"])
        r._thrower = None if data["thrower"] is None else int(data["thrower"])
        n = len(r.names)
        if (len(r.worth) != n or any(len(s) != len(r.rounds) for s in r.worth)
                or len(r.odds) != n or any(len(s) != len(r.odds_rounds) for s in r.odds)
                or len(r.rests) != r.spaces or len(r._pos) != n or len(r.out_round) != n
                or len(r.rent_collected) != n or len(r.rent_paid) != n
                or len(r.properties) != n):
            raise ValueError("game record lengths do not agree")
        players = range(n)
        if (any(p not in players for p in (*r.eliminated, *r.winners))
                or (r._thrower is not None and r._thrower not in players)
                or not 0 <= r.jail < r.spaces or any(not 0 <= x < r.spaces for x in r._pos)
                or any(not 0 <= s < r.spaces for held in r.properties for s in held)
                or min(r.rests, default=0) < 0 or r.throws < 0):
            raise ValueError("a player or a space of the game record is out of range")
        return r

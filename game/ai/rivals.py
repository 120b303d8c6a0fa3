"""What the hard AI has learned of each rival in this game, read from the game's own actions.

Every rival starts as one who trades as medium does, and the model moves with what his
answers show. It is read from the actions played alone (``Game.history``), which a saved game
keeps and a loaded one carries on: a fresh controller on a loaded game reaches the model the
one that played on had (the positions the actions were played in are not kept, so nothing
in it asks for them).

What it learns is whether he sells deeds at about their printed prices: of the *cheap asks*
he answered (offers from anyone for some of his deeds, none given him, at most a tenth over
their printed prices plus $10 in cash and cards, see :func:`cheap_ask`) how many he took and
how many he refused or countered. His chance of taking the next is the mean of a Beta
distribution over the counts, its prior (PRIOR_TAKEN, PRIOR_REFUSED) that of a player who
judges as medium does and takes a cheap ask now and then, when the deeds complete nothing for
the buyer. From TAKER on he is taken to sell at printed prices; above PROBE_FLOOR he may
still be asked once at that price for deeds not yet offered (a refusal costs that offer, no
pause), below it never again, until he takes one from someone else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from game.engine import (AcceptTrade, Board, CounterTrade, DeclineTrade, Game, ProposeTrade,
                         TradeOffer)
from game.engine.game import History

from .styles import printed_gain

PRIOR_TAKEN: Final = 1  # the prior as cheap asks taken ...
PRIOR_REFUSED: Final = 3  # ... and refused: a player who judges as medium does
TAKER: Final = 0.5  # chance of taking a cheap ask from which he is taken to sell at printed prices
PROBE_FLOOR: Final = 0.15  # chance above which he may be asked at printed prices to find out
CHEAP_SHARE: Final = 10  # a cheap ask pays at most a tenth (1 / this) over printed prices ...
CHEAP_ROOM: Final = 10  # ... plus this much


@dataclass(frozen=True, slots=True)
class Rival:
    """One rival's answers to cheap asks so far."""

    taken: int = 0
    refused: int = 0

    @property
    def cheap(self) -> float:
        """His chance of taking the next cheap ask (the posterior mean)."""
        return (PRIOR_TAKEN + self.taken) / (PRIOR_TAKEN + PRIOR_REFUSED + self.taken
                                             + self.refused)

    def sells_cheap(self) -> bool:
        """Whether he is taken to sell his deeds at printed prices."""
        return self.cheap >= TAKER

    def probed(self) -> bool:
        """Whether a cheap ask of him is worth a try: he may take it, and is not known to."""
        return PROBE_FLOOR < self.cheap < TAKER


def face(b: Board, jail_fine: int, o: TradeOffer) -> tuple[int, int]:
    """(what the partner of ``o`` gives, what he gets) at printed prices: deeds at their
    price, Get Out of Jail Free cards at the Jail fine, and cash."""
    gives = sum(b.price[s] for s in o.take) + jail_fine * len(o.take_cards) + o.take_cash
    gets = sum(b.price[s] for s in o.give) + jail_fine * len(o.give_cards) + o.give_cash
    return gives, gets


def cheap_ask(b: Board, jail_fine: int, o: TradeOffer) -> bool:
    """Whether ``o`` asks its partner for some of his deeds, gives him none, and pays at most
    a tenth over their printed prices plus CHEAP_ROOM."""
    if not o.take or o.give:
        return False
    gives, gets = face(b, jail_fine, o)
    return gets - gives <= gives // CHEAP_SHARE + CHEAP_ROOM


def cheap_price(g: Game, base: TradeOffer) -> int:
    """The least cash, in tens, that gains the partner of ``base`` (no cash in it) something
    at printed values (see styles.printed_gain): the price one who sells at them takes."""
    return (max(0, -printed_gain(g, base)) // 10 + 1) * 10


class Rivals:
    """The model of every seat, kept up with one game's actions as they are played (and
    read again from the start when the history is not the one it followed)."""

    __slots__ = ("seen", "models", "waiting")

    def __init__(self) -> None:
        self.seen: History = None  # the last action read
        self.models: list[Rival] = []
        self.waiting: TradeOffer | None = None  # the offer on the table, if a cheap ask

    def of(self, g: Game) -> tuple[Rival, ...]:
        """Every seat's model, by the actions of ``g`` played so far."""
        new = []
        node = g.history
        while node is not None and node is not self.seen:
            new.append(node[0])
            node = node[1]
        if node is None and self.seen is not None or len(self.models) != g.n:
            self.models, self.waiting = [Rival()] * g.n, None  # another history: from the start
            new = g.actions_played()[::-1]
        b, fine = g.board, g.edition.jail_fine
        for a in reversed(new):
            if isinstance(a, (AcceptTrade, DeclineTrade, CounterTrade)):
                o = self.waiting
                if o is not None and a.player == o.partner:
                    m = self.models[o.partner]
                    self.models[o.partner] = (Rival(m.taken + 1, m.refused)
                                              if isinstance(a, AcceptTrade)
                                              else Rival(m.taken, m.refused + 1))
                self.waiting = None
            if isinstance(a, (ProposeTrade, CounterTrade)):
                self.waiting = a.offer if cheap_ask(b, fine, a.offer) else None
        self.seen = g.history
        return tuple(self.models)


__all__ = ["CHEAP_ROOM", "CHEAP_SHARE", "PRIOR_REFUSED", "PRIOR_TAKEN", "PROBE_FLOOR", "TAKER",
           "Rival", "Rivals", "cheap_ask", "cheap_price", "face"]

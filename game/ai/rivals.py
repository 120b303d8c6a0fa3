"""What the hard AI has learned of each rival in this game, read from the game's own record.

Every rival starts as one who plays as medium does, and the model moves with what he is seen
to do. It is read from the actions played (``Game.history``) and the game's ledger
(``Game.ledger``), which a saved game keeps and a loaded one carries on: a fresh controller
on a loaded game reaches the model the one that played on had (the positions the actions
were played in are not kept, so nothing in it asks for them).

What it learns is whether he sells deeds at about their printed prices: of the *cheap asks*
he answered (offers from anyone for some of his deeds, none given him, at most a tenth over
their printed prices plus $10 in cash and cards, see :func:`cheap_ask`) how many he took and
how many he refused or countered. His chance of taking the next is the mean of a Beta
distribution over the counts, its prior (PRIOR_TAKEN, PRIOR_REFUSED) that of a player who
judges as medium does and takes a cheap ask now and then, when the deeds complete nothing for
the buyer. From TAKER on he is taken to sell at printed prices; above PROBE_FLOOR he may
still be asked once at that price for deeds not yet offered (a refusal costs that offer, no
pause), below it never again, until he takes one from someone else.

It learns his money habits from the game's ledger (``game.engine.ledger``), which a save
keeps too:

- *Building to the bone*: of his turns that ended with a building bought, how many left him
  less than RESERVE_BASE in hand (medium never does) and how many left him the price of
  another house, the last building not a hotel (one who builds to the bone never does),
  again as a Beta mean, its prior (PRIOR_BARE, PRIOR_KEPT) a player who keeps a reserve.
  From TAKER on he is played, in the look-ahead, as building with all he has.
- *Where he stops bidding for a lot he needs*: in auctions for a lot that completed a group
  of his, the high bid, as a share of the printed price, at which he left one he had the cash
  to go on in, and the price he won one at; their mean, with a prior of PRIOR_STOPS stops at
  the printed price (medium bids all he has for such a lot). Below LOW_BIDS he is taken to
  stop there for such a lot; for others, nothing is learned (medium's own limit for a lot he
  does not need is often under half its price).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from game.engine import (AcceptTrade, Action, Board, CounterTrade, DeclineTrade, Game,
                         ProposeTrade, TradeOffer)
from game.engine.game import History
from game.engine.ledger import BUILT, PASSED, TURN, Fact, Ledger, facts

from .styles import printed_gain
from .valuation import RESERVE_BASE

PRIOR_TAKEN: Final = 1  # the prior as cheap asks taken ...
PRIOR_REFUSED: Final = 3  # ... and refused: a player who judges as medium does
TAKER: Final = 0.5  # chance of taking a cheap ask from which he is taken to sell at printed prices
PROBE_FLOOR: Final = 0.15  # chance above which he may be asked at printed prices to find out
CHEAP_SHARE: Final = 10  # a cheap ask pays at most a tenth (1 / this) over printed prices ...
CHEAP_ROOM: Final = 10  # ... plus this much
PRIOR_BARE: Final = 1  # the prior as turns of building that left him under RESERVE_BASE ...
PRIOR_KEPT: Final = 2  # ... and that left him another house: a player who keeps a reserve
PRIOR_STOPS: Final = 2  # the prior as stops in auctions at the printed price
LOW_BIDS: Final = 75  # mean stop, in percent of printed prices, under which he is a low bidder


@dataclass(frozen=True, slots=True)
class Rival:
    """One rival's answers to cheap asks so far, and his habits with money."""

    taken: int = 0
    refused: int = 0
    bare: int = 0  # turns of building that left him under RESERVE_BASE ...
    kept: int = 0  # ... and that left him the price of another house
    stops: int = 0  # auctions for a lot he needed that he left with cash to go on, or won ...
    stopped_at: int = 0  # ... and the sum of the high bids then, in percent of printed prices

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

    def builds_bare(self) -> bool:
        """Whether he is taken to build with all the cash he has."""
        return (PRIOR_BARE + self.bare) / (PRIOR_BARE + PRIOR_KEPT + self.bare
                                           + self.kept) >= TAKER

    def bid_ceiling(self) -> int:
        """The share of the printed price of a lot that completes a group of his, in percent,
        at which he stops bidding for it, if he is taken to stop low; else 0."""
        mean = (PRIOR_STOPS * 100 + self.stopped_at) // (PRIOR_STOPS + self.stops)
        return mean if mean < LOW_BIDS else 0

    def traded(self, taken: bool) -> Rival:
        """This model, with one more cheap ask answered."""
        return replace(self, taken=self.taken + 1) if taken else \
            replace(self, refused=self.refused + 1)

    def built(self, b: Board, top: int, fact: Fact) -> Rival:
        """This model, with his last building of a turn (``fact``) counted."""
        _, _, s, level, cash, _, _ = fact
        if cash < RESERVE_BASE:
            return replace(self, bare=self.bare + 1)
        if cash >= b.house_cost[s] and level < top:
            return replace(self, kept=self.kept + 1)
        return self

    def bid(self, b: Board, fact: Fact) -> Rival:
        """This model, with where he stopped in one auction (``fact``) counted, if the lot
        completed a group of his and his cash did not stop him."""
        kind, _, s, amount, cash, _, held = fact
        price = b.price[s]
        if held + 1 < len(b.group_members[s]) or kind == PASSED and cash < price:
            return self
        return replace(self, stops=self.stops + 1,
                       stopped_at=self.stopped_at + amount * 100 // price)


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
    """The model of every seat, kept up with one game's actions and ledger as they are
    played (and read again from the start when they are not the ones it followed)."""

    __slots__ = ("seen", "seen_facts", "models", "waiting", "building")

    def __init__(self) -> None:
        self.seen: History = None  # the last action read
        self.seen_facts: Ledger = None  # the last fact read
        self.models: list[Rival] = []
        self.waiting: TradeOffer | None = None  # the offer on the table, if a cheap ask
        self.building: list[Fact | None] = []  # each seat's last building this turn, if any

    def of(self, g: Game) -> tuple[Rival, ...]:
        """Every seat's model, by the actions and the ledger of ``g`` so far."""
        new = []
        node = g.history
        while node is not None and node is not self.seen:
            new.append(node[0])
            node = node[1]
        fresh: list[Fact] = []
        chain = g.ledger
        while chain is not None and chain is not self.seen_facts:
            fresh.append(chain[0])
            chain = chain[1]
        if (node is None and self.seen is not None or chain is None and self.seen_facts
                is not None or len(self.models) != g.n):
            # another game: from the start
            self.models, self.waiting, self.building = [Rival()] * g.n, None, [None] * g.n
            new = g.actions_played()[::-1]
            fresh = facts(g.ledger)[::-1]
        self._trades(g, new)
        self._habits(g, fresh)
        self.seen, self.seen_facts = g.history, g.ledger
        return tuple(self.models)

    def _trades(self, g: Game, new: list[Action]) -> None:
        """Count the answers to cheap asks among ``new`` (newest first)."""
        b, fine = g.board, g.edition.jail_fine
        for a in reversed(new):
            if isinstance(a, (AcceptTrade, DeclineTrade, CounterTrade)):
                o = self.waiting
                if o is not None and a.player == o.partner:
                    m = self.models[o.partner]
                    self.models[o.partner] = m.traded(isinstance(a, AcceptTrade))
                self.waiting = None
            if isinstance(a, (ProposeTrade, CounterTrade)):
                self.waiting = a.offer if cheap_ask(b, fine, a.offer) else None

    def _habits(self, g: Game, fresh: list[Fact]) -> None:
        """Count the stops in auctions and the turns of building among ``fresh`` (newest
        first); a turn's building counts once the turn is over."""
        b, top, models, building = g.board, g.hotel_level, self.models, self.building
        for fact in reversed(fresh):
            kind, q, turn = fact[0], fact[1], fact[TURN]
            if kind == BUILT:
                last = building[q]
                if last is not None and last[TURN] != turn:
                    models[q] = models[q].built(b, top, last)
                building[q] = fact
            else:
                models[q] = models[q].bid(b, fact)
        for q, last in enumerate(building):
            if last is not None and last[TURN] < g.turn_no:
                models[q] = models[q].built(b, top, last)
                building[q] = None


__all__ = ["CHEAP_ROOM", "CHEAP_SHARE", "LOW_BIDS", "PRIOR_BARE", "PRIOR_KEPT", "PRIOR_REFUSED",
           "PRIOR_STOPS", "PRIOR_TAKEN", "PROBE_FLOOR", "TAKER",
           "Rival", "Rivals", "cheap_ask", "cheap_price", "face"]

"""A trade being put together on screen, and what a trade would do to each side.

The draft holds what each side puts in (properties, cash, Get Out of Jail Free cards) and turns
it into the engine's :class:`TradeOffer`; whether the offer may be sent is always the engine's
answer. :func:`effects` tells a side which groups a trade would complete or break up for him and
the 10% interest he would owe on mortgaged property received.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...ai.counters import completed
from ...engine import Action, CounterTrade, Game, ProposeTrade, TradeOffer
from ...engine.trading import offer_problem


@dataclass
class Side:
    """What one player puts into the trade."""

    player: int
    spaces: set[int] = field(default_factory=set)
    cash: int = 0
    cards: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Effects:
    """What a trade does for one of its sides."""

    completes: tuple[int, ...]  # group indexes he would hold whole afterwards, and does not now
    breaks: tuple[int, ...]  # groups he holds whole now and would not afterwards
    interest: int  # the 10% owed on mortgaged property received (or more, to lift it)
    mortgaged: tuple[int, ...]  # the mortgaged properties he would receive
    cash_after: int


def effects(g: Game, offer: TradeOffer, who: int) -> Effects:
    """What ``offer`` does for ``who`` (its proposer or its partner)."""
    o = offer if offer.proposer == who else offer.reversed()
    b = g.board
    groups = sorted({b.group_of[s] for s in (*o.give, *o.take)})
    members = b.members
    breaks = tuple(gi for gi in groups if all(g.owner[s] == who for s in members[gi])
                   and any(s in o.give for s in members[gi]))
    mortgaged = tuple(s for s in o.take if g.mortgaged[s])
    return Effects(completed(g, o, who), breaks, sum(g.t.interest[s] for s in mortgaged),
                   mortgaged, g.cash[who] - o.give_cash + o.take_cash)


class TradeDraft:
    """The offer as it stands in the builder: ``sides[0]`` is the proposer's, ``sides[1]`` the
    partner's. ``counter``: it answers an offer on the table (sent as CounterTrade)."""

    def __init__(self, game: Game, proposer: int, partner: int,
                 start: TradeOffer | None = None, counter: bool = False) -> None:
        self.game = game
        self.counter = counter
        self.sides = (Side(proposer), Side(partner))
        if start is not None:
            self.sides = (Side(proposer, set(start.give), start.give_cash, list(start.give_cards)),
                          Side(partner, set(start.take), start.take_cash, list(start.take_cards)))

    @property
    def proposer(self) -> int:
        return self.sides[0].player

    @property
    def partner(self) -> int:
        return self.sides[1].player

    def set_partner(self, q: int) -> None:
        """Trade with someone else: what the old partner put in is taken out."""
        if q != self.partner:
            self.sides = (self.sides[0], Side(q))

    def offer(self) -> TradeOffer:
        mine, theirs = self.sides
        return TradeOffer(mine.player, theirs.player, tuple(sorted(mine.spaces)),
                          tuple(sorted(theirs.spaces)), mine.cash, theirs.cash,
                          tuple(mine.cards), tuple(theirs.cards))

    def action(self) -> Action:
        kind = CounterTrade if self.counter else ProposeTrade
        return kind(self.proposer, self.offer())

    def problem(self) -> str | None:
        """Why the engine would refuse the offer as it stands (None: it may be sent)."""
        return self.game.why_illegal(self.action())

    # -- changing it --------------------------------------------------------------------------

    def toggle_space(self, side: int, s: int) -> None:
        spaces = self.sides[side].spaces
        if s in spaces:
            spaces.discard(s)
        elif self.space_problem(side, s) is None:
            spaces.add(s)

    def toggle_card(self, side: int, deck: str) -> None:
        cards = self.sides[side].cards
        if deck in cards:
            cards.remove(deck)
        elif deck in self.game.held[self.sides[side].player]:
            cards.append(deck)

    def most_cash(self, side: int) -> int:
        return max(0, self.game.cash[self.sides[side].player])

    def set_cash(self, side: int, amount: int) -> None:
        """Cash a side puts in, kept between nothing and all he has."""
        self.sides[side].cash = max(0, min(amount, self.most_cash(side)))

    # -- what may go in -----------------------------------------------------------------------

    def properties(self, side: int) -> tuple[int, ...]:
        return self.game.props[self.sides[side].player]

    def space_problem(self, side: int, s: int) -> str | None:
        """Why ``s`` cannot be put in by its owner whatever else the trade holds (buildings on
        its group, a mortgage decision still open): the engine's answer for ``s`` alone, with
        enough cash beside it to pay the interest on a mortgaged property."""
        g = self.game
        giver, receiver = self.sides[side].player, self.sides[1 - side].player
        cash = min(g.cash[giver], g.t.interest[s]) if g.mortgaged[s] else 0
        return offer_problem(g, TradeOffer(giver, receiver, give=(s,), give_cash=max(0, cash)))

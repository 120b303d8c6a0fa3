"""Trades between two players: properties, cash and Get Out of Jail Free cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import TradeOffer
from .decisions import MortgageChoice
from .events import PropertyTransferred

if TYPE_CHECKING:
    from .game import Game


def offer_problem(g: Game, o: TradeOffer) -> str | None:
    """Why this trade cannot happen now (None: it can)."""
    b = g.board
    given: Any = o  # as built: its fields are checked before they are trusted
    for who in (given.proposer, given.partner):
        if type(who) is not int or not 0 <= who < g.n or not g.active[who]:
            return "both sides of a trade must be players still in the game"
    if not isinstance(o, TradeOffer):
        return "a trade needs a TradeOffer"
    values = (*given.give, *given.take, given.give_cash, given.take_cash)
    if any(type(v) is not int for v in values):
        return "properties and cash in a trade are whole numbers"
    if any(c not in g.decks for c in (*given.give_cards, *given.take_cards)):
        return "cards in a trade are named by their deck"
    if o.proposer == o.partner:
        return "a trade needs two different players"
    if min(o.give_cash, o.take_cash) < 0:
        return "cash in a trade is 0 or more on each side"
    if not (o.give or o.take or o.give_cash or o.take_cash or o.give_cards or o.take_cards):
        return "the offer is empty"
    for spaces, owner in ((o.give, o.proposer), (o.take, o.partner)):
        if len(set(spaces)) != len(spaces):
            return "a property is named twice"
        for s in spaces:
            if not (0 <= s < b.size) or not b.is_property[s]:
                return "only properties can be traded"
            if g.owner[s] != owner:
                return f"{b.names[s]} does not belong to {g.names[owner]}"
            if any(g.level[m] for m in b.group_members[s]) and g.t.is_street[s]:
                return f"the {b.group_names[b.group_of[s]]} group has buildings: sell them first"
            if any(type(d) is MortgageChoice and d.space == s for d in g.decisions):
                return f"the mortgage of {b.names[s]} waits for its new owner's decision"
    if o.give_cash > g.cash[o.proposer]:
        return f"{g.names[o.proposer]} has only {g.cash[o.proposer]}"
    if o.take_cash > g.cash[o.partner]:
        return f"{g.names[o.partner]} has only {g.cash[o.partner]}"
    for cards, owner in ((o.give_cards, o.proposer), (o.take_cards, o.partner)):
        held = g.held[owner]
        if any(cards.count(c) > held.count(c) for c in cards):
            return f"{g.names[owner]} does not hold those Get Out of Jail Free cards"
    for receiver, received, cash_after in (
        (o.proposer, o.take, g.cash[o.proposer] - o.give_cash + o.take_cash),
        (o.partner, o.give, g.cash[o.partner] - o.take_cash + o.give_cash),
    ):
        interest = sum(g.t.interest[s] for s in received if g.mortgaged[s])
        if interest > cash_after:
            return (f"{g.names[receiver]} could not pay the {interest} interest due on the "
                    "mortgaged property received")
    return None


def execute(g: Game, o: TradeOffer) -> None:
    """Carry out a valid trade; each mortgaged property received asks its new owner to lift
    the mortgage or pay the 10% and keep it."""
    g.cash[o.proposer] += o.take_cash - o.give_cash
    g.cash[o.partner] += o.give_cash - o.take_cash
    choices = []
    for spaces, giver, receiver in ((o.give, o.proposer, o.partner),
                                    (o.take, o.partner, o.proposer)):
        for s in spaces:
            g._give(s, receiver)
            if g._ev is not None:
                g._emit(PropertyTransferred(s, giver, receiver))
            if g.mortgaged[s]:
                choices.append(MortgageChoice(receiver, s))
    for cards, giver, receiver in ((o.give_cards, o.proposer, o.partner),
                                   (o.take_cards, o.partner, o.proposer)):
        for deck in cards:
            held = list(g.held[giver])
            held.remove(deck)
            g.held[giver] = tuple(held)
            g.held[receiver] = g.held[receiver] + (deck,)
    g.bump_version()
    g.decisions.extend(reversed(choices))

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
    for values in (given.give, given.take, (given.give_cash, given.take_cash)):
        for value in values:
            if type(value) is not int:
                return "properties and cash in a trade are whole numbers"
    for cards in (given.give_cards, given.take_cards):
        for card in cards:
            if card not in g.decks:
                return "cards in a trade are named by their deck"
    if o.proposer == o.partner:
        return "a trade needs two different players"
    if min(o.give_cash, o.take_cash) < 0:
        return "cash in a trade is 0 or more on each side"
    if not (o.give or o.take or o.give_cash or o.take_cash or o.give_cards or o.take_cards):
        return "the offer is empty"
    owner, level, is_street = g.owner, g.level, g.t.is_street
    choices = [d.space for d in g.decisions if type(d) is MortgageChoice]
    for spaces, giver in ((o.give, o.proposer), (o.take, o.partner)):
        if len(set(spaces)) != len(spaces):
            return "a property is named twice"
        for s in spaces:
            if not (0 <= s < b.size) or not b.is_property[s]:
                return "only properties can be traded"
            if owner[s] != giver:
                return f"{b.names[s]} does not belong to {g.names[giver]}"
            if is_street[s]:
                for m in b.group_members[s]:
                    if level[m]:
                        return (f"the {b.group_names[b.group_of[s]]} group has buildings: "
                                "sell them first")
            if s in choices:
                return f"the mortgage of {b.names[s]} waits for its new owner's decision"
    if o.give_cash > g.cash[o.proposer]:
        return f"{g.names[o.proposer]} has only {g.edition.words.money(g.cash[o.proposer])}"
    if o.take_cash > g.cash[o.partner]:
        return f"{g.names[o.partner]} has only {g.edition.words.money(g.cash[o.partner])}"
    for cards, holder in ((o.give_cards, o.proposer), (o.take_cards, o.partner)):
        held = g.held[holder]
        for c in cards:
            if cards.count(c) > held.count(c):
                return f"{g.names[holder]} does not hold those Get Out of Jail Free cards"
    interest, mortgaged = g.t.interest, g.mortgaged
    for receiver, received, cash_after in (
        (o.proposer, o.take, g.cash[o.proposer] - o.give_cash + o.take_cash),
        (o.partner, o.give, g.cash[o.partner] - o.take_cash + o.give_cash),
    ):
        due = 0
        for s in received:
            if mortgaged[s]:
                due += interest[s]
        if due > cash_after:
            return (f"{g.names[receiver]} could not pay the {due} interest due on the "
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

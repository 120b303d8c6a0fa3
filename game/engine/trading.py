"""Trades between two players: properties, cash and Get Out of Jail Free cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import TradeOffer
from .decisions import MortgageChoice
from .events import PropertyTransferred

if TYPE_CHECKING:
    from .game import Game


def offer_problem(g: Game, o: TradeOffer) -> str | None:
    """Why this trade cannot happen now (None: it can). The computer players ask it of every
    price they weigh: each field of the offer is read once (a field of an action is read
    slowly), and once checked, as the type it then has."""
    b = g.board
    given: Any = o  # as built: its fields are checked before they are trusted
    proposer, partner = given.proposer, given.partner
    active = g.active
    for who in (proposer, partner):
        if type(who) is not int or not 0 <= who < g.n or not active[who]:
            return "both sides of a trade must be players still in the game"
    if not isinstance(o, TradeOffer):
        return "a trade needs a TradeOffer"
    give, take, give_cash, take_cash = given.give, given.take, given.give_cash, given.take_cash
    for values in (give, take, (give_cash, take_cash)):
        for value in values:
            if type(value) is not int:
                return "properties and cash in a trade are whole numbers"
    give_cards, take_cards = given.give_cards, given.take_cards
    for cards in (give_cards, take_cards):
        for card in cards:
            if card not in g.decks:
                return "cards in a trade are named by their deck"
    # checked: the fields have the types the offer declares
    p: int = proposer
    q: int = partner
    gives: tuple[int, ...] = give
    takes: tuple[int, ...] = take
    paid: int = give_cash
    asked: int = take_cash
    if p == q:
        return "a trade needs two different players"
    if min(paid, asked) < 0:
        return "cash in a trade is 0 or more on each side"
    if not (gives or takes or paid or asked or give_cards or take_cards):
        return "the offer is empty"
    owner, level, is_street = g.owner, g.level, g.t.is_street
    choices = [d.space for d in g.decisions if type(d) is MortgageChoice]
    for spaces, giver in ((gives, p), (takes, q)):
        if len(spaces) > 1 and len(set(spaces)) != len(spaces):
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
    cash = g.cash
    if paid > cash[p]:
        return f"{g.names[p]} has only {g.edition.words.money(cash[p])}"
    if asked > cash[q]:
        return f"{g.names[q]} has only {g.edition.words.money(cash[q])}"
    for held_cards, holder in ((give_cards, p), (take_cards, q)):
        held = g.held[holder]
        for c in held_cards:
            if held_cards.count(c) > held.count(c):
                return f"{g.names[holder]} does not hold those Get Out of Jail Free cards"
    interest, mortgaged = g.t.interest, g.mortgaged
    for receiver, received, cash_after in ((p, takes, cash[p] - paid + asked),
                                           (q, gives, cash[q] - asked + paid)):
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

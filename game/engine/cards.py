"""Chance and Community Chest: drawing a card and doing what it says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jail
from .edition import (Collect, CollectFromEachPlayer, GetOutOfJailFree, GoToJail, MoveBack,
                      MoveTo, MoveToNearest, Pay, PayEachPlayer, Repairs)
from .events import BANK, CardDrawn, JailReason, NothingToRepair, Payment, PayReason

from .turn import PAY

if TYPE_CHECKING:
    from .game import Game


def draw(g: Game, p: int, deck: str) -> None:
    """Take the top card; a Get Out of Jail Free card is kept, any other goes to the bottom."""
    order = g.decks[deck]
    index = order.pop(0)
    card = g.board.cards[deck][index]
    effect = card.effect
    if g._ev is not None:
        g._emit(CardDrawn(p, deck, card.id))
    if isinstance(effect, GetOutOfJailFree):
        g.held[p] = g.held[p] + (deck,)
        return
    order.append(index)
    size = g.board.size
    if isinstance(effect, MoveTo):
        g._move(p, (effect.space - g.pos[p]) % size)
        g._resolve(p, 0)
    elif isinstance(effect, MoveToNearest):
        target = g.board.nearest[effect.kind][g.pos[p]]
        g._move(p, (target - g.pos[p]) % size)
        g._resolve(p, 1 if effect.kind == "railroad" else 2)
    elif isinstance(effect, MoveBack):
        g._move(p, -effect.spaces)
        g._resolve(p, 0)
    elif isinstance(effect, Collect):
        g.cash[p] += effect.amount
        if g._ev is not None:
            g._emit(Payment(BANK, p, effect.amount, PayReason.CARD))
    elif isinstance(effect, Pay):
        g._charge(p, g._fee_payee(), effect.amount, PayReason.CARD)
    elif isinstance(effect, Repairs):
        houses = sum(g.houses_on(s) for s in g.props[p])
        hotels = sum(1 for s in g.props[p] if g.has_hotel(s))
        amount = houses * effect.per_house + hotels * effect.per_hotel
        if amount:
            g._charge(p, g._fee_payee(), amount, PayReason.REPAIRS)
        elif g._ev is not None:
            g._emit(NothingToRepair(p))
    elif isinstance(effect, GoToJail):
        jail.send_to_jail(g, p, JailReason.CARD)
    elif isinstance(effect, PayEachPlayer):
        # A debt to several players is settled one creditor at a time, in seat order from
        # the payer's left; if he goes bankrupt to one, the later ones get nothing.
        for q in reversed([q for q in g.seat_order(p) if q != p]):
            g.todo.append((PAY, p, q, effect.amount, PayReason.CARD, -1))
    elif isinstance(effect, CollectFromEachPlayer):
        for q in reversed([q for q in g.seat_order(p) if q != p]):
            g.todo.append((PAY, q, p, effect.amount, PayReason.CARD, -1))

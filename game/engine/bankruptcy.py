"""Bankruptcy, and the endings: last player standing, or the richest when a short game ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jail
from .decisions import MortgageChoice
from .events import BANK, Bankrupted, Payment, PayReason, PropertyTransferred
from .tables import percent

if TYPE_CHECKING:
    from .game import Game


def liquidation(g: Game, p: int) -> int:
    """Cash ``p`` could have by selling every building and mortgaging every property."""
    b = g.board
    total = g.cash[p]
    for s in g.props[p]:
        total += percent(g.level[s] * b.house_cost[s], 50)
        if not g.mortgaged[s]:
            total += b.mortgage[s]
    return total


def can_raise(g: Game, p: int, amount: int) -> bool:
    """Whether selling and mortgaging could still bring ``p``'s cash up to ``amount``."""
    return liquidation(g, p) >= amount and bool(g._raising_actions(p))


def go_bankrupt(g: Game, p: int, creditor: int) -> None:
    """``p`` leaves the game; what he has goes to the creditor player, or to the Bank, which
    auctions the properties."""
    if g._ev is not None:
        g._emit(Bankrupted(p, creditor))
    g.bankruptcies += 1
    end_at = g.rules.end_at_bankruptcy
    ending = end_at is not None and g.bankruptcies >= end_at
    keep_buildings = ending and g.rules.final_bankruptcy_keeps_buildings and creditor >= 0
    props = list(g.props[p])
    if not keep_buildings:
        for s in props:
            if g.level[s]:
                _sell_all(g, p, s)
    cash = g.cash[p]
    if cash:
        g.cash[p] = 0
        payee = creditor if creditor >= 0 else BANK
        if payee >= 0:
            g.cash[payee] += cash
        if g._ev is not None:
            g._emit(Payment(p, payee, cash, PayReason.BANKRUPTCY))
    held, g.held[p] = g.held[p], ()
    choices = []
    for s in props:
        if creditor >= 0:
            g._give(s, creditor)
            if g._ev is not None:
                g._emit(PropertyTransferred(s, p, creditor))
            if g.mortgaged[s] and not ending:
                choices.append(MortgageChoice(creditor, s))
        else:
            g._give(s, -1)
            if g._ev is not None:
                g._emit(PropertyTransferred(s, p, BANK))
            if g.rules.bank_auctions_unmortgaged:
                g.mortgaged[s] = False
            if not ending:
                g.bank_sales.append(s)
    if creditor >= 0:
        g.held[creditor] = g.held[creditor] + held
    else:
        for deck in held:
            g.decks[deck].append(g.board.card_index[jail.card_id(g, deck)][1])
    g.active[p] = False
    g.decisions[:] = [d for d in g.decisions if d.player != p]
    g.claims = [c for c in g.claims if p not in (c[0], c[1])]
    g.bump_version()
    g.decisions.extend(reversed(choices))
    left = g.active_players()
    if ending:
        end_by_valuation(g, f"{g.names[p]} went bankrupt")
    elif len(left) == 1:
        g.finish((left[0],), "last player standing", tuple(_worths(g)))


def _sell_all(g: Game, p: int, s: int) -> None:
    from .buildings import sell

    sell(g, p, [(s, g.level[s], 0)], bankrupt=True)


def _worths(g: Game) -> list[int]:
    return [g.worth(q) if g.active[q] else 0 for q in range(g.n)]


def end_by_valuation(g: Game, reason: str) -> None:
    """The richest player still in wins (ties share the win)."""
    worth = _worths(g)
    best = max(worth[q] for q in g.active_players())
    winners = tuple(q for q in g.active_players() if worth[q] == best)
    g.finish(winners, reason, tuple(worth))

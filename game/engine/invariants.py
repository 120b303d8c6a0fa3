"""The engine's invariants, checked after an action by the property tests and ``sim --check``."""

from __future__ import annotations

from .events import Event
from .game import Game


class InvariantBroken(AssertionError):
    """The engine's state broke one of its invariants (raised under --check)."""


def check_invariants(g: Game, cash_before: list[int], events: list[Event]) -> None:
    """The engine's invariants after one action; raises InvariantBroken naming the first one
    that fails."""
    def need(ok: bool, what: str) -> None:
        if not ok:
            raise InvariantBroken(f"round {g.round}, turn {g.turn_no}: {what}")

    board = g.board
    for p in range(g.n):
        need(g.cash[p] >= 0, f"player {p} has negative cash")
    houses = sum(g.houses_on(s) for s in range(board.size))
    hotels = sum(g.has_hotel(s) for s in range(board.size))
    need(houses + g.bank_houses == g.edition.houses, "houses were made or lost")
    need(hotels + g.bank_hotels == g.edition.hotels, "hotels were made or lost")
    owned = [s for p in range(g.n) for s in g.props[p]]
    need(len(owned) == len(set(owned)), "a property has two owners")
    need(sorted(owned) == [s for s in range(board.size) if g.owner[s] >= 0],
         "owners and holdings disagree")
    for p in range(g.n):
        need(all(g.owner[s] == p for s in g.props[p]), f"player {p} holds a deed he does not own")
        if not g.active[p]:
            need(not g.props[p] and g.cash[p] == 0, f"bankrupt player {p} still holds something")
    for members in board.members:
        levels = [g.level[s] for s in members]
        need(max(levels) - min(levels) <= 1, f"uneven building on {members}")
        if any(levels):
            need(all(not g.mortgaged[s] for s in members), f"buildings on a mortgaged group {members}")
    delta = [0] * g.n
    for event in events:
        for p, amount in event.transfers():
            delta[p] += amount
    for p in range(g.n):
        need(g.cash[p] - cash_before[p] == delta[p], f"player {p}'s cash moved without an event")

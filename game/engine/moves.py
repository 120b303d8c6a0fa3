"""The moves of one seat, or of one seat with one number (a lot, a bid), made once and shared: an
action is a value, and the rules and the computer players ask for the same ones again and again
(each action is a class of its own, built field by field, which costs more than finding it); and
the first move of a kind in a list of them, which the computer players look for on most turns."""

from __future__ import annotations

from collections.abc import Callable

from typing import Final

from .actions import Action

NUMBERED_LIMIT: Final = 1 << 16  # moves with a number kept at most (bids reach any amount)
_seat_moves: dict[tuple[Callable[[int], Action], int], Action] = {}
_lot_moves: dict[tuple[Callable[[int, int], Action], int, int], Action] = {}


def seat_move(kind: Callable[[int], Action], p: int) -> Action:
    """The action ``kind(p)``, the same one every time it is asked for."""
    key = (kind, p)
    a = _seat_moves.get(key)
    if a is None:
        a = _seat_moves[key] = kind(p)
    return a


def lot_move(kind: Callable[[int, int], Action], p: int, s: int) -> Action:
    """The action ``kind(p, s)``, the same one every time it is asked for: a move on the lot
    ``s``, or a bid of ``s``."""
    key = (kind, p, s)
    a = _lot_moves.get(key)
    if a is None:
        if len(_lot_moves) >= NUMBERED_LIMIT:
            _lot_moves.clear()
        a = _lot_moves[key] = kind(p, s)
    return a


def first_of(actions: list[Action], kind: type[Action]) -> Action | None:
    """The first action of exactly this kind, if any (controllers scan short lists)."""
    for a in actions:
        if type(a) is kind:
            return a
    return None

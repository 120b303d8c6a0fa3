"""Looking at the board without a pointer: a cursor on one space, moved by the arrows (or a
pad's d-pad and stick), whose deed shows as it does under the pointer.

Right goes a space on along the track (the way the tokens go) and Left a space back; Up goes
on to the next property and Down back to the one before; Page Up and Page Down (a pad's
shoulders) jump to the corner before or after, a side at a time."""

from __future__ import annotations

import pygame

from ...engine.board import Board

#: Keys that move the cursor, and how: a space on (1) or back (-1).
SPACE_KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}
#: ... the next property on (1) or back (-1).
PROPERTY_KEYS = {pygame.K_UP: 1, pygame.K_DOWN: -1}
#: ... the next corner on (1) or back (-1).
SIDE_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}


def moved(board: Board, space: int, key: int) -> int | None:
    """Where ``key`` takes the cursor from ``space``; None for a key that does not move it."""
    n = board.size
    if key in SPACE_KEYS:
        return (space + SPACE_KEYS[key]) % n
    if key in PROPERTY_KEYS:
        way = PROPERTY_KEYS[key]
        for step in range(1, n + 1):
            s = (space + way * step) % n
            if board.is_property[s]:
                return s
        return space
    if key in SIDE_KEYS:
        side = max(1, n // 4)
        if SIDE_KEYS[key] > 0:
            return (space // side + 1) * side % n
        return ((space - 1) // side) * side % n
    return None

"""Where things go on the game screen, computed from the window size (never fixed pixels)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

# One color per seat, for owner markers, panels and charts; chosen to stay apart for
# common forms of color blindness as far as eight colors can.
PLAYER_COLORS = ("#d7263d", "#1b62d1", "#1f9e4f", "#f49d0c", "#7b3fbf", "#0fa3b1",
                 "#e2539f", "#5a5a5a")


@dataclass(frozen=True)
class Layout:
    board: pygame.Rect
    side: pygame.Rect
    panels: tuple[pygame.Rect, ...]
    log: pygame.Rect
    buttons: pygame.Rect


def compute(size: tuple[int, int], players: int) -> Layout:
    w, h = size
    margin = max(8, round(h * 0.015))
    board_side = min(h - 2 * margin, round(w * 0.62))
    board = pygame.Rect(margin, (h - board_side) // 2, board_side, board_side)
    side = pygame.Rect(board.right + margin, margin, w - board.right - 2 * margin, h - 2 * margin)
    buttons_h = round(h * 0.075)
    buttons = pygame.Rect(side.x, side.bottom - buttons_h, side.w, buttons_h)
    columns = 1 if players <= 4 else 2
    rows = -(-players // columns)
    panel_area_h = round(side.h * (0.58 if players <= 4 else 0.64))
    gap = max(4, round(h * 0.008))
    panel_h = min(round(h * 0.14), (panel_area_h - gap * (rows - 1)) // rows)
    panel_w = (side.w - gap * (columns - 1)) // columns
    panels = tuple(
        pygame.Rect(side.x + (i % columns) * (panel_w + gap), side.y + (i // columns) * (panel_h + gap),
                    panel_w, panel_h)
        for i in range(players)
    )
    log_top = panels[-1].bottom + gap * 2
    log = pygame.Rect(side.x, log_top, side.w, buttons.y - gap - log_top)
    return Layout(board, side, panels, log, buttons)

"""Where things go on the game screen, computed from the window size (never fixed pixels)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

# One color per seat, for owner markers, panels and charts; chosen to stay apart for
# common forms of color blindness as far as eight colors can.
PLAYER_COLORS = ("#d7263d", "#1b62d1", "#1f9e4f", "#f49d0c", "#7b3fbf", "#0fa3b1",
                 "#e2539f", "#5a5a5a")
#: The buttons in the row under the log, left to right.
TURN_BUTTONS = ("roll", "end_turn", "property", "trade")


@dataclass(frozen=True)
class Layout:
    board: pygame.Rect
    side: pygame.Rect
    panels: tuple[pygame.Rect, ...]
    log: pygame.Rect
    buttons: pygame.Rect
    #: A line under the panels saying how the game ends (and the clock); empty when unused.
    status: pygame.Rect = field(default_factory=pygame.Rect)
    #: A row above the turn buttons for claiming rent; empty when unused.
    claim: pygame.Rect = field(default_factory=pygame.Rect)

    def turn_button(self, name: str) -> pygame.Rect:
        """Where one of :data:`TURN_BUTTONS` goes: equal cells across the button row."""
        i, n = TURN_BUTTONS.index(name), len(TURN_BUTTONS)
        gap = max(4, self.buttons.h // 8)
        w = (self.buttons.w - gap * (n - 1)) // n
        return pygame.Rect(self.buttons.x + i * (w + gap), self.buttons.y, w, self.buttons.h)


def compute(size: tuple[int, int], players: int, status: bool = False, claim: bool = False) -> Layout:
    """The game screen for ``players`` seats; ``status`` and ``claim`` reserve their rows."""
    w, h = size
    margin = max(8, round(h * 0.015))
    board_side = min(h - 2 * margin, round(w * 0.62))
    board = pygame.Rect(margin, (h - board_side) // 2, board_side, board_side)
    side = pygame.Rect(board.right + margin, margin, w - board.right - 2 * margin, h - 2 * margin)
    gap = max(4, round(h * 0.008))
    buttons_h = round(h * 0.075)
    buttons = pygame.Rect(side.x, side.bottom - buttons_h, side.w, buttons_h)
    claim_rect = pygame.Rect(side.x, buttons.y, side.w, 0)
    if claim:
        claim_h = round(h * 0.062)
        claim_rect = pygame.Rect(side.x, buttons.y - gap - claim_h, side.w, claim_h)
    columns = 1 if players <= 4 else 2
    rows = -(-players // columns)
    panel_area_h = round(side.h * (0.58 if players <= 4 else 0.64))
    if status:
        panel_area_h -= round(h * 0.02)
    panel_h = min(round(h * 0.14), (panel_area_h - gap * (rows - 1)) // rows)
    panel_w = (side.w - gap * (columns - 1)) // columns
    panels = tuple(
        pygame.Rect(side.x + (i % columns) * (panel_w + gap), side.y + (i // columns) * (panel_h + gap),
                    panel_w, panel_h)
        for i in range(players)
    )
    top = panels[-1].bottom + gap
    status_rect = pygame.Rect(side.x, top, side.w, 0)
    if status:
        status_rect = pygame.Rect(side.x, top, side.w, max(22, round(h * 0.042)))
        top = status_rect.bottom + gap
    else:
        top += gap
    bottom = (claim_rect.y if claim else buttons.y) - gap
    log = pygame.Rect(side.x, top, side.w, max(0, bottom - top))
    return Layout(board, side, panels, log, buttons, status_rect, claim_rect)

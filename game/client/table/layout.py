"""Where things go on the game screen, computed from the window size (never fixed pixels)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..kit.fonts import scaled

TURN_BUTTONS = 4  # the row under the log: Roll the dice, End turn, Property, Trade
BUTTON_MIN_W = 110  # pixels a turn button needs for its label at 100% text


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
    #: The speed switch, at the right above the log.
    speed: pygame.Rect = field(default_factory=pygame.Rect)


def compute(size: tuple[int, int], players: int, status: bool = False, claim: bool = False) -> Layout:
    """The game screen for ``players`` seats; ``status`` and ``claim`` reserve their rows."""
    w, h = size
    margin = max(8, round(h * 0.015))
    board_side = min(h - 2 * margin, round(w * 0.62))
    board = pygame.Rect(margin, (h - board_side) // 2, board_side, board_side)
    side = pygame.Rect(board.right + margin, margin, w - board.right - 2 * margin, h - 2 * margin)
    gap = max(4, round(h * 0.008))
    buttons_h = round(h * 0.075)
    if not one_row(side.w):  # a narrow window: the turn buttons in two rows
        buttons_h = 2 * buttons_h + button_gap(side.w)
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
        status_rect = pygame.Rect(side.x, top, side.w, max(scaled(22), round(h * 0.042)))
        top = status_rect.bottom + gap
    else:
        top += gap
    speed_w = max(scaled(BUTTON_MIN_W), side.w // 3)
    speed = pygame.Rect(side.right - speed_w, top, speed_w, max(scaled(24), round(h * 0.042)))
    top = speed.bottom + gap
    bottom = (claim_rect.y if claim else buttons.y) - gap
    log = pygame.Rect(side.x, top, side.w, max(0, bottom - top))
    return Layout(board, side, panels, log, buttons, status_rect, claim_rect, speed)


def button_gap(width: int) -> int:
    return max(6, width // 60)


def one_row(width: int) -> bool:
    """Whether the turn buttons fit side by side in ``width`` pixels (else they take two rows)."""
    return (width - button_gap(width) * (TURN_BUTTONS - 1)) // TURN_BUTTONS >= scaled(BUTTON_MIN_W)


def button_row(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``count`` equal buttons across ``rect``: side by side, or in two rows where one row
    would make them too narrow for their labels (Roll the dice, End turn, Property, Trade)."""
    gap = button_gap(rect.w)
    rows = 1 if one_row(rect.w) else 2  # as compute() made room for them
    cols = max(1, -(-count // rows))
    width = (rect.w - gap * (cols - 1)) // cols
    height = (rect.h - gap * (rows - 1)) // rows
    return [pygame.Rect(rect.x + (i % cols) * (width + gap), rect.y + (i // cols) * (height + gap),
                        width, height) for i in range(count)]

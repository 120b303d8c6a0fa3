"""Quick play: a visitor picks a token with one touch and plays a short game against the computer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from ...engine.rules import preset_summary
from ...themes import Theme
from ..scenes import (MenuScene, banner_font, banner_height, draw_banner, draw_text, theme_font,
                      token_image)
from .touch import TOUCH_TARGET

COLUMNS = 4
#: The computer players' names at a kiosk table, in seat order after the visitor.
OPPONENTS = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus")
VISITOR = "Guest"
TITLE = "PICK YOUR TOKEN"


class TokenPickScene(MenuScene):
    """Every token of the edition as a big button; a touch on one starts the game with it."""

    def __init__(self, app: Any, theme: Theme, preset: str, opponents: int,
                 on_pick: Callable[[int], None]) -> None:
        self.preset = preset
        self.opponents = opponents
        self.on_pick = on_pick
        self.token_buttons: list[UIButton] = []
        super().__init__(app, theme)

    @property
    def heading(self) -> tuple[pygame.Rect, pygame.font.Font, int]:
        """Where the banner goes, the font of the lines under it, and the top of the grid."""
        w, _ = self.size
        s = self.scale
        margin = round(80 * s)
        banner = pygame.Rect(margin, round(40 * s), w - 2 * margin, 0)
        banner.h = banner_height(banner_font(self.theme, TITLE, banner.w, round(64 * s)))
        f = theme_font(self.theme, max(15, round(26 * s)))
        return banner, f, banner.bottom + round(18 * s) + 2 * f.get_linesize() + round(36 * s)

    def _grid(self) -> tuple[int, int, int]:
        """Side of a token button, the gap between them and the top of the grid."""
        w, h = self.size
        s = self.scale
        gap = max(12, round(28 * s))
        top = self.heading[2]
        rows = -(-len(self.theme.tokens) // COLUMNS)
        side = min((w - 2 * round(80 * s) - (COLUMNS - 1) * gap) // COLUMNS,
                   (h - top - round(60 * s) - (rows - 1) * gap) // rows)
        return max(TOUCH_TARGET, side), gap, top

    def build(self) -> None:
        side, gap, top = self._grid()
        w = self.size[0]
        n = len(self.theme.tokens)
        self.token_buttons = []
        for i in range(n):
            row, col = divmod(i, COLUMNS)
            in_row = min(COLUMNS, n - row * COLUMNS)
            left = (w - in_row * side - (in_row - 1) * gap) // 2
            rect = pygame.Rect(left + col * (side + gap), top + row * (side + gap), side, side)
            self.token_buttons.append(UIButton(rect, "", self.manager, object_id="@menu"))

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.type == UI_BUTTON_PRESSED and event.ui_element in self.token_buttons:
            self.click()
            self.on_pick(self.token_buttons.index(event.ui_element))
            return True
        return False

    def draw_under(self, surface: pygame.Surface) -> None:
        super().draw_under(surface)
        w, _ = self.size
        s = self.scale
        p = self.theme.palette
        banner, f, _ = self.heading
        margin = banner.x
        bottom = draw_banner(surface, self.theme, TITLE, banner, round(64 * s))
        rules = preset_summary(self.preset, self.theme.edition_spec(), self.theme.currency)
        who = f"{self.opponents} computer player{'s' if self.opponents != 1 else ''}"
        draw_text(surface, f"A short game against {who}.", f, p.text,
                  (w // 2, bottom + round(18 * s)), "midtop", w - 2 * margin)
        draw_text(surface, rules, f, p.muted, (w // 2, bottom + round(18 * s) + f.get_linesize()),
                  "midtop", w - 2 * margin)

    def draw_over(self, surface: pygame.Surface) -> None:
        name_f = theme_font(self.theme, max(14, round(22 * self.scale)), bold=True)
        for token, button in zip(self.theme.tokens, self.token_buttons):
            rect = button.rect
            art = token_image(self.theme, token.id, round(rect.h * 0.6))
            room = rect.h - name_f.get_linesize()
            if art is not None:
                surface.blit(art, art.get_rect(center=(rect.centerx, rect.y + room // 2 + 4)))
            draw_text(surface, token.name, name_f, self.theme.palette.text,
                      (rect.centerx, rect.bottom - round(rect.h * 0.06)), "midbottom", rect.w - 8)

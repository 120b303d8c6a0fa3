"""Quit to title in the middle of a turn: what is kept, said before the table is left."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from ...engine import Game
from ...themes import Theme
from ..views.glyphs import draw_line, wrap_line
from ..views.words import Words
from .menu import FocusRing
from .overlay import OverlayScene

KEPT = ("{name}'s turn is under way. Leave now and the game is kept just as it stands, this "
        "turn's deals, {buildings} and mortgages included: Continue on the title picks it up "
        "here.")


def kept_text(theme: Theme, game: Game) -> str:
    """What leaving keeps, naming whose turn it is, in the edition's words."""
    return KEPT.format(name=game.names[game.current],
                       buildings=Words(theme, game).building("house", 2))


class LeaveScene(OverlayScene):
    """Leave the table? Stay (Esc) goes back to the game, Leave goes to the title."""

    def __init__(self, theme: Theme, size: tuple[int, int], game: Game,
                 on_leave: Callable[[], None]) -> None:
        self.text = kept_text(theme, game)
        self.on_leave = on_leave
        self.buttons: dict[str, UIButton] = {}
        super().__init__(theme, size)

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        pad, head, small = self.panel_fonts(17)
        width = min(w - 40, round(640 * s))
        self.lines = wrap_line([self.text], small, width - 2 * pad, self.theme)
        bh = max(30, round(46 * s))
        inner = head.get_linesize() + pad // 2 + len(self.lines) * small.get_linesize() + pad + bh
        self.panel = pygame.Rect(0, 0, width, inner + 2 * pad)
        self.panel.center = (w // 2, h // 2)
        bw = max(140, round(190 * s))
        y = self.panel.bottom - pad - bh
        self.buttons = {
            "stay": UIButton(pygame.Rect(self.panel.x + pad, y, bw, bh), "Stay", self.manager,
                             object_id="@action"),
            "leave": UIButton(pygame.Rect(self.panel.right - pad - bw, y, bw, bh), "Leave",
                              self.manager, object_id="@action_primary")}
        self.focus = FocusRing([self.buttons["stay"], self.buttons["leave"]],
                               [self.close, self.leave])

    def leave(self) -> None:
        self.close()
        self.on_leave()

    def draw_content(self, surface: pygame.Surface) -> None:
        head, small = self.fonts
        x, width, y = self.draw_heading(surface, "Leave the table?", head, self.pad)
        for line in self.lines:
            draw_line(surface, line, small, self.theme.palette.text, self.theme, (x, y),
                      max_width=width)
            y += small.get_linesize()

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)

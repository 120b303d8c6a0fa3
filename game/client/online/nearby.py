"""The tables listed on the local network, from Join a game: one button a table (its name,
edition, free seats), kept up to date while it is open; choosing one fills in its address."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from ...net.discovery import Finder, Listing
from ...themes import Theme
from ..kit.fonts import clip
from ..scenes.menu import FocusRing
from ..scenes.overlay import OverlayScene
from ..views.glyphs import draw_line, wrap_line
from ..views.look import holding, style_font

SHOWN = 5  # tables listed at once; the nearest by name first
LOOKING = ("Looking for tables on your network\u2026 A table its host opened to the network "
           "shows here within a few seconds.")
PICK = "Choose a table, then type the code its host's screen shows. {back} goes back."


def seats_free(n: int) -> str:
    return "full: watch" if n == 0 else f"{n} seat{'s' if n != 1 else ''} free"


def details(table: Listing) -> str:
    """What a table's button says after its name."""
    secure = " \u00b7 secure" if table.tls else ""
    return f" \u00b7 {table.theme.title()} \u00b7 {seats_free(table.open_seats)}{secure}"


def described(table: Listing, f: pygame.font.Font, width: int) -> str:
    """A table as its button says it in ``width`` pixels: a long name is shortened, never the
    edition and the seats free."""
    after = details(table)
    return clip(table.name, f, width - f.size(after)[0]) + after


class NearbyScene(OverlayScene):
    """Choose a table heard on the network; Back (Esc) returns to the address and code."""

    def __init__(self, theme: Theme, size: tuple[int, int], finder: Finder,
                 on_pick: Callable[[Listing], None]) -> None:
        self.finder = finder
        self.on_pick = on_pick
        self.shown: list[Listing] = finder.tables()[:SHOWN]
        self.rows: list[UIButton] = []
        super().__init__(theme, size)

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        pad, head, small = self.panel_fonts()
        button_font = style_font(self.styles(s), "@action")
        bh = holding(button_font, max(30, round(46 * s)), 1.1)
        panel_w = min(w - 40, round(720 * s))
        width = panel_w - 2 * pad
        gap = pad // 3
        inner = (head.get_linesize() + pad // 2 + SHOWN * (bh + gap) + 2 * small.get_linesize()
                 + pad + bh)
        self.panel = pygame.Rect(0, 0, panel_w, inner + 2 * pad)
        self.panel.center = (w // 2, h // 2)
        x = self.panel.x + pad
        y = self.panel.y + pad + head.get_linesize() + pad // 2
        self.list_top = y
        self.rows = []
        for table in self.shown:
            text = described(table, button_font, width - pad)
            self.rows.append(UIButton(pygame.Rect(x, y, width, bh), text, self.manager,
                                      object_id="@action"))
            y += bh + gap
        self.note_y = self.list_top + SHOWN * (bh + gap)
        bw = max(140, round(190 * s))
        back = UIButton(pygame.Rect(x, self.panel.bottom - pad - bh, bw, bh), "Back",
                        self.manager, object_id="@action")
        self.focus = FocusRing([*self.rows, back],
                               [*(self._picker(t) for t in self.shown), self.close])

    def _picker(self, table: Listing) -> Callable[[], None]:
        def pick() -> None:
            self.close()
            self.on_pick(table)
        return pick

    def update(self, dt: float) -> None:
        heard = self.finder.tables()[:SHOWN]
        if heard != self.shown:
            focused = self.focus.index if self.focus is not None else 0
            self.shown = heard
            self.rebuild()
            if self.focus is not None and self.focus.buttons:
                self.focus.index = min(focused, len(self.focus.buttons) - 1)
        super().update(dt)

    def draw_content(self, surface: pygame.Surface) -> None:
        head, small = self.fonts
        p = self.theme.palette
        x, width, _ = self.draw_heading(surface, "Tables on your network", head, self.pad)
        problem = self.finder.problem
        if problem is not None:
            note, ink = self.naming.pieces(problem[:1].upper() + problem[1:] + "."), p.accent
        else:
            note, ink = self.naming.pieces(PICK if self.shown else LOOKING), p.muted
        y = self.list_top if not self.shown else self.note_y
        for line in wrap_line(note, small, width, self.theme)[:2 if self.shown else SHOWN]:
            draw_line(surface, line, small, ink, self.theme, (x, y), max_width=width)
            y += small.get_linesize()

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)

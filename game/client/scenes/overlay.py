"""A panel over the dimmed scene below (settings, saved games): modal, laid out from the window.

The scene below stays drawn; none of the input reaches it while the panel is up.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui import UI_BUTTON_PRESSED

from ...themes import Theme
from ..kit.scene import ManagedScene
from ..kit.veil import Veil
from ..views.look import draw_panel, draw_text, make_manager, menu_styles, scale_for, theme_font
from .menu import FocusRing

INPUT = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
         pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.TEXTINPUT)
MIN_SIZE = (800, 600)


class OverlayScene(ManagedScene):
    """Subclasses lay out ``self.panel`` and their widgets in :meth:`build`."""

    opaque = False
    #: The keyboard's way round the panel's buttons, where it has one (made by ``build``).
    focus: FocusRing | None = None
    pad = 0  # the panel's margin
    fonts: tuple[pygame.font.Font, ...] = ()  # its heading's and its text's (and others)

    def __init__(self, theme: Theme, size: tuple[int, int]) -> None:
        super().__init__()
        self.theme = theme
        self.size = size
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.veil = Veil(120)
        self.manager = make_manager(theme, size, self.styles(self.scale))
        self.build()

    @property
    def scale(self) -> float:
        return scale_for(self.size)

    # subclasses fill these in
    def styles(self, s: float) -> dict[str, dict[str, Any]]:
        return menu_styles(s)

    def panel_fonts(self, small: int = 15) -> tuple[int, pygame.font.Font, pygame.font.Font]:
        """A small panel's margin, its heading's font and its text's (``small`` pixels at the
        design size), kept as ``pad`` and ``fonts`` for drawing."""
        s = self.scale
        self.pad = round(30 * s)
        self.fonts = (theme_font(self.theme, max(20, round(36 * s)), bold=True, title=True),
                      theme_font(self.theme, max(small - 4, round(small * s))))
        return self.pad, self.fonts[0], self.fonts[1]

    def draw_heading(self, surface: pygame.Surface, title: str, head: pygame.font.Font,
                     pad: int) -> tuple[int, int, int]:
        """A small panel's title in its top left corner, ``pad`` in; the x and width of the
        text under it and the y below it."""
        x, y = self.panel.x + pad, self.panel.y + pad
        draw_text(surface, title, head, self.theme.palette.accent, (x, y))
        return x, self.panel.w - 2 * pad, y + head.get_linesize() + pad // 2

    def build(self) -> None:
        """Lay out the panel and make the widgets for ``self.size``."""

    def on_ui(self, event: pygame.event.Event) -> None:
        """A pygame-gui event (button pressed, text changed): a button of the focus's way
        round is pressed, and the focus goes to it."""
        if event.type == UI_BUTTON_PRESSED and self.focus is not None:
            if event.ui_element in self.focus.buttons:
                i = self.focus.buttons.index(event.ui_element)
                self.focus.focus(event.ui_element)
                self.focus.actions[i]()

    def on_input(self, event: pygame.event.Event) -> None:
        """A key, click or wheel no widget took: Esc closes, the keys move the focus."""
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.close()
        elif self.focus is not None:
            self.focus.handle_key(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What goes on the panel under the widgets."""

    def draw_top(self, surface: pygame.Surface) -> None:
        """What goes above the widgets (the keyboard focus)."""

    # machinery
    def restyle(self) -> None:
        self.rebuild(restyle=True)

    def rebuild(self, size: tuple[int, int] | None = None, restyle: bool = False) -> None:
        """Fresh widgets, for a new window size, text size, or after a change of what is shown."""
        if restyle or (size is not None and size != self.size):
            self.size = size or self.size
            self.manager = make_manager(self.theme, self.size, self.styles(self.scale))
        else:
            self.manager.clear_and_reset()
        self.build()

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.VIDEORESIZE:
            self.rebuild((max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)))
            return False
        if self.manager.process_events(event):
            return True
        if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
            self.on_ui(event)
            return True
        if event.type in INPUT:
            self.on_input(event)
            return True
        return event.type >= pygame.USEREVENT

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.rebuild(surface.get_size())
        self.veil.draw(surface)
        draw_panel(surface, self.theme, self.panel)
        self.draw_content(surface)
        self.manager.draw_ui(surface)
        self.draw_top(surface)

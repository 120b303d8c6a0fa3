"""The base of every full-screen menu, and the keyboard focus over its buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
from pygame_gui.core import UIElement

from ...themes import Theme
from ..kit.scene import ManagedScene
from ..views.look import draw_backdrop, draw_focus, make_manager, menu_styles, play_click, scale_for


class MenuScene(ManagedScene):
    """A full-screen menu: its UI manager, a layout built from the window size, rebuilt on resize."""

    def __init__(self, app: Any, theme: Theme) -> None:
        super().__init__()
        self.app = app
        self.theme = theme
        w, h = app.screen.get_size()
        self.size: tuple[int, int] = (w, h)
        self.manager = make_manager(theme, self.size, self.styles(scale_for(self.size)))
        self.build()

    # scenes fill these in
    def styles(self, s: float) -> dict[str, dict[str, Any]]:
        """The pygame-gui styles for this scene at scale ``s``."""
        return menu_styles(s)

    def build(self) -> None:
        """Create the widgets for ``self.size``."""

    def on_ui(self, event: pygame.event.Event) -> bool:
        """A pygame-gui event (button pressed, text changed...): True when used."""
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """A key no widget took: True when used."""
        return False

    def draw_under(self, surface: pygame.Surface) -> None:
        """What goes below the widgets."""
        draw_backdrop(surface, self.theme)

    def draw_over(self, surface: pygame.Surface) -> None:
        """What goes above the widgets (token art on buttons...)."""

    # machinery
    def restyle(self) -> None:
        self.rebuild()

    def rebuild(self, size: tuple[int, int] | None = None, theme: Theme | None = None) -> None:
        """Start again with fresh widgets, for a new window size or theme."""
        if size is not None:
            self.size = size
        if theme is not None:
            self.theme = theme
        self.manager.clear_and_reset()
        self.manager = make_manager(self.theme, self.size, self.styles(scale_for(self.size)))
        self.build()

    @property
    def scale(self) -> float:
        return scale_for(self.size)

    def click(self) -> None:
        play_click(self.app, self.theme)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.VIDEORESIZE:
            return False  # the app resizes the window; draw() notices the new size
        if self.manager.process_events(event):
            return True
        if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
            return self.on_ui(event)
        if event.type == pygame.KEYDOWN:
            return self.on_key(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.rebuild(surface.get_size())
        self.draw_under(surface)
        self.manager.draw_ui(surface)
        self.draw_over(surface)


class FocusRing:
    """Keyboard focus over a column of buttons (or other widgets pressed as one): arrows or
    Tab move, Enter presses."""

    def __init__(self, buttons: Sequence[UIElement], actions: Sequence[Callable[[], None]]) -> None:
        self.buttons = list(buttons)
        self.actions = list(actions)
        self.index = -1
        self.move(1)

    def move(self, step: int) -> None:
        """Focus the next enabled button ``step`` places on, wrapping round."""
        n = len(self.buttons)
        if not n:
            return
        i = self.index
        for _ in range(n):
            i = (i + step) % n
            if self.buttons[i].is_enabled:
                break
        else:
            return
        self.index = i

    def focus(self, button: UIElement) -> None:
        if button in self.buttons and button.is_enabled:
            self.index = self.buttons.index(button)

    @property
    def current(self) -> UIElement | None:
        return self.buttons[self.index] if 0 <= self.index < len(self.buttons) else None

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        """Ring the focused button in the highlight color."""
        button = self.current
        if button is not None and button.is_enabled:
            draw_focus(surface, theme, button.rect)

    def handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in (pygame.K_DOWN, pygame.K_RIGHT) or (key == pygame.K_TAB and not event.mod & pygame.KMOD_SHIFT):
            self.move(1)
            return True
        if key in (pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
            self.move(-1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.index < len(self.buttons):
            if self.buttons[self.index].is_enabled:
                self.actions[self.index]()
            return True
        return False

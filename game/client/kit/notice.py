"""A message the player must see (a theme or settings file that could not be used), with OK."""

from __future__ import annotations

import pygame
import pygame_gui

from ...themes import Theme
from .fonts import scaled
from .scene import Scene
from .ui_manager import UIManager
from .veil import Veil


class NoticeScene(Scene):
    """A modal message box over whatever is below; OK, Enter or Esc closes it."""

    opaque = False

    def __init__(self, size: tuple[int, int], theme: Theme, title: str, message: str) -> None:
        """``message`` may name a button as '{menu}' (:mod:`.naming`)."""
        super().__init__()
        self.size = size
        self.theme = theme
        self.ui = UIManager(size, theme.ui_data())
        self.rect = self._place()
        self.title = title
        self.message = message
        self.window = self._window()
        self.closed = False
        self.veil = Veil(90)

    def _place(self) -> pygame.Rect:
        """Centred, as much larger as the text is (a long message scrolls)."""
        w = min(scaled(640), self.size[0] - 40)
        h = min(scaled(240), self.size[1] - 40)
        return pygame.Rect((self.size[0] - w) // 2, (self.size[1] - h) // 2, w, h)

    def restyle(self) -> None:
        self.window.kill()
        self.ui = UIManager(self.size, self.theme.ui_data())
        self.rect = self._place()
        self.window = self._window()

    def _window(self) -> pygame_gui.windows.UIMessageWindow:
        return pygame_gui.windows.UIMessageWindow(self.rect, self.naming.say(self.message),
                                                  self.ui, window_title=self.title)

    def renamed(self) -> None:
        self.window.kill()
        self.window = self._window()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            if self.stack is not None and self.stack.top is self:
                self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.closed:
            return False
        self.ui.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.window.dismiss_button:
            self.close()
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                            pygame.K_ESCAPE, pygame.K_SPACE):
            self.close()
        # Modal: nothing below hears the input while the notice is up.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN,
                              pygame.KEYUP, pygame.MOUSEMOTION, pygame.TEXTINPUT,
                              pygame_gui.UI_BUTTON_PRESSED)

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.veil.draw(surface)
        self.ui.draw_ui(surface)

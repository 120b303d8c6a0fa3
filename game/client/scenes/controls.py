"""The Controls screen: what each key and each game controller button does, and a way to give an
action another button. A change is checked by the Settings model, stored at once and handed to
``on_change``, as on the settings screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from ...themes import Theme
from ..kit.naming import Name, Naming
from ..kit.pad_families import WORDS
from ..kit.pad_names import ACTIONS, DEFAULT_BINDING
from ..kit.pads import Pads
from ..store.settings import Settings
from ..views.glyphs import draw_line
from ..views.look import draw_text, theme_font
from .menu import FocusRing
from .overlay import OverlayScene

WAITING = "Press a button on the controller for '{action}' (Esc keeps {button})."


class ControlsScene(OverlayScene):
    """``on_change(settings)`` stores and applies the settings; it returns a problem to show, or
    None. ``pads``: the app's controllers, asked for the next button pressed."""

    def __init__(self, theme: Theme, size: tuple[int, int], settings: Settings, pads: Pads,
                 on_change: Callable[[Settings], str | None]) -> None:
        self.settings = settings
        self.pads = pads
        self.on_change = on_change
        self.waiting_for: str | None = None
        self.message = ""
        self.buttons: dict[str, UIButton] = {}
        self.focus: FocusRing | None = None
        self.rows: list[tuple[str, int]] = []
        super().__init__(theme, size)

    def build(self) -> None:
        old = self.focus.index if self.focus is not None else -1
        w, h = self.size
        s = self.scale
        pad = round(30 * s)
        self.fonts = (theme_font(self.theme, max(20, round(40 * s)), bold=True, title=True),
                      theme_font(self.theme, max(12, round(18 * s)), bold=True),
                      theme_font(self.theme, max(11, round(16 * s))))
        head, label_f, small_f = self.fonts
        bh = max(26, round(34 * s))
        row_h = bh + max(4, round(6 * s))
        inner = (head.get_linesize() + pad // 2 + small_f.get_linesize() + len(ACTIONS) * row_h
                 + pad + bh + small_f.get_linesize())
        self.panel = pygame.Rect(0, 0, min(w - 40, round(980 * s)), min(h - 20, inner + 2 * pad))
        self.panel.center = (w // 2, h // 2)
        self.pad = pad
        self.columns = (self.panel.x + pad, self.panel.x + round(self.panel.w * 0.45),
                        self.panel.x + round(self.panel.w * 0.70))
        y = self.panel.y + pad + head.get_linesize() + pad // 2
        self.header_y = y
        y += small_f.get_linesize()
        self.buttons, self.rows = {}, []
        order: list[tuple[UIButton, Callable[[], None]]] = []
        self.glyph_room = round(bh * 2.2)  # the pad's button drawn left of its name
        left = self.columns[2] + self.glyph_room
        bw = self.panel.right - pad - left
        for action in ACTIONS:
            self.rows.append((action, y + row_h // 2))
            label = self.word(self.settings.pad_buttons[action])
            button = UIButton(pygame.Rect(left, y + (row_h - bh) // 2, bw, bh),
                              "Press a button ..." if action == self.waiting_for else label,
                              self.manager, object_id="@action_primary"
                              if action == self.waiting_for else "@action")
            self.buttons[action] = button
            order.append((button, self._listen(action)))
            y += row_h
        fw = max(150, round(220 * s))
        bottom = self.panel.bottom - pad - bh
        self.buttons["reset"] = UIButton(pygame.Rect(self.panel.x + pad, bottom, fw, bh),
                                         "Reset buttons", self.manager, object_id="@action")
        self.buttons["done"] = UIButton(pygame.Rect(self.panel.right - pad - fw, bottom, fw, bh),
                                        "Done", self.manager, object_id="@action_primary")
        order += [(self.buttons["reset"], self._reset), (self.buttons["done"], self.close)]
        self.message_y = bottom - small_f.get_linesize()
        self.focus = FocusRing([b for b, _ in order], [a for _, a in order])
        if 0 <= old < len(self.focus.buttons):
            self.focus.focus(self.focus.buttons[old])

    def word(self, button: str) -> str:
        """A pad's button in the words of the family of the pad last used."""
        return WORDS[self.pads.family][button]

    def renamed(self) -> None:
        """The buttons' labels in the words of the pad now used."""
        for action in ACTIONS:
            if action != self.waiting_for:
                self.buttons[action].set_text(self.word(self.settings.pad_buttons[action]))

    # -- changes ------------------------------------------------------------------------------

    def _listen(self, action: str) -> Callable[[], None]:
        def listen() -> None:
            self.waiting_for = action
            self.message = WAITING.format(action=ACTIONS[action],
                                          button=self.word(self.settings.pad_buttons[action]))
            self.pads.listening = self._heard
            self.rebuild()
        return listen

    def _heard(self, button: str) -> None:
        """The button pressed for the action waited for: it takes that button, and the action
        that had it takes the button it leaves free."""
        action, self.waiting_for = self.waiting_for, None
        if action is None:
            return
        binding = dict(self.settings.pad_buttons)
        before = binding[action]
        for other, had in binding.items():
            if had == button:
                binding[other] = before
        binding[action] = button
        self._store(binding, f"'{ACTIONS[action]}' is now {self.word(button)}.")

    def _reset(self) -> None:
        self._stop_listening()
        self._store(dict(DEFAULT_BINDING), "The buttons are as they came.")

    def _store(self, binding: dict[str, str], said: str) -> None:
        self.settings.pad_buttons = binding
        problem = self.on_change(self.settings)
        self.message = problem or said
        self.rebuild()

    def _stop_listening(self) -> None:
        if self.waiting_for is not None:
            self.waiting_for = None
            self.pads.listening = None
            self.message = ""

    def close(self) -> None:
        self._stop_listening()
        super().close()

    # -- input --------------------------------------------------------------------------------

    def on_input(self, event: pygame.event.Event) -> None:
        """Esc while a button is awaited keeps the one there was, and the screen."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.waiting_for:
            self._stop_listening()
            self.rebuild()
        else:
            super().on_input(event)

    # -- drawing ------------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        head, label_f, small_f = self.fonts
        p = self.theme.palette
        x, keys_x, pad_x = self.columns
        draw_text(surface, "Controls", head, p.accent, (x, self.panel.y + self.pad))
        for text, at in (("Action", x), ("Keyboard", keys_x), ("Game controller", pad_x)):
            draw_text(surface, text, small_f, p.muted, (at, self.header_y))
        keys = Naming(keys=tuple(self.pads.keys.items()))
        for action, middle in self.rows:
            draw_text(surface, ACTIONS[action], label_f, p.text, (x, middle), "midleft",
                      keys_x - x - self.pad // 2)
            draw_line(surface, [keys.of(action)], small_f, p.text, self.theme, (keys_x, middle),
                      "midleft", pad_x - keys_x - self.pad // 2)
            button = self.settings.pad_buttons[action]
            draw_line(surface, [Name(self.word(button), button, self.pads.family)], label_f,
                      p.text, self.theme, (pad_x + self.glyph_room // 2, middle), "center",
                      self.glyph_room - self.pad // 3)
        if self.message:
            draw_text(surface, self.message, small_f, p.accent, (x, self.message_y),
                      max_width=self.panel.w - 2 * self.pad)

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)

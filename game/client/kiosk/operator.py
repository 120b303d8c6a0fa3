"""The operator's way out of the kiosk: a long press in a screen corner, then the PIN on a keypad.

(The key combination of the config is the other way; the kiosk's flow checks it.) Wrong PINs
in a row make the keypad wait, longer each time, so that nobody finds the PIN by trying.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable, Sequence

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from ...themes import Theme
from ..kit.app import INPUT_EVENTS
from ..kit.scene import Scene
from ..kit.fonts import wrap
from ..views.look import (draw_panel, draw_text, make_manager, menu_styles, scale_for, style_font,
                          theme_font)
from ..kit.touch import TOUCH_TARGET, touched
from ..kit.veil import Veil

LONG_PRESS = 3.0  # seconds a finger stays in a corner to call the keypad
PAD_TIMEOUT = 20.0  # seconds without a touch before the keypad closes by itself
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "Clear", "0", "OK")
#: Keys of a keyboard that press the keypad's keys.
TYPED = {**{getattr(pygame, f"K_{d}"): d for d in "0123456789"},
         **{getattr(pygame, f"K_KP{d}"): d for d in "0123456789"},
         pygame.K_BACKSPACE: "Clear", pygame.K_RETURN: "OK", pygame.K_KP_ENTER: "OK"}
FREE_TRIES = 5  # wrong PINs in a row before the keypad makes the operator wait
FIRST_WAIT = 30.0  # seconds of the first wait; each wrong PIN after it doubles the wait
LONGEST_WAIT = 960.0
#: Said on the keypad, and in the log, when the config sets no PIN that can be used.
NO_PIN = "No operator PIN is set: the kiosk closes with its exit keys only."
WRONG = "Wrong PIN. Try again."


def corner_size(size: tuple[int, int]) -> int:
    return max(TOUCH_TARGET, round(min(size) * 0.08))


def in_corner(pos: tuple[int, int], size: tuple[int, int]) -> bool:
    c = corner_size(size)
    x, y = pos
    return (x < c or x >= size[0] - c) and (y < c or y >= size[1] - c)


class CornerPress:
    """Watches for a press held in any corner; ``on_long`` once it has lasted LONG_PRESS."""

    def __init__(self, on_long: Callable[[], None]) -> None:
        self.on_long = on_long
        self.held: float | None = None

    def event(self, event: pygame.event.Event, size: tuple[int, int]) -> None:
        pos = getattr(event, "pos", None)
        if touched(event) and pos is not None and in_corner(pos, size):
            self.held = 0.0
        elif event.type == pygame.MOUSEBUTTONUP:
            self.held = None
        elif event.type == pygame.MOUSEMOTION and pos is not None and not in_corner(pos, size):
            self.held = None

    def update(self, dt: float) -> None:
        if self.held is None:
            return
        self.held += dt
        if self.held >= LONG_PRESS:
            self.held = None
            self.on_long()


class PinGuard:
    """The PIN and the wrong tries in a row: after FREE_TRIES, each wrong one makes the keypad
    wait, twice as long as the last time up to LONGEST_WAIT. Time passes by :meth:`tick`,
    the game's clock, whether the keypad is open or not."""

    def __init__(self, pin: str | None) -> None:
        self.pin = pin
        self.wrong = 0
        self.wait = 0.0

    def tick(self, dt: float) -> None:
        self.wait = max(0.0, self.wait - dt)

    def check(self, entered: str) -> bool:
        """Whether ``entered`` is the PIN; a wrong one counts (none is tried while waiting)."""
        if self.pin is None or self.wait > 0:
            return False
        if secrets.compare_digest(entered.encode(), self.pin.encode()):
            self.wrong = 0
            return True
        self.wrong += 1
        if self.wrong >= FREE_TRIES:
            self.wait = min(LONGEST_WAIT, FIRST_WAIT * 2 ** (self.wrong - FREE_TRIES))
        return False


class PinPadScene(Scene):
    """A keypad for the operator's PIN, touched or typed: the right one calls ``on_open``;
    Cancel, or a while without a touch, closes it. ``notes``: what the operator should know
    (the config's problems), listed above the keys."""

    opaque = False

    def __init__(self, theme: Theme, size: tuple[int, int], guard: PinGuard,
                 on_open: Callable[[], None], notes: Sequence[str] = ()) -> None:
        super().__init__()
        self.theme = theme
        self.size = size
        self.guard = guard
        self.on_open = on_open
        self.entered = ""
        self.message = ""
        self.quiet = 0.0
        s = scale_for(size)
        styles = menu_styles(s)
        self.manager = make_manager(theme, size, styles)
        key = max(TOUCH_TARGET, round(84 * s))
        gap = max(8, round(14 * s))
        key_w = max(key, style_font(styles, "@menu").size("Clear")[0] + 2 * gap)  # large text
        self.pad = round(30 * s)
        self.head = theme_font(theme, max(22, round(40 * s)), bold=True, title=True)
        self.body = theme_font(theme, max(15, round(22 * s)))
        self.small = theme_font(theme, max(12, round(16 * s)))
        self.dot_h = max(24, round(44 * s))
        grid_w = 3 * key_w + 2 * gap
        width = max(grid_w, self.body.size(WRONG)[0])
        if notes:
            width = max(width, min(size[0] - 2 * self.pad - 40, round(720 * s)))
        top = self.head.get_linesize() + 2 * self.body.get_linesize() + self.dot_h + gap
        height = 2 * self.pad + top + 5 * key + 4 * gap + gap
        self.notes = [line for note in notes for line in wrap(note, self.small, width)]
        room = max(1, (size[1] - height) // self.small.get_linesize())
        if len(self.notes) > room:  # the rest is in the log
            self.notes = self.notes[:room - 1] + ["... and more in the kiosk's log."]
        top += len(self.notes) * self.small.get_linesize()
        self.panel = pygame.Rect(0, 0, width + 2 * self.pad,
                                 height + len(self.notes) * self.small.get_linesize())
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.panel.clamp_ip(pygame.Rect((0, 0), size))
        x0, y0 = self.panel.centerx - grid_w // 2, self.panel.y + self.pad + top
        self.keys: dict[UIButton, str] = {}
        for i, label in enumerate(KEYS):
            row, col = divmod(i, 3)
            rect = pygame.Rect(x0 + col * (key_w + gap), y0 + row * (key + gap), key_w, key)
            style = "@menu_primary" if label == "OK" else "@menu"
            self.keys[UIButton(rect, label, self.manager, object_id=style)] = label
        self.veil = Veil(140)
        self.cancel = UIButton(pygame.Rect(x0, y0 + 4 * (key + gap) + gap, grid_w, key), "Cancel",
                               self.manager, object_id="@menu")
        self.waiting: bool | None = None  # whether the keys are off for the wait, once known
        self._follow_guard()

    def _follow_guard(self) -> None:
        """The keys off while the guard makes the operator wait (or there is no PIN), and the
        message saying so."""
        if self.guard.pin is None:
            self.message = NO_PIN
            waiting = True
        elif self.guard.wait > 0:
            self.message = f"Too many wrong PINs. Try again in {math.ceil(self.guard.wait)} s."
            waiting = True
        else:
            waiting = False
            if self.waiting is not False:
                self.message = "Enter the operator PIN."
        if waiting != self.waiting:
            self.waiting = waiting
            self.entered = ""
            for button in self.keys:
                if waiting:
                    button.disable()
                else:
                    button.enable()

    def close(self) -> None:
        if self.stack is not None and self in self.stack.scenes:
            while self.stack.top is not self:
                self.stack.pop()
            self.stack.pop()

    def press(self, label: str) -> None:
        if self.waiting:
            return
        if label == "Clear":
            self.entered = ""
        elif label == "OK":
            if self.guard.check(self.entered):
                self.on_open()
                return
            self.entered = ""
            self.message = WRONG
            self._follow_guard()
        elif len(self.entered) < 8:
            self.entered += label

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in INPUT_EVENTS:
            self.quiet = 0.0
        self.manager.process_events(event)
        if event.type == UI_BUTTON_PRESSED:
            if event.ui_element is self.cancel:
                self.close()
            elif event.ui_element in self.keys:
                self.press(self.keys[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN and event.key in TYPED:
            self.press(TYPED[event.key])
        return event.type in INPUT_EVENTS

    def update(self, dt: float) -> None:
        self.manager.update(dt)
        self._follow_guard()
        self.quiet += dt
        if self.quiet >= PAD_TIMEOUT:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        self.veil.draw(surface)
        p = self.theme.palette
        draw_panel(surface, self.theme, self.panel)
        x, y = self.panel.centerx, self.panel.y + self.pad
        draw_text(surface, "Operator", self.head, p.accent, (x, y), "midtop")
        y += self.head.get_linesize()
        for note in self.notes:
            draw_text(surface, note, self.small, p.muted, (x, y), "midtop")
            y += self.small.get_linesize()
        for line in wrap(self.message, self.body, self.panel.w - 2 * self.pad)[:2]:
            draw_text(surface, line, self.body, p.text, (x, y), "midtop")
            y += self.body.get_linesize()
        y = self.panel.y + self.pad + self.head.get_linesize() + (
            len(self.notes) * self.small.get_linesize() + 2 * self.body.get_linesize())
        radius = self.dot_h // 3
        step = 3 * radius
        left = x - step * (len(self.entered) - 1) // 2
        for i in range(len(self.entered)):
            pygame.draw.circle(surface, p.text, (left + i * step, y + self.dot_h // 2), radius)
        self.manager.draw_ui(surface)

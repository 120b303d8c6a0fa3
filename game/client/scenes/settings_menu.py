"""The settings screen: volume, animation speed, full screen, reduced motion, Colour help,
live odds and hints, and the way to the Controls screen. Every change is checked by the Settings model, stored at once and
handed to ``on_change``, which makes it take effect where it can (the game below included).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.elements import UIButton

from ...themes import Theme
from ..kit.fonts import wrap
from ..store.settings import HINT_GAMES, AnimationSpeed, Settings
from .menu import FocusRing
from ..views.look import draw_text, theme_font
from .overlay import OverlayScene

VOLUME_STEP = 0.1
#: Switches, by Settings field: the label and what it does.
SWITCHES = {
    "fullscreen": ("Full screen", "The game fills the whole screen."),
    "reduced_motion": ("Reduced motion", "No hopping tokens, tumbling dice, flying cards or "
                                         "flashes: things appear where they end."),
    "color_blind_markers": ("Colour help", "Color groups in colors that color-blind eyes tell "
                                           "apart, each with a pattern of its own, wherever a "
                                           "group's color shows."),
    "show_live_odds": ("Show live odds", "Each player's chance to win, beside the board during "
                                         "a game."),
    "hints": ("Hints", "A line in each decision dialog on what the choice means for you now; "
                       f"on for your first {HINT_GAMES} games unless you switch it."),
}
SPEED_HELP = "How fast moves play on the board; Instant shows each move's end at once."
VOLUME_HELP = "Dice, money, cards and buttons."


@dataclass
class _Row:
    """A setting's label and help, at the height the layout gave it."""

    label: str
    help: str
    top: int
    height: int


class SettingsScene(OverlayScene):
    """``on_change(settings)`` stores and applies the settings; it returns a problem to show
    (the file could not be written), or None."""

    def __init__(self, theme: Theme, size: tuple[int, int], settings: Settings,
                 on_change: Callable[[Settings], str | None],
                 on_controls: Callable[[], None] | None = None) -> None:
        """``on_controls``: opens the Controls screen (keys and game controller buttons)."""
        self.settings = settings
        self.on_change = on_change
        self.on_controls = on_controls
        self.message = ""
        self.rows: list[_Row] = []
        self.buttons: dict[str, UIButton] = {}
        self.focus: FocusRing | None = None
        super().__init__(theme, size)

    # -- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        old = self.focus.index if self.focus is not None else -1
        w, h = self.size
        s = self.scale
        pad = round(30 * s)
        head = theme_font(self.theme, max(20, round(40 * s)), bold=True, title=True)
        self.fonts = (head, theme_font(self.theme, max(13, round(19 * s)), bold=True),
                      theme_font(self.theme, max(11, round(15 * s))))
        bh = max(30, round(46 * s))
        row_h = max(bh, self.fonts[1].get_linesize() + 2 * self.fonts[2].get_linesize()) + round(18 * s)
        count = 2 + len(SWITCHES)
        inner = head.get_linesize() + pad + count * row_h + pad + bh + self.fonts[2].get_linesize()
        self.panel = pygame.Rect(0, 0, min(w - 40, round(1000 * s)), min(h - 20, inner + 2 * pad))
        self.panel.center = (w // 2, h // 2)
        self.pad = pad
        control_w = round(self.panel.w * 0.38)
        cx = self.panel.right - pad - control_w
        self.text_w = cx - self.panel.x - 2 * pad
        y = self.panel.y + pad + head.get_linesize() + pad // 2
        self.rows = []
        self.buttons = {}
        order: list[tuple[str, Callable[[], None]]] = []
        gap = max(6, round(10 * s))
        by = (row_h - bh) // 2

        # volume: - 80% +
        self.rows.append(_Row("Volume", VOLUME_HELP, y, row_h))
        small = round(bh * 1.4)
        self.volume_box = pygame.Rect(cx + small + gap, y + by, control_w - 2 * (small + gap), bh)
        self._add("volume_down", pygame.Rect(cx, y + by, small, bh), "\u2212",
                  self.settings.volume > 0, False, order, lambda: self._volume(-1))
        self._add("volume_up", pygame.Rect(self.volume_box.right + gap, y + by, small, bh), "+",
                  self.settings.volume < 1, False, order, lambda: self._volume(1))
        y += row_h
        # animation speed
        self.rows.append(_Row("Animation speed", SPEED_HELP, y, row_h))
        sw = (control_w - 2 * gap) // 3
        for i, speed in enumerate(AnimationSpeed):
            self._add(f"speed_{speed.value}", pygame.Rect(cx + i * (sw + gap), y + by, sw, bh),
                      speed.value.capitalize(), True, speed is self.settings.animation_speed,
                      order, self._speed(speed))
        y += row_h
        # switches
        for field, (label, help_text) in SWITCHES.items():
            self.rows.append(_Row(label, help_text, y, row_h))
            on = self._on(field)
            self._add(field, pygame.Rect(cx, y + by, round(control_w * 0.36), bh), "On" if on else "Off",
                      True, on, order, self._switch(field))
            y += row_h
        done_w = max(140, round(200 * s))
        if self.on_controls is not None:
            self._add("controls", pygame.Rect(self.panel.right - pad - 2 * done_w - gap,
                                              self.panel.bottom - pad - bh, done_w, bh),
                      "Controls", True, False, order, self.on_controls)
        self._add("done", pygame.Rect(self.panel.right - pad - done_w, self.panel.bottom - pad - bh,
                                      done_w, bh), "Done", True, True, order, self.close)
        self.message_y = self.panel.bottom - pad - bh // 2
        self.focus = FocusRing([self.buttons[k] for k, _ in order], [a for _, a in order])
        if 0 <= old < len(self.focus.buttons):
            self.focus.focus(self.focus.buttons[old])

    def _add(self, key: str, rect: pygame.Rect, text: str, enabled: bool, marked: bool,
             order: list[tuple[str, Callable[[], None]]], action: Callable[[], None]) -> None:
        button = UIButton(rect, text, self.manager,
                          object_id="@action_primary" if marked else "@action")
        if not enabled:
            button.disable()
        self.buttons[key] = button
        order.append((key, action))

    # -- changes ------------------------------------------------------------------------------

    def _volume(self, step: int) -> None:
        volume = round(min(1.0, max(0.0, self.settings.volume + step * VOLUME_STEP)), 2)
        self._change("volume", volume)

    def _speed(self, speed: AnimationSpeed) -> Callable[[], None]:
        return lambda: self._change("animation_speed", speed)

    def _switch(self, field: str) -> Callable[[], None]:
        return lambda: self._change(field, not self._on(field))

    def _on(self, field: str) -> bool:
        """A switch as it stands (hints left unset are on for a new player's first games)."""
        return self.settings.show_hints if field == "hints" else bool(getattr(self.settings, field))

    def _change(self, field: str, value: object) -> None:
        """Set one field (the model checks it), store and apply, and show the result."""
        setattr(self.settings, field, value)
        problem = self.on_change(self.settings)
        self.message = problem or ""
        self.rebuild()

    # -- input --------------------------------------------------------------------------------

    # -- drawing ------------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        head, label_f, help_f = self.fonts
        p = self.theme.palette
        pad = self.pad
        x = self.panel.x + pad
        draw_text(surface, "Settings", head, p.accent, (x, self.panel.y + pad))
        for i, row in enumerate(self.rows):
            if i:
                pygame.draw.line(surface, pygame.Color(p.line).lerp(pygame.Color(p.space), 0.75),
                                 (x, row.top), (self.panel.right - pad, row.top))
            lines = wrap(row.help, help_f, self.text_w)[:2]
            block = label_f.get_linesize() + len(lines) * help_f.get_linesize()
            y = row.top + (row.height - block) // 2
            draw_text(surface, row.label, label_f, p.text, (x, y), max_width=self.text_w)
            y += label_f.get_linesize()
            for line in lines:
                draw_text(surface, line, help_f, p.muted, (x, y), max_width=self.text_w)
                y += help_f.get_linesize()
        box = self.volume_box
        draw_text(surface, f"{round(self.settings.volume * 100)}%", label_f, p.text, box.center, "center")
        if self.message:
            done = self.buttons.get("controls", self.buttons["done"]).rect
            draw_text(surface, self.message, help_f, p.accent, (x, self.message_y), "midleft",
                      done.x - x - pad)

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)

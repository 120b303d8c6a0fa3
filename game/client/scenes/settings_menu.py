"""The settings screen: volume, animation speed, text size, full screen, reduced motion, Colour
help, live odds and hints, and the way to the Controls screen. Every change is checked by the Settings model, stored at once and
handed to ``on_change``, which makes it take effect where it can (the game below included).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.elements import UIButton

from ...themes import Theme
from ..kit.fonts import TEXT_SIZES, text_scale, wrap
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
#: The keyboard's way round the buttons, as they are made: each one's key and what it does.
Order = list[tuple[str, Callable[[], None]]]
#: Puts one setting's buttons in a place (its rect, the gap between buttons, the way round).
Placer = Callable[[pygame.Rect, int, Order], None]
SPEED_HELP = "How fast moves play on the board; Instant shows each move's end at once."
VOLUME_HELP = "Dice, money, cards and buttons."
TEXT_HELP = "All the game's words: menus, dialogs, the board and the players' panels."


@dataclass
class _Row:
    """A setting's label and help, where the layout put them."""

    label: str
    help: str
    x: int
    top: int  # the row's top: a thin line is drawn there (but above the first row)
    label_y: int
    help_y: int
    width: int  # of the label and the help's lines
    rule: int  # the thin line's width


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
        """One column, each setting's words beside its buttons; where that would not fit the
        window (large text), two columns, each setting's words under its buttons."""
        old = self.focus.index if self.focus is not None else -1
        w, h = self.size
        s = self.scale
        pad = round(30 * s)
        head = theme_font(self.theme, max(20, round(40 * s)), bold=True, title=True)
        self.fonts = (head, theme_font(self.theme, max(13, round(19 * s)), bold=True),
                      theme_font(self.theme, max(11, round(15 * s))))
        self.pad = pad
        label_h, help_h = self.fonts[1].get_linesize(), self.fonts[2].get_linesize()
        bh = max(30, round(46 * s), round(label_h * 1.4))
        room = round(18 * s)
        entries = self._entries()
        width = min(w - 40, round(1000 * s * max(1.0, text_scale())))
        frame = head.get_linesize() + pad // 2 + pad + bh + 2 * pad  # heading, foot, margins

        def lines(text: str, text_w: int) -> int:
            return len(wrap(text, self.fonts[2], text_w))

        control_w = round(width * 0.38)
        text_w = width - control_w - 3 * pad
        heights = [max(bh, label_h + lines(help_text, text_w) * help_h) + room
                   for _, help_text, _ in entries]
        columns = 1 if frame + sum(heights) <= h - 20 else 2
        if columns == 2:
            width = w - 40
            col_w = (width - 3 * pad) // 2
            control_w = min(col_w - max(self.fonts[1].size(label)[0] for label, _, _ in entries)
                            - pad, round(col_w * 0.62))
            text_w = col_w
            heights = [max(bh, label_h) + lines(help_text, col_w) * help_h + room
                       for _, help_text, _ in entries]
        per_column = -(-len(entries) // columns)
        tallest = max(sum(heights[c * per_column:(c + 1) * per_column]) for c in range(columns))
        self.panel = pygame.Rect(0, 0, width, min(h - 20, frame + tallest))
        self.panel.center = (w // 2, h // 2)
        gap = max(6, round(10 * s))
        top = self.panel.y + pad + head.get_linesize() + pad // 2
        self.rows = []
        self.buttons = {}
        order: Order = []
        for i, ((label, help_text, place), row_h) in enumerate(zip(entries, heights)):
            column, place_in = divmod(i, per_column)
            if place_in == 0:
                y = top
            if columns == 1:
                x = self.panel.x + pad
                control = pygame.Rect(self.panel.right - pad - control_w, y + (row_h - bh) // 2,
                                      control_w, bh)
                block = label_h + lines(help_text, text_w) * help_h
                label_y = y + (row_h - block) // 2
                self.rows.append(_Row(label, help_text, x, y, label_y, label_y + label_h, text_w,
                                      self.panel.w - 2 * pad))
            else:
                x = self.panel.x + pad + column * (col_w + pad)
                line_h = max(bh, label_h)
                control = pygame.Rect(x + col_w - control_w, y + room // 2, control_w, bh)
                self.rows.append(_Row(label, help_text, x, y,
                                      y + room // 2 + (line_h - label_h) // 2,
                                      y + room // 2 + line_h, col_w, col_w))
            place(control, gap, order)
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

    def _entries(self) -> list[tuple[str, str, Placer]]:
        """Each setting: its label, its help, and what puts its buttons in a given place."""
        return [("Volume", VOLUME_HELP, self._place_volume),
                ("Animation speed", SPEED_HELP, self._choices(
                    [(f"speed_{speed.value}", speed.value.capitalize(),
                      speed is self.settings.animation_speed, self._speed(speed))
                     for speed in AnimationSpeed])),
                ("Text size", TEXT_HELP, self._choices(
                    [(f"text_{percent}", f"{percent}%", percent == self.settings.text_size,
                      self._text_size(percent)) for percent in TEXT_SIZES])),
                *((label, help_text, self._place_switch(field))
                  for field, (label, help_text) in SWITCHES.items())]

    def _place_volume(self, rect: pygame.Rect, gap: int, order: Order) -> None:
        """- 80% +"""
        small = round(rect.h * 1.4)
        self.volume_box = pygame.Rect(rect.x + small + gap, rect.y, rect.w - 2 * (small + gap), rect.h)
        self._add("volume_down", pygame.Rect(rect.x, rect.y, small, rect.h), "\u2212",
                  self.settings.volume > 0, False, order, lambda: self._volume(-1))
        self._add("volume_up", pygame.Rect(self.volume_box.right + gap, rect.y, small, rect.h), "+",
                  self.settings.volume < 1, False, order, lambda: self._volume(1))

    def _choices(self, choices: list[tuple[str, str, bool, Callable[[], None]]]) -> Placer:
        """Buttons side by side, one of them marked: the choice made."""
        def place(rect: pygame.Rect, gap: int, order: Order) -> None:
            each = (rect.w - (len(choices) - 1) * gap) // len(choices)
            for i, (key, text, marked, action) in enumerate(choices):
                self._add(key, pygame.Rect(rect.x + i * (each + gap), rect.y, each, rect.h), text,
                          True, marked, order, action)
        return place

    def _place_switch(self, field: str) -> Placer:
        def place(rect: pygame.Rect, gap: int, order: Order) -> None:
            on = self._on(field)
            self._add(field, pygame.Rect(rect.x, rect.y, round(rect.w * 0.36), rect.h),
                      "On" if on else "Off", True, on, order, self._switch(field))
        return place

    def _add(self, key: str, rect: pygame.Rect, text: str, enabled: bool, marked: bool,
             order: Order, action: Callable[[], None]) -> None:
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

    def _text_size(self, percent: int) -> Callable[[], None]:
        return lambda: self._change("text_size", percent)

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
        first_top = self.rows[0].top if self.rows else 0
        for row in self.rows:
            if row.top != first_top:
                pygame.draw.line(surface, pygame.Color(p.line).lerp(pygame.Color(p.space), 0.75),
                                 (row.x, row.top), (row.x + row.rule, row.top))
            draw_text(surface, row.label, label_f, p.text, (row.x, row.label_y))
            y = row.help_y
            for line in wrap(row.help, help_f, row.width):
                draw_text(surface, line, help_f, p.muted, (row.x, y))
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

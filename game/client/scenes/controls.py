"""The Controls screen: what each key and each game controller button does, and a way to give an
action another key or button. A change is checked by the Settings model, stored at once and
handed to ``on_change``, as on the settings screen; one it refuses is shown with its reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import pygame
from pydantic import ValidationError
from pygame_gui.elements import UIButton

from ...themes import Theme
from ..kit.naming import UNBOUND, Name, Naming
from ..kit.pad_families import WORDS
from ..kit.pad_names import ACTIONS, DEFAULT_BINDING, DEFAULT_KEYS, GROUPS, key_word, swapped
from ..kit.pads import Pads
from ..store.settings import Settings
from ..views.glyphs import draw_line
from ..views.look import color, draw_text, holding, style_font, theme_font
from .menu import FocusRing
from .overlay import OverlayScene

Column = Literal["keys", "pad"]
#: What the screen asks while it waits; '{back}' is the keyboard's key that keeps the old one.
WAITING: dict[Column, str] = {
    "keys": "Press a key for '{action}' ({back} keeps {old}).",
    "pad": "Press a button on the controller for '{action}' ({back} keeps {old}).",
}
ASKING: dict[Column, str] = {"keys": "Press a key ...", "pad": "Press a button ..."}


class ControlsScene(OverlayScene):
    """``on_change(settings)`` stores and applies the settings; it returns a problem to show, or
    None. ``pads``: the app's controllers and keys, asked for the next button or key pressed."""

    def __init__(self, theme: Theme, size: tuple[int, int], settings: Settings, pads: Pads,
                 on_change: Callable[[Settings], str | None]) -> None:
        self.settings = settings
        self.pads = pads
        self.on_change = on_change
        #: The action waiting for a new key or button, and on which column.
        self.waiting_for: str | None = None
        self.waiting_on: Column = "pad"
        self.message = ""
        #: Each action's pad button ("reset" and "done" too), and its key.
        self.buttons: dict[str, UIButton] = {}
        self.key_buttons: dict[str, UIButton] = {}
        self.focus: FocusRing | None = None
        #: Each action, its group, and the middle of its row (off the view when scrolled away).
        self.rows: list[tuple[str, int, int]] = []
        #: Each column's left edge, and where its keys and its pad buttons begin.
        self.columns: list[tuple[int, int, int]] = []
        #: Each group's heading, its column and the middle of its row.
        self.headings: list[tuple[str, int, int]] = []
        #: The first line shown (rows scrolled past above), and (lines, lines shown).
        self.first = 0
        self.scroll = (0, 0)
        #: The line of each focusable action button, in the focus's order.
        self.lines: list[int] = []
        self.view = pygame.Rect(0, 0, 0, 0)
        self.row_h = 1
        super().__init__(theme, size)

    def build(self) -> None:
        """The actions in rows of the action, its key and its pad button, under the heading of
        their group (:data:`GROUPS`): the two groups side by side where every name fits so, else
        one under the other; rows that the panel cannot hold scroll, following the focus."""
        old = self.focus.index if self.focus is not None else -1
        w, h = self.size
        s = self.scale
        pad = round(30 * s)
        self.fonts = (theme_font(self.theme, max(20, round(40 * s)), bold=True, title=True),
                      theme_font(self.theme, max(12, round(18 * s)), bold=True),
                      theme_font(self.theme, max(11, round(16 * s))))
        head, label_f, small_f = self.fonts
        action_f = style_font(self.styles(s), "@action")
        bh = holding(action_f, max(26, round(34 * s)), 1.1)
        row_h = bh + max(4, round(6 * s))
        gap = pad // 3
        self.glyph_room = round(bh * 1.6)
        cells = [self.glyph_room + 2 * gap + max(action_f.size(text)[0] for text in
                                                 [ASKING[column], *(self.said(column, a) for a in ACTIONS)])
                 for column in ("keys", "pad")]
        named = max(label_f.size(text)[0] for text in [*ACTIONS.values(), *(g for g, _ in GROUPS)])
        self.panel = pygame.Rect(0, 0, min(w - 40, round(1500 * s)), 0)
        side_by_side = 2 * (named + sum(cells) + 2 * gap) + 3 * pad <= self.panel.w
        width = (self.panel.w - 3 * pad) // 2 if side_by_side else self.panel.w - 2 * pad
        lines: list[list[tuple[int, str | None]]] = [[] for _ in GROUPS]  # (group, action or heading)
        for g, (_, actions) in enumerate(GROUPS):
            lines[g if side_by_side else 0] += [(g, None)] + [(g, a) for a in actions]
        lines = [column for column in lines if column]
        most = max(len(column) for column in lines)
        fixed = head.get_linesize() + pad // 2 + small_f.get_linesize() + pad + bh + small_f.get_linesize()
        self.panel.h = min(h - 20, fixed + most * row_h + 2 * pad)
        self.panel.center = (w // 2, h // 2)
        self.pad = pad
        self.header_y = self.panel.y + pad + head.get_linesize() + pad // 2
        top_y = self.header_y + small_f.get_linesize()
        bottom = self.panel.bottom - pad - bh
        self.message_y = bottom - small_f.get_linesize()
        self.view = pygame.Rect(self.panel.x, top_y, self.panel.w,
                                max(row_h, (self.message_y - top_y) // row_h * row_h))
        shown = self.view.h // row_h
        self.scroll = (most, shown)
        self.first = max(0, min(self.first, most - shown))
        self.buttons, self.key_buttons, self.rows, self.columns, self.headings = {}, {}, [], [], []
        self.row_h = row_h
        order: list[tuple[UIButton, Callable[[], None], int]] = []
        for c, column_lines in enumerate(lines):
            x = self.panel.x + pad + c * (width + pad)
            pad_x = x + width - cells[1]
            keys_x = pad_x - gap - cells[0]
            self.columns.append((x, keys_x, pad_x))
            places: list[tuple[Column, int, int, dict[str, UIButton]]] = [
                ("keys", keys_x, cells[0], self.key_buttons), ("pad", pad_x, cells[1], self.buttons)]
            for n, (g, action) in enumerate(column_lines):
                y = top_y + (n - self.first) * row_h
                if action is None:
                    self.headings.append((GROUPS[g][0], c, y + row_h // 2))
                    continue
                self.rows.append((action, g, y + row_h // 2))
                for column, at, cell, made in places:
                    asking = (action, column) == (self.waiting_for, self.waiting_on)
                    made[action] = UIButton(
                        pygame.Rect(at + self.glyph_room, y + (row_h - bh) // 2,
                                    cell - self.glyph_room, bh),
                        ASKING[column] if asking else self.said(column, action), self.manager,
                        object_id="@action_primary" if asking else "@action")
                    if not self.in_view(y + row_h // 2):
                        made[action].hide()
                    order.append((made[action], self._listen(column, action), n))
        self.lines = [n for _, _, n in order]
        fw = max(150, round(220 * s), action_f.size("Reset all")[0] + 2 * pad)
        self.buttons["reset"] = UIButton(pygame.Rect(self.panel.x + pad, bottom, fw, bh),
                                         "Reset all", self.manager, object_id="@action")
        self.buttons["done"] = UIButton(pygame.Rect(self.panel.right - pad - fw, bottom, fw, bh),
                                        "Done", self.manager, object_id="@action_primary")
        self.focus = FocusRing([b for b, _, _ in order] + [self.buttons["reset"], self.buttons["done"]],
                               [a for _, a, _ in order] + [self._reset, self.close])
        if 0 <= old < len(self.focus.buttons):
            self.focus.focus(self.focus.buttons[old])

    def in_view(self, middle: int) -> bool:
        """Whether the row whose middle is at ``middle`` is on the panel (not scrolled away)."""
        return self.view.top <= middle < self.view.bottom

    def scroll_by(self, rows: int) -> None:
        """Show the rows ``rows`` further down (up, for a negative number), as far as they go."""
        most, shown = self.scroll
        first = max(0, min(self.first + rows, most - shown))
        if first != self.first:
            self.first = first
            self.rebuild()

    def _follow_focus(self) -> None:
        """The focused row scrolled into view, with its heading where it is the first."""
        if self.focus is None or not 0 <= self.focus.index < len(self.lines):
            return
        line = self.lines[self.focus.index]
        shown = self.scroll[1]
        if line - 1 < self.first:
            self.scroll_by(line - 1 - self.first)
        elif line >= self.first + shown:
            self.scroll_by(line - shown + 1 - self.first)

    @property
    def keys(self) -> Naming:
        """The keyboard's names, whatever was used last."""
        return Naming(keys=tuple(self.settings.keys.items()))

    def name(self, column: Column, action: str) -> Name:
        """The key or pad button (in the words of the pad last used) of ``action``."""
        if column == "keys":
            return self.keys.of(action)
        button = self.settings.pad_buttons[action]
        word = WORDS[self.pads.family][button] if button else UNBOUND
        return Name(word, button, self.pads.family)

    def said(self, column: Column, action: str) -> str:
        """What the action's button on the screen says: its key or pad button, or a dash
        for none."""
        name = self.name(column, action)
        return name.word if name.button else "\u2014"

    def renamed(self) -> None:
        """The pad's buttons in the words of the pad now used, laid out again to fit them."""
        self.rebuild()

    # -- changes ------------------------------------------------------------------------------

    def _listen(self, column: Column, action: str) -> Callable[[], None]:
        def listen() -> None:
            self._stop_listening()
            self.waiting_for, self.waiting_on = action, column
            self.message = WAITING[column].format(action=ACTIONS[action],
                                                  back=self.keys.say("{back}"),
                                                  old=self.said(column, action))
            if column == "keys":
                self.pads.listening_key = self._heard_key
            else:
                self.pads.listening = self._heard
            self.rebuild()
        return listen

    def _heard(self, button: str) -> None:
        """The button pressed for the action waited for: it takes that button, and the action
        that had it takes the button it leaves free."""
        action, self.waiting_for = self.waiting_for, None
        if action is not None:
            binding = swapped(self.settings.pad_buttons, action, button)
            self._store("pad_buttons", binding,
                        f"'{ACTIONS[action]}' is now {WORDS[self.pads.family][button]}.")

    def _heard_key(self, key: str) -> None:
        """The key pressed for the action waited for, swapped as a button is."""
        action, self.waiting_for = self.waiting_for, None
        if action is not None:
            self._store("keys", swapped(self.settings.keys, action, key),
                        f"'{ACTIONS[action]}' is now {key_word(key)}.")

    def _reset(self) -> None:
        self._stop_listening()
        self.settings.keys = dict(DEFAULT_KEYS)
        self._store("pad_buttons", dict(DEFAULT_BINDING), "The keys and buttons are as they came.")

    def _store(self, field: Literal["keys", "pad_buttons"], binding: dict[str, str],
               said: str) -> None:
        """The binding taken and stored, or refused with the settings' reason."""
        try:
            setattr(self.settings, field, binding)
        except ValidationError as error:
            reason = error.errors()[0]["msg"].removeprefix("Value error, ")
            self.message = f"Not changed: {reason}."
        else:
            self.message = self.on_change(self.settings) or said
        self.rebuild()

    def _stop_listening(self) -> None:
        if self.waiting_for is not None:
            self.waiting_for = None
            self.pads.listening = self.pads.listening_key = None
            self.message = ""

    def close(self) -> None:
        self._stop_listening()
        super().close()

    # -- input --------------------------------------------------------------------------------

    def on_input(self, event: pygame.event.Event) -> None:
        """Back (Esc) while a key or button is awaited keeps the one there was, and the
        screen."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.waiting_for:
            self._stop_listening()
            self.rebuild()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
        else:
            super().on_input(event)
            self._follow_focus()

    # -- drawing ------------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        head, label_f, small_f = self.fonts
        p = self.theme.palette
        draw_text(surface, "Controls", head, p.accent, (self.panel.x + self.pad,
                                                         self.panel.y + self.pad))
        for _, keys_x, pad_x in self.columns:
            for text, at in (("Keyboard", keys_x), ("Controller", pad_x)):
                draw_text(surface, text, small_f, p.muted, (at, self.header_y))
        for heading, c, middle in self.headings:
            if self.in_view(middle):
                draw_text(surface, heading, label_f, p.accent, (self.columns[c][0], middle),
                          "midleft")
        room = self.glyph_room - self.pad // 4
        for action, g, middle in self.rows:
            if not self.in_view(middle):
                continue
            x, keys_x, pad_x = self.columns[min(g, len(self.columns) - 1)]
            draw_text(surface, ACTIONS[action], label_f, p.text, (x, middle), "midleft",
                      keys_x - x - self.pad // 3)
            sides: tuple[tuple[Column, int], ...] = (("keys", keys_x), ("pad", pad_x))
            for column, at in sides:
                name = self.name(column, action)
                if name.button:
                    draw_line(surface, [name], label_f, p.text, self.theme,
                              (at + self.glyph_room // 2, middle), "center", room)
        self._draw_bar(surface)
        if self.message:
            draw_text(surface, self.message, small_f, p.accent,
                      (self.panel.x + self.pad, self.message_y),
                      max_width=self.panel.w - 2 * self.pad)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        """Where the rows shown lie among them all, when they scroll."""
        most, shown = self.scroll
        if most <= shown:
            return
        track = pygame.Rect(self.view.right - self.pad * 2 // 3, self.view.y,
                            max(4, self.pad // 5), self.view.h)
        thumb = pygame.Rect(track.x, track.y + track.h * self.first // most, track.w,
                            max(track.w, track.h * shown // most))
        p = self.theme.palette
        pygame.draw.rect(surface, color(p.line).lerp(color(p.space), 0.7), track,
                         border_radius=track.w // 2)
        pygame.draw.rect(surface, color(p.accent), thumb, border_radius=track.w // 2)

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)

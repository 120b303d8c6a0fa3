"""Named saves: the list to load from (date, players, round, edition; files that cannot be
loaded listed with the reason) and the prompt asking for a name when saving.

The list may come from a background thread (a :class:`~concurrent.futures.Future`): it shows
when read, the frames going on meanwhile; only the save chosen is read whole, when loaded."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from pathlib import Path

import pygame
from pygame_gui import UI_BUTTON_PRESSED, UI_TEXT_ENTRY_CHANGED, UI_TEXT_ENTRY_FINISHED
from pygame_gui.elements import UIButton, UITextEntryLine

from ...engine.folders import shown
from ...themes import Theme
from ..kit.text_entry import TextEntry
from ...engine import DataFileError
from ..store.saved_games import (SAVE_NAME_LENGTH, Header, SavedTable, SaveEntry, check_name,
                                 problem_text, read_table)
from ..views.glyphs import draw_line, wrap_line
from ..views.look import color, draw_text, holding, style_font, theme_font
from .overlay import OverlayScene

TableAction = Callable[[SavedTable], None]
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
NO_SAVES = "No saved games yet: save one from the pause menu ({menu}) during a game."
READING = "Reading the saved games\u2026"
NAME_RULES = "Letters, digits, spaces, '-', '_' and '.'. {press} saves, {back} goes back."


def when(header: Header) -> str:
    """The moment of saving in the player's local time: '3 May 2025, 14:05'."""
    local = header.saved_at.astimezone()
    return f"{local.day} {local:%b %Y, %H:%M}"


def played(seconds: float) -> str:
    minutes = int(seconds // 60)
    return f"{minutes // 60} h {minutes % 60:02d} min played" if minutes >= 60 else f"{minutes} min played"


class SavesScene(OverlayScene):
    """Choose a saved game: arrows or a click choose, Enter or Load loads, Esc goes back.

    ``on_replay`` None leaves the Watch replay button out.
    """

    def __init__(self, theme: Theme, size: tuple[int, int],
                 entries: Sequence[SaveEntry] | Future[list[SaveEntry]], folder: Path,
                 on_load: TableAction, on_replay: TableAction | None = None) -> None:
        """``entries``: the list, or the list being read off the render thread."""
        self.pending = entries if isinstance(entries, Future) else None
        self.entries = [] if isinstance(entries, Future) else list(entries)
        self.folder = folder
        self.on_load = on_load
        self.on_replay = on_replay
        self.selected = self._first_loadable()
        self.top = 0
        self.buttons: dict[str, UIButton] = {}
        super().__init__(theme, size)

    def _first_loadable(self) -> int:
        return next((i for i, e in enumerate(self.entries) if e.loadable), 0)

    @property
    def ready(self) -> bool:
        """The list has been read (until then it says it is being read)."""
        return self.pending is None

    def update(self, dt: float) -> None:
        if self.pending is not None and self.pending.done():
            self.entries = self.pending.result()
            self.pending = None
            self.select(self._first_loadable())
        super().update(dt)  # the buttons enabled above show so in this frame

    # -- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        pad = round(28 * s)
        self.pad = pad
        head = theme_font(self.theme, max(20, round(40 * s)), bold=True, title=True)
        name_f = theme_font(self.theme, max(13, round(19 * s)), bold=True)
        small = theme_font(self.theme, max(11, round(15 * s)))
        self.fonts = (head, name_f, small)
        self.panel = pygame.Rect(0, 0, min(w - 40, round(1100 * s)), round(h * 0.9))
        self.panel.center = (w // 2, h // 2)
        bh = holding(style_font(self.styles(s), "@action"), max(30, round(46 * s)), 1.1)
        self.row_h = name_f.get_linesize() + small.get_linesize() + round(16 * s)
        list_top = self.panel.y + pad + head.get_linesize() + small.get_linesize() + pad // 2
        detail_h = 2 * small.get_linesize() + pad // 2
        bottom = self.panel.bottom - pad - bh - pad // 2 - detail_h
        self.visible = max(1, (bottom - list_top) // self.row_h)
        self.list_rect = pygame.Rect(self.panel.x + pad, list_top, self.panel.w - 2 * pad,
                                     self.visible * self.row_h)
        self.detail_y = self.list_rect.bottom + pad // 2
        self._scroll_to(self.selected)
        y = self.panel.bottom - pad - bh
        action_f = style_font(self.styles(s), "@action")
        bw = max(150, round(210 * s), action_f.size("Watch replay")[0] + round(30 * s))
        self.buttons = {"back": UIButton(pygame.Rect(self.panel.x + pad, y, bw, bh), "Back",
                                         self.manager, object_id="@action")}
        x = self.panel.right - pad - bw
        self.buttons["load"] = UIButton(pygame.Rect(x, y, bw, bh), "Load", self.manager,
                                        object_id="@action_primary")
        if self.on_replay is not None:
            x -= bw + round(12 * s)
            self.buttons["replay"] = UIButton(pygame.Rect(x, y, bw, bh), "Watch replay", self.manager,
                                              object_id="@action")
        self._sync()

    def _sync(self) -> None:
        """Load and Watch replay only for a save that loads."""
        ok = self.chosen is not None
        for key in ("load", "replay"):
            button = self.buttons.get(key)
            if button is None:
                continue
            if ok and not button.is_enabled:
                button.enable()
            elif not ok and button.is_enabled:
                button.disable()

    @property
    def scrolls(self) -> bool:
        return len(self.entries) > self.visible

    def _scroll_to(self, i: int) -> None:
        """Scroll just enough that row ``i`` shows."""
        if i < self.top:
            self.top = i
        elif i >= self.top + self.visible:
            self.top = i - self.visible + 1
        self.top = max(0, min(self.top, len(self.entries) - self.visible))

    def _row_rect(self, i: int) -> pygame.Rect:
        bar = round(16 * self.scale) if self.scrolls else 0
        return pygame.Rect(self.list_rect.x, self.list_rect.y + (i - self.top) * self.row_h,
                           self.list_rect.w - bar, self.row_h)

    def _bar_rect(self) -> pygame.Rect:
        w = round(10 * self.scale)
        return pygame.Rect(self.list_rect.right - w, self.list_rect.y, w, self.list_rect.h)

    # -- choosing -----------------------------------------------------------------------------

    @property
    def chosen(self) -> SaveEntry | None:
        """The selected save, when its header was read."""
        if 0 <= self.selected < len(self.entries) and self.entries[self.selected].loadable:
            return self.entries[self.selected]
        return None

    def select(self, i: int) -> None:
        if self.entries:
            self.selected = max(0, min(len(self.entries) - 1, i))
            self._scroll_to(self.selected)
        self._sync()

    def scroll(self, rows: int) -> None:
        self.top = max(0, min(self.top + rows, len(self.entries) - self.visible))

    def _read_chosen(self) -> SavedTable | None:
        """The chosen save read whole; one that does not load after all is listed with the
        reason instead, and stays."""
        entry = self.chosen
        if entry is None:
            return None
        try:
            return read_table(entry.path)
        except DataFileError as error:
            self.entries[self.selected] = SaveEntry(entry.name, entry.path, None,
                                                    problem_text(error), entry.autosave)
            self._sync()
            return None

    def load(self) -> None:
        table = self._read_chosen()
        if table is not None:
            self.close()
            self.on_load(table)

    def replay(self) -> None:
        table = self._read_chosen() if self.on_replay is not None else None
        if table is not None and self.on_replay is not None:
            self.close()
            self.on_replay(table)

    # -- input --------------------------------------------------------------------------------

    def on_ui(self, event: pygame.event.Event) -> None:
        if event.type != UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.buttons["back"]:
            self.close()
        elif event.ui_element is self.buttons["load"]:
            self.load()
        elif event.ui_element is self.buttons.get("replay"):
            self.replay()

    def on_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._click(event.pos)

    def _key(self, key: int) -> None:
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible,
                 pygame.K_PAGEDOWN: self.visible}
        if key in moves:
            self.select(self.selected + moves[key])
        elif key == pygame.K_HOME:
            self.select(0)
        elif key == pygame.K_END:
            self.select(len(self.entries) - 1)
        elif key in ENTER:
            self.load()
        elif key == pygame.K_ESCAPE:
            self.close()

    def _click(self, pos: tuple[int, int]) -> None:
        if self.scrolls and self._bar_rect().inflate(8, 0).collidepoint(pos):
            thumb = self._thumb()
            if pos[1] < thumb.y:
                self.scroll(-self.visible)
            elif pos[1] > thumb.bottom:
                self.scroll(self.visible)
            return
        for i in range(self.top, min(len(self.entries), self.top + self.visible)):
            if self._row_rect(i).collidepoint(pos):
                self.select(i)
                return

    # -- drawing ------------------------------------------------------------------------------

    def _thumb(self) -> pygame.Rect:
        bar = self._bar_rect()
        n = max(1, len(self.entries))
        h = max(round(bar.h * self.visible / n), bar.w * 2)
        room = max(1, n - self.visible)
        return pygame.Rect(bar.x, bar.y + round((bar.h - h) * self.top / room), bar.w, h)

    def draw_content(self, surface: pygame.Surface) -> None:
        head, name_f, small = self.fonts
        p = self.theme.palette
        pad = self.pad
        x = self.panel.x + pad
        width = self.panel.w - 2 * pad
        draw_text(surface, "Load a game", head, p.accent, (x, self.panel.y + pad))
        draw_text(surface, f"Saved games, newest first, in {shown(self.folder)}", small, p.muted,
                  (x, self.panel.y + pad + head.get_linesize()), max_width=width)
        if not self.entries:
            draw_line(surface, self.naming.pieces(READING if self.pending else NO_SAVES), name_f,
                      p.muted, self.theme, self.list_rect.center, "center", width)
            return
        for i in range(self.top, min(len(self.entries), self.top + self.visible)):
            self._row(surface, i)
        if self.scrolls:
            bar = self._bar_rect()
            pygame.draw.rect(surface, color(p.line).lerp(color(p.space), 0.8), bar,
                             border_radius=bar.w // 2)
            pygame.draw.rect(surface, color(p.muted), self._thumb(), border_radius=bar.w // 2)
        self._detail(surface, x, width)

    def _row(self, surface: pygame.Surface, i: int) -> None:
        head, name_f, small = self.fonts
        p = self.theme.palette
        entry = self.entries[i]
        rect = self._row_rect(i)
        if i == self.selected:
            pygame.draw.rect(surface, color(p.highlight).lerp(color(p.space), 0.5), rect,
                             border_radius=6)
            pygame.draw.rect(surface, color(p.highlight), rect, 2, border_radius=6)
        else:
            line = color(p.line).lerp(color(p.space), 0.75)
            pygame.draw.line(surface, line, (rect.x, rect.bottom - 1), (rect.right, rect.bottom - 1))
        inner = rect.inflate(-24, -round(16 * self.scale))
        header = entry.header
        second = (inner.x, inner.y + name_f.get_linesize())
        if header is not None:
            stamp = draw_text(surface, when(header), small, p.muted, inner.topright, "topright")
            draw_text(surface, entry.label, name_f, p.text, inner.topleft,
                      max_width=inner.w - stamp.w - 20)
            draw_text(surface, header.summary(), small, p.muted, second, max_width=inner.w)
        else:
            label = draw_text(surface, "Cannot be loaded", name_f, p.accent, inner.topright,
                              "topright")
            draw_text(surface, entry.label, name_f, p.muted, inner.topleft,
                      max_width=inner.w - label.w - 20)
            draw_text(surface, entry.problem or "", small, p.text, second, max_width=inner.w)

    def _detail(self, surface: pygame.Surface, x: int, width: int) -> None:
        """The selected save in full: its path and clock, or the whole reason it cannot load."""
        head, name_f, small = self.fonts
        p = self.theme.palette
        entry = self.entries[self.selected]
        if entry.header is not None:
            t = entry.header
            text = self.naming.pieces(f"{entry.path.name}: {t.summary()}, "
                                      f"{played(t.play_time)}. {{press}} or Load to play on.")
            ink = p.muted
        else:
            text = [f"{entry.path.name} cannot be loaded: {entry.problem}"]
            ink = p.accent
        y = self.detail_y
        for line in wrap_line(text, small, width, self.theme)[:2]:
            draw_line(surface, line, small, ink, self.theme, (x, y), max_width=width)
            y += small.get_linesize()


class SaveNameScene(OverlayScene):
    """Ask for the name of a save: ``default`` offered; names that are not safe file names are
    refused with the reason. ``on_save(name)`` returns a problem (the file could not be
    written) or None; ``exists(name)`` tells whether saving would replace a file."""

    def __init__(self, theme: Theme, size: tuple[int, int], default: str,
                 exists: Callable[[str], bool], on_save: Callable[[str], str | None]) -> None:
        self.text = default
        self.exists = exists
        self.on_save = on_save
        self.problem = ""
        self.replaces = False
        self.entry: UITextEntryLine | None = None
        self.buttons: dict[str, UIButton] = {}
        super().__init__(theme, size)

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        pad, head, small = self.panel_fonts()
        bh = holding(style_font(self.styles(s), "@action"), max(30, round(46 * s)), 1.1)
        inner = head.get_linesize() + pad // 2 + bh + 2 * small.get_linesize() + pad + bh
        self.panel = pygame.Rect(0, 0, min(w - 40, round(720 * s)), inner + 2 * pad)
        self.panel.center = (w // 2, h // 2)
        x, y = self.panel.x + pad, self.panel.y + pad + head.get_linesize() + pad // 2
        width = self.panel.w - 2 * pad
        self.entry = TextEntry(pygame.Rect(x, y, width, bh), self.manager,
                               initial_text=self.text, placeholder_text="Name of the save")
        self.entry.set_text_length_limit(SAVE_NAME_LENGTH)
        self.entry.focus()
        self.note_y = y + bh + round(6 * s)
        bw = max(140, round(190 * s))
        by = self.panel.bottom - pad - bh
        self.buttons = {
            "cancel": UIButton(pygame.Rect(x, by, bw, bh), "Cancel", self.manager, object_id="@action"),
            "save": UIButton(pygame.Rect(self.panel.right - pad - bw, by, bw, bh), "Save",
                             self.manager, object_id="@action_primary"),
        }
        self._check()

    @property
    def reason(self) -> str | None:
        return check_name(self.text)

    def _check(self) -> None:
        """Save, or Replace when a save of that name exists; disabled for a bad name."""
        save = self.buttons["save"]
        self.replaces = self.reason is None and self.exists(self.text)
        label = "Replace" if self.replaces else "Save"
        if save.text != label:
            save.set_text(label)
        if self.reason is None and not save.is_enabled:
            save.enable()
        elif self.reason is not None and save.is_enabled:
            save.disable()

    def save(self) -> None:
        """Save under the typed name; a bad name or a failed write is shown, nothing closes."""
        reason = self.reason
        if reason is not None:
            self.problem = reason
            return
        problem = self.on_save(self.text)
        if problem is None:
            self.close()
        else:
            self.problem = problem

    def on_ui(self, event: pygame.event.Event) -> None:
        if event.type == UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.text = event.text
            self.problem = ""
            self._check()
        elif event.type == UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.save()
        elif event.type == UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["save"]:
                self.save()
            elif event.ui_element is self.buttons["cancel"]:
                self.close()

    def on_input(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.close()
        elif event.key in ENTER:
            self.save()

    def draw_content(self, surface: pygame.Surface) -> None:
        head, small = self.fonts
        p = self.theme.palette
        x, width, _ = self.draw_heading(surface, "Save the game", head, self.pad)
        reason = self.problem or self.reason
        if reason:
            lines, ink = wrap_line([reason], small, width, self.theme), p.accent
        elif self.replaces:
            lines, ink = [[f"A save called '{self.text}' exists: saving replaces it."]], p.muted
        else:
            lines, ink = [self.naming.pieces(NAME_RULES)], p.muted
        y = self.note_y
        for line in lines[:2]:
            draw_line(surface, line, small, ink, self.theme, (x, y), max_width=width)
            y += small.get_linesize()

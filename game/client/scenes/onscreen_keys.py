"""Typing without a keyboard: a grid of keys over the screen, walked with a pad's d-pad (or the
arrows) and pressed with A (Enter), or touched; B (Esc) leaves the text as it was.

A box that a pad presses opens it (the Join screen's address, code and name), so that a person
with a pad alone can join a table. Keys a box cannot take (a table code has no I, O, 0 or 1)
are greyed and skipped."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from ...themes import Theme
from ..kit.fonts import clip
from ..views.glyphs import draw_line, wrap_line
from ..views.look import draw_focus, holding, style_font
from .overlay import OverlayScene

ROWS = ("1234567890", "QWERTYUIOP", "ASDFGHJKL:", "ZXCVBNM.-'")
SHIFT, SPACE, ERASE, DONE = "Aa", "Space", "Erase", "Done"
SPECIAL = (SHIFT, SPACE, ERASE, DONE)
HELP = "{press} types the key, {back} leaves the text as it was."


class OnScreenKeys(OverlayScene):
    """Type ``text`` for the box named ``label``; Done hands it to ``on_done``."""

    def __init__(self, theme: Theme, size: tuple[int, int], label: str, text: str, limit: int,
                 on_done: Callable[[str], None], allowed: str | None = None) -> None:
        """``allowed``: the characters the box takes (None: every key), in capitals where it
        takes no small letters."""
        self.label = label
        self.text = text[:limit]
        self.limit = limit
        self.on_done = on_done
        self.allowed = allowed
        self.lower = False
        self.grid: list[list[UIButton]] = []
        self.at = (1, 0)  # the key with the focus: row, column
        super().__init__(theme, size)

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        pad, head, small = self.panel_fonts(18)
        key_f = style_font(self.styles(s), "@action")
        key = holding(key_f, max(36, round(56 * s)), 1.3)
        gap = max(4, round(8 * s))
        wide = max(2 * key + gap, key_f.size(ERASE)[0] + 2 * gap)
        grid_w = max(10 * key + 9 * gap, 4 * wide + 3 * gap)
        top = head.get_linesize() + pad // 2 + holding(small, key, 1.2) + pad // 2
        self.panel = pygame.Rect(0, 0, grid_w + 2 * pad,
                                 top + 5 * (key + gap) + small.get_linesize() + 2 * pad)
        self.panel.center = (w // 2, h // 2)
        x0, y0 = self.panel.x + pad, self.panel.y + pad + top
        self.box = pygame.Rect(x0, y0 - pad // 2 - holding(small, key, 1.2), grid_w,
                               holding(small, key, 1.2))
        self.grid = []
        for r, row in enumerate(ROWS):
            left = x0 + (grid_w - (len(row) * key + (len(row) - 1) * gap)) // 2
            self.grid.append([UIButton(pygame.Rect(left + c * (key + gap), y0 + r * (key + gap),
                                                   key, key), char, self.manager,
                                       object_id="@action")
                              for c, char in enumerate(row)])
        left = x0 + (grid_w - (4 * wide + 3 * gap)) // 2
        y = y0 + len(ROWS) * (key + gap)
        self.grid.append([UIButton(pygame.Rect(left + i * (wide + gap), y, wide, key), name,
                                   self.manager,
                                   object_id="@action_primary" if name == DONE else "@action")
                          for i, name in enumerate(SPECIAL)])
        self.help_y = y + key + gap
        self._label_keys()
        if not self.current.is_enabled:  # the first key it takes
            self.at = next((r, c) for r, row in enumerate(self.grid)
                           for c, b in enumerate(row) if b.is_enabled)

    def _label_keys(self) -> None:
        """Letters in the case that is typed; keys the box cannot take greyed."""
        for row in self.grid[:-1]:
            for button in row:
                char = self.char(button)
                button.set_text(char)
                if self._takes(char):
                    button.enable()
                else:
                    button.disable()
        shift, space = self.grid[-1][:2]
        for button, on in ((shift, self.allowed is None or any(c.islower() for c in self.allowed)),
                           (space, self.allowed is None)):
            if on:
                button.enable()
            else:
                button.disable()

    def char(self, button: UIButton) -> str:
        """What the key types now."""
        r, c = next((r, row.index(button)) for r, row in enumerate(self.grid) if button in row)
        char = ROWS[r][c]
        return char.lower() if self.lower else char

    def _takes(self, char: str) -> bool:
        return self.allowed is None or char in self.allowed

    # -- pressing -------------------------------------------------------------------------------

    def press(self, button: UIButton) -> None:
        if not button.is_enabled:
            return
        name = button.text
        if button in self.grid[-1]:
            if name == SHIFT:
                self.lower = not self.lower
                self._label_keys()
            elif name == SPACE:
                self.type(" ")
            elif name == ERASE:
                self.text = self.text[:-1]
            elif name == DONE:
                self.close()
                self.on_done(self.text)
            return
        self.type(self.char(button))

    def type(self, char: str) -> None:
        if len(self.text) < self.limit and self._takes(char):
            self.text += char

    def move(self, rows: int, cols: int) -> None:
        """The focus to the next key that can be pressed that way, round the edges: along the
        row, or to the key of the next row nearest below or above it."""
        r, c = self.at
        x = self.grid[r][c].rect.centerx
        for _ in range(sum(map(len, self.grid))):
            if rows:
                r = (r + rows) % len(self.grid)
                open_ = [i for i, b in enumerate(self.grid[r]) if b.is_enabled]
                if not open_:
                    continue
                c = min(open_, key=lambda i: abs(self.grid[r][i].rect.centerx - x))
            elif not any(b.is_enabled for b in self.grid[r]):
                return
            else:
                c = (c + cols) % len(self.grid[r])
            if self.grid[r][c].is_enabled:
                self.at = (r, c)
                return

    @property
    def current(self) -> UIButton:
        r, c = self.at
        return self.grid[r][c]

    def on_ui(self, event: pygame.event.Event) -> None:
        if event.type == UI_BUTTON_PRESSED:
            for r, row in enumerate(self.grid):
                if event.ui_element in row:
                    self.at = (r, row.index(event.ui_element))
                    self.press(event.ui_element)

    def on_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            for char in event.text:
                self.type(char.upper() if self.allowed is not None and char.upper()
                          in self.allowed and char not in self.allowed else char)
            return
        if event.type != pygame.KEYDOWN:
            return
        steps = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1),
                 pygame.K_RIGHT: (0, 1)}
        if event.key in steps:
            self.move(*steps[event.key])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press(self.current)
        elif event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.key == pygame.K_ESCAPE:
            self.close()

    # -- drawing --------------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        head, small = self.fonts
        p = self.theme.palette
        x, width, _ = self.draw_heading(surface, self.label, head, self.pad)
        pygame.draw.rect(surface, pygame.Color(p.space), self.box)
        pygame.draw.rect(surface, pygame.Color(p.line), self.box, 2)
        shown = clip(self.text + "_", small, self.box.w - self.pad)
        image = small.render(shown, True, pygame.Color(p.text))
        surface.blit(image, image.get_rect(midleft=(self.box.x + self.pad // 2, self.box.centery)))
        y = self.help_y
        for line in wrap_line(self.naming.pieces(HELP), small, width, self.theme)[:1]:
            draw_line(surface, line, small, p.muted, self.theme, (x, y), max_width=width)
            y += small.get_linesize()

    def draw_top(self, surface: pygame.Surface) -> None:
        draw_focus(surface, self.theme, self.current.rect)

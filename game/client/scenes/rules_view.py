"""The rules in play: the preset and every option as it stands in this game, listed from the
rule set's own fields (:mod:`game.engine.rule_info`) in the edition's words, as many pages
of two columns as the window needs."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import RuleSet
from ...engine.rule_info import RuleLine, rules_in_play
from ...engine.rules import Source, preset_summary
from ...themes import Theme
from ..kit.fonts import wrap
from ..views.look import color, draw_text, theme_font
from .paged import PagedScene

COLUMNS = 2


def preset_label(name: str) -> str:
    """'classic-short' -> 'Classic short'."""
    return name.replace("-", " ").capitalize()


@dataclass(frozen=True)
class _Block:
    """One option laid out: its line, its description's lines, and the height they take."""

    line: RuleLine
    description: list[str]
    height: int


class RulesScene(PagedScene):
    """The rules of ``rules`` (a game's, or the setup screen's choice) in ``theme``'s words."""

    def __init__(self, theme: Theme, size: tuple[int, int], rules: RuleSet, page: int = 0) -> None:
        self.rules = rules
        self.lines = rules_in_play(rules, theme.edition_spec(), theme.currency)
        self.pages: list[list[list[_Block]]] = [[]]  # page -> column -> blocks
        self.summary: list[str] = []  # the preset's summary, wrapped to the page
        super().__init__(theme, size, page)

    def heading(self) -> str:
        return "The rules in play"

    def page_title(self, page: int) -> str:
        changed = sum(1 for line in self.lines if line.changed)
        extra = f", {changed} option{'s' if changed != 1 else ''} changed" if changed else ""
        return f"{preset_label(self.rules.preset)} rules{extra}"

    def page_count(self) -> int:
        return len(self.pages)

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        s = self.scale
        return (theme_font(self.theme, max(13, round(19 * s)), bold=True),
                theme_font(self.theme, max(11, round(15 * s))),
                theme_font(self.theme, max(12, round(17 * s))))

    def _column_width(self) -> int:
        return (self.body.w - (COLUMNS - 1) * self.pad) // COLUMNS

    def lay_out_pages(self) -> None:
        """Fill the columns in the fields' order; the first page opens with the preset."""
        bold, small, _ = self._fonts()
        width = self._column_width()
        gap = max(6, round(12 * self.scale))
        blocks = []
        for line in self.lines:
            desc = wrap(line.description, small, width)
            blocks.append(_Block(line, desc, bold.get_linesize() + small.get_linesize()
                                 + len(desc) * small.get_linesize() + gap))
        text = preset_summary(self.rules.preset, self.theme.edition_spec(), self.theme.currency)
        self.summary = wrap(text, self._fonts()[2], self.body.w)
        first_top = len(self.summary) * self._fonts()[2].get_linesize() + gap
        self.pages = [[[] for _ in range(COLUMNS)]]
        column, used = 0, first_top
        for block in blocks:
            if used + block.height > self.body.h and self.pages[-1][column]:
                column += 1
                used = first_top if len(self.pages) == 1 else 0
                if column == COLUMNS:
                    self.pages.append([[] for _ in range(COLUMNS)])
                    column = 0
            self.pages[-1][column].append(block)
            used += block.height

    def draw_page(self, surface: pygame.Surface, page: int, body: pygame.Rect) -> None:
        bold, small, text_f = self._fonts()
        p = self.theme.palette
        top = body.y
        if page == 0:
            for line in self.summary:
                draw_text(surface, line, text_f, p.text, (body.x, top))
                top += text_f.get_linesize()
            top += max(6, round(12 * self.scale))
        width = self._column_width()
        for i, blocks in enumerate(self.pages[page]):
            x = body.x + i * (width + self.pad)
            y = top
            for block in blocks:
                self._draw_block(surface, block, pygame.Rect(x, y, width, block.height), bold, small)
                y += block.height
            if i:
                pygame.draw.line(surface, color(p.line).lerp(color(p.space), 0.7),
                                 (x - self.pad // 2, top), (x - self.pad // 2, body.bottom))

    def _draw_block(self, surface: pygame.Surface, block: _Block, box: pygame.Rect,
                    bold: pygame.font.Font, small: pygame.font.Font) -> None:
        p = self.theme.palette
        line = block.line
        value = draw_text(surface, line.value, bold, p.accent if line.changed else p.text,
                          box.topright, "topright")
        draw_text(surface, line.title, bold, p.text, box.topleft,
                  max_width=value.x - box.x - round(10 * self.scale))
        y = box.y + bold.get_linesize()
        tag = line.origin + (", changed for this game" if line.changed else "")
        draw_text(surface, tag, small, p.accent if line.source is Source.HOUSE else p.muted,
                  (box.x, y), max_width=box.w)
        y += small.get_linesize()
        for text in block.description:
            draw_text(surface, text, small, p.muted, (box.x, y))
            y += small.get_linesize()

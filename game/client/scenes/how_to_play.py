"""How to play: a few illustrated pages (the turn, buying, rent, building, mortgages, Jail,
trading, cards, debt and the end), in the edition's words and for the rules in play, drawn
with the table's own art. Opened from the title and the pause menu; the rules in play are one
button away."""

from __future__ import annotations

import pygame

from ...engine import RuleSet
from ...themes import Theme
from ..how_to_play.art import render_art
from ..how_to_play.pages import Page, pages
from ..views.glyphs import Piece, draw_line, wrap_line
from ..views.look import color, theme_font
from .paged import PagedScene
from .rules_view import RulesScene

#: The share of the page's width its words take; the picture has the rest.
TEXT_SHARE = 0.5


class HowToPlayScene(PagedScene):
    """The pages for ``theme`` and ``rules``, open at ``page``."""

    def __init__(self, theme: Theme, size: tuple[int, int], rules: RuleSet | None = None,
                 page: int = 0, colour_help: bool = False) -> None:
        """``colour_help``: the pictures show the groups as the player's Colour help does."""
        self.rules = rules or RuleSet()
        self.colour_help = colour_help
        self.pages: list[Page] = pages(theme, self.rules)
        self._art: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}
        self._words: dict[int, tuple[pygame.font.Font, list[list[list[Piece]]]]] = {}
        super().__init__(theme, size, page, extra_buttons=[("rules", "Rules in play")])

    def heading(self) -> str:
        return f"How to play {self.theme.name}"

    def page_count(self) -> int:
        return len(self.pages)

    def page_title(self, page: int) -> str:
        return self.pages[page].title

    def on_extra(self, key: str) -> None:
        if key == "rules" and self.stack is not None:
            self.stack.push(RulesScene(self.theme, self.size, self.rules))

    def lay_out_pages(self) -> None:
        self._art.clear()
        self._words.clear()

    def _picture(self, page: int, size: tuple[int, int]) -> pygame.Surface:
        key = (page, size)
        if key not in self._art:
            self._art[key] = render_art(self.pages[page].key, self.theme, self.rules, size,
                                        self.colour_help)
        return self._art[key]

    def renamed(self) -> None:
        self._words.clear()  # a line may name a button

    def _text(self, page: int,
              body: pygame.Rect) -> tuple[pygame.font.Font, list[list[list[Piece]]]]:
        """The page's lines wrapped at the largest size (from the menus' body size up) at
        which they all fit beside the picture; the buttons they name drawn as glyphs."""
        if page not in self._words:
            s = self.scale
            width = round(body.w * TEXT_SHARE) - round(30 * s)
            size = max(14, round(24 * s))
            while True:
                f = theme_font(self.theme, size)
                wrapped = [wrap_line(self.naming.pieces(line), f, width, self.theme)
                           for line in self.pages[page].lines]
                if self._height(f, wrapped) <= body.h or size <= 12:
                    break
                size -= 1
            self._words[page] = (f, wrapped)
        return self._words[page]

    @staticmethod
    def _height(f: pygame.font.Font, wrapped: list[list[list[Piece]]]) -> int:
        gap = f.get_linesize() // 2
        return sum(len(w) for w in wrapped) * f.get_linesize() + gap * (len(wrapped) - 1)

    def draw_page(self, surface: pygame.Surface, page: int, body: pygame.Rect) -> None:
        p = self.theme.palette
        s = self.scale
        text_w = round(body.w * TEXT_SHARE)
        picture = pygame.Rect(body.x + text_w + self.pad, body.y, body.w - text_w - self.pad, body.h)
        pygame.draw.rect(surface, color(p.board), picture, border_radius=round(12 * s))
        surface.blit(self._picture(page, picture.size), picture)
        f, wrapped = self._text(page, body)
        y = body.y + max(0, (body.h - self._height(f, wrapped)) // 3)
        bullet = max(3, f.get_height() // 7)
        for block in wrapped:
            pygame.draw.circle(surface, color(p.accent),
                               (body.x + bullet, y + f.get_ascent() // 2 + bullet), bullet)
            for line in block:
                draw_line(surface, line, f, p.text, self.theme, (body.x + round(30 * s), y))
                y += f.get_linesize()
            y += f.get_linesize() // 2

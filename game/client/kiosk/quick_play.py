"""Quick play: a visitor picks a token with one touch and plays a short game against the computer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ...engine.rules import preset_summary
from ...themes import Theme
from ..kit.scene import Scene
from ..views.look import (banner_font, banner_height, color, draw_backdrop, draw_banner,
                          draw_panel, draw_text, lines_font, play_click, scale_for,
                          token_image)
from ..kit.touch import TOUCH_TARGET

COLUMNS = 4
VISITOR = "Guest"
TITLE = "PICK YOUR TOKEN"


@dataclass(frozen=True)
class _Layout:
    """The token pick laid out for one window size."""

    banner: pygame.Rect
    line_font: pygame.font.Font  # of the two lines under the banner
    cards: list[pygame.Rect]  # one square card a token, in rows of four centred


class TokenPickScene(Scene):
    """Every token of the edition as a big card; a touch on one starts the game with it.

    The cards are drawn here rather than made widgets: eight big buttons, each with its images
    for every state, cost pygame-gui tens of megabytes (hundreds for a moment with rounded
    corners), for a screen a visitor sees for a few seconds."""

    def __init__(self, app: Any, theme: Theme, preset: str, opponents: int,
                 on_pick: Callable[[int], None]) -> None:
        super().__init__()
        self.app = app
        self.theme = theme
        self.on_pick = on_pick
        self.size: tuple[int, int] = app.screen.get_size()
        self.pressed: int | None = None  # the card under a finger that is still down
        self.hover: int | None = None  # the card under the mouse pointer
        self._layout: tuple[tuple[int, int], _Layout] | None = None
        # the screen as last drawn, for its size, pressed card and hovered card: it is still,
        # so a frame is one blit (its many rounded cards cost several milliseconds to draw)
        self._picture: tuple[tuple[object, ...], pygame.Surface] | None = None
        who = f"{opponents} computer player{'s' if opponents != 1 else ''}"
        #: What the game will be, under the banner: the opponents, then the rules in short.
        self.lines = (f"A short game against {who}.",
                      preset_summary(preset, theme.edition_spec(), theme.currency))

    @property
    def scale(self) -> float:
        return scale_for(self.size)

    @property
    def layout(self) -> _Layout:
        """Where everything goes, worked out once for each window size."""
        if self._layout is None or self._layout[0] != self.size:
            self._layout = (self.size, self._lay_out())
        return self._layout[1]

    @property
    def cards(self) -> list[pygame.Rect]:
        return self.layout.cards

    def _lay_out(self) -> _Layout:
        w, h = self.size
        s = self.scale
        margin = round(80 * s)
        banner = pygame.Rect(margin, round(40 * s), w - 2 * margin, 0)
        banner.h = banner_height(banner_font(self.theme, TITLE, banner.w, round(64 * s)))
        line_font = lines_font(self.theme, ((line, banner.w) for line in self.lines),
                               max(15, round(26 * s)))
        top = banner.bottom + round(18 * s) + 2 * line_font.get_linesize() + round(36 * s)
        gap = max(12, round(28 * s))
        n = len(self.theme.tokens)
        rows = -(-n // COLUMNS)
        side = max(TOUCH_TARGET, min((w - 2 * margin - (COLUMNS - 1) * gap) // COLUMNS,
                                     (h - top - round(60 * s) - (rows - 1) * gap) // rows))
        cards = []
        for i in range(n):
            row, col = divmod(i, COLUMNS)
            in_row = min(COLUMNS, n - row * COLUMNS)
            left = (w - in_row * side - (in_row - 1) * gap) // 2
            cards.append(pygame.Rect(left + col * (side + gap), top + row * (side + gap),
                                     side, side))
        return _Layout(banner, line_font, cards)

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, card in enumerate(self.cards) if card.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            picked = self._card_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if picked is not None and picked == pressed:
                play_click(self.app, self.theme)
                self.on_pick(picked)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        self.size = surface.get_size()
        key = (self.size, self.pressed, self.hover)
        if self._picture is None or self._picture[0] != key:
            old = self._picture[1] if self._picture is not None else None
            picture = old if old is not None and old.get_size() == self.size else \
                pygame.Surface(self.size).convert(surface)
            self.draw_heading(picture)
            self.draw_cards(picture)
            self._picture = (key, picture)
        surface.blit(self._picture[1], (0, 0))

    def draw_heading(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.theme)
        w, _ = self.size
        s = self.scale
        p = self.theme.palette
        banner, f = self.layout.banner, self.layout.line_font
        bottom = draw_banner(surface, self.theme, TITLE, banner, round(64 * s))
        for i, (line, ink) in enumerate(zip(self.lines, (p.text, p.muted))):
            draw_text(surface, line, f, ink, (w // 2, bottom + round(18 * s) + i * f.get_linesize()),
                      "midtop", banner.w)

    def draw_cards(self, surface: pygame.Surface) -> None:
        p = self.theme.palette
        inset = max(8, round(24 * self.scale))  # the name keeps clear of the card's edges
        width = min((card.w for card in self.cards), default=0) - inset
        name_f = lines_font(self.theme, ((token.name, width) for token in self.theme.tokens),
                            max(14, round(22 * self.scale)), bold=True)
        for i, (token, card) in enumerate(zip(self.theme.tokens, self.cards)):
            fill = color(p.space)
            if i == self.pressed:
                fill = fill.lerp(color(p.highlight), 0.5)
            elif i == self.hover:
                fill = fill.lerp(color(p.highlight), 0.2)
            draw_panel(surface, self.theme, card, fill)
            art = token_image(self.theme, token.id, round(card.h * 0.6))
            room = card.h - name_f.get_linesize()
            if art is not None:
                surface.blit(art, art.get_rect(center=(card.centerx, card.y + room // 2 + 4)))
            draw_text(surface, token.name, name_f, p.text,
                      (card.centerx, card.bottom - round(card.h * 0.06)), "midbottom", width)

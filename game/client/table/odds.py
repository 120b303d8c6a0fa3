"""The live odds: every player's chance to win from the position on the table.

Worked out on the background thread after each turn (:mod:`game.client.kit.background`), eased
from the old values to the new ones on screen, and drawn as one bar shared out between the
players in their colors, in a strip above the log.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future

import pygame

from ...engine import Game
from ...themes import Theme
from ..kit.animation import ease
from ..views.deed import ink_on
from ..kit.fonts import font, scaled
from ..views.look import PLAYER_COLORS
from .panels import flatten
from ..store.record import odds_later

EASE_S = 0.6  # seconds the bar takes to move to new odds
HEADING = "Chances to win"


def whole_percents(shares: Sequence[float]) -> list[int]:
    """Shares as whole percents adding up to exactly 100 (largest remainders round up).

    >>> whole_percents([0.333, 0.333, 0.334])
    [33, 33, 34]
    """
    total = sum(shares)
    if total <= 0:
        return [0] * len(shares)
    raw = [100 * x / total for x in shares]
    out = [int(x) for x in raw]
    by_remainder = sorted(range(len(raw)), key=lambda i: out[i] - raw[i])
    for i in by_remainder[:100 - sum(out)]:
        out[i] += 1
    return out


class LiveOdds:
    """The odds shown for the table: asked for after each turn while shown, eased on change."""

    def __init__(self, shown: bool = False) -> None:
        self.shown = shown
        #: The odds drawn now, per player (None until the first answer arrives).
        self.values: list[float] | None = None
        self._from: list[float] = []
        self._to: list[float] = []
        self._t = 1.0
        self._asked: tuple[int, bool] | None = None  # the position of the last question
        self._job: Future[list[float]] | None = None

    def toggle(self) -> None:
        self.shown = not self.shown

    @property
    def working(self) -> bool:
        """An estimate is being worked out now."""
        return self._job is not None

    @property
    def target(self) -> list[float] | None:
        """The latest odds, where the bar is heading."""
        return self._to or None

    def update(self, game: Game, dt: float) -> None:
        if self._job is not None and self._job.done():
            self._arrive(self._job.result())
            self._job = None
        if self._t < 1.0 and self.values is not None:
            self._t = min(1.0, self._t + dt / EASE_S)
            k = ease(self._t)
            self.values = [a + (b - a) * k for a, b in zip(self._from, self._to)]
        position = (game.turn_no, game.over)
        if self.shown and self._job is None and position != self._asked:
            self._asked = position
            self._job = odds_later(game)

    def _arrive(self, odds: list[float]) -> None:
        if self.values is None or len(self.values) != len(odds):
            self.values = list(odds)
        self._from = list(self.values)
        self._to = list(odds)
        self._t = 0.0

    def percents(self) -> list[int]:
        """The whole percents on screen now."""
        return whole_percents(self.values) if self.values is not None else []


def split(log: pygame.Rect, screen_h: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The odds strip taken from the top of the log's area, and the log below it."""
    h = min(max(scaled(24), round(screen_h * 0.042)), log.h // 2)
    gap = max(4, round(screen_h * 0.008))
    strip = pygame.Rect(log.x, log.y, log.w, h)
    return strip, pygame.Rect(log.x, strip.bottom + gap, log.w, max(0, log.h - h - gap))


class OddsStrip:
    """Draws :class:`LiveOdds` as one bar shared out between the players."""

    def __init__(self, theme: Theme, behind: pygame.Color | None) -> None:
        self.theme = theme
        self.behind = behind
        self._cache: tuple[tuple[object, ...], pygame.Surface] | None = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, odds: LiveOdds,
             names: Sequence[str]) -> None:
        values = odds.values
        widths = self.widths(values, self.bar(rect.size).w) if values is not None else []
        key = (rect.size, tuple(widths), tuple(odds.percents()), tuple(names))
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, flatten(self._render(rect.size, widths, odds.percents(), names),
                                        self.behind))
        surface.blit(self._cache[1], rect)

    @staticmethod
    def bar(size: tuple[int, int]) -> pygame.Rect:
        """Where the bar goes inside the strip (after the heading)."""
        w, h = size
        pad = max(4, h // 5)
        heading_w = font(max(10, round(h * 0.42)), bold=True).size(HEADING)[0]
        x = pad * 2 + heading_w + pad
        return pygame.Rect(x, pad, max(0, w - x - pad), h - 2 * pad)

    @staticmethod
    def widths(values: Sequence[float], room: int) -> list[int]:
        """Each player's share of ``room`` pixels, adding up to all of it."""
        total = sum(values) or 1.0
        edges = [round(room * sum(values[:i + 1]) / total) for i in range(len(values))]
        return [b - a for a, b in zip([0, *edges[:-1]], edges)]

    def _render(self, size: tuple[int, int], widths: list[int], percents: list[int],
                names: Sequence[str]) -> pygame.Surface:
        pal = self.theme.palette
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        box = out.get_rect()
        radius = max(4, h // 4)
        pygame.draw.rect(out, pygame.Color(pal.space), box, border_radius=radius)
        pygame.draw.rect(out, pygame.Color(pal.line), box, 2, border_radius=radius)
        bar = self.bar(size)
        head_f = font(max(10, round(h * 0.42)), bold=True)
        heading = head_f.render(HEADING, True, pygame.Color(pal.text))
        out.blit(heading, heading.get_rect(midleft=(max(4, h // 5) * 2, h // 2)))
        label_f = font(max(9, round(bar.h * 0.62)), bold=True)
        if not widths:
            wait = label_f.render("working out\u2026", True, pygame.Color(pal.muted))
            out.blit(wait, wait.get_rect(midleft=(bar.x, bar.centery)))
            return out
        x = bar.x
        light, dark = pygame.Color("#ffffff"), pygame.Color(pal.text)
        for p, width in enumerate(widths):
            if width <= 0:
                continue
            fill = pygame.Color(PLAYER_COLORS[p % len(PLAYER_COLORS)])
            seg = pygame.Rect(x, bar.y, width, bar.h)
            pygame.draw.rect(out, fill, seg)
            label = self._label(names[p], percents[p], label_f, width - 6)
            if label:
                img = label_f.render(label, True, ink_on(fill, light, dark))
                out.blit(img, img.get_rect(center=seg.center))
            x += width
        pygame.draw.rect(out, pygame.Color(pal.line), bar, 1)
        return out

    @staticmethod
    def _label(name: str, percent: int, f: pygame.font.Font, room: int) -> str:
        """'Ann 42%', or just '42%', or nothing: whatever fits ``room`` pixels."""
        for text in (f"{name} {percent}%", f"{percent}%"):
            if f.size(text)[0] <= room:
                return text
        return ""

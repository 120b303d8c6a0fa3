"""Fonts: the theme's font files, or pygame-gui's bundled Noto Sans (OFL), cached by size.

A font that has drawn text holds about half a megabyte (its shaping tables), so the cache is
small and :func:`fit` tries its candidate sizes on one measuring font per face instead of
opening a font at every size it considers.

Every font is a :class:`Font`, whose drawing never raises on the text it is given, and
pygame-gui's are too (:mod:`.ui_manager`): names are checked as they are read
(:mod:`game.drawn_text`), and what gets past draws as well as it can, or as nothing.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ...drawn_text import drawable

if TYPE_CHECKING:
    from pygame.typing import ColorLike

NOTO = Path(pygame_gui.__file__).resolve().parent / "data"
REGULAR = NOTO / "NotoSans-Regular.ttf"
BOLD = NOTO / "NotoSans-Bold.ttf"


FONTS_KEPT = 48  # fonts of distinct sizes and faces kept open


class Font(pygame.font.Font):
    """pygame's font, drawing any text: what pygame cannot take (a NUL, a lone surrogate) is
    left out, and a text with nothing to draw (empty, a zero-width space) is an empty image."""

    def render(self, text: str | bytes | None, antialias: bool, color: ColorLike,
               bgcolor: ColorLike | None = None, wraplength: int = 0) -> pygame.Surface:
        if isinstance(text, str):
            text = drawable(text)
            if super().size(text)[0] == 0:
                return pygame.Surface((0, self.get_height()), pygame.SRCALPHA)
        return super().render(text, antialias, color, bgcolor, wraplength)

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        return super().size(drawable(text) if isinstance(text, str) else text)


@lru_cache(maxsize=FONTS_KEPT)
def font(size: int, bold: bool = False, path: str | None = None) -> pygame.font.Font:
    """A font of ``size`` pixels; ``path`` is a theme's own font file, else Noto Sans."""
    return _open(size, bold, path)


@lru_cache(maxsize=8)
def _measuring(bold: bool, path: str | None) -> pygame.font.Font:
    """One font per face whose size :func:`fit` changes to measure text (never drawn with)."""
    return _open(12, bold, path)


def _open(size: int, bold: bool, path: str | None) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    file = Path(path) if path else (BOLD if bold else REGULAR)
    return Font(str(file), max(6, size))


def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (a long word keeps a line to itself)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if not line or f.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit(text: str, width: int, height: int, start: int, bold: bool = False,
        smallest: int = 7, path: str | None = None) -> tuple[pygame.font.Font, list[str]]:
    """The largest font from ``start`` down whose wrapped lines fit the box."""
    probe = _measuring(bold, path)
    size = start
    while True:
        probe.point_size = max(6, size)
        lines = wrap(text, probe, width)
        widest = max((probe.size(line)[0] for line in lines), default=0)
        if (widest <= width and len(lines) * probe.get_linesize() <= height) or size <= smallest:
            return font(size, bold, path), lines
        size -= 1


def draw_lines(surface: pygame.Surface, lines: list[str], f: pygame.font.Font,
               color: pygame.Color | tuple[int, int, int], center_x: int, top: int) -> int:
    """Draw centred lines from ``top``; returns the y below the last line."""
    y = top
    for line in lines:
        img = f.render(line, True, color)
        surface.blit(img, img.get_rect(midtop=(center_x, y)))
        y += f.get_linesize()
    return y


def clip(text: str, f: pygame.font.Font, width: int) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"

"""Fonts: the theme's font files, or pygame-gui's bundled Noto Sans (OFL), cached by size."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame
import pygame_gui

NOTO = Path(pygame_gui.__file__).resolve().parent / "data"
REGULAR = NOTO / "NotoSans-Regular.ttf"
BOLD = NOTO / "NotoSans-Bold.ttf"


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False, path: str | None = None) -> pygame.font.Font:
    """A font of ``size`` pixels; ``path`` is a theme's own font file, else Noto Sans."""
    if not pygame.font.get_init():
        pygame.font.init()
    file = Path(path) if path else (BOLD if bold else REGULAR)
    return pygame.font.Font(str(file), max(6, size))


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
    size = start
    while True:
        f = font(size, bold, path)
        lines = wrap(text, f, width)
        widest = max((f.size(line)[0] for line in lines), default=0)
        if (widest <= width and len(lines) * f.get_linesize() <= height) or size <= smallest:
            return f, lines
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

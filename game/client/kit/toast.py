"""A short notice that goes by itself, over whatever is on screen (the scene stack shows it)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...themes import Theme
from .fonts import font, wrap

#: How long a toast stays on screen, in seconds.
TOAST_SECONDS = 3.0


@dataclass
class Toast:
    """A short notice at the foot of an area of the screen (the whole screen unless given):
    it takes no input, stops nothing, and goes by itself."""

    theme: Theme
    text: str
    area: pygame.Rect | None = None
    left: float = TOAST_SECONDS

    def update(self, dt: float) -> bool:
        """Whether it is still up after ``dt`` seconds more."""
        self.left -= dt
        return self.left > 0

    def draw(self, surface: pygame.Surface) -> None:
        area = self.area or surface.get_rect()
        f = font(max(14, surface.get_height() // 42), bold=True)
        pad = f.get_height() // 2
        lines = wrap(self.text, f, area.w - 4 * pad)
        width = max(f.size(line)[0] for line in lines) + 2 * pad
        rect = pygame.Rect(0, 0, width, len(lines) * f.get_linesize() + 2 * pad)
        rect.midbottom = (area.centerx, area.bottom - pad)
        p = self.theme.palette
        pygame.draw.rect(surface, pygame.Color(p.accent), rect, border_radius=pad)
        pygame.draw.rect(surface, pygame.Color(p.line), rect, 2, border_radius=pad)
        y = rect.y + pad
        for line in lines:
            image = f.render(line, True, pygame.Color(p.accent_text))
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += f.get_linesize()

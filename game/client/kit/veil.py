"""The dark, see-through layer under a menu, a message or a kiosk overlay: the game stays in
view, dimmed."""

from __future__ import annotations

import pygame


class Veil:
    """Made once per window size, blitted every frame."""

    def __init__(self, alpha: int) -> None:
        self.alpha = alpha
        self._image: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self._image is None or self._image.get_size() != surface.get_size():
            self._image = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._image.fill((0, 0, 0, self.alpha))
        surface.blit(self._image, (0, 0))

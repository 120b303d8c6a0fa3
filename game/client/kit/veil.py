"""The dark, see-through layer under a menu, a message or a kiosk overlay: the game stays in
view, dimmed."""

from __future__ import annotations

import pygame


class Veil:
    """Black at ``alpha`` (of 255) over the whole window: each color of the picture under it
    multiplied by what the veil lets through, in one pass over the window, with no image of its
    own to blend.

    An overlay under which nothing need move can :meth:`hold` the picture under it: dimmed once,
    it is then drawn whole each frame in place of the scenes below (the overlay is opaque while
    it holds one the window's size), which are neither drawn nor updated meanwhile."""

    def __init__(self, alpha: int) -> None:
        self.alpha = alpha
        through = 255 - alpha
        self._through = (through, through, through)
        self._held: pygame.Surface | None = None

    def hold(self, picture: pygame.Surface | None) -> None:
        """Keep ``picture`` (the window as last drawn), dimmed; None: hold nothing."""
        self._held = None
        if picture is not None:
            held = picture.copy()
            self._dim(held)
            self._held = held

    def holds(self, size: tuple[int, int]) -> bool:
        """Whether it holds a picture of the window's ``size`` (to draw in place of the
        scenes below)."""
        return self._held is not None and self._held.get_size() == size

    def draw(self, surface: pygame.Surface) -> None:
        if self._held is not None and self.holds(surface.get_size()):
            surface.blit(self._held, (0, 0))
        else:
            self._dim(surface)

    def _dim(self, surface: pygame.Surface) -> None:
        surface.fill(self._through, special_flags=pygame.BLEND_RGB_MULT)

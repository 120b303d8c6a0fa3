"""Dice faces, drawn once per face, size and color and kept."""

from __future__ import annotations

from functools import lru_cache

import pygame

PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)),
        4: ((0, 0), (2, 0), (0, 2), (2, 2)), 5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
        6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}


@lru_cache(maxsize=64)
def die_face(face: int, size: int, pip: str, line: str) -> pygame.Surface:
    """A white die showing ``face``, ``size`` pixels square, pips and edge in the theme's colors."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(s, (255, 255, 255), s.get_rect(), border_radius=size // 6)
    pygame.draw.rect(s, pygame.Color(line), s.get_rect(), max(2, size // 20), border_radius=size // 6)
    for cx, cy in PIPS[face]:
        pygame.draw.circle(s, pygame.Color(pip), (round(size * (0.25 + 0.25 * cx)),
                                                  round(size * (0.25 + 0.25 * cy))), max(2, size // 11))
    return s

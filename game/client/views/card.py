"""A drawn card's face: the deck's color and name, its icon, and the card's text."""

from __future__ import annotations

import pygame

from ...themes import Theme
from .board import icon_path, svg
from ..kit.fonts import draw_lines, fit


def render_card(theme: Theme, deck: str, text: str, width: int) -> pygame.Surface:
    """A card ``width`` pixels wide (3:2), ready to blit or to flip in an animation."""
    height = round(width * 2 / 3)
    p = theme.palette
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = round(height * 0.07)
    line = max(2, width // 150)
    face = pygame.Rect(0, 0, width, height)
    pygame.draw.rect(surface, pygame.Color(p.space), face, border_radius=radius)
    header = pygame.Rect(0, 0, width, round(height * 0.26))
    color = pygame.Color(getattr(p.decks, deck))
    pygame.draw.rect(surface, color, header, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pygame.draw.line(surface, pygame.Color(p.line), header.bottomleft, header.bottomright, line)
    pygame.draw.rect(surface, pygame.Color(p.line), face, line, border_radius=radius)
    size = round(header.h * 0.78)
    path = icon_path(theme, deck)
    x = round(width * 0.04)
    if path:
        surface.blit(svg(path, size), (x, header.centery - size // 2))
        x += size + round(width * 0.02)
    name = theme.edition_spec().board.deck_names[deck]
    box = pygame.Rect(x, header.y, width - x - round(width * 0.04), header.h)
    f, lines = fit(name.upper(), box.w, round(header.h * 0.9), round(header.h * 0.45), bold=True)
    draw_lines(surface, lines, f, pygame.Color(p.text), box.centerx,
               box.centery - len(lines) * f.get_linesize() // 2)
    body = pygame.Rect(0, header.bottom, width, height - header.h).inflate(-width * 0.1, -height * 0.1)
    f, lines = fit(text, body.w, body.h, round(height * 0.1))
    draw_lines(surface, lines, f, pygame.Color(p.text), body.centerx,
               body.centery - len(lines) * f.get_linesize() // 2)
    return surface

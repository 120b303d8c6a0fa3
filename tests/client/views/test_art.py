"""SVG art is rasterised once per size, in the window's pixel format, and keeps its see-through parts."""

from __future__ import annotations

import pygame

from game.client.views.board import svg
from game.themes import THEMES_DIR, load_theme


def test_token_art_is_in_the_windows_format_and_see_through_around_the_token() -> None:
    pygame.init()
    window = pygame.display.set_mode((320, 240))
    theme = load_theme(THEMES_DIR / "classic")
    svg.cache_clear()
    art = svg(str(theme.path(theme.tokens[0].art)), 96)
    assert art.get_size() == (96, 96) and art.get_flags() & pygame.SRCALPHA
    assert art.get_masks()[:3] == window.get_masks()[:3]  # no conversion on every blit
    assert art.get_at((0, 0)).a == 0 and max(art.get_at((x, 48)).a for x in range(96)) == 255
    assert svg(str(theme.path(theme.tokens[0].art)), 96) is art

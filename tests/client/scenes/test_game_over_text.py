"""The game-over standings at the player's largest text: the heading, the column heads and
each player's row keep to lines of their own."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.kit.fonts import set_text_size
from game.client.scenes import game_over
from game.client.scenes.game_over import GameOverScene
from game.themes import THEMES_DIR, load_theme

from ..driver import Driver, headless_app
from .test_odds_chart import SIZE, _played


@pytest.fixture
def large_text() -> Iterator[None]:
    set_text_size(150)
    yield
    set_text_size(100)


def test_the_standings_keep_each_line_apart_at_150_percent(
        large_text: None, monkeypatch: pytest.MonkeyPatch) -> None:
    app = headless_app(SIZE)
    game, record = _played()
    scene = GameOverScene(app, game, record, load_theme(THEMES_DIR / "boutique"), lambda: None,
                          lambda: None, tokens=[0, 1, 2])
    app.stack.clear(scene)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = game_over.draw_text

    def seen(surface: pygame.Surface, text: str, *args: object, **kw: object) -> pygame.Rect:
        rect = real(surface, text, *args, **kw)  # type: ignore[arg-type]
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(game_over, "draw_text", seen)
    Driver(app).frames(1, draw=True)
    table = scene.table_rect
    rects = {text: rect for text, rect in drawn if table.contains(rect)}
    assert rects["Standings"].bottom <= rects["Player"].top
    names = sorted((rects[name] for name in record.names), key=lambda r: r.top)
    assert rects["Player"].bottom <= names[0].top
    assert all(a.bottom <= b.top for a, b in zip(names, names[1:]))

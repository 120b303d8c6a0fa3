"""Tokens stand where they hide no space's name: below it on a side space, in a corner's lower
part, and at the jail in the cell for the jailed and on the visitors' strip for the others."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.kit.app import App
from game.client.store.seats import Seat
from game.client.table.scene import GameScene
from game.engine import Game, RuleSet
from game.engine.board import SpaceKind

from ..driver import fresh_app, theme

SEATS = [Seat(f"P{i}", i, "easy") for i in range(8)]


@pytest.fixture
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def board_pixels(app: App, scene: GameScene, area: pygame.Rect) -> list[tuple[int, int, int]]:
    app.stack.draw(app.screen)
    box = area.move(scene.layout.board.topleft)
    return [tuple(app.screen.get_at((x, y)))[:3]  # type: ignore[misc]
            for x in range(box.x, box.right) for y in range(box.y, box.bottom)]


def name_area(scene: GameScene, s: int) -> pygame.Rect:
    """Where a side space's name is written: the top of the part outside its colour band, inside
    the space's outline."""
    body = scene.geo.body(s).inflate(-scene.geo.unit * 0.1, -scene.geo.unit * 0.08)
    street = scene.game.board.kind[s] is SpaceKind.STREET
    return pygame.Rect(body.x, body.y, body.w, round(body.h * (0.45 if street else 0.3)))


@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_no_token_hides_a_name(app: App, look: str) -> None:
    g = Game.new([s.name for s in SEATS], rules=RuleSet.from_preset("classic"),
                 edition=theme(look).edition_spec(), seed=3)
    scene = GameScene(app.size, g, theme(look), SEATS, seed=1, intro=False)
    app.stack.clear(scene)
    sides = [s for s in range(g.board.size) if s % 10]
    for first in range(0, len(sides), 4):
        spaces = sides[first:first + 4]  # two tokens each, side by side
        for p in range(g.n):
            g.pos[p] = spaces[p % len(spaces)]
        scene.shown_pos = [float(x) for x in g.pos]
        g.active = [False] * g.n
        bare = {s: board_pixels(app, scene, name_area(scene, s)) for s in spaces}
        g.active = [True] * g.n
        for s in spaces:
            assert board_pixels(app, scene, name_area(scene, s)) == bare[s], g.board.names[s]


def test_at_the_jail_the_jailed_stand_in_the_cell_and_visitors_outside(app: App) -> None:
    g = Game.new([s.name for s in SEATS[:2]], rules=RuleSet.from_preset("classic"),
                 edition=theme().edition_spec(), seed=3)
    scene = GameScene(app.size, g, theme(), SEATS[:2], seed=1, intro=False)
    app.stack.clear(scene)
    geo, jail = scene.geo, g.board.jail
    cell, strip = geo.stand(jail, jail, jailed=True), geo.stand(jail, jail)
    assert geo.rect(jail).contains(cell) and geo.rect(jail).contains(strip)
    assert not cell.colliderect(strip)
    g.pos = [jail, jail]
    g.in_jail = [True, False]
    scene.shown_pos = [float(jail)] * 2
    g.active = [False, False]
    before = board_pixels(app, scene, cell), board_pixels(app, scene, strip)
    g.active = [True, False]
    jailed = board_pixels(app, scene, cell), board_pixels(app, scene, strip)
    assert jailed[0] != before[0] and jailed[1] == before[1]  # the jailed token in the cell
    g.active = [False, True]
    visitor = board_pixels(app, scene, cell), board_pixels(app, scene, strip)
    assert visitor[0] == before[0] and visitor[1] != before[1]  # the visitor on the strip

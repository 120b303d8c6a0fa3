"""The live odds panel: toggled by the O key, worked out off the frame, eased when they change."""

from __future__ import annotations

import threading

import pygame
import pytest

from game.ai import make_controller, play
from game.client.views.look import PLAYER_COLORS
from game.client.table.odds import OddsStrip, split, whole_percents
from game.client.table.scene import GameScene
from game.client.store.seats import Seat
from game.engine import Game, Phase
from game.themes import THEMES_DIR, load_theme

from ..driver import Driver, headless_app

SIZE = (1280, 720)


def _table(theme_id: str = "classic", show_odds: bool = False,
           person: bool = True) -> tuple[Driver, GameScene]:
    """A game at round 12 on Ann's turn; with ``person``, Ann is played by a person and the
    table waits for her to roll."""
    app = headless_app(SIZE)
    theme = load_theme(THEMES_DIR / theme_id)
    names = ["Ann", "Bob", "Cy"]
    game = Game.new(names, edition=theme.edition_spec(), seed=8)
    ais = [make_controller("medium", i) for i in range(3)]
    play(game, ais, max_rounds=11)
    while not (game.current == 0 and game.phase is Phase.PRE_ROLL and not game.decisions):
        action = ais[game.to_move].decide(game, game.to_move)
        assert action is not None
        game.apply(action)
    seats = [Seat(n, i, "human" if i == 0 and person else "medium") for i, n in enumerate(names)]
    scene = GameScene(app.size, game, theme, seats, speed="instant", seed=8, intro=False,
                      show_odds=show_odds)
    app.stack.clear(scene)
    return Driver(app), scene


def _until(drive: Driver, done: object, frames: int = 600) -> None:
    for _ in range(frames):
        if callable(done) and done():
            return
        drive.frames(1)


def _strip_colors(drive: Driver, scene: GameScene) -> set[tuple[int, int, int]]:
    surface = drive.draw()
    strip, _ = split(scene.layout.log, SIZE[1])
    bar = OddsStrip.bar(strip.size).move(strip.topleft)
    y = bar.centery
    return {tuple(surface.get_at((x, y)))[:3] for x in range(bar.x, bar.right)}  # type: ignore[misc]


@pytest.mark.parametrize("theme_id", ["classic", "boutique"])
def test_the_o_key_shows_every_players_chance_to_win_adding_up_to_100(theme_id: str) -> None:
    drive, scene = _table(theme_id)
    assert not scene.odds.shown
    before = _strip_colors(drive, scene)
    drive.key(pygame.K_o, "o")
    assert scene.odds.shown
    _until(drive, lambda: scene.odds.target is not None)
    drive.frames(60)  # the bar eases to the new values
    odds = scene.odds
    assert odds.values is not None and odds.target is not None
    assert sum(odds.values) == pytest.approx(1.0)
    assert odds.values == pytest.approx(odds.target)
    assert sum(odds.percents()) == 100
    assert all(p >= 0 for p in odds.percents())
    shown = _strip_colors(drive, scene)
    ours = {tuple(pygame.Color(PLAYER_COLORS[p]))[:3] for p, v in enumerate(odds.values) if v > 0.1}
    assert ours <= shown and not ours <= before
    drive.key(pygame.K_o, "o")
    assert not scene.odds.shown
    assert not ours <= _strip_colors(drive, scene)


def test_odds_are_worked_out_off_the_frame(held_estimates: threading.Event) -> None:
    gate = held_estimates
    drive, scene = _table(show_odds=True)
    try:
        for _ in range(90):  # a second and a half of frames, drawn, while the estimate waits
            drive.frames(1)
            drive.draw()
        assert scene.odds.working and scene.odds.values is None
    finally:
        gate.set()
    _until(drive, lambda: scene.odds.values is not None)
    assert scene.odds.values is not None and sum(scene.odds.percents()) == 100


def test_new_odds_after_a_turn_are_eased_in() -> None:
    drive, scene = _table(show_odds=True, person=False)
    odds = scene.odds
    _until(drive, lambda: odds.target is not None)
    changes = 0
    for _ in range(3000):
        before, target = list(odds.values or []), odds.target
        drive.frames(1)
        if odds.target == target:
            continue
        new, now = odds.target or [], odds.values or []
        assert all(min(a, b) - 1e-9 <= v <= max(a, b) + 1e-9 for a, b, v in zip(before, new, now))
        if max(abs(a - b) for a, b in zip(before, new)) > 0.01:
            assert now != pytest.approx(new, abs=1e-3)  # on its way there, not there at once
            changes += 1
        if changes >= 3:
            break
    assert changes >= 3


def test_whole_percents_always_add_up_to_100() -> None:
    assert whole_percents([1 / 3, 1 / 3, 1 / 3]) == [34, 33, 33]
    assert whole_percents([0.5, 0.5, 0.0]) == [50, 50, 0]
    assert whole_percents([0.996, 0.002, 0.002]) == [100, 0, 0]
    assert sum(whole_percents([0.125] * 8)) == 100
    assert whole_percents([0.0, 0.0]) == [0, 0]

"""Win odds sampled once a round into the game record, off the frame, and drawn on the game-over
scene as a line per player; the Watch replay button opens the game's replay."""

from __future__ import annotations

import threading

import pygame
import pytest

from game.ai import make_controller, play
from game.client.views.look import PLAYER_COLORS
from game.client.store.record import GameRecord
from game.client.scenes.game_over import GameOverScene
from game.client.table.replay import ReplayScene, replay_scene
from game.client.store.seats import Seat
from game.engine import Game, RuleSet
from game.themes import THEMES_DIR, load_theme

from ..driver import Driver, headless_app

SIZE = (1280, 720)


def _played(seed: int = 5) -> tuple[Game, GameRecord]:
    game = Game.new(["Ann", "Bob", "Cy"], rules=RuleSet.from_preset("classic-short"), seed=seed)
    record = GameRecord(game)
    play(game, [make_controller("medium", i) for i in range(3)],
         watch=lambda g, a, events: record.observe(g, events))
    return game, record


def _colors_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y)))[:3]  # type: ignore[misc]
            for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)}


def test_the_record_samples_the_odds_once_a_round_and_keeps_them_when_saved() -> None:
    game, record = _played()
    record.collect_odds(wait=True)
    assert record.odds_pending == 0
    assert record.odds_rounds == record.rounds
    assert all(len(series) == len(record.rounds) for series in record.odds)
    for k in range(len(record.rounds)):
        assert sum(series[k] for series in record.odds) == pytest.approx(1.0)
    assert [series[0] for series in record.odds] == pytest.approx([1 / 3] * 3, abs=0.05)
    winner = game.winners[0]
    assert record.odds[winner][-1] == pytest.approx(1.0)
    copy = GameRecord.from_dict(record.to_dict())
    assert copy.odds == record.odds and copy.to_dict() == record.to_dict()
    older = record.to_dict()
    del older["odds"], older["odds_rounds"]  # a record saved before odds were kept
    assert GameRecord.from_dict(older).odds == [[], [], []]


def test_the_game_over_scene_draws_the_odds_of_the_whole_game_from_the_record() -> None:
    app = headless_app(SIZE)
    game, record = _played()
    record.collect_odds(wait=True)
    theme = load_theme(THEMES_DIR / "classic")
    scene = GameOverScene(app, game, record, theme, lambda: None, lambda: None, tokens=[0, 1, 2])
    app.stack.clear(scene)
    drive = Driver(app)
    drive.frames(2)
    drawn = _colors_in(drive.draw(), scene.odds_rect)
    lines = {tuple(pygame.Color(PLAYER_COLORS[p]))[:3] for p in range(3)}
    assert lines <= drawn
    assert not scene.odds_rect.colliderect(scene.chart_rect)
    assert not scene.odds_rect.colliderect(scene.heat_rect)

    without = GameRecord.from_dict({k: v for k, v in record.to_dict().items()
                                    if k not in ("odds", "odds_rounds")})
    app.stack.clear(GameOverScene(app, game, without, theme, lambda: None, lambda: None))
    drive.frames(2)
    plot = scene.odds_rect.copy()
    plot.h //= 2
    plot.bottom = scene.odds_rect.bottom - 8  # below the title line and its legend
    assert not lines & _colors_in(drive.draw(), plot)  # nothing to draw: no lines


def test_odds_samples_are_worked_out_off_the_frame(held_estimates: threading.Event) -> None:
    gate = held_estimates
    try:
        game, record = _played()  # the whole game is played while no estimate can finish
        record.collect_odds()
        assert record.odds_pending == len(record.rounds) and record.odds_rounds == []
    finally:
        gate.set()
    record.collect_odds(wait=True)
    assert record.odds_rounds == record.rounds


def test_watch_replay_on_the_game_over_scene_opens_the_games_replay() -> None:
    app = headless_app(SIZE)
    theme = load_theme(THEMES_DIR / "classic")
    game, record = _played(seed=7)
    seats = [Seat(name, i, "medium") for i, name in enumerate(game.names)]
    opened: list[ReplayScene] = []

    def watch() -> None:
        replay = replay_scene(app.size, theme, seats, game.rules, 7, game.actions_played(),
                              on_exit=app.stack.pop)
        opened.append(replay)
        app.stack.push(replay)

    over = GameOverScene(app, game, record, theme, lambda: None, lambda: None, on_replay=watch)
    app.stack.clear(over)
    drive = Driver(app)
    drive.frames(2)
    assert over.button_replay is not None
    drive.click(over.button_replay.rect.center)
    assert opened and drive.top is opened[0]
    drive.frames(30)
    drive.key(pygame.K_ESCAPE)
    assert drive.top is over

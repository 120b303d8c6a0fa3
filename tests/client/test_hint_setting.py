"""The hints setting: on for a new player's first games unless he sets it, switched on the
settings screen, counted down by games finished, and followed by the game's dialogs."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.app import App
from game.client.dialogs import BuyDialog
from game.client.main import Flow
from game.client.scenes.game_over import GameOverScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.settings_menu import SettingsScene
from game.client.scenes.table import GameScene
from game.client.settings import HINT_GAMES, Settings, SetupConfig, load_settings, save_settings
from game.engine import BuyChoice, Debt, DeclareBankruptcy, Phase, Roll
from game.engine.events import PayReason
from tests.client.driver import Driver, headless_app

SIZE = (1280, 720)
SEATS = [{"name": "Ann", "token": "car", "kind": "human"},
         {"name": "Bob", "token": "dog", "kind": "medium"}]


@pytest.fixture()
def app() -> Iterator[App]:
    app = headless_app(SIZE)
    pygame.event.clear()
    yield app
    pygame.event.clear()


def test_hints_are_on_for_the_first_games_unless_set() -> None:
    assert Settings().show_hints
    assert Settings(games_finished=HINT_GAMES - 1).show_hints
    assert not Settings(games_finished=HINT_GAMES).show_hints
    assert Settings(games_finished=50, hints=True).show_hints
    assert not Settings(hints=False).show_hints


def test_the_hint_setting_and_the_games_finished_are_stored(tmp_path: Path) -> None:
    save_settings(Settings(hints=False, games_finished=2), tmp_path)
    settings, warning = load_settings(tmp_path)
    assert warning is None and settings.hints is False and settings.games_finished == 2
    (tmp_path / "settings.json").write_text(json.dumps({"games_finished": -1}))
    settings, warning = load_settings(tmp_path)
    assert warning is not None and "games_finished" in warning and settings.show_hints


def _flow(app: App, tmp_path: Path, settings: Settings) -> tuple[Flow, Driver, GameScene]:
    flow = Flow(app, settings, None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start(SetupConfig.model_validate({"seats": SEATS, "seed": 3}))
    scene = app.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    return flow, Driver(app), scene


def _stored(tmp_path: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((tmp_path / "config" / "settings.json").read_text())
    return data


def test_the_settings_screen_switches_hints_and_the_game_follows(app: App, tmp_path: Path) -> None:
    flow, driver, scene = _flow(app, tmp_path, Settings())
    assert scene.hints
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click(pause.buttons["Settings"].rect.center)
    screen = driver.top
    assert isinstance(screen, SettingsScene)
    assert screen.buttons["hints"].text == "On"
    driver.click(screen.buttons["hints"].rect.center)
    assert screen.buttons["hints"].text == "Off"
    assert not scene.hints and _stored(tmp_path)["hints"] is False
    driver.click(screen.buttons["hints"].rect.center)
    assert scene.hints and _stored(tmp_path)["hints"] is True
    driver.draw()


def test_a_dialog_of_the_game_shows_its_hint_when_hints_are_on(app: App, tmp_path: Path) -> None:
    for on in (True, False):
        _, driver, scene = _flow(app, tmp_path, Settings(hints=on))
        g = scene.game
        for _ in range(600):
            if not scene.animator.busy and g.pending is Phase.PRE_ROLL and g.current == 0:
                break
            driver.frames(1)
            scene.animator.skip()
        assert g.pos[0] == 0
        g.force_dice((2, 3))  # Reading Railroad, for sale
        scene.choose(Roll(0))
        for _ in range(600):
            driver.frames(1)
            scene.animator.skip()
            if isinstance(driver.top, BuyDialog):
                break
        dialog = driver.top
        assert isinstance(dialog, BuyDialog) and isinstance(g.pending, BuyChoice)
        assert dialog.hints is on
        shown = " ".join(dialog.shown_texts())
        assert ("You can afford it and keep" in shown) is on
        driver.draw()


def test_a_finished_game_with_a_person_counts_toward_hints_going_quiet(app: App,
                                                                       tmp_path: Path) -> None:
    flow, driver, scene = _flow(app, tmp_path, Settings(games_finished=HINT_GAMES - 1))
    assert scene.hints
    g = scene.game
    driver.frames(2)
    g.cash[0] = 0
    g.decisions.append(Debt(0, 1, 5000, PayReason.RENT, 39))
    g.apply(DeclareBankruptcy(0))
    assert g.over
    for _ in range(600):
        driver.frames(1)
        scene.animator.skip()
        if app.stack.find(GameOverScene) is not None:
            break
    assert app.stack.find(GameOverScene) is not None
    assert flow.settings.games_finished == HINT_GAMES and not flow.settings.show_hints
    assert _stored(tmp_path)["games_finished"] == HINT_GAMES


def test_a_game_between_computers_does_not_count(app: App, tmp_path: Path) -> None:
    flow = Flow(app, Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    seats = [dict(s, kind="medium") for s in SEATS]
    flow.start(SetupConfig.model_validate({"seats": seats, "seed": 3}))
    scene = app.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    flow.finished_game(scene.seats)
    assert flow.settings.games_finished == 0

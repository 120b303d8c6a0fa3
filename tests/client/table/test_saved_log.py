"""Continue shows the game's log where it was: a save keeps the latest log lines, and a save
from before they were kept still loads, its log started afresh."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.client.kit.app import App
from game.client.main import Flow
from game.client.store.saved_games import LOG_KEPT, read_table
from game.client.store.settings import AnimationSpeed, Settings, SetupConfig
from game.client.table.scene import GameScene

from ..driver import Driver, fresh_app

SIZE = (1280, 720)


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


def _flow(app: App, tmp_path: Path) -> Flow:
    return Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, seed=5,
                data_dir=tmp_path / "data", config_dir=tmp_path / "config")


def _config() -> SetupConfig:
    return SetupConfig.model_validate({
        "seats": [{"name": "Ann", "token": "car", "kind": "medium"},
                  {"name": "Bob", "token": "dog", "kind": "medium"}],
        "theme": "classic", "preset": "classic", "options": {}, "seed": 5})


def _continue(app: App, tmp_path: Path) -> GameScene:
    """A new process: the title's Continue, pressed."""
    app.stack.clear()
    driver = Driver(app)
    title = _flow(app, tmp_path).start_title()
    assert title.button_continue.is_enabled
    driver.click(title.button_continue.rect.center)
    scene = driver.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    return scene


def test_continue_shows_the_latest_lines_of_the_log(app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    scene = driver.stack.find(GameScene)
    for _ in range(6000):
        if scene.game.round == 12:
            break
        driver.frames(1)
    flow.writer.wait()
    saved = read_table(flow.playing.autosave)
    assert len(saved.log) == LOG_KEPT
    assert saved.log[-1] == f"Round 12: {saved.game.names[saved.game.current]}'s turn."
    resumed = _continue(app, tmp_path)
    shown = list(resumed.log.lines)
    assert shown[:LOG_KEPT] == list(saved.log)


def test_a_save_without_its_log_still_loads_and_plays_on(app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    scene = driver.stack.find(GameScene)
    for _ in range(3000):
        if scene.game.turn_no == 3:
            break
        driver.frames(1)
    flow.writer.wait()
    path = flow.playing.autosave
    data = json.loads(path.read_text())
    del data["table"]["log"]
    path.write_text(json.dumps(data))
    assert read_table(path).log == ()
    resumed = _continue(app, tmp_path)
    assert resumed.game.turn_no == 3
    for _ in range(600):
        if resumed.game.turn_no == 4:
            break
        Driver(app).frames(1)
    assert resumed.log.lines  # the game plays on, its log from here

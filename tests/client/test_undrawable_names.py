"""A name pygame cannot draw (a NUL, a lone byte-order mark, a lone zero-width space), in a save, an
autosave or the last setup, is refused with its field at every way in: the title, the Load list,
``--load``, ``--continue`` and New game all work, and every file is kept as it was."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.kit.notice import NoticeScene
from game.client.main import Flow
from game.client.scenes.saves_menu import SavesScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.store.settings import AnimationSpeed, Settings, load_settings
from game.client.table.scene import GameScene

from .driver import Driver, fresh_app, key_event
from .store.test_saved_games import _saved
from .test_bad_files import _files, _kept, first_screen
from .test_bad_files import _lay as lay

ROOT = Path(__file__).resolve().parents[2]
BAD_NAMES = {"NUL": "A\x00n", "byte-order mark": "\ufeff", "zero-width space": "\u200b"}


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


@pytest.fixture(scope="module")
def good_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    return _saved(tmp_path_factory.mktemp("good"), "good").read_text()


def _lay(data: Path, good: str, name: str) -> None:
    """A save whose first player is called ``name`` as the autosave and as a named save, beside
    a good named save."""
    lay(data, good.replace('"Ann"', json.dumps(name)).encode(), good)


@pytest.mark.parametrize("kind", sorted(BAD_NAMES))
def test_a_save_with_a_name_that_cannot_be_drawn_is_refused_everywhere_and_kept(
        kind: str, app: App, tmp_path: Path, good_text: str) -> None:
    data = tmp_path / "data"
    _lay(data, good_text, BAD_NAMES[kind])
    before = _files(data)
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, seed=5,
                data_dir=data, config_dir=tmp_path / "config")
    driver = Driver(app)
    title = flow.start_title()
    notice = driver.expect(NoticeScene)
    assert "state.players.0" in notice.message and flow.resumable is None
    driver.key(pygame.K_RETURN)
    driver.click(title.buttons[2].rect.center)  # Load
    listing = driver.expect(SavesScene)
    assert [(e.name, e.loadable) for e in listing.entries] == [("Good", True), ("Broken", False)]
    problem = listing.entries[1].problem
    assert problem is not None and problem.startswith("state.players.0: expected")
    driver.key(pygame.K_DOWN)
    driver.frames(2, draw=True)  # the list, its broken entry chosen, draws
    assert flow.open_on_start("Broken", False) is not None
    assert "Broken.json" in driver.expect(NoticeScene).message
    driver.frames(2, draw=True)
    assert flow.open_on_start("Good", False) is None
    assert driver.stack.find(GameScene) is not None
    assert _kept(before, data)


@pytest.mark.parametrize(("start", "told"), [(["--continue"], "no game to continue"),
                                             (["--load", "Broken"], "state.players.0")])
def test_a_start_on_such_a_save_is_refused_on_screen(
        start: list[str], told: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        good_text: str) -> None:
    data = tmp_path / "data" / "DeedsAndDice"
    _lay(data, good_text, BAD_NAMES["byte-order mark"])
    before = _files(data)
    notice = first_screen(tmp_path, monkeypatch, *start)
    assert isinstance(notice, NoticeScene) and told in notice.message
    assert _kept(before, data)


def test_the_command_goes_on_to_the_title_and_exits_normally(tmp_path: Path, good_text: str) -> None:
    home = tmp_path / "home"
    data = home / "data" / "DeedsAndDice"
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    _lay(data, good_text, BAD_NAMES["NUL"])
    before = _files(data)
    done = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "5",
                           "--load", "Broken"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "state.players.0" in done.stderr
    assert _kept(before, data)


@pytest.mark.parametrize("kind", sorted(BAD_NAMES))
def test_a_last_setup_with_such_a_name_is_set_aside_and_new_game_works(
        kind: str, app: App, tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    setup = {"seats": [{"name": BAD_NAMES[kind], "token": "car"},
                       {"name": "Bob", "token": "hat", "kind": "easy"}]}
    text = json.dumps({"last_setup": setup})
    (config / "settings.json").write_text(text)
    settings, problem = load_settings(config)
    assert problem is not None and "last_setup.seats.0.name" in problem
    assert (config / "settings.json.bad").read_text() == text
    flow = Flow(app, settings, None, seed=5, data_dir=tmp_path / "data", config_dir=config)
    driver = Driver(app)
    title = flow.start_title()
    driver.click(title.button_new.rect.center)
    setup_scene = driver.expect(SetupScene)
    driver.frames(2, draw=True)
    driver.click(setup_scene.button_start.rect.center)
    assert driver.stack.find(GameScene) is not None


def test_the_name_box_takes_no_character_that_cannot_be_drawn(app: App, tmp_path: Path) -> None:
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, seed=5,
                data_dir=tmp_path / "data", config_dir=tmp_path / "config")
    driver = Driver(app)
    title = flow.start_title()
    assert isinstance(title, TitleScene)
    driver.click(title.button_new.rect.center)
    setup = driver.expect(SetupScene)
    entry = setup.name_entries[0]
    driver.click(entry.rect.center)
    driver.post(key_event(pygame.K_a, "a", pygame.KMOD_CTRL))
    for text in ("\u200b", "\ufeff", "\x00", "\u0301"):
        driver.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    driver.frames(2, draw=True)
    assert entry.get_text() == "\u0301"  # a mark alone can be typed, and draws
    driver.click(setup.button_start.rect.center)
    assert driver.top is setup and driver.stack.find(GameScene) is None
    assert "player 1" in setup.error and "something to see" in setup.error
    driver.frames(2, draw=True)

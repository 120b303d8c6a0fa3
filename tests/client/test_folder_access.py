"""The game's folders as an operator may leave them: closed to the player (the game run once
with sudo), a file where the data folder should be, a name that is not UTF-8. The title, the
Load list, New game, ``--continue`` and the kiosk start, with a notice naming the folder."""

from __future__ import annotations

import os
import shutil
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
from game.client.store.saved_games import saves_dir
from game.client.store.settings import AnimationSpeed, SeatConfig, Settings, SetupConfig
from game.client.table.scene import GameScene
from game.engine.folders import NOTICE_TITLE
from tests.client.driver import Driver, fresh_app

ROOT = Path(__file__).resolve().parents[2]
NOT_UTF8 = os.fsdecode(b"caf\xff")
#: What lets root open any folder: without them it meets folder permissions as anyone does.
PASS_ANY_FOLDER = "-dac_override,-dac_read_search"
STRANGER = 65534  # nobody


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def test_the_load_list_of_a_data_folder_named_in_no_utf8_is_drawn(app: App, tmp_path: Path) -> None:
    data = tmp_path / NOT_UTF8
    saves_dir(data).mkdir(parents=True)
    (saves_dir(data) / "Broken.json").write_text("{")
    (saves_dir(data) / f"{NOT_UTF8}.json").write_text("{")
    flow = Flow(app, Settings(), None, seed=1, data_dir=data, config_dir=tmp_path / "config")
    driver = Driver(app)
    flow.start_title()
    flow.open_saves()
    notice = driver.top
    assert isinstance(notice, NoticeScene) and notice.title == NOTICE_TITLE
    assert "caf\ufffd.json: its name is not UTF-8 text" in notice.message
    driver.frames(1, draw=True)
    driver.key(pygame.K_RETURN)
    listing = driver.top
    assert isinstance(listing, SavesScene) and [e.name for e in listing.entries] == ["Broken"]
    driver.frames(1, draw=True)


# -- as someone the folders are closed to (a process each) -----------------------------------

def _stranger(barred: list[Path]) -> list[str]:
    """The command prefix that runs a program as someone the ``barred`` folders are closed to.

    Root passes every folder's permissions: here the folders go to another user (0700) and the
    program runs without root's right to pass them, which is what a player meets in folders
    that sudo left to root. Anyone else simply closes his own folders."""
    if os.geteuid() != 0:
        for folder in barred:
            folder.chmod(0)
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("setpriv (util-linux) is needed to drop root's right to open any folder")
    prefix = [setpriv, f"--bounding-set={PASS_ANY_FOLDER}", f"--inh-caps={PASS_ANY_FOLDER}"]
    probe = barred[0].parent / "probe"
    probe.mkdir(mode=0o700)
    os.chown(probe, STRANGER, STRANGER)
    opened = subprocess.run([*prefix, sys.executable, "-c", f"import os; os.listdir({str(probe)!r})"],
                            capture_output=True).returncode == 0
    probe.rmdir()
    if opened:
        pytest.skip("this system does not let root give up its right to open any folder")
    for folder in barred:
        os.chown(folder, STRANGER, STRANGER)
        folder.chmod(0o700)
    return prefix


def _run(prefix: list[str], home: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config"), "PYTHONPATH": str(ROOT),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([*prefix, sys.executable, *argv], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def _folders(home: Path) -> tuple[Path, Path]:
    data, config = home / "data" / "DeedsAndDice", home / "config" / "DeedsAndDice"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    return data, config


GUARD = """
from pathlib import Path
from game.engine.folders import found, listed, there, usable
folder, shut = Path({folder!r}), Path({shut!r})
print(found(folder / "autosave.json", "A."), there(folder / "x", "A."), listed(folder, "B."),
      usable(folder, "C."), usable(folder / "saves", "D.", make=True),
      usable(shut / "DeedsAndDice" / "saves", "E.", make=True))
"""


@pytest.mark.slow
def test_a_folder_that_may_not_be_opened_is_told_and_not_used(tmp_path: Path) -> None:
    folder, shut = tmp_path / "closed", tmp_path / "shut"
    folder.mkdir()
    (folder / "autosave.json").write_text("{}")
    shut.mkdir()
    prefix = _stranger([folder, shut])
    shut.chmod(0o555)  # may be opened, but nothing made in it
    done = _run(prefix, tmp_path, "-c", GUARD.format(folder=str(folder), shut=str(shut)))
    assert done.stdout.split() == ["False", "False", "[]", "False", "False", "False"]
    told = done.stderr.splitlines()
    assert len(told) == 5  # "A." once: each notice is told once
    for line, (where, instead) in zip(told, [*((folder, i) for i in "ABCD"), (shut, "E")]):
        assert line.startswith(f"The game may not use {where} (it belongs to ")
        assert f"{instead}. To fix it: " in line
    assert (folder / "autosave.json").read_text() == "{}"


@pytest.mark.slow
def test_closed_data_and_config_folders_start_the_game_on_defaults_with_notices(
        tmp_path: Path) -> None:
    data, config = _folders(tmp_path)
    prefix = _stranger([data, config])
    shown = _run(prefix, tmp_path, "-m", "tests.client.stranger").stdout
    assert f"notice: The game may not use {config} (it belongs to " in shown
    assert "Default settings are used. To fix it: " in shown
    assert f"notice: The game may not use {data} (it belongs to " in shown
    assert ("No game is continued or autosaved there. No saved games are listed or saved there. "
            "To fix it: ") in shown  # one notice for the data folder
    assert shown.count("notice: ") == 2
    assert "saves listed: 0" in shown and "game started" in shown
    told = _run(prefix, tmp_path, "-m", "game", "--headless", "--frames", "3", "--continue").stderr
    assert f"The game may not use {data}" in told and "There is no game to continue." in told


@pytest.mark.slow
def test_a_closed_saves_folder_lists_no_saves_with_a_notice(tmp_path: Path) -> None:
    data, _ = _folders(tmp_path)
    saves = data / "saves"
    saves.mkdir()
    prefix = _stranger([saves])
    shown = _run(prefix, tmp_path, "-m", "tests.client.stranger").stdout
    assert f"notice: The game may not use {saves} (it belongs to " in shown
    assert "saves listed: 0" in shown and "game started" in shown
    told = _run(prefix, tmp_path, "-m", "game", "--headless", "--frames", "3", "--continue").stderr
    assert f"The game may not use {saves}" in told


@pytest.mark.slow
def test_a_file_for_the_data_folder_starts_the_kiosk_and_the_game_with_a_notice(
        tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "DeedsAndDice").write_text("a file")
    notice = f"{tmp_path / 'data' / 'DeedsAndDice'} is a file where the game needs a folder."
    kiosk = _run([], tmp_path, "-m", "game", "--kiosk", "--headless", "--frames", "3").stderr
    assert f"{notice} The kiosk logs to stderr instead." in kiosk and "Kiosk started." in kiosk
    shown = _run([], tmp_path, "-m", "tests.client.stranger").stdout
    assert f"notice: {notice} No game is continued or autosaved there. No saved games are" in shown
    assert shown.count("notice: ") == 1 and "game started" in shown


def test_a_data_folder_told_on_the_title_is_not_told_again_when_autosaving_fails(
        app: App, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.write_text("a file")
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, seed=1,
                data_dir=data, config_dir=tmp_path / "config")
    driver = Driver(app)
    flow.start_title()
    notice = driver.top
    assert isinstance(notice, NoticeScene) and "No game is continued or autosaved" in notice.message
    driver.key(pygame.K_RETURN)
    flow.start(SetupConfig(seats=[SeatConfig(name="Ann", token="car", kind="easy"),
                                  SeatConfig(name="Bob", token="dog", kind="easy")]))
    scene = driver.stack.find(GameScene)
    assert scene is not None
    driver.until(lambda: scene.game.turn_no >= 4)
    assert flow.save_problem_shown and driver.stack.find(NoticeScene) is None

"""A scene that fails never shows a traceback: the error goes to the log and the show goes on.
A log that cannot be written goes to stderr, and the kiosk runs and exits as ever."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.client.kiosk.attract import AttractOverlay
from game.client.kiosk.crash_log import LOG_BYTES, open_log
from game.client.kiosk.quick_play import TokenPickScene
from game.client.kit.scene import Scene
from game.client.table.scene import GameScene

from .conftest import Kiosk


class Broken(Exception):
    """The fault injected into a scene."""


class FailingScene(Scene):
    """Fails in one of its duties on the first frame it has."""

    opaque = False

    def __init__(self, where: str) -> None:
        super().__init__()
        self.where = where

    def fail(self, where: str) -> None:
        if where == self.where:
            raise Broken(f"injected into {where}")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.fail("handle_event")
        return False

    def update(self, dt: float) -> None:
        self.fail("update")

    def draw(self, surface: pygame.Surface) -> None:
        self.fail("draw")


@pytest.mark.parametrize("where", ["update", "draw", "handle_event"])
def test_a_failing_scene_is_logged_and_the_attract_loop_starts_again(
        make_kiosk: Callable[..., Kiosk], where: str) -> None:
    kiosk = make_kiosk()
    kiosk.touch((600, 300))
    assert isinstance(kiosk.app.stack.top, TokenPickScene)
    kiosk.app.stack.push(FailingScene(where))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    kiosk.frames(2)
    assert kiosk.app.running
    assert isinstance(kiosk.app.stack.top, AttractOverlay)
    assert kiosk.app.stack.find(FailingScene) is None
    log = kiosk.log()
    assert f"Broken: injected into {where}" in log and "Traceback" in log
    assert "quick play" in log  # what the kiosk was doing
    kiosk.frames(120)  # and the show goes on
    assert isinstance(kiosk.app.stack.top, AttractOverlay)


def test_a_failure_inside_the_game_itself_is_caught_too(
        make_kiosk: Callable[..., Kiosk], monkeypatch: pytest.MonkeyPatch) -> None:
    kiosk = make_kiosk()
    table = kiosk.app.stack.find(GameScene)
    assert isinstance(table, GameScene)

    def broken_draw(surface: pygame.Surface) -> None:
        raise Broken("the board")

    monkeypatch.setattr(table.drawing, "draw", broken_draw)
    kiosk.frames(2)
    assert kiosk.app.stack.find(GameScene) is not table and kiosk.app.running
    assert "Broken: the board" in kiosk.log()


def test_the_log_rotates(tmp_path: Path) -> None:
    log = open_log(tmp_path)
    for i in range(LOG_BYTES // 500 * 5):
        log.error("entry %d %s", i, "x" * 500)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["kiosk.log", "kiosk.log.1", "kiosk.log.2", "kiosk.log.3"]


def test_a_full_disk_under_the_log_sends_it_to_stderr(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = open_log(tmp_path)
    log.info("written")
    handler = log.handlers[0]
    assert isinstance(handler, logging.StreamHandler)
    handler.stream.close()
    handler.stream = open("/dev/full", "w", encoding="utf-8")  # the disk is full from here on
    log.error("lost %d", 1)
    log.info("stopped")
    for handler in log.handlers:
        handler.flush()
        handler.close()
    err = capsys.readouterr().err
    assert "kiosk.log cannot be written (No space left on device)" in err
    assert "lost 1" in err and "stopped" in err
    assert "Traceback" not in err and "Logging error" not in err
    assert "written" in (tmp_path / "kiosk.log").read_text(encoding="utf-8")


@pytest.mark.parametrize("where", ["a file where the folder is", "/dev/full as the log"])
def test_a_log_that_cannot_be_written_leaves_the_kiosk_running(tmp_path: Path, where: str) -> None:
    folder = tmp_path / "data" / "DeedsAndDice"
    if where == "a file where the folder is":
        folder.parent.mkdir()
        folder.write_text("")
    else:
        folder.mkdir(parents=True)
        (folder / "kiosk.log").symlink_to("/dev/full")
    config = tmp_path / "kiosk.json"
    config.write_text('{"pin": "12", "ai_count": 3}')
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "game", "--kiosk", "--config", str(config),
                           "--headless", "--frames", "30"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Logging error" not in done.stderr
    said = "is a file where the game needs a folder" if where == "a file where the folder is" \
        else "cannot be written"
    assert said in done.stderr and "Kiosk started." in done.stderr
    assert f"{config}: pin" in done.stderr and "exit keys only" in done.stderr

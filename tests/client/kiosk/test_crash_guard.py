"""A scene that fails never shows a traceback: the error goes to the log and the show goes on."""

from __future__ import annotations

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

"""The Load list reads only each save's header, off the render thread: many saves list without
a whole save parsed on the frame; saves written before headers still list as they did; a save
whose header holds but whose game does not is told when chosen."""

from __future__ import annotations

import json
import shutil
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import saves
from game.client.kit.app import App
from game.client.store.saved_games import Header, list_saves, named_path
from game.client.table.scene import GameScene
from tests.client.driver import Driver

from .test_saved_games import _flow, _listed, _playing, _press, _saved
from .test_saved_games import app  # noqa: F401  (the fixture)

MANY = 120


def _count_whole_reads(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Every whole read of a save from now on: True for one on the render thread."""
    reads: list[bool] = []
    whole: Callable[..., Any] = saves.read_json

    def counted(path: Any, max_bytes: int = saves.SAVE_MAX_BYTES) -> Any:
        reads.append(threading.current_thread() is threading.main_thread())
        return whole(path, max_bytes)

    monkeypatch.setattr(saves, "read_json", counted)
    return reads


def _without_header(path: Path) -> None:
    """The file as a save was written before saves had a header line."""
    raw = json.loads(path.read_text())
    del raw["summary"]
    path.write_text(json.dumps(raw))


def test_many_saves_list_from_their_headers_and_no_whole_save_is_read_on_the_frame(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    first = _saved(data, "Game 000", rounds=4)
    for i in range(1, MANY):
        shutil.copy(first, named_path(f"Game {i:03d}", data))
    old = _saved(data, "From before", rounds=2)
    _without_header(old)
    reads = _count_whole_reads(monkeypatch)
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    title = flow.start_title()
    _press(driver, title.buttons[2])  # Load
    listing = _listed(driver)
    assert len(listing.entries) == MANY + 1 and all(e.loadable for e in listing.entries)
    assert reads == [False], "only the save without a header is read whole, off the frame"
    assert all(isinstance(e.header, Header) for e in listing.entries)  # no game kept in the list
    before = next(e for e in listing.entries if e.name == "From before")
    assert before.header is not None and before.header.round == 2
    assert "round 2" in before.header.summary() and "Ann, Bob" in before.header.summary()
    driver.key(pygame.K_END)
    driver.draw()
    _press(driver, listing.buttons["load"])  # the one chosen is read whole, to play it
    assert _playing(driver).game.names == ["Ann", "Bob"] and reads == [False, True]


def test_the_list_shows_that_it_is_being_read_and_the_frames_go_on(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    _saved(data, "Slow disk")
    go = threading.Event()
    listed = list_saves

    def slow(*args: Any) -> Any:
        go.wait(5)
        return listed(*args)

    monkeypatch.setattr("game.client.main.list_saves", slow)
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    title = flow.start_title()
    _press(driver, title.buttons[2])
    driver.frames(10, draw=True)
    listing = driver.top
    assert not listing.ready and listing.entries == []  # type: ignore[attr-defined]
    assert not listing.buttons["load"].is_enabled  # type: ignore[attr-defined]
    go.set()
    listing = _listed(driver)
    assert [e.name for e in listing.entries] == ["Slow disk"] and listing.buttons["load"].is_enabled


def test_a_save_whose_header_holds_but_whose_game_does_not_is_told_when_chosen(
        app: App, tmp_path: Path) -> None:
    data = tmp_path / "data"
    path = _saved(data, "Edited body")
    head, body = path.read_text().split("\n", 1)
    path.write_text(head + "\n" + body.replace('"seed":3', '"seed":-3'))
    entry, = list_saves(data)
    assert entry.loadable  # the header alone is read for the list
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    _press(driver, flow.start_title().buttons[2])
    listing = _listed(driver)
    _press(driver, listing.buttons["load"])
    assert driver.top is listing and driver.stack.find(GameScene) is None
    chosen = listing.entries[listing.selected]
    assert not chosen.loadable and chosen.problem is not None and "table.seed" in chosen.problem
    assert not listing.buttons["load"].is_enabled
    driver.draw()

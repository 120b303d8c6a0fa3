"""Leaving the table keeps the game: Quit to title in mid-turn, a game's own autosave beside
another window's, and every failed save told (at the table, and at the next start)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.kit.notice import NoticeScene
from game.client.main import Flow
from game.client.scenes.leave import LeaveScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.title import TitleScene
from game.client.store.record import GameRecord
from game.client.store.saved_games import (AUTOSAVES_KEPT, autosave_files, autosave_path,
                                           autosaves_dir, list_saves, prune_autosaves,
                                           read_autosave, snapshot, write_snapshot)
from game.client.store.seats import Seat
from game.client.store.settings import SetupConfig
from game.engine import Game, Phase
from tests.client.driver import Driver

from .test_saved_games import _config as _three
from .test_saved_games import _flow, _listed, _press
from .test_saved_games import _playing as _table
from .test_saved_games import app  # noqa: F401  (the fixture)


def _config(seed: int = 5) -> SetupConfig:
    return _three().model_copy(update={"seed": seed})


def _position(game: Game) -> tuple[object, ...]:
    return (list(game.cash), list(game.owner), list(game.level), list(game.mortgaged),
            list(game.pos), game.current, game.phase)


def test_quit_to_title_in_mid_turn_says_what_is_kept_and_continue_goes_on_from_there(
        app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    scene = _table(driver)
    playing = flow.playing
    assert playing is not None
    driver.until(lambda: scene.game.round >= 3 and playing.unsaved
                 and scene.game.phase is Phase.POST_ROLL and not scene.busy)
    at_quit = _position(scene.game)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    _press(driver, pause.buttons["Quit to title"])
    ask = driver.top
    assert isinstance(ask, LeaveScene) and scene.game.names[scene.game.current] in ask.text
    assert "kept just as it stands" in ask.text
    driver.draw()
    _press(driver, ask.buttons["stay"])
    assert driver.top is pause and _position(scene.game) == at_quit
    _press(driver, pause.buttons["Quit to title"])
    _press(driver, driver.expect(LeaveScene).buttons["leave"])
    title = driver.top
    assert isinstance(title, TitleScene) and title.button_continue.is_enabled
    assert flow.resumable is not None and _position(flow.resumable.game) == at_quit
    played = scene.game.actions_played()
    _press(driver, title.button_continue)
    resumed = _table(driver)
    assert resumed is not scene and resumed.game.actions_played()[:len(played)] == played


def test_quit_to_title_at_the_start_of_a_turn_asks_nothing(app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    playing = flow.playing
    assert playing is not None
    driver.until(lambda: playing.scene.game.turn_no >= 2 and not playing.unsaved)
    flow.quit_to_title()
    assert isinstance(driver.top, TitleScene)


def test_two_games_in_one_folder_each_keep_their_autosave(app: App, tmp_path: Path) -> None:
    first, second = _flow(app, tmp_path), _flow(app, tmp_path)
    driver = Driver(app)
    first.start(_config(5))
    one = _table(driver)
    driver.until(lambda: one.game.turn_no >= 3)
    second.start(_config(9))  # another window on the same data folder
    two = _table(driver)
    driver.until(lambda: two.game.turn_no >= 3)
    kept_one, kept_two = one.game.actions_played(), _position(two.game)
    first.close()  # the first window closes first, then the second
    time.sleep(0.01)
    second.close()
    assert len(autosave_files(tmp_path / "data")) == 2

    later = _flow(app, tmp_path)
    title = later.start_title()
    assert later.resumable is not None and _position(later.resumable.game) == kept_two
    _press(driver, title.buttons[2])  # Load: the other game, marked as an autosave
    listing = _listed(driver)
    assert [(e.label, e.autosave) for e in listing.entries] == [("Autosave", True)]
    driver.draw()
    _press(driver, listing.buttons["load"])
    resumed = _table(driver)
    assert resumed.game.actions_played()[:len(kept_one)] == kept_one
    assert later.playing is not None and later.playing.autosave == one_path(first)


def one_path(flow: Flow) -> Path:
    assert flow.playing is not None
    return flow.playing.autosave


def test_only_the_latest_five_games_keep_an_autosave_and_an_old_single_one_still_continues(
        tmp_path: Path) -> None:
    data = tmp_path / "data"
    game = Game.new(["Ann", "Bob"], seed=1)
    seats = [Seat("Ann", 0, "medium"), Seat("Bob", 1, "easy")]
    write_snapshot(snapshot(game, "classic", seats, 1, 1.0, GameRecord(game)), autosave_path(data))
    os.utime(autosave_path(data), (1000, 1000))
    assert read_autosave(data).table is not None  # the old single autosave is continued
    for i in range(AUTOSAVES_KEPT + 2):
        path = autosaves_dir(data) / f"game-{i}.json"
        write_snapshot(snapshot(game, "classic", seats, 1, float(i), GameRecord(game)), path)
        os.utime(path, (2000 + i, 2000 + i))
    prune_autosaves(data)
    kept = autosave_files(data)
    assert [p.name for p in kept[:AUTOSAVES_KEPT]] == [f"game-{i}.json" for i in (6, 5, 4, 3, 2)]
    assert kept[AUTOSAVES_KEPT:] == [autosave_path(data)]  # never removed: not a game's own
    assert read_autosave(data).table is not None and read_autosave(data).table.play_time == 6.0
    assert len(list_saves(data)) == AUTOSAVES_KEPT + 1


def test_every_failed_autosave_is_told_and_the_last_one_at_quit_reaches_the_next_start(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    scene = _table(driver)
    driver.until(lambda: scene.game.turn_no == 2)
    flow.writer.wait()

    def full(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    driver.until(lambda: isinstance(driver.top, NoticeScene))
    first = driver.top
    assert isinstance(first, NoticeScene) and "No space left" in first.message
    driver.key(pygame.K_RETURN)
    told = []
    for _ in range(3000):  # the next failure is told again, over the board
        toast = app.stack.toast
        if toast is not None and "No space left" in toast.text:
            told.append(toast.text)
            break
        driver.frames(1)
    assert told and "again" in told[0]

    flow.close()  # the window closes: the last autosave fails too
    assert "No space left" in capsys.readouterr().err
    monkeypatch.undo()
    app.stack.clear()
    again = _flow(app, tmp_path)
    again.start_title()
    notice = driver.top
    assert isinstance(notice, NoticeScene) and "No space left" in notice.message
    assert "as it closed" in notice.window.window_display_title
    driver.key(pygame.K_RETURN)
    app.stack.clear()
    _flow(app, tmp_path).start_title()
    assert not isinstance(driver.top, NoticeScene)  # told once

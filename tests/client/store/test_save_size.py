"""A save is never written larger than the reader accepts: a long game's autosave keeps fewer
and shorter log lines and a thinner statistics record, and loads back."""

from __future__ import annotations

import errno
import json
import sys
from pathlib import Path

import pytest

from game.client.kit.app import App
from game.client.kit.notice import NoticeScene
from game.client.store.record import GameRecord
from game.client.store.saved_games import (LINE_KEPT, LOG_KEPT, fitted_text, read_autosave,
                                           snapshot)
from game.client.store.seats import Seat
from game.engine import Game
from game.saves import SAVE_MAX_BYTES
from tests.client.driver import Driver

from .test_saved_games import _config, _flow, _playing
from .test_saved_games import app  # noqa: F401  (the fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
from bench import grow_record  # noqa: E402

SAMPLES = 115_000  # chart samples: with the log below, past the size a save may have


def test_a_long_game_at_the_size_limit_autosaves_inside_it_and_loads_back(
        app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    scene = _playing(driver)
    driver.until(lambda: scene.game.turn_no == 2)
    playing = flow.playing
    assert playing is not None
    grow_record(playing.record, SAMPLES)
    scene.told.extend(f"Line {i}: " + "x" * 84_000 for i in range(LOG_KEPT))  # 84 KB each
    driver.until(lambda: scene.game.turn_no == 3)
    flow.writer.wait()
    assert flow.writer.take_error() is None and driver.stack.find(NoticeScene) is None
    assert playing.autosave.stat().st_size <= SAVE_MAX_BYTES
    saved = read_autosave(tmp_path / "data").table
    assert saved is not None and saved.path == playing.autosave
    assert saved.game.actions_played() == scene.game.actions_played()[:len(saved.game.actions_played())]
    assert 0 < len(saved.log) <= 10 and all(len(line) <= LINE_KEPT for line in saved.log)
    told = [line if len(line) <= LINE_KEPT else line[:LINE_KEPT - 1] + "\u2026"
            for line in scene.told]
    assert list(saved.log) == told[-len(saved.log):]  # the latest lines kept
    record = playing.record
    assert len(json.dumps(record.to_dict())) > SAVE_MAX_BYTES  # whole, it would be refused
    assert saved.record.rounds[-1] == record.rounds[-1]  # the last sample kept, others thinned
    assert [s[-1] for s in saved.record.worth] == [s[-1] for s in record.worth]


def test_a_game_whose_moves_alone_outgrow_a_save_is_refused_as_a_failed_write() -> None:
    game = Game.new(["Ann", "Bob"], seed=1)
    snap = snapshot(game, "classic", [Seat("Ann", 0, "easy"), Seat("Bob", 1, "easy")], 1, 0.0,
                    GameRecord(game), ["a line"] * 50)
    small = len(fitted_text(snap)) - 20
    table = json.loads(fitted_text(snap, small))["table"]
    assert len(table["log"]) == 24 and table["record"] == snap.table["record"]  # the log first
    with pytest.raises(OSError) as caught:
        fitted_text(snap, 1000)
    assert caught.value.errno == errno.EFBIG and "1,000 bytes" in str(caught.value)

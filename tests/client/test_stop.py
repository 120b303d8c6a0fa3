"""A clean stop: a service manager's SIGTERM or a Ctrl+C ends the game with exit code 0, the game
on the table autosaved as it stands and the kiosk's log written to its last line."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.main import Flow
from game.client.store.saved_games import read_table
from game.client.table.scene import GameScene
from game.client.store.settings import AnimationSpeed, SeatConfig, Settings, SetupConfig
from game.engine.serialize import state_to_dict
from tests.client.driver import headless_app

ROOT = Path(__file__).resolve().parents[2]


class SignalAt:
    """Sends this process a signal in the given frame, as a service manager would."""

    def __init__(self, at: int, sig: signal.Signals) -> None:
        self.at, self.sig, self.count = at, sig, 0

    def event(self, event: pygame.event.Event) -> bool:
        return False

    def frame(self, dt: float) -> None:
        self.count += 1
        if self.count == self.at:
            os.kill(os.getpid(), self.sig)

    def failed(self, error: Exception) -> None:
        raise error


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_a_stop_signal_ends_the_game_with_the_table_autosaved_as_it_stands(
        tmp_path: Path, sig: signal.Signals) -> None:
    app: App = headless_app((1280, 720))
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, seed=5,
                data_dir=tmp_path / "data", config_dir=tmp_path / "config")
    flow.start(SetupConfig(seats=[SeatConfig(name="Ann", token="car", kind="medium"),
                                  SeatConfig(name="Bob", token="dog", kind="medium")],
                           theme="classic", preset="classic", seed=5))
    scene = app.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    app.supervisor = SignalAt(60, sig)
    app.options.frames = 100_000
    before = signal.getsignal(sig)
    try:
        code = app.run()
    finally:
        flow.close()
    assert code == 0 and app.stopped_by == sig
    assert app.frame == 60, "the app stops after the frame in which the signal came"
    assert signal.getsignal(sig) == before, "the handlers before the run are put back"
    assert scene.game.actions_played() and not scene.game.over, "stopped in mid-game"
    saved = read_table(flow.playing.autosave)
    assert state_to_dict(saved.game) == state_to_dict(scene.game)


def _start(args: list[str], home: Path) -> subprocess.Popen[str]:
    """The game in its own process, its per-user folders in ``home``; a screenshot every half
    second shows that its loop runs."""
    env = dict(os.environ, XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.Popen([sys.executable, "-m", "game", "--headless", "--screenshot-dir",
                             str(home / "shots"), "--screenshot-every", "30", *args], cwd=home,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _running(home: Path) -> bool:
    return any((home / "shots").glob("*.png"))


def _wait_for(done: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        time.sleep(0.1)
    return False


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_the_kiosk_stops_on_a_signal_with_exit_code_0_and_its_log_written(
        tmp_path: Path, sig: signal.Signals) -> None:
    log = tmp_path / "data" / "DeedsAndDice" / "kiosk.log"
    process = _start(["--kiosk"], tmp_path)
    try:
        assert _wait_for(lambda: _running(tmp_path), 60), "the kiosk did not start"
        assert "Kiosk started." in log.read_text()
        process.send_signal(sig)
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert "Traceback" not in err
    assert log.read_text().splitlines()[-1].endswith(f"Kiosk stopped by {sig.name}.")


def test_the_title_stops_on_sigterm_with_exit_code_0(tmp_path: Path) -> None:
    process = _start([], tmp_path)
    try:
        assert _wait_for(lambda: _running(tmp_path), 60), "the title did not show"
        assert process.poll() is None, "the title runs until it is stopped"
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert "Traceback" not in err

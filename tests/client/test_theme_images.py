"""A theme of one's own whose ui.json names an image bomb, or whose font cannot draw, is refused
by the same check as ``tools/check_theme.py``, in the game and at the kiosk: Classic is played,
the reason is told (a notice, the kiosk's log), and nothing is decoded that was refused."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.client.kit.app import App, Options
from game.client.kit.notice import NoticeScene
from game.client.kiosk.config import KioskConfig
from game.client.kiosk.crash_log import LOG_FILE, open_log
from game.client.kiosk.flow import KioskFlow
from game.client.kiosk.memory import thaw
from game.client.main import Flow
from game.client.store.settings import AnimationSpeed, Settings
from game.themes import THEMES_DIR
from tests.test_image_size import bomb_png

from .driver import fresh_app

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def _theme(tmp_path: Path, side: int) -> Path:
    folder = tmp_path / "bomb"
    shutil.copytree(THEMES_DIR / "classic", folder)
    (folder / "images").mkdir()
    (folder / "images" / "face.png").write_bytes(bomb_png(side))
    ui = json.loads((folder / "ui.json").read_text())
    ui.setdefault("button", {})["images"] = {"normal_image": {"path": "images/face.png"}}
    (folder / "ui.json").write_text(json.dumps(ui))
    return folder


@pytest.mark.parametrize("side", [20000, 60000])
def test_a_theme_naming_an_image_bomb_plays_classic_with_a_notice(
        app: App, tmp_path: Path, side: int) -> None:
    folder = _theme(tmp_path, side)
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), folder, seed=5,
                data_dir=tmp_path / "data", config_dir=tmp_path / "config")
    start = time.perf_counter()
    title = flow.start_title()
    assert time.perf_counter() - start < 5
    notice = app.stack.top
    assert isinstance(notice, NoticeScene)
    assert "face.png" in notice.message and f"{side:,} x {side:,} pixels" in notice.message
    assert title.theme.name == "Classic"
    app.stack.draw(app.screen)


def test_the_game_started_on_such_a_theme_exits_normally_in_little_memory(tmp_path: Path) -> None:
    folder = _theme(tmp_path, 60000)
    stats = tmp_path / "stats.json"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "game", "--theme", str(folder), "--headless",
                           "--frames", "5", "--stats", str(stats)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert json.loads(stats.read_text())["peak_memory_mb"] < 300


def test_the_kiosk_checks_its_theme_whole_and_plays_classic_instead(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    shutil.copytree(THEMES_DIR / "classic", folder)
    (folder / "fonts").mkdir()
    (folder / "fonts" / "Body.ttf").write_bytes(b"\x00\x01\x00\x00 not a font" * 64)
    data = json.loads((folder / "theme.json").read_text())
    data["fonts"]["body"] = "fonts/Body.ttf"
    (folder / "theme.json").write_text(json.dumps(data))
    app = App(Options(size=(1280, 720), headless=True))
    flow = KioskFlow(app, KioskConfig(), open_log(tmp_path / "logs"), locked=False, seed=7,
                     theme=folder)
    try:
        flow.attract()
        for _ in range(60):
            app.tick(1 / 60)
        assert flow.theme().name == "Classic"
        for handler in flow.log.handlers:
            handler.flush()
        log = (tmp_path / "logs" / LOG_FILE).read_text(encoding="utf-8")
        assert "could not be used" in log and "Body.ttf" in log
        assert "failed" not in log  # the attract loop runs, frame after frame
    finally:
        thaw()

"""From the command line to the scenes: a broken theme or settings file is shown, not fatal."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App, Options
from game.client.main import Flow
from game.client.kit.notice import NoticeScene
from game.client.kit.scene import Scene
from game.client.scenes.title import TitleScene
from game.client.store.settings import Settings
from game.themes import THEMES_DIR

from .test_bad_files import first_screen


@pytest.fixture()
def app() -> App:
    return App(Options(size=(1280, 720), headless=True))


def _enter(app: App) -> None:
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                         scancode=40))
    for _ in range(3):
        for event in pygame.event.get():
            app.dispatch(event)
        app.stack.update(1 / 60)


def test_a_broken_theme_is_reported_on_screen_and_classic_is_played(app: App, tmp_path: Path) -> None:
    folder = tmp_path / "broken"
    shutil.copytree(THEMES_DIR / "boutique", folder)
    data = json.loads((folder / "theme.json").read_text())
    data["palette"]["accent"] = "pinkish"
    (folder / "theme.json").write_text(json.dumps(data))
    flow = Flow(app, Settings(), folder, seed=1)
    title = flow.start_title()
    top = app.stack.top
    assert isinstance(top, NoticeScene)
    assert "palette.accent" in top.message and "Classic" in top.message
    assert title.theme.name == "Classic"
    app.stack.draw(app.screen)
    _enter(app)
    assert isinstance(app.stack.top, TitleScene)


def test_a_broken_settings_file_is_reported_on_screen(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "config" / "DeedsAndDice"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text('{"volume": "loud"}')
    notice = first_screen(tmp_path, monkeypatch)
    assert isinstance(notice, NoticeScene) and "volume" in notice.message
    assert (folder / "settings.json.bad").exists()


def test_a_theme_from_any_folder_is_played(app: App, tmp_path: Path) -> None:
    folder = tmp_path / "my-edition"
    shutil.copytree(THEMES_DIR / "boutique", folder)
    flow = Flow(app, Settings(), folder, seed=1)
    title = flow.start_title()
    assert isinstance(app.stack.top, TitleScene) and title.theme.name == "Boutique"
    assert title.theme.folder == folder


def test_frame_times_are_kept_only_for_the_stats_file(tmp_path: Path) -> None:
    """A kiosk runs all day: a float a frame would grow without end."""
    for path in (None, tmp_path / "stats.json"):
        app = App(Options(size=(640, 480), headless=True, frames=30, stats=path))
        app.run(Scene())
        assert len(app.frame_ms) == (30 if path else 0)
    stats = json.loads((tmp_path / "stats.json").read_text())
    assert stats["frames"] == 30
    times = stats["frame_ms"]
    assert times["median"] <= times["p95"] <= times["p99"] <= times["max"]

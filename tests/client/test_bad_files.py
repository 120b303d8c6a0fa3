"""No file can stop the game, and no file is lost: a corrupt autosave or named save, laid beside a
good one, is refused with its reason at every way in (the title, Continue, the Load list,
``--continue``, ``--load``), the game starts and ends normally, and every byte stays on disk."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.__main__ import parse
from game.client import main as client_main
from game.client.kit.app import App
from game.client.kit.notice import NoticeScene
from game.client.main import Flow
from game.client.scenes.title import TitleScene
from game.client.store.saved_games import (autosave_path, list_saves, named_path, read_autosave,
                                           read_table, tidy)
from game.client.store.settings import AnimationSpeed, Settings
from game.client.table.scene import GameScene
from game.engine import DataFileError

from .driver import headless_app
from .store.test_saved_games import _saved

ROOT = Path(__file__).resolve().parents[2]


def _edited(change: Callable[[dict[str, Any]], None]) -> Callable[[str], bytes]:
    """A good save with one field changed."""
    def make(good: str) -> bytes:
        raw = json.loads(good)
        change(raw)
        return json.dumps(raw).encode()
    return make


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(raw: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = raw
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        node[int(last) if isinstance(node, list) else last] = value
    return change


#: Files a person, a crash or a disk could leave where the game keeps its saves.
CORRUPT: dict[str, Callable[[str], bytes]] = {
    "nested": lambda good: b"[" * 5000 + b"]" * 5000,
    "long number": lambda good: b'{"format": "deeds-and-dice-save", "version": ' + b"9" * 5000 + b"}",
    "infinity": lambda good: good.replace('"play_time":12.0', '"play_time":Infinity').encode(),
    "year one": _edited(_set("saved_at", "0001-01-01T00:00:00")),
    "player 99": _edited(_set("state.current", 99)),
    "last roll": _edited(_set("state.last_roll", [0, 99])),
    "out of the game": _edited(_set("state.active.0", False)),
    "record's thrower": _edited(_set("table.record.thrower", 99)),
    "record's resting place": _edited(_set("table.record.pos.0", 40)),
    "record's jail": _edited(_set("table.record.jail", 999)),
    "cut short": lambda good: good[:300].encode(),
    "not text": lambda good: b"\xff\xfe\x00" * 50,
    "a list": lambda good: b"[1, 2, 3]",
    "empty": lambda good: b"",
}


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _kept(before: dict[str, bytes], folder: Path) -> bool:
    """Every file's bytes are still somewhere in the folder (moved aside, maybe)."""
    after = set(_files(folder).values())
    return all(content in after for content in before.values())


@pytest.fixture(scope="module")
def good_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    return _saved(tmp_path_factory.mktemp("good"), "good").read_text()


@pytest.fixture()
def app() -> Iterator[App]:
    app = headless_app((1280, 720))
    pygame.event.clear()
    yield app
    pygame.event.clear()


def _flow(app: App, data: Path) -> Flow:
    return Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, seed=5,
                data_dir=data, config_dir=data.parent / "config")


def _lay(data: Path, content: bytes, good: str) -> None:
    """The corrupt file as the autosave and as a named save, beside a good named save."""
    named_path("Good", data).parent.mkdir(parents=True, exist_ok=True)
    named_path("Good", data).write_text(good)
    named_path("Broken", data).write_bytes(content)
    autosave_path(data).write_bytes(content)


@pytest.mark.parametrize("kind", sorted(CORRUPT))
def test_a_corrupt_autosave_is_moved_aside_and_told_and_the_rest_still_loads(
        kind: str, app: App, tmp_path: Path, good_text: str) -> None:
    data = tmp_path / "data"
    content = CORRUPT[kind](good_text)
    _lay(data, content, good_text)
    before = _files(data)
    flow = _flow(app, data)
    flow.start_title()
    notice = app.stack.top
    assert isinstance(notice, NoticeScene) and "autosave.json" in notice.message
    assert "kept as autosave.json.bad" in notice.message
    assert flow.resumable is None and not autosave_path(data).exists()
    assert (data / "autosave.json.bad").read_bytes() == content
    app.stack.draw(app.screen)
    entries = list_saves(data)
    assert [(e.name, e.loadable) for e in entries] == [("Good", True), ("Broken", False)]
    assert entries[1].problem
    assert flow.open_on_start("Broken", False) is not None  # refused with its reason
    assert isinstance(app.stack.top, NoticeScene) and "Broken.json" in app.stack.top.message
    assert flow.open_on_start("Good", False) is None
    assert app.stack.find(GameScene) is not None
    assert _kept(before, data)


def test_continue_without_a_game_to_continue_says_so(app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path / "data")
    flow.start_title()
    assert flow.open_on_start(None, True) == "There is no game to continue."
    assert isinstance(app.stack.top, NoticeScene)
    assert app.stack.find(GameScene) is None and app.stack.find(TitleScene) is not None


def test_a_good_autosave_continues_from_the_command_line(app: App, tmp_path: Path,
                                                          good_text: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    autosave_path(data).write_text(good_text)
    flow = _flow(app, data)
    flow.start_title()
    assert flow.open_on_start(None, True) is None
    scene = app.stack.find(GameScene)
    assert scene is not None and scene.game.round == 3


def test_temporary_files_of_cut_short_writes_are_cleared(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "saves").mkdir(parents=True)
    stale = [data / ".autosave.json.abc123.tmp", data / "saves" / ".Evening.json.x1.tmp"]
    fresh = data / ".autosave.json.new.tmp"
    for path in (*stale, fresh):
        path.write_text("{")
    old = time.time() - 3600
    for path in stale:
        os.utime(path, (old, old))
    tidy(data)
    assert not any(p.exists() for p in stale) and fresh.exists()  # a write under way keeps its file


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_save_mutated_at_random_is_loaded_or_refused_never_a_crash(
        data: st.DataObject, tmp_path: Path, good_text: str) -> None:
    raw = bytearray(good_text.encode())
    for _ in range(data.draw(st.integers(1, 6))):
        how = data.draw(st.sampled_from(["flip", "cut", "insert", "number", "swap"]))
        at = data.draw(st.integers(0, len(raw) - 1))
        if how == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif how == "cut":
            del raw[at:]
            if not raw:
                break
        elif how == "insert":
            raw[at:at] = data.draw(st.sampled_from([b"[", b"{", b"-", b"1e999", b"null", b'"x"',
                                                    b"99999999999999999999999999", b"NaN"]))
        elif how == "number":
            digits = [i for i, c in enumerate(raw) if chr(c).isdigit()]
            if digits:
                i = data.draw(st.sampled_from(digits))
                raw[i:i + 1] = str(data.draw(st.integers(-10**6, 10**6))).encode()
        else:
            j = data.draw(st.integers(0, len(raw) - 1))
            raw[at], raw[j] = raw[j], raw[at]
    path = tmp_path / f"mutated-{data.draw(st.integers(0, 10**9))}.json"
    path.write_bytes(bytes(raw))
    try:
        read_table(path)
    except DataFileError as error:
        assert error.path == str(path)
    assert path.read_bytes() == bytes(raw)  # reading never writes


def test_every_start_with_a_corrupt_save_exits_normally(tmp_path: Path, good_text: str) -> None:
    """The command as a person types it: title, --continue, --load of the broken and the good
    save, each with the corrupt file as autosave and as a named save: exit 0, no traceback."""
    home = tmp_path / "home"
    data = home / "data" / "DeedsAndDice"
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    for extra in ([], ["--continue"], ["--load", "Broken"], ["--load", "Good"]):
        _lay(data, CORRUPT["nested"](good_text), good_text)
        before = _files(data)
        done = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "5", *extra],
                              cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr
        if extra[:1] in (["--continue"], ["--load"]) and extra != ["--load", "Good"]:
            assert done.stderr.strip(), "the reason is told on stderr too"
        assert _kept(before, data)


def first_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *argv: str) -> object:
    """The screen on top when ``python -m game --headless --frames 1 ARGV`` starts, with the
    per-user folders in ``tmp_path`` (the app's loop is not run)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    seen: list[object] = []
    monkeypatch.setattr(App, "run", lambda self, first=None: seen.append(self.stack.top) or 0)
    args = parse(["--headless", "--frames", "1", "--seed", "1", "--size", "1280x720", *argv])
    assert client_main.run(args) == 0
    return seen[0]


def test_run_with_load_goes_to_the_title_when_the_save_is_missing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    notice = first_screen(tmp_path, monkeypatch, "--load", "Nowhere")
    assert isinstance(notice, NoticeScene) and "Nowhere.json" in notice.message
    assert "file not found" in capsys.readouterr().err


def test_autosave_reading_never_raises(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    autosave_path(data).write_bytes(b"{" * 100000)
    seen = read_autosave(data)
    assert seen.table is None and seen.problem is not None and "autosave.json" in seen.problem


@pytest.mark.parametrize("content", [b"[" * 5000 + b"]" * 5000, b'{"volume": ' + b"9" * 5000 + b"}",
                                     b'{"volume": Infinity}', b"\xff\xfe", b'{"volume": 0.5'])
def test_a_corrupt_settings_file_starts_the_game_on_defaults_and_is_kept(
        content: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "config" / "DeedsAndDice"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_bytes(content)
    notice = first_screen(tmp_path, monkeypatch)
    assert isinstance(notice, NoticeScene) and "settings.json" in notice.message
    assert (folder / "settings.json.bad").read_bytes() == content


def test_a_theme_of_ones_own_with_a_corrupt_drawing_is_played_as_classic_with_a_notice(
        app: App, tmp_path: Path) -> None:
    import shutil

    from game.themes import THEMES_DIR, load_theme

    folder = tmp_path / "mine"
    shutil.copytree(THEMES_DIR / "boutique", folder)
    token = load_theme(folder).tokens[0].art
    (folder / token).write_bytes(b"<svg this is not")
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), folder, seed=5,
                data_dir=tmp_path / "data", config_dir=tmp_path / "config")
    title = flow.start_title()
    notice = app.stack.top
    assert isinstance(notice, NoticeScene) and token.split("/")[-1] in notice.message
    assert title.theme.name == "Classic"
    app.stack.draw(app.screen)


def test_a_save_naming_a_folder_elsewhere_plays_classic(app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path / "data")
    theme = flow.theme("../../etc")
    assert theme.name == "Classic"
    assert flow.notices and "theme" in flow.notices[-1][1]

"""The command line refuses what it cannot honour, with a message and exit status 2, before
anything starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import parse

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("argv, said", [
    (["--seed", "-5"], "--seed: expected 0 or more, not -5"),
    (["--seed", str(2**63)], "--seed: a seed is a whole number from 0 to"),
    (["--seed", "lucky"], "--seed: expected a whole number, not 'lucky'"),
    (["--frames", "-1"], "--frames: expected 1 or more, not -1"),
    (["--screenshot-every", "-3"], "--screenshot-every: expected 0 or more"),
    (["--size", "100000x100000"], "--size: the window can be at most 7680x4320"),
    (["--size", "640x480"], "--size: the window needs at least 800x600"),
    (["--stats", "/no/such/folder/stats.json"], "--stats: no folder '/no/such/folder'"),
    (["--join", "host:99999", "--code", "ABC234"], "--join: The port is a number from 1 to"),
    (["--join", "host:8765", "--code", "AB0"], "--code: The table code has 6 letters"),
    (["--join", "host:8765", "--code", "ABC10O"], "--code: A table code has no 0, 1, O"),
    (["--join", "host:8765"], "--join and --code go together"),
    (["--load", "x", "--join", "host", "--code", "ABC234"], "not allowed with argument"),
])
def test_a_value_the_game_cannot_honour_is_refused(argv: list[str], said: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse(argv)
    assert stop.value.code == 2
    assert said in capsys.readouterr().err


def test_stats_and_screenshots_must_be_writable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse(["--stats", str(tmp_path)])
    assert stop.value.code == 2 and "is a folder, not a file" in capsys.readouterr().err
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SystemExit):
        parse(["--screenshot-dir", str(blocker / "shots")])
    assert "--screenshot-dir: cannot make the folder" in capsys.readouterr().err
    if os.geteuid() != 0:  # root may write anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        with pytest.raises(SystemExit):
            parse(["--stats", str(locked / "stats.json")])


def test_values_in_range_are_taken(tmp_path: Path) -> None:
    args = parse(["--seed", str(2**63 - 1), "--frames", "1", "--size", "7680x4320",
                  "--stats", str(tmp_path / "s.json"), "--screenshot-dir", str(tmp_path / "shots")])
    assert args.seed == 2**63 - 1 and args.frames == 1 and args.size == (7680, 4320)
    assert (tmp_path / "shots").is_dir() and args.stats == tmp_path / "s.json"


FULL = Path("/dev/full")  # opens, and every write to it fails as on a full disk
needs_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full here")


@needs_full
def test_a_stats_file_whose_writes_fail_is_refused_before_the_run(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse(["--stats", str(FULL)])
    assert stop.value.code == 2
    assert "--stats: cannot write '/dev/full': No space left on device" in capsys.readouterr().err


def test_the_check_of_a_file_leaves_it_as_it_was(tmp_path: Path) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text('{"frames": 3}')
    parse(["--stats", str(kept), "--stats", str(tmp_path / "new.json"),
           "--screenshot-dir", str(tmp_path / "shots")])
    assert kept.read_text() == '{"frames": 3}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.json", "shots"]
    assert not any((tmp_path / "shots").iterdir())


def _game(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "game", "--headless", *args], cwd=home, env=env,
                          capture_output=True, text=True, timeout=120)


@needs_full
def test_a_screenshot_that_cannot_be_written_stops_the_run_with_the_reason(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    shots.mkdir()
    (shots / "frame-000002.png").symlink_to(FULL)  # the disk is full at the second shot
    done = _game(tmp_path, "--frames", "6", "--screenshot-dir", str(shots),
                 "--screenshot-every", "1", "--stats", str(tmp_path / "stats.json"))
    assert done.returncode == 1
    assert f"Could not write {shots / 'frame-000002.png'}: No space left on device" in done.stderr
    assert "Traceback" not in done.stderr
    assert sorted(p.name for p in shots.iterdir()) == ["frame-000001.png", "frame-000002.png"]
    assert json.loads((tmp_path / "stats.json").read_text())["frames"] == 2


def test_stats_that_cannot_be_written_at_the_end_end_the_run_with_the_reason(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.client.kit.app import App, Options

    blocker = tmp_path / "file"
    blocker.write_text("x")  # its folder became a file during the run
    assert App(Options(headless=True, frames=2, stats=blocker / "stats.json")).run() == 1
    assert f"Could not write {blocker / 'stats.json'}:" in capsys.readouterr().err

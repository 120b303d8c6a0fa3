"""The command line refuses what it cannot honour, with a message and exit status 2, before
anything starts."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.__main__ import parse


@pytest.mark.parametrize("argv, said", [
    (["--seed", "-5"], "--seed: expected 0 or more, not -5"),
    (["--seed", str(2**63)], "--seed: a seed is a whole number from 0 to"),
    (["--seed", "lucky"], "--seed: expected a whole number, not 'lucky'"),
    (["--frames", "-1"], "--frames: expected 1 or more, not -1"),
    (["--screenshot-every", "-3"], "--screenshot-every: expected 0 or more"),
    (["--size", "100000x100000"], "--size: the window can be at most 7680x4320"),
    (["--size", "640x480"], "--size: the window needs at least 800x600"),
    (["--stats", "/no/such/folder/stats.json"], "--stats: no folder '/no/such/folder'"),
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

"""The guarded way into folders: a file where a folder should be, a folder that may not be
opened, a name that is not UTF-8 are told (once, naming the folder) and never raise."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.engine import DataFileError
from game.engine.folders import found, listed, shown, take_notices, there, usable

NOT_UTF8 = os.fsdecode(b"caf\xff")  # as Python names it: with a lone surrogate


@pytest.fixture(autouse=True)
def no_notices_left() -> None:
    take_notices()


def test_a_file_where_a_folder_should_be_is_told_in_one_notice_and_not_used(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "DeedsAndDice"
    blocker.write_text("not a folder")
    assert not usable(blocker, "Nothing is kept there.")
    assert not usable(blocker / "saves", "No saves are kept there.", make=True)
    assert not found(blocker / "autosave.json", "No game is continued.")
    assert listed(blocker, "No saves are listed.") == []
    assert take_notices() == [f"{blocker} is a file where the game needs a folder. Nothing is "
                              "kept there. No saves are kept there. No game is continued. No "
                              "saves are listed. To fix it, move or rename that file."]
    told = capsys.readouterr().err.splitlines()
    assert told[1] == (f"{blocker} is a file where the game needs a folder. No saves are kept "
                       "there. To fix it, move or rename that file.") and len(told) == 4
    assert blocker.read_text() == "not a folder"


def test_each_notice_is_told_once_on_screen_and_on_stderr(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.touch()
    for _ in range(3):
        assert not usable(blocker, "Nothing is kept there.")
    assert len(take_notices()) == 1 and take_notices() == []
    assert capsys.readouterr().err.count("Nothing is kept there.") == 1


def test_a_missing_folder_is_no_problem_unless_it_must_be_made(tmp_path: Path) -> None:
    missing = tmp_path / "a" / "b"
    assert not usable(missing, "x")
    assert not found(missing / "settings.json", "x") and not there(missing, "x")
    assert listed(missing, "x") == []
    assert take_notices() == []
    assert usable(missing, "x", make=True) and missing.is_dir()


def test_a_name_that_is_not_utf8_is_shown_drawably_and_its_folder_used(tmp_path: Path) -> None:
    folder = tmp_path / NOT_UTF8
    assert usable(folder, "x", make=True)
    (folder / "game.json").touch()
    (folder / f"{NOT_UTF8}.json").touch()
    assert shown(folder / "game.json") == f"{tmp_path}/caf\ufffd/game.json"
    shown(folder).encode("utf-8")  # drawable and printable: no lone surrogate left
    assert listed(folder, "It is left out.") == [folder / "game.json"]
    [notice] = take_notices()
    assert notice.startswith(f"{tmp_path}/caf\ufffd/caf\ufffd.json: its name is not UTF-8 text")
    notice.encode("utf-8")


def test_a_data_file_error_names_its_file_drawably(tmp_path: Path) -> None:
    error = DataFileError(str(tmp_path / NOT_UTF8 / "settings.json"), "volume", "expected a number")
    assert error.path == f"{tmp_path}/caf\ufffd/settings.json"
    str(error).encode("utf-8")

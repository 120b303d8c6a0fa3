"""The themes the game lists: a folder named in bytes that are not UTF-8, or a file where the
themes folder should be, is told and left out, never a crash."""

from __future__ import annotations

import os
from pathlib import Path

from game.engine.folders import take_notices
from game.themes import THEME_FILE, available_themes


def test_a_theme_folder_named_in_no_utf8_is_left_out_and_told(tmp_path: Path) -> None:
    for name in ("mine", os.fsdecode(b"caf\xff"), "empty"):
        (tmp_path / name).mkdir()
    (tmp_path / "mine" / THEME_FILE).write_text("{}")
    (tmp_path / os.fsdecode(b"caf\xff") / THEME_FILE).write_text("{}")
    take_notices()
    assert available_themes(tmp_path) == ["mine"]
    [notice] = take_notices()
    assert notice.startswith(f"{tmp_path}/caf\ufffd: its name is not UTF-8 text")


def test_a_file_for_the_themes_folder_lists_none_and_is_told(tmp_path: Path) -> None:
    themes = tmp_path / "themes"
    themes.write_text("not a folder")
    take_notices()
    assert available_themes(themes) == []
    [notice] = take_notices()
    assert notice == (f"{themes} is a file where the game needs a folder. No themes are "
                      "offered from there. To fix it, move or rename that file.")

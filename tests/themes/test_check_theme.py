"""tools/check_theme.py: a valid theme gets a preview PNG, a broken one a reason and exit 1."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import check_theme  # noqa: E402
import pygame  # noqa: E402


@pytest.mark.parametrize("theme", ["classic", "boutique"])
def test_preview_of_a_shipped_theme_shows_board_and_cards(tmp_path: Path, theme: str) -> None:
    out = tmp_path / "preview.png"
    assert check_theme.main([str(ROOT / "themes" / theme), "--out", str(out), "--size", "400"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_height() == 400 and image.get_width() > 400
    # The board is not blank: many distinct colors (bands, text, decks).
    colors = {tuple(image.get_at((x, y))) for x in range(0, 400, 7) for y in range(0, 400, 7)}
    assert len(colors) > 40


def test_broken_theme_is_refused_with_its_reason(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "broken"
    shutil.copytree(ROOT / "themes" / "classic", folder)
    data = json.loads((folder / "theme.json").read_text())
    data["palette"]["board"] = "greenish"
    (folder / "theme.json").write_text(json.dumps(data))
    assert check_theme.main([str(folder), "--out", str(tmp_path / "x.png")]) == 1
    err = capsys.readouterr().err
    assert "theme.json" in err and "palette.board" in err
    assert not (tmp_path / "x.png").exists()


def test_a_valid_theme_writes_no_file_unless_asked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert check_theme.main([str(ROOT / "themes" / "boutique"), "--size", "300"]) == 0
    assert "valid" in capsys.readouterr().out
    assert list(tmp_path.iterdir()) == []


def _broken_copy(tmp_path: Path, change: str) -> Path:
    folder = tmp_path / "broken"
    shutil.copytree(ROOT / "themes" / "classic", folder)
    data = json.loads((folder / "theme.json").read_text())
    if change == "token":
        (folder / data["tokens"][2]["art"]).write_text("<svg><<< not a drawing")
    elif change == "font":
        (folder / "fonts").mkdir()
        (folder / "fonts" / "Body.ttf").write_bytes(b"\x00\x01\x00\x00 not a font" * 64)
        data["fonts"]["body"] = "fonts/Body.ttf"
    elif change == "ui":
        ui = json.loads((folder / "ui.json").read_text())
        ui["#theme_base"]["font"]["name"] = 7
        (folder / "ui.json").write_text(json.dumps(ui))
    (folder / "theme.json").write_text(json.dumps(data))
    return folder


@pytest.mark.parametrize(("change", "file", "field"), [
    ("token", "theme.json", "tokens.2.art"),
    ("font", "theme.json", "fonts.body"),
    ("ui", "theme.json", "ui_theme"),
])
def test_a_file_the_game_could_not_load_fails_the_check(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str, file: str,
        field: str) -> None:
    folder = _broken_copy(tmp_path, change)
    assert check_theme.main([str(folder)]) == 1
    err = capsys.readouterr().err
    assert f"{folder / file}: {field}:" in err and "cannot be loaded as the game loads it" in err


def test_a_check_starts_fonts_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """pygame.init() would start SDL's events, whose signal handlers a process forked later
    inherits: it then ignores SIGTERM, and a pool of workers (tools/sim.py) can never be ended."""
    def refuse() -> None:
        raise AssertionError("the check started more of pygame than its fonts")

    monkeypatch.setattr(pygame, "init", refuse)
    monkeypatch.setattr(pygame.display, "init", refuse)
    assert check_theme.main([str(ROOT / "themes" / "boutique"), "--size", "300"]) == 0

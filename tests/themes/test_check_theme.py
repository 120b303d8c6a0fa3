"""tools/check_theme.py: a valid theme gets a preview PNG, a broken one a reason and exit 1."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import check_theme  # noqa: E402
import pygame  # noqa: E402

from game.themes import load_theme  # noqa: E402
from tests.test_image_size import bomb_png  # noqa: E402


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



@pytest.mark.skipif(sys.platform == "win32", reason="needs fork")
def test_a_process_forked_after_a_check_still_ends_on_sigterm() -> None:
    """pygame.init() would start SDL's events with signal handlers that a process forked later
    keeps: it would ignore SIGTERM, and a pool of workers (tools/sim.py) could never be ended."""
    script = f"""
import os, signal, sys, time
sys.path.insert(0, {str(ROOT / "tools")!r})
import check_theme
assert check_theme.main([{str(ROOT / "themes" / "boutique")!r}, "--size", "300"]) == 0
pid = os.fork()
if pid == 0:
    time.sleep(30)
    os._exit(0)
os.kill(pid, signal.SIGTERM)
_, status = os.waitpid(pid, 0)
print("ended by SIGTERM" if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGTERM
      else f"ended otherwise: {{status}}")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.stdout.strip().endswith("ended by SIGTERM"), done.stdout + done.stderr


def _with_ui_image(tmp_path: Path, content: bytes) -> Path:
    """A copy of Classic whose ui.json draws its buttons with ``images/face.png`` (named as a
    path relative to the theme folder)."""
    folder = tmp_path / "imaged"
    shutil.copytree(ROOT / "themes" / "classic", folder)
    (folder / "images").mkdir()
    (folder / "images" / "face.png").write_bytes(content)
    ui = json.loads((folder / "ui.json").read_text())
    ui.setdefault("button", {})["images"] = {"normal_image": {"path": "images/face.png"}}
    (folder / "ui.json").write_text(json.dumps(ui))
    return folder


def test_a_ui_image_the_game_can_draw_passes_from_any_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    face = tmp_path / "face.png"
    pygame.image.save(pygame.Surface((64, 64)), str(face))
    folder = _with_ui_image(tmp_path, face.read_bytes())
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)  # pygame-gui would look for a relative path from here
    assert check_theme.main([str(folder)]) == 0
    images = load_theme(folder).ui_data()["button"]["images"]
    assert images["normal_image"]["path"] == str(folder / "images" / "face.png")


@pytest.mark.parametrize("side", [20000, 60000])
def test_an_image_bomb_is_refused_from_its_header_quickly_and_in_little_memory(
        tmp_path: Path, side: int) -> None:
    folder = _with_ui_image(tmp_path, bomb_png(side))
    script = f"""
import sys, time
sys.path.insert(0, {str(ROOT / "tools")!r})
import check_theme
from game.client.kit.app import peak_mb
start = time.perf_counter()
code = check_theme.main([{str(folder)!r}])
print(code, time.perf_counter() - start, peak_mb())
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    code, seconds, peak = done.stdout.split()
    assert code == "1" and float(seconds) < 2 and float(peak) < 300
    assert f"{folder / 'ui.json'}: button.images.normal_image.path: images/face.png: " \
           f"{side:,} x {side:,} pixels" in done.stderr

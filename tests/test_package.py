"""The installed game: a wheel carries its themes and art inside the one package ``game``, and
runs from any folder, with no checkout beside it."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    # The pure core: a compiled one takes minutes to build and changes nothing of the data
    # (tests/test_core.py checks the compiled core).
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
                    str(ROOT)], check=True, capture_output=True,
                   env=dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1",
                            DEEDS_AND_DICE_PURE="1"))
    (built,) = out.glob("*.whl")
    return built


def test_the_wheel_installs_one_top_level_package_with_its_data(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
    assert tops == {"game"}
    for shipped in ("game/_data/themes/classic/theme.json", "game/_data/themes/classic/edition.json",
                    "game/_data/themes/boutique/theme.json", "game/_data/themes/boutique/ui.json",
                    "game/_data/assets/icon/deeds-and-dice.svg"):
        assert shipped in names
    for theme in ("classic", "boutique"):
        art = [n for n in names if n.startswith(f"game/_data/themes/{theme}/") and n.endswith(".svg")]
        on_disk = list((ROOT / "themes" / theme).rglob("*.svg"))
        assert len(art) == len(on_disk) > 10
    assert not [n for n in names if "__pycache__" in n or n.startswith("game/_data/tests")]


def test_the_installed_game_runs_from_an_empty_folder(wheel: Path, tmp_path: Path) -> None:
    target, empty = tmp_path / "site", tmp_path / "empty"
    empty.mkdir()
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target",
                    str(target), str(wheel)], check=True, capture_output=True,
                   env=dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1"))
    env = dict(os.environ, PYTHONPATH=str(target), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    where = subprocess.run([sys.executable, "-c", "import game.themes as t; print(t.THEMES_DIR)"],
                           cwd=empty, env=env, capture_output=True, text=True, check=True)
    assert Path(where.stdout.strip()) == target / "game" / "_data" / "themes"
    for args in (["--headless", "--frames", "60"], ["--demo", "--headless", "--frames", "120"],
                 ["--demo", "--headless", "--frames", "120", "--theme", "boutique"]):
        run = subprocess.run([sys.executable, "-m", "game", *args], cwd=empty, env=env,
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0 and "Traceback" not in run.stderr, (args, run.stderr)

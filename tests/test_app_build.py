"""The standalone app (tools/build_app.py): built here, then run from a folder outside the
checkout, with no Python of ours on its path, to the title and through demo games."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_app  # noqa: E402

pytest.importorskip("PyInstaller", reason='the app is built with PyInstaller: pip install -e ".[app]"')


@pytest.fixture(scope="module")
def app_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("app")
    folder = build_app.build(out / "dist", out / "work")
    assert folder == out / "dist" / build_app.NAME
    return folder


def _run(program: Path, args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"))
    return subprocess.run([str(program), *args], cwd=home, env=env, capture_output=True,
                          text=True, timeout=300)


def test_the_built_app_runs_to_the_title_the_join_screen_and_through_demo_games(app_folder: Path,
                                                                 tmp_path: Path) -> None:
    program = app_folder / (build_app.NAME + (".exe" if sys.platform == "win32" else ""))
    assert program.is_file()
    if sys.platform.startswith("linux"):
        desktop = (app_folder / f"{build_app.NAME}.desktop").read_text()
        assert "Name=Deeds & Dice" in desktop
        assert (app_folder / "deeds-and-dice.png").is_file()
    version = _run(program, ["--version"], tmp_path)
    assert version.returncode == 0 and "Deeds & Dice" in version.stdout
    title = _run(program, ["--headless", "--frames", "60"], tmp_path)
    assert title.returncode == 0 and "Traceback" not in title.stderr, title.stderr
    joining = _run(program, ["--join", "127.0.0.1:9", "--code", "ABCDEF", "--headless",
                             "--frames", "120"], tmp_path)  # the Join screen, which lists tables
    assert joining.returncode == 0 and "Traceback" not in joining.stderr, joining.stderr
    config = tmp_path / "kiosk.json"
    config.write_text(json.dumps({"max_rounds": 3, "attract_speed": "instant"}))
    demo = _run(program, ["--demo", "--headless", "--config", str(config), "--frames", "2400"],
                tmp_path)
    assert demo.returncode == 0 and "Traceback" not in demo.stderr, demo.stderr
    log = (tmp_path / "data" / "DeedsAndDice" / "kiosk.log").read_text()
    assert "An attract game of Classic ended" in log and "An attract game of Boutique ended" in log
    assert "could not be used" not in log and "ERROR" not in log

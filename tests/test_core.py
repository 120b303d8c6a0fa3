"""The compiled core and the pure Python one play the same games; DEEDS_AND_DICE_PURE=1 picks
the pure one even where the compiled one is built."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from game.core import PURE_ENV, compiled, stale

ROOT = Path(__file__).resolve().parents[1]
TIMING = {"seconds", "games_per_second", "player_turns_per_second", "jobs"}
needs_compiled = pytest.mark.skipif(not compiled(), reason="no compiled core is built here "
                                    "(no C compiler or mypyc at install): only the pure one runs")
# The rules and AI tests and the engine's doctests run again on the pure core (some twenty
# seconds); the whole suite runs on the compiled one.
PURE_SAMPLE = ["tests/engine", "tests/ai", "game/engine"]


def _run(*args: str, pure: bool) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != PURE_ENV}
    if pure:
        env[PURE_ENV] = "1"
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600)


def test_the_version_names_the_core_and_the_environment_picks_the_pure_one() -> None:
    pure = _run("-m", "game", "--version", pure=True)
    assert pure.returncode == 0 and pure.stdout.strip().endswith(", pure Python core")
    default = _run("-m", "game", "--version", pure=False)
    expected = "compiled core" if compiled() else "pure Python core"
    assert default.returncode == 0 and default.stdout.strip().endswith(f", {expected}")


@needs_compiled
def test_seeded_games_come_out_the_same_in_both_cores(tmp_path: Path) -> None:
    figures = []
    for pure in (False, True):
        out = tmp_path / f"pure{pure}.json"
        done = _run("tools/sim.py", "--games", "8", "--ai", "medium,easy,greedy,random",
                    "--seed", "11", "--max-rounds", "300", "--check", "--quiet",
                    "--json", str(out), pure=pure)
        assert done.returncode == 0, done.stderr
        figures.append({k: v for k, v in json.loads(out.read_text()).items() if k not in TIMING})
    compiled_figures, pure_figures = figures
    assert compiled_figures["player_turns"] > 1000
    assert compiled_figures == pure_figures


@needs_compiled
def test_the_rules_and_ai_tests_and_the_doctests_pass_on_the_pure_core() -> None:
    done = _run("-m", "pytest", "-q", "-p", "no:cacheprovider", *PURE_SAMPLE, pure=True)
    assert done.returncode == 0, done.stdout[-3000:]
    assert " passed" in done.stdout.splitlines()[-1]


def test_a_compiled_module_older_than_its_source_is_named_stale_in_a_checkout(tmp_path: Path) -> None:
    engine = tmp_path / "game" / "engine"
    engine.mkdir(parents=True)
    built = engine / f"dice{EXTENSION_SUFFIXES[0]}"
    for path in (engine / "dice.py", built, engine / f"dice__mypyc{EXTENSION_SUFFIXES[0]}"):
        path.write_text("")
    os.utime(built, (1_000_000, 1_000_000))
    assert stale(tmp_path / "game") == []  # installed from a wheel: nothing to edit
    (tmp_path / "pyproject.toml").write_text("")
    assert stale(tmp_path / "game") == ["engine/dice.py"]
    os.utime(built, None)
    assert stale(tmp_path / "game") == []

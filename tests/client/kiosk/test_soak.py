"""The short form of the kiosk soak (tools/bench.py --only kiosk --quick): whole cycles of
attract games, a visitor's touches and idle spells, and nothing reaches the crash guard; and
the soak's measure of memory growth, which a leak moves and the last sample alone does not."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game.client.dialogs.style import Metrics

BENCH = Path(__file__).resolve().parents[3] / "tools" / "bench.py"


def _bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "bench", bench)  # its dataclasses look themselves up there
    spec.loader.exec_module(bench)
    return bench


def test_a_short_soak_runs_whole_cycles_without_a_failure(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bench = _bench(monkeypatch)
    soak = bench.soak_kiosk(4000, quick=True, size=(1280, 720))
    assert soak.frames == 4000  # nothing closed the kiosk
    assert soak.failures == 0
    assert len(soak.attract_games) >= 1
    assert soak.visitors >= 1 and soak.dropped >= 1  # came, played, left, and was let go
    assert len(soak.frame_ms) == len(soak.cpu_ms) == 4000
    assert Metrics.min_target == 0  # the soak leaves the dialogs as it found them


def test_memory_growth_is_the_trend_of_the_samples_not_the_last_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Level memory with a game on screen at the last sample grows by next to nothing; a leak
    of 30 MB over the span grows by 30 MB, whatever the games on screen add or take away."""
    bench = _bench(monkeypatch)
    frames = range(0, 216_000, 3600)
    swing = [(-1) ** i * 12.0 for i in range(len(frames))]  # the games on screen, minute by minute
    level = bench.Soak(memory_mb=[(f, 190.0 + d) for f, d in zip(frames, swing)])
    level.memory_mb[-1] = (215_999, 221.0)
    assert level.change_mb(36_000) == pytest.approx(221.0 - 202.0)  # the endpoints alone
    assert abs(level.growth_mb(36_000)) < 5.0  # the last sample moves the line a little
    span = 215_999 - 36_000
    leak = bench.Soak(memory_mb=[(f, 190.0 + 30.0 * (f - 36_000) / span + d)
                                 for f, d in zip(frames, swing)])
    assert leak.growth_mb(36_000) == pytest.approx(30.0, abs=3.0)

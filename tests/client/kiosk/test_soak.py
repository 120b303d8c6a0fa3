"""The short form of the kiosk soak (tools/bench.py --only kiosk --quick): whole cycles of
attract games, a visitor's touches and idle spells, and nothing reaches the crash guard."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game.client.dialogs.style import Metrics

BENCH = Path(__file__).resolve().parents[3] / "tools" / "bench.py"


def test_a_short_soak_runs_whole_cycles_without_a_failure(
        monkeypatch: pytest.MonkeyPatch) -> None:
    spec = importlib.util.spec_from_file_location("bench", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "bench", bench)  # its dataclasses look themselves up there
    spec.loader.exec_module(bench)
    soak = bench.soak_kiosk(4000, quick=True, size=(1280, 720))
    assert soak.frames == 4000  # nothing closed the kiosk
    assert soak.failures == 0
    assert len(soak.attract_games) >= 1
    assert soak.visitors >= 1 and soak.dropped >= 1  # came, played, left, and was let go
    assert len(soak.frame_ms) == len(soak.cpu_ms) == 4000
    assert Metrics.min_target == 0  # the soak leaves the dialogs as it found them

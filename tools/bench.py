"""Benchmarks for Deeds & Dice. Run: python tools/bench.py [--only engine] [--quick]

Every figure is the median over several repeats on this machine; the bars each figure is
judged against are printed beside it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import Action, Build, Buy, Game  # noqa: E402


def greedy(actions: list[Action]) -> Action:
    """Always buy, build whenever possible, otherwise the first legal action."""
    build = None
    for a in actions:
        kind = type(a)
        if kind is Buy:
            return a
        if kind is Build and build is None:
            build = a
    return build or actions[0]


def play_greedy(seed: int, record: bool, max_rounds: int = 1000) -> int:
    """One 4-player game through the public API; returns the player-turns played."""
    g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed, record_events=record)
    legal, apply = g.legal_actions, g.apply
    while not g.over and g.round <= max_rounds:
        apply(greedy(legal(g.to_move)))
    return g.turn_no + 1


def _median_rate(work: Callable[[], int], repeats: int) -> tuple[float, list[float]]:
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        count = work()
        rates.append(count / (time.perf_counter() - start))
    return statistics.median(rates), rates


def bench_engine(quick: bool) -> None:
    games = 10 if quick else 40
    repeats = 3 if quick else 5
    print(f"engine: 4-player greedy games through legal_actions/apply, {games} games x {repeats} repeats")
    for record in (True, False):
        seeds = iter(range(10**6))
        median, rates = _median_rate(
            lambda: sum(play_greedy(next(seeds), record) for _ in range(games)), repeats)
        label = "events on " if record else "events off"
        print(f"  player-turns/s, {label}: median {median:,.0f}  "
              f"(runs: {', '.join(f'{r:,.0f}' for r in rates)})  bar: >= 120,000 with events on")
    states = []
    for seed in range(20):
        g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed)
        while not g.over and g.round <= 30:
            g.apply(greedy(g.legal_actions(g.to_move)))
        states.append(g)
    samples = []
    for g in states:
        for _ in range(200 if quick else 1000):
            t0 = time.perf_counter_ns()
            g.clone()
            samples.append(time.perf_counter_ns() - t0)
    print(f"  clone() of a mid-game state (round 30): median {statistics.median(samples) / 1000:.2f} us, "
          f"p99 {statistics.quantiles(samples, n=100)[98] / 1000:.2f} us  bar: median < 20 us")


def bench_client(quick: bool) -> None:
    """Headless client at 1920x1080 playing an AI-only game at normal speed."""
    import json
    import os
    import subprocess
    import tempfile

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    base = [sys.executable, "-m", "game", "--headless", "--demo", "--size", "1920x1080",
            "--seed", "7"]
    starts = []
    for _ in range(3 if quick else 5):
        t0 = time.perf_counter()
        subprocess.run(base + ["--frames", "1"], env=env, check=True, capture_output=True)
        starts.append(time.perf_counter() - t0)
    frames = 900 if quick else 3600
    with tempfile.TemporaryDirectory() as tmp:
        stats_path = Path(tmp) / "stats.json"
        subprocess.run(base + ["--frames", str(frames), "--stats", str(stats_path)], env=env,
                       check=True, capture_output=True)
        stats = json.loads(stats_path.read_text())
    ft = stats["frame_ms"]
    print(f"client: headless 1920x1080, AI-only demo game at normal speed, {frames} frames")
    print(f"  frame time: median {ft['median']:.2f} ms, p95 {ft['p95']:.2f} ms, p99 {ft['p99']:.2f} ms, "
          f"max {ft['max']:.1f} ms  bars: median <= 2 ms, p99 <= 6 ms")
    print(f"  peak memory {stats['peak_memory_mb']:.0f} MB  bar: < 250 MB")
    print(f"  start to first frame drawn (whole process, one frame, then exit): median "
          f"{statistics.median(starts):.2f} s  bar: < 1.5 s")


SECTIONS: dict[str, Callable[[bool], None]] = {"engine": bench_engine, "client": bench_client}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", choices=sorted(SECTIONS), action="append",
                        help="run only these sections (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer repeats, for a smoke run")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, one process")
    for name in args.only or list(SECTIONS):
        SECTIONS[name](args.quick)


if __name__ == "__main__":
    main()

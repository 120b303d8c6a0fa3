"""Benchmarks for Deeds & Dice. Run: python tools/bench.py [--only engine|client|ai] [--quick]

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


class _Timed:
    """Wraps a controller and times each of its answers."""

    def __init__(self, inner: object) -> None:
        self.inner = inner
        self.decisions: list[float] = []  # seconds, for answers that were actions
        self.polls: list[float] = []  # seconds, for "nothing now" answers

    def decide(self, game: Game, player: int) -> Action | None:
        t0 = time.perf_counter()
        action = self.inner.decide(game, player)  # type: ignore[attr-defined]
        dt = time.perf_counter() - t0
        (self.decisions if action is not None else self.polls).append(dt)
        return action  # type: ignore[no-any-return]


def _quantiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    p50 = ordered[len(ordered) // 2]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"p50 {p50 * 1000:.3f} ms, p99 {p99 * 1000:.2f} ms, max {ordered[-1] * 1000:.1f} ms "
            f"({len(ordered):,} decisions)")


def _replay(games: list[tuple[int, list[Action]]]) -> int:
    """Play recorded games again through the engine alone; returns their player-turns."""
    turns = 0
    for seed, actions in games:
        g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed, record_events=False)
        apply = g.apply
        for a in actions:
            apply(a)
        turns += g.turn_no + 1
    return turns


def bench_ai_throughput(quick: bool) -> None:
    """4-player all-medium games through play(), as the simulator plays them; and the same
    games' actions replayed through the engine alone, the floor the AI's share sits on."""
    from game.ai import make_controller, play

    games = 20 if quick else 60
    repeats = 3 if quick else 5
    played: list[tuple[int, list[Action]]] = []
    turns = 0

    def medium_games() -> int:
        nonlocal turns
        played.clear()
        turns = 0
        for seed in range(games):
            g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed, record_events=False)
            turns += play(g, [make_controller("medium", seed * 4 + i) for i in range(4)],
                          max_rounds=1000).player_turns
            played.append((seed, g.actions_played()))
        return turns

    medium_games()  # the valuation tables are built once per rule set, before timing
    median, rates = _median_rate(medium_games, repeats)
    seconds = turns / median
    print(f"ai: {games} 4-player all-medium classic games through play(), {repeats} repeats")
    print(f"  player-turns/s: median {median:,.0f} ({games / seconds:,.1f} games/s; runs: "
          f"{', '.join(f'{r:,.0f}' for r in rates)})  bar: >= 100,000")
    actions = sum(len(a) for _, a in played)
    floor, _ = _median_rate(lambda: _replay(played), repeats)
    print(f"  the same {actions:,} actions through the engine alone: {floor:,.0f} player-turns/s "
          f"({actions / turns:.2f} actions a turn); the AI and the loop take "
          f"{1 - median / floor:.0%} of the time")


def bench_ai(quick: bool) -> None:
    """Decision time of the medium and hard AIs in AI-only games through the Stepper, and
    the time of a win-odds estimate."""
    from game.ai import HardController, make_controller, play
    from game.ai.odds import win_odds

    bench_ai_throughput(quick)
    games = 6 if quick else 24
    timed: list[_Timed] = []
    for seed in range(games):
        seats = [_Timed(make_controller("medium", seed * 4 + i)) for i in range(4)]
        g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed, record_events=False)
        play(g, seats, max_rounds=1000)
        timed += seats
    medium = [t for s in timed for t in s.decisions]
    polls = [t for s in timed for t in s.polls]
    print(f"ai: decision time per answer, through the Stepper, classic rules")
    print(f"  medium, {games} games of 4 medium: {_quantiles(medium)}  bar: p99 < 2 ms")
    print(f"    (its 'nothing now' answers to polls: {_quantiles(polls)})")
    hard_games = 3 if quick else 10
    hard: list[float] = []
    hard_polls: list[float] = []
    looked = 0
    for seed in range(hard_games):
        ai = HardController(seed)
        seats = [_Timed(make_controller("medium", seed * 4 + i)) for i in range(4)]
        seats[seed % 4] = _Timed(ai)
        g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=100 + seed, record_events=False)
        play(g, seats, max_rounds=1000)
        hard += seats[seed % 4].decisions
        hard_polls += seats[seed % 4].polls
        looked += ai.looked_ahead
    print(f"  hard (budget {HardController(0).budget_s * 1000:.0f} ms), {hard_games} games of hard "
          f"against 3 medium: {_quantiles(hard)}  bar: p99 < 50 ms")
    print(f"    ({looked} decisions settled by look-ahead; its 'nothing now' answers: "
          f"{_quantiles(hard_polls)})")
    positions = []
    for seed in range(8):
        g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=200 + seed, record_events=False)
        play(g, [make_controller("medium", i) for i in range(4)], max_rounds=10 + 5 * seed)
        if not g.over:
            positions.append(g)
    for budget in (0.0, 0.02, 0.1):
        spent = []
        for i, g in enumerate(positions):
            t0 = time.perf_counter()
            odds = win_odds(g, budget_s=budget, seed=i)
            spent.append(time.perf_counter() - t0)
            assert abs(sum(odds) - 1) < 1e-9
        print(f"  win_odds(budget_s={budget}) on {len(positions)} mid-game positions: median "
              f"{statistics.median(spent) * 1000:.2f} ms, max {max(spent) * 1000:.2f} ms")


SECTIONS: dict[str, Callable[[bool], None]] = {"engine": bench_engine, "client": bench_client,
                                               "ai": bench_ai}


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

"""Benchmarks for Deeds & Dice. Run: python tools/bench.py [--only engine|client|ai|kiosk|wait|saves|net] [--quick]

Every figure is the median over several repeats on this machine; the bars each figure is
judged against are printed beside it.
"""

from __future__ import annotations

import argparse
from array import array
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.client.kit.app import peak_mb  # noqa: E402
from game.core import PURE_ENV, describe  # noqa: E402
from game.engine import Action, Build, Buy, Game  # noqa: E402
from game.engine.events import Event  # noqa: E402
from pygame_gui.elements import UIButton  # noqa: E402

if TYPE_CHECKING:
    from game.client.store.record import GameRecord


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


class GreedySeat:
    """The greedy play above as a seat of ``game.ai.play``: nothing at any time, so the loop
    and the engine alone set its pace."""

    def decide(self, game: Game, player: int) -> Action | None:
        return greedy(game.legal_actions(player)) if player == game.to_move else None


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
    """Headless client at 1920x1080 playing the demo: the kiosk's attract loop of AI-only games."""
    import json
    import os
    import subprocess
    import tempfile

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    title = [sys.executable, "-m", "game", "--headless", "--size", "1920x1080", "--seed", "7"]
    base = title + ["--demo"]
    starts: dict[str, list[float]] = {"title": [], "demo": []}
    for _ in range(3 if quick else 5):
        for name, command in (("title", title), ("demo", base)):
            t0 = time.perf_counter()
            subprocess.run(command + ["--frames", "1"], env=env, check=True, capture_output=True)
            starts[name].append(time.perf_counter() - t0)
    frames = 900 if quick else 3600
    with tempfile.TemporaryDirectory() as tmp:
        stats_path = Path(tmp) / "stats.json"
        subprocess.run(base + ["--frames", str(frames), "--stats", str(stats_path)], env=env,
                       check=True, capture_output=True)
        stats = json.loads(stats_path.read_text())
    ft = stats["frame_ms"]
    print(f"client: headless 1920x1080, the demo's attract loop (AI-only games), {frames} frames")
    print(f"  frame time: median {ft['median']:.2f} ms, p95 {ft['p95']:.2f} ms, p99 {ft['p99']:.2f} ms, "
          f"max {ft['max']:.1f} ms  bars: median <= 2 ms, p99 <= 6 ms")
    print(f"  peak memory {stats['peak_memory_mb']:.0f} MB  bar: < 250 MB")
    print(f"  start to first frame drawn (whole process, one frame, then exit): median "
          f"{statistics.median(starts['title']):.2f} s to the title, "
          f"{statistics.median(starts['demo']):.2f} s to the demo  bar: < 1.5 s")
    for levels in (("medium", "easy", "medium", "easy"), ("hard",) * 4):
        _bench_table(levels, frames)
    bench_autosave(quick)
    bench_save_list(quick)


def _bench_table(levels: tuple[str, ...], frames: int) -> None:
    """A table of computer players in this process, frame by frame as the app runs them:
    wall time (which a busy machine inflates) and the render thread's own CPU time (which
    it does not: the work done on the frame, computers' thinking included if it ran there)."""
    import pygame

    from game.ai.hard import BUDGET_S
    from game.client.kit.app import App, Options
    from game.client.table.scene import GameScene
    from game.client.store.seats import Seat
    from game.themes import THEMES_DIR, load_theme

    theme = load_theme(THEMES_DIR / "classic")
    seats = [Seat(name, i, level) for i, (name, level) in enumerate(zip(("Ada", "Ben", "Cleo", "Dev"), levels))]
    game = Game.new([s.name for s in seats], edition=theme.edition_spec(), seed=7)
    app = App(Options(size=(1920, 1080), headless=True))
    app.stack.push(GameScene(app.size, game, theme, seats, seed=7))
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(frames):
        t0, c0 = time.perf_counter(), time.thread_time()
        app.stack.update(1 / 60)
        app.stack.draw(app.screen)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
        pygame.display.flip()
    app.stack.clear()
    hard = f", hard look-ahead {BUDGET_S * 1000:.0f} ms a decision" if "hard" in levels else ""
    print(f"client: in-process table of {', '.join(levels)}{hard}; {frames} frames, "
          f"{len(game.actions_played())} actions played (the first frame, which draws the board, left out)")
    print(f"  frame wall time: {_frame_quantiles(wall[1:])}  bars: median <= 2 ms, p99 <= 6 ms")
    print(f"  render thread CPU per frame: {_frame_quantiles(cpu[1:])}")


def _frame_quantiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    at = [ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000 for q in (0.5, 0.95, 0.99)]
    return (f"median {at[0]:.2f} ms, p95 {at[1]:.2f} ms, p99 {at[2]:.2f} ms, "
            f"max {ordered[-1] * 1000:.1f} ms")


def _observer(record: GameRecord) -> Callable[[Game, Action, list[Event]], None]:
    """A watch for play() that hands each action's events to a game's statistics record."""
    def watch(game: Game, action: Action, events: list[Event]) -> None:
        record.observe(game, events)
    return watch


def _long_games() -> list[tuple[str, Game, object]]:
    """Late-game positions to save: the longest of a dozen medium-AI games, and a very long
    game of random legal moves (round 150), each with its statistics record."""
    import random

    from game.ai import make_controller, play
    from game.client.store.record import GameRecord

    out: list[tuple[str, Game, object]] = []
    longest: tuple[Game, GameRecord] | None = None
    for seed in range(12):
        g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed)
        record = GameRecord(g)
        play(g, [make_controller("medium", seed * 4 + i) for i in range(4)],
             watch=_observer(record))
        if longest is None or len(g.actions_played()) > len(longest[0].actions_played()):
            longest = (g, record)
    assert longest is not None
    out.append(("longest of 12 medium 4-player games", *longest))
    rng = random.Random(1)
    g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=1)
    record = GameRecord(g)
    while not g.over and g.round < 150:
        record.observe(g, g.apply(rng.choice(g.legal_actions(g.to_move))))
    out.append(("random legal moves to round 150", g, record))
    return out


def bench_autosave(quick: bool) -> None:
    """An autosave late in a game: what the render thread pays (a copy of the game and the
    record), and what the writer's thread does (JSON, then an atomic write with fsync)."""
    import tempfile

    from game.client.store.saved_games import snapshot, write_snapshot
    from game.client.store.seats import Seat

    seats = [Seat(name, i, "medium") for i, name in enumerate(("Ann", "Bob", "Cy", "Di"))]
    repeats = 10 if quick else 40
    print("client: autosave of a late game (copy on the render thread, write on the writer's)")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "autosave.json"
        for label, g, record in _long_games():
            copies, writes = [], []
            for _ in range(repeats):
                t0 = time.perf_counter()
                snap = snapshot(g, "classic", seats, 1, 3600.0, record)  # type: ignore[arg-type]
                t1 = time.perf_counter()
                write_snapshot(snap, path)
                copies.append(t1 - t0)
                writes.append(time.perf_counter() - t1)
            print(f"  {label}, {len(g.actions_played()):,} moves, {path.stat().st_size // 1024} KB: "
                  f"render thread median {statistics.median(copies) * 1e6:.0f} us, writer thread "
                  f"median {statistics.median(writes) * 1000:.1f} ms  bar: render thread < 1 ms")


def grow_record(record: GameRecord, samples: int) -> None:
    """The statistics of a very long game: ``samples`` more samples in its charts."""
    record.collect_odds(wait=True)
    record.rounds[:0] = [0] * samples
    record.odds_rounds[:0] = [0] * samples
    for series in record.worth:
        series[:0] = [15000] * samples
    for chances in record.odds:
        chances[:0] = [0.123456789012345] * samples


def _big_save(folder: Path, size: int) -> Path:
    """One save of about ``size`` bytes: a game a few rounds in whose statistics record has the
    samples of a very long game."""
    from game.client.store.record import GameRecord
    from game.client.store.saved_games import named_path, snapshot, write_snapshot
    from game.client.store.seats import Seat

    seats = [Seat(name, i, "medium") for i, name in enumerate(("Ann", "Bob", "Cy", "Di"))]
    game = Game.new([s.name for s in seats], seed=3)
    rng = random.Random(3)
    while game.round < 6:
        game.apply(rng.choice(game.legal_actions(game.to_move)))
    record = GameRecord(game)
    grow_record(record, size // 100)  # a sample of four players' worth and odds: 100 bytes
    path = named_path("Big 0000", folder)
    log = [f"Line {i}: " + "x" * 400 for i in range(100)]
    write_snapshot(snapshot(game, "classic", seats, 3, 3600.0, record, log), path)
    return path


def bench_save_list(quick: bool) -> None:
    """The Load list over many big saves: read from their headers on the background thread
    while the frames go on (the render thread draws the list, and never reads a save)."""
    import shutil
    import tempfile

    import pygame

    from game.client.kit.app import App, Options
    from game.client.kit.background import background
    from game.client.scenes.saves_menu import SavesScene
    from game.client.store.saved_games import list_saves, named_path, saves_dir
    from game.themes import THEMES_DIR, load_theme

    count = 100 if quick else 500
    theme = load_theme(THEMES_DIR / "classic")
    app = App(Options(size=(1920, 1080), headless=True))
    with tempfile.TemporaryDirectory() as tmp:
        first = _big_save(Path(tmp), 1 << 20)
        for i in range(1, count):
            shutil.copy(first, named_path(f"Big {i:04d}", Path(tmp)))
        size_kb = first.stat().st_size // 1024
        before = peak_mb()
        t0 = time.perf_counter()
        scene = SavesScene(theme, app.size, background().submit(list_saves, Path(tmp)),
                           saves_dir(Path(tmp)), on_load=lambda t: None)
        app.stack.push(scene)
        frames: list[float] = []
        cpu: list[float] = []
        reading = 0
        shown, after = 0.0, 0
        while after < 120 and len(frames) < 6000:  # until listed, then two seconds of scrolling
            f0, c0 = time.perf_counter(), time.thread_time()
            if scene.ready:  # a key held down: the list scrolls
                after += 1
                app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                                unicode="", scancode=0))
            app.stack.update(1 / 60)
            app.stack.draw(app.screen)
            frames.append(time.perf_counter() - f0)
            cpu.append(time.thread_time() - c0)
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - f0)))  # paced as the app is
            if scene.ready and not shown:
                shown, reading = time.perf_counter() - t0, len(frames)
        app.stack.clear()
        listed = len(scene.entries)
    print(f"client: the Load list over {count} saves of {size_kb} KB each, at 1920x1080")
    print(f"  listed ({listed} rows) {shown:.2f} s after opening ({reading} frames)  bar: < 1 s; "
          f"peak memory {peak_mb():.0f} MB ({peak_mb() - before:+.0f} MB)")
    print(f"  frames while it is read: {_frame_quantiles(frames[:reading])}")
    print(f"  frames after, scrolling: {_frame_quantiles(frames[reading:])}  bar: p99 <= 16 ms")
    print(f"  render thread CPU per frame, all along: {_frame_quantiles(cpu)}")


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


class _Hinted(_Timed):
    """... and times the hint a person in its seat would read on each offer it answers."""

    def __init__(self, inner: object, voice: Any) -> None:
        super().__init__(inner)
        self.voice = voice
        self.hints: list[float] = []

    def decide(self, game: Game, player: int) -> Action | None:
        from game.ai.hints import advise
        from game.engine import TradeAnswer

        if isinstance(game.pending, TradeAnswer) and game.pending.player == player:
            t0 = time.perf_counter()
            advise(game, player, self.voice)
            self.hints.append(time.perf_counter() - t0)
        return super().decide(game, player)


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
          f"{', '.join(f'{r:,.0f}' for r in rates)})  bar: >= 60,000")
    actions = sum(len(a) for _, a in played)
    floor, _ = _median_rate(lambda: _replay(played), repeats)
    print(f"  the same {actions:,} actions through the engine alone: {floor:,.0f} player-turns/s "
          f"({actions / turns:.2f} actions a turn); the AI and the loop take "
          f"{1 - median / floor:.0%} of the time  bar: >= 300,000")

    def greedy_games() -> int:
        count = 0
        for seed in range(games):
            g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed, record_events=False)
            count += play(g, [GreedySeat() for _ in range(4)], max_rounds=1000).player_turns
        return count

    greedy_rate, greedy_rates = _median_rate(greedy_games, repeats)
    print(f"  {games} games of 4 greedy seats through play() (the engine's greedy play, no "
          f"thinking: the loop's floor): median {greedy_rate:,.0f} player-turns/s (runs: "
          f"{', '.join(f'{r:,.0f}' for r in greedy_rates)})")


def bench_ai(quick: bool) -> None:
    """Decision time of the medium and hard AIs in AI-only games through the Stepper, and
    the time of a win-odds estimate."""
    from game.ai import HardController, make_controller, play
    from game.ai.odds import win_odds
    from game.client.views.words import Words
    from game.themes import THEMES_DIR, load_theme

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
    print("ai: decision time per answer, through the Stepper, classic rules")
    print(f"  medium, {games} games of 4 medium: {_quantiles(medium)}  bar: p99 < 2 ms")
    print(f"    (its 'nothing now' answers to polls: {_quantiles(polls)})")
    hard_games = 3 if quick else 10
    hard: list[float] = []
    hard_polls: list[float] = []
    hints: list[float] = []
    looked = 0
    playouts = 0
    classic = load_theme(THEMES_DIR / "classic")
    for seed in range(hard_games):
        ai = HardController(seed)
        g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=100 + seed, record_events=False)
        table: list[_Timed] = [_Hinted(make_controller("medium", seed * 4 + i), Words(classic, g))
                               for i in range(4)]
        table[seed % 4] = _Timed(ai)
        play(g, table, max_rounds=1000)
        hard += table[seed % 4].decisions
        hard_polls += table[seed % 4].polls
        hints += [t for s in table if isinstance(s, _Hinted) for t in s.hints]
        looked += ai.looked_ahead
        playouts += ai.playouts
    budget = HardController(0).budget_s * 1000
    print(f"  hard (budget {budget:.0f} ms), {hard_games} games of hard against 3 medium: "
          f"{_quantiles(hard)}  bar: p99 < {budget + 10:.0f} ms (its budget plus 10 ms)")
    print(f"    ({looked} decisions settled by look-ahead, {playouts / max(1, looked):,.1f} playouts "
          f"each on average, all options counted; its 'nothing now' answers: "
          f"{_quantiles(hard_polls)})")
    print(f"  the hint on an offer a medium seat answered in those games (it plays the offer "
          f"on, as hard does): {_quantiles(hints).replace('decisions', 'hints')}  bar: p99 < "
          f"{budget + 10:.0f} ms")
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


@dataclass
class Soak:
    """What a kiosk soak run saw."""

    frames: int = 0
    attract_games: list[int] = field(default_factory=list)  # frames each finished game took
    visitors: int = 0
    dropped: int = 0  # quick games nobody finished: 'Still playing?' went unanswered
    failures: int = 0  # exceptions that reached the kiosk's crash guard
    # wall time of update, events and drawing; the process's CPU time for the same. Arrays made
    # whole before the first frame: lists growing by a float a frame would be measured as the
    # kiosk's own growth (11 MB over fifty minutes)
    frame_ms: array[float] = field(default_factory=lambda: array("d"))
    cpu_ms: array[float] = field(default_factory=lambda: array("d"))
    memory_mb: list[tuple[int, float]] = field(default_factory=list)  # (frame, resident MB)
    game_start_mb: list[float] = field(default_factory=list)  # resident MB as each attract game began
    window_max_mb: list[float] = field(default_factory=list)  # highest resident MB in each window
    peak_mb: float = 0.0  # the process's peak resident memory

    def growth_mb(self, since: int) -> float:
        """How much resident memory grew from frame ``since`` to the end, read off the
        straight line fitted by least squares to the samples (one a minute) in that span: a
        leak raises the line, while the game on screen at a single sample moves that sample
        alone, by tens of MB either way."""
        span = [(frame, mb) for frame, mb in self.memory_mb if frame >= since]
        if len(span) < 2:
            return 0.0
        line = statistics.linear_regression([f for f, _ in span], [mb for _, mb in span])
        return line.slope * (span[-1][0] - span[0][0])

    def change_mb(self, since: int) -> float:
        """Resident memory at the last sample less that at frame ``since``."""
        start = next(mb for frame, mb in self.memory_mb if frame >= since)
        return self.memory_mb[-1][1] - start


WINDOW = 36_000  # frames in ten minutes at 60 fps


def resident_mb() -> float:
    """The process's resident memory now (Linux /proc; elsewhere the peak so far)."""
    import resource

    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * resource.getpagesize() / 2**20
    except (OSError, IndexError, ValueError):
        return peak_mb()


class Visitor:
    """Comes by now and then: touches the screen, plays a while by touch (enabled buttons
    mostly, anywhere sometimes), or just looks, then walks away and leaves the kiosk idle."""

    def __init__(self, rng: random.Random, size: tuple[int, int], minute: float) -> None:
        self.rng = rng
        self.size = size
        self.minute = minute  # frames in one of the visitor's minutes (shorter in --quick)
        self.away = self._pause()
        self.staying = 0
        self.next_tap = 0

    def _pause(self) -> int:
        return round(self.rng.uniform(3, 9) * self.minute)

    def step(self, app: Any, soak: Soak) -> None:
        if self.staying > 0:
            self.staying -= 1
            self.next_tap -= 1
            if self.next_tap <= 0:
                self.tap(app)
                self.next_tap = self.rng.randint(20, 90)
            if self.staying == 0:
                self.away = self._pause()
            return
        self.away -= 1
        if self.away <= 0:
            soak.visitors += 1
            self.touch((self.rng.randrange(self.size[0]), self.rng.randrange(self.size[1])))
            self.staying = round(self.rng.choice((0.05, 1.0, 2.5)) * self.minute)
            self.next_tap = 30
            if self.staying == 0:
                self.away = self._pause()

    def tap(self, app: Any) -> None:
        buttons = []
        for scene in app.stack.scenes[-1:]:
            manager = getattr(scene, "manager", None) or getattr(scene, "ui", None)
            if manager is not None:
                buttons += [b for b in manager.get_sprite_group().sprites()
                            if isinstance(b, UIButton) and b.visible and b.is_enabled]
        if buttons and self.rng.random() < 0.8:
            self.touch(self.rng.choice(buttons).rect.center)
        else:
            self.touch((self.rng.randrange(self.size[0]), self.rng.randrange(self.size[1])))

    def touch(self, pos: tuple[int, int]) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))


def soak_kiosk(frames: int, quick: bool, seed: int = 1,
               size: tuple[int, int] = (1920, 1080)) -> Soak:
    """A headless, locked kiosk for ``frames`` fixed steps of 1/60 s with a visitor now and then.
    ``quick``: short games and short waits, so that a few thousand frames see the whole cycle."""
    import logging
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.client.kit.app import App, Options
    from game.client.dialogs.style import Metrics
    from game.client.kiosk.config import KioskConfig
    from game.client.kiosk.crash_log import open_log
    from game.client.kiosk.flow import KioskFlow, Mode
    from game.client.kiosk.memory import thaw
    from game.client.table.scene import GameScene

    soak = Soak(frame_ms=array("d", bytes(8 * frames)), cpu_ms=array("d", bytes(8 * frames)))
    config = (KioskConfig(max_rounds=2, idle_seconds=5, countdown_seconds=3) if quick
              else KioskConfig())
    app = App(Options(size=size, headless=True))
    with tempfile.TemporaryDirectory() as logs:
        log = open_log(Path(logs))

        class Count(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                soak.failures += record.levelno >= logging.ERROR
                soak.dropped += "Still playing" in record.getMessage()

        log.addHandler(Count())
        flow = KioskFlow(app, config, log, locked=True, seed=seed)
        flow.attract()
        visitor = Visitor(random.Random(seed), size, 600 if quick else 3600)
        shown: tuple[int, int] | None = None  # the attract game on screen, the frame it began
        window_max = 0.0
        step = 1 / 60
        for frame in range(frames):
            visitor.step(app, soak)
            t0, c0 = time.perf_counter(), time.process_time()
            app.tick(step)
            soak.frame_ms[frame] = (time.perf_counter() - t0) * 1000
            soak.cpu_ms[frame] = (time.process_time() - c0) * 1000
            mb = resident_mb()
            window_max = max(window_max, mb)
            if frame % WINDOW == WINDOW - 1:
                soak.window_max_mb.append(window_max)
                window_max = 0.0
            table = app.stack.find(GameScene)
            if flow.mode is Mode.ATTRACT and table is not None:
                if shown is None or shown[0] != id(table):
                    shown = (id(table), frame)
                    soak.game_start_mb.append(mb)
                if table.game.over and shown[1] >= 0:
                    soak.attract_games.append(frame - shown[1])
                    shown = (id(table), -1)  # counted
            if frame % 3600 == 0 or frame == frames - 1:
                soak.memory_mb.append((frame, mb))
            if not app.running:
                break
        soak.frames = frame + 1
        del soak.frame_ms[soak.frames:], soak.cpu_ms[soak.frames:]
        if window_max:
            soak.window_max_mb.append(window_max)
        thaw()
    Metrics.min_target = 0
    soak.peak_mb = peak_mb()
    return soak


def bench_kiosk(quick: bool) -> None:
    """An hour of kiosk (216,000 frames at 60 fps, fixed step), or a few thousand with --quick."""
    frames = 4000 if quick else 216_000
    t0 = time.perf_counter()
    soak = soak_kiosk(frames, quick)
    wall = time.perf_counter() - t0
    ft = sorted(soak.frame_ms)
    q = statistics.quantiles(ft, n=100)
    since = frames // 6 if not quick else frames // 10  # from the tenth minute of the hour
    games = soak.attract_games
    print(f"kiosk: headless 1920x1080 soak, {soak.frames:,} frames ({soak.frames / 3600:.1f} min "
          f"at 60 fps) in {wall / 60:.1f} min; {'short games and waits' if quick else 'default config'}")
    print(f"  attract games finished: {len(games)}  bar: >= {1 if quick else 5}"
          + (f"; frames each: median {statistics.median(games):,.0f}, max {max(games):,}"
             f" ({statistics.median(games) / 3600:.1f} min)" if games else ""))
    print(f"  visitors: {soak.visitors}, quick games dropped by 'Still playing?': {soak.dropped}")
    print(f"  unhandled exceptions (crash guard): {soak.failures}  bar: 0")
    print(f"  memory: {soak.memory_mb[0][1]:.0f} MB at start, growth from frame {since:,} to the "
          f"end {soak.growth_mb(since):+.1f} MB (the trend of the samples; the last less the first "
          f"{soak.change_mb(since):+.1f} MB)  bar: < 20 MB")
    every = max(1, len(soak.memory_mb) // 6)
    print("    resident MB by frame: " + ", ".join(f"{frame:,}: {mb:.0f}"
                                                 for frame, mb in soak.memory_mb[::every]))
    starts = soak.game_start_mb
    print(f"    a second measure, every frame rather than 7: resident MB as each attract game "
          f"began: {', '.join(f'{mb:.0f}' for mb in starts)}; highest in each ten minutes: "
          f"{', '.join(f'{mb:.0f}' for mb in soak.window_max_mb)}; peak of the process "
          f"{soak.peak_mb:.0f} MB  bar: < 250 MB")
    cpu = sorted(soak.cpu_ms)
    cq = statistics.quantiles(cpu, n=100)
    print(f"  frame time: median {statistics.median(ft):.2f} ms, p95 {q[94]:.2f} ms, p99 {q[98]:.2f} "
          f"ms, max {ft[-1]:.0f} ms  bar: p99 <= 6 ms")
    print(f"    CPU time of the same frames (unaffected by other processes): median "
          f"{statistics.median(cpu):.2f} ms, p99 {cq[98]:.2f} ms, max {cpu[-1]:.0f} ms; frames "
          f"over 50 ms: {sum(t > 50 for t in ft)} wall, {sum(t > 50 for t in cpu)} CPU")


def _human_wait(seed: int, rounds: int) -> tuple[list[float], list[float]]:
    """One game of a person against three medium computers at the default speed, frame by
    frame at 60 fps (no drawing): the simulated seconds from the end of each of the person's
    turns to his next chance to roll, and those of each computer's turn. His own decisions are
    answered at once, by a medium player's choice; on his turn he only rolls and ends it."""
    from game.ai import make_controller
    from game.client.kit.app import App, Options
    from game.client.table.scene import GameScene, HumanController
    from game.client.store.seats import Seat
    from game.engine import EndTurn, Roll
    from game.themes import THEMES_DIR, load_theme

    theme = load_theme(THEMES_DIR / "classic")
    levels = ("human", "medium", "medium", "medium")
    seats = [Seat(name, i, level) for i, (name, level) in enumerate(zip(("Ada", "Ben", "Cleo", "Dev"), levels))]
    game = Game.new([s.name for s in seats], edition=theme.edition_spec(), seed=seed)
    App(Options(size=(1280, 800), headless=True))  # pygame and the UI's fonts, set up
    scene = GameScene((1280, 800), game, theme, seats, seed=seed, intro=False)
    scene.thinking.wait_s = 1 / 60  # a frame's worth of the thread's time, as at 60 fps
    person = scene.controllers[0]
    assert isinstance(person, HumanController)
    answer = make_controller("medium", seed)
    waits: list[float] = []
    turns: list[float] = []
    since: float | None = None
    clock = 0.0
    turn = (game.turn_no, game.current, 0.0)
    while not game.over and len(waits) < rounds and clock < rounds * 120:
        scene.update(1 / 60)
        clock += 1 / 60
        if game.turn_no != turn[0]:
            if turn[1] != 0:
                turns.append(clock - turn[2])
            turn = (game.turn_no, game.current, clock)
        scene.notes.answers.clear()  # he reads a computer's answer to his counter-offer at once
        if game.to_move != 0 or scene.busy or person.chosen is not None:
            continue
        if game.phase.name == "PRE_ROLL" and not game.decisions and game.current == 0 and since is not None:
            waits.append(clock - since)
            since = None
        legal = game.legal_actions(0)
        own = [a for a in legal if isinstance(a, (Roll, EndTurn))] if not game.decisions else []
        action = own[0] if own else answer.decide(game, 0)  # he offers no trades
        if isinstance(action, EndTurn):
            since = clock
        person.chosen = action
    return waits, turns


def _result_now(seed: int) -> tuple[float, int]:
    """A person knocked out of a four-seat game while three medium computers play on, through
    the app's frames as they run (drawn): the wall-clock seconds from *Show the result now* to
    the result, and the rounds the computers played meanwhile. The person's seat is the first
    to go bankrupt in a seeded game between four medium players."""
    from game.ai import make_controller
    from game.client.dialogs.knocked_out import KnockedOutDialog
    from game.client.kit.app import App, Options
    from game.client.store.seats import Seat
    from game.client.table.scene import GameScene
    from game.themes import THEMES_DIR, load_theme

    theme = load_theme(THEMES_DIR / "classic")
    names = ("Ada", "Ben", "Cleo", "Dev")
    game = Game.new(list(names), edition=theme.edition_spec(), seed=seed)
    computers = [make_controller("medium", seed * 4 + i) for i in range(4)]
    while sum(game.active) == 4 and not game.over:
        p = game.to_move
        game.apply(computers[p].decide(game, p) or game.legal_actions(p)[0])
    out = game.active.index(False)
    seats = [Seat(name, i, "human" if i == out else "medium") for i, name in enumerate(names)]
    app = App(Options(size=(1280, 720), headless=True))
    ended: list[bool] = []
    scene = GameScene(app.size, game, theme, seats, seed=seed, intro=False,
                      on_over=lambda g: ended.append(True))
    app.stack.clear(scene)
    while not isinstance(app.stack.top, KnockedOutDialog):
        app.tick(1 / 60)
    start, rounds = time.perf_counter(), game.round
    scene.play_out()  # what the notice's default button does
    while not ended and time.perf_counter() - start < 60:
        app.tick(1 / 60)
    return time.perf_counter() - start, game.round - rounds


def bench_wait(quick: bool) -> None:
    """How long a person waits for his turn with three computers at the default speed, and for
    the result once he is out."""
    games, rounds = (2, 10) if quick else (5, 15)
    waits: list[float] = []
    turns: list[float] = []
    for seed in range(games):
        wait, turn = _human_wait(seed + 1, rounds)
        waits += wait
        turns += turn
    ordered = sorted(waits)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    by_turn = sorted(turns)
    print(f"wait: a person against three medium computers at the normal speed, {games} games x "
          f"up to {rounds} rounds, his own decisions answered at once; simulated 60 fps frame time")
    print(f"  the person's wait per round: median {statistics.median(waits):.1f} s, p95 {p95:.1f} s, "
          f"max {ordered[-1]:.1f} s over {len(waits)} rounds  bar: median <= 8 s")
    print(f"  a computer's turn: median {statistics.median(turns):.1f} s, p95 "
          f"{by_turn[min(len(by_turn) - 1, int(len(by_turn) * 0.95))]:.1f} s over {len(turns)} turns")
    results = [_result_now(seed) for seed in range(1, 4 if quick else 8)]
    seconds = sorted(r[0] for r in results)
    print(f"  a person out at four, 'Show the result now' to the result, frames drawn as they run: "
          f"median {statistics.median(seconds):.2f} s, max {seconds[-1]:.2f} s over {len(results)} "
          f"games (the computers played {min(r[1] for r in results)} to {max(r[1] for r in results)} "
          f"rounds more)  bar: < 10 s")


def bench_net(quick: bool) -> None:
    from net_bench import bench_net as run  # beside this file: the host's process imports it

    run(quick)


SECTIONS: dict[str, Callable[[bool], None]] = {"engine": bench_engine, "client": bench_client,
                                               "ai": bench_ai, "kiosk": bench_kiosk, "wait": bench_wait,
                                               "saves": bench_save_list, "net": bench_net}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", choices=sorted(SECTIONS), action="append",
                        help="run only these sections (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer repeats, for a smoke run")
    args = parser.parse_args()
    core = describe()
    hint = f" ({PURE_ENV}=1 for the pure one)" if core == "compiled core" else ""
    print(f"Python {sys.version.split()[0]}, one process, the {core}{hint}")
    for name in args.only or list(SECTIONS):
        SECTIONS[name](args.quick)


if __name__ == "__main__":
    main()

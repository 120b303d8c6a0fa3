"""Headless batch games between AI levels: win rates, game lengths, endings, landing counts.

    python tools/sim.py --games 400 --players 4 --ai medium,easy,easy,easy --rules classic \\
        --seed 1 --jobs 2 --json out.json [--check] [--theme boutique]

LEVELS is one level for every seat (``medium``) or one per seat (``medium,easy,easy,easy``),
from: random, greedy, easy, medium, hard, the test players of ``game.ai.probers`` (medium
probing a rival's trade answers: ladder, many-for-one, re-ask, mortgaged-at-face, sell-dear),
and the rivals of other styles of ``game.ai.styles`` (medium with one habit: generous,
stubborn, cautious, bidder, hoarder, noisy).
Seats are rotated across games (game i puts the level listed at position (seat + i) mod P in
each seat) so that no level gains from where it sits.
Every game's dice, decks and controllers are seeded from --seed and the game's number alone,
so the figures are the same whatever --jobs is (the hard AI looks ahead by a fixed amount of
work here, without the wall-clock guard it has in the game; --hard-budget sets that amount in
milliseconds of the reference machine). Games still going after --max-rounds rounds stop and
count as ended by "round limit"; nobody wins them (the richest player then is reported
apart, as the leader at the limit). With --round-limit richest they are scored the way
published simulations score them: the richest player by net worth (``Game.worth``: cash,
deeds at price or mortgage value, buildings at cost; ties share) wins, and they count as
ended by "round limit (richest)". Either way the summary gives three win rates: as scored,
plain (a game at the limit won by nobody), and over decided games only (those that ended by
the rules). In the time-limit preset the clock's TimeUp is sent when round --time-up-round
starts.

``--trades FILE`` writes one JSON line per accepted trade: the game's seed and number, the
round, the proposer and the player who accepted (seat, name and level), what changed hands,
both players' win estimates (``game.ai.odds.prior``) just before and just after, and the
groups each side completed by it. The summary then counts the trades that handed a player's
game away: those where the player who accepted completed no group and his estimate fell by
15 points or more, as a share of the accepted trades.

The games are played and counted one by one as they end, so a run's memory does not grow with
--games. The trades of each game are written as it ends and the --json figures, those of the
games ended so far, at most once a second and at the end; SIGINT or SIGTERM stops the run
between two games with the summary and figures of the games ended (exit status 130 or 143).

``rests`` counts, for each of the 40 spaces, how often a token came to rest there once a throw
of the dice had been fully resolved (card moves included); throws that sent a player to Jail
or left him there count in ``rests_in_jail`` instead of on the Jail space.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import os
import signal
import stat
import sys
import time
import traceback
from collections import Counter, deque
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.pool import Pool
from pathlib import Path
from types import FrameType
from typing import TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_controller, play  # noqa: E402
from game.ai.levels import SIM_LEVELS  # noqa: E402
from game.ai.odds import prior  # noqa: E402
from game.engine import (PRESETS, AcceptTrade, Action, CounterTrade, DataFileError,  # noqa: E402
                         EditionSpec, Game, MortgageChoice, ProposeTrade, Roll, RuleSet,
                         TradeOffer, classic_edition)
from game.ai.play import Watcher  # noqa: E402
from game.engine.events import Event  # noqa: E402
from game.engine.invariants import check_invariants  # noqa: E402

MASK = (1 << 64) - 1
ROUND_LIMIT_RICHEST = "round limit (richest)"
GIVEAWAY_DROP = 0.15  # a fall in the accepting player's estimate that hands his game away


def game_seed(seed: int, index: int) -> int:
    """A well-mixed 64-bit seed for game ``index`` of a run (splitmix64 of the pair)."""
    z = (seed * 0x9E3779B97F4A7C15 + index * 0xBF58476D1CE4E5B9 + 0x94D049BB133111EB) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


@dataclass(frozen=True, slots=True)
class Task:
    index: int
    seed: int
    levels: tuple[str, ...]  # as listed on the command line, before rotation
    preset: str
    max_rounds: int
    time_up_round: int
    check: bool
    theme: str = "classic"
    hard_budget: float | None = None  # seconds per decision of the hard AI (None: default)
    richest_at_limit: bool = False  # a game at the round limit goes to the richest
    log_trades: bool = False  # record every accepted trade (see TradeLog)


@dataclass(slots=True)
class GameResult:
    index: int
    seats: tuple[str, ...]  # level in each seat, after rotation
    wins: dict[str, float]  # level -> share of the win (ties share it), as scored
    ended_by: str
    rounds: int
    player_turns: int
    leader: str  # at the round limit: the level of the richest player, else ""
    decided: bool  # the game ended by the rules, not at the round limit
    rests: list[int] = field(default_factory=lambda: [0] * 40)
    rests_in_jail: int = 0
    trades: list[dict[str, object]] = field(default_factory=list)
    winners: tuple[int, ...] = ()  # the seats that won (ties share), as scored


class RestCounter:
    """Counts where each throw of the dice left the token once it was fully resolved."""

    def __init__(self, size: int) -> None:
        self.rests = [0] * size
        self.in_jail = 0
        self.rolling = -1  # the player whose throw is still being resolved

    def __call__(self, g: Game, action: Action, events: list[Event]) -> None:
        if type(action) is Roll:
            self.rolling = action.player
        p = self.rolling
        if p < 0:
            return
        if g.move_pending:
            return  # the fine after a third miss is being raised; the move is still to come
        self.rolling = -1
        if not g.active[p] and g.in_jail[p]:
            return  # bankrupt on the fine after a third miss: the token never moved
        if g.in_jail[p]:
            self.in_jail += 1
        else:
            self.rests[g.pos[p]] += 1


def _completed(g: Game, p: int, before: tuple[int, ...]) -> list[str]:
    """The groups ``p`` owns whole now and did not own whole in ``before`` (owners)."""
    b = g.board
    return [b.group_names[gi] for gi, members in enumerate(b.members)
            if members and all(g.owner[s] == p for s in members)
            and not all(before[s] == p for s in members)]


class TradeLog:
    """Every accepted trade with both players' win estimates just before and just after it.
    An offer's estimates are taken when it is put on the table (nothing else moves until it
    is answered) and again once it is accepted and the mortgages of the deeds it moved are
    lifted or kept."""

    def __init__(self, seed: int, index: int, seats: tuple[str, ...]) -> None:
        self.seed, self.index, self.seats = seed, index, seats
        self.on_table: tuple[TradeOffer, list[float], tuple[int, ...]] | None = None
        self.accepted = False  # the offer on the table is taken; its mortgages are settling
        self.trades: list[dict[str, object]] = []

    def __call__(self, g: Game, action: Action, events: list[Event]) -> None:
        if isinstance(action, (ProposeTrade, CounterTrade)):
            self.on_table = (action.offer, prior(g), tuple(g.owner))
            self.accepted = False
        elif isinstance(action, AcceptTrade) and self.on_table is not None:
            self.accepted = True
        if self.accepted and not any(type(d) is MortgageChoice for d in g.decisions):
            # the mortgages of deeds received are lifted or kept: the trade is settled
            assert self.on_table is not None
            offer, before, owners = self.on_table
            self.on_table, self.accepted = None, False
            after = prior(g)
            names = g.board.names
            record: dict[str, object] = {"seed": self.seed, "game": self.index, "round": g.round}
            for role, p in (("proposer", offer.proposer), ("acceptor", offer.partner)):
                record[role] = {"seat": p, "name": g.names[p], "level": self.seats[p],
                                "estimate_before": round(before[p], 4),
                                "estimate_after": round(after[p], 4),
                                "completed": _completed(g, p, owners)}
            record["proposer_gave"] = {"deeds": [names[s] for s in offer.give],
                                       "cash": offer.give_cash, "cards": list(offer.give_cards)}
            record["acceptor_gave"] = {"deeds": [names[s] for s in offer.take],
                                       "cash": offer.take_cash, "cards": list(offer.take_cards)}
            self.trades.append(record)


def giveaway(trade: dict[str, object], role: str = "acceptor") -> bool:
    """The player who accepted (or, with ``role`` "proposer", the one who proposed) completed
    no group and his estimate fell by GIVEAWAY_DROP or more."""
    side = trade[role]
    assert isinstance(side, dict)
    drop = side["estimate_before"] - side["estimate_after"]
    return not side["completed"] and drop >= GIVEAWAY_DROP - 1e-9


class Watchers:
    """Several watchers of one game, called in turn."""

    def __init__(self, *watchers: Watcher) -> None:
        self.watchers = watchers

    def __call__(self, g: Game, action: Action, events: list[Event]) -> None:
        for w in self.watchers:
            w(g, action, events)


def _ending(reason: str) -> str:
    if reason.endswith("went bankrupt"):
        return "bankruptcy ends the game (richest wins)"
    return reason


_editions: dict[str, EditionSpec] = {}


def edition(theme: str) -> EditionSpec:
    """The board and cards of a theme under themes/ (loaded once per process)."""
    if theme not in _editions:
        from game.themes import THEMES_DIR, load_theme
        _editions[theme] = (classic_edition() if theme == "classic"
                            else load_theme(THEMES_DIR / theme).edition_spec())
    return _editions[theme]


def run_game(task: Task) -> GameResult:
    """Play one game of the run; everything about it follows from the task alone."""
    n = len(task.levels)
    seats = tuple(task.levels[(seat + task.index) % n] for seat in range(n))
    g = Game.new([f"{level.title()} {seat + 1}" for seat, level in enumerate(seats)],
                 rules=RuleSet.from_preset(task.preset), edition=edition(task.theme),
                 seed=task.seed, record_events=task.check)
    controllers = [make_controller(level, (task.seed + seat) & MASK, task.hard_budget,
                                   deterministic=True)
                   for seat, level in enumerate(seats)]
    rests = RestCounter(g.board.size)
    log = TradeLog(task.seed, task.index, seats)
    outcome = play(g, controllers, max_rounds=task.max_rounds, time_up_round=task.time_up_round,
                   watch=Watchers(rests, log) if task.log_trades else rests,
                   check=check_invariants if task.check else None)
    winners = outcome.winners
    leader = ""
    if not g.over:
        worth = {p: g.worth(p) for p in g.active_players()}
        best = max(worth, key=lambda p: (worth[p], -p))
        leader = seats[best]
        if task.richest_at_limit:
            winners = tuple(p for p in worth if worth[p] == worth[best])
    wins: dict[str, float] = {}
    for w in winners:
        wins[seats[w]] = wins.get(seats[w], 0.0) + 1.0 / len(winners)
    ended_by = _ending(outcome.reason)
    if not g.over and task.richest_at_limit:
        ended_by = ROUND_LIMIT_RICHEST
    return GameResult(task.index, seats, wins, ended_by, outcome.rounds, outcome.player_turns,
                      leader, g.over, rests.rests, rests.in_jail, log.trades, winners)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """95% interval of a proportion (Wilson score)."""
    if trials == 0:
        return 0.0, 0.0
    p = successes / trials
    den = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / den
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


class Histogram:
    """How often each whole number came: its median and percentiles without keeping every
    value, so that a run's memory does not grow with its games."""

    def __init__(self) -> None:
        self.counts: Counter[int] = Counter()
        self.total = 0

    def add(self, value: int) -> None:
        self.counts[value] += 1
        self.total += 1

    def nth(self, i: int) -> int:
        """The ``i``-th smallest value (from 0)."""
        seen = 0
        for value in sorted(self.counts):
            seen += self.counts[value]
            if i < seen:
                return value
        raise IndexError(i)

    def median(self) -> float:
        n = self.total
        if n == 0:
            return 0
        if n % 2:
            return self.nth(n // 2)
        return (self.nth(n // 2 - 1) + self.nth(n // 2)) / 2

    def percentile(self, q: float) -> float:
        if not self.total:
            return 0.0
        k = (self.total - 1) * q
        lo, hi = self.nth(math.floor(k)), self.nth(math.ceil(k))
        return lo + (hi - lo) * (k - math.floor(k))


class Progress:
    """A progress bar on stderr, redrawn at most ten times a second."""

    def __init__(self, total: int, enabled: bool = True) -> None:
        self.total = total
        self.enabled = enabled
        self.start = time.perf_counter()
        self.last = 0.0

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if not self.enabled or (now - self.last < 0.1 and done < self.total):
            return
        self.last = now
        width = 30
        filled = width * done // max(1, self.total)
        rate = done / max(1e-9, now - self.start)
        sys.stderr.write(f"\r[{'#' * filled}{'-' * (width - filled)}] {done}/{self.total} games"
                         f"  {rate:,.1f} games/s")
        if done >= self.total:
            sys.stderr.write("\n")
        sys.stderr.flush()


STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Stopped(BaseException):
    """The run ends before its last game (a stop signal, a worker lost, a file that cannot
    be written): the games finished are reported, the one under way is dropped."""

    def __init__(self, reason: str, status: int) -> None:
        super().__init__(reason)
        self.reason, self.status = reason, status


class StopSignals:
    """While the games are played, SIGINT and SIGTERM stop the run between two games: a game
    that has ended is counted and written whole (see ``held``) before the stop is taken."""

    def __init__(self) -> None:
        self.holding = False
        self.pending: int | None = None
        self.before: dict[signal.Signals, Callable[[int, FrameType | None], object] | int
                          | None] = {}

    def __enter__(self) -> StopSignals:
        self.before = {sig: signal.signal(sig, self._stop) for sig in STOP_SIGNALS}
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, handler in self.before.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)

    def _stop(self, signum: int, _frame: FrameType | None) -> None:
        if self.holding:
            self.pending = signum
            return
        raise stopped_by(signum)

    @contextmanager
    def held(self) -> Iterator[None]:
        """A stop signal waits until the block has run."""
        self.holding = True
        try:
            yield
        finally:
            self.holding = False
        if self.pending is not None:
            raise stopped_by(self.pending)


def stopped_by(signum: int) -> Stopped:
    """The stop a signal asks for, with the shell's exit status (128 + its number)."""
    return Stopped(f"stopped by {signal.Signals(signum).name}", 128 + signum)


def run(tasks: Iterable[Task], jobs: int,
        progress: Progress) -> Generator[GameResult, None, None]:
    """The games' results in the order of the tasks, played here or by ``jobs`` worker
    processes; the tasks are taken only as the workers need them."""
    if jobs <= 1:
        for i, task in enumerate(tasks):
            yield run_game(task)
            progress.update(i + 1)
        return
    chunk = max(1, min(20, progress.total // (jobs * 8)))
    for i, result in enumerate(Workers(jobs).play(iter(tasks), chunk)):
        yield result
        progress.update(i + 1)


def _work(conn: Connection) -> None:
    """A worker process: plays each batch of tasks it is sent and sends back their results (or
    the traceback of a game that failed), until it is sent None. Only the main process takes SIGINT (a terminal sends it to every
    process of the run); it stops a worker with SIGTERM, which ends the worker at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # also undoes SDL's handler if pygame ran
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
    try:
        while (batch := conn.recv()) is not None:
            try:
                conn.send([run_game(task) for task in batch])
            except Exception:  # told to the main process, which fails with it
                conn.send(traceback.format_exc())
    except (EOFError, OSError):
        pass  # the main process is gone


class Workers:
    """Worker processes, each with its own pipe (a worker killed with the run leaves no shared
    lock held); each has at most two batches of tasks in hand, and the results wait in order
    for at most a few batches."""

    AHEAD = 2  # batches in a worker's hand

    def __init__(self, jobs: int) -> None:
        context = (multiprocessing.get_context("spawn") if sys.platform == "win32"
                   else multiprocessing.get_context("fork"))
        masking = hasattr(signal, "pthread_sigmask")
        if masking:  # a stop signal is not taken by a worker before it sets its handlers
            before = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
        self.conns: list[Connection] = []
        self.procs: list[multiprocessing.process.BaseProcess] = []
        try:
            try:
                for _ in range(jobs):
                    mine, theirs = context.Pipe()
                    proc = context.Process(target=_work, args=(theirs,), daemon=True)
                    proc.start()
                    theirs.close()
                    self.conns.append(mine)
                    self.procs.append(proc)
            finally:
                if masking:  # a stop signal that came meanwhile is taken here
                    signal.pthread_sigmask(signal.SIG_SETMASK, before)
        except BaseException:
            self.close(finished=False)
            raise

    def play(self, tasks: Iterator[Task], chunk: int) -> Iterator[GameResult]:
        in_hand: dict[Connection, deque[int]] = {c: deque() for c in self.conns}
        done: dict[int, list[GameResult]] = {}
        sent = given = 0  # batches sent out, batches whose results were given
        finished = False
        try:
            while True:
                for conn in self.conns:
                    while (len(in_hand[conn]) < self.AHEAD
                           and sent - given < 2 * self.AHEAD * len(self.conns)):
                        batch = list(itertools.islice(tasks, chunk))
                        if not batch:
                            break
                        conn.send(batch)
                        in_hand[conn].append(sent)
                        sent += 1
                if given == sent:
                    finished = True
                    return
                for ready in wait([c for c in self.conns if in_hand[c]]):
                    assert isinstance(ready, Connection)
                    done[in_hand[ready].popleft()] = self._receive(ready)
                while given in done:
                    yield from done.pop(given)
                    given += 1
        finally:
            self.close(finished)

    def _receive(self, conn: Connection) -> list[GameResult]:
        try:
            answer = conn.recv()
        except (EOFError, OSError):
            proc = self.procs[self.conns.index(conn)]
            proc.join(1)
            raise Stopped(f"a worker process ended (exit status {proc.exitcode})", 1) from None
        if isinstance(answer, str):
            raise RuntimeError(f"a game failed in a worker process:\n{answer}")
        assert isinstance(answer, list)
        return answer

    def close(self, finished: bool) -> None:
        """Workers whose work is done end on their own; else they are stopped."""
        for conn, proc in zip(self.conns, self.procs):
            if finished:
                try:
                    conn.send(None)
                except OSError:
                    pass
            else:
                proc.terminate()
        for conn, proc in zip(self.conns, self.procs):
            proc.join()
            conn.close()


def finish(pool: Pool) -> None:
    """Let the pool's workers end on their own before the pool is left: leaving it sends
    them SIGTERM, which a process forked after pygame started (SDL's handler turns the
    signal into a quit event) ignores, and the wait for them would never end."""
    pool.close()
    pool.join()


@dataclass(slots=True)
class LevelRate:
    seats: int
    rate: float
    low: float
    high: float


@dataclass(slots=True)
class Figures:
    """The figures of a run: what the summary shows and --json writes."""

    games: int
    seed: int
    rules: str
    theme: str
    players: int
    seats: list[str]
    jobs: int
    max_rounds: int
    round_limit: str  # how a game at the round limit is scored: "nobody" or "richest"
    wins: dict[str, float]  # per level, as scored; a shared win counts as a share
    win_rate: dict[str, LevelRate]  # per seat of each level, as scored, with its 95% interval
    win_rate_plain: dict[str, LevelRate]  # ... a game at the round limit won by nobody
    decided: int  # games that ended by the rules, not at the round limit
    win_rate_decided: dict[str, LevelRate]  # ... over the decided games only
    ended_by: dict[str, int]
    leaders_at_round_limit: dict[str, int]  # the richest level when the round limit struck
    player_turns: int  # in all games
    player_turns_median: float
    player_turns_p95: float
    rounds_median: float
    rounds_p95: float
    seconds: float
    games_per_second: float
    player_turns_per_second: float
    rests: list[int]
    rests_in_jail: int
    trades_accepted: int  # with --trades: the trades accepted in all games
    trades_given_away: int  # ... where the player who accepted handed his game away
    trades_given_away_by_proposer: int  # ... where the one who proposed did


class Tally:
    """The figures of a run added up game by game as the games end, in the order of their
    numbers (the same sums whatever --jobs)."""

    def __init__(self, levels: tuple[str, ...]) -> None:
        self.seat_count = Counter(levels)
        self.games = self.decided = self.player_turns = 0
        self.wins: dict[str, float] = {level: 0.0 for level in self.seat_count}  # as scored
        self.plain: dict[str, float] = dict(self.wins)  # at the limit nobody wins
        self.ended: Counter[str] = Counter()
        self.leaders: Counter[str] = Counter()
        self.turns, self.rounds = Histogram(), Histogram()
        self.rests = [0] * 40
        self.rests_in_jail = 0
        self.trades = self.given_away = self.given_away_by_proposer = 0

    def add(self, r: GameResult) -> None:
        self.games += 1
        for level, share in r.wins.items():
            self.wins[level] += share
            if r.decided:
                self.plain[level] += share
        self.decided += r.decided
        self.ended[r.ended_by] += 1
        if r.leader:
            self.leaders[r.leader] += 1
        self.turns.add(r.player_turns)
        self.rounds.add(r.rounds)
        self.player_turns += r.player_turns
        for s in range(40):
            self.rests[s] += r.rests[s]
        self.rests_in_jail += r.rests_in_jail
        self.trades += len(r.trades)
        self.given_away += sum(giveaway(t) for t in r.trades)
        self.given_away_by_proposer += sum(giveaway(t, "proposer") for t in r.trades)


def _rates(wins: dict[str, float], seat_count: Counter[str], games: int) -> dict[str, LevelRate]:
    """Each level's share of the wins per seat it held, with its 95% interval."""
    out = {}
    for level, seats in seat_count.items():
        trials = games * seats
        low, high = wilson(wins[level], trials)
        out[level] = LevelRate(seats, wins[level] / trials if trials else 0.0, low, high)
    return out


def summarize(t: Tally, args: argparse.Namespace, levels: tuple[str, ...],
              seconds: float) -> Figures:
    games = t.games
    return Figures(
        games=games, seed=args.seed, rules=args.rules, theme=args.theme, players=len(levels),
        seats=list(levels),
        jobs=args.jobs, max_rounds=args.max_rounds, round_limit=args.round_limit,
        wins=dict(t.wins), win_rate=_rates(t.wins, t.seat_count, games),
        win_rate_plain=_rates(t.plain, t.seat_count, games), decided=t.decided,
        win_rate_decided=_rates(t.plain, t.seat_count, t.decided),
        ended_by=dict(sorted(t.ended.items(), key=lambda kv: -kv[1])),
        leaders_at_round_limit=dict(t.leaders),
        player_turns=t.player_turns,
        player_turns_median=t.turns.median(),
        player_turns_p95=t.turns.percentile(0.95),
        rounds_median=t.rounds.median(),
        rounds_p95=t.rounds.percentile(0.95),
        seconds=seconds,
        games_per_second=games / seconds if seconds else 0.0,
        player_turns_per_second=t.player_turns / seconds if seconds else 0.0,
        rests=list(t.rests),
        rests_in_jail=t.rests_in_jail,
        trades_accepted=t.trades,
        trades_given_away=t.given_away,
        trades_given_away_by_proposer=t.given_away_by_proposer,
    )


def report(f: Figures) -> str:
    """The summary a person reads."""
    scored = ("a game at the round limit won by its richest player"
              if f.round_limit == "richest" else "a game at the round limit won by nobody")
    lines = [f"{f.games} games, {f.players} players, rules {f.rules}, theme {f.theme}, seed {f.seed}, "
             f"seats {','.join(f.seats)} rotated",
             f"win rate per seat, 95% interval (an even share is {1 / f.players:.1%}), {scored}:"]
    width = max(map(len, f.win_rate), default=0)
    for level, w in f.win_rate.items():
        lines.append(f"  {level:<{width}} x{w.seats}  {w.rate:6.1%}  [{w.low:.1%}, {w.high:.1%}]"
                     f"  ({f.wins[level]:g} wins in {f.games * w.seats} seat-games)")
    if f.round_limit == "richest":
        lines.append("  plain (a game at the round limit won by nobody): " + _rate_list(f.win_rate_plain))
    lines.append(f"  over the {f.decided} decided games only: " + _rate_list(f.win_rate_decided))
    ended = ", ".join(f"{k} {v} ({v / max(1, f.games):.1%})" for k, v in f.ended_by.items())
    lines.append(f"ended by: {ended}")
    if f.leaders_at_round_limit and f.round_limit != "richest":
        lead = ", ".join(f"{k} {v}" for k, v in f.leaders_at_round_limit.items())
        lines.append(f"richest at the round limit (not counted as wins): {lead}")
    lines.append(f"game length: rounds median {f.rounds_median:g}, p95 {f.rounds_p95:g}; "
                 f"player-turns median {f.player_turns_median:g}, p95 {f.player_turns_p95:g}")
    lines.append(f"throughput: {f.games_per_second:,.2f} games/s, "
                 f"{f.player_turns_per_second:,.0f} player-turns/s "
                 f"({f.player_turns:,} player-turns in {f.seconds:.1f} s, {f.jobs} jobs)")
    if f.trades_accepted:
        lines.append(f"trades: {f.trades_accepted} accepted; the accepting player completed no "
                     f"group and his estimate fell by {GIVEAWAY_DROP:.0%} or more in "
                     f"{f.trades_given_away} ({f.trades_given_away / f.trades_accepted:.2%}); "
                     f"the same of the proposing player in {f.trades_given_away_by_proposer} "
                     f"({f.trades_given_away_by_proposer / f.trades_accepted:.2%})")
    return "\n".join(lines)


def _rate_list(rates: dict[str, LevelRate]) -> str:
    return ", ".join(f"{level} {w.rate:.1%} [{w.low:.1%}, {w.high:.1%}]"
                     for level, w in rates.items())


def parse_levels(text: str, players: int) -> tuple[str, ...]:
    names = tuple(x.strip() for x in text.split(","))
    for name in names:
        if name not in SIM_LEVELS:
            raise SystemExit(f"unknown AI level '{name}' (one of {', '.join(SIM_LEVELS)})")
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise SystemExit(f"--ai lists {len(names)} levels for {players} players")
    return names


def whole(least: int, most: int) -> Callable[[str], int]:
    """A whole number from ``least`` to ``most`` (an argparse type)."""

    def check(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if not least <= value <= most:
            raise argparse.ArgumentTypeError(f"expected {least} to {most}, not {value}")
        return value

    return check


MAX_BUDGET_MS = 60_000.0  # a minute per decision: more is a mistake, not a setting


def budget(text: str) -> float:
    """The hard AI's look-ahead per decision in milliseconds: finite and above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected milliseconds, not {text!r}") from None
    if not 0 < value <= MAX_BUDGET_MS:  # NaN fails this too
        raise argparse.ArgumentTypeError(f"expected more than 0 and at most {MAX_BUDGET_MS:g} "
                                         f"milliseconds, not {text}")
    return value


class Outputs:
    """The --json and --trades files: opened before the first game and checked by writing
    to them; each game's trades are written as it ends, and the figures of the games ended
    so far are written again at most once a second and at the end of the run."""

    EVERY = 1.0  # seconds between two writes of the figures

    def __init__(self, json_path: Path | None, trades_path: Path | None) -> None:
        self.json_path, self.trades_path = json_path, trades_path
        self.json: TextIO | None = None
        self.trades: TextIO | None = None
        self.written = 0.0

    def open(self, parser: argparse.ArgumentParser) -> None:
        """Open both files; one that cannot be written ends the run here (exit status 2)."""
        for option, path in (("--json", self.json_path), ("--trades", self.trades_path)):
            if path is None:
                continue
            try:
                out = path.open("w", encoding="utf-8")
                try:
                    out.write("\n")  # a full disk (or /dev/full) fails only on a write
                    out.flush()
                    if stat.S_ISREG(os.fstat(out.fileno()).st_mode):
                        out.seek(0)
                        out.truncate()
                except OSError:
                    out.close()
                    raise
            except OSError as error:
                self.close()
                parser.error(f"{option}: cannot write {str(path)!r}: {error.strerror or error}")
            if option == "--json":
                self.json = out
            else:
                self.trades = out

    def game(self, r: GameResult) -> None:
        if self.trades is None or not r.trades:
            return
        try:
            self.trades.write("".join(json.dumps(t) + "\n" for t in r.trades))
            self.trades.flush()
        except OSError as error:
            raise _unwritten(self.trades_path, error) from None

    def figures(self, f: Callable[[], Figures], last: bool = False) -> None:
        """Write the figures over the last ones (always when ``last``)."""
        now = time.perf_counter()
        if self.json is None or (not last and now - self.written < self.EVERY):
            return
        self.written = now
        try:
            self.json.seek(0)
            self.json.write(json.dumps(asdict(f()), indent=2) + "\n")
            self.json.truncate()
            self.json.flush()
        except OSError as error:
            raise _unwritten(self.json_path, error) from None

    def close(self) -> None:
        for out in (self.json, self.trades):
            if out is not None:
                try:
                    out.close()
                except OSError:
                    pass  # what could not be written was named already


def _unwritten(path: Path | None, error: OSError) -> Stopped:
    return Stopped(f"cannot write {str(path)!r}: {error.strerror or error}", 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=whole(1, 10**12), default=100)
    parser.add_argument("--players", type=whole(2, 8), default=4)
    parser.add_argument("--ai", default="medium", help="one level, or one per seat, comma-separated")
    parser.add_argument("--rules", default="classic", choices=sorted(PRESETS))
    parser.add_argument("--theme", default="classic", help="the edition's board and cards: "
                        "a theme folder under themes/")
    parser.add_argument("--seed", type=whole(0, MASK), default=1)
    parser.add_argument("--jobs", type=whole(1, 256), default=1)
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")
    parser.add_argument("--check", action="store_true", help="check invariants after every action")
    parser.add_argument("--max-rounds", type=whole(1, 10**6), default=1000)
    parser.add_argument("--round-limit", choices=("nobody", "richest"), default="nobody",
                        help="who wins a game still going after --max-rounds: nobody (the "
                        "default), or the richest player by net worth")
    parser.add_argument("--time-up-round", type=whole(1, 10**6), default=60,
                        help="time-limit preset: the round at whose start time is called")
    parser.add_argument("--hard-budget", type=budget, default=None, metavar="MS",
                        help="the hard AI's look-ahead time per decision, in milliseconds "
                        "(default: its own)")
    parser.add_argument("--trades", type=Path, default=None, metavar="FILE",
                        help="write every accepted trade here, one JSON line each, with both "
                        "players' win estimates before and after")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    levels = parse_levels(args.ai, args.players)
    try:
        edition(args.theme)
    except DataFileError as error:  # a bad theme stops the run here, the file and field named
        parser.error(f"--theme: {error}")
    tasks = (Task(i, game_seed(args.seed, i), levels, args.rules, args.max_rounds,
                  args.time_up_round, args.check, args.theme,
                  None if args.hard_budget is None else args.hard_budget / 1000,
                  args.round_limit == "richest", args.trades is not None)
             for i in range(args.games))
    outputs = Outputs(args.json, args.trades)
    tally = Tally(levels)
    start = time.perf_counter()

    def figures() -> Figures:
        return summarize(tally, args, levels, time.perf_counter() - start)

    progress = Progress(args.games, enabled=not args.quiet)
    stopped: Stopped | None = None
    with StopSignals() as stop:
        try:
            with stop.held():  # a stop while the files open waits until they are whole
                outputs.open(parser)
            games = run(tasks, args.jobs, progress)
            try:
                for result in games:
                    with stop.held():
                        tally.add(result)
                        outputs.game(result)
                        outputs.figures(figures)
            finally:
                stop.holding = True  # from here on a signal does not cut the report short
                games.close()  # the worker processes are stopped before the report
        except Stopped as why:
            stopped = why
        summary = figures()
        if stopped is not None and progress.enabled:
            sys.stderr.write("\n")
        print(report(summary), flush=True)
        try:
            outputs.figures(lambda: summary, last=True)
        except Stopped as why:
            stopped = stopped or why
        outputs.close()
    if stopped is not None:
        print(f"sim: {stopped.reason} after {tally.games} of {args.games} games; the figures "
              "are those of the games finished", file=sys.stderr)
        return stopped.status
    return 0

if __name__ == "__main__":
    sys.exit(main())

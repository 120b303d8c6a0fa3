"""Headless batch games between AI levels: win rates, game lengths, endings, landing counts.

    python tools/sim.py --games 400 --players 4 --ai medium,easy,easy,easy --rules classic \\
        --seed 1 --jobs 2 --json out.json [--check] [--theme boutique]

LEVELS is one level for every seat (``medium``) or one per seat (``medium,easy,easy,easy``),
from: random, greedy, easy, medium, hard, and the test players of ``game.ai.probers`` (medium
probing a rival's trade answers: ladder, many-for-one, re-ask, mortgaged-at-face, sell-dear).
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

``rests`` counts, for each of the 40 spaces, how often a token came to rest there once a throw
of the dice had been fully resolved (card moves included); throws that sent a player to Jail
or left him there count in ``rests_in_jail`` instead of on the Jail space.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
from multiprocessing.pool import Pool
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import LEVELS, make_controller, play  # noqa: E402
from game.ai.levels import PROBER_LEVELS  # noqa: E402
from game.ai.odds import prior  # noqa: E402
from game.engine import (PRESETS, AcceptTrade, Action, CounterTrade, EditionSpec,  # noqa: E402
                         Game, MortgageChoice, ProposeTrade, Roll, RuleSet, TradeOffer,
                         classic_edition)
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


def percentile(values: list[int], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


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


def run(tasks: list[Task], jobs: int, progress: Progress) -> Iterator[GameResult]:
    if jobs <= 1:
        for i, task in enumerate(tasks):
            yield run_game(task)
            progress.update(i + 1)
        return
    chunk = max(1, min(20, len(tasks) // (jobs * 8)))
    with multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn").Pool(jobs) as pool:
        for i, result in enumerate(pool.imap(run_game, tasks, chunksize=chunk)):
            yield result
            progress.update(i + 1)
        finish(pool)


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


def _wins(results: list[GameResult], seat_count: Counter[str]) -> dict[str, float]:
    wins: dict[str, float] = {level: 0.0 for level in seat_count}
    for r in results:
        for level, share in r.wins.items():
            wins[level] += share
    return wins


def _rates(wins: dict[str, float], seat_count: Counter[str], games: int) -> dict[str, LevelRate]:
    """Each level's share of the wins per seat it held, with its 95% interval."""
    out = {}
    for level, seats in seat_count.items():
        trials = games * seats
        low, high = wilson(wins[level], trials)
        out[level] = LevelRate(seats, wins[level] / trials if trials else 0.0, low, high)
    return out


def summarize(results: list[GameResult], args: argparse.Namespace, levels: tuple[str, ...],
              seconds: float) -> Figures:
    games = len(results)
    seat_count = Counter(levels)
    decided = [r for r in results if r.decided]
    wins = _wins(results, seat_count)
    plain = _wins(decided, seat_count)  # at the limit nobody wins
    ended = Counter(r.ended_by for r in results)
    turns = [r.player_turns for r in results]
    rounds = [r.rounds for r in results]
    total_turns = sum(turns)
    return Figures(
        games=games, seed=args.seed, rules=args.rules, theme=args.theme, players=len(levels),
        seats=list(levels),
        jobs=args.jobs, max_rounds=args.max_rounds, round_limit=args.round_limit, wins=wins,
        win_rate=_rates(wins, seat_count, games),
        win_rate_plain=_rates(plain, seat_count, games), decided=len(decided),
        win_rate_decided=_rates(plain, seat_count, len(decided)),
        ended_by=dict(sorted(ended.items(), key=lambda kv: -kv[1])),
        leaders_at_round_limit=dict(Counter(r.leader for r in results if r.leader)),
        player_turns=total_turns,
        player_turns_median=statistics.median(turns) if turns else 0,
        player_turns_p95=percentile(turns, 0.95),
        rounds_median=statistics.median(rounds) if rounds else 0,
        rounds_p95=percentile(rounds, 0.95),
        seconds=seconds,
        games_per_second=games / seconds if seconds else 0.0,
        player_turns_per_second=total_turns / seconds if seconds else 0.0,
        rests=[sum(r.rests[s] for r in results) for s in range(40)],
        rests_in_jail=sum(r.rests_in_jail for r in results),
        trades_accepted=sum(len(r.trades) for r in results),
        trades_given_away=sum(giveaway(t) for r in results for t in r.trades),
        trades_given_away_by_proposer=sum(giveaway(t, "proposer")
                                          for r in results for t in r.trades),
    )


def report(f: Figures) -> str:
    """The summary a person reads."""
    scored = ("a game at the round limit won by its richest player"
              if f.round_limit == "richest" else "a game at the round limit won by nobody")
    lines = [f"{f.games} games, {f.players} players, rules {f.rules}, theme {f.theme}, seed {f.seed}, "
             f"seats {','.join(f.seats)} rotated",
             f"win rate per seat, 95% interval (an even share is {1 / f.players:.1%}), {scored}:"]
    for level, w in f.win_rate.items():
        lines.append(f"  {level:<7} x{w.seats}  {w.rate:6.1%}  [{w.low:.1%}, {w.high:.1%}]"
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
        if name not in LEVELS + PROBER_LEVELS:
            raise SystemExit(f"unknown AI level '{name}' "
                             f"(one of {', '.join(LEVELS + PROBER_LEVELS)})")
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise SystemExit(f"--ai lists {len(names)} levels for {players} players")
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--ai", default="medium", help="one level, or one per seat, comma-separated")
    parser.add_argument("--rules", default="classic", choices=sorted(PRESETS))
    parser.add_argument("--theme", default="classic", help="the edition's board and cards: "
                        "a theme folder under themes/")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")
    parser.add_argument("--check", action="store_true", help="check invariants after every action")
    parser.add_argument("--max-rounds", type=int, default=1000)
    parser.add_argument("--round-limit", choices=("nobody", "richest"), default="nobody",
                        help="who wins a game still going after --max-rounds: nobody (the "
                        "default), or the richest player by net worth")
    parser.add_argument("--time-up-round", type=int, default=60,
                        help="time-limit preset: the round at whose start time is called")
    parser.add_argument("--hard-budget", type=float, default=None, metavar="MS",
                        help="the hard AI's look-ahead time per decision, in milliseconds "
                        "(default: its own)")
    parser.add_argument("--trades", type=Path, default=None, metavar="FILE",
                        help="write every accepted trade here, one JSON line each, with both "
                        "players' win estimates before and after")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 8:
        raise SystemExit("--players must be 2 to 8")
    levels = parse_levels(args.ai, args.players)
    edition(args.theme)  # a bad theme stops the run here, with the file and field named
    tasks = [Task(i, game_seed(args.seed, i), levels, args.rules, args.max_rounds,
                  args.time_up_round, args.check, args.theme,
                  None if args.hard_budget is None else args.hard_budget / 1000,
                  args.round_limit == "richest", args.trades is not None)
             for i in range(args.games)]
    progress = Progress(args.games, enabled=not args.quiet)
    start = time.perf_counter()
    results = list(run(tasks, max(1, args.jobs), progress))
    seconds = time.perf_counter() - start
    summary = summarize(results, args, levels, seconds)
    print(report(summary))
    if args.trades is not None:
        with args.trades.open("w", encoding="utf-8") as out:
            for r in results:
                for t in r.trades:
                    out.write(json.dumps(t) + "\n")
    if args.json is not None:
        args.json.write_text(json.dumps(asdict(summary), indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

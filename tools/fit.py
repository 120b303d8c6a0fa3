"""Fit the constants of the win-odds estimate (``game.ai.odds``) to finished games.

    python tools/fit.py --games 700 --seed 7 --jobs 1
    python tools/fit.py --mix hard,medium --games 600 --seed 3 --jobs 2

Plays games between the AI levels (by default easy and medium, 2 to 4 players, the mix
turning with the game's number; ``--mix`` names the seats of every game), reads the estimate's
view of the position (``odds.outlook``) every third round, and finds by maximum likelihood
(Nelder-Mead on the mean log-likelihood of the real winner) its constants: horizon, build
share, power and floor. Games at the round limit have no winner and are left out. The
positions of every other game are held out: the summary gives the mean log-likelihood and
Brier score there, with each set of constants in force and with the fitted ones.

The default games fit ``odds.PRIOR``, the estimate the players read. Games of the hard player
against medium ones fit the value of its playouts' last positions: ``--mix hard,medium`` fits
``odds.SEARCH_DUEL``, ``--mix hard,medium,medium,medium`` fits ``odds.SEARCH_TABLE``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sim import finish, game_seed  # noqa: E402

from game.ai import LEVELS, make_controller, play  # noqa: E402
from game.ai import odds  # noqa: E402
from game.ai.valuation import valuer_for  # noqa: E402
from game.engine import Action, Game  # noqa: E402
from game.engine.events import Event  # noqa: E402

MIXES = (("medium", "easy"), ("medium", "medium"), ("medium", "easy", "easy"),
         ("medium", "medium", "easy"), ("medium", "medium", "medium"),
         ("medium", "easy", "easy", "easy"), ("medium", "medium", "easy", "easy"),
         ("medium", "medium", "medium", "medium"))
NAMES = odds.Constants._fields
MAX_ROUNDS = 500

# One position: who is still in, purses, worth less cash, rent per opponent turn, the sets
# with room to build (owner, extra rent, cost); and the winner.
Position = tuple[list[int], list[int], list[int], list[float], list[tuple[int, float, int]], int]


def chances(x: Sequence[float], pos: Position) -> list[float]:
    """The estimate's odds of the position with the constants ``x`` (in NAMES' order)."""
    active, cash, assets, earn, builds, _ = pos
    return odds.Outlook(active, assets, earn, builds).odds(cash, odds.Constants(*x))


def positions(task: tuple[int, int, tuple[tuple[str, ...], ...]]) -> list[Position]:
    """The positions read every third round of one game, each with its winner."""
    index, seed, mixes = task
    levels = mixes[index % len(mixes)]
    n = len(levels)
    seats = tuple(levels[(s + index) % n] for s in range(n))
    g = Game.new([f"P{s + 1}" for s in range(n)], seed=seed)
    v = valuer_for(g)
    found: list[tuple[list[int], list[int], list[int], list[float],
                      list[tuple[int, float, int]]]] = []
    last = [-1]

    def watch(c: Game, action: Action, events: list[Event]) -> None:
        if c.round != last[0] and c.round % 3 == 0 and not c.decisions and not c.over:
            last[0] = c.round
            look = odds.outlook(c, v)
            found.append((look.active[:], c.cash[:], look.assets[:], look.earn[:],
                          look.builds[:]))

    seated = [make_controller(level, seed + s, deterministic=True) for s, level in enumerate(seats)]
    outcome = play(g, seated, max_rounds=MAX_ROUNDS, watch=watch)
    if len(outcome.winners) != 1:
        return []
    return [(*f, outcome.winners[0]) for f in found]


def score(x: Sequence[float], data: list[Position]) -> tuple[float, float]:
    """Mean log-likelihood of the real winner, and mean Brier score."""
    ll = brier = 0.0
    for pos in data:
        q = chances(x, pos)
        win = pos[5]
        ll += math.log(max(q[win], 1e-12))
        brier += sum((q[p] - (1.0 if p == win else 0.0)) ** 2 for p in pos[0])
    return ll / len(data), brier / len(data)


def nelder_mead(f: Callable[[list[float]], float], x0: list[float], steps: list[float],
                rounds: int = 300) -> list[float]:
    """The point near ``x0`` where ``f`` is least (the simplex method, plain)."""
    pts = [x0[:]] + [[x + (steps[i] if i == j else 0.0) for j, x in enumerate(x0)]
                     for i in range(len(x0))]
    vals = [f(p) for p in pts]
    for _ in range(rounds):
        order = sorted(range(len(pts)), key=lambda i: vals[i])
        pts, vals = [pts[i] for i in order], [vals[i] for i in order]
        centre = [sum(p[j] for p in pts[:-1]) / (len(pts) - 1) for j in range(len(x0))]
        worst = pts[-1]
        refl = [c + (c - w) for c, w in zip(centre, worst)]
        fr = f(refl)
        if fr < vals[0]:
            exp = [c + 2 * (c - w) for c, w in zip(centre, worst)]
            fe = f(exp)
            pts[-1], vals[-1] = (exp, fe) if fe < fr else (refl, fr)
        elif fr < vals[-2]:
            pts[-1], vals[-1] = refl, fr
        else:
            con = [c + 0.5 * (w - c) for c, w in zip(centre, worst)]
            fc = f(con)
            if fc < vals[-1]:
                pts[-1], vals[-1] = con, fc
            else:
                best = pts[0]
                pts = [best] + [[b + 0.5 * (p - b) for b, p in zip(best, q)] for q in pts[1:]]
                vals = [vals[0]] + [f(p) for p in pts[1:]]
    return pts[min(range(len(pts)), key=lambda i: vals[i])]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=700)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", default=None, metavar="LEVEL",
                        help="only the games all of whose players are of this level")
    parser.add_argument("--mix", default=None, metavar="LEVELS",
                        help="the levels of every game's seats, comma-separated (the seats "
                        "turn with the game's number)")
    args = parser.parse_args(argv)
    mixes = tuple(m for m in MIXES if args.only is None or set(m) == {args.only})
    if args.mix is not None:
        mix = tuple(args.mix.split(","))
        if not 2 <= len(mix) <= 8 or any(level not in LEVELS for level in mix):
            raise SystemExit(f"--mix: 2 to 8 of {', '.join(LEVELS)}, comma-separated")
        mixes = (mix,)
    work = [(i, game_seed(args.seed, i), mixes) for i in range(args.games)]
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            games = pool.map(positions, work)
            finish(pool)
    else:
        games = [positions(w) for w in work]
    fit = [pos for i, found in enumerate(games) if i % 2 == 0 for pos in found]
    held = [pos for i, found in enumerate(games) if i % 2 == 1 for pos in found]

    def loss(x: list[float]) -> float:
        # positive constants searched by their logarithms
        return -score([math.exp(t) for t in x], fit)[0]

    start = [math.log(max(1e-3, x)) for x in odds.PRIOR]
    best = [math.exp(t) for t in nelder_mead(loss, start, [0.3] * len(start))]
    played = sum(1 for found in games if found)
    print(f"{args.games} games (seed {args.seed}), {played} with a winner; {len(fit)} positions "
          f"fitted, {len(held)} held out")
    in_force = {"PRIOR": odds.PRIOR, "SEARCH_DUEL": odds.SEARCH_DUEL,
                "SEARCH_TABLE": odds.SEARCH_TABLE}
    shown: list[Sequence[float]] = []
    for label, x in (*in_force.items(), ("fitted", best)):
        if x in shown:
            continue  # the same constants under another name
        shown.append(x)
        ll, brier = score(x, held)
        consts = ", ".join(f"{name} {value:.3g}" for name, value in zip(NAMES, x))
        print(f"  {label:<12} {consts}: held out log-likelihood {ll:.4f}, Brier {brier:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""A prober's edge over plain medium against one level, on the same seeds.

    python tools/probe.py --games 600 --players 2 --against medium --seed 29 --jobs 1 \\
        [--probers ladder,many-for-one,re-ask,mortgaged-at-face,sell-dear]

Each prober (see ``game.ai.probers``) takes the first seat listed against ``--against`` in
the others, as ``tools/sim.py --ai PROBER,AGAINST,...`` would seat it; plain medium takes the
same seat in the same games. The edge is the prober's share of the wins less plain medium's,
game by game, with the 95% interval of that paired difference (a game the probing does not
change counts zero, so the interval is narrower than two separate runs would give). Its
accepted offers are counted, and those that sold its partner a lot completing a group. With
more than two players, the same paired edge is given for the seats that took its offers
(in the game with the prober, against the same seat in the game without): what they lost or
gained, where the rest of the prober's edge came from the players outside its trades.

With ``--keep DIR`` each run's games are kept in ``DIR/<first seat>.jsonl`` as they are
played, headed by its settings and a digest of the rules engine's and computer players' source
and of the Classic edition they play on; a later run with the same settings and source reads
them back instead of playing them again (the run without a prober, repeated by every
invocation, above all), and a run stopped part way is taken up at the first game it had not
finished. A file that does not match is played again and written over; one that cannot be
read is named, and played again.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import io
import json
import math
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sim import GameResult, Progress, Task, game_seed, run  # noqa: E402

from game.ai.levels import LEVELS, PROBER_LEVELS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def source_digest() -> str:
    """A digest of the rules engine's and the computer players' source and of the Classic
    edition they play on: the games a seed gives change with any of them (the compiled core
    plays the same games as its source)."""
    h = hashlib.sha256()
    for path in sorted((*ROOT.glob("game/engine/*.py"), *ROOT.glob("game/ai/*.py"),
                        ROOT / "themes" / "classic" / "edition.json")):
        h.update(path.relative_to(ROOT).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def kept(path: Path, header: dict[str, object]) -> list[GameResult]:
    """The games kept in ``path``, in order, if it was written with these settings and
    source: all of them, or those a stopped run had finished (its last line may be cut
    short); else none (a file that cannot be read is named on stderr)."""
    if not path.is_file():
        return []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        if not lines or json.loads(lines[0]) != header:
            return []
        results: list[GameResult] = []
        for n, line in enumerate(lines[1:], 2):
            try:
                d = json.loads(line)
            except ValueError:
                if n == len(lines):
                    break  # written when the run was stopped
                raise
            d["seats"], d["winners"] = tuple(d["seats"]), tuple(d["winners"])
            result = GameResult(**d)
            if result.index != len(results):
                raise ValueError(f"line {n} holds game {result.index}, not {len(results)}")
            results.append(result)
    except (OSError, ValueError, TypeError, KeyError) as e:
        print(f"probe: {path} cannot be read ({e}); its games are played again",
              file=sys.stderr)
        return []
    return results[:cast(int, header["games"])]


@contextmanager
def keeping(path: Path, header: dict[str, object],
            done: list[GameResult]) -> Iterator[Callable[[GameResult], None]]:
    """Write the header and the games ``done`` to ``path`` (through a file renamed into
    place), and give a function that adds each game as it is played, a whole line at once."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + ".part")
    with part.open("w", encoding="utf-8") as f:
        f.write(json.dumps(header) + "\n")
        for r in done:
            f.write(json.dumps(dataclasses.asdict(r)) + "\n")
    part.replace(path)
    with path.open("a", encoding="utf-8") as f:
        def add(r: GameResult) -> None:
            f.write(json.dumps(dataclasses.asdict(r)) + "\n")
            f.flush()
        yield add


def first_share(results: list[GameResult], players: int) -> list[float]:
    """The share of each game's win taken by the level listed first (seats rotate)."""
    return [seat_share(r, -r.index % players) for r in results]


def seat_share(r: GameResult, seat: int) -> float:
    """The share of the win taken by ``seat``."""
    return 1.0 / len(r.winners) if seat in r.winners else 0.0


def partners_edge(probed: list[GameResult], plain: list[GameResult],
                  name: str) -> tuple[list[float], list[float]]:
    """The shares of the wins of the seats that took an offer of the prober ``name``, game
    by game, with the prober and (the same seat, the same game) without."""
    with_it: list[float] = []
    without: list[float] = []
    for r, q in zip(probed, plain):
        seats = {t["acceptor"]["seat"] for t in r.trades
                 if isinstance(t["proposer"], dict) and t["proposer"]["level"] == name
                 and isinstance(t["acceptor"], dict)}
        for seat in sorted(s for s in seats if isinstance(s, int)):
            with_it.append(seat_share(r, seat))
            without.append(seat_share(q, seat))
    return with_it, without


def paired(a: list[float], b: list[float]) -> tuple[float, float, float]:
    """The mean of ``a`` less ``b``, game by game, with its 95% interval (normal)."""
    d = [x - y for x, y in zip(a, b)]
    n = len(d)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--against", default="medium", choices=LEVELS)
    parser.add_argument("--probers", default=",".join(PROBER_LEVELS))
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--max-rounds", type=int, default=1000)
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="keep each run's games here, and read back those kept with the "
                        "same settings and source instead of playing them again")
    args = parser.parse_args(argv)
    probers = [x.strip() for x in args.probers.split(",")]
    for name in probers:
        if name not in PROBER_LEVELS:
            raise SystemExit(f"unknown prober '{name}' (one of {', '.join(PROBER_LEVELS)})")
    others = (args.against,) * (args.players - 1)

    digest = source_digest() if args.keep is not None else ""

    def play(first: str) -> list[GameResult]:
        header: dict[str, object] = {
            "games": args.games, "levels": [first, *others], "rules": args.rules,
            "seed": args.seed, "max_rounds": args.max_rounds, "source": digest}
        path = args.keep / f"{first}.jsonl" if args.keep is not None else None
        results = kept(path, header) if path is not None else []
        if len(results) == args.games:
            return results
        tasks = [Task(i, game_seed(args.seed, i), (first, *others), args.rules, args.max_rounds,
                      60, False, log_trades=True) for i in range(len(results), args.games)]
        with (keeping(path, header, results) if path is not None
              else nullcontext(lambda r: None)) as add:
            for r in run(tasks, max(1, args.jobs), Progress(len(tasks), not args.quiet)):
                results.append(r)
                add(r)
        return results

    # each result line reaches a file as its run ends, not when the buffer fills (the
    # progress bar is on stderr)
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(line_buffering=True)
    unprobed = play("medium")
    plain = first_share(unprobed, args.players)
    print(f"{args.games} games, {args.players} players, rules {args.rules}, seed {args.seed}, "
          f"against {args.against}: plain medium in the first seat wins "
          f"{sum(plain) / len(plain):.1%}")
    for name in probers:
        results = play(name)
        share = first_share(results, args.players)
        edge, low, high = paired(share, plain)
        sold = [t for r in results for t in r.trades
                if isinstance(t["proposer"], dict) and t["proposer"]["level"] == name]
        completing = sum(1 for t in sold if isinstance(t["proposer"], dict)
                         and t["proposer"]["completed"])
        print(f"  {name:<18} wins {sum(share) / len(share):6.1%}; edge {100 * edge:+.1f} points "
              f"[{100 * low:+.1f}, {100 * high:+.1f}]; {len(sold)} of its offers accepted, "
              f"{completing} completing one of its groups")
        if args.players > 2:
            taken, untaken = partners_edge(results, unprobed, name)
            if taken:
                edge, low, high = paired(taken, untaken)
                print(f"  {'':<18} the seats that took them: edge {100 * edge:+.1f} points "
                      f"[{100 * low:+.1f}, {100 * high:+.1f}] ({len(taken)} seat-games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

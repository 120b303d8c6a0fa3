"""Find group colors that stay apart for the three common color blindnesses.

Starting from a theme's own group colors, a seeded search nudges them until every pair is at
least ``--apart`` (CIE76) from each other with normal sight and as protanopia, deuteranopia and
tritanopia see them (Machado et al. 2009), moving each as little from the theme's look as it
can. Prints the colors for the theme's ``palette.safe_groups`` and their measurements.

    python tools/safe_palette.py themes/classic [--apart 22] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import DataFileError  # noqa: E402
from game.themes import load_theme  # noqa: E402
from game.client.views.vision import (SIMULATIONS, closest_pairs, delta_e, lab,  # noqa: E402
                                      linear, simulate)

VISIONS: tuple[str | None, ...] = (None, *SIMULATIONS)


def hex_of(rgb: tuple[int, int, int]) -> str:
    return "#%02x%02x%02x" % rgb


def seen(hex_color: str) -> list[tuple[float, float, float]]:
    """The color in Lab for each vision."""
    rgb = linear(hex_color)
    return [lab(rgb if kind is None else simulate(rgb, kind)) for kind in VISIONS]


def cost(colors: list[str], labs: list[list[tuple[float, float, float]]], start: list[str],
         apart: float) -> float:
    """Shortfalls below ``apart`` weigh heavily; then the distance from the theme's look."""
    short = 0.0
    for i in range(len(colors)):
        for j in range(i):
            for a, b in zip(labs[i], labs[j]):
                short += max(0.0, apart - math.dist(a, b)) ** 2
    drift = sum(delta_e(c, s) for c, s in zip(colors, start))
    return short * 100 + drift


def search(start: list[str], apart: float, seed: int, steps: int) -> list[str]:
    rng = random.Random(seed)
    colors = list(start)
    labs = [seen(c) for c in colors]
    best = now = cost(colors, labs, start, apart)
    kept = list(colors)
    for step in range(steps):
        heat = 1 - step / steps
        i = rng.randrange(len(colors))
        old = colors[i]
        rgb = tuple(int(old[k:k + 2], 16) for k in (1, 3, 5))
        spread = max(2, round(40 * heat))
        new = tuple(min(255, max(0, v + rng.randint(-spread, spread))) for v in rgb)
        colors[i] = hex_of((new[0], new[1], new[2]))
        old_lab = labs[i]
        labs[i] = seen(colors[i])
        tried = cost(colors, labs, start, apart)
        if tried < now or rng.random() < math.exp((now - tried) / max(1e-6, 5 * heat)):
            now = tried
            if tried < best:
                best, kept = tried, list(colors)
        else:
            colors[i], labs[i] = old, old_lab
    return kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("theme", type=Path, help="a theme folder")
    parser.add_argument("--apart", type=float, default=22.0, help="least CIE76 between groups")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=20000)
    args = parser.parse_args()
    try:
        groups = dict(load_theme(args.theme).palette.groups)
    except DataFileError as error:
        print(error, file=sys.stderr)
        return 1
    found = dict(zip(groups, search(list(groups.values()), args.apart, args.seed, args.steps)))
    print(json.dumps(found, indent=2))
    for kind in VISIONS:
        least = min(delta_e(found[a], found[b], kind) for a in found for b in found if a < b)
        print(f"{kind or 'normal'}: least {least:.1f}", closest_pairs(found, kind, args.apart))
    for g in groups:
        print(f"{g}: {groups[g]} -> {found[g]} (moved {delta_e(groups[g], found[g]):.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

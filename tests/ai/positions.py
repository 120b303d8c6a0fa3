"""Board positions for AI scenarios, written straight onto a game's state (classic edition)."""

from __future__ import annotations

import random
from typing import Any

from game.engine import Game, RuleSet

BROWN = (1, 3)
LIGHT_BLUE = (6, 8, 9)
ORANGE = (16, 18, 19)
RED = (21, 23, 24)
YELLOW = (26, 27, 29)
GREEN = (31, 32, 34)
DARK_BLUE = (37, 39)
RAILROADS = (5, 15, 25, 35)
ILLINOIS, JAIL, INCOME_TAX = 24, 10, 4


def new_game(n: int = 4, *, first: int = 0, preset: str = "classic", seed: int = 1,
             **rule_changes: Any) -> Game:
    """A game of ``n`` players where ``first`` throws first."""
    order = [(6, 6) if p == first else (1, 2) for p in range(n)]
    rules = RuleSet.from_preset(preset, **rule_changes)
    g = Game.new([f"P{p}" for p in range(n)], rules=rules, seed=seed, forced_dice=order)
    assert g.current == first
    return g


def give(g: Game, p: int, *spaces: int) -> None:
    """Make ``p`` the owner of ``spaces``."""
    for s in spaces:
        g._give(s, p)


def deal(g: Game, rng: random.Random, count: int = 16) -> list[int]:
    """Hand ``count`` deeds picked by ``rng`` round the table, one each in turn; all the deeds
    in the order picked."""
    spaces = list(g.board.properties)
    rng.shuffle(spaces)
    for i, s in enumerate(spaces[:count]):
        give(g, i % g.n, s)
    return spaces


def build(g: Game, level: int, *spaces: int) -> None:
    """Put ``level`` buildings on each lot, taken from the Bank."""
    top = g.hotel_level
    for s in spaces:
        old = g.level[s]
        g.bank_houses += (old if old < top else 0) - (level if level < top else 0)
        g.bank_hotels += (old == top) - (level == top)
        g.level[s] = level
    g.bump_version()


def mortgage(g: Game, *spaces: int) -> None:
    for s in spaces:
        g.mortgaged[s] = True
    g.bump_version()

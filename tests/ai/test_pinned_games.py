"""The computers' play pinned to the action: seeded games between them must repeat move for move.

Each table's games are played from fixed seeds and every action of them is hashed; the digests
were taken from the play before medium's work was kept between polls (see docs/ai.md), so a
cache that changed a single decision fails here. A change meant to alter how a computer plays
takes its new digests from this file's own failure message.
"""

from __future__ import annotations

import hashlib

import pytest

from game.ai import make_controller, play
from game.engine import Game

NAMES = ("Ann", "Bob", "Cy", "Di")

TABLES = {
    # levels, games, rounds at most, hard's look-ahead budget (deterministic: fixed work)
    "medium": (("medium",) * 4, 6, 300, None),
    "mixed": (("easy", "medium", "medium", "easy"), 4, 300, None),
    "duel": (("medium", "medium"), 2, 300, None),
    "hard": (("hard", "medium", "medium", "medium"), 1, 25, 0.002),
}
DIGESTS = {
    "medium": "56d0df5ec91be9b0e4d8d22797b23d2712d70bd0cfed4c2618b0637e43d3cf5d",
    "mixed": "5d62738a48f0922c52b93670376f80ecae54f764dbd5c31d2c153ce5dad60f06",
    "duel": "7efe6f6df7f501e42840dd857a3fc7311287b579709cc8c145fa4ee8e0d2148d",
    "hard": "abb041ff7bac33fe2d3abaa5ee9bfa96ee6102c8f4fc89408edcba42694bae6f",  # learns rivals
}


def digest(name: str) -> str:
    """sha256 of every action of the table's seeded games, one game after the other."""
    levels, games, rounds, budget = TABLES[name]
    h = hashlib.sha256()
    for seed in range(games):
        g = Game.new(list(NAMES[:len(levels)]), seed=seed, record_events=False)
        seats = [make_controller(level, seed * 4 + i, budget_s=budget, deterministic=True)
                 for i, level in enumerate(levels)]
        play(g, seats, max_rounds=rounds)
        h.update(repr(g.actions_played()).encode())
    return h.hexdigest()


@pytest.mark.parametrize("name", sorted(TABLES))
def test_seeded_games_repeat_move_for_move(name: str) -> None:
    got = digest(name)
    assert got == DIGESTS[name], f"{name}: {got}"

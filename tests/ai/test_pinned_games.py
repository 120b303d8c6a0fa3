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
    "medium": "91f0e5cd87898185bbbd7aed223051891f67ff5310a7455108a5ee767347e808",
    "mixed": "aae95222b25d866596bb6721dd33bc6acdc98f2f25a3718b570c62ac2a7434ff",
    "duel": "4dd232ce90023d445951d1f54256014882cabe8f40f4e993e542fd01b0da468e",
    "hard": "6581d28b5f1810891d9de89f718ecb9437d19258bf8d59ffde927d15f1f99b38",  # learns rivals
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

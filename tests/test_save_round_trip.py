"""Every state random play reaches, in every preset, saves and loads back equal.

The suite plays a few games; ``DEEDS_AND_DICE_SAVE_GAMES=300`` (and ``..._SAVE_STEPS``) plays
more, e.g. ``DEEDS_AND_DICE_SAVE_GAMES=300 python -m pytest -q -s tests/test_save_round_trip.py``.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from game.engine import PRESETS, Game, RuleSet
from game.engine.serialize import state_to_dict
from game.saves import load_game, save_game
from tests.engine.randomplay import random_action

GAMES = int(os.environ.get("DEEDS_AND_DICE_SAVE_GAMES", "28"))
STEPS = int(os.environ.get("DEEDS_AND_DICE_SAVE_STEPS", "200"))


def rules_for(preset: str) -> RuleSet:
    """The preset's rules, with a time limit counted in rounds where it is in minutes."""
    if RuleSet.from_preset(preset).time_limit_minutes is not None:
        return RuleSet.from_preset(preset, time_limit_minutes=None, time_limit_rounds=60)
    return RuleSet.from_preset(preset)


def round_trip_game(seed: int, players: int, preset: str, path: Path) -> int:
    """One random game saved to a file and loaded back after every action; the states checked."""
    r = random.Random(seed)
    g = Game.new([f"P{i}" for i in range(players)], rules=rules_for(preset), seed=seed)
    for step in range(STEPS + 1):
        save_game(g, path)
        assert state_to_dict(load_game(path)) == state_to_dict(g), (preset, seed, step)
        if g.over:
            break
        g.apply(random_action(g, r))
    return step + 1


def test_every_state_of_random_play_in_every_preset_loads_back_equal(tmp_path: Path) -> None:
    presets = sorted(PRESETS)
    r = random.Random(2024)
    states = 0
    for i in range(GAMES):
        states += round_trip_game(r.randrange(2**32), r.randint(2, 8), presets[i % len(presets)],
                                  tmp_path / "slot.json")
    print(f"\n{GAMES} games of {len(presets)} presets: {states} states saved and loaded back equal")
    assert states >= GAMES

"""Every state random play reaches, in every preset, saves and loads back equal.

The suite plays a few games to their end, checking every state of their first actions and
some after; more games (and more first actions) are checked with, for example,
``DEEDS_AND_DICE_SAVE_GAMES=300 DEEDS_AND_DICE_SAVE_STEPS=300 python -m pytest -q -s
tests/test_save_round_trip.py``.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from game.engine import PRESETS, Game, RuleSet
from game.engine.serialize import state_to_dict
from game.saves import load_game, save_game
from tests.engine.randomplay import random_action

GAMES = int(os.environ.get("DEEDS_AND_DICE_SAVE_GAMES", "21"))
STEPS = int(os.environ.get("DEEDS_AND_DICE_SAVE_STEPS", "150"))
STRIDE = 500  # after the first STEPS actions, the states saved on the way to the end
MAX_ACTIONS = 30_000


def rules_for(preset: str) -> RuleSet:
    """The preset's rules, with a time limit counted in rounds where it is in minutes."""
    if RuleSet.from_preset(preset).time_limit_minutes is not None:
        return RuleSet.from_preset(preset, time_limit_minutes=None, time_limit_rounds=60)
    return RuleSet.from_preset(preset)


def round_trip_game(seed: int, players: int, preset: str, path: Path) -> int:
    """One random game played to its end, saved to a file and loaded back after each of its
    first STEPS actions, then every STRIDE actions and at the end; the states checked."""
    r = random.Random(seed)
    g = Game.new([f"P{i}" for i in range(players)], rules=rules_for(preset), seed=seed)
    checked = 0
    for step in range(MAX_ACTIONS):
        if step <= STEPS or step % STRIDE == 0 or g.over:
            save_game(g, path)
            assert state_to_dict(load_game(path)) == state_to_dict(g), (preset, seed, step)
            checked += 1
        if g.over:
            return checked
        g.apply(random_action(g, r))
    raise AssertionError(f"{preset}, seed {seed}: no end after {MAX_ACTIONS} actions")


def test_every_state_of_random_play_in_every_preset_loads_back_equal(tmp_path: Path) -> None:
    presets = sorted(PRESETS)
    r = random.Random(2024)
    states = 0
    for i in range(GAMES):
        states += round_trip_game(r.randrange(2**32), r.randint(2, 8), presets[i % len(presets)],
                                  tmp_path / "slot.json")
    print(f"\n{GAMES} games of {len(presets)} presets played to their end: {states} states "
          "saved and loaded back equal")
    assert states >= GAMES

"""Property-based tests: random legal play never breaks the engine's invariants."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import PRESETS, Game, RuleSet
from game.engine.invariants import check_invariants

from .randomplay import random_action

MAX_ACTIONS = 30_000


def check_ending(g: Game) -> None:
    rules = g.rules
    left = g.active_players()
    assert g.winners and set(g.winners) <= set(left)
    if rules.end_at_bankruptcy is not None and g.bankruptcies >= rules.end_at_bankruptcy:
        best = max(g.worth_at_end[p] for p in left)
        assert all(g.worth_at_end[w] == best for w in g.winners)
    elif rules.time_limit_rounds is not None and g.round > rules.time_limit_rounds:
        assert g.end_reason == "time is up"
    else:
        assert len(left) == 1 and g.winners == (left[0],)


def play_randomly(seed: int, players: int, preset: str) -> Game:
    rules = RuleSet.from_preset(preset)
    if preset == "time-limit":
        rules = RuleSet.from_preset(preset, time_limit_minutes=None, time_limit_rounds=60)
    r = random.Random(seed)
    g = Game.new([f"P{i}" for i in range(players)], rules=rules, seed=seed)
    for _ in range(MAX_ACTIONS):
        if g.over:
            break
        action = random_action(g, r)
        before = g.cash[:]
        events = g.apply(action)
        check_invariants(g, before, events)
    return g


@settings(max_examples=40, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8),
       preset=st.sampled_from(sorted(PRESETS)))
def test_random_play_keeps_invariants_and_ends_by_its_preset(seed: int, players: int,
                                                            preset: str) -> None:
    g = play_randomly(seed, players, preset)
    assert g.over, "the game did not end"
    check_ending(g)

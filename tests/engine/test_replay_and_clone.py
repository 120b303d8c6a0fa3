"""Same seed and same actions give the same game; clones are independent; saves continue exactly."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import Game, Roll
from game.engine.serialize import state_from_dict, state_to_dict

from .randomplay import random_action


def _played(seed: int, steps: int) -> tuple[Game, list[str]]:
    r = random.Random(seed)
    g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed)
    log = [e.text(g.naming) for e in g.setup_events]
    for _ in range(steps):
        if g.over:
            break
        log += [e.text(g.naming) for e in g.apply(random_action(g, r))]
    return g, log


def test_same_seed_and_actions_give_the_same_game() -> None:
    a, log_a = _played(11, 800)
    b, log_b = _played(11, 800)
    assert log_a == log_b
    assert state_to_dict(a) == state_to_dict(b)


def test_different_seeds_give_different_games() -> None:
    assert _played(1, 50)[1] != _played(2, 50)[1]


def test_replaying_the_history_rebuilds_the_game() -> None:
    g, _ = _played(5, 600)
    replay = Game.new(g.names, rules=g.rules, seed=5)
    for action in g.actions_played():
        replay.apply(action)
    assert state_to_dict(replay) == state_to_dict(g)


def test_clone_is_independent_of_the_original() -> None:
    g, _ = _played(3, 300)
    snapshot = state_to_dict(g)
    c = g.clone()
    r = random.Random(0)
    for _ in range(400):
        if c.over:
            break
        c.apply(random_action(c, r))
    assert state_to_dict(g) == snapshot
    assert state_to_dict(c) != snapshot


def test_clone_continues_exactly_like_the_original() -> None:
    g, _ = _played(8, 200)
    c = g.clone()
    r1, r2 = random.Random(4), random.Random(4)
    for _ in range(300):
        if g.over:
            break
        e1 = g.apply(random_action(g, r1))
        e2 = c.apply(random_action(c, r2))
        assert e1 == e2
    assert state_to_dict(g) == state_to_dict(c)


def test_reseeded_clone_has_its_own_dice() -> None:
    g = Game.new(["Ann", "Bob"], seed=1)
    rolls = set()
    for seed in range(20):
        c = g.clone()
        c.reseed(seed)
        rolls.add(tuple(type(e).__name__ + str(getattr(e, "d1", "")) for e in c.apply(Roll(c.to_move))))
    assert len(rolls) > 1


@settings(max_examples=30, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 1500))
def test_save_and_load_at_any_point_continues_identically(seed: int, steps: int) -> None:
    g, _ = _played(seed, steps)
    data = json.loads(json.dumps(state_to_dict(g)))
    loaded = state_from_dict(data, g.edition, g.rules)
    r1, r2 = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(400):
        if g.over:
            break
        assert g.legal_actions(g.to_move) == loaded.legal_actions(loaded.to_move)
        assert g.apply(random_action(g, r1)) == loaded.apply(random_action(loaded, r2))
    assert state_to_dict(g) == state_to_dict(loaded)


def test_the_state_without_its_history_is_the_rest_of_it() -> None:
    g, _ = _played(5, 300)
    whole = state_to_dict(g)
    alone = state_to_dict(g, history=False)
    assert len(whole["history"]) == len(g.actions_played()) > 0
    assert "ledger" in whole  # like the history, kept with the game and not in a snapshot
    assert alone == {k: v for k, v in whole.items() if k not in ("history", "ledger")}

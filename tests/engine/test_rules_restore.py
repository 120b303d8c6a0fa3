"""Putting an earlier position back in place (the client's undo): the same object, the whole
state, the dice and the history as they were, and the snapshot still usable."""

from __future__ import annotations

import random

import pytest

from game.engine import Build, Game, Mortgage, Roll, Unmortgage
from game.engine.buildings import build_up_to

from .randomplay import random_action
from .scenario import BROWN, LIGHT_BLUE, READING, VERMONT, give, new_game, snapshot


def test_restore_takes_back_builds_and_mortgages_exactly() -> None:
    g = new_game(2, dice=[(3, 4)])
    give(g, 0, *LIGHT_BLUE, READING)
    before = g.clone()
    state = snapshot(g)
    plan = build_up_to(g, 0, VERMONT, 3)
    assert isinstance(plan, list)
    for action in plan:
        g.apply(action)
    g.apply(Mortgage(0, READING))
    g.apply(Unmortgage(0, READING))
    assert snapshot(g) != state
    same = g
    g.restore(before)
    assert g is same and snapshot(g) == state
    assert g.history is before.history
    assert Build(0, VERMONT) in g.legal_actions(0)  # cached options were dropped


def test_restored_game_continues_like_the_snapshot_and_the_snapshot_can_be_reused() -> None:
    r = random.Random(5)
    g = Game.new(["Ann", "Bob", "Cy"], seed=5)
    for _ in range(60):
        g.apply(random_action(g, r))
    before = g.clone()
    twin = g.clone()
    for _ in range(40):
        if g.over:
            break
        g.apply(random_action(g, r))
    g.restore(before)
    g.restore(before)
    r1, r2 = random.Random(9), random.Random(9)
    for _ in range(80):
        if g.over:
            break
        a = random_action(g, r1)
        assert a == random_action(twin, r2)
        assert [e.text(g.naming) for e in g.apply(a)] == [e.text(twin.naming) for e in twin.apply(a)]
    assert snapshot(g) == snapshot(twin)


def test_restore_changes_the_version_so_callers_caches_refresh() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    before = g.clone()
    version = g.version
    g.apply(Roll(0))
    g.restore(before)
    assert g.version > version


def test_restore_refuses_a_snapshot_of_another_game() -> None:
    g = new_game(2)
    other = new_game(3)
    with pytest.raises(ValueError, match="copy of itself"):
        g.restore(other)

"""Win odds: a share for every player still in, nothing for the bankrupt, the leader clearly
ahead, within the time asked for, and the same for a seed and a count of playouts."""

from __future__ import annotations

import itertools
import time

import pytest

from game.ai import make_controller, play, win_odds
from game.ai.odds import SEARCH_DUEL, SEARCH_TABLE, outlook, prior, search_leaf
from game.ai.valuation import valuer_for
from game.engine import Game

from .positions import DARK_BLUE, GREEN, ORANGE, RAILROADS, RED, build, give, new_game


def _after_first_bankruptcy(seed: int) -> Game:
    g = Game.new(["A", "B", "C", "D"], seed=seed, record_events=False)
    seats = [make_controller("medium", seed * 4 + i) for i in range(4)]
    while all(g.active) and not g.over and g.round < 600:
        play(g, seats, max_rounds=g.round)
    return g


@pytest.mark.parametrize("budget", [0.0, 0.02])
def test_the_odds_sum_to_one_over_the_players_still_in_and_the_bankrupt_get_nothing(
        budget: float) -> None:
    for seed in (1, 2):
        g = _after_first_bankruptcy(seed)
        assert not all(g.active) and not g.over
        odds = win_odds(g, budget_s=budget, seed=seed)
        assert len(odds) == 4 and sum(odds) == pytest.approx(1.0)
        for p in range(4):
            assert (odds[p] == 0.0) == (not g.active[p])
            assert 0.0 <= odds[p] <= 1.0


def test_an_even_start_gives_even_odds() -> None:
    g = Game.new(["A", "B", "C"], seed=4)
    assert win_odds(g, budget_s=0.0) == pytest.approx([1 / 3] * 3)
    odds = win_odds(g, budget_s=0.05, seed=1)
    assert all(0.25 < x < 0.42 for x in odds)


def _dominant() -> Game:
    """Player 0: hotels on orange, red and green, $3,000; the others: a few deeds, $150."""
    g = new_game(4)
    give(g, 0, *ORANGE, *RED, *GREEN)
    build(g, 5, *ORANGE, *RED, *GREEN)
    give(g, 1, *RAILROADS[:2])
    give(g, 2, DARK_BLUE[0])
    give(g, 3, RAILROADS[2])
    g.cash[:] = [3000, 150, 150, 150]
    return g


@pytest.mark.parametrize("budget", [0.0, 0.001, 0.05])
def test_a_dominant_position_is_a_clear_favourite_even_on_a_tiny_budget(budget: float) -> None:
    odds = win_odds(_dominant(), budget_s=budget, seed=3)
    assert odds[0] > 0.8
    assert sum(odds) == pytest.approx(1.0)


def test_the_leader_in_a_two_player_game_is_favoured_and_the_prior_agrees() -> None:
    g = new_game(2)
    give(g, 0, *ORANGE)
    build(g, 3, *ORANGE)
    give(g, 1, RAILROADS[0])
    g.cash[:] = [800, 800]
    assert prior(g)[0] > 0.6
    assert win_odds(g, budget_s=0.03, seed=2)[0] > 0.6


def test_it_keeps_to_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """It plays on until its budget has passed, one playout at least, and none without a
    budget. A clock that moves 10 ms at each look stands in for the machine; how long an
    estimate takes is measured in tools/bench.py, not here."""
    g = _dominant()
    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 0.01)
    assert win_odds(g, budget_s=0.0, seed=3) == prior(g)
    assert win_odds(g, budget_s=0.001, seed=3) == win_odds(g, seed=3, playouts=1)
    assert win_odds(g, budget_s=0.04, seed=3) == win_odds(g, seed=3, playouts=4)


def test_a_fixed_count_of_playouts_gives_the_same_answer_for_a_seed() -> None:
    g = Game.new(["A", "B", "C", "D"], seed=6, record_events=False)
    play(g, [make_controller("medium", i) for i in range(4)], max_rounds=25)
    one = win_odds(g, seed=5, playouts=30)
    assert one == win_odds(g, seed=5, playouts=30)
    assert one != win_odds(g, seed=6, playouts=30)


def test_a_finished_game_gives_the_winner_everything() -> None:
    g = Game.new(["A", "B"], seed=3, record_events=False)
    play(g, [make_controller("medium", 1), make_controller("easy", 2)], max_rounds=1000)
    assert g.over
    odds = win_odds(g, budget_s=0.05)
    assert odds == [1.0 if p in g.winners else 0.0 for p in range(2)] or len(g.winners) > 1


def test_the_hard_players_leaf_uses_its_own_constants_at_a_table_and_the_priors_in_a_duel(
        ) -> None:
    g = _dominant()
    v = valuer_for(g)
    look = outlook(g, v)
    at_table = search_leaf(g, v)
    assert at_table == look.odds(g.cash, SEARCH_TABLE) != prior(g, v)
    assert sum(at_table) == pytest.approx(1.0) and at_table[0] > 0.8
    g.active[2] = g.active[3] = False
    assert search_leaf(g, v) == prior(g, v) == outlook(g, v).odds(g.cash, SEARCH_DUEL)
    g.over, g.winners = True, (1,)
    assert search_leaf(g, v) == [0.0, 1.0, 0.0, 0.0]

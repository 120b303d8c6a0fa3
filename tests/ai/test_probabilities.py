"""Landing odds computed from the rules in play: they add up, they match the board's known
shape, and they match where the engine's own dice take the tokens."""

from __future__ import annotations

import pytest

from game.ai.play import play
from game.ai.controller import GreedyController
from game.ai.probabilities import Earnings, JailPolicy, earnings, landing_odds
from game.engine import Action, Event, Game, Roll, RuleSet, classic_edition
from game.engine.edition import SpaceKind
from game.engine.turn import FORCED_EXIT

from .positions import ILLINOIS, JAIL

BOARD = classic_edition().board
POLICIES = list(JailPolicy)


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("preset", ["classic", "modern-short"])
def test_probabilities_sum_to_one(policy: JailPolicy, preset: str) -> None:
    odds = landing_odds(BOARD, RuleSet.from_preset(preset), policy)
    assert sum(odds.rest) + odds.in_jail == pytest.approx(1.0, abs=1e-9)
    assert sum(odds.visits(s) for s in range(40)) == pytest.approx(1.0, abs=1e-9)
    assert all(p >= 0 for p in odds.rest)
    assert odds.rest[30] == 0.0  # nobody stays on Go to Jail
    assert 1.0 < odds.rolls_per_turn < 1.25


@pytest.mark.parametrize("policy", POLICIES)
def test_jail_is_the_most_visited_space(policy: JailPolicy) -> None:
    odds = landing_odds(BOARD, RuleSet(), policy)
    visits = [odds.visits(s) for s in range(40)]
    assert max(range(40), key=visits.__getitem__) == JAIL


def test_staying_in_jail_keeps_tokens_there_longer() -> None:
    stay = landing_odds(BOARD, RuleSet(), JailPolicy.STAY)
    leave = landing_odds(BOARD, RuleSet(), JailPolicy.LEAVE_EARLY)
    assert stay.in_jail > 2 * leave.in_jail
    assert stay.in_jail == pytest.approx(0.0939, abs=0.002)  # the published long-stay figure
    assert leave.in_jail == pytest.approx(0.0395, abs=0.002)


@pytest.mark.parametrize("policy", POLICIES)
def test_illinois_avenue_is_the_most_landed_on_street(policy: JailPolicy) -> None:
    odds = landing_odds(BOARD, RuleSet(), policy)
    streets = [s for s in range(40) if BOARD.kind[s] == SpaceKind.STREET]
    assert max(streets, key=odds.landings) == ILLINOIS


def test_orange_earns_most_per_house_dollar_at_three_houses() -> None:
    table = earnings(BOARD, RuleSet())
    per_dollar = {}
    for gi, members in enumerate(BOARD.members):
        if members and BOARD.kind[members[0]] == SpaceKind.STREET:
            rent = sum(table.street[s][3] for s in members)
            per_dollar[BOARD.group_names[gi]] = rent / (3 * len(members) * BOARD.house_cost[members[0]])
    assert max(per_dollar, key=per_dollar.__getitem__) == "Orange"


def test_rent_rises_with_every_building_and_with_the_full_group() -> None:
    table = earnings(BOARD, RuleSet())
    for s in BOARD.properties:
        if table.street[s]:
            levels = table.street[s]
            assert table.single[s] < levels[0]
            assert all(a < b for a, b in zip(levels, levels[1:]))
        else:
            counts = table.by_count[s]
            assert all(a < b for a, b in zip(counts, counts[1:]))


def test_results_are_stable_and_cached() -> None:
    rules = RuleSet()
    first = landing_odds(BOARD, rules, JailPolicy.STAY)
    assert landing_odds(BOARD, RuleSet(), JailPolicy.STAY) is first
    from game.ai.probabilities import _solve
    again = _solve(BOARD, rules, JailPolicy.STAY)
    assert again.rest == pytest.approx(first.rest, abs=1e-12)
    assert earnings(BOARD, rules) is earnings(BOARD, RuleSet())
    assert isinstance(earnings(BOARD, rules), Earnings)


def test_short_jail_rules_change_the_odds() -> None:
    short = landing_odds(BOARD, RuleSet.from_preset("modern-short"), JailPolicy.STAY)
    full = landing_odds(BOARD, RuleSet(), JailPolicy.STAY)
    assert short.in_jail < full.in_jail / 2


def test_odds_match_where_the_engines_dice_take_the_tokens() -> None:
    """Greedy players never pay to leave Jail: the long-stay odds, within sampling error."""
    counts = [0] * 40
    in_jail = 0
    rolling = -1

    def watch(g: Game, action: Action, events: list[Event]) -> None:
        nonlocal in_jail, rolling
        if type(action) is Roll:
            rolling = action.player
        if rolling >= 0 and not any(step[0] == FORCED_EXIT and step[1] == rolling for step in g.todo):
            if g.in_jail[rolling]:
                in_jail += 1
            else:
                counts[g.pos[rolling]] += 1
            rolling = -1

    for seed in range(6):
        g = Game.new(["A", "B", "C", "D"], seed=seed, record_events=False)
        play(g, [GreedyController() for _ in range(4)], max_rounds=400, watch=watch)
    total = sum(counts) + in_jail
    assert total > 4000
    odds = landing_odds(BOARD, RuleSet(), JailPolicy.STAY)
    assert in_jail / total == pytest.approx(odds.in_jail, abs=0.015)
    for s in range(40):
        assert counts[s] / total == pytest.approx(odds.rest[s], abs=0.008), BOARD.names[s]

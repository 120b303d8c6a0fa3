"""Building a whole group up evenly, and selling it down evenly, as one step for the player:
the helper lists the single builds or sales the rules allow, or says why not, changing nothing."""

from __future__ import annotations

from game.engine import Build, Debt, Roll, SellBuilding
from game.engine.buildings import build_up_to, sell_down_to

from .scenario import (BALTIC, BOARDWALK, BROWN, CONNECTICUT, LIGHT_BLUE, MEDITERRANEAN,
                       ORIENTAL, PARK_PLACE, SHORT_LINE, VERMONT, build, give, mortgage, new_game,
                       place, snapshot)


def test_fill_a_group_evenly_up_to_two_houses_lowest_lots_first() -> None:
    g = new_game(2)
    give(g, 0, *LIGHT_BLUE)
    build(g, VERMONT, 1)
    before = snapshot(g)
    plan = build_up_to(g, 0, ORIENTAL, 2)
    assert snapshot(g) == before
    assert plan == [Build(0, ORIENTAL), Build(0, CONNECTICUT), Build(0, ORIENTAL),
                    Build(0, VERMONT), Build(0, CONNECTICUT)]
    for action in plan:
        g.apply(action)
    assert [g.level[s] for s in LIGHT_BLUE] == [2, 2, 2]
    assert g.cash[0] == 1500 - 5 * 50


def test_fill_up_to_hotels_builds_every_fourth_house_before_the_first_hotel() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    plan = build_up_to(g, 0, BALTIC, g.hotel_level)
    assert isinstance(plan, list) and len(plan) == 10
    assert plan[:8] == [Build(0, MEDITERRANEAN), Build(0, BALTIC)] * 4
    for action in plan:
        g.apply(action)
    assert [g.level[s] for s in BROWN] == [5, 5]
    assert g.bank_houses == 32 and g.bank_hotels == 10 and g.cash[0] == 1000


def test_fill_refused_with_the_reason_when_cash_falls_short() -> None:
    g = new_game(2)
    give(g, 0, *LIGHT_BLUE)
    g.cash[0] = 400
    before = snapshot(g)
    reason = build_up_to(g, 0, ORIENTAL, 3)
    assert reason == "that costs $450 on the Light Blue group; you have $400"
    assert snapshot(g) == before
    assert isinstance(build_up_to(g, 0, ORIENTAL, 2), list)


def test_fill_refused_when_the_bank_lacks_the_houses_or_hotels() -> None:
    g = new_game(2)
    give(g, 0, *LIGHT_BLUE)
    g.bank_houses = 5
    assert build_up_to(g, 0, VERMONT, 2) == "that takes 6 houses; the Bank has 5"
    g.bank_houses = 32
    for s in LIGHT_BLUE:
        build(g, s, 4)
    g.bank_hotels = 2
    assert build_up_to(g, 0, VERMONT, 5) == "that takes 3 hotels; the Bank has 2"


def test_fill_refused_by_the_rules_first_mortgaged_lot_or_incomplete_group() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    mortgage(g, BALTIC)
    assert "Baltic Avenue is mortgaged" in str(build_up_to(g, 0, MEDITERRANEAN, 1))
    g2 = new_game(2)
    give(g2, 0, ORIENTAL, VERMONT)
    assert "every lot of the Light Blue group" in str(build_up_to(g2, 0, ORIENTAL, 1))


def test_fill_to_a_level_already_reached_is_refused() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 2)
    build(g, BALTIC, 2)
    assert build_up_to(g, 0, BALTIC, 2) == "every lot of the Brown group already has that much"
    assert build_up_to(g, 0, BALTIC, 9) == "a lot takes 1 to 5 buildings"


def test_fill_that_would_start_a_shortage_is_refused_one_at_a_time_is_the_way() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    g.bank_houses = 4  # Bob could want 12: every build now asks him first
    before = snapshot(g)
    reason = str(build_up_to(g, 0, BALTIC, 2))
    assert "short of houses" in reason and "one at a time" in reason
    assert snapshot(g) == before


def test_no_filling_while_raising_money() -> None:
    g = new_game(2, dice=[(1, 3)])
    place(g, 0, SHORT_LINE)
    give(g, 1, PARK_PLACE, BOARDWALK)
    build(g, BOARDWALK, 5)
    give(g, 0, *BROWN)
    g.cash[0] = 100
    g.apply(Roll(0))
    assert isinstance(g.pending, Debt)
    assert build_up_to(g, 0, BALTIC, 1) == "while raising money you cannot build"


def test_sell_a_group_down_evenly_from_hotels_to_one_house() -> None:
    g = new_game(2)
    give(g, 0, *LIGHT_BLUE)
    for s in LIGHT_BLUE:
        build(g, s, 5)
    before = snapshot(g)
    plan = sell_down_to(g, 0, VERMONT, 1)
    assert snapshot(g) == before
    assert isinstance(plan, list) and all(isinstance(a, SellBuilding) for a in plan)
    for action in plan:
        g.apply(action)
    assert [g.level[s] for s in LIGHT_BLUE] == [1, 1, 1]
    # 12 levels sold at half of $50
    assert g.cash[0] == 1500 + 12 * 25


def test_sell_down_refused_when_nothing_is_above_the_level_or_a_lot_is_not_his() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 1)
    assert sell_down_to(g, 0, BALTIC, 1) == "no lot of the Brown group has more than that"
    assert sell_down_to(g, 1, BALTIC, 0) == "you do not own Baltic Avenue"
    assert sell_down_to(g, 0, BALTIC, 0) == [SellBuilding(0, MEDITERRANEAN)]


def test_modern_rules_refuse_selling_a_hotel_down_when_the_bank_lacks_houses() -> None:
    g = new_game(2, preset="modern")
    give(g, 0, *BROWN)
    for s in BROWN:
        build(g, s, 5)
    g.bank_houses = 2
    reason = str(sell_down_to(g, 0, BALTIC, 3))
    assert "the Bank has only 2" in reason

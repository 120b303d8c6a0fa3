"""RULES.md "Debt and bankruptcy" (last player standing) and "Ending and valuation"."""

from __future__ import annotations

from game.engine import BANK, DeclareBankruptcy, EndTurn, Game, Phase, Roll, TimeUp
from game.engine.events import Bankrupted, GameOver, TurnStarted

from .scenario import (BALTIC, BOARDWALK, BROWN, DARK_BLUE, MEDITERRANEAN, PARK_PLACE, READING,
                       assert_refused, build, give, kinds, mortgage, new_game, of_type, one, place)


def _clean(g: Game) -> Game:
    """Take back dealt deeds so the scenario sets ownership itself."""
    for p in range(g.n):
        give(g, -1, *g.props[p])
    g.cash = [1500] * g.n
    return g


def test_last_player_standing_wins() -> None:
    g = new_game(3, dice=[(1, 2), (1, 3)])
    give(g, 2, *DARK_BLUE)
    g.cash = [10, 10, 1500]
    place(g, 0, 35)
    place(g, 1, 35)
    g.apply(Roll(0))  # Luxury Tax $75
    events = g.apply(DeclareBankruptcy(0))
    assert one(events, Bankrupted) == Bankrupted(0, BANK)
    assert not of_type(events, GameOver) and not g.over
    assert one(events, TurnStarted).player == 1
    g.apply(Roll(1))  # Boardwalk, $100
    events = g.apply(DeclareBankruptcy(1))
    over = one(events, GameOver)
    assert over.winners == (2,) and over.reason == "last player standing"
    assert g.over and g.winners == (2,) and g.active == [False, False, True]
    assert g.pending is Phase.OVER


def test_modern_short_ends_at_the_first_bankruptcy_and_the_richest_wins() -> None:
    g = _clean(new_game(3, preset="modern-short", dice=[(1, 2)]))
    g.cash = [10, 1000, 1969]
    give(g, 1, READING, BOARDWALK, *BROWN)
    mortgage(g, READING)
    build(g, MEDITERRANEAN, 4)  # the hotel of the short game
    build(g, BALTIC, 3)
    assert g.has_hotel(MEDITERRANEAN)
    place(g, 0, 35)
    g.apply(Roll(0))  # Luxury Tax $100
    events = g.apply(DeclareBankruptcy(0))
    assert kinds(events)[0] == "Bankrupted"
    over = one(events, GameOver)
    # cash + printed price + mortgaged at half price + houses at cost + hotel at 4 houses' cost
    bob = 1000 + 100 + 400 + 60 + 60 + 4 * 50 + 3 * 50
    assert bob == 1970
    assert over.worth == (0, bob, 1969)
    assert over.winners == (1,) and "Ann" in over.reason
    assert g.over and g.winners == (1,) and g.worth_at_end == (0, 1970, 1969)


def test_classic_short_ends_at_the_second_bankruptcy_with_buildings_going_to_the_creditor(
        ) -> None:
    g = _clean(new_game(3, preset="classic-short", dice=[(1, 2), (1, 3)]))
    g.cash = [10, 10, 1500]
    give(g, 1, *BROWN, READING)
    build(g, MEDITERRANEAN, 3)
    build(g, BALTIC, 3)
    mortgage(g, READING)
    give(g, 2, *DARK_BLUE)
    build(g, PARK_PLACE, 4)
    build(g, BOARDWALK, 4)  # hotels (3 houses before a hotel)
    place(g, 0, 35)
    place(g, 1, 35)
    g.apply(Roll(0))  # Luxury Tax $75
    events = g.apply(DeclareBankruptcy(0))
    assert not of_type(events, GameOver) and not g.over  # the first bankruptcy: play goes on
    g.apply(Roll(1))  # Boardwalk hotel: $2000
    houses = g.bank_houses
    events = g.apply(DeclareBankruptcy(1))
    assert one(events, Bankrupted) == Bankrupted(1, 2)
    over = one(events, GameOver)
    assert g.over and over.winners == (2,)
    # the buildings pass to the creditor as they stand, the mortgage stays, no decision asked
    assert [g.level[s] for s in BROWN] == [3, 3] and g.bank_houses == houses
    assert g.owner[READING] == 2 and g.mortgaged[READING]
    cy = 1510 + 350 + 400 + 2 * 4 * 200 + 60 + 60 + 6 * 50 + 100
    assert over.worth == (0, 0, cy)


def test_time_limit_game_ends_when_the_current_turn_ends_after_time_is_called() -> None:
    g = _clean(new_game(2, preset="time-limit", dice=[(4, 6)]))
    g.cash = [1500, 1600]
    g.apply(Roll(0))
    assert g.apply(TimeUp()) == []
    assert not g.over and g.time_up and g.to_move == 0
    assert_refused(g, TimeUp(), "already called")
    events = g.apply(EndTurn(0))
    over = one(events, GameOver)
    assert over.winners == (1,) and over.reason == "time is up" and over.worth == (1500, 1600)
    assert not of_type(events, TurnStarted)
    assert g.over and g.pending is Phase.OVER


def test_time_is_called_mid_turn_the_player_finishes_his_doubles() -> None:
    g = _clean(new_game(2, preset="time-limit", dice=[(5, 5), (1, 2)]))
    give(g, 0, 13)
    g.apply(Roll(0))
    g.apply(TimeUp())
    assert g.pending is Phase.PRE_ROLL
    g.apply(Roll(0))
    assert not g.over
    events = g.apply(EndTurn(0))
    assert one(events, GameOver).winners == (0,)


def test_a_game_without_a_time_limit_refuses_time_up() -> None:
    g = new_game(2)
    assert_refused(g, TimeUp(), "no time limit")


def test_a_round_limit_ends_the_game_after_the_last_round() -> None:
    g = new_game(2, dice=[(4, 6), (4, 6)], time_limit_rounds=1)
    g.cash = [1400, 1500]
    g.apply(Roll(0))
    events = g.apply(EndTurn(0))
    assert one(events, TurnStarted).player == 1 and not g.over
    g.apply(Roll(1))
    events = g.apply(EndTurn(1))
    over = one(events, GameOver)
    assert over.winners == (1,) and over.reason == "time is up"


def test_equally_rich_players_share_the_win() -> None:
    g = _clean(new_game(2, preset="time-limit", dice=[(4, 6)]))
    g.apply(Roll(0))
    g.apply(TimeUp())
    events = g.apply(EndTurn(0))
    assert one(events, GameOver).winners == (0, 1)

"""RULES.md "Buildings": complete groups, even building, hotels, selling back, the shortage."""

from __future__ import annotations

import random

import pytest

from game.engine import (Auction, Bid, Build, EndTurn, Game, PassBid, Phase, PlaceBuilding, Roll,
                         SellBuilding, SellHotels, ShortageCall, WantBuildings)
from game.engine.buildings import build_problem, may_build
from game.engine.events import (BidMade, AuctionStarted, AuctionWon, BuildingBuilt, BuildingShortage,
                                BuildingsSold, BuildingsWanted, PayReason, Payment)

from .randomplay import random_action
from .scenario import (BALTIC, BROWN, CONNECTICUT, LIGHT_BLUE, MEDITERRANEAN, ORIENTAL, PINK,
                       STATES, ST_CHARLES, VERMONT, VIRGINIA, assert_refused, build, give,
                       mortgage, new_game, one)


def test_build_only_on_a_complete_color_group_the_player_owns() -> None:
    g = new_game(2)
    give(g, 0, MEDITERRANEAN)
    give(g, 1, BALTIC)
    assert Build(0, MEDITERRANEAN) not in g.legal_actions(0)
    assert_refused(g, Build(0, MEDITERRANEAN), "need every lot of the Brown group")
    give(g, 0, BALTIC)
    assert Build(0, MEDITERRANEAN) in g.legal_actions(0)
    events = g.apply(Build(0, MEDITERRANEAN))
    assert events == [BuildingBuilt(0, MEDITERRANEAN, 1, 50, False)]
    assert g.level[MEDITERRANEAN] == 1 and g.bank_houses == 31 and g.cash[0] == 1450


def test_no_building_on_a_group_with_a_mortgaged_lot() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    mortgage(g, BALTIC)
    assert_refused(g, Build(0, MEDITERRANEAN), "mortgaged")


def test_a_player_may_build_on_another_players_turn() -> None:
    g = new_game(2)
    give(g, 1, *LIGHT_BLUE)
    assert g.current == 0 and g.pending is Phase.PRE_ROLL
    events = g.apply(Build(1, VERMONT))
    assert events == [BuildingBuilt(1, VERMONT, 1, 50, False)]
    assert g.cash[1] == 1450 and g.pending is Phase.PRE_ROLL and g.current == 0


def test_build_evenly_no_lot_two_more_than_another() -> None:
    g = new_game(2)
    give(g, 0, *LIGHT_BLUE)
    g.apply(Build(0, ORIENTAL))
    assert_refused(g, Build(0, ORIENTAL), "build evenly")
    g.apply(Build(0, VERMONT))
    assert_refused(g, Build(0, VERMONT), "build evenly")
    g.apply(Build(0, CONNECTICUT))
    g.apply(Build(0, CONNECTICUT))
    assert [g.level[s] for s in LIGHT_BLUE] == [1, 1, 2]
    assert g.bank_houses == 28 and g.cash[0] == 1500 - 4 * 50


def test_four_houses_then_a_hotel_which_returns_the_four_houses_to_the_bank() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 4)
    build(g, BALTIC, 4)
    assert g.bank_houses == 24
    events = g.apply(Build(0, BALTIC))
    assert events == [BuildingBuilt(0, BALTIC, 5, 50, True)]
    assert g.has_hotel(BALTIC) and g.houses_on(BALTIC) == 0
    assert g.bank_houses == 28 and g.bank_hotels == 11 and g.cash[0] == 1450


def test_a_hotel_needs_four_houses_on_every_lot_of_the_group() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 4)
    build(g, BALTIC, 3)
    assert_refused(g, Build(0, MEDITERRANEAN), "build evenly")


def test_one_hotel_per_lot() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 5)
    build(g, BALTIC, 5)
    assert_refused(g, Build(0, BALTIC), "already has a hotel")


@pytest.mark.parametrize("preset", ["classic-short", "modern-short", "boutique-short"])
def test_short_presets_build_a_hotel_after_three_houses(preset: str) -> None:
    g = new_game(2, preset=preset, dice=[(1, 2)])
    for p in range(2):
        give(g, -1, *g.props[p])
    g.cash = [1500, 1500]
    give(g, 1, *BROWN)
    build(g, MEDITERRANEAN, 3)
    build(g, BALTIC, 3)
    assert g.bank_houses == 26
    events = g.apply(Build(1, BALTIC))
    assert events == [BuildingBuilt(1, BALTIC, 4, 50, True)]
    assert g.has_hotel(BALTIC) and g.houses_on(BALTIC) == 0
    assert g.bank_houses == 29 and g.bank_hotels == 11 and g.cash[1] == 1450
    events = g.apply(Roll(0))  # the hotel's rent is still the printed hotel rent
    assert one(events, Payment) == Payment(0, 1, 450, PayReason.RENT, BALTIC)


def test_building_price_is_the_deeds_building_cost() -> None:
    g = new_game(2)
    give(g, 0, 37, 39)
    events = g.apply(Build(0, 39))
    assert events == [BuildingBuilt(0, 39, 1, 200, False)]
    assert g.cash[0] == 1300


def test_buildings_sell_back_to_the_bank_at_half_price_evenly() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 2)
    build(g, BALTIC, 2)
    houses = g.bank_houses
    events = g.apply(SellBuilding(0, MEDITERRANEAN))
    assert events == [BuildingsSold(0, MEDITERRANEAN, 2, 1, 25, 5)]
    assert g.level[MEDITERRANEAN] == 1 and g.bank_houses == houses + 1 and g.cash[0] == 1525
    assert_refused(g, SellBuilding(0, MEDITERRANEAN), "sell evenly")
    g.apply(SellBuilding(0, BALTIC))
    assert [g.level[s] for s in BROWN] == [1, 1]


def test_classic_hotel_sold_back_breaks_down_into_four_houses_when_the_bank_has_them() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 5)
    build(g, BALTIC, 5)
    houses, hotels = g.bank_houses, g.bank_hotels
    events = g.apply(SellBuilding(0, BALTIC))
    assert events == [BuildingsSold(0, BALTIC, 5, 4, 25, 5)]
    assert g.level[BALTIC] == 4 and g.bank_houses == houses - 4 and g.bank_hotels == hotels + 1


def test_the_log_says_what_was_sold_and_what_went_back() -> None:
    g = new_hotels(PINK)
    n = g.edition.naming(["Ann", "Bob"])
    sold = g.apply(SellBuilding(0, VIRGINIA))
    assert [e.text(n) for e in sold] == [
        "Ann sells the hotel on Virginia Avenue for $50; 4 houses go back on it."]
    texts = [e.text(n) for s in (ST_CHARLES, STATES) for e in g.apply(SellBuilding(0, s))]
    texts += [e.text(n) for e in g.apply(SellBuilding(0, VIRGINIA))]
    assert texts[-1] == "Ann sells a house on Virginia Avenue for $50."
    assert BuildingsSold(0, STATES, 5, 1, 200, 5).text(n) == (
        "Ann sells the hotel on States Avenue for $200; 1 house goes back on it.")
    assert BuildingsSold(0, STATES, 3, 1, 100, 5).text(n) == (
        "Ann sells 2 houses on States Avenue for $100.")
    pink = [e.text(n) for e in new_hotels(PINK).apply(SellHotels(0, ST_CHARLES))]
    assert pink[0] == "Ann sells the hotel on St. Charles Place for $250."
    # taken back from a player going bankrupt: not his own sale
    assert BuildingsSold(0, STATES, 5, 0, 250, 5, True).text(n) == (
        "Ann's hotel on States Avenue goes back to the Bank for $250.")
    assert BuildingsSold(0, STATES, 3, 0, 150, 5, True).text(n) == (
        "Ann's 3 houses on States Avenue go back to the Bank for $150.")


def new_hotels(group: tuple[int, ...]) -> Game:
    g = new_game(2)
    give(g, 0, *group)
    for s in group:
        build(g, s, 5)
    return g


def test_classic_hotels_may_be_broken_down_a_house_at_a_time_to_nothing() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 5)
    build(g, BALTIC, 5)
    refund = 0
    for _ in range(10):
        lot = max(BROWN, key=lambda s: (g.level[s], s))
        refund += one(g.apply(SellBuilding(0, lot)), BuildingsSold).refund
    assert [g.level[s] for s in BROWN] == [0, 0]
    assert refund == 10 * 25 and g.cash[0] == 1750  # half of ten levels of $50
    assert g.bank_houses == 32 and g.bank_hotels == 12


def test_modern_all_hotels_of_a_group_go_before_any_house() -> None:
    g = new_game(2, preset="modern")
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 5)
    build(g, BALTIC, 5)
    events = g.apply(SellBuilding(0, MEDITERRANEAN))
    assert events == [BuildingsSold(0, MEDITERRANEAN, 5, 4, 25, 5)]  # a hotel becomes 4 houses
    assert_refused(g, SellBuilding(0, MEDITERRANEAN), "sell evenly")
    g.apply(SellBuilding(0, BALTIC))
    assert [g.level[s] for s in BROWN] == [4, 4] and g.bank_hotels == 12


def test_modern_sold_hotel_becomes_four_houses_which_the_bank_must_have() -> None:
    g = new_game(2, preset="modern")
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 5)
    build(g, BALTIC, 5)
    g.bank_houses = 3
    assert SellBuilding(0, BALTIC) not in g.legal_actions(0)
    assert_refused(g, SellBuilding(0, BALTIC), "the Bank has only 3")


def test_with_no_houses_in_the_bank_nobody_can_build() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    g.bank_houses = 0
    assert Build(0, MEDITERRANEAN) not in g.legal_actions(0)
    assert_refused(g, Build(0, MEDITERRANEAN), "no houses left")


def test_with_no_hotels_in_the_bank_nobody_can_build_a_hotel() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 4)
    build(g, BALTIC, 4)
    g.bank_hotels = 0
    assert_refused(g, Build(0, BALTIC), "no hotels left")


def test_houses_come_back_to_the_bank_when_sold_and_can_then_be_built() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    build(g, ORIENTAL, 1)
    g.bank_houses = 0
    g.cash[1] = 20  # after selling, Bob cannot afford to build again: no shortage call
    assert_refused(g, Build(0, MEDITERRANEAN), "no houses left")
    assert g.apply(SellBuilding(1, ORIENTAL)) == [BuildingsSold(1, ORIENTAL, 1, 0, 25, 5)]
    assert g.bank_houses == 1
    events = g.apply(Build(0, MEDITERRANEAN))
    assert events == [BuildingBuilt(0, MEDITERRANEAN, 1, 50, False)]
    assert g.bank_houses == 0


def test_scarce_houses_wanted_by_two_players_are_auctioned_one_at_a_time() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    g.bank_houses = 1
    events = g.apply(Build(0, MEDITERRANEAN))
    assert events == [BuildingShortage(0, "house", 1)]
    assert g.pending == ShortageCall(1, 0, MEDITERRANEAN, "house", (1,))
    assert g.level[MEDITERRANEAN] == 0 and g.cash[0] == 1500
    assert WantBuildings(1, 1) in g.legal_actions(1)
    events = g.apply(WantBuildings(1, 1))
    # Ann's request is the opening bid at the house's price; Bob must outbid her.
    assert events == [BuildingsWanted(1, 1), AuctionStarted(MEDITERRANEAN, "house", 50),
                      BidMade(0, 50)]
    top = g.pending
    assert isinstance(top, Auction) and top.kind == "house" and top.bidders == (0, 1)
    assert (top.player, top.leader, top.high) == (1, 0, 50)
    assert Bid(1, 50) not in g.legal_actions(1)
    g.apply(Bid(1, 60))
    events = g.apply(PassBid(0))
    assert one(events, AuctionWon) == AuctionWon(1, MEDITERRANEAN, 60, "house")
    assert g.pending == PlaceBuilding(1, "house")
    events = g.apply(Build(1, VERMONT))
    assert events == [BuildingBuilt(1, VERMONT, 1, 0, False)]
    assert g.level[VERMONT] == 1 and g.level[MEDITERRANEAN] == 0
    assert g.bank_houses == 0 and g.cash == [1500, 1440]
    assert g.pending is Phase.PRE_ROLL


def test_no_shortage_call_when_the_bank_has_enough_for_everyone() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    g.bank_houses = 13  # Bob could use 12, Ann wants 1
    events = g.apply(Build(0, MEDITERRANEAN))
    assert events == [BuildingBuilt(0, MEDITERRANEAN, 1, 50, False)]
    assert g.bank_houses == 12


def test_building_shortage_call_answered_with_none_lets_the_builder_build() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    g.bank_houses = 1
    g.apply(Build(0, MEDITERRANEAN))
    events = g.apply(WantBuildings(1, 0))
    assert events == [BuildingsWanted(1, 0), BuildingBuilt(0, MEDITERRANEAN, 1, 50, False)]
    assert g.bank_houses == 0 and g.cash[0] == 1450 and g.pending is Phase.PRE_ROLL


def test_buildings_are_built_even_after_the_turn_ends() -> None:
    g = new_game(2, dice=[(4, 6)])
    give(g, 0, *BROWN)
    g.apply(Roll(0))
    g.apply(EndTurn(0))
    assert g.current == 1
    assert g.apply(Build(0, BALTIC)) == [BuildingBuilt(0, BALTIC, 1, 50, False)]


def test_classic_all_hotels_of_a_group_may_be_sold_at_once() -> None:
    g = new_game(2)
    give(g, 0, *PINK)
    for s in PINK:
        build(g, s, 5)
    houses, hotels = g.bank_houses, g.bank_hotels
    assert SellHotels(0, ST_CHARLES) in g.legal_actions(0)
    events = g.apply(SellHotels(0, ST_CHARLES))
    assert events == [BuildingsSold(0, s, 5, 0, 250, 5) for s in PINK]  # half of 5 x $100 each
    assert [g.level[s] for s in PINK] == [0, 0, 0]
    assert g.bank_hotels == hotels + 3 and g.bank_houses == houses
    assert g.cash[0] == 1500 + 750


def test_classic_all_hotels_at_once_needs_a_hotel_on_every_lot_of_the_group() -> None:
    g = new_game(2)
    give(g, 0, *PINK)
    build(g, ST_CHARLES, 5)
    build(g, STATES, 5)
    build(g, VIRGINIA, 4)
    assert_refused(g, SellHotels(0, ST_CHARLES), "every lot of the group needs a hotel")


def test_modern_hotels_are_not_sold_all_at_once() -> None:
    g = new_game(2, preset="modern")
    give(g, 0, *PINK)
    for s in PINK:
        build(g, s, 5)
    assert_refused(g, SellHotels(0, ST_CHARLES), "one at a time")


def test_the_last_hotel_wanted_by_two_players_is_auctioned() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    for s in (*BROWN, *LIGHT_BLUE):
        build(g, s, 4)
    g.bank_hotels = 1
    houses = g.bank_houses
    events = g.apply(Build(0, BALTIC))
    assert events == [BuildingShortage(0, "hotel", 1)]
    assert g.pending == ShortageCall(1, 0, BALTIC, "hotel", (1,))
    events = g.apply(WantBuildings(1, 1))
    assert one(events, AuctionStarted) == AuctionStarted(BALTIC, "hotel", 50)
    assert one(events, BidMade) == BidMade(0, 50)  # the request is the opening bid
    events = g.apply(PassBid(1))
    assert one(events, AuctionWon) == AuctionWon(0, BALTIC, 50, "hotel")
    assert one(events, BuildingBuilt) == BuildingBuilt(0, BALTIC, 5, 0, True)
    assert g.bank_hotels == 0 and g.bank_houses == houses + 4 and g.cash[0] == 1450


def test_may_build_answers_as_build_problem_on_every_lot_of_random_play() -> None:
    refused = allowed = 0
    for seed in range(6):
        g = Game.new(["A", "B", "C"], seed=seed, record_events=False)
        r = random.Random(seed)
        for _ in range(1500):
            if g.over:
                break
            g.apply(random_action(g, r))
            for p in g.active_players():
                for s in range(g.board.size):
                    for ignore_cash in (False, True):
                        ok = build_problem(g, p, s, ignore_cash=ignore_cash) is None
                        assert may_build(g, p, s, ignore_cash=ignore_cash) == ok
                        allowed += ok
                        refused += not ok
    assert allowed > 100 and refused > 100

"""RULES.md "Mortgages": half price from the Bank, lifted for mortgage + 10%, no rent."""

from __future__ import annotations

from game.engine import (BANK, AcceptTrade, Build, KeepMortgaged, Mortgage, MortgageChoice, Phase,
                         ProposeTrade, Roll, SellBuilding, TradeOffer, Unmortgage)
from game.engine.events import (BuildingsSold, Mortgaged, PayReason, Payment, PropertyTransferred,
                                Unmortgaged)

from .scenario import (BALTIC, BOARDWALK, BROWN, DARK_BLUE, ELECTRIC, MEDITERRANEAN, PARK_PLACE,
                       READING, assert_refused, build, give, mortgage, new_game, of_type, one,
                       pending, place)


def test_mortgage_an_unimproved_property_for_half_its_price() -> None:
    g = new_game(2)
    give(g, 0, READING, PARK_PLACE)
    assert Mortgage(0, READING) in g.legal_actions(0)
    assert g.apply(Mortgage(0, READING)) == [Mortgaged(0, READING, 100)]
    assert g.apply(Mortgage(0, PARK_PLACE)) == [Mortgaged(0, PARK_PLACE, 175)]
    assert g.mortgaged[READING] and g.mortgaged[PARK_PLACE]
    assert g.cash[0] == 1500 + 100 + 175
    assert g.owner[READING] == 0  # the owner keeps the deed


def test_mortgage_needs_every_building_of_the_group_sold_back_first() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 1)
    assert Mortgage(0, BALTIC) not in g.legal_actions(0)
    assert_refused(g, Mortgage(0, BALTIC), "sell the buildings on the Brown group first")
    assert_refused(g, Mortgage(0, MEDITERRANEAN), "sell the buildings")
    assert g.apply(SellBuilding(0, MEDITERRANEAN)) == [BuildingsSold(0, MEDITERRANEAN, 1, 0, 25, 5)]
    assert g.apply(Mortgage(0, BALTIC)) == [Mortgaged(0, BALTIC, 30)]
    assert g.cash[0] == 1500 + 25 + 30


def test_mortgaged_property_collects_no_rent_but_the_rest_of_its_group_does_doubled() -> None:
    g = new_game(2, dice=[(1, 1), (1, 1)])
    give(g, 1, *DARK_BLUE)
    mortgage(g, PARK_PLACE)
    place(g, 0, 35)
    events = g.apply(Roll(0))  # 37 Park Place, mortgaged
    assert not of_type(events, Payment)
    events = g.apply(Roll(0))  # 39 Boardwalk: double the $50
    assert one(events, Payment) == Payment(0, 1, 100, PayReason.RENT, BOARDWALK)
    assert g.cash == [1400, 1600]


def test_lift_a_mortgage_for_the_mortgage_plus_10_percent_rounded_half_up() -> None:
    g = new_game(2)
    give(g, 0, PARK_PLACE, ELECTRIC, READING)
    mortgage(g, PARK_PLACE, ELECTRIC, READING)
    assert Unmortgage(0, PARK_PLACE) in g.legal_actions(0)
    assert g.apply(Unmortgage(0, PARK_PLACE)) == [Unmortgaged(0, PARK_PLACE, 193)]  # 175 + 17.5
    assert g.apply(Unmortgage(0, ELECTRIC)) == [Unmortgaged(0, ELECTRIC, 83)]  # 75 + 7.5
    assert g.apply(Unmortgage(0, READING)) == [Unmortgaged(0, READING, 110)]
    assert not any(g.mortgaged)
    assert g.cash[0] == 1500 - 193 - 83 - 110


def test_lifting_needs_the_cash_for_mortgage_plus_interest() -> None:
    g = new_game(2)
    give(g, 0, READING)
    mortgage(g, READING)
    g.cash[0] = 109
    assert Unmortgage(0, READING) not in g.legal_actions(0)
    assert_refused(g, Unmortgage(0, READING), "costs $110")


def test_mortgage_and_lift_on_another_players_turn() -> None:
    g = new_game(2)
    give(g, 1, READING)
    assert g.current == 0 and g.pending is Phase.PRE_ROLL
    g.apply(Mortgage(1, READING))
    g.apply(Unmortgage(1, READING))
    assert g.cash[1] == 1500 + 100 - 110 and not g.mortgaged[READING]


def test_no_building_on_a_mortgaged_group_until_every_lot_is_lifted() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    mortgage(g, MEDITERRANEAN)
    assert_refused(g, Build(0, BALTIC), "mortgaged")
    g.apply(Unmortgage(0, MEDITERRANEAN))
    assert Build(0, BALTIC) in g.legal_actions(0)


def test_mortgaged_property_received_may_be_lifted_at_once_for_principal_plus_10_percent() -> None:
    g = new_game(2)
    give(g, 0, READING)
    mortgage(g, READING)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(READING,), take_cash=20)))
    events = g.apply(AcceptTrade(1))
    assert PropertyTransferred(READING, 0, 1) in events
    assert g.pending == MortgageChoice(1, READING)
    assert g.legal_actions(1) == [Unmortgage(1, READING), KeepMortgaged(1, READING)]
    events = g.apply(Unmortgage(1, READING))
    assert events == [Unmortgaged(1, READING, 110)]
    assert not g.mortgaged[READING] and g.cash == [1520, 1500 - 20 - 110]
    assert pending(g) is Phase.PRE_ROLL


def test_mortgaged_property_kept_pays_10_percent_now_and_principal_plus_10_when_lifted() -> None:
    g = new_game(2)
    give(g, 0, READING)
    mortgage(g, READING)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(READING,), take_cash=20)))
    g.apply(AcceptTrade(1))
    events = g.apply(KeepMortgaged(1, READING))
    assert events == [Payment(1, BANK, 10, PayReason.INTEREST, READING)]
    assert g.mortgaged[READING] and g.owner[READING] == 1
    assert g.cash[1] == 1500 - 20 - 10
    events = g.apply(Unmortgage(1, READING))  # later: principal plus another 10%
    assert events == [Unmortgaged(1, READING, 110)]
    assert g.cash[1] == 1500 - 20 - 10 - 110

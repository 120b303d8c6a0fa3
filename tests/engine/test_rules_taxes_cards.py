"""RULES.md "Spaces": Income Tax, Luxury Tax, and Chance / Community Chest cards."""

from __future__ import annotations

import pytest

from game.engine import BANK, BuyChoice, ChooseIncomeTax, EndTurn, Phase, Roll, TaxChoice
from game.engine.events import (CardDrawn, Names, NothingToRepair, Payment, PayReason,
                                TokenMoved)

from .scenario import (BALTIC, BOARDWALK, BROWN, CC2, CHANCE2, INCOME_TAX, LUXURY_TAX,
                       MEDITERRANEAN, READING, build, give, kinds, mortgage, new_game, of_type,
                       one, pending, place)


def test_classic_income_tax_offers_200_or_10_percent() -> None:
    g = new_game(2, dice=[(1, 3)])
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "TokenMoved"]
    assert g.pending == TaxChoice(0, INCOME_TAX)
    assert g.legal_actions(0) == [ChooseIncomeTax(0, False), ChooseIncomeTax(0, True)]
    events = g.apply(ChooseIncomeTax(0, False))
    assert events == [Payment(0, BANK, 200, PayReason.TAX, INCOME_TAX)]
    assert g.cash == [1300, 1500] and pending(g) is Phase.POST_ROLL


def test_income_tax_worth_is_cash_printed_prices_mortgaged_or_not_and_building_cost() -> None:
    g = new_game(2, dice=[(1, 3)])
    g.cash[0] = 1000
    give(g, 0, *BROWN, READING)
    build(g, MEDITERRANEAN, 1)
    build(g, BALTIC, 1)
    mortgage(g, READING)
    g.apply(Roll(0))
    events = g.apply(ChooseIncomeTax(0, True))
    worth = 1000 + 60 + 60 + 200 + 2 * 50  # the mortgaged railroad at its printed price
    assert events == [Payment(0, BANK, worth // 10, PayReason.TAX, INCOME_TAX)]
    assert g.cash[0] == 1000 - 142


def test_income_tax_worth_counts_a_hotel_at_the_cost_of_everything_built_for_it() -> None:
    g = new_game(2, dice=[(1, 3)])
    g.cash[0] = 500
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 5)
    build(g, BALTIC, 5)
    g.apply(Roll(0))
    events = g.apply(ChooseIncomeTax(0, True))
    assert one(events, Payment).amount == (500 + 120 + 2 * 5 * 50) // 10  # 112


def test_ten_percent_rounds_half_up_to_a_whole_dollar() -> None:
    g = new_game(2, dice=[(1, 3)])
    g.cash[0] = 1505
    g.apply(Roll(0))
    events = g.apply(ChooseIncomeTax(0, True))
    assert events == [Payment(0, BANK, 151, PayReason.TAX, INCOME_TAX)]
    assert g.cash[0] == 1354


@pytest.mark.parametrize("preset", ["modern", "boutique-short"])
def test_flat_income_tax_presets_charge_200_without_a_choice(preset: str) -> None:
    g = new_game(2, preset=preset, dice=[(1, 3)])
    give(g, -1, *g.props[0])
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, BANK, 200, PayReason.TAX, INCOME_TAX)
    assert not isinstance(g.pending, TaxChoice) and g.pending is Phase.POST_ROLL


def test_boutique_shopping_spree_is_200_or_10_percent() -> None:
    g = new_game(2, preset="boutique", dice=[(1, 3)])
    g.apply(Roll(0))
    assert g.pending == TaxChoice(0, INCOME_TAX)


@pytest.mark.parametrize(("preset", "amount"), [("classic", 75), ("modern", 100),
                                                ("boutique", 75), ("boutique-short", 75),
                                                ("modern-short", 100)])
def test_luxury_tax_is_75_classic_100_modern(preset: str, amount: int) -> None:
    g = new_game(2, preset=preset, dice=[(1, 2)])
    give(g, -1, *g.props[0])
    g.cash[0] = 1500
    place(g, 0, 35)
    events = g.apply(Roll(0))
    assert one(events, TokenMoved).end == LUXURY_TAX
    assert one(events, Payment) == Payment(0, BANK, amount, PayReason.TAX, LUXURY_TAX)
    assert g.cash[0] == 1500 - amount


def test_card_move_to_an_unowned_property_offers_it_for_sale() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_illinois"]})
    place(g, 0, 15)
    events = g.apply(Roll(0))  # 15 -> 22 Chance -> 24 Illinois
    assert one(events, CardDrawn) == CardDrawn(0, "chance", "ch_illinois")
    assert [(m.start, m.end) for m in of_type(events, TokenMoved)] == [(15, CHANCE2),
                                                                       (CHANCE2, 24)]
    assert not of_type(events, Payment)  # GO not passed
    assert g.pending == BuyChoice(0, 24)


def test_card_move_to_an_owned_property_pays_its_rent() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_boardwalk"]})
    give(g, 1, BOARDWALK)
    place(g, 0, 15)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 50, PayReason.RENT, BOARDWALK)
    assert g.pos[0] == BOARDWALK and g.cash == [1450, 1550]


def test_card_collect_and_pay_go_to_and_from_the_bank() -> None:
    g = new_game(2, dice=[(3, 4), (4, 6)],
                 decks={"community_chest": ["cc_bank_error", "cc_doctor"]})
    place(g, 0, 10)
    events = g.apply(Roll(0))  # 17 Community Chest
    assert one(events, Payment) == Payment(BANK, 0, 200, PayReason.CARD)
    assert g.cash[0] == 1700
    g.apply(EndTurn(0))
    place(g, 1, 7)
    events = g.apply(Roll(1))  # 7 -> 17
    assert one(events, CardDrawn).card == "cc_doctor"
    assert one(events, Payment) == Payment(1, BANK, 50, PayReason.CARD)
    assert g.cash == [1700, 1450]
    assert g.pos[1] == CC2


def test_repairs_card_charges_for_each_house_and_each_hotel() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_general_repairs"]})
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 4)
    build(g, BALTIC, 5)
    place(g, 0, 15)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, BANK, 4 * 25 + 100, PayReason.REPAIRS)
    assert g.cash[0] == 1300


def test_a_repairs_card_without_buildings_says_it_costs_nothing() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_general_repairs"]})
    give(g, 0, *BROWN)
    place(g, 0, 15)
    events = g.apply(Roll(0))
    assert of_type(events, Payment) == []
    assert one(events, NothingToRepair) == NothingToRepair(0)
    assert g.cash[0] == 1500
    names = Names(["Ann", "Bob"], (), {}, {}, house=("boutique", "boutiques"),
                  hotel=("mall", "malls"))
    assert NothingToRepair(0).text(names) == ("Ann owns no boutiques or malls: "
                                              "the repairs cost nothing.")


def test_card_collect_from_each_player_is_paid_by_everyone_from_the_drawers_left() -> None:
    g = new_game(3, first=1, dice=[(3, 4)], decks={"community_chest": ["cc_opera"]})
    place(g, 1, 10)
    events = g.apply(Roll(1))
    assert of_type(events, Payment) == [Payment(2, 1, 50, PayReason.CARD),
                                        Payment(0, 1, 50, PayReason.CARD)]
    assert g.cash == [1450, 1600, 1450]
    assert g.pending is Phase.POST_ROLL


def test_card_pay_each_player_pays_everyone_from_the_payers_left() -> None:
    g = new_game(3, first=1, dice=[(3, 4)], decks={"chance": ["ch_chairman"]})
    place(g, 1, 15)
    events = g.apply(Roll(1))
    assert of_type(events, Payment) == [Payment(1, 2, 50, PayReason.CARD),
                                        Payment(1, 0, 50, PayReason.CARD)]
    assert g.cash == [1550, 1400, 1550]
    assert g.pending is Phase.POST_ROLL

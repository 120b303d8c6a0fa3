"""House rules (options no preset turns on): Free Parking jackpot, double salary on GO, no
auctions (auctions are printed; turning them off is the house rule), no rent in Jail, starting
cash, own turn only; and the printed option that rent must be claimed."""

from __future__ import annotations

from game.engine import (POT, AcceptTrade, Build, ClaimRent, DeclineBuy, EndTurn, Mortgage,
                         PayJailFine, Phase, ProposeTrade, Roll, RuleSet, TradeOffer)
from game.engine.events import (AuctionUnsold, BuildingBuilt, BuyDeclined, PayReason, Payment,
                                RentClaimable)
from game.engine.rules import Source

from .scenario import (BROWN, FREE_PARKING, GO, JAIL, LUXURY_TAX, MEDITERRANEAN, READING,
                       assert_refused, give, kinds, new_game, of_type, one, place)


def test_house_rules_are_off_in_every_preset_and_marked_as_house_rules() -> None:
    house = [name for name, f in RuleSet.model_fields.items()
             if isinstance(f.json_schema_extra, dict)
             and f.json_schema_extra.get("source") == Source.HOUSE.value]
    assert set(house) >= {"free_parking_jackpot", "double_salary_on_go",
                          "no_rent_in_jail", "starting_cash", "own_turn_only"}
    for preset in ("classic", "modern", "boutique", "classic-short", "modern-short",
                   "boutique-short", "time-limit"):
        r = RuleSet.from_preset(preset)
        assert not r.free_parking_jackpot and not r.double_salary_on_go
        assert r.auctions and not r.no_rent_in_jail and r.starting_cash is None
        assert not r.own_turn_only and not r.rent_must_be_claimed


def test_auctions_are_a_printed_rule_and_turning_them_off_the_house_rule() -> None:
    info = RuleSet.model_fields["auctions"]
    assert isinstance(info.json_schema_extra, dict)
    assert info.json_schema_extra["source"] == Source.PRINTED.value
    assert "Off, a house rule" in (info.description or "")


def test_free_parking_jackpot_collects_taxes_card_fines_and_jail_fines() -> None:
    g = new_game(2, dice=[(1, 2), (3, 4), (3, 4)], decks={"chance": ["ch_poor_tax"]},
                 free_parking_jackpot=True)
    place(g, 0, 35)
    events = g.apply(Roll(0))  # Luxury Tax $75
    assert one(events, Payment) == Payment(0, POT, 75, PayReason.TAX, LUXURY_TAX)
    assert g.pot == 75
    g.apply(EndTurn(0))
    place(g, 1, 15)
    events = g.apply(Roll(1))  # 22 Chance: $15 fine
    assert one(events, Payment) == Payment(1, POT, 15, PayReason.CARD)
    assert g.pot == 90
    g.apply(EndTurn(1))
    place(g, 0, JAIL, jailed=True)
    events = g.apply(PayJailFine(0))
    assert events[0] == Payment(0, POT, 50, PayReason.JAIL_FINE)
    assert g.pot == 140
    place(g, 0, 13)
    events = g.apply(Roll(0))  # 20 Free Parking
    assert one(events, Payment) == Payment(POT, 0, 140, PayReason.JACKPOT, FREE_PARKING)
    assert g.pot == 0 and g.cash[0] == 1500 - 75 - 50 + 140


def test_without_the_jackpot_free_parking_pays_nothing_and_fees_go_to_the_bank() -> None:
    g = new_game(2, dice=[(1, 2)])
    place(g, 0, 35)
    events = g.apply(Roll(0))
    assert one(events, Payment).payee == -1 and g.pot == 0


def test_double_salary_for_landing_exactly_on_go() -> None:
    g = new_game(2, dice=[(3, 4), (3, 4)], double_salary_on_go=True)
    place(g, 0, 33)
    events = g.apply(Roll(0))
    assert g.pos[0] == GO
    assert one(events, Payment) == Payment(-1, 0, 400, PayReason.SALARY)
    assert g.cash[0] == 1900
    g.apply(EndTurn(0))
    place(g, 1, 34)
    give(g, 1, MEDITERRANEAN)
    events = g.apply(Roll(1))  # passing GO: the usual $200
    assert one(events, Payment) == Payment(-1, 1, 200, PayReason.SALARY)


def test_no_auctions_the_bank_keeps_a_declined_property() -> None:
    g = new_game(2, dice=[(2, 3)], auctions=False)
    g.apply(Roll(0))
    events = g.apply(DeclineBuy(0))
    assert events == [BuyDeclined(0, READING), AuctionUnsold(READING, "property")]
    assert g.owner[READING] == -1 and g.cash == [1500, 1500]
    assert g.pending is Phase.POST_ROLL


def test_no_rent_in_jail_the_jailed_owner_collects_nothing() -> None:
    g = new_game(2, dice=[(2, 3)], no_rent_in_jail=True)
    give(g, 1, READING)
    place(g, 1, JAIL, jailed=True)
    events = g.apply(Roll(0))
    assert not of_type(events, Payment)
    assert g.cash == [1500, 1500] and g.pending is Phase.POST_ROLL


def test_no_rent_in_jail_does_not_touch_an_owner_just_visiting() -> None:
    g = new_game(2, dice=[(2, 3)], no_rent_in_jail=True)
    give(g, 1, READING)
    place(g, 1, JAIL)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 25, PayReason.RENT, READING)


def test_starting_cash_house_rule() -> None:
    g = new_game(3, starting_cash=2500)
    assert g.cash == [2500, 2500, 2500]


def test_own_turn_only_players_build_mortgage_and_trade_only_on_their_turn() -> None:
    g = new_game(2, dice=[(4, 6)], own_turn_only=True)
    give(g, 1, *BROWN, READING)
    assert g.current == 0
    assert g.legal_actions(1) == []
    assert not g.can_trade(1)
    assert_refused(g, Build(1, MEDITERRANEAN), "not now")
    assert_refused(g, Mortgage(1, READING), "not now")
    assert_refused(g, ProposeTrade(1, TradeOffer(1, 0, give=(READING,), take_cash=5)), "not now")
    g.apply(Roll(0))
    g.apply(EndTurn(0))
    assert g.current == 1
    assert Build(1, MEDITERRANEAN) in g.legal_actions(1)
    assert g.apply(Build(1, MEDITERRANEAN)) == [BuildingBuilt(1, MEDITERRANEAN, 1, 50, False)]
    g.apply(ProposeTrade(1, TradeOffer(1, 0, give=(READING,), take_cash=5)))
    events = g.apply(AcceptTrade(0))  # answering an offer is not acting out of turn
    assert kinds(events)[0] == "TradeAccepted" and g.owner[READING] == 0


def test_rent_must_be_claimed_option_asks_the_owner_to_claim() -> None:
    g = new_game(2, dice=[(2, 3)], rent_must_be_claimed=True)
    give(g, 1, READING)
    events = g.apply(Roll(0))
    assert one(events, RentClaimable) == RentClaimable(1, 0, READING, 25)
    assert g.cash == [1500, 1500]
    assert ClaimRent(1, READING) in g.legal_actions(1)
    assert g.apply(ClaimRent(1, READING)) == [Payment(0, 1, 25, PayReason.RENT, READING)]


def test_double_salary_on_go_also_when_a_card_advances_the_player_to_go() -> None:
    # The engine's documented reading (README): any move that ends on GO pays double.
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_go"]}, double_salary_on_go=True)
    events = g.apply(Roll(0))
    assert of_type(events, Payment) == [Payment(-1, 0, 400, PayReason.SALARY)]
    assert g.pos[0] == GO and g.cash[0] == 1900

"""RULES.md "Edge cases every engine gets wrong": one or more scenarios per item."""

from __future__ import annotations

from game.engine import (BANK, AcceptTrade, Auction, Bid, Build, Buy, BuyChoice, ChooseIncomeTax,
                         Debt, DeclareBankruptcy, EndTurn, KeepMortgaged, Mortgage, MortgageChoice,
                         PassBid, PayDebt, Phase, PlaceBuilding, ProposeTrade, Roll, SellBuilding,
                         ShortageCall, TaxChoice, TradeOffer, Unmortgage, WantBuildings)
from game.engine.events import (BidMade, AuctionStarted, AuctionWon, Bankrupted, BuildingBuilt,
                                BuildingShortage, BuildingsSold, BuildingsWanted, CardDrawn,
                                DebtOwed, DiceRolled, JailExit, JailReason, LeftJail, PayReason,
                                Payment, PropertyBought, PropertyTransferred, SentToJail,
                                TokenMoved, TurnStarted, Unmortgaged)

from .scenario import (BALTIC, BOARDWALK, BO_RR, BROWN, CC3, CHANCE1, CHANCE3, ELECTRIC,
                       INCOME_TAX, JAIL, LIGHT_BLUE, MEDITERRANEAN, NEW_YORK, ORIENTAL, PARK_PLACE,
                       PENNSYLVANIA_RR, PINK, READING, STATES, VERMONT, WATER_WORKS,
                       assert_refused, build, give, kinds, mortgage, new_game, of_type, one,
                       pending, place)


# -- "Go back 3 spaces" -------------------------------------------------------------------------

def test_go_back_three_from_the_third_chance_lands_on_community_chest_and_draws_that_card_too(
        ) -> None:
    g = new_game(2, dice=[(3, 4)],
                 decks={"chance": ["ch_back3"], "community_chest": ["cc_bank_error"]})
    place(g, 0, 29)
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "TokenMoved", "CardDrawn", "TokenMoved", "CardDrawn",
                             "Payment"]
    assert of_type(events, CardDrawn) == [CardDrawn(0, "chance", "ch_back3"),
                                          CardDrawn(0, "community_chest", "cc_bank_error")]
    assert of_type(events, TokenMoved)[1] == TokenMoved(0, CHANCE3, CC3, -3)
    assert one(events, Payment) == Payment(BANK, 0, 200, PayReason.CARD)
    assert g.pos[0] == CC3 and g.cash[0] == 1700  # no salary for moving back
    assert g.pending is Phase.POST_ROLL


def test_go_back_three_from_the_first_chance_lands_on_income_tax() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_back3"]})
    g.apply(Roll(0))
    assert g.pos[0] == INCOME_TAX and g.pending == TaxChoice(0, INCOME_TAX)


def test_go_back_three_from_the_second_chance_lands_on_new_york_avenue() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_back3"]})
    place(g, 0, 15)
    g.apply(Roll(0))
    assert g.pos[0] == NEW_YORK and g.pending == BuyChoice(0, NEW_YORK)


# -- "Advance to the nearest Railroad/Utility" ---------------------------------------------------

def test_nearest_railroad_unowned_may_be_bought() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_nearest_rr_1"]})
    events = g.apply(Roll(0))  # 7 -> Pennsylvania Railroad
    assert of_type(events, TokenMoved)[1] == TokenMoved(0, CHANCE1, PENNSYLVANIA_RR, 8)
    assert g.pending == BuyChoice(0, PENNSYLVANIA_RR)
    assert g.apply(Buy(0)) == [PropertyBought(0, PENNSYLVANIA_RR, 200)]


def test_nearest_railroad_owned_pays_twice_the_railroad_rent() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_nearest_rr_2"]})
    give(g, 1, PENNSYLVANIA_RR, READING)  # two railroads: $50, twice is $100
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 100, PayReason.RENT, PENNSYLVANIA_RR)
    assert g.cash == [1400, 1600]


def test_nearest_railroad_from_the_third_chance_passes_go_and_pays_salary() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_nearest_rr_1"]})
    give(g, 1, READING)
    place(g, 0, 29)
    events = g.apply(Roll(0))
    assert g.pos[0] == READING
    assert of_type(events, Payment) == [Payment(BANK, 0, 200, PayReason.SALARY),
                                        Payment(0, 1, 50, PayReason.RENT, READING)]


def test_nearest_utility_unowned_may_be_bought() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_nearest_utility"]})
    place(g, 0, 15)
    g.apply(Roll(0))  # 22 -> Water Works
    assert g.pos[0] == WATER_WORKS and g.pending == BuyChoice(0, WATER_WORKS)


def test_nearest_utility_owned_pays_ten_times_a_fresh_throw_of_the_dice() -> None:
    g = new_game(2, dice=[(3, 4), (2, 3)], decks={"chance": ["ch_nearest_utility"]})
    give(g, 1, WATER_WORKS)  # one utility only: still ten times
    place(g, 0, 15)
    events = g.apply(Roll(0))
    assert of_type(events, DiceRolled) == [DiceRolled(0, 3, 4), DiceRolled(0, 2, 3)]
    assert one(events, Payment) == Payment(0, 1, 50, PayReason.RENT, WATER_WORKS)
    assert g.cash == [1450, 1550]
    assert g.pending is Phase.POST_ROLL and g.forced == []


def test_nearest_utility_from_the_third_chance_passes_go_to_electric_company() -> None:
    g = new_game(2, dice=[(3, 4), (6, 5)], decks={"chance": ["ch_nearest_utility"]})
    give(g, 1, ELECTRIC, WATER_WORKS)
    place(g, 0, 29)
    events = g.apply(Roll(0))
    assert g.pos[0] == ELECTRIC
    assert of_type(events, Payment) == [Payment(BANK, 0, 200, PayReason.SALARY),
                                        Payment(0, 1, 110, PayReason.RENT, ELECTRIC)]


# -- Doubles that send a player to Jail end the turn ---------------------------------------------

def test_doubles_then_a_go_to_jail_card_end_the_turn_without_another_roll() -> None:
    g = new_game(2, dice=[(2, 2), (1, 2)], decks={"chance": ["ch_jail"]})
    place(g, 0, 3)
    events = g.apply(Roll(0))  # doubles to 7 Chance: Go to Jail
    assert one(events, SentToJail) == SentToJail(0, JailReason.CARD)
    assert g.pos[0] == JAIL and g.in_jail[0]
    assert g.pending is Phase.POST_ROLL
    assert Roll(0) not in g.legal_actions(0)
    assert_refused(g, Roll(0), "end the turn")
    events = g.apply(EndTurn(0))
    assert one(events, TurnStarted).player == 1


def test_doubles_onto_the_go_to_jail_space_end_the_turn_without_another_roll() -> None:
    g = new_game(2, dice=[(3, 3)])
    place(g, 0, 24)
    events = g.apply(Roll(0))
    assert one(events, SentToJail) == SentToJail(0, JailReason.SPACE)
    assert g.pending is Phase.POST_ROLL and g.legal_actions(0)[0] == EndTurn(0)
    assert_refused(g, Roll(0), "end the turn")


# -- A hotel broken down when the Bank has fewer than 4 houses ----------------------------------

def test_classic_hotel_sold_when_the_bank_lacks_houses_sells_the_group_down_as_far_as_it_can(
        ) -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 5)
    build(g, BALTIC, 5)
    g.bank_houses = 3
    hotels = g.bank_hotels
    assert SellBuilding(0, MEDITERRANEAN) in g.legal_actions(0)
    events = g.apply(SellBuilding(0, MEDITERRANEAN))
    sold = of_type(events, BuildingsSold)
    assert kinds(events) == ["BuildingsSold", "BuildingsSold"]
    levels = [g.level[s] for s in BROWN]
    assert sorted(levels) == [1, 2]  # the fullest even arrangement with 3 houses
    assert g.level[MEDITERRANEAN] < 5
    assert g.bank_houses == 0 and g.bank_hotels == hotels + 2
    assert sum(e.refund for e in sold) == (10 - 3) * 25  # seven levels at half of $50
    assert g.cash[0] == 1500 + 175
    assert {e.space for e in sold} == set(BROWN) and all(e.before == 5 for e in sold)


def test_classic_hotel_sold_when_the_bank_has_no_houses_sells_the_group_to_nothing() -> None:
    g = new_game(2)
    give(g, 0, *PINK)
    for s in PINK:
        build(g, s, 5)
    g.bank_houses = 0
    events = g.apply(SellBuilding(0, STATES))
    assert [g.level[s] for s in PINK] == [0, 0, 0]
    assert sum(e.refund for e in of_type(events, BuildingsSold)) == 15 * 50
    assert g.bank_houses == 0 and g.bank_hotels == 12


def test_modern_hotel_sale_is_refused_when_the_bank_has_fewer_than_four_houses() -> None:
    g = new_game(2, preset="modern")
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 5)
    build(g, BALTIC, 5)
    g.bank_houses = 3
    assert SellBuilding(0, MEDITERRANEAN) not in g.legal_actions(0)
    assert_refused(g, SellBuilding(0, MEDITERRANEAN), "becomes 4 houses")


# -- Building when the Bank is short and two players want the last houses -----------------------

def test_last_house_wanted_by_two_players_is_auctioned_and_the_winner_places_it() -> None:
    g = new_game(3)
    give(g, 0, *BROWN)
    give(g, 2, *LIGHT_BLUE)
    g.bank_houses = 1
    events = g.apply(Build(0, BALTIC))
    assert events == [BuildingShortage(0, "house", 1)]
    assert g.pending == ShortageCall(2, 0, BALTIC, "house", (2,))  # Bob could not build
    assert g.legal_actions(2)[:2] == [WantBuildings(2, 0), WantBuildings(2, 1)]
    assert_refused(g, WantBuildings(2, 13), "at most 12")
    events = g.apply(WantBuildings(2, 1))
    assert events == [BuildingsWanted(2, 1), AuctionStarted(BALTIC, "house", 50), BidMade(0, 50)]
    top = g.pending
    assert isinstance(top, Auction) and top.bidders == (0, 2) and top.requester == 0
    assert (top.player, top.leader, top.high) == (2, 0, 50)
    g.apply(Bid(2, 75))
    g.apply(Bid(0, 80))
    events = g.apply(PassBid(2))
    assert one(events, AuctionWon) == AuctionWon(0, BALTIC, 80, "house")
    assert one(events, BuildingBuilt) == BuildingBuilt(0, BALTIC, 1, 0, False)
    assert g.level[BALTIC] == 1 and g.bank_houses == 0
    assert g.cash == [1420, 1500, 1500] and g.pending is Phase.PRE_ROLL


def test_scarce_house_won_by_the_other_player_waits_for_him_to_place_it() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    g.bank_houses = 1
    g.apply(Build(0, BALTIC))
    g.apply(WantBuildings(1, 2))
    g.apply(Bid(1, 55))
    events = g.apply(PassBid(0))
    assert one(events, AuctionWon) == AuctionWon(1, BALTIC, 55, "house")
    assert g.pending == PlaceBuilding(1, "house")
    assert set(g.legal_actions(1)) == {Build(1, s) for s in LIGHT_BLUE}
    assert_refused(g, Build(1, MEDITERRANEAN), "do not own")
    assert g.apply(Build(1, ORIENTAL)) == [BuildingBuilt(1, ORIENTAL, 1, 0, False)]
    assert g.level[BALTIC] == 0 and g.bank_houses == 0 and g.cash == [1500, 1445]


def test_modern_building_shortage_auction_opens_at_10_like_property_auctions() -> None:
    # [M]: "The auction follows the same rules as estate ... auctions": bidding starts at $10.
    g = new_game(2, preset="modern")
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    g.bank_houses = 1
    g.apply(Build(0, BALTIC))
    events = g.apply(WantBuildings(1, 1))
    assert one(events, AuctionStarted) == AuctionStarted(BALTIC, "house", 10)
    assert one(events, BidMade) == BidMade(0, 10)  # the request opens the bidding
    assert Bid(1, 11) in g.legal_actions(1)


# -- Income tax decided before the worth is shown -----------------------------------------------

def test_income_tax_is_chosen_before_the_worth_is_added_up() -> None:
    g = new_game(2, dice=[(1, 3)])
    g.cash[0] = 2900
    give(g, 0, READING)  # worth 3100: 10% is more than the flat $200
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "TokenMoved"]  # no amount shown yet
    assert g.pending == TaxChoice(0, INCOME_TAX)
    assert g.legal_actions(0) == [ChooseIncomeTax(0, False), ChooseIncomeTax(0, True)]
    events = g.apply(ChooseIncomeTax(0, True))  # chosen blind, it stands
    assert events == [Payment(0, BANK, 310, PayReason.TAX, INCOME_TAX)]
    assert g.cash[0] == 2590


def test_income_tax_flat_choice_stands_even_when_ten_percent_would_be_less() -> None:
    g = new_game(2, dice=[(1, 3)])
    g.cash[0] = 500
    g.apply(Roll(0))
    assert g.apply(ChooseIncomeTax(0, False)) == [Payment(0, BANK, 200, PayReason.TAX,
                                                          INCOME_TAX)]


# -- Getting out of Jail with doubles gives no extra roll ----------------------------------------

def test_getting_out_of_jail_with_doubles_gives_no_extra_roll() -> None:
    g = new_game(2, dice=[(5, 5), (1, 2)])
    place(g, 0, JAIL, jailed=True)
    events = g.apply(Roll(0))
    assert one(events, LeftJail) == LeftJail(0, JailExit.DOUBLES)
    assert one(events, TokenMoved) == TokenMoved(0, JAIL, 20, 10)
    assert g.pending is Phase.POST_ROLL
    assert_refused(g, Roll(0), "end the turn")
    events = g.apply(EndTurn(0))
    assert one(events, TurnStarted).player == 1
    assert g.forced == [(1, 2)]


# -- Third jail turn: pay $50 and move; unable to pay, raise money or go bankrupt --------------

def test_third_jail_turn_unable_to_pay_the_fine_raises_money_then_moves() -> None:
    g = new_game(2, dice=[(1, 2)])
    place(g, 0, JAIL, jailed=True)
    g.jail_tries[0] = 2
    g.cash[0] = 30
    give(g, 0, READING)
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "DebtOwed"]
    assert g.pending == Debt(0, BANK, 50, PayReason.JAIL_FINE)
    assert g.pos[0] == JAIL and g.in_jail[0]
    assert g.legal_actions(0) == [Mortgage(0, READING)]
    g.apply(Mortgage(0, READING))
    events = g.apply(PayDebt(0))
    assert kinds(events) == ["Payment", "LeftJail", "TokenMoved"]
    assert events[0] == Payment(0, BANK, 50, PayReason.JAIL_FINE)
    assert one(events, LeftJail).how is JailExit.FORCED
    assert g.pos[0] == STATES and not g.in_jail[0] and g.cash[0] == 80
    assert g.pending == BuyChoice(0, STATES)


def test_third_jail_turn_unable_to_pay_the_fine_goes_bankrupt_to_the_bank() -> None:
    g = new_game(3, dice=[(1, 2)])
    place(g, 0, JAIL, jailed=True)
    g.jail_tries[0] = 2
    g.cash[0] = 30
    g.apply(Roll(0))
    assert g.legal_actions(0) == [DeclareBankruptcy(0)]
    events = g.apply(DeclareBankruptcy(0))
    assert events[0] == Bankrupted(0, BANK)
    assert not of_type(events, TokenMoved)
    assert one(events, TurnStarted).player == 1
    assert not g.active[0] and g.cash[0] == 0 and g.current == 1


# -- Birthday / Chairman cards a player cannot pay -----------------------------------------------

def test_chairman_card_the_payer_cannot_pay_goes_bankrupt_to_the_unpaid_player() -> None:
    g = new_game(4, dice=[(3, 4)], decks={"chance": ["ch_chairman"]})
    g.cash[0] = 120
    events = g.apply(Roll(0))
    assert of_type(events, Payment) == [Payment(0, 1, 50, PayReason.CARD),
                                        Payment(0, 2, 50, PayReason.CARD)]
    assert one(events, DebtOwed) == DebtOwed(0, 3, 50)
    assert g.pending == Debt(0, 3, 50, PayReason.CARD)
    assert g.legal_actions(0) == [DeclareBankruptcy(0)]
    events = g.apply(DeclareBankruptcy(0))
    assert events[:2] == [Bankrupted(0, 3), Payment(0, 3, 20, PayReason.BANKRUPTCY)]
    assert one(events, TurnStarted).player == 1
    assert g.cash == [0, 1550, 1550, 1520] and not g.active[0]


def test_birthday_card_a_player_cannot_pay_raises_money_on_the_drawers_turn() -> None:
    g = new_game(3, dice=[(3, 4)], decks={"community_chest": ["cc_opera"]})
    place(g, 0, 10)
    g.cash[1] = 20
    give(g, 1, READING)
    events = g.apply(Roll(0))
    assert one(events, DebtOwed) == DebtOwed(1, 0, 50)
    assert not of_type(events, Payment)  # Bob, on Ann's left, is asked first
    assert g.pending == Debt(1, 0, 50, PayReason.CARD) and g.to_move == 1
    assert g.legal_actions(0) == [] and g.legal_actions(2) == []
    g.apply(Mortgage(1, READING))
    events = g.apply(PayDebt(1))
    assert events == [Payment(1, 0, 50, PayReason.CARD), Payment(2, 0, 50, PayReason.CARD)]
    assert g.cash == [1600, 70, 1450]
    assert pending(g) is Phase.POST_ROLL and g.to_move == 0


def test_birthday_card_a_player_cannot_pay_goes_bankrupt_to_the_drawer() -> None:
    g = new_game(3, dice=[(3, 4)], decks={"community_chest": ["cc_opera"]})
    place(g, 0, 10)
    g.cash[1] = 20
    g.apply(Roll(0))
    events = g.apply(DeclareBankruptcy(1))
    assert events[:2] == [Bankrupted(1, 0), Payment(1, 0, 20, PayReason.BANKRUPTCY)]
    assert events[2] == Payment(2, 0, 50, PayReason.CARD)  # the others still pay
    assert g.cash == [1570, 0, 1450] and not g.active[1]
    assert g.current == 0 and g.pending is Phase.POST_ROLL


# -- Transfer of mortgaged property through trade and through bankruptcy (10% now) ---------------

def test_mortgaged_property_traded_pays_ten_percent_interest_now_if_kept() -> None:
    g = new_game(2)
    give(g, 0, PARK_PLACE)
    mortgage(g, PARK_PLACE)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(PARK_PLACE,), take_cash=50)))
    events = g.apply(AcceptTrade(1))
    assert PropertyTransferred(PARK_PLACE, 0, 1) in events
    assert g.pending == MortgageChoice(1, PARK_PLACE)
    assert_refused(g, Roll(0), "lift or keep a mortgage")
    events = g.apply(KeepMortgaged(1, PARK_PLACE))
    assert events == [Payment(1, BANK, 18, PayReason.INTEREST, PARK_PLACE)]  # 10% of 175
    assert g.cash == [1550, 1500 - 50 - 18] and g.mortgaged[PARK_PLACE]
    assert g.apply(Unmortgage(1, PARK_PLACE)) == [Unmortgaged(1, PARK_PLACE, 193)]
    assert g.cash[1] == 1500 - 50 - 18 - 193


def test_mortgaged_property_traded_may_be_lifted_at_once_for_principal_plus_ten_percent(
        ) -> None:
    g = new_game(2)
    give(g, 0, PARK_PLACE)
    mortgage(g, PARK_PLACE)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(PARK_PLACE,), take_cash=50)))
    g.apply(AcceptTrade(1))
    assert g.apply(Unmortgage(1, PARK_PLACE)) == [Unmortgaged(1, PARK_PLACE, 193)]
    assert g.cash[1] == 1500 - 50 - 193 and not g.mortgaged[PARK_PLACE]
    assert g.pending is Phase.PRE_ROLL


def test_each_mortgaged_property_received_in_a_trade_asks_its_own_decision() -> None:
    g = new_game(2)
    give(g, 0, READING, PARK_PLACE)
    mortgage(g, READING, PARK_PLACE)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(READING, PARK_PLACE), take_cash=1)))
    g.apply(AcceptTrade(1))
    assert g.pending == MortgageChoice(1, READING)
    g.apply(KeepMortgaged(1, READING))
    assert g.pending == MortgageChoice(1, PARK_PLACE)
    g.apply(Unmortgage(1, PARK_PLACE))
    assert g.cash[1] == 1500 - 1 - 10 - 193 and pending(g) is Phase.PRE_ROLL


def test_trade_refused_when_the_receiver_could_not_pay_the_interest_due() -> None:
    g = new_game(2)
    give(g, 0, PARK_PLACE)
    mortgage(g, PARK_PLACE)
    g.cash[1] = 60
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, give=(PARK_PLACE,), take_cash=50)),
                   "could not pay the 18 interest")


def test_mortgaged_property_received_through_bankruptcy_pays_ten_percent_now() -> None:
    g = new_game(3, dice=[(1, 3)])
    give(g, 1, BOARDWALK, PARK_PLACE)
    give(g, 0, READING, BO_RR, VERMONT)
    mortgage(g, READING, BO_RR, VERMONT)
    g.cash[0] = 10
    place(g, 0, 35)
    g.apply(Roll(0))
    events = g.apply(DeclareBankruptcy(0))
    assert [e.space for e in of_type(events, PropertyTransferred)] == [READING, VERMONT, BO_RR]
    assert g.pending == MortgageChoice(1, READING)
    assert g.legal_actions(1) == [Unmortgage(1, READING), KeepMortgaged(1, READING)]
    assert g.apply(KeepMortgaged(1, READING)) == [Payment(1, BANK, 10, PayReason.INTEREST,
                                                          READING)]
    assert g.pending == MortgageChoice(1, VERMONT)
    assert g.apply(Unmortgage(1, VERMONT)) == [Unmortgaged(1, VERMONT, 55)]
    assert g.pending == MortgageChoice(1, BO_RR)
    events = g.apply(KeepMortgaged(1, BO_RR))
    assert events[0] == Payment(1, BANK, 10, PayReason.INTEREST, BO_RR)
    assert one(events, TurnStarted).player == 1
    assert g.cash[1] == 1500 + 10 - 10 - 55 - 10
    assert g.mortgaged[READING] and not g.mortgaged[VERMONT] and g.mortgaged[BO_RR]


"""Illegal actions raise IllegalAction with a readable reason and change nothing."""

from __future__ import annotations

from game.engine import (AcceptTrade, Action, Bid, Build, Buy, ChooseIncomeTax, ClaimRent,
                         CounterTrade, DeclareBankruptcy, DeclineBuy, DeclineTrade, EndTurn,
                         IllegalAction, KeepMortgaged, Mortgage, PassBid, PayDebt, PayJailFine,
                         ProposeTrade, Roll, SellBuilding, TradeOffer, Unmortgage, UseJailCard,
                         WantBuildings)

from .scenario import (BALTIC, BROWN, CHANCE1, JAIL, MEDITERRANEAN, READING, assert_refused, give,
                       mortgage, new_game, place, snapshot)


def test_an_action_that_is_not_of_this_game_is_refused() -> None:
    g = new_game(2)
    assert_refused(g, Action(0), "not an action of this game")


def test_an_unknown_player_is_refused() -> None:
    g = new_game(2)
    assert_refused(g, Roll(2), "no such player")
    assert_refused(g, Roll(-1), "no such player")


def test_rolling_out_of_turn_is_refused() -> None:
    g = new_game(3)
    assert_refused(g, Roll(1), "it is Ann's turn")
    assert_refused(g, Roll(2), "it is Ann's turn")


def test_ending_the_turn_before_rolling_is_refused() -> None:
    g = new_game(2)
    assert_refused(g, EndTurn(0), "roll the dice first")
    assert_refused(g, EndTurn(1), "Ann's turn")


def test_rolling_while_a_decision_waits_is_refused() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.apply(Roll(0))
    assert_refused(g, Roll(0), "buy or decline")
    assert_refused(g, EndTurn(0), "buy or decline")


def test_buying_with_nothing_on_offer_is_refused() -> None:
    g = new_game(2)
    assert_refused(g, Buy(0), "offer to buy")
    assert_refused(g, DeclineBuy(0), "offer to buy")


def test_buying_someone_elses_offer_is_refused() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.apply(Roll(0))
    assert_refused(g, Buy(1), "waiting for Ann")


def test_buying_without_the_cash_is_refused() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.cash[0] = 199
    g.apply(Roll(0))
    assert_refused(g, Buy(0), "it costs $200 and you have $199")


def test_bidding_with_no_auction_is_refused() -> None:
    g = new_game(2)
    assert_refused(g, Bid(0, 10), "auction")
    assert_refused(g, PassBid(0), "auction")


def test_a_bid_that_is_not_a_whole_number_of_dollars_is_refused() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    assert_refused(g, Bid(1, 10.5), "whole number")  # type: ignore[arg-type]


def test_building_on_a_railroad_or_a_lot_not_owned_is_refused() -> None:
    g = new_game(2)
    give(g, 0, READING)
    give(g, 1, *BROWN)
    assert_refused(g, Build(0, READING), "lots of a color group")
    assert_refused(g, Build(0, MEDITERRANEAN), "do not own")
    assert_refused(g, Build(0, 99), "lots of a color group")


def test_building_without_the_cash_is_refused() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    g.cash[0] = 49
    assert_refused(g, Build(0, MEDITERRANEAN), "costs $50; you have $49")


def test_selling_where_there_are_no_buildings_is_refused() -> None:
    g = new_game(2)
    give(g, 0, *BROWN, READING)
    assert_refused(g, SellBuilding(0, MEDITERRANEAN), "no buildings")
    assert_refused(g, SellBuilding(0, READING), "lots of a color group")
    assert_refused(g, SellBuilding(1, MEDITERRANEAN), "do not own")


def test_mortgaging_twice_or_someone_elses_or_a_non_property_is_refused() -> None:
    g = new_game(2)
    give(g, 0, READING)
    give(g, 1, BALTIC)
    mortgage(g, READING)
    assert_refused(g, Mortgage(0, READING), "already mortgaged")
    assert_refused(g, Mortgage(0, BALTIC), "do not own")
    assert_refused(g, Mortgage(0, CHANCE1), "only properties")
    assert_refused(g, Unmortgage(1, BALTIC), "not mortgaged")
    assert_refused(g, Unmortgage(1, READING), "do not own")


def test_keeping_a_mortgage_with_no_choice_waiting_is_refused() -> None:
    g = new_game(2)
    give(g, 0, READING)
    mortgage(g, READING)
    assert_refused(g, KeepMortgaged(0, READING), "mortgage")


def test_jail_exits_refused_outside_jail_or_without_card_or_cash() -> None:
    g = new_game(2)
    assert_refused(g, PayJailFine(0), "not in Jail")
    assert_refused(g, UseJailCard(0), "not in Jail")
    place(g, 0, JAIL, jailed=True)
    assert_refused(g, UseJailCard(0), "no Get Out of Jail Free card")
    g.cash[0] = 49
    assert_refused(g, PayJailFine(0), "raise the money first")
    assert_refused(g, PayJailFine(1), "only before rolling, on your own turn")


def test_paying_or_declaring_bankruptcy_with_no_debt_is_refused() -> None:
    g = new_game(2)
    assert_refused(g, PayDebt(0), "debt")
    assert_refused(g, DeclareBankruptcy(0), "debt")


def test_declaring_bankruptcy_with_the_cash_to_pay_is_refused() -> None:
    g = new_game(2, dice=[(1, 3)])
    give(g, 1, 37, 39)
    g.cash[0] = 99
    place(g, 0, 35)
    give(g, 0, READING)
    g.apply(Roll(0))
    g.apply(Mortgage(0, READING))
    assert_refused(g, DeclareBankruptcy(0), "you have the cash to pay")


def test_choosing_income_tax_with_no_tax_due_is_refused() -> None:
    g = new_game(2)
    assert_refused(g, ChooseIncomeTax(0, True), "tax choice")


def test_trades_with_oneself_empty_doubled_or_in_anothers_name_are_refused() -> None:
    g = new_game(3)
    give(g, 0, READING)
    give(g, 1, BALTIC)
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 0, give=(READING,))), "two different")
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1)), "empty")
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, give=(READING, READING))), "twice")
    assert_refused(g, ProposeTrade(0, TradeOffer(1, 0, take=(READING,))), "by its proposer")
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 5, give=(READING,))), "still in the game")


def test_trade_answers_refused_from_anyone_but_the_partner() -> None:
    g = new_game(3)
    give(g, 0, READING)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(READING,), take_cash=10)))
    assert_refused(g, AcceptTrade(0), "waiting for Bob")
    assert_refused(g, AcceptTrade(2), "waiting for Bob")
    assert_refused(g, DeclineTrade(2), "waiting for Bob")
    assert_refused(g, Roll(0), "answer to a trade offer")
    assert_refused(g, CounterTrade(1, TradeOffer(1, 2, give_cash=5)), "goes back")
    assert_refused(g, DeclineTrade(0), "waiting for Bob")


def test_accepting_a_trade_that_no_longer_holds_is_refused() -> None:
    g = new_game(2)
    give(g, 0, READING)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(READING,), take_cash=1500)))
    g.cash[1] = 1000
    assert AcceptTrade(1) not in g.legal_actions(1)
    assert_refused(g, AcceptTrade(1), "has only $1,000")


def test_claiming_rent_that_is_not_owed_is_refused() -> None:
    g = new_game(2, rent_must_be_claimed=True)
    give(g, 1, READING)
    assert_refused(g, ClaimRent(1, READING), "no rent is waiting")


def test_answering_a_shortage_call_that_was_not_made_is_refused() -> None:
    g = new_game(2)
    assert_refused(g, WantBuildings(1, 1), "shortage")


def test_actions_after_the_game_is_over_are_refused() -> None:
    g = new_game(2, dice=[(1, 3)])
    give(g, 1, 37, 39)
    g.cash[0] = 10
    place(g, 0, 35)
    g.apply(Roll(0))
    g.apply(DeclareBankruptcy(0))
    assert g.over
    for action in (Roll(1), EndTurn(1), Mortgage(1, 37), DeclareBankruptcy(0)):
        assert_refused(g, action, "the game is over")


def test_a_bankrupt_player_can_do_nothing_more() -> None:
    g = new_game(3, dice=[(1, 3)])
    give(g, 1, 37, 39)
    g.cash[0] = 10
    place(g, 0, 35)
    g.apply(Roll(0))
    g.apply(DeclareBankruptcy(0))
    assert g.legal_actions(0) == []
    assert not g.can_trade(0)
    assert_refused(g, ProposeTrade(1, TradeOffer(1, 0, give_cash=5)), "still in the game")


def test_a_refused_action_leaves_the_game_exactly_as_it_was() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.apply(Roll(0))
    before = snapshot(g)
    clone = g.clone()
    for action in (Roll(0), EndTurn(0), Bid(0, 10), Build(0, 1), Unmortgage(0, READING)):
        try:
            g.apply(action)
        except IllegalAction:
            pass
        else:  # pragma: no cover
            raise AssertionError(f"{action} was allowed")
    assert snapshot(g) == before == snapshot(clone)

"""RULES.md "Trading": unimproved property, cash and jail cards, any time; never buildings."""

from __future__ import annotations

from game.engine import (AcceptTrade, CounterTrade, DeclineTrade, Phase, ProposeTrade, Roll,
                         SellBuilding, TradeAnswer, TradeOffer)
from game.engine.events import (PropertyTransferred, TradeAccepted, TradeCountered, TradeDeclined,
                                TradeProposed)

from .scenario import (BALTIC, BROWN, CHANCE1, ELECTRIC, MEDITERRANEAN, ORIENTAL, READING,
                       assert_refused, build, card_index, give, new_game, pending, snapshot)


def test_trade_properties_cash_and_jail_cards_in_any_combination() -> None:
    g = new_game(2)
    give(g, 0, READING)
    give(g, 1, BALTIC, ELECTRIC)
    g.held[1] = ("chance",)
    g.decks["chance"].remove(card_index(g, "ch_goojf"))
    offer = TradeOffer(0, 1, give=(READING,), take=(BALTIC,), give_cash=100,
                       take_cards=("chance",))
    assert g.can_trade(0)
    events = g.apply(ProposeTrade(0, offer))
    assert events == [TradeProposed(offer)]
    assert g.pending == TradeAnswer(1, offer) and g.to_move == 1
    assert g.legal_actions(1) == [AcceptTrade(1), DeclineTrade(1)]
    events = g.apply(AcceptTrade(1))
    assert events == [TradeAccepted(offer), PropertyTransferred(READING, 0, 1),
                      PropertyTransferred(BALTIC, 1, 0)]
    assert g.owner[READING] == 1 and g.owner[BALTIC] == 0 and g.owner[ELECTRIC] == 1
    assert g.cash == [1400, 1600]
    assert g.held == [("chance",), ()]
    assert pending(g) is Phase.PRE_ROLL and g.to_move == 0


def test_cash_for_property_and_property_for_property_trades() -> None:
    g = new_game(2)
    give(g, 0, READING)
    give(g, 1, BALTIC)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(READING,), take=(BALTIC,))))
    g.apply(AcceptTrade(1))
    assert g.props == [(BALTIC,), (READING,)] and g.cash == [1500, 1500]
    g.apply(ProposeTrade(1, TradeOffer(1, 0, take=(BALTIC,), give_cash=250)))
    g.apply(AcceptTrade(0))
    assert g.props == [(), (BALTIC, READING)] and g.cash == [1750, 1250]


def test_trades_may_be_made_on_another_players_turn() -> None:
    g = new_game(3, dice=[(4, 6)])
    give(g, 1, READING)
    g.apply(Roll(0))
    assert g.pending is Phase.POST_ROLL and g.current == 0
    assert g.can_trade(2)
    g.apply(ProposeTrade(2, TradeOffer(2, 1, take=(READING,), give_cash=150)))
    assert g.to_move == 1
    g.apply(AcceptTrade(1))
    assert g.owner[READING] == 2 and g.cash == [1500, 1650, 1350]
    assert g.pending is Phase.POST_ROLL and g.current == 0


def test_declined_trade_changes_nothing() -> None:
    g = new_game(2)
    give(g, 0, READING)
    offer = TradeOffer(0, 1, give=(READING,), take_cash=300)
    before = snapshot(g)
    g.apply(ProposeTrade(0, offer))
    events = g.apply(DeclineTrade(1))
    assert events == [TradeDeclined(offer)]
    after = snapshot(g)
    assert {k: v for k, v in after.items() if k != "history"} == \
        {k: v for k, v in before.items() if k != "history"}


def test_a_trade_may_be_answered_with_a_counter_offer() -> None:
    g = new_game(2)
    give(g, 0, READING)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(READING,), take_cash=300)))
    counter = TradeOffer(1, 0, take=(READING,), give_cash=200)
    events = g.apply(CounterTrade(1, counter))
    assert events == [TradeCountered(counter)]
    assert g.pending == TradeAnswer(0, counter)
    g.apply(AcceptTrade(0))
    assert g.owner[READING] == 1 and g.cash == [1700, 1300]


def test_no_lot_of_a_group_with_buildings_may_be_traded() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 1)
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, give=(BALTIC,), take_cash=10)),
                   "has buildings")
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, give=(MEDITERRANEAN,))),
                   "has buildings")
    assert_refused(g, ProposeTrade(1, TradeOffer(1, 0, take=(BALTIC,), give_cash=500)),
                   "has buildings")


def test_buildings_must_be_sold_before_a_lot_of_their_group_is_traded() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    build(g, MEDITERRANEAN, 1)
    g.apply(SellBuilding(0, MEDITERRANEAN))
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(BALTIC,), take_cash=10)))
    g.apply(AcceptTrade(1))
    assert g.owner[BALTIC] == 1 and g.level == [0] * 40


def test_no_loans_a_trade_moves_only_cash_on_hand() -> None:
    g = new_game(2)
    give(g, 1, ORIENTAL)
    g.cash[0] = 90
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, take=(ORIENTAL,), give_cash=100)),
                   "has only $90")
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, give_cash=-10, take=(ORIENTAL,))),
                   "0 or more")


def test_only_ones_own_property_and_cards_can_be_traded() -> None:
    g = new_game(2)
    give(g, 1, READING)
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, give=(READING,), take_cash=10)),
                   "does not belong to Ann")
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, give=(CHANCE1,), take_cash=10)),
                   "only properties")
    assert_refused(g, ProposeTrade(0, TradeOffer(0, 1, give_cards=("chance",), take_cash=5)),
                   "does not hold")

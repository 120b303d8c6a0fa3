"""RULES.md "Debt and bankruptcy": raise the money or go bankrupt to the creditor or the Bank."""

from __future__ import annotations

import pytest

from game.engine import (BANK, AcceptTrade, Auction, Bid, Build, Debt, DeclareBankruptcy, Game,
                         IllegalAction, KeepMortgaged, Mortgage, MortgageChoice, PassBid, PayDebt,
                         Phase, ProposeTrade, Roll, TradeOffer, Unmortgage)
from game.engine.events import (AuctionStarted, AuctionUnsold, AuctionWon, Bankrupted, BidPassed,
                                BuildingsSold, DebtOwed, GameOver, Mortgaged, PayReason, Payment,
                                PropertyTransferred, TurnStarted)

from .scenario import (BALTIC, BOARDWALK, BROWN, DARK_BLUE, MEDITERRANEAN, PARK_PLACE, READING,
                       assert_refused, build, card_index, give, kinds, mortgage, new_game, of_type,
                       one, pending, place)


def _owes_boardwalk_rent(players: int = 3, cash: int = 20, hotels: bool = False,
                        dice: tuple[int, int] = (1, 3)) -> Game:
    """Ann lands on Bob's Boardwalk (whole dark blue group) holding ``cash``."""
    g = new_game(players, dice=[dice])
    give(g, 1, *DARK_BLUE)
    if hotels:
        build(g, PARK_PLACE, 5)
        build(g, BOARDWALK, 5)
    g.cash[0] = cash
    place(g, 0, 35)
    return g


def test_a_debt_larger_than_cash_must_be_raised_before_it_is_paid() -> None:
    g = _owes_boardwalk_rent()
    give(g, 0, READING)
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "TokenMoved", "DebtOwed"]
    assert one(events, DebtOwed) == DebtOwed(0, 1, 100)
    assert g.pending == Debt(0, 1, 100, PayReason.RENT, BOARDWALK)
    assert g.to_move == 0 and g.cash == [20, 1500, 1500]
    assert g.legal_actions(0) == [Mortgage(0, READING)]
    assert g.legal_actions(1) == [] and g.legal_actions(2) == []
    assert_refused(g, PayDebt(0), "raise more money first")
    assert_refused(g, DeclareBankruptcy(0), "raise the money")
    assert g.apply(Mortgage(0, READING)) == [Mortgaged(0, READING, 100)]
    assert PayDebt(0) in g.legal_actions(0)
    events = g.apply(PayDebt(0))
    assert events == [Payment(0, 1, 100, PayReason.RENT, BOARDWALK)]
    assert g.cash == [20, 1600, 1500]
    assert pending(g) is Phase.POST_ROLL


def test_a_debtor_may_raise_money_by_trading() -> None:
    g = _owes_boardwalk_rent()
    give(g, 0, READING)
    g.apply(Roll(0))
    assert g.can_trade(0)
    g.apply(ProposeTrade(0, TradeOffer(0, 2, give=(READING,), take_cash=150)))
    g.apply(AcceptTrade(2))
    assert g.pending == Debt(0, 1, 100, PayReason.RENT, BOARDWALK)
    g.apply(PayDebt(0))
    assert g.cash == [70, 1600, 1350] and g.owner[READING] == 2


def test_a_debtor_raising_money_cannot_build_or_lift_mortgages() -> None:
    g = _owes_boardwalk_rent()
    give(g, 0, *BROWN, READING)
    mortgage(g, READING)
    g.cash[0] = 99
    g.apply(Roll(0))
    assert isinstance(g.pending, Debt)
    assert_refused(g, Build(0, MEDITERRANEAN), "while raising money you cannot build")
    assert_refused(g, Unmortgage(0, READING), "while raising money you cannot lift")


def test_bankrupt_to_a_player_buildings_go_back_at_half_price_and_everything_to_the_creditor(
        ) -> None:
    g = _owes_boardwalk_rent(cash=10, hotels=True)
    give(g, 0, *BROWN, READING)
    build(g, MEDITERRANEAN, 1)
    build(g, BALTIC, 1)
    mortgage(g, READING)
    g.held[0] = ("chance",)
    g.decks["chance"].remove(card_index(g, "ch_goojf"))
    g.apply(Roll(0))
    assert g.pending == Debt(0, 1, 2000, PayReason.RENT, BOARDWALK)
    assert DeclareBankruptcy(0) in g.legal_actions(0)  # 10 + 50 + 60 cannot cover 2000
    events = g.apply(DeclareBankruptcy(0))
    assert events == [
        Bankrupted(0, 1),
        BuildingsSold(0, MEDITERRANEAN, 1, 0, 25, 5, True),
        BuildingsSold(0, BALTIC, 1, 0, 25, 5, True),
        Payment(0, 1, 60, PayReason.BANKRUPTCY),
        PropertyTransferred(MEDITERRANEAN, 0, 1),
        PropertyTransferred(BALTIC, 0, 1),
        PropertyTransferred(READING, 0, 1),
    ]
    n = g.edition.naming(["Ann", "Bob"])
    assert [e.text(n) for e in events[:2]] == [
        "Ann is bankrupt and leaves the game.",
        "Ann's house on Mediterranean Avenue goes back to the Bank for $25."]
    assert not g.active[0] and g.cash[0] == 0 and g.props[0] == () and g.held[0] == ()
    assert g.cash[1] == 1560 and g.held[1] == ("chance",)
    assert set(g.props[1]) == {MEDITERRANEAN, BALTIC, READING, PARK_PLACE, BOARDWALK}
    assert g.level[MEDITERRANEAN] == g.level[BALTIC] == 0 and g.bank_houses == 32
    assert g.mortgaged[READING]
    assert pending(g) == MortgageChoice(1, READING)  # the 10% rule for the creditor
    events = g.apply(KeepMortgaged(1, READING))
    assert events[0] == Payment(1, BANK, 10, PayReason.INTEREST, READING)
    assert one(events, TurnStarted).player == 1  # the bankrupt player's turn is over
    assert g.cash[1] == 1550 and g.current == 1


def test_bankrupt_to_the_bank_properties_are_auctioned_without_buildings() -> None:
    g = new_game(3, dice=[(3, 4)], decks={"community_chest": ["cc_school"]})
    give(g, 0, *BROWN, READING)
    build(g, MEDITERRANEAN, 1)
    build(g, BALTIC, 1)
    mortgage(g, READING)
    g.cash[0] = 0
    g.held[0] = ("community_chest",)
    goojf = card_index(g, "cc_goojf")
    g.decks["community_chest"].remove(goojf)
    place(g, 0, 10)
    g.apply(Roll(0))  # 17: pay $150, against 0 + 50 + 60 at most
    assert g.pending == Debt(0, BANK, 150, PayReason.CARD)
    events = g.apply(DeclareBankruptcy(0))
    assert events == [
        Bankrupted(0, BANK),
        BuildingsSold(0, MEDITERRANEAN, 1, 0, 25, 5, True),
        BuildingsSold(0, BALTIC, 1, 0, 25, 5, True),
        Payment(0, BANK, 50, PayReason.BANKRUPTCY),
        PropertyTransferred(MEDITERRANEAN, 0, BANK),
        PropertyTransferred(BALTIC, 0, BANK),
        PropertyTransferred(READING, 0, BANK),
        AuctionStarted(MEDITERRANEAN, "property", 1),
    ]
    assert g.owner[MEDITERRANEAN] == g.owner[BALTIC] == g.owner[READING] == -1
    assert g.level[MEDITERRANEAN] == g.level[BALTIC] == 0 and g.bank_houses == 32
    assert g.cash[1] == g.cash[2] == 1500  # nothing goes to the other players
    assert g.held[0] == () and g.decks["community_chest"][-1] == goojf
    assert len(g.decks["community_chest"]) == 16
    top = g.pending
    assert isinstance(top, Auction) and top.bidders == (1, 2)
    g.apply(Bid(1, 10))
    events = g.apply(PassBid(2))
    assert events[:2] == [BidPassed(2), AuctionWon(1, MEDITERRANEAN, 10, "property")]
    assert events[2] == AuctionStarted(BALTIC, "property", 1)
    g.apply(PassBid(1))
    events = g.apply(PassBid(2))
    assert events[:2] == [BidPassed(2), AuctionUnsold(BALTIC, "property")]
    g.apply(PassBid(1))
    events = g.apply(Bid(2, 20))
    assert one(events, AuctionWon) == AuctionWon(2, READING, 20, "property")
    assert g.pending == MortgageChoice(2, READING)  # classic: sold still mortgaged
    events = g.apply(KeepMortgaged(2, READING))
    assert events[0] == Payment(2, BANK, 10, PayReason.INTEREST, READING)
    assert one(events, TurnStarted).player == 1
    assert g.cash == [0, 1490, 1470]


def test_modern_bankrupt_to_the_bank_properties_are_unmortgaged_before_the_auction() -> None:
    g = new_game(3, preset="modern", dice=[(1, 2)])
    give(g, 0, READING)
    mortgage(g, READING)
    g.cash[0] = 10
    place(g, 0, 35)
    g.apply(Roll(0))  # Luxury Tax $100
    events = g.apply(DeclareBankruptcy(0))
    assert events[0] == Bankrupted(0, BANK)
    assert not g.mortgaged[READING]
    assert one(events, AuctionStarted) == AuctionStarted(READING, "property", 10)
    g.apply(Bid(1, 10))
    events = g.apply(PassBid(2))
    assert one(events, AuctionWon) == AuctionWon(1, READING, 10, "property")
    assert not isinstance(g.pending, MortgageChoice) and g.owner[READING] == 1
    assert g.cash[1] == 1490


def test_the_bankrupt_player_leaves_and_the_last_player_standing_wins() -> None:
    g = _owes_boardwalk_rent(players=2, cash=10)
    g.apply(Roll(0))
    events = g.apply(DeclareBankruptcy(0))
    over = one(events, GameOver)
    assert over.winners == (1,) and over.reason == "last player standing"
    assert g.over and g.winners == (1,) and g.pending is Phase.OVER and g.to_move == -1
    assert g.legal_actions(0) == [] and g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="over"):
        g.apply(Roll(1))


def test_bankruptcy_is_refused_while_selling_and_mortgaging_could_cover_the_debt() -> None:
    g = _owes_boardwalk_rent(cash=0, hotels=True)  # $2000 rent
    give(g, 0, *[s for s in range(40) if g.board.is_property[s] and g.owner[s] < 0])
    g.apply(Roll(0))
    assert isinstance(g.pending, Debt)
    assert DeclareBankruptcy(0) not in g.legal_actions(0)
    assert_refused(g, DeclareBankruptcy(0), "raise the money")


def test_a_debt_to_several_players_is_settled_one_creditor_at_a_time_from_the_payers_left(
        ) -> None:
    g = new_game(4, first=1, dice=[(3, 4)], decks={"chance": ["ch_chairman"]})
    give(g, 1, READING)
    g.cash[1] = 60
    place(g, 1, 15)
    events = g.apply(Roll(1))  # 22 Chance: pay each player $50
    assert of_type(events, Payment) == [Payment(1, 2, 50, PayReason.CARD)]
    assert one(events, DebtOwed) == DebtOwed(1, 3, 50)
    assert g.pending == Debt(1, 3, 50, PayReason.CARD)
    g.apply(Mortgage(1, READING))
    events = g.apply(PayDebt(1))
    assert events == [Payment(1, 3, 50, PayReason.CARD), Payment(1, 0, 50, PayReason.CARD)]
    assert g.cash == [1550, 10, 1550, 1550]
    assert pending(g) is Phase.POST_ROLL


def test_a_player_who_goes_bankrupt_after_doubles_rolls_no_more_and_play_passes_on() -> None:
    g = _owes_boardwalk_rent(cash=10, dice=(2, 2))
    g.apply(Roll(0))  # doubles onto Boardwalk: $100 owed
    assert g.pending == Debt(0, 1, 100, PayReason.RENT, BOARDWALK)
    events = g.apply(DeclareBankruptcy(0))
    assert one(events, TurnStarted).player == 1
    assert g.current == 1 and pending(g) is Phase.PRE_ROLL and not g.active[0]
    assert g.legal_actions(0) == []
    assert_refused(g, Roll(0), "Bob's turn")

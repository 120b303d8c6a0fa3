"""RULES.md "Spaces", unowned property: a property the lander does not buy is auctioned at once."""

from __future__ import annotations

from game.engine import Auction, Bid, DeclineBuy, PassBid, Phase, Roll
from game.engine.events import (AuctionStarted, AuctionUnsold, AuctionWon, BidMade, BidPassed,
                                BuyDeclined)

from .scenario import JAIL, READING, assert_refused, give, kinds, new_game, one, place


def test_declined_property_is_auctioned_at_once_and_the_decliner_may_bid() -> None:
    g = new_game(3, dice=[(2, 3)])
    g.apply(Roll(0))
    events = g.apply(DeclineBuy(0))
    assert events == [BuyDeclined(0, READING), AuctionStarted(READING, "property", 1)]
    top = g.pending
    assert isinstance(top, Auction)
    assert top.bidders == (1, 2, 0)  # everyone, from the decliner's left; the decliner too
    assert top.player == 1 and g.to_move == 1 and top.leader == -1
    assert g.apply(Bid(1, 10)) == [BidMade(1, 10)]
    assert g.apply(PassBid(2)) == [BidPassed(2)]
    assert g.to_move == 0
    assert g.apply(Bid(0, 11)) == [BidMade(0, 11)]
    events = g.apply(PassBid(1))
    assert events == [BidPassed(1), AuctionWon(0, READING, 11, "property")]
    assert g.owner[READING] == 0
    assert g.cash == [1489, 1500, 1500]
    assert g.pending is Phase.POST_ROLL and g.current == 0


def test_classic_bidding_may_start_at_any_price() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    assert Bid(1, 1) in g.legal_actions(1)
    g.apply(Bid(1, 1))
    events = g.apply(PassBid(0))
    assert one(events, AuctionWon) == AuctionWon(1, READING, 1, "property")
    assert g.cash == [1500, 1499] and g.owner[READING] == 1


def test_modern_auction_opens_at_10_and_rises_by_at_least_1() -> None:
    g = new_game(2, preset="modern", dice=[(2, 3)])
    g.apply(Roll(0))
    events = g.apply(DeclineBuy(0))
    assert one(events, AuctionStarted) == AuctionStarted(READING, "property", 10)
    assert_refused(g, Bid(1, 9), "lowest bid now is $10")
    g.apply(Bid(1, 10))
    assert_refused(g, Bid(0, 10), "lowest bid now is $11")
    g.apply(Bid(0, 11))
    events = g.apply(PassBid(1))
    assert one(events, AuctionWon) == AuctionWon(0, READING, 11, "property")
    assert g.cash == [1489, 1500]


def test_a_bid_may_not_exceed_the_bidders_cash() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.cash[1] = 100
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    assert_refused(g, Bid(1, 101), "may not exceed your cash")
    assert all(not (isinstance(a, Bid) and a.amount > 100) for a in g.legal_actions(1))
    g.apply(Bid(1, 100))
    assert g.pending == Auction(0, READING, "property", (1, 0), 100, 1, 1)


def test_a_bidder_with_less_cash_than_the_lowest_bid_drops_out() -> None:
    g = new_game(3, dice=[(2, 3)])
    g.cash[2] = 20
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    events = g.apply(Bid(1, 50))  # Cy cannot reach 51
    assert events == [BidMade(1, 50), BidPassed(2)]
    top = g.pending
    assert isinstance(top, Auction) and top.bidders == (1, 0) and top.player == 0


def test_no_bid_the_bank_keeps_the_property() -> None:
    g = new_game(3, dice=[(2, 3)])
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    g.apply(PassBid(1))
    g.apply(PassBid(2))
    events = g.apply(PassBid(0))
    assert events == [BidPassed(0), AuctionUnsold(READING, "property")]
    assert g.owner[READING] == -1
    assert g.cash == [1500, 1500, 1500]
    assert g.pending is Phase.POST_ROLL


def test_a_player_in_jail_bids_in_auctions() -> None:
    g = new_game(2, dice=[(2, 3)])
    place(g, 1, JAIL, jailed=True)
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    assert g.to_move == 1
    g.apply(Bid(1, 30))
    events = g.apply(PassBid(0))
    assert kinds(events) == ["BidPassed", "AuctionWon"]
    assert g.owner[READING] == 1 and g.cash[1] == 1470 and g.in_jail[1]


def test_only_the_bidder_whose_turn_it_is_may_bid() -> None:
    g = new_game(3, dice=[(2, 3)])
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    assert g.legal_actions(2) == [] and g.legal_actions(0) == []
    assert_refused(g, Bid(2, 5), "waiting for Bob")
    assert_refused(g, Bid(0, 5), "waiting for Bob")


def test_boutique_short_game_keeps_the_classic_auction_from_any_price() -> None:
    # [B]'s short game changes five rules; auctions stay as in its regular game.
    g = new_game(2, preset="boutique-short", dice=[(2, 3)])
    for p in range(2):
        give(g, -1, *g.props[p])
    g.cash = [1500, 1500]
    g.apply(Roll(0))
    events = g.apply(DeclineBuy(0))
    assert one(events, AuctionStarted) == AuctionStarted(READING, "property", 1)

"""Auctions: of a property the lander declined or the Bank took back, and of scarce buildings.

Every player still in the game may bid, the one who declined too, players in Jail too. Bids go
round in seat order; a bid may not exceed the bidder's cash, and whoever cannot cover the
smallest raise drops out. Passing is for good. No bid at all: the Bank keeps the property.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import buildings
from .actions import Action, Bid, PassBid
from .decisions import Auction, Decision, MortgageChoice
from .events import AuctionStarted, AuctionUnsold, AuctionWon, BidMade, BidPassed
from .ledger import PASSED, WON
from .moves import lot_move, seat_move

if TYPE_CHECKING:
    from .game import Game


def open_auction(g: Game, s: int, kind: str, bidders: Sequence[int], opening: int | None = None,
                 requester: int = -1) -> None:
    """Start an auction of property ``s`` (or of a scarce building, when ``kind`` says so)."""
    bidders = tuple(q for q in bidders if g.active[q])
    opening = g.rules.auction_opening_bid if opening is None else opening
    if g._ev is not None:
        g._emit(AuctionStarted(s, kind, opening))
    if not bidders:
        _unsold(g, s, kind)
        return
    if requester >= 0 and requester in bidders:
        # The one who asked for the scarce building has bid the opening price already:
        # with no higher bid he gets it, so an unanswered request cannot repeat for ever.
        if g._ev is not None:
            g._emit(BidMade(requester, opening))
        i = bidders.index(requester)
        nxt = bidders[(i + 1) % len(bidders)]
        g.decisions.append(Auction(nxt, s, kind, bidders, opening, requester, opening, requester))
    else:
        g.decisions.append(Auction(bidders[0], s, kind, bidders, 0, -1, opening, requester))
    _skip_broke(g)


def _skip_broke(g: Game) -> None:
    """Players who cannot afford the smallest bid drop out; settle the auction when done."""
    while True:
        top = g.decisions[-1]
        assert isinstance(top, Auction)
        bidders = top.bidders
        if top.leader >= 0 and bidders == (top.leader,):
            g.decisions.pop()
            _won(g, top)
            return
        if not bidders:
            g.decisions.pop()
            _unsold(g, top.space, top.kind)
            return
        if g.cash[top.player] >= top.minimum(g.t.auction_increment):
            return
        if g._ev is not None:
            g._emit(BidPassed(top.player))
        g.decisions[-1] = _without_bidder(top, top.player)


def check_bid(g: Game, a: Bid) -> str | None:
    top = g._top(a.player, Auction)
    if isinstance(top, str):
        return top
    given: Any = a  # as built: the amount is checked before it is trusted
    if type(given.amount) is not int:
        return "a bid is a whole number of dollars"
    least = top.minimum(g.t.auction_increment)
    if a.amount < least:
        return f"the lowest bid now is {g.edition.words.money(least)}"
    if a.amount > g.cash[a.player]:
        return f"a bid may not exceed your cash ({g.edition.words.money(g.cash[a.player])})"
    return None


def do_bid(g: Game, a: Bid) -> None:
    top = g.decisions[-1]
    assert isinstance(top, Auction)
    if g._ev is not None:
        g._emit(BidMade(a.player, a.amount))
    i = top.bidders.index(a.player)
    nxt = top.bidders[(i + 1) % len(top.bidders)]
    g.decisions[-1] = Auction(nxt, top.space, top.kind, top.bidders, a.amount, a.player,
                              top.opening, top.requester)
    _skip_broke(g)
    g._continue()


def check_pass(g: Game, a: PassBid) -> str | None:
    top = g._top(a.player, Auction)
    return top if isinstance(top, str) else None


def do_pass(g: Game, a: PassBid) -> None:
    top = g.decisions[-1]
    assert isinstance(top, Auction)
    if g._ev is not None:
        g._emit(BidPassed(a.player))
    if top.kind == "property":
        g.note(PASSED, a.player, top.space, top.high, g.held_of_group(a.player, top.space))
    g.decisions[-1] = _without_bidder(top, a.player)
    _skip_broke(g)
    g._continue()


def _won(g: Game, auction: Auction) -> None:
    p, s, amount = auction.leader, auction.space, auction.high
    if auction.kind == "property":
        g.note(WON, p, s, amount, g.held_of_group(p, s))
    g.cash[p] -= amount
    if g._ev is not None:
        g._emit(AuctionWon(p, s, amount, auction.kind))
    if auction.kind == "property":
        g._give(s, p)
        if g.mortgaged[s]:
            g.decisions.append(MortgageChoice(p, s))
    else:
        buildings.place_won_building(g, p, auction)


def _unsold(g: Game, s: int, kind: str) -> None:
    if g._ev is not None:
        g._emit(AuctionUnsold(s, kind))
    if kind == "property":
        g.mortgaged[s] = False


def _without_bidder(top: Auction, p: int) -> Auction:
    i = top.bidders.index(p)
    bidders = top.bidders[:i] + top.bidders[i + 1:]
    nxt = bidders[i % len(bidders)] if bidders else -1
    return Auction(nxt, top.space, top.kind, bidders, top.high, top.leader, top.opening,
                   top.requester)


def legal(g: Game, d: Decision) -> list[Action]:
    assert isinstance(d, Auction)
    p = d.player
    least = d.minimum(g.t.auction_increment)
    cash = g.cash[p]
    acts: list[Action] = [seat_move(PassBid, p)]
    amounts = sorted({least, least + 9, least + 49, least + 99})
    acts.extend(lot_move(Bid, p, x) for x in amounts if x <= cash)
    return acts

"""Rivals of other styles than medium's, for the simulator and the tests: each plays medium's
game but for one habit of a kind people have, so that a player who looks ahead can be tried
against, and learn, rivals who do not all play as medium does.

- ``generous``: takes any offer that gains him something at printed values (see
  :func:`printed_gain`) and leaves him $200 in hand;
- ``stubborn``: never trades: refuses every offer and makes none;
- ``cautious``: keeps $500 in hand: buys, bids and builds only with what is over it;
- ``bidder``: bids for a deed up to one and a half times its printed price, within his cash,
  whatever it is worth to him;
- ``hoarder``: builds up to four houses a lot and never a hotel, keeping the Bank short of
  houses;
- ``noisy``: slips as a person does: one in ten of his answers that could go wrong does (see
  :func:`slip`).

They are not levels a person plays against: the setup screen offers none of them.
"""

from __future__ import annotations

import random
from typing import Final

from game.engine import (AcceptTrade, Action, Auction, Bid, Buy, BuyChoice, ChooseIncomeTax,
                         DeclineBuy, DeclineTrade, Game, KeepMortgaged, Mortgage,
                         MortgageChoice, PassBid, ShortageCall, TaxChoice, TradeAnswer,
                         TradeOffer, Unmortgage, WantBuildings)
from game.engine.decisions import Decision

from .medium import MediumController, mortgages_to_build
from .valuation import Valuer

GENEROUS_KEEP: Final = 200  # the cash a generous player keeps in hand after a trade he takes
CAUTIOUS_KEEP: Final = 500  # the cash a cautious player keeps in hand after buying or building
BIDDER_SHARE: Final = (3, 2)  # a bidder's limit: the printed price times 3 / 2
SLIP_ONE_IN: Final = 10  # a noisy player's answers that could go wrong: one in this many does


def printed_gain(g: Game, o: TradeOffer) -> int:
    """What the partner of ``o`` gains by it at printed values: deeds at their printed price
    (a mortgaged one at its mortgage value, as ``Game.worth`` counts it, less the 10% due on
    receiving it), Get Out of Jail Free cards at the Jail fine, and cash."""
    b, interest, mortgaged = g.board, g.t.interest, g.mortgaged
    card = g.edition.jail_fine
    gain = o.give_cash - o.take_cash + card * (len(o.give_cards) - len(o.take_cards))
    for s in o.give:
        gain += b.mortgage[s] - interest[s] if mortgaged[s] else b.price[s]
    for s in o.take:
        gain -= b.mortgage[s] if mortgaged[s] else b.price[s]
    return gain


def cash_after(g: Game, o: TradeOffer) -> int:
    """The partner's cash once ``o`` is carried out and the 10% on the mortgaged deeds he
    receives is paid."""
    due = sum(g.t.interest[s] for s in o.give if g.mortgaged[s])
    return g.cash[o.partner] + o.give_cash - o.take_cash - due


def generous_gain(g: Game, o: TradeOffer) -> int:
    """What ``o`` gains its partner at printed values if a generous player takes it for that
    (a gain, and GENEROUS_KEEP left in hand), else 0."""
    gain = printed_gain(g, o)
    return gain if gain > 0 and cash_after(g, o) >= GENEROUS_KEEP else 0


class GenerousController(MediumController):
    """A player who takes whatever looks like a gain on the deeds' faces."""

    def _trade_answer(self, g: Game, p: int, v: Valuer, top: TradeAnswer) -> Action:
        gain = generous_gain(g, top.offer)
        if gain:
            self.last_reason = f"Accepted: it gains me {g.edition.words.money(gain)}."
            return AcceptTrade(p)
        return super()._trade_answer(g, p, v, top)


class StubbornController(MediumController):
    """A player who will not trade at any price."""

    def _trades_now(self, g: Game, p: int) -> bool:
        return False

    def _trade_answer(self, g: Game, p: int, v: Valuer, top: TradeAnswer) -> Action:
        self.last_reason = "Declined: I do not trade."
        return DeclineTrade(p)


class CautiousController(MediumController):
    """A player who will not let his purse fall under $500 to buy, bid or build."""

    def _buy(self, g: Game, p: int, v: Valuer, top: BuyChoice) -> Action:
        if g.cash[p] - g.board.price[top.space] < CAUTIOUS_KEEP:
            return DeclineBuy(p)
        return super()._buy(g, p, v, top)

    def _bid_limit(self, g: Game, p: int, v: Valuer, top: Auction) -> int:
        return min(super()._bid_limit(g, p, v, top), g.cash[p] - CAUTIOUS_KEEP)

    def _build(self, g: Game, p: int, v: Valuer, builds: list[int], reserve: int) -> Action | None:
        return super()._build(g, p, v, builds, max(reserve, CAUTIOUS_KEEP))

    def _mortgages_to_build(self, g: Game, p: int, v: Valuer) -> list[Mortgage]:
        whole = self._sets(g, p, v)
        keep = max(v.reserve(g, p), CAUTIOUS_KEEP)
        return mortgages_to_build(g, p, v, whole, keep) if whole else []

    def _shortage(self, g: Game, p: int, v: Valuer, top: ShortageCall) -> Action:
        wanted = super()._shortage(g, p, v, top)
        spare = max(0, g.cash[p] - CAUTIOUS_KEEP) // g.board.house_cost[top.space]
        if isinstance(wanted, WantBuildings) and wanted.count > spare:
            return WantBuildings(p, spare)
        return wanted


class BidderController(MediumController):
    """A player who bids a deed up to half again its printed price, by rule, not by worth."""

    def _bid_limit(self, g: Game, p: int, v: Valuer, top: Auction) -> int:
        if top.kind != "property":
            return super()._bid_limit(g, p, v, top)
        times, over = BIDDER_SHARE
        return min(g.board.price[top.space] * times // over, g.cash[p])


class HoarderController(MediumController):
    """A player who sits on four houses a lot so that the Bank runs short of them."""

    def _build(self, g: Game, p: int, v: Valuer, builds: list[int], reserve: int) -> Action | None:
        top = v.t.hotel_level
        houses = [s for s in builds if g.level[s] + 1 < top]
        return super()._build(g, p, v, houses, reserve) if houses else None

    def _bid_limit(self, g: Game, p: int, v: Valuer, top: Auction) -> int:
        return -1 if top.kind == "hotel" else super()._bid_limit(g, p, v, top)

    def _shortage(self, g: Game, p: int, v: Valuer, top: ShortageCall) -> Action:
        return WantBuildings(p, 0) if top.kind == "hotel" else super()._shortage(g, p, v, top)


def slip(g: Game, p: int, top: Decision, right: Action) -> Action | None:
    """The wrong answer a person might give where ``right`` is the right one, if the rules
    allow it (None: there is none). A deed he would buy (or mortgage to buy) he declines; an
    auction he would bid in he leaves, one he would leave he bids in at the least bid when
    that is no more than the printed price; a trade he would take he refuses, one he would
    refuse or counter he takes; Income Tax is paid the other way; a mortgage received he
    would lift he keeps, and the other way round. Money owed is never a slip: he pays it and
    raises it as medium does, and never goes bankrupt when he could pay."""
    wrong: Action | None = None
    if isinstance(top, BuyChoice):
        wrong = Buy(p) if type(right) is DeclineBuy else DeclineBuy(p)
    elif isinstance(top, Auction):
        least = top.minimum(g.t.auction_increment)
        printed = g.board.price[top.space] if top.kind == "property" else \
            g.board.house_cost[top.space]
        if type(right) is Bid:
            wrong = PassBid(p)
        elif least <= printed:
            wrong = Bid(p, least)
    elif isinstance(top, TradeAnswer):
        wrong = DeclineTrade(p) if type(right) is AcceptTrade else AcceptTrade(p)
    elif isinstance(top, TaxChoice) and isinstance(right, ChooseIncomeTax):
        wrong = ChooseIncomeTax(p, not right.percent)
    elif isinstance(top, MortgageChoice):
        wrong = (KeepMortgaged(p, top.space) if type(right) is Unmortgage
                 else Unmortgage(p, top.space))
    return wrong if wrong is not None and g.why_illegal(wrong) is None else None


class NoisyController(MediumController):
    """A player who means to play well and now and then says the wrong thing."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)

    def _answer(self, g: Game, p: int, top: Decision, v: Valuer) -> Action:
        right = super()._answer(g, p, top, v)
        wrong = slip(g, p, top, right)
        if wrong is not None and self.rng.randrange(SLIP_ONE_IN) == 0:
            return wrong
        return right


STYLES: Final = {"generous": GenerousController, "stubborn": StubbornController,
                 "cautious": CautiousController, "bidder": BidderController,
                 "hoarder": HoarderController, "noisy": NoisyController}

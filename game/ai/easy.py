"""The easy AI: plays legally and plainly, like a newcomer to the game.

It buys what it lands on when it has the cash, bids low, builds late, judges trades by the
printed prices (so it rarely trades), and sometimes forgets to ask for rent.
"""

from __future__ import annotations

import random
from typing import Final

from game.engine import (AcceptTrade, Action, Auction, Bid, Build, Buy, BuyChoice,
                         ChooseIncomeTax, ClaimRent, Debt, DeclineBuy, DeclineTrade, Game,
                         KeepMortgaged, Mortgage, MortgageChoice, PassBid, PayDebt, PayJailFine,
                         Phase, ProposeTrade, SellBuilding, ShortageCall, TaxChoice,
                         TradeAnswer, TradeOffer, Unmortgage, UseJailCard, WantBuildings)
from game.engine.decisions import Decision
from game.engine.moves import first_of


BUY_KEEP: Final = 50  # cash it wants left after buying a deed
BUILD_KEEP: Final = 350  # cash it wants left after building: it builds late
FORGET_RENT: Final = 0.35  # chance it never asks for a rent it is owed
PROPOSE_CHANCE: Final = 0.04  # chance per turn it offers to buy the deed it lacks for a set
ANYTIME_LIMIT: Final = 40  # at-any-time moves per turn, so that no pair of moves can cycle forever


class EasyController:
    """A plain player; ``last_reason`` explains its latest trade decision."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.last_reason = ""
        self._claims_seen: dict[tuple[int, int, int], bool] = {}
        self._proposed_turn = -1
        self._busy: tuple[int, int] = (-1, 0)

    def decide(self, game: Game, player: int) -> Action | None:
        g, p = game, player
        if g.over or not g.active[p]:
            return None
        if g.decisions:
            top = g.decisions[-1]
            return self._answer(g, p, top) if top.player == p else None
        acts = g.legal_actions(p)
        if not acts:
            return None
        if self._busy[0] != g.turn_no:
            self._busy = (g.turn_no, 0)
        a = self._anytime(g, p, acts) if self._busy[1] < ANYTIME_LIMIT else None
        if a is not None:
            self._busy = (g.turn_no, self._busy[1] + 1)
            return a
        if p != g.current:
            return None
        if g.phase is Phase.PRE_ROLL and g.in_jail[p]:
            a = first_of(acts, UseJailCard) or (
                first_of(acts, PayJailFine) if g.cash[p] >= 300 else None)
            if a is not None:
                return a
        return acts[0]

    def _anytime(self, g: Game, p: int, acts: list[Action]) -> Action | None:
        for a in acts:
            if type(a) is ClaimRent:
                key = next((c[1], c[2], c[4]) for c in g.claims if c[0] == p and c[2] == a.space)
                remember = self._claims_seen.setdefault(key, self.rng.random() >= FORGET_RENT)
                if remember:
                    return a
        for a in acts:
            if type(a) is Build and g.cash[p] - g.board.house_cost[a.space] >= BUILD_KEEP:
                return a
        for a in acts:
            if type(a) is Unmortgage and g.cash[p] - g.t.lift_cost[a.space] >= BUILD_KEEP:
                return a
        if (p == g.current and self._proposed_turn != g.turn_no and g.can_trade(p)
                and g.phase is Phase.POST_ROLL):
            self._proposed_turn = g.turn_no
            if self.rng.random() < PROPOSE_CHANCE:
                return self._propose(g, p)
        return None

    def _propose(self, g: Game, p: int) -> Action | None:
        """Offer a third over the printed price for the one deed missing from a group."""
        b = g.board
        for gi in g.t.street_groups:
            missing = [s for s in b.members[gi] if g.owner[s] != p]
            if len(missing) != 1:
                continue
            s = missing[0]
            q = g.owner[s]
            cash = b.price[s] * 4 // 3
            if q < 0 or any(g.level[m] for m in b.members[gi]) or cash > g.cash[p]:
                continue
            offer = TradeOffer(p, q, take=(s,), give_cash=cash)
            action = ProposeTrade(p, offer)
            if g.why_illegal(action) is None:
                self.last_reason = (f"Proposed: ${cash} for {b.names[s]}, the last lot of my "
                                    f"{b.group_names[gi]} group: a third over its printed "
                                    "price.")
                return action
        return None

    def _answer(self, g: Game, p: int, top: Decision) -> Action:
        acts = g.legal_actions(p)
        if isinstance(top, BuyChoice):
            price = g.board.price[top.space]
            return Buy(p) if g.cash[p] - price >= BUY_KEEP else DeclineBuy(p)
        if isinstance(top, Auction):
            least = top.minimum(g.t.auction_increment)
            if top.kind == "property":
                limit = g.board.price[top.space] // 2
            else:  # a scarce building: what it asked for, at the printed price
                limit = g.board.house_cost[top.space] if top.requester == p else 0
            return Bid(p, least) if least <= min(limit, g.cash[p]) else PassBid(p)
        if isinstance(top, TaxChoice):
            return ChooseIncomeTax(p, False)
        if isinstance(top, TradeAnswer):
            return self._trade(g, p, top.offer, acts)
        if isinstance(top, MortgageChoice):
            lift = first_of(acts, Unmortgage)
            if lift is not None and g.cash[p] - g.t.lift_cost[top.space] >= BUILD_KEEP:
                return lift
            return KeepMortgaged(p, top.space)
        if isinstance(top, ShortageCall):
            return WantBuildings(p, 0)
        if isinstance(top, Debt):
            for kind in (PayDebt, Mortgage, SellBuilding):
                a = first_of(acts, kind)
                if a is not None:
                    return a
        return acts[0]

    def _trade(self, g: Game, p: int, offer: TradeOffer, acts: list[Action]) -> Action:
        """Printed prices only: a third more than it gives, and it has to be in the mood."""
        b = g.board
        o = offer.reversed() if offer.partner == p else offer
        given = sum(b.price[s] for s in o.give) + o.give_cash
        got = sum(b.price[s] for s in o.take) + o.take_cash
        if AcceptTrade(p) in acts and got >= given * 4 // 3 and self.rng.random() < 0.5:
            self.last_reason = f"Accepted: ${got} in deeds and cash for ${given} is a good deal."
            return AcceptTrade(p)
        self.last_reason = f"Declined: ${got} for ${given} is not enough for me."
        return DeclineTrade(p)

"""Look-ahead by playing on: a cheap policy for every seat, and short playouts on cloned games.

The hard AI and the win-odds estimate both ask "what tends to happen from here?". They clone
the game, give the clone its own dice (``reseed``), switch its events off and let a policy
play every seat for a few turns: the estimate :class:`FastPolicy`, the hard AI medium's own
play (:mod:`mimic`). :class:`FastPolicy` is a plain player: it buys what it can afford, bids
up to about the printed price (more for a lot that completes or blocks a set), builds on its
sets while it keeps a reserve (mortgaging its lone deeds to build them up to three houses,
as the computer players do), raises money by mortgaging lone deeds first, and never trades,
so a playout costs a few microseconds a move.

>>> from game.engine import Game
>>> g = Game.new(["Ann", "Bob", "Cy"], seed=5)
>>> c = fresh_clone(g, 11)
>>> played = playout(c, FastPolicy(g), turns=12)
>>> c.turn_no >= 12 or c.over
True
"""

from __future__ import annotations

from typing import Final, Protocol

from game.engine import (Action, Auction, Bid, Build, Buy, BuyChoice, ChooseIncomeTax,
                         ClaimRent, Debt, DeclareBankruptcy, DeclineBuy, DeclineTrade,
                         Game, IllegalAction, KeepMortgaged, Mortgage, MortgageChoice, PassBid,
                         PayDebt, PayJailFine, Phase, PlaceBuilding, SellBuilding,
                         ShortageCall, TaxChoice, TradeAnswer, Unmortgage, UseJailCard,
                         WantBuildings)
from game.engine.actions import END_TURNS, ROLLS
from game.engine.moves import lot_move, seat_move
from game.engine.tables import percent

KEEP: Final = 60  # cash the policy keeps after buying a deed
BUILD_KEEP: Final = 150  # ... after building, plus a share of the worst rent on the board
LIFT_KEEP: Final = 400  # ... after lifting a mortgage it was handed
EARLY: Final = 10  # unowned deeds at or above which a jailed player pays to get out and buy
MAX_ACTIONS: Final = 4000  # a playout that has not finished its turns by then is cut short


def fresh_clone(g: Game, seed: int) -> Game:
    """A copy of ``g`` for look-ahead: its own dice, no forced dice, no events."""
    c = g.clone()
    c.reseed(seed)
    c.forced = []
    c.record = False
    return c


class FastPolicy:
    """A plain, quick player for every seat of a playout."""

    __slots__ = ("board", "t", "members", "price", "house_cost", "mortgage", "three", "sets")

    def __init__(self, g: Game) -> None:
        self.board = b = g.board
        self.t = g.t
        self.members = b.group_members
        self.price = b.price
        self.house_cost = b.house_cost
        self.mortgage = b.mortgage
        self.three = min(3, g.t.hotel_level - 1)
        self.sets = tuple(b.members[gi] for gi in g.t.street_groups)

    def act(self, g: Game, p: int) -> Action:
        """The action ``p`` (the player the game waits for) takes now."""
        if g.decisions:
            top = g.decisions[-1]
            kind = type(top)
            if kind is BuyChoice:
                return self._buy(g, p, top.space)  # type: ignore[attr-defined]
            if kind is Auction:
                return self._bid(g, p, top)  # type: ignore[arg-type]
            if kind is Debt:
                return self._raise(g, p, top.amount)  # type: ignore[attr-defined]
            if kind is TaxChoice:
                s = top.space  # type: ignore[attr-defined]
                pct = g.t.tax_percent[s]
                return ChooseIncomeTax(p, pct is not None
                                       and percent(g.tax_worth(p), pct) < g.t.tax_amount[s])
            if kind is TradeAnswer:
                return DeclineTrade(p)
            if kind is MortgageChoice:
                s = top.space  # type: ignore[attr-defined]
                if g.cash[p] - g.t.lift_cost[s] >= LIFT_KEEP:
                    return Unmortgage(p, s)
                return KeepMortgaged(p, s)
            if kind is ShortageCall:
                return WantBuildings(p, 0)
            if kind is PlaceBuilding:
                return g.legal_actions(p)[0]
            return g.legal_actions(p)[0]
        if g.claims:  # rent that must be claimed: its owner claims it before the dice roll
            c = g.claims[0]
            if g.may_act(c[0]):
                return ClaimRent(c[0], c[2])
        if g.phase is Phase.PRE_ROLL:
            build = self._build(g, p)
            if build is None:
                build = self._fund(g, p)
            if build is not None:
                return build
            if g.in_jail[p]:
                return self._jail(g, p)
            return ROLLS[p]
        return END_TURNS[p]

    def _buy(self, g: Game, p: int, s: int) -> Action:
        price = self.price[s]
        cash = g.cash[p]
        if cash >= price and (cash - price >= KEEP or self._wanted(g, p, s)):
            return Buy(p)
        return DeclineBuy(p)

    def _wanted(self, g: Game, p: int, s: int) -> bool:
        """Whether ``s`` completes a set for ``p`` or blocks one other player's."""
        others = {g.owner[m] for m in self.members[s] if m != s}
        if not others:
            return True
        if len(others) == 1:
            q = next(iter(others))
            return q == p or q >= 0
        return False

    def _bid(self, g: Game, p: int, top: Auction) -> Action:
        least = top.minimum(g.t.auction_increment)
        s = top.space
        if top.kind == "property":
            limit = self.price[s] * 3 // 2 if self._wanted(g, p, s) else self.price[s]
            limit = min(limit, g.cash[p] - KEEP // 2)
        else:
            limit = self.house_cost[s] if top.requester == p else 0
        if least > limit:
            return seat_move(PassBid, p)
        room = limit - least
        step = 99 if room >= 99 else 49 if room >= 49 else 9 if room >= 9 else 0
        return lot_move(Bid, p, least + step)

    def _raise(self, g: Game, p: int, amount: int) -> Action:
        """Pay if it can; else mortgage a lone deed, else sell from the most built lot, else
        mortgage part of a set; with nothing left, give up."""
        if g.cash[p] >= amount:
            return PayDebt(p)
        owner, level, mortgaged, is_street = g.owner, g.level, g.mortgaged, self.t.is_street
        lone = other = sale = -1
        for s in g.props[p]:
            if mortgaged[s]:
                continue
            members = self.members[s]
            if is_street[s]:
                built = False
                for m in members:
                    if level[m]:
                        built = True
                        break
                if built:
                    if level[s] and (sale < 0 or level[s] > level[sale]):
                        sale = s
                    continue
            whole = True
            for m in members:
                if owner[m] != p:
                    whole = False
                    break
            if whole:
                if other < 0:
                    other = s
            elif lone < 0:
                lone = s
        if lone >= 0:
            return Mortgage(p, lone)
        if sale >= 0:
            return SellBuilding(p, sale)
        if other >= 0:
            return Mortgage(p, other)
        return DeclareBankruptcy(p)

    def _build(self, g: Game, p: int) -> Action | None:
        """A house on the lowest lot of a set while cash stays above the reserve; a mortgage
        in a set is lifted first."""
        cash = g.cash[p]
        if cash < BUILD_KEEP + 50:
            return None
        owner, level, mortgaged = g.owner, g.level, g.mortgaged
        top = self.t.hotel_level
        best = -1
        for members in self.sets:
            if owner[members[0]] != p:
                continue
            whole = True
            for m in members:
                if owner[m] != p:
                    whole = False
                    break
            if not whole:
                continue
            low = top
            lot = -1
            for m in members:
                if mortgaged[m]:
                    if cash - self.t.lift_cost[m] >= LIFT_KEEP:
                        return Unmortgage(p, m)
                    low = top
                    break
                if level[m] < low:
                    low, lot = level[m], m
            if lot < 0 or cash - self.house_cost[lot] < BUILD_KEEP:
                continue
            if low >= self.three and cash < 4 * BUILD_KEEP:
                continue
            if (g.bank_hotels if low + 1 == top else g.bank_houses) <= 0:
                continue
            if best < 0 or level[lot] < level[best]:
                best = lot
        return Build(p, best) if best >= 0 else None

    def _fund(self, g: Game, p: int) -> Action | None:
        """A mortgage of a lone deed (one outside every group it holds whole, in a group with
        no buildings), the cheapest first, while a set it holds whole, unmortgaged, stands below
        three houses a lot and its cash does not pay for the next house: as the computer
        players do, a house on a set earns more than a lone deed."""
        owner, level, mortgaged = g.owner, g.level, g.mortgaged
        need = 0
        for members in self.sets:
            if owner[members[0]] != p:
                continue
            low = -1
            for m in members:
                if owner[m] != p or mortgaged[m]:
                    low = -1
                    break
                if low < 0 or level[m] < low:
                    low = level[m]
                    need = self.house_cost[m]
            if 0 <= low < self.three:
                break
        else:
            return None
        if g.cash[p] >= BUILD_KEEP + need:
            return None
        lone = -1
        for s in g.props[p]:
            if mortgaged[s] or (lone >= 0 and self.mortgage[s] >= self.mortgage[lone]):
                continue
            apart = False  # a lot of the group is another's, and none is built on
            for m in self.members[s]:
                if level[m]:
                    apart = False
                    break
                if owner[m] != p:
                    apart = True
            if apart:
                lone = s
        return Mortgage(p, lone) if lone >= 0 else None

    def _jail(self, g: Game, p: int) -> Action:
        unowned = 0
        owner = g.owner
        for s in self.board.properties:
            if owner[s] < 0:
                unowned += 1
        if unowned >= EARLY:
            if g.held[p]:
                return UseJailCard(p)
            if g.cash[p] >= g.edition.jail_fine + 100 and (
                    g.jail_tries[p] < g.rules.jail_max_turns - 1 or g.rules.jail_fine_on_last_turn):
                return PayJailFine(p)
        return ROLLS[p]


class Policy(Protocol):
    """A player for every seat of a playout."""

    def act(self, g: Game, p: int) -> Action:
        """The action ``p`` (the player the game waits for) takes now."""


def playout(g: Game, policy: Policy, turns: int, max_actions: int = MAX_ACTIONS) -> int:
    """Play ``g`` on with ``policy`` in every seat until ``turns`` more turns have started or
    the game is over; returns the actions played. ``g`` must be a look-ahead clone."""
    stop = g.turn_no + turns
    count = 0
    act, apply = policy.act, g.apply
    while not g.over and g.turn_no < stop and count < max_actions:
        p = g.to_move
        a = act(g, p)
        try:
            apply(a)
        except IllegalAction:
            apply(g.legal_actions(p)[0])
        count += 1
    return count

"""What a trade does to the game: each side's chance of winning just before and just after it.

The chance is the win-odds prior of :mod:`odds` (worth plus the rent each player can expect,
with the sets he can afford to build up), read on the position the trade leaves, the interest
on mortgaged deeds received paid. A player takes a trade only when it
costs his chance at most SLACK, whatever it gives the other side: a rival handed a group pays
for it with the cash that keeps the seller's chance within that of where it was.

Why not no cost at all: by the estimate, the first player to complete a group in a game where
nobody can build becomes the favourite by far, and no purse at the table can keep the
seller's chance level (in one such game the price would have been $4,500 to $5,000). Sellers
holding out for that leave a quarter of all-medium games without a winner after 500 rounds;
at a cost of SLACK they all but never do, and no trade takes away more than SLACK of a
player's chance.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import Game, TradeOffer

from .odds import Outlook, outlook, prior
from .valuation import Valuer

SLACK = 0.10  # the most a trade may cost a player's chance of winning


class Stake:
    """One trade's effect on the chances of ``me`` and of his partner."""

    __slots__ = ("before", "after", "partner_before", "partner_after")

    def __init__(self, before: float, after: float, partner_before: float,
                 partner_after: float) -> None:
        self.before = before  # my chance now
        self.after = after  # my chance once the trade is made
        self.partner_before = partner_before
        self.partner_after = partner_after


class _Now:
    """The chances in the position last asked about: a price search weighs many trades on
    one position. Everything the estimate reads is named by the version of the holdings (the
    same in a clone), the purses, who is still in and whether the game is over."""

    __slots__ = ("v", "version", "cash", "active", "over", "chances")

    def __init__(self) -> None:
        self.v: Valuer | None = None
        self.version = -1
        self.over = False
        self.cash: list[int] = []
        self.active: list[bool] = []
        self.chances: list[float] = []


_now = _Now()


def chances_now(g: Game, v: Valuer) -> list[float]:
    """``prior(g, v)``, worked out once for a position however many trades are weighed on it."""
    m = _now
    if (m.v is not v or m.version != g.version or m.cash != g.cash or m.active != g.active
            or m.over != g.over):
        m.v, m.version, m.cash, m.active, m.over = v, g.version, g.cash[:], g.active[:], g.over
        m.chances = prior(g, v)
    return m.chances


class Deal:
    """The deeds and cards of a trade, at any price: the position after it is laid out once
    (who owns what, each player's worth besides cash, the purses with the 10% paid on each
    mortgaged deed received, by a new owner who may lift the mortgage instead: cash into
    worth, the same to the estimate but for the interest), and a price moves two purses."""

    __slots__ = ("v", "g", "base", "after", "_look", "_cash")

    def __init__(self, v: Valuer, g: Game, base: TradeOffer) -> None:
        self.v, self.g, self.base = v, g, base
        after = g.owner[:]
        for s in base.give:
            after[s] = base.partner
        for s in base.take:
            after[s] = base.proposer
        self.after = after  # the owner of each space after the trade
        self._look: Outlook | None = None
        self._cash: list[int] = []

    def _lay_out(self) -> Outlook:
        v, g, o = self.v, self.g, self.base
        b, interest, mortgaged, level = v.board, v.t.interest, g.mortgaged, g.level
        assets = [g.worth(p) - g.cash[p] for p in range(g.n)]
        cash = g.cash[:]
        for spaces, giver, receiver in ((o.give, o.proposer, o.partner),
                                        (o.take, o.partner, o.proposer)):
            for s in spaces:
                value = (b.mortgage[s] if mortgaged[s] else b.price[s]) + level[s] * b.house_cost[s]
                assets[giver] -= value
                assets[receiver] += value
                if mortgaged[s]:
                    cash[receiver] -= interest[s]
        self._cash = cash
        look = self._look = outlook(g, v, self.after, assets)
        return look

    def chances(self, net: int) -> list[float]:
        """The estimate after the trade with ``net`` dollars to ``base``'s proposer (negative:
        from him)."""
        look = self._look
        if look is None:
            look = self._lay_out()
        o = self.base
        paid = self._cash[:]
        paid[o.proposer] += net
        paid[o.partner] -= net
        return look.odds(paid)

    def stake(self, me: int, net: int) -> Stake:
        """The chances of ``me`` (either side) and of his partner before the trade and after
        it, with ``net`` dollars to ``base``'s proposer."""
        o = self.base
        q = o.partner if o.proposer == me else o.proposer
        now = chances_now(self.g, self.v)
        then = self.chances(net)
        return Stake(now[me], then[me], now[q], then[q])


def with_cash(o: TradeOffer, net_to_me: int) -> TradeOffer:
    """The same properties and cards, with cash set so that ``net_to_me`` flows to the proposer."""
    return TradeOffer(o.proposer, o.partner, o.give, o.take,
                      max(0, -net_to_me), max(0, net_to_me), o.give_cards, o.take_cards)


def stake(v: Valuer, g: Game, me: int, offer: TradeOffer) -> Stake:
    """The chances of ``me`` and of the other side of ``offer`` before and after it."""
    return Deal(v, g, offer).stake(me, offer.take_cash - offer.give_cash)


def keeps(s: Stake) -> bool:
    """Whether the trade costs ``me``'s chance no more than SLACK."""
    return s.after >= s.before - SLACK


def percent(x: float) -> str:
    return f"{round(100 * x)}%"


def least_cash(ok: Callable[[int], bool], low: int, high: int) -> int | None:
    """The least multiple of ten from ``low`` (rounded up) to ``high`` for which ``ok`` holds,
    given that more never turns a yes into a no; None if even ``high`` fails."""
    lo = -(-low // 10) * 10
    if lo > high:
        return None
    if ok(lo):
        return lo
    hi = high
    if not ok(hi):
        return None
    # ok(hi) holds and ok(lo) does not: narrow down, in tens.
    while hi - lo > 10:
        mid = (lo + hi) // 20 * 10
        if mid <= lo:
            break
        if ok(mid):
            hi = mid
        else:
            lo = mid
    return hi

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
from typing import Final, Generic, TypeVar

from game.engine import Game, TradeOffer

from .odds import Outlook, outlook, prior
from .valuation import Valuer

SLACK: Final = 0.10  # the most a trade may cost a player's chance of winning


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
        # the position itself is the one the empty trade leaves
        m.chances = prior(g, v) if g.over else Deal(v, g, _NOTHING).chances(0)
    return m.chances


_NOTHING = TradeOffer(0, 1)


T = TypeVar("T")


class ByHoldings(Generic[T]):
    """Things worked out for one set of holdings, kept however the purses change: a version
    of a game's holdings (the same in its clones) and who is still in name them. A price
    search, and the next search on the same holdings, find them here."""

    __slots__ = ("v", "version", "active", "table")
    LIMIT = 1024  # entries for one set of holdings, at most

    def __init__(self) -> None:
        self.v: Valuer | None = None
        self.version = -1
        self.active: list[bool] = []
        self.table: dict[tuple[object, ...], T] = {}

    def of(self, g: Game, v: Valuer) -> dict[tuple[object, ...], T]:
        """The table for the holdings of ``g`` (emptied when they are not the last asked)."""
        if (self.version != g.version or self.v is not v or self.active != g.active
                or len(self.table) >= self.LIMIT):
            self.v, self.version, self.active = v, g.version, g.active[:]
            self.table = {}
        return self.table


class Layout:
    """The position a trade leaves, but for the purses: who owns what, and the estimate's
    view of it; and what the interest on mortgaged deeds received takes from each purse."""

    __slots__ = ("after", "interest", "_look", "_assets")

    def __init__(self, v: Valuer, g: Game, base: TradeOffer) -> None:
        b, mortgaged, level = v.board, g.mortgaged, g.level
        after = g.owner[:]
        assets = [g.worth(p) - g.cash[p] for p in range(g.n)]
        interest = [0] * g.n
        for spaces, giver, receiver in ((base.give, base.proposer, base.partner),
                                        (base.take, base.partner, base.proposer)):
            for s in spaces:
                after[s] = receiver
                value = (b.mortgage[s] if mortgaged[s] else b.price[s]) + level[s] * b.house_cost[s]
                assets[giver] -= value
                assets[receiver] += value
                if mortgaged[s]:
                    interest[receiver] += v.t.interest[s]
        self.after = after  # the owner of each space after the trade
        self.interest = interest  # paid by each player on the mortgaged deeds he receives
        self._assets = assets  # each player's worth less his cash after the trade
        self._look: Outlook | None = None

    def look(self, g: Game, v: Valuer) -> Outlook:
        """The estimate's view of the position (worked out when first asked)."""
        if self._look is None:
            self._look = outlook(g, v, self.after, self._assets)
        return self._look


_layouts: ByHoldings[Layout] = ByHoldings()


class Deal:
    """The deeds and cards of a trade, at any price: the position after it is laid out once
    for the holdings (by a new owner who may lift a mortgage instead of paying the 10%: cash
    into worth, the same to the estimate but for the interest), and a price moves two
    purses."""

    __slots__ = ("v", "g", "base", "layout")

    def __init__(self, v: Valuer, g: Game, base: TradeOffer) -> None:
        self.v, self.g, self.base = v, g, base
        o = base
        key: tuple[object, ...] = ((o.proposer, o.give, o.partner, o.take)
                                   if o.proposer < o.partner else
                                   (o.partner, o.take, o.proposer, o.give))
        table = _layouts.of(g, v)
        layout = table.get(key)
        if layout is None:
            layout = table[key] = Layout(v, g, base)
        self.layout = layout

    @property
    def after(self) -> list[int]:
        """The owner of each space after the trade."""
        return self.layout.after

    def chances(self, net: int) -> list[float]:
        """The estimate after the trade with ``net`` dollars to ``base``'s proposer (negative:
        from him)."""
        o, layout = self.base, self.layout
        look = layout.look(self.g, self.v)
        interest = layout.interest
        paid = [c - i for c, i in zip(self.g.cash, interest)]
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

"""What a trade does to the game: each side's chance of winning just before and just after it.

The chance is the win-odds prior of :mod:`odds` (worth plus the rent each player can expect,
with the sets he can afford to build up), read on the position the trade leaves, as many of
the mortgaged deeds each side receives lifted as his purse allows, if that serves him better,
and the rest kept (their 10% paid). A trade's price search reads it at many prices on the
same deeds: the position after the trade is laid out once for the holdings (:class:`Deal`),
and a price moves only two purses.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final, Generic, TypeVar

from game.engine import Game, TradeOffer

from .odds import Duo, Outlook, assets_of, outlook, prior
from .valuation import Valuer


class Stake:
    """One trade's effect on the chances of ``me`` and of his partner."""

    __slots__ = ("before", "after", "partner_before", "partner_after")

    def __init__(self, before: float, after: float, partner_before: float,
                 partner_after: float) -> None:
        self.before = before  # my chance now
        self.after = after  # my chance once the trade is made
        self.partner_before = partner_before
        self.partner_after = partner_after

    def score(self, weight: float) -> float:
        """What the trade does for me: the rise in my chance, less ``weight`` times the rise
        in my partner's."""
        return (self.after - self.before) - weight * (self.partner_after - self.partner_before)


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
        m.chances = prior(g, v)  # the same numbers as the position the empty trade leaves
    return m.chances


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
    view of it, with the mortgaged deeds each side receives kept mortgaged or as many of
    those worth lifting lifted as he chooses; and what keeping them (the interest) or lifting
    them takes from each purse."""

    __slots__ = ("after", "costs", "_order", "_look", "_lifted_looks", "_assets", "_touched")

    def __init__(self, v: Valuer, g: Game, base: TradeOffer) -> None:
        b, mortgaged, level = v.board, g.mortgaged, g.level
        after = g.owner[:]
        assets = assets_of(g, v)[:]
        interest = [0] * g.n
        moved: list[tuple[int, int]] = []  # (mortgaged deed, receiver)
        touched: list[int] = []
        for spaces, giver, receiver in ((base.give, base.proposer, base.partner),
                                        (base.take, base.partner, base.proposer)):
            for s in spaces:
                after[s] = receiver
                if b.group_of[s] not in touched:
                    touched.append(b.group_of[s])
                value = (b.mortgage[s] if mortgaged[s] else b.price[s]) + level[s] * b.house_cost[s]
                assets[giver] -= value
                assets[receiver] += value
                if mortgaged[s]:
                    interest[receiver] += v.t.interest[s]
                    moved.append((s, receiver))
        # Those worth lifting at once: a railroad or utility (its rent grows with each of
        # its kind held), or a lot of a street group its receiver then holds whole. A lone
        # street lot earns little, and lifting it only ties up cash. Each receiver lifts
        # those worth most first.
        order: list[list[int]] = [[] for _ in range(g.n)]
        if moved:
            moved.sort(key=lambda m: (-b.price[m[0]], m[0]))
        for s, r in moved:
            if not v.t.is_street[s] or all(after[m] == r for m in b.group_members[s]):
                order[r].append(s)
        costs: list[list[int]] = []
        for r in range(g.n):
            cost = [interest[r]]
            for s in order[r]:
                cost.append(cost[-1] + v.t.lift_cost[s] - v.t.interest[s])
            costs.append(cost)
        self.after = after  # the owner of each space after the trade
        # what each player pays, with none of the mortgaged deeds he receives lifted (their
        # interest), with the first of those worth lifting lifted, with the first two ...
        self.costs = costs
        self._order = order  # the mortgaged deeds each receives worth lifting, the best first
        self._assets = assets  # each player's worth less his cash after the trade
        self._touched = tuple(touched)  # the groups whose owners it changes
        self._look: Outlook | None = None
        self._lifted_looks: dict[tuple[int, ...], Outlook] | None = None

    def look(self, g: Game, v: Valuer, lifted: tuple[int, ...] = ()) -> Outlook:
        """The estimate's view of the position with the first ``count`` of the mortgaged deeds
        worth lifting that ``player`` receives lifted, for each (player, count) pair that
        ``lifted`` lists in turn (worked out when first asked)."""
        if not lifted:
            if self._look is None:
                self._look = outlook(g, v, self.after, self._assets, self._touched)
            return self._look
        if self._lifted_looks is None:
            self._lifted_looks = {}
        look = self._lifted_looks.get(lifted)
        if look is None:
            b = v.board
            assets, mortgaged = self._assets[:], g.mortgaged[:]
            for i in range(0, len(lifted), 2):
                r = lifted[i]
                for s in self._order[r][:lifted[i + 1]]:
                    mortgaged[s] = False
                    assets[r] += b.price[s] - b.mortgage[s]
            look = self._lifted_looks[lifted] = outlook(g, v, self.after, assets,
                                                        self._touched, mortgaged)
        return look

    def purses(self, g: Game, lifted: tuple[int, ...]) -> list[int]:
        """Each purse once the mortgaged deeds received are lifted as ``lifted`` says (see
        look) or kept."""
        purses = [c - self.costs[p][0] for p, c in enumerate(g.cash)]
        for i in range(0, len(lifted), 2):
            r = lifted[i]
            purses[r] = g.cash[r] - self.costs[r][lifted[i + 1]]
        return purses


_layouts: ByHoldings[Layout] = ByHoldings()


class Deal:
    """The deeds and cards of a trade, at any price: the position after it is laid out once
    for the holdings, and a price moves two purses. Of the mortgaged railroads, utilities and
    lots of a group he then holds whole that a side receives, as many as his purse pays for
    after the trade's cash, those worth most first, count as lifted at once when lifting them
    raises his chance (they earn their rent again: a set of railroads completed with mortgaged
    ones is a set), and the rest as kept, their 10% paid; so do his other mortgaged deeds."""

    __slots__ = ("v", "g", "base", "proposer", "partner", "layout", "_costs", "_lifts", "_plain",
                 "_views", "_funded", "_serve")

    def __init__(self, v: Valuer, g: Game, base: TradeOffer) -> None:
        self.v, self.g, self.base = v, g, base
        # the two sides as plain numbers: an offer's fields are read slowly, and often
        self.proposer = a = base.proposer
        self.partner = b = base.partner
        key: tuple[object, ...] = ((a, base.give, b, base.take) if a < b else
                                   (b, base.take, a, base.give))
        table = _layouts.of(g, v)
        layout = table.get(key)
        if layout is None:
            layout = table[key] = Layout(v, g, base)
        self.layout = layout
        self._costs = (layout.costs[a], layout.costs[b])
        # whether either side receives mortgaged deeds worth lifting; if not, every price
        # reads one view, kept at hand
        self._lifts = len(self._costs[0]) > 1 or len(self._costs[1]) > 1
        self._plain: Duo | None = None
        # The views of the two purses by how many of the mortgaged deeds he receives each
        # side lifts (the proposer's count, the partner's), and with sets counted as built
        # up (see Duo).
        self._views: dict[tuple[int, int], Duo] = {}
        self._funded: dict[tuple[int, int, bool, bool], Duo] = {}
        self._serve: dict[tuple[int, int, int], bool] = {}  # see _serves

    @property
    def after(self) -> list[int]:
        """The owner of each space after the trade."""
        return self.layout.after

    def lifted(self, net: int) -> tuple[int, ...]:
        """Who lifts mortgaged deeds he receives, and how many, as (player, count) pairs in
        turn, with ``net`` dollars to ``base``'s proposer: each receiver (the proposer first)
        of deeds worth lifting (see Layout) lifts as many as his purse then pays for, the
        best first, if that serves him better than keeping them in the trade without its
        cash (judged once: a price search reads many prices)."""
        return self._lifters(self._counts(net))

    def _counts(self, net: int) -> tuple[int, int]:
        """``lifted(net)`` as the proposer's count and the partner's."""
        if not self._lifts:
            return _NONE
        cp, cq = self._costs
        cash = self.g.cash
        kp = _most(cp, cash[self.proposer] + net)
        if kp and not self._serves(0, kp, 0):
            kp = 0
        kq = _most(cq, cash[self.partner] - net)
        if kq and not self._serves(1, kp, kq):
            kq = 0
        return (kp, kq) if kp or kq else _NONE

    def _serves(self, side: int, kp: int, kq: int) -> bool:
        """Whether lifting ``kp`` (the proposer's, side 0) or ``kq`` (the partner's, side 1)
        of the mortgaged deeds that side receives raises his chance, in the trade without its
        cash, the proposer lifting ``kp`` when the partner is asked about."""
        key = (side, kp, kq)
        up = self._serve.get(key)
        if up is None:
            kept = (0, 0) if side == 0 else (kp, 0)
            up = self._serve[key] = (self._view((kp, kq)).pair(0)[side]
                                     > self._view(kept).pair(0)[side])
        return up

    def _lifters(self, counts: tuple[int, int]) -> tuple[int, ...]:
        kp, kq = counts
        if not kq:
            return (self.proposer, kp) if kp else ()
        q = self.partner
        if not kp:
            return (q, kq)
        p = self.proposer
        return (p, kp, q, kq) if p < q else (q, kq, p, kp)

    def chances(self, net: int) -> list[float]:
        """The estimate after the trade with ``net`` dollars to ``base``'s proposer (negative:
        from him)."""
        lifted = self.lifted(net)
        purses = self.layout.purses(self.g, lifted)
        look = self.layout.look(self.g, self.v, lifted)
        return look.odds(purses) if not net else \
            look.odds(_moved(purses, self.proposer, self.partner, net))

    def pair(self, net: int) -> tuple[float, float]:
        """``chances(net)`` of the proposer and of the partner alone, read more quickly."""
        if self._lifts:
            return self._view(self._counts(net)).pair(net)
        duo = self._plain
        if duo is None:
            duo = self._plain = self._view(_NONE)
        return duo.pair(net)

    def funded_pair(self, net: int, funded: tuple[bool, bool]) -> tuple[float, float]:
        """``pair(net)`` with the proposer, and the partner, counted as able to build up all
        their sets whatever their purses, as ``funded`` says (see Duo)."""
        counts = self._counts(net)
        key = (counts[0], counts[1], funded[0], funded[1])
        duo = self._funded.get(key)
        if duo is None:
            duo = self._funded[key] = self._make(counts, funded)
        return duo.pair(net)

    def _view(self, counts: tuple[int, int]) -> Duo:
        duo = self._views.get(counts)
        if duo is None:
            duo = self._views[counts] = self._make(counts, (False, False))
        return duo

    def _make(self, counts: tuple[int, int], funded: tuple[bool, bool]) -> Duo:
        lifted = self._lifters(counts)
        look = self.layout.look(self.g, self.v, lifted)
        return look.duo(self.layout.purses(self.g, lifted), self.proposer, self.partner, funded)

    def stake(self, me: int, net: int) -> Stake:
        """The chances of ``me`` (either side) and of his partner before the trade and after
        it, with ``net`` dollars to ``base``'s proposer."""
        now = chances_now(self.g, self.v)
        mine, theirs = self.pair(net)
        if self.proposer != me:
            mine, theirs = theirs, mine
        q = self.partner if self.proposer == me else self.proposer
        return Stake(now[me], mine, now[q], theirs)


_NONE = (0, 0)


def _most(costs: list[int], purse: int) -> int:
    """The most deeds a purse lifts, of those whose lifting ``costs`` (see Layout) lists."""
    k = len(costs) - 1
    while k > 0 and costs[k] > purse:
        k -= 1
    return k


def _moved(purses: list[int], a: int, b: int, net: int) -> list[int]:
    moved = purses[:]
    moved[a] += net
    moved[b] -= net
    return moved


def with_cash(o: TradeOffer, net_to_me: int) -> TradeOffer:
    """The same properties and cards, with cash set so that ``net_to_me`` flows to the proposer."""
    return TradeOffer(o.proposer, o.partner, o.give, o.take,
                      max(0, -net_to_me), max(0, net_to_me), o.give_cards, o.take_cards)


def stake(v: Valuer, g: Game, me: int, offer: TradeOffer) -> Stake:
    """The chances of ``me`` and of the other side of ``offer`` before and after it."""
    return Deal(v, g, offer).stake(me, offer.take_cash - offer.give_cash)


def points(x: float) -> int:
    """A chance in whole percentage points, as the odds and hints show it."""
    return round(100 * x)


def percent(x: float) -> str:
    return f"{points(x)}%"


CARRY_EDGE: Final = 0.001  # chances nearer 0 or 1 than this count as this near


def carried(level: float, before: float, after: float) -> float:
    """The chance ``level`` moved as a look-ahead moves one from ``before`` to ``after``: by the
    same odds ratio. The look-ahead scores positions a few turns on, and its chances sit at
    other levels than the estimate the odds and hints show; its move carried onto the shown
    chance stays between 0 and 100% (3% cannot fall by 8 points)."""
    def logit(x: float) -> float:
        x = min(1.0 - CARRY_EDGE, max(CARRY_EDGE, x))
        return math.log(x / (1.0 - x))
    return 1.0 / (1.0 + math.exp(-(logit(level) + logit(after) - logit(before))))


class Curve:
    """A value of the cash that never falls as the cash grows, as least_cash reads it: a
    subclass is read by a plain method call (a price search makes many)."""

    def at(self, net: int) -> float:
        raise NotImplementedError


class _Called(Curve):
    """A function of the cash as a Curve."""

    __slots__ = ("value",)

    def __init__(self, value: Callable[[int], float]) -> None:
        self.value = value

    def at(self, net: int) -> float:
        return self.value(net)


def least_cash(value: Curve | Callable[[int], float], low: int, high: int) -> int | None:
    """The least multiple of ten from ``low`` to ``high`` at which ``value`` is
    at least zero, given that it never falls as the cash grows; None if even ``high`` fails.

    The value is a smooth curve in the cash, so the search cuts the bracket where a straight
    line through its ends crosses zero (the Illinois variant of the false position, which
    halves the weight of an end that stays put, and halves the bracket after a cut that took
    off little): a few looks where halving the bracket alone takes ten."""
    curve = value if isinstance(value, Curve) else _Called(value)
    lo, hi = -(-low // 10) * 10, high // 10 * 10
    if lo > hi:
        return None
    f_hi = curve.at(hi)
    if f_hi < 0:
        return None  # the search is most often for a price that is not there: look there first
    f_lo = curve.at(lo)
    if f_lo >= 0:
        return lo
    # value(lo) < 0 <= value(hi): narrow down, in tens.
    side = 0
    halve = False  # the last cut took off less than a quarter: halve the bracket instead
    while hi - lo > 10:
        width = hi - lo
        if halve:
            mid = (lo + hi) // 20 * 10
        else:
            mid = int(lo - f_lo * width / (f_hi - f_lo)) // 10 * 10
        if mid <= lo:
            mid = lo + 10
        elif mid >= hi:
            mid = hi - 10
        f_mid = curve.at(mid)
        if f_mid >= 0:
            hi, f_hi = mid, f_mid
            if side == 1:
                f_lo /= 2
            side = 1
        else:
            lo, f_lo = mid, f_mid
            if side == -1:
                f_hi /= 2
            side = -1
        halve = 4 * (hi - lo) > 3 * width
    return hi

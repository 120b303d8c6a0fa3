"""What a trade does to the game: each side's chance of winning just before and just after it.

The chance is the win-odds prior of :mod:`odds` (worth plus the rent each player can expect,
with the sets he can afford to build up), read on the position the trade leaves, the
mortgaged deeds each side receives lifted or kept (their 10% paid), as serves him better and
his purse allows. A trade's price search reads it at many prices on the same deeds: the
position after the trade is laid out once for the holdings (:class:`Deal`), and a price moves
only two purses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

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
    view of it, with the mortgaged deeds each side receives kept mortgaged or those worth
    lifting lifted; and what keeping them (the interest) or lifting them takes from each
    purse."""

    __slots__ = ("after", "interest", "lift", "received", "_gain", "_look", "_lifted_looks",
                 "_assets", "_touched")

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
        # street lot earns little, and lifting it only ties up cash.
        lift = [0] * g.n
        gain = [0] * g.n
        received: list[int] = []
        for s, r in moved:
            if not v.t.is_street[s] or all(after[m] == r for m in b.group_members[s]):
                lift[r] += v.t.lift_cost[s] - v.t.interest[s]
                gain[r] += b.price[s] - b.mortgage[s]
                received.append(s)
        for r in range(g.n):
            if lift[r]:
                lift[r] += interest[r]
        self.after = after  # the owner of each space after the trade
        self.interest = interest  # paid by each player on the mortgaged deeds he receives ...
        self.lift = lift  # ... or to lift those worth lifting, and pay it on the others
        self.received = tuple(received)  # the mortgaged deeds it moves worth lifting
        self._gain = gain  # what lifting them adds to each receiver's worth less his cash
        self._assets = assets  # each player's worth less his cash after the trade
        self._touched = tuple(touched)  # the groups whose owners it changes
        self._look: Outlook | None = None
        self._lifted_looks: dict[tuple[int, ...], Outlook] | None = None

    def look(self, g: Game, v: Valuer, lifted: tuple[int, ...] = ()) -> Outlook:
        """The estimate's view of the position with the mortgaged deeds received by the
        players ``lifted`` lifted (worked out when first asked)."""
        if not lifted:
            if self._look is None:
                self._look = outlook(g, v, self.after, self._assets, self._touched)
            return self._look
        if self._lifted_looks is None:
            self._lifted_looks = {}
        look = self._lifted_looks.get(lifted)
        if look is None:
            assets, mortgaged = self._assets[:], g.mortgaged[:]
            for s in self.received:
                if self.after[s] in lifted:
                    mortgaged[s] = False
            for r in lifted:
                assets[r] += self._gain[r]
            look = self._lifted_looks[lifted] = outlook(g, v, self.after, assets,
                                                        self._touched, mortgaged)
        return look

    def purses(self, g: Game, lifted: tuple[int, ...]) -> list[int]:
        """Each purse once the mortgaged deeds received are lifted (by ``lifted``) or kept."""
        return [c - (self.lift[p] if p in lifted else self.interest[p])
                for p, c in enumerate(g.cash)]


_layouts: ByHoldings[Layout] = ByHoldings()


class Deal:
    """The deeds and cards of a trade, at any price: the position after it is laid out once
    for the holdings, and a price moves two purses. The mortgaged railroads, utilities and
    lots of a group he then holds whole that a side receives count as lifted at once when
    his purse, after the trade's cash, pays for lifting them and lifting them raises his
    chance (they earn their rent again: a set of railroads completed with mortgaged ones is
    a set), and as kept, their 10% paid, when not; so do his other mortgaged deeds."""

    __slots__ = ("v", "g", "base", "layout", "_views", "_funded", "_serve")

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
        # The views of the two purses by who lifts the mortgaged deeds he receives (bit 1:
        # the proposer, bit 2: the partner), and with sets counted as built up (see Duo).
        self._views: list[Duo | None] = [None, None, None, None]
        self._funded: dict[tuple[int, tuple[bool, bool]], Duo] = {}
        self._serve: list[int] = []  # whether lifting serves each side (see _serves)

    @property
    def after(self) -> list[int]:
        """The owner of each space after the trade."""
        return self.layout.after

    def lifted(self, net: int) -> tuple[int, ...]:
        """Those who lift the mortgaged deeds they receive, with ``net`` dollars to
        ``base``'s proposer: each receiver (the proposer first) of deeds worth lifting (see
        Layout) whose purse then pays for lifting them, if that serves him better than
        keeping them in the trade without its cash (judged once: a price search reads many
        prices)."""
        return self._lifters(self._code(net))

    def _code(self, net: int) -> int:
        """``lifted(net)`` as bits (1: the proposer, 2: the partner)."""
        lay = self.layout
        if not lay.received:
            return 0
        o, cash, lift = self.base, self.g.cash, lay.lift
        code = 0
        r = o.proposer
        if lift[r] and cash[r] + net >= lift[r] and self._serves(0, 0):
            code = 1
        r = o.partner
        if lift[r] and cash[r] - net >= lift[r] and self._serves(1, code):
            code |= 2
        return code

    def _serves(self, side: int, code: int) -> bool:
        """Whether lifting the mortgaged deeds ``side`` (0: the proposer, 1: the partner)
        receives raises his chance, those in ``code`` lifting theirs, in the trade without
        its cash."""
        if not self._serve:
            self._serve = [-1, -1, -1, -1]
        i = 2 * side + code
        up = self._serve[i]
        if up < 0:
            up = self._serve[i] = int(self._view(code | (1 << side)).pair(0)[side]
                                      > self._view(code).pair(0)[side])
        return up == 1

    def _lifters(self, code: int) -> tuple[int, ...]:
        o = self.base
        return tuple(r for r, bit in ((o.proposer, 1), (o.partner, 2)) if code & bit)

    def chances(self, net: int) -> list[float]:
        """The estimate after the trade with ``net`` dollars to ``base``'s proposer (negative:
        from him)."""
        o = self.base
        lifted = self.lifted(net)
        purses = self.layout.purses(self.g, lifted)
        look = self.layout.look(self.g, self.v, lifted)
        return look.odds(purses) if not net else \
            look.odds(_moved(purses, o.proposer, o.partner, net))

    def pair(self, net: int) -> tuple[float, float]:
        """``chances(net)`` of the proposer and of the partner alone, read more quickly."""
        return self._view(self._code(net)).pair(net)

    def funded_pair(self, net: int, funded: tuple[bool, bool]) -> tuple[float, float]:
        """``pair(net)`` with the proposer, and the partner, counted as able to build up all
        their sets whatever their purses, as ``funded`` says (see Duo)."""
        code = self._code(net)
        key = (code, funded)
        duo = self._funded.get(key)
        if duo is None:
            duo = self._funded[key] = self._make(code, funded)
        return duo.pair(net)

    def _view(self, code: int) -> Duo:
        duo = self._views[code]
        if duo is None:
            duo = self._views[code] = self._make(code, (False, False))
        return duo

    def _make(self, code: int, funded: tuple[bool, bool]) -> Duo:
        o, lifted = self.base, self._lifters(code)
        look = self.layout.look(self.g, self.v, lifted)
        return look.duo(self.layout.purses(self.g, lifted), o.proposer, o.partner, funded)

    def stake(self, me: int, net: int) -> Stake:
        """The chances of ``me`` (either side) and of his partner before the trade and after
        it, with ``net`` dollars to ``base``'s proposer."""
        o = self.base
        now = chances_now(self.g, self.v)
        mine, theirs = self.pair(net)
        if o.proposer != me:
            mine, theirs = theirs, mine
        q = o.partner if o.proposer == me else o.proposer
        return Stake(now[me], mine, now[q], theirs)


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


def percent(x: float) -> str:
    return f"{round(100 * x)}%"


def least_cash(value: Callable[[int], float], low: int, high: int) -> int | None:
    """The least multiple of ten from ``low`` to ``high`` at which ``value`` is
    at least zero, given that it never falls as the cash grows; None if even ``high`` fails.

    The value is a smooth curve in the cash, so the search cuts the bracket where a straight
    line through its ends crosses zero (the Illinois variant of the false position, which
    halves the weight of an end that stays put, and halves the bracket after a cut that took
    off little): a few looks where halving the bracket alone takes ten."""
    lo, hi = -(-low // 10) * 10, high // 10 * 10
    if lo > hi:
        return None
    f_hi = value(hi)
    if f_hi < 0:
        return None  # the search is most often for a price that is not there: look there first
    f_lo = value(lo)
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
        f_mid = value(mid)
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

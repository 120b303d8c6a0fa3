"""A trade weighed in dollars from one side: what each side gains, the groups it completes,
what the side could still raise, and the least it takes for handing a group over.

A trade's price is searched over many amounts of cash on the same deeds and cards, and only
cash and what turns on it (spare cash for building, the liquidity kept, the cash received)
moves with the price. :class:`Terms` works out the rest once; ``Terms.at(net)`` is the trade
weighed with ``net`` dollars flowing to the side it is weighed for. ``weigh`` is both in one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from game.engine import Debt, Game, TradeOffer

from .stakes import ByHoldings, Deal, Stake, with_cash
from .valuation import CARD_VALUE, Valuer

SALE_TURNS: Final = 8  # turns of a group's rent at three houses: the floor price for handing it over


class Side:
    """One side of a trade as far as the purses do not change it."""

    __slots__ = ("who", "reserve", "own", "fixed", "interest", "cards", "sign")

    def __init__(self, v: Valuer, g: Game, who: int, groups: set[int], after: list[int],
                 takes: tuple[int, ...], cards: int, own: bool, sign: int) -> None:
        self.who = who
        self.reserve = v.reserve(g, who)
        self.own = own  # he knows what he can afford to build; a wary judge assumes he can
        self.sign = sign  # +1: the net cash of a price flows to him, -1: from him
        # per group: its value to him now and after (None where it turns on his spare cash)
        self.fixed: list[tuple[int, float | None, float | None]] = []
        for gi in groups:
            now: float | None = None
            if not own or not _whole(v, gi, who, g.owner):
                now = v.holding_value(g, gi, who, g.owner, None)
            then: float | None = None
            if not own or not _whole(v, gi, who, after):
                then = v.holding_value(g, gi, who, after, None)
            self.fixed.append((gi, now, then))
        self.interest = 0
        for s in takes:
            if g.mortgaged[s]:
                self.interest += v.t.interest[s]
        self.cards = cards

    def gain(self, v: Valuer, g: Game, after: list[int], cash: int, net: int) -> float:
        """What he gains, holding ``cash`` now, when ``net`` dollars (by the side weighed)
        change hands."""
        got = self.sign * net
        cash_after = cash + got
        spare_now = cash - self.reserve if self.own else None
        spare_after = cash_after - self.reserve if self.own else None
        gain = 0.0
        for gi, now, then in self.fixed:
            if now is None:
                now = v.holding_value(g, gi, self.who, g.owner, spare_now)
            if then is None:
                then = v.holding_value(g, gi, self.who, after, spare_after)
            gain += then - now
        gain += got
        gain -= self.interest
        gain += _liquidity_penalty(cash, self.reserve) - _liquidity_penalty(cash_after,
                                                                             self.reserve)
        gain += CARD_VALUE * self.cards
        return gain


def _whole(v: Valuer, gi: int, who: int, owner: list[int]) -> bool:
    """Whether ``who`` holds every lot of street group ``gi`` under ``owner``."""
    members = v.board.members[gi]
    return v.t.is_street[members[0]] and all(owner[s] == who for s in members)


def _liquidity_penalty(cash: int, reserve: int) -> float:
    return 0.5 * max(0, reserve - cash)


class Core:
    """A trade's deeds and cards weighed for one side as far as the purses do not change
    them, kept for the holdings (see stakes.ByHoldings)."""

    __slots__ = ("mine", "theirs", "completes", "partner_completes", "liquid", "received",
                 "floor")

    def __init__(self, v: Valuer, g: Game, me: int, q: int, give: tuple[int, ...],
                 take: tuple[int, ...], cards: tuple[int, int], after: list[int],
                 wary: bool) -> None:
        group_of = v.board.group_of
        groups = {group_of[s] for s in give}
        groups.update(group_of[s] for s in take)
        gained = cards[1] - cards[0]
        self.mine = Side(v, g, me, groups, after, take, gained, True, 1)
        self.theirs = Side(v, g, q, groups, after, give, -gained, not wary, -1)
        kept = [s for s in g.props[me] if s not in give]
        kept += take
        liquid = v.liquidation(g, me, 0, kept)
        price = v.board.price
        received = CARD_VALUE * cards[1]
        for s in take:
            if g.mortgaged[s]:
                liquid -= v.t.interest[s]
            received += price[s]
        self.liquid = liquid  # what I could raise after the trade, besides my cash
        self.received = received  # deeds at their price and cards I get
        self.completes = _completed(v, g, me, groups, after)
        self.partner_completes = _completed(v, g, q, groups, after)
        self.floor = sale_floor(v, give, self.partner_completes, self.completes)


_cores: ByHoldings[Core] = ByHoldings()


class Terms:
    """A trade's deeds and cards weighed for ``me`` (either side of ``offer``), before its
    cash."""

    __slots__ = ("v", "g", "me", "q", "offer", "_base", "deal", "core", "_owed")

    def __init__(self, v: Valuer, g: Game, me: int, offer: TradeOffer, wary: bool = True,
                 deal: Deal | None = None) -> None:
        self.v, self.g, self.me = v, g, me
        self.offer = offer
        mine = offer.proposer == me
        self._base: TradeOffer | None = offer if mine else None
        q = self.q = offer.partner if mine else offer.proposer
        give, take = (offer.give, offer.take) if mine else (offer.take, offer.give)
        cards = ((len(offer.give_cards), len(offer.take_cards)) if mine
                 else (len(offer.take_cards), len(offer.give_cards)))
        # the position after the trade, shared with the other side's terms if given
        self.deal = deal if deal is not None else Deal(v, g, offer)
        table = _cores.of(g, v)
        key = (me, q, give, take, cards, wary)
        core = table.get(key)
        if core is None:
            core = table[key] = Core(v, g, me, q, give, take, cards, self.deal.after, wary)
        self.core = core
        self._owed = -1

    @property
    def owed(self) -> int:
        """What I owe now (debts, rent waiting to be claimed)."""
        if self._owed < 0:
            self._owed = owed_by(self.g, self.me)
        return self._owed

    @property
    def base(self) -> TradeOffer:
        """The trade from my side (me = base.proposer), with the cash it came with."""
        if self._base is None:
            self._base = self.offer.reversed()
        return self._base

    def at(self, net: int, offer: TradeOffer | None = None) -> Weighing:
        """The trade weighed with ``net`` dollars to me (negative: from me); ``offer``: the
        offer itself, if it is at hand."""
        v, g, core = self.v, self.g, self.core
        after, cash = self.deal.after, g.cash
        mine = cash[self.me]
        return Weighing(self, net, offer, core.mine.gain(v, g, after, mine, net),
                        core.theirs.gain(v, g, after, cash[self.q], net),
                        mine + net + core.liquid, core.received + net)


    def stake(self, who: int, net: int) -> Stake:
        """The trade's effect on the chances of ``who`` (either side) and of his partner, with
        ``net`` dollars to me."""
        deal = self.deal
        return deal.stake(who, net if deal.base.proposer == self.me else -net)


class Weighing:
    """A trade seen from one side: ``me`` gives ``offer.give`` and receives ``offer.take``."""

    __slots__ = ("terms", "net", "_offer", "gain", "partner_gain", "liquid_after", "received")

    def __init__(self, terms: Terms, net: int, offer: TradeOffer | None, gain: float,
                 partner_gain: float, liquid_after: int, received: int) -> None:
        self.terms = terms
        self.net = net  # cash to me
        self._offer = offer
        self.gain = gain  # what ``me`` gains, in dollars
        self.partner_gain = partner_gain  # what the partner gains, by the same measure
        self.liquid_after = liquid_after  # what I could raise after the trade
        self.received = received  # cash, deeds at their price and cards I get, less cash I give

    @property
    def offer(self) -> TradeOffer:
        """The trade from ``me``'s side (me = offer.proposer)."""
        if self._offer is None:
            self._offer = with_cash(self.terms.base, self.net)
        return self._offer

    @property
    def completes(self) -> tuple[int, ...]:
        """Groups the trade completes for me."""
        return self.terms.core.completes

    @property
    def partner_completes(self) -> tuple[int, ...]:
        """Groups it completes for the partner."""
        return self.terms.core.partner_completes

    @property
    def owed(self) -> int:
        """What I owe now (debts, rent waiting to be claimed)."""
        return self.terms.owed

    @property
    def floor(self) -> int:
        """The least I take for handing over a group alone (see sale_floor)."""
        return self.terms.core.floor

    def stake(self) -> Stake:
        """The trade's effect on my chance of winning and my partner's."""
        return self.terms.stake(self.terms.me, self.net)


def weigh(v: Valuer, g: Game, me: int, offer: TradeOffer, wary: bool = True) -> Weighing:
    """What ``offer`` (made by or to ``me``) does for ``me`` and for the other side;
    ``wary``: credit the other side with building on a new group whatever his cash."""
    o = offer if offer.proposer == me else offer.reversed()
    return Terms(v, g, me, o, wary).at(o.take_cash - o.give_cash, o)


def owed_by(g: Game, p: int) -> int:
    """Cash ``p`` owes right now: open debts, and rent waiting to be claimed from him."""
    owed = 0
    for d in g.decisions:
        if type(d) is Debt and d.player == p:
            owed += d.amount
    for c in g.claims:
        if c[1] == p:
            owed += c[3]
    return owed


def _completed(v: Valuer, g: Game, who: int, groups: set[int], after: list[int]) -> tuple[int, ...]:
    members, owner = v.board.members, g.owner
    done = []
    for gi in groups:
        lots = members[gi]
        if all(after[s] == who for s in lots) and not all(owner[s] == who for s in lots):
            done.append(gi)
    return tuple(sorted(done))


def sale_floor(v: Valuer, give: tuple[int, ...], partner_completes: tuple[int, ...],
               completes: tuple[int, ...]) -> int:
    """What ``me`` must receive (cash, deeds at their price, cards) when the trade completes a
    group for the partner and none for him: his deeds' price plus the rent the group would
    earn at three houses in SALE_TURNS of its owner's opponents' turns. Zero otherwise."""
    if not partner_completes or completes:
        return 0
    return floor_price(v, give, partner_completes)


def floor_price(v: Valuer, lots: Iterable[int], groups: Iterable[int]) -> int:
    """The least a seller takes for ``lots`` that complete ``groups`` for the buyer alone:
    their price plus what the groups earn at three houses in SALE_TURNS turns."""
    return int(sum(v.board.price[s] for s in lots)
               + sum(v.group_at_three[gi] for gi in groups) * SALE_TURNS)

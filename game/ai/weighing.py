"""A trade seen from one side: what it does to both players' chances of winning, the groups it
completes for each, and whether the side could still pay what it owes after it.

A trade's price is searched over many amounts of cash on the same deeds and cards.
:class:`Terms` works out once what the cash does not change (the position the trade leaves,
the groups it completes, what the side could raise besides his cash), and ``Terms.at(net)``
is the trade with ``net`` dollars to the side it is seen from.
"""

from __future__ import annotations

from game.engine import Debt, Game, TradeOffer

from .stakes import ByHoldings, Deal, Stake, chances_now, with_cash
from .valuation import Valuer


class Core:
    """What a trade's deeds do for one side whatever its cash, kept for the holdings (see
    stakes.ByHoldings)."""

    __slots__ = ("completes", "partner_completes")

    def __init__(self, v: Valuer, g: Game, me: int, q: int, give: tuple[int, ...],
                 take: tuple[int, ...], after: list[int]) -> None:
        group_of = v.board.group_of
        groups = {group_of[s] for s in give}
        groups.update(group_of[s] for s in take)
        self.completes = _completed(v, g, me, groups, after)  # groups it completes for me
        self.partner_completes = _completed(v, g, q, groups, after)


_cores: ByHoldings[Core] = ByHoldings()


class Terms:
    """A trade's deeds and cards seen from ``me`` (either side of ``offer``), before its cash;
    ``deal``: the position it leaves, shared with the other side's terms."""

    __slots__ = ("v", "g", "me", "q", "offer", "deal", "sign", "floored", "_base", "_core",
                 "_owed", "_liquid", "_now")

    def __init__(self, v: Valuer, g: Game, me: int, offer: TradeOffer,
                 deal: Deal | None = None, floored: bool = True) -> None:
        self.v, self.g, self.me = v, g, me
        # between the last two players, a set it completes for the partner counts at its worth
        self.floored = floored and g.active.count(True) == 2
        self.offer = offer
        mine = offer.proposer == me
        self._base: TradeOffer | None = offer if mine else None
        self.q = offer.partner if mine else offer.proposer
        self.deal = deal if deal is not None else Deal(v, g, offer)
        self.sign = 1 if self.deal.proposer == me else -1  # my cash, to the deal's
        self._core: Core | None = None
        self._owed = -1
        self._liquid: int | None = None
        self._now: list[float] = []

    @property
    def core(self) -> Core:
        """What the deeds do for me whatever the cash (worked out when first asked)."""
        if self._core is None:
            me, q = self.me, self.q
            give, take = self._sides()
            table = _cores.of(self.g, self.v)
            key = (me, q, give, take)
            core = table.get(key)
            if core is None:
                core = table[key] = Core(self.v, self.g, me, q, give, take, self.deal.after)
            self._core = core
        return self._core

    @property
    def owed(self) -> int:
        """What I owe now (debts, rent waiting to be claimed)."""
        if self._owed < 0:
            self._owed = owed_by(self.g, self.me)
        return self._owed

    def _sides(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The deeds I give and those I take."""
        o = self.offer
        return (o.give, o.take) if o.proposer == self.me else (o.take, o.give)

    @property
    def liquid(self) -> int:
        """What I could raise after the trade, besides my cash (worked out when first asked:
        only a side that owes something asks)."""
        liquid = self._liquid
        if liquid is None:
            v, g = self.v, self.g
            give, take = self._sides()
            kept = [s for s in g.props[self.me] if s not in give]
            kept += take
            liquid = v.liquidation(g, self.me, 0, kept)
            for s in take:
                if g.mortgaged[s]:
                    liquid -= v.t.interest[s]
            self._liquid = liquid
        return liquid

    @property
    def base(self) -> TradeOffer:
        """The trade from my side (me = base.proposer), with the cash it came with."""
        if self._base is None:
            self._base = self.offer.reversed()
        return self._base

    def least_payable(self) -> int | None:
        """The least cash to me (negative: from me) with which I could still pay all I owe
        after the trade; None when I owe nothing."""
        owed = self.owed
        if not owed:
            return None
        return owed - self.g.cash[self.me] - self.liquid

    def stake(self, net: int) -> Stake:
        """My chance and my partner's before the trade and after it, with ``net`` dollars to
        me."""
        return self.deal.stake(self.me, self.sign * net)

    def score(self, net: int, weight: float) -> float:
        """Stake.score of the trade with ``net`` dollars to me, read without a Stake."""
        now = self._now
        if not now:
            now = self._now = chances_now(self.g, self.v)
        if self.sign > 0:
            mine, theirs = self.deal.pair(net)
        else:
            theirs, mine = self.deal.pair(-net)
        return (mine - now[self.me]) - weight * (theirs - now[self.q])

    def worth(self, net: int, weight: float) -> float:
        """What the trade with ``net`` dollars to me does for me as I judge it: its score;
        but between the last two players, where whatever one gains the other loses, when it
        completes a set of my partner's (and ``floored``), the lesser of that and its score
        read with each side it completes a set for able to build up all his sets, whatever
        his purse: a lot that completes his set is never sold for less than it is worth to
        the game."""
        plain = self.score(net, weight)
        if not self.floored:
            return plain
        core = self.core
        if not core.partner_completes:
            return plain
        mine_built = bool(core.completes)
        now = self._now
        if self.sign > 0:
            mine, theirs = self.deal.funded_pair(net, (mine_built, True))
        else:
            theirs, mine = self.deal.funded_pair(-net, (True, mine_built))
        full = (mine - now[self.me]) - weight * (theirs - now[self.q])
        return full if full < plain else plain

    def at(self, net: int, offer: TradeOffer | None = None) -> Weighing:
        """The trade with ``net`` dollars to me; ``offer``: the offer itself, if it is at
        hand."""
        return Weighing(self, net, offer)


class Weighing:
    """A trade seen from one side: ``me`` gives ``offer.give`` and receives ``offer.take``."""

    __slots__ = ("terms", "net", "_offer", "_stake", "_weight", "_worth")

    def __init__(self, terms: Terms, net: int, offer: TradeOffer | None) -> None:
        self.terms = terms
        self.net = net  # cash to me
        self._offer = offer
        self._stake: Stake | None = None
        self._weight = -1.0  # the rival weight its worth was last read with (none yet) ...
        self._worth = 0.0  # ... and that worth

    @property
    def offer(self) -> TradeOffer:
        """The trade from ``me``'s side (me = offer.proposer)."""
        if self._offer is None:
            self._offer = with_cash(self.terms.base, self.net)
        return self._offer

    @property
    def stake(self) -> Stake:
        """The trade's effect on my chance of winning and my partner's."""
        if self._stake is None:
            self._stake = self.terms.stake(self.net)
        return self._stake

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
    def liquid_after(self) -> int:
        """What I could raise after the trade, cash included."""
        t = self.terms
        return t.g.cash[t.me] + self.net + t.liquid

    def worth(self, weight: float) -> float:
        """What the trade does for me as I judge it (see Terms.worth; read once for a
        weight, as whether I take it and how it ranks both ask)."""
        if weight != self._weight:
            self._worth = self.terms.worth(self.net, weight)
            self._weight = weight
        return self._worth

    @property
    def payable(self) -> bool:
        """Whether I could still pay all I owe after the trade."""
        return not self.owed or self.liquid_after >= self.owed


def weigh(v: Valuer, g: Game, me: int, offer: TradeOffer) -> Weighing:
    """``offer`` (made by or to ``me``) as ``me`` sees it."""
    o = offer if offer.proposer == me else offer.reversed()
    return Terms(v, g, me, o).at(o.take_cash - o.give_cash, o)


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

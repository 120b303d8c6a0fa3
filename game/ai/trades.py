"""Trade judgement: what a trade gives each side, whether to take it, and which trades to offer.

A trade is weighed by what each side gains in dollars (groups completed, rent expected, cash,
liquidity) using :class:`Valuer`. A player takes a trade when his own gain beats a share of
his partner's gain: with more players at the table, a deal that helps both against the rest
is worth doing; between the last two players only the larger gain counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Debt, Game, TradeOffer
from game.engine.trading import offer_problem

from .valuation import CARD_VALUE, Valuer

MARGIN = 25  # dollars a trade must clear before it is worth the bother


@dataclass(frozen=True, slots=True)
class Weighing:
    """A trade seen from one side: ``me`` gives ``offer.give`` and receives ``offer.take``."""

    offer: TradeOffer  # from ``me``'s side (me = offer.proposer)
    gain: float  # what ``me`` gains, in dollars
    partner_gain: float  # what the partner gains, by the same measure
    completes: tuple[int, ...]  # groups the trade completes for me
    partner_completes: tuple[int, ...]  # groups it completes for the partner
    owed: int  # what I owe now (debts, rent waiting to be claimed)
    liquid_after: int  # what I could raise after the trade


def rival_weight(g: Game) -> float:
    """How much a partner's gain counts against mine: fully when only two players are left."""
    return 1.0 if len(g.active_players()) <= 2 else 0.5


def owed_by(g: Game, p: int) -> int:
    """Cash ``p`` owes right now: open debts, and rent waiting to be claimed from him."""
    owed = sum(d.amount for d in g.decisions if type(d) is Debt and d.player == p)
    return owed + sum(c[3] for c in g.claims if c[1] == p)


def _liquidity_penalty(cash: int, reserve: int) -> float:
    return 0.5 * max(0, reserve - cash)


def _side_gain(v: Valuer, g: Game, me: int, o: TradeOffer, groups: set[int],
               after: list[int]) -> float:
    reserve = v.reserve(g, me)
    cash_after = g.cash[me] - o.give_cash + o.take_cash
    gain = 0.0
    for gi in groups:
        gain += (v.holding_value(g, gi, me, after, cash_after - reserve)
                 - v.holding_value(g, gi, me, g.owner, g.cash[me] - reserve))
    gain += o.take_cash - o.give_cash
    gain -= sum(v.t.interest[s] for s in o.take if g.mortgaged[s])
    gain += _liquidity_penalty(g.cash[me], reserve) - _liquidity_penalty(cash_after, reserve)
    gain += CARD_VALUE * (len(o.take_cards) - len(o.give_cards))
    return gain


def _completed(v: Valuer, g: Game, who: int, groups: set[int], after: list[int]) -> tuple[int, ...]:
    members = v.board.members
    return tuple(sorted(gi for gi in groups
                        if all(after[s] == who for s in members[gi])
                        and not all(g.owner[s] == who for s in members[gi])))


def weigh(v: Valuer, g: Game, me: int, offer: TradeOffer) -> Weighing:
    """What ``offer`` (made by or to ``me``) does for ``me`` and for the other side."""
    o = offer if offer.proposer == me else offer.reversed()
    q = o.partner
    b = v.board
    groups = {b.group_of[s] for s in (*o.give, *o.take)}
    after = list(g.owner)
    for s in o.give:
        after[s] = q
    for s in o.take:
        after[s] = me
    gain = _side_gain(v, g, me, o, groups, after)
    partner_gain = _side_gain(v, g, q, o.reversed(), groups, after)
    cash_after = g.cash[me] - o.give_cash + o.take_cash
    kept = [s for s in g.props[me] if s not in o.give] + list(o.take)
    liquid = v.liquidation(g, me, cash_after, kept)
    liquid -= sum(v.t.interest[s] for s in o.take if g.mortgaged[s])
    return Weighing(o, gain, partner_gain, _completed(v, g, me, groups, after),
                    _completed(v, g, q, groups, after), owed_by(g, me), liquid)


def acceptable(w: Weighing, weight: float) -> bool:
    """The rule both the judge and the proposer use: my gain clears the partner's, weighted."""
    return w.gain > 0 and w.gain - weight * w.partner_gain >= MARGIN


def _group_list(v: Valuer, groups: tuple[int, ...]) -> str:
    names = [v.board.group_names[gi] for gi in groups]
    return " and ".join(names) + (" groups" if len(names) > 1 else " group")


def judge(v: Valuer, g: Game, me: int, offer: TradeOffer) -> tuple[bool, str, Weighing]:
    """Whether ``me`` should accept ``offer``, with a one-sentence reason a player can read."""
    w = weigh(v, g, me, offer)
    weight = rival_weight(g)
    problem = offer_problem(g, offer)
    if problem is not None:
        return False, f"Declined: the trade cannot be made now ({problem}).", w
    if w.owed and w.liquid_after < w.owed:
        return False, (f"Declined: after it I could not pay the ${w.owed} I owe."), w
    if acceptable(w, weight):
        if w.completes and w.partner_completes:
            why = (f"it completes my {_group_list(v, w.completes)} and yours, "
                   "and the cash makes it even")
        elif w.completes:
            why = f"it completes my {_group_list(v, w.completes)}"
        else:
            why = f"it is worth about ${int(w.gain)} to me"
        return True, f"Accepted: {why}.", w
    if w.partner_completes:
        return False, (f"Declined: it would give you all of the "
                       f"{_group_list(v, w.partner_completes)} for less than it is worth to you."), w
    if w.gain <= 0:
        return False, f"Declined: I would give up about ${int(-w.gain) + 1} more than I get.", w
    return False, "Declined: it helps you more than it helps me.", w


def with_cash(o: TradeOffer, net_to_me: int) -> TradeOffer:
    """The same properties and cards, with cash set so that ``net_to_me`` flows to the proposer."""
    return TradeOffer(o.proposer, o.partner, o.give, o.take,
                      max(0, -net_to_me), max(0, net_to_me), o.give_cards, o.take_cards)


def balancing_cash(w: Weighing, weight: float, for_me: bool) -> int:
    """Extra cash to the proposer (negative: to the partner) that just makes the trade
    acceptable to the proposer (``for_me``) or to the partner, ignoring liquidity."""
    if for_me:  # gain + x - weight * (partner_gain - x) >= MARGIN
        x = (MARGIN - w.gain + weight * w.partner_gain) / (1 + weight)
    else:  # partner_gain - x - weight * (gain + x) >= MARGIN  -> x <= ...
        x = (w.partner_gain - weight * w.gain - MARGIN) / (1 + weight)
    return int(x // 10 * 10) if not for_me else int(-(-x // 10) * 10)


def counter_offer(v: Valuer, g: Game, me: int, offer: TradeOffer) -> TradeOffer | None:
    """The offer turned round with the cash that would make it fair to ``me``, if the other
    side could still take it by the same measure and pay for it."""
    w = weigh(v, g, me, offer)
    if w.gain < -2000 or (w.owed and w.liquid_after < w.owed):
        return None
    weight = rival_weight(g)
    o = w.offer
    net = o.take_cash - o.give_cash + balancing_cash(w, weight, True)
    counter = with_cash(o, net)
    if counter == o or net > g.cash[o.partner] or -net > g.cash[me]:
        return None
    cw = weigh(v, g, me, counter)
    theirs = weigh(v, g, o.partner, counter)
    if not acceptable(cw, weight) or not acceptable(theirs, weight):
        return None
    if offer_problem(g, counter) is not None:
        return None
    return counter


def ownership_key(g: Game, v: Valuer, o: TradeOffer) -> tuple[object, ...]:
    """Identifies an offer's configuration: partner, properties, and the owners of their groups."""
    groups = sorted({v.board.group_of[s] for s in (*o.give, *o.take)})
    owners = tuple(g.owner[s] for gi in groups for s in v.board.members[gi])
    return (o.partner, tuple(sorted(o.give)), tuple(sorted(o.take)), owners)


def _swaps(v: Valuer, g: Game, me: int, q: int) -> list[tuple[int, ...]]:
    """Lots of mine that would complete one of ``q``'s street groups."""
    out: list[tuple[int, ...]] = [()]
    b, t = v.board, v.t
    for gi in t.street_groups:
        members = b.members[gi]
        mine = tuple(s for s in members if g.owner[s] == me)
        if mine and all(g.owner[s] in (me, q) for s in members) and len(mine) < len(members):
            if not any(g.level[s] for s in members):
                out.append(mine)
    return out


def proposals(v: Valuer, g: Game, me: int, tried: set[tuple[object, ...]]) -> list[tuple[float, TradeOffer]]:
    """Offers that would complete one of ``me``'s street groups, with cash to balance, best first;
    none whose configuration was already offered."""
    b, t = v.board, v.t
    weight = rival_weight(g)
    found: list[tuple[float, TradeOffer]] = []
    for gi in t.street_groups:
        members = b.members[gi]
        mine = [s for s in members if g.owner[s] == me]
        rest = tuple(s for s in members if g.owner[s] != me)
        if not mine or not rest:
            continue
        holders = {g.owner[s] for s in rest}
        if len(holders) != 1:
            continue
        q = holders.pop()
        if q < 0 or not g.active[q] or any(g.level[s] for s in members):
            continue
        for give in _swaps(v, g, me, q):
            if set(give) & set(members):
                continue
            base = TradeOffer(me, q, give=give, take=rest)
            if ownership_key(g, v, base) in tried:
                continue
            w = weigh(v, g, me, base)
            most = balancing_cash(w, weight, False)  # the most cash the partner would pay me
            for extra in (0, 20, 60):  # a little more, in case cash changes his liquidity
                net = most - extra  # cash flowing to me; negative: I pay
                if -net > g.cash[me] or net > g.cash[q]:
                    break
                offer = with_cash(base, net)
                mine_w = weigh(v, g, me, offer)
                if not acceptable(mine_w, weight):
                    break
                if acceptable(weigh(v, g, q, offer), weight) and offer_problem(g, offer) is None:
                    found.append((mine_w.gain - weight * mine_w.partner_gain, offer))
                    break
    found.sort(key=lambda x: -x[0])
    return found

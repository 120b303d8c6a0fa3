"""The trades the hard AI looks at offering: those a rival would take, judging as medium does or
as he has been seen to judge (:mod:`rivals`).

- Medium's set-completing offers: the lots a rival holds of one of its groups, with any of
  its own lots that would complete one of his, for the least cash he accepts.
- His railroads or utilities of a kind it holds too (their rent grows with every lot of the
  kind one holds), for the least cash he accepts.
- Sales of its lots that complete a rival's group, for the most he pays, alone or with his
  deeds of groups it holds part of (those he would mortgage to build the set it sells him).
- From a rival who sells at printed prices (see rivals.Rival.sells_cheap), any one of his
  deeds with no building in its group, a lot of a group he holds whole among them; from one
  who might (see rivals.Rival.probed), a lot of a group he holds whole or all but one lot of,
  the lot that keeps him from building (asked once at printed prices to find out).
- Brokered lots: a rival's lots of a group whose other lots are all another rival's, bought
  for the least their holder takes, to be sold on for the most the other pays (or kept).

Deeds bought from a rival who sells at printed prices are offered at that price, and so are
those not yet offered to one who might (see rivals.Rival.probed); from the others, at the
least price he takes judging as medium does. Each comes as a plan, the offers to make in turn;
:mod:`hard` screens and plays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.engine import AcceptTrade, Action, Game, IllegalAction, ProposeTrade, TradeOffer
from game.engine.trading import offer_problem

from . import trades
from .medium import bare
from .rivals import Rival, cheap_price
from .rollout import fresh_clone
from .stakes import with_cash
from .valuation import Valuer

OFFER_TRIES: Final = 2  # offers in one configuration before it gives up on it

Plan = tuple[TradeOffer, ...]


def deal_actions(plan: Plan) -> list[Action]:
    """Each offer of ``plan`` proposed and accepted, in turn."""
    return [a for o in plan for a in (ProposeTrade(o.proposer, o), AcceptTrade(o.partner))]


def dealt(g: Game, plan: Plan) -> Game | None:
    """A clone of ``g`` with ``plan`` dealt (None: one of its offers may not be made)."""
    c = fresh_clone(g, 0)
    try:
        for a in deal_actions(plan):
            c.apply(a)
    except IllegalAction:
        return None
    return c


def priced(v: Valuer, g: Game, base: TradeOffer, weight: float, rival: Rival | None,
           first: bool) -> TradeOffer | None:
    """``base`` at the least cash its partner takes, judging as medium does (None: none); for
    deeds he sells and is given none for, by his model ``rival`` (None: none), at printed
    prices if he is taken to sell at them, or on the ``first`` offer of them if he may (see
    Rival.probed) and that is less."""
    ask = None
    if (rival is not None and base.take and not base.give
            and (rival.sells_cheap() or first and rival.probed())):
        ask = with_cash(base, -cheap_price(g, base))
        if offer_problem(g, ask) is not None:
            ask = None
        elif rival.sells_cheap():
            return ask  # the price he is seen to take: medium's is not looked for
    paid = trades.partner_price(v, g, base, weight)  # to the rival (negative: from him)
    offer = None
    if paid is not None:
        offer = with_cash(base, -paid)
        if offer_problem(g, offer) is not None or not trades.judge(v, g, base.partner, offer)[0]:
            offer = None
    if ask is not None and (offer is None or ask.give_cash < offer.give_cash - offer.take_cash):
        return ask
    return offer


def candidates(v: Valuer, g: Game, p: int, resting: frozenset[int],
               tried: trades.Tried, rivals: Sequence[Rival] = ()) -> list[Plan]:
    """The offers of the first four kinds (see the module), each a plan of one, to every
    rival not ``resting``, priced by his model in ``rivals`` (none: as medium judges); none
    in a configuration ``tried`` OFFER_TRIES times."""
    weight = trades.rival_weight(g)
    bases: list[TradeOffer] = []
    for q, take, completes in trades.wanted_lots(v, g, p):
        if q in resting:
            continue
        for give in (trades.completing_lots(v, g, p, q) if completes else [()]):
            if set(give) & set(v.board.group_members[take[0]]):
                continue
            bases.append(TradeOffer(p, q, give=give, take=take))
    for q, take in others_lots(v, g, p):
        if q not in resting:
            bases.append(TradeOffer(p, q, take=take))
    for q in g.active_players():
        if q == p or q in resting:
            continue
        wanted = spare(v, g, p, q)
        for give in trades.completing_lots(v, g, p, q)[1:]:
            bases.append(TradeOffer(p, q, give=give))
            sold = v.board.group_of[give[0]]
            take = tuple(s for s in wanted if v.board.group_of[s] != sold)
            if take:
                bases.append(TradeOffer(p, q, give=give, take=take))
                bases += [TradeOffer(p, q, give=give, take=(s,)) for s in take]
        if rivals and rivals[q].sells_cheap():
            bases += [o for o in cheap_lots(v, g, p, q) if o not in bases]
        elif rivals and rivals[q].probed():
            bases += [o for o in blocking_lots(v, g, p, q) if o not in bases]
    out: list[Plan] = []
    for base in bases:
        before = tried.before(g, trades.ownership_key(g, v, base))
        if before is not None and before[0] >= OFFER_TRIES:
            continue
        offer = priced(v, g, base, weight, rivals[base.partner] if rivals else None,
                       before is None)
        if offer is not None:
            out.append((offer,))
    return out


def brokered(v: Valuer, g: Game, p: int, resting: frozenset[int],
             tried: trades.Tried, rivals: Sequence[Rival] = ()) -> list[Plan]:
    """Brokered lots (see the module): plans of two, the purchase (priced by the holder's
    model in ``rivals``, none: as medium judges) and the sale after it; none of a purchase
    ``tried`` before."""
    weight = trades.rival_weight(g)
    b = v.board
    out: list[Plan] = []
    for gi in v.t.street_groups:
        members = b.members[gi]
        holders = sorted({g.owner[s] for s in members})
        if (len(holders) != 2 or holders[0] < 0 or p in holders
                or any(g.level[s] or g.mortgaged[s] for s in members)):
            continue
        for q, r in (holders, holders[::-1]):
            if q in resting:
                continue
            lots = tuple(s for s in members if g.owner[s] == q)
            buy = TradeOffer(p, q, take=lots)
            if tried.before(g, trades.ownership_key(g, v, buy)) is not None:
                continue
            bought = priced(v, g, buy, weight, rivals[q] if rivals else None, True)
            if bought is None:
                continue
            c = dealt(g, (bought,))
            if c is None:
                continue
            sale = TradeOffer(p, r, give=lots)
            asked = trades.partner_price(v, c, sale, weight)  # negative: he pays
            if asked is not None and -asked > bought.give_cash - bought.take_cash:
                out.append((bought, with_cash(sale, -asked)))
    return out


def cheap_lots(v: Valuer, g: Game, p: int, q: int) -> list[TradeOffer]:
    """Each of ``q``'s deeds with no building in its group, asked of him alone: from one who
    sells at printed prices, a lot of a group he holds whole is bought at that price too."""
    b = v.board
    return [TradeOffer(p, q, take=(s,)) for s in g.props[q] if bare(g.level, b, s)]


def blocking_lots(v: Valuer, g: Game, p: int, q: int) -> list[TradeOffer]:
    """Those of cheap_lots on a street group ``q`` holds whole or all but one lot of: the lot
    that keeps him from building, from one who may sell at printed prices (see
    rivals.Rival.probed)."""
    owner, is_street, members = g.owner, v.t.is_street, v.board.group_members
    return [o for o in cheap_lots(v, g, p, q) if is_street[o.take[0]]
            and sum(owner[m] != q for m in members[o.take[0]]) <= 1]


def others_lots(v: Valuer, g: Game, p: int) -> list[tuple[int, tuple[int, ...]]]:
    """For each rival who holds railroads or utilities of a kind ``p`` holds some of too:
    (rival, his lots of that kind). Their rent grows with every lot of the kind one holds."""
    b, owner = v.board, g.owner
    out: list[tuple[int, tuple[int, ...]]] = []
    for members in b.members:
        if not members or v.t.is_street[members[0]] or not any(owner[s] == p for s in members):
            continue
        for q in sorted({owner[s] for s in members}):
            if q >= 0 and q != p and g.active[q]:
                out.append((q, tuple(s for s in members if owner[s] == q)))
    return out


def spare(v: Valuer, g: Game, p: int, q: int) -> tuple[int, ...]:
    """``q``'s unmortgaged deeds of groups ``p`` holds part of and ``q`` does not hold whole,
    none built on: what ``q`` would mortgage to build a set he is sold, asked for with it."""
    b, owner = v.board, g.owner
    return tuple(s for s in g.props[q]
                 if not g.mortgaged[s] and bare(g.level, b, s)
                 and any(owner[m] == p for m in b.group_members[s])
                 and not all(owner[m] == q for m in b.group_members[s]))


__all__ = ["OFFER_TRIES", "Plan", "blocking_lots", "brokered", "candidates", "cheap_lots", "deal_actions", "dealt",
           "others_lots", "priced", "spare"]

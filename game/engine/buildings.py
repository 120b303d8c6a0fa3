"""Houses, hotels and mortgages: what the rules allow, and the building shortage."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Final

from . import auction
from .actions import Action, Build, Mortgage, SellBuilding, SellHotels, Unmortgage
from .decisions import Auction, PlaceBuilding, ShortageCall
from .events import BuildingBuilt, BuildingsSold
from .moves import lot_move
from .rules import HotelSale
from .tables import percent

if TYPE_CHECKING:
    from .game import Game


Plan = list[tuple[int, int, int]]  # (lot, level before, level after)


def _name(g: Game, s: int) -> str:
    return g.board.names[s]


def _group_name(g: Game, s: int) -> str:
    return g.board.group_names[g.board.group_of[s]]


def build_problem(g: Game, p: int, s: int, paid: str | None = None,
                  ignore_cash: bool = False) -> str | None:
    """Why ``p`` may not add a building on lot ``s`` now (None: he may).

    ``paid`` names a building already bought at a shortage auction: no price is due, and the
    lot must be one that takes that kind of building next.
    """
    why, lot = _build_refusal(g, p, s, paid, ignore_cash)
    return None if why == MAY_BUILD else _refusal_words(g, p, s, why, lot)


def may_build(g: Game, p: int, s: int, ignore_cash: bool = False) -> bool:
    """Whether ``build_problem(g, p, s, ignore_cash=ignore_cash)`` is None, answered without
    putting a refusal into words."""
    return _build_refusal(g, p, s, None, ignore_cash)[0] == MAY_BUILD


# Why a building may not go on a lot, before it is put into words (see _refusal_words)
MAY_BUILD: Final = 0
NOT_A_LOT: Final = 1
NOT_OWNED: Final = 2
GROUP_NOT_OWNED: Final = 3
MORTGAGED: Final = 4
HAS_HOTEL: Final = 5
UNEVEN: Final = 6
WRONG_KIND: Final = 7
NO_HOTELS: Final = 8
NO_HOUSES: Final = 9
NO_CASH: Final = 10


def _build_refusal(g: Game, p: int, s: int, paid: str | None,
                   ignore_cash: bool) -> tuple[int, int]:
    """The rules of build_problem: why ``p`` may not build on ``s`` (MAY_BUILD: he may), and
    the lot the reason names."""
    b, t = g.board, g.t
    if not (0 <= s < b.size) or not t.is_street[s]:
        return NOT_A_LOT, s
    if g.owner[s] != p:
        return NOT_OWNED, s
    members = b.group_members[s]
    level, owner, mortgaged = g.level, g.owner, g.mortgaged
    for m in members:
        if owner[m] != p:
            return GROUP_NOT_OWNED, s
    for m in members:
        if mortgaged[m]:
            return MORTGAGED, m
    lvl = level[s]
    top = t.hotel_level
    if lvl >= top:
        return HAS_HOTEL, s
    for m in members:
        if level[m] < lvl:
            return UNEVEN, s
    hotel = lvl + 1 == top
    if paid is not None and paid != ("hotel" if hotel else "house"):
        return WRONG_KIND, s
    if hotel and g.bank_hotels == 0:
        return NO_HOTELS, s
    if not hotel and g.bank_houses == 0:
        return NO_HOUSES, s
    if paid is None and not ignore_cash and g.cash[p] < b.house_cost[s]:
        return NO_CASH, s
    return MAY_BUILD, s


def _refusal_words(g: Game, p: int, s: int, why: int, lot: int) -> str:
    """A refusal of _build_refusal in words."""
    if why == NOT_A_LOT:
        return "buildings go only on lots of a color group"
    if why == NOT_OWNED:
        return f"you do not own {_name(g, s)}"
    if why == GROUP_NOT_OWNED:
        return f"you need every lot of the {_group_name(g, s)} group to build"
    if why == MORTGAGED:
        return f"{_name(g, lot)} is mortgaged: lift the mortgage before building"
    if why == HAS_HOTEL:
        return f"{_name(g, s)} already has a {g.edition.words.hotel}"
    if why == UNEVEN:
        return "build evenly: the other lots of the group need a building first"
    hotel = g.level[s] + 1 == g.t.hotel_level
    if why == WRONG_KIND:
        return f"{_name(g, s)} takes a {_building(g, hotel)} next"
    if why == NO_HOTELS:
        return f"the Bank has no {g.edition.words.hotels} left"
    if why == NO_HOUSES:
        return f"the Bank has no {g.edition.words.houses} left"
    money = g.edition.words.money
    return (f"a {_building(g, hotel)} on {_name(g, s)} costs {money(g.board.house_cost[s])}; "
            f"you have {money(g.cash[p])}")


def _building(g: Game, hotel: bool) -> str:
    """The edition's word for one hotel or one house (looked up only for a refusal)."""
    return g.edition.words.hotel if hotel else g.edition.words.house


def raise_level(g: Game, p: int, s: int, cost: int) -> None:
    """Put one more building on lot ``s`` for ``cost`` (0 when bought at a shortage auction)."""
    lvl = g.level[s] + 1
    top = g.t.hotel_level
    if lvl == top:
        g.bank_hotels -= 1
        g.bank_houses += top - 1
    else:
        g.bank_houses -= 1
    g.level[s] = lvl
    g.cash[p] -= cost
    g.bump_version()
    if g._ev is not None:
        g._emit(BuildingBuilt(p, s, lvl, cost, lvl == top))


def capacity(g: Game, q: int, kind: str) -> int:
    """How many buildings of ``kind`` player ``q`` could legally buy now with his cash."""
    b, t = g.board, g.t
    top = t.hotel_level
    budget = g.cash[q]
    total = 0
    for gi in t.street_groups:
        members = b.members[gi]
        if any(g.owner[m] != q or g.mortgaged[m] for m in members):
            continue
        levels = [g.level[m] for m in members]
        if kind == "house":
            slots = sum(max(0, top - 1 - lv) for lv in levels)
        else:
            slots = sum(1 for lv in levels if lv == top - 1) if min(levels) >= top - 1 else 0
        cost = b.house_cost[members[0]]
        count = min(slots, budget // cost) if cost else slots
        total += count
        budget -= count * cost
    return total


def shortage(g: Game, p: int, s: int) -> tuple[str, int, tuple[int, ...]]:
    """The kind of building lot ``s`` needs, the Bank's stock of it, and the other players who
    could want more of it than the Bank can supply after this one (empty: no shortage)."""
    kind = "hotel" if g.level[s] + 1 == g.t.hotel_level else "house"
    stock = g.bank_hotels if kind == "hotel" else g.bank_houses
    others = [(q, capacity(g, q, kind)) for q in g.seat_order((p + 1) % g.n) if q != p]
    demand = sum(c for _, c in others)
    if demand == 0 or stock >= 1 + demand:
        return kind, stock, ()
    return kind, stock, tuple(q for q, c in others if c > 0)


def settle_shortage(g: Game, call: ShortageCall) -> None:
    """Everyone has said what he wants: build if the Bank has enough, else auction one."""
    stock = g.bank_hotels if call.kind == "hotel" else g.bank_houses
    if 1 + sum(c for _, c in call.wants) <= stock:
        if build_problem(g, call.requester, call.space) is None:
            raise_level(g, call.requester, call.space, g.board.house_cost[call.space])
        return
    wanting = {q for q, _ in call.wants} | {call.requester}
    bidders = [q for q in g.seat_order(call.requester) if q in wanting]
    opening = g.board.house_cost[call.space] if g.rules.building_auction_at_price else None
    auction.open_auction(g, call.space, call.kind, bidders, opening=opening,
                         requester=call.requester)


def place_won_building(g: Game, p: int, auction: Auction) -> None:
    """The winner of a shortage auction puts the building on a lot (asked when he has a choice)."""
    kind = auction.kind
    if p == auction.requester and build_problem(g, p, auction.space, paid=kind) is None:
        raise_level(g, p, auction.space, 0)
        return
    options = [s for s in g.props[p] if build_problem(g, p, s, paid=kind) is None]
    if len(options) == 1:
        raise_level(g, p, options[0], 0)
    elif options:
        g.decisions.append(PlaceBuilding(p, kind))


def sale_plan(g: Game, p: int, s: int) -> Plan | str:
    """What selling one level on lot ``s`` does to the group, or why it is not allowed.

    Selling goes evenly, from the most built lots down. A hotel becomes the houses below it,
    taken from the Bank; when the Bank lacks them, the break-down rules sell the group down as
    far as the Bank's houses allow, while the four-houses rules refuse the sale.
    """
    b, t = g.board, g.t
    if not (0 <= s < b.size) or not t.is_street[s]:
        return "only lots of a color group carry buildings"
    if g.owner[s] != p:
        return f"you do not own {_name(g, s)}"
    lvl = g.level[s]
    if lvl == 0:
        return f"there are no buildings on {_name(g, s)}"
    members = b.group_members[s]
    if lvl < max(g.level[m] for m in members):
        return "sell evenly: the lots with more buildings go first"
    top = t.hotel_level
    if lvl < top or g.bank_houses >= top - 1:
        return [(s, lvl, lvl - 1)]
    if g.rules.hotel_sale is HotelSale.FOUR_HOUSES:
        w = g.edition.words
        return (f"a sold {w.hotel} becomes {top - 1} {w.houses}, and the Bank has only "
                f"{g.bank_houses}")
    return _sell_down(g, s, members)


def hotels_plan(g: Game, p: int, s: int) -> Plan | str:
    """Selling all hotels of a group at once (classic rules): every lot must have one."""
    b, t = g.board, g.t
    if not (0 <= s < b.size) or not t.is_street[s]:
        return "only lots of a color group carry buildings"
    if g.owner[s] != p:
        return f"you do not own {_name(g, s)}"
    if g.rules.hotel_sale is HotelSale.FOUR_HOUSES:
        w = g.edition.words
        return f"under these rules each sold {w.hotel} becomes {w.houses}: sell them one at a time"
    members = b.group_members[s]
    top = t.hotel_level
    if any(g.level[m] != top for m in members):
        return f"every lot of the group needs a {g.edition.words.hotel} to sell them all at once"
    return [(m, top, 0) for m in members]


def _sell_down(g: Game, s: int, members: tuple[int, ...]) -> Plan:
    """The fullest even arrangement below the present one that the Bank's houses allow."""
    top = g.t.hotel_level
    now = [g.level[m] for m in members]
    houses_now = sum(lv for lv in now if lv < top)
    pool = g.bank_houses + houses_now
    i = members.index(s)
    best: tuple[int, ...] = tuple(0 for _ in members)
    for levels in product(*(range(lv + 1) for lv in now)):
        if levels[i] >= now[i] or max(levels) - min(levels) > 1:
            continue
        if sum(lv for lv in levels if lv < top) > pool:
            continue
        if sum(levels) > sum(best):
            best = levels
    return [(m, a, z) for m, a, z in zip(members, now, best) if a != z]


def sell(g: Game, p: int, plan: Plan, bankrupt: bool = False) -> None:
    """The buildings of ``plan`` sold back to the Bank at half price; ``bankrupt``: those of a
    player going bankrupt, for his creditor."""
    top = g.t.hotel_level
    for lot, before, after in plan:
        g.bank_houses += (before if before < top else 0) - (after if after < top else 0)
        g.bank_hotels += (before == top) - (after == top)
        refund = percent((before - after) * g.board.house_cost[lot], 50)
        g.level[lot] = after
        g.cash[p] += refund
        if g._ev is not None:
            g._emit(BuildingsSold(p, lot, before, after, refund, top, bankrupt))
    g.bump_version()


def mortgage_problem(g: Game, p: int, s: int) -> str | None:
    b = g.board
    if not (0 <= s < b.size) or not b.is_property[s]:
        return "only properties can be mortgaged"
    if g.owner[s] != p:
        return f"you do not own {_name(g, s)}"
    if g.mortgaged[s]:
        return f"{_name(g, s)} is already mortgaged"
    if any(g.level[m] for m in b.group_members[s]) and g.t.is_street[s]:
        return f"sell the buildings on the {_group_name(g, s)} group first"
    return None


def unmortgage_problem(g: Game, p: int, s: int) -> str | None:
    b = g.board
    if not (0 <= s < b.size) or not b.is_property[s]:
        return "only properties carry mortgages"
    if g.owner[s] != p:
        return f"you do not own {_name(g, s)}"
    if not g.mortgaged[s]:
        return f"{_name(g, s)} is not mortgaged"
    cost = g.t.lift_cost[s]
    if g.cash[p] < cost:
        money = g.edition.words.money
        return f"lifting the mortgage costs {money(cost)}; you have {money(g.cash[p])}"
    return None


def build_up_to(g: Game, p: int, s: int, level: int) -> list[Action] | str:
    """The builds that bring every lot of ``s``'s group up to ``level`` (the top level: a
    hotel on each), in the cheapest even order, or why the rules, cash or the Bank's stock do
    not allow it. Nothing changes: each build is tried on a copy of the game first."""
    b, t = g.board, g.t
    if not (0 <= s < b.size) or not t.is_street[s]:
        return "buildings go only on lots of a color group"
    top = t.hotel_level
    if not 1 <= level <= top:
        return f"a lot takes 1 to {top} buildings"
    members = b.group_members[s]
    levels = {m: g.level[m] for m in members}
    if min(levels.values()) >= level:
        return f"every lot of the {_group_name(g, s)} group already has that much"
    order: list[int] = []
    while min(levels.values()) < level:
        lot = min(members, key=lambda m: (levels[m], b.house_cost[m], m))
        order.append(lot)
        levels[lot] += 1
    first = g.why_illegal(Build(p, order[0]))
    if first is not None:
        return first
    w = g.edition.words
    cost = sum(b.house_cost[m] for m in order)
    if cost > g.cash[p]:
        return (f"that costs {w.money(cost)} on the {_group_name(g, s)} group; "
                f"you have {w.money(g.cash[p])}")
    houses = sum(max(0, min(level, top - 1) - g.level[m]) for m in members)
    hotels = sum(1 for m in members if g.level[m] < top) if level == top else 0
    if houses > g.bank_houses:
        return f"that takes {houses} {w.houses}; the Bank has {g.bank_houses}"
    if hotels > g.bank_hotels:
        return f"that takes {hotels} {w.hotels}; the Bank has {g.bank_hotels}"
    trial = g.clone()
    builds: list[Action] = []
    for lot in order:
        step = Build(p, lot)
        why = trial.why_illegal(step)
        if why is not None:
            return why
        trial.apply(step)
        if len(trial.decisions) > len(g.decisions):
            return (f"the Bank is running short of {w.houses if houses else w.hotels}: the "
                    "others are asked first, so build one at a time")
        builds.append(step)
    return builds


def sell_down_to(g: Game, p: int, s: int, level: int) -> list[Action] | str:
    """The sales that bring every lot of ``s``'s group down to ``level`` evenly, the most
    built lots first, or why the rules do not allow it. Nothing changes (tried on a copy)."""
    b, t = g.board, g.t
    if not (0 <= s < b.size) or not t.is_street[s]:
        return "only lots of a color group carry buildings"
    if not 0 <= level < t.hotel_level:
        return f"a group is sold down to 0 to {t.hotel_level - 1} buildings a lot"
    if g.owner[s] != p:
        return f"you do not own {_name(g, s)}"
    members = b.group_members[s]
    if max(g.level[m] for m in members) <= level:
        return f"no lot of the {_group_name(g, s)} group has more than that"
    trial = g.clone()
    sales: list[Action] = []
    while max(trial.level[m] for m in members) > level:
        lot = max(members, key=lambda m: (trial.level[m], -m))
        sale = SellBuilding(p, lot)
        why = trial.why_illegal(sale)
        if why is not None:
            return why
        trial.apply(sale)
        sales.append(sale)
    return sales


class Options:
    """A player's at-any-time actions for one version of the holdings (a clone shares them):
    what he may sell and mortgage, and, worked out only when asked (a debtor never asks), what
    he may build and lift with their prices."""

    __slots__ = ("version", "raising", "growing")

    def __init__(self, version: int, raising: tuple[Action, ...]) -> None:
        self.version = version
        self.raising = raising
        self.growing: tuple[tuple[tuple[int, Action], ...],
                            tuple[tuple[int, Action], ...]] | None = None


def raising_options(g: Game, p: int) -> tuple[Action, ...]:
    """``p``'s sell and mortgage actions."""
    fixed: list[Action] = []
    t = g.t
    for s in g.props[p]:
        if g.mortgaged[s]:
            continue
        if t.is_street[s]:
            if g.level[s] and not isinstance(sale_plan(g, p, s), str):
                fixed.append(lot_move(SellBuilding, p, s))
            if s == g.board.group_members[s][0] and g.level[s] == t.hotel_level \
                    and not isinstance(hotels_plan(g, p, s), str):  # a group sale starts at a hotel
                fixed.append(lot_move(SellHotels, p, s))
        if mortgage_problem(g, p, s) is None:
            fixed.append(lot_move(Mortgage, p, s))
    return tuple(fixed)


def growing_options(
    g: Game, p: int
) -> tuple[tuple[tuple[int, Action], ...], tuple[tuple[int, Action], ...]]:
    """``p``'s build and lift actions with their prices, whatever his cash."""
    builds: list[tuple[int, Action]] = []
    lifts: list[tuple[int, Action]] = []
    t = g.t
    for s in g.props[p]:
        if g.mortgaged[s]:
            lifts.append((t.lift_cost[s], lot_move(Unmortgage, p, s)))
        elif t.is_street[s] and may_build(g, p, s, ignore_cash=True):
            builds.append((g.board.house_cost[s], lot_move(Build, p, s)))
    return tuple(builds), tuple(lifts)

"""What properties, groups and cash are worth to a player: the numbers the AI's choices weigh.

Everything is in dollars so that a trade, a bid and a reserve can be compared directly: a deed
is worth its price plus what it does for sets; a complete group is worth the rent it will earn
at three houses over a horizon of opponent turns; danger is the rent a player expects to pay
per turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Generic, TypeVar

from game.engine import Board, Game, RuleSet
from game.engine.buildings import capacity

from .probabilities import Earnings, JailPolicy, earnings

HORIZON: Final = 20  # opponent turns of rent a holding is credited with
KEPT_ROUNDS: Final = 200  # rounds of its own rent a deed bought outright is worth at least
CARD_VALUE: Final = 30  # a Get Out of Jail Free card, in dollars
LEVER: Final = 0.25  # holding k of a group's m lots is credited LEVER * (k/m)**2 of its bonus
RESERVE_BASE: Final = 40  # cash always kept in hand
RESERVE_TURNS: Final = 0.5  # ... plus this many turns of the rent the board threatens
RESERVE_WORST: Final = 0.1  # ... plus this share of the largest rent one could land on


class Valuer:
    """Valuations for one game's board and rules, from the earnings table of those rules."""

    def __init__(self, g: Game) -> None:
        self.board = b = g.board
        self.rules = g.rules
        self.t = t = g.t
        self.e: Earnings = earnings(b, g.rules, JailPolicy.LEAVE_EARLY)
        # The board as it stands depends only on who owns what, built and mortgaged: the
        # game's version (a new number, unique in the process, on every such change) keys it.
        self._standing: Standing | None = None
        self.three = min(3, t.hotel_level - 1)
        self.street_sets = tuple(b.members[gi] for gi in t.street_groups)
        # every group by its index on the board: its lots, and whether they are streets
        self.groups = tuple((members, bool(members) and t.is_street[members[0]])
                            for members in b.members)
        # Per opponent turn: each street group's rent at three houses, and bare as a set.
        self.group_at_three: list[float] = []
        self.group_bare: list[float] = []
        for members in b.members:
            if members and t.is_street[members[0]]:
                self.group_at_three.append(sum(self.e.street[s][self.three] for s in members))
                self.group_bare.append(sum(self.e.street[s][0] for s in members))
            else:
                self.group_at_three.append(0.0)
                self.group_bare.append(0.0)
        self.full_bonus = [self.set_bonus(gi) if b.members[gi] else 0.0
                           for gi in range(len(b.members))]  # set_bonus(gi), spare plenty

    # -- the board as it stands ----------------------------------------------------------------

    def rent_now(self, g: Game, s: int) -> float:
        """Expected rent per opponent turn that ``s`` earns its owner as things stand."""
        o = g.owner[s]
        if o < 0 or g.mortgaged[s]:
            return 0.0
        members = self.board.group_members[s]
        held = sum(1 for m in members if g.owner[m] == o)
        return self.e.rent(s, g.level[s], held == len(members), held)

    def standing(self, g: Game) -> Standing:
        """The board as it stands in ``g`` (worked out once for a version of its holdings)."""
        st = self._standing
        if st is None or st.version != g.version:
            st = self._standing = Standing(self, g, st)
        return st

    def danger(self, g: Game, p: int) -> tuple[float, int]:
        """Rent ``p`` expects to pay per turn, and the largest single rent he could meet."""
        return self.standing(g).danger[p]

    def group_share(self, members: tuple[int, ...], street: bool, owner: list[int],
                    level: list[int], mortgaged: list[bool]) -> Share:
        """One group's part of the board as it stands, given its owners, buildings and
        mortgages: per lot that earns, (owner, rent per opponent turn by the landing odds,
        the rent it charges now); and, for a complete street group with room to build,
        (owner, the extra rent per opponent turn at three houses on every lot, what lifting
        its mortgages and the houses cost)."""
        if not members:
            return (), None
        e = self.e
        o = owner[members[0]]
        whole = o >= 0
        for m in members:
            if owner[m] != o:
                whole = False
        lots: list[tuple[int, float, int]] = []
        if street:
            three, house_cost, lot_rent = self.three, self.board.house_cost, self.t.lot_rent
            lift_cost = self.t.lift_cost
            extra = 0.0
            cost = 0
            for m in members:
                q = owner[m]
                if q < 0:
                    continue
                rents = e.street[m]
                if mortgaged[m]:
                    if whole:  # lifted, it earns again: building up the set starts there
                        extra += rents[three]
                        cost += lift_cost[m] + three * house_cost[m]
                    continue
                lvl = level[m]
                if lvl:
                    lots.append((q, rents[lvl], lot_rent[m][lvl]))
                elif whole:
                    lots.append((q, rents[0], 2 * lot_rent[m][0]))
                else:
                    lots.append((q, e.single[m], 0))
                if whole and lvl < three:
                    extra += rents[three] - rents[lvl]
                    cost += (three - lvl) * house_cost[m]
            return tuple(lots), ((o, extra, cost) if whole and cost else None)
        for m in members:
            q = owner[m]
            if q >= 0 and not mortgaged[m]:
                held = 0
                for k in members:
                    if owner[k] == q:
                        held += 1  # mortgaged ones count, as they do for the rent
                lots.append((q, e.by_count[m][held - 1], 0))
        return tuple(lots), None

    def reserve(self, g: Game, p: int) -> int:
        """Cash to keep in hand: it grows with the rent the board threatens."""
        per_turn, worst = self.danger(g, p)
        return int(RESERVE_BASE + RESERVE_TURNS * per_turn + RESERVE_WORST * worst)

    def opponents(self, g: Game, p: int) -> int:
        return max(1, sum(1 for q in range(g.n) if q != p and g.active[q]))

    # -- deeds and groups ------------------------------------------------------------------------

    def set_bonus(self, gi: int, spare: float | None = None, horizon: int = HORIZON) -> float:
        """What owning all of street group ``gi`` adds over ``horizon`` opponent turns: its
        rent at three houses less half their cost, in the measure that ``spare`` cash (beyond
        the reserve; None: plenty) can pay for the houses, else its rent bare."""
        members = self.board.members[gi]
        if not self.t.is_street[members[0]]:
            return 0.0
        houses = self.three * len(members) * self.board.house_cost[members[0]]
        bare = horizon * self.group_bare[gi]
        built = horizon * self.group_at_three[gi] - houses / 2
        if spare is None:
            return max(bare, built)
        share = min(1.0, max(0.3, spare / houses))
        return max(bare, share * built + (1 - share) * bare)

    def holding_value(self, g: Game, gi: int, p: int, owner: Sequence[int],
                      spare: float | None = None, horizon: int = HORIZON) -> float:
        """What ``p``'s share of group ``gi`` is worth to him under the ownership ``owner``
        (a complete group over ``horizon`` opponent turns)."""
        b, t = self.board, self.t
        members = b.members[gi]
        price, lift, mortgaged = b.price, t.lift_cost, g.mortgaged
        k = 0
        base = 0
        for s in members:
            if owner[s] == p:
                k += 1
                base += price[s] - lift[s] if mortgaged[s] else price[s]
        if not k:
            return 0.0
        m = len(members)
        if t.is_street[members[0]]:
            if k == m:
                if spare is None and horizon == HORIZON:
                    return base + self.full_bonus[gi]
                return base + self.set_bonus(gi, spare, horizon)
            # Part of a group: a step toward the set, and a lever in trades; the more of it
            # one holds, the more each lot is worth (so gathering a split group pays).
            return base + LEVER * (k / m) ** 2 * self.full_bonus[gi]
        earn = 0.0
        for s in members:
            if owner[s] == p:
                earn += self.e.by_count[s][k - 1]
        return base + HORIZON * earn

    def deed_value(self, g: Game, p: int, s: int) -> float:
        """What acquiring ``s`` is worth to ``p``: its holding value gained, plus what it denies
        an opponent who holds the rest of its group; and at least its price and its own rent
        over KEPT_ROUNDS rounds, since a deed earns for as long as it is kept, and players
        who never trade keep theirs to the end."""
        gi = self.board.group_of[s]
        owner = list(g.owner)
        before = self.holding_value(g, gi, p, owner)
        owner[s] = p
        gain = self.holding_value(g, gi, p, owner) - before
        blocker = self.blocks(g, p, s)
        if blocker >= 0:
            gain += 0.4 * self.set_bonus(gi)
        kept = self.board.price[s] + KEPT_ROUNDS * self.opponents(g, p) * self.rent_gain(g, p, s)
        return max(gain, kept)

    def rent_gain(self, g: Game, p: int, s: int) -> float:
        """Rent per opponent turn that getting ``s`` adds to ``p``'s deeds as they stand: a
        street's rent alone, or a railroad's (utility's) with the raise it gives the others
        of its kind that he holds."""
        if self.t.is_street[s]:
            return self.e.single[s]
        by = self.e.by_count
        mine = [m for m in self.board.group_members[s] if m != s and g.owner[m] == p]
        k = len(mine)
        return by[s][k] + sum(by[m][k] - by[m][k - 1] for m in mine)

    def blocks(self, g: Game, p: int, s: int) -> int:
        """The one opponent who holds every other lot of ``s``'s group (-1: none)."""
        others = {g.owner[m] for m in self.board.group_members[s] if m != s}
        if len(others) == 1:
            q = others.pop()
            if q >= 0 and q != p and self.t.is_street[s]:
                return q
        return -1

    def completes(self, g: Game, p: int, s: int) -> bool:
        """Whether getting ``s`` gives ``p`` all of its group."""
        return all(g.owner[m] == p for m in self.board.group_members[s] if m != s)

    # -- building -------------------------------------------------------------------------------

    def build_gain(self, g: Game, p: int, s: int) -> float:
        """Extra rent per round from one more building on ``s``."""
        lvl = g.level[s]
        street = self.e.street[s]
        if lvl + 1 >= len(street):
            return 0.0
        return (street[lvl + 1] - street[lvl]) * self.opponents(g, p)

    def sale_loss(self, g: Game, p: int, s: int) -> float:
        """Rent per round lost by selling one level of building on ``s``."""
        lvl = g.level[s]
        street = self.e.street[s]
        return (street[lvl] - street[lvl - 1]) * self.opponents(g, p) if lvl else 0.0

    def mortgage_loss(self, g: Game, p: int, s: int) -> float:
        """Rent per round lost by mortgaging ``s`` (the set's double rent too)."""
        b = self.board
        members = b.group_members[s]
        loss = self.rent_now(g, s)
        if self.t.is_street[s] and all(g.owner[m] == p for m in members):
            loss += sum(self.e.street[m][0] - self.e.single[m] for m in members if m != s
                        and not g.mortgaged[m]) * 0.5
        elif not self.t.is_street[s]:
            held = sum(1 for m in members if g.owner[m] == p and not g.mortgaged[m])
            if held > 1:
                loss = sum(self.e.by_count[m][held - 1] - self.e.by_count[m][held - 2]
                           for m in members if g.owner[m] == p and not g.mortgaged[m])
        return loss * self.opponents(g, p)

    def can_build_more(self, g: Game, q: int) -> int:
        """Houses ``q`` could buy now: how much he competes for the Bank's stock."""
        return capacity(g, q, "house")

    def liquidation(self, g: Game, p: int, cash: int, props: Sequence[int]) -> int:
        """Cash ``p`` could raise holding ``props`` with ``cash``: all sold and mortgaged."""
        house_cost, mortgage, level, mortgaged = (self.board.house_cost, self.board.mortgage,
                                                  g.level, g.mortgaged)
        total = cash
        for s in props:
            total += (level[s] * house_cost[s]) // 2
            if not mortgaged[s]:
                total += mortgage[s]
        return total


Share = tuple[tuple[tuple[int, float, int], ...], tuple[int, float, int] | None]


class Standing:
    """The board as it stands for one version of a game's holdings: each group's share (see
    Valuer.group_share), each player's worth less his cash, and each player's danger (the rent
    he can expect to pay per turn, and the largest single rent he could meet)."""

    __slots__ = ("version", "shares", "danger", "earn", "builds", "_assets", "owner", "level",
                 "mortgaged")

    def __init__(self, v: Valuer, g: Game, last: Standing | None = None) -> None:
        """``last``: the standing of another version (of this game or another on the same
        board): the groups whose owners, buildings and mortgages are as they were there keep
        their shares."""
        self.version = g.version
        owner, level, mortgaged = g.owner, g.level, g.mortgaged
        if last is None or len(last.danger) != g.n:
            self.owner, self.level, self.mortgaged = owner[:], level[:], mortgaged[:]
            self.shares = [v.group_share(members, street, owner, level, mortgaged)
                           for members, street in v.groups]
        else:
            # A change of version is most often one deed bought, built on or mortgaged: the
            # lists that did not change are kept, and only the groups of the spaces whose
            # entries did are looked at again (a bit each in ``changed``).
            self.owner, self.level, self.mortgaged = last.owner, last.level, last.mortgaged
            group_of = v.board.group_of
            changed = 0
            if owner != last.owner:
                was = last.owner
                for s in range(len(owner)):
                    if owner[s] != was[s]:
                        changed |= _bit(group_of[s])
                self.owner = owner[:]
            if level != last.level:
                was = last.level
                for s in range(len(level)):
                    if level[s] != was[s]:
                        changed |= _bit(group_of[s])
                self.level = level[:]
            if mortgaged != last.mortgaged:
                was_mortgaged = last.mortgaged
                for s in range(len(mortgaged)):
                    if mortgaged[s] != was_mortgaged[s]:
                        changed |= _bit(group_of[s])
                self.mortgaged = mortgaged[:]
            self.shares = shares = last.shares[:]
            groups = v.groups
            gi = 0
            while changed:
                if changed & 1:
                    members, street = groups[gi]
                    shares[gi] = v.group_share(members, street, owner, level, mortgaged)
                changed >>= 1
                gi += 1
        n = g.n
        self._assets: list[int] = []
        earn = [0.0] * n
        worst = [0] * n
        builds: list[tuple[int, float, int]] = []
        for share in self.shares:
            for q, x, rent in share[0]:
                e: float = earn[q] + x
                earn[q] = e
                if rent > worst[q]:
                    worst[q] = rent
            build = share[1]
            if build is not None:
                builds.append(build)
        # the estimate's view of the board as it stands (odds.outlook; read, do not change):
        # each player's expected rent per opponent turn, summed group by group in the board's
        # order, and each complete street group with room to build
        self.earn = earn
        self.builds = builds
        total = 0.0
        first = second = 0  # the two largest rents, to find each player's worst but his own
        for p in range(n):
            total += earn[p]
            if worst[p] > first:
                first, second = worst[p], first
            elif worst[p] > second:
                second = worst[p]
        self.danger: list[tuple[float, int]] = [
            (total - earn[p], second if worst[p] == first else first) for p in range(n)]

    def assets(self, g: Game) -> list[int]:
        """Each player's worth less his cash in ``g``, a game at this version of the holdings
        (worked out when first asked; read, do not change)."""
        if not self._assets:
            self._assets = [g.worth(p) - g.cash[p] for p in range(g.n)]
        return self._assets


def _bit(gi: int) -> int:
    """Group ``gi``'s bit in a set of groups kept as an int (none for a space of no group)."""
    return 1 << gi if gi >= 0 else 0


T = TypeVar("T")


class PerRules(Generic[T]):
    """Things made once for a board and rule set and shared, looked up by the board's identity
    and the rules; the last one asked for is found by identity alone, without hashing the
    rules (a clone shares its original's board and rules: a look-ahead asks for each clone)."""

    __slots__ = ("make", "table", "board", "rules", "last")

    def __init__(self, make: Callable[[Game], T]) -> None:
        self.make = make
        self.table: dict[tuple[int, RuleSet], tuple[Board, T]] = {}
        self.board: Board | None = None
        self.rules: RuleSet | None = None
        self.last: T | None = None

    def of(self, g: Game) -> T:
        last = self.last
        if last is not None and self.board is g.board and self.rules is g.rules:
            return last
        key = (id(g.board), g.rules)
        hit = self.table.get(key)
        if hit is None or hit[0] is not g.board:
            hit = self.table[key] = (g.board, self.make(g))
        self.board, self.rules, self.last = g.board, g.rules, hit[1]
        return hit[1]


_valuers: PerRules[Valuer] = PerRules(Valuer)


def valuer_for(g: Game) -> Valuer:
    """The valuations for this game's board and rules, built once and shared by every
    controller (its one cache, of the danger on the board, is keyed by game and version)."""
    return _valuers.of(g)

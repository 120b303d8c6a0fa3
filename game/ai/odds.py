"""Who is likely to win from here: a quick estimate from worth and income, refined by playouts.

The estimate has two parts. The *prior* needs no look-ahead: each player's strength is his
worth plus the rent he can expect to gain over the coming rounds (what his deeds earn from
every opponent by the long-run landing odds, less what theirs earn from him, with the sets he
can afford to build up counted too), and odds go as a power of strength, floored at a small
share of the mean worth. Its constants are fitted by maximum likelihood with ``tools/fit.py``:
on 18,296 positions sampled every third round of 1,457 finished games between easy and medium
players (2 to 4 players), the mean log-likelihood of the real winner on as many held-out
positions was -0.5774 (a refit from there moves it by 0.001); the constants fitted before
medium mortgaged to build gave -0.6525 on the games it then played, against -0.6292 refitted.

The *playouts* clone the game, let :class:`FastPolicy` play every seat for a few rounds and
score the position reached with the prior (or the real result if the game ended). The answer
blends the prior, counted as PRIOR_WEIGHT playouts, with the playouts, so a tiny budget still
gives a sensible answer and a larger one a sharper one. On 1,374 positions of 150 other games,
with the constants fitted before, the mean log-likelihood of the real winner was -0.582 for
the prior alone, -0.570 with 10 playouts and -0.563 with 40 (Brier score 0.336, 0.331, 0.327).

The hard player's own playouts score their last positions with the same arithmetic and, with
three or more players still in, constants of their own (SEARCH_TABLE), fitted the same way on
games of hard against three medium players (``tools/fit.py --mix hard,medium,medium,medium``)
played with the constants fitted before them: between those players a short horizon of rent
and the purse count for more. On 3,792 held-out positions of 600 such games the log-likelihood
of the real winner was -0.6819 with them, -0.6871 with the first fit and -0.7828 with the
prior's; hard against three medium won 287 of 400 games with them, 279 with the first fit and
239 with the prior's. Fitted on duels of hard against medium, the constants gained nothing
in play (318 of 400 against 330; fitted again once hard's playouts played as medium does,
they predicted better, -0.3873 against -0.4229 on 4,137 held-out positions, but won 503 of
600 against 509), so between the last two the prior's stay (SEARCH_DUEL).

>>> from game.engine import Game
>>> g = Game.new(["Ann", "Bob", "Cy"], seed=2)
>>> odds = win_odds(g, budget_s=0.0)
>>> [round(x, 2) for x in odds]
[0.33, 0.33, 0.33]
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Final, NamedTuple

from game.engine import Game

from .rollout import FastPolicy, fresh_clone, playout
from .valuation import PerRules, Valuer, valuer_for



class Constants(NamedTuple):
    """The constants of the estimate's arithmetic (see :class:`Outlook`)."""

    horizon: float  # rounds of the current net rent flow credited to a player
    build_share: float  # weight of the rent his sets would add at three houses, as cash allows
    power: float  # odds go as strength to this power
    floor: float  # the least strength, as a share of the mean worth of those still in


# Fitted on games between easy and medium players: the estimate the players read.
PRIOR: Final = Constants(58.0, 0.8, 0.89, 0.052)
# The value of the last position of the hard player's playouts: with three or more still in,
# fitted on games of the hard player against three medium ones; between the last two, the
# prior's (constants fitted on duels of hard against medium played no better).
SEARCH_TABLE: Final = Constants(9.08, 0.235, 2.21, 1.6e-06)
SEARCH_DUEL: Final = PRIOR
PRIOR_WEIGHT: Final = 8.0  # the prior counts like this many playouts
PLAYOUT_TURNS: Final = 8  # turns per playout, per player still in the game
MASK: Final = (1 << 64) - 1


def mix(*values: int) -> int:
    """A well-spread 64-bit seed from a few integers (splitmix64 steps)."""
    z = 0x9E3779B97F4A7C15
    for x in values:
        z = (z ^ (x & MASK)) * 0xBF58476D1CE4E5B9 & MASK
        z = (z ^ (z >> 31)) * 0x94D049BB133111EB & MASK
        z ^= z >> 29
    return z


_policies: PerRules[FastPolicy] = PerRules(FastPolicy)


def policy_for(g: Game) -> FastPolicy:
    """The playout policy for this game's board and rules (built once, shared)."""
    return _policies.of(g)


class Outlook:
    """What the prior reads from a position besides the players' purses, so that the odds can
    be read for many purses at once (a trade's price search moves only cash)."""

    __slots__ = ("active", "assets", "earn", "builds")

    def __init__(self, active: list[int], assets: list[int], earn: list[float],
                 builds: list[tuple[int, float, int]]) -> None:
        self.active = active  # the players still in
        self.assets = assets  # each player's worth less his cash
        self.earn = earn  # expected rent per opponent turn as things stand
        # per complete street group with room to build: its owner, the extra rent at three
        # houses, what the houses cost
        self.builds = builds

    def odds(self, cash: Sequence[int], k: Constants = PRIOR) -> list[float]:
        """Win odds with these purses: strength to a power, shared out. Strength is worth plus
        the expected net rent over a horizon of rounds, the sets counted at three houses in
        the measure each owner's cash pays for them."""
        n = len(cash)
        flow = self.earn[:]
        share = k.build_share
        for o, extra, cost in self.builds:
            flow[o] += share * extra * _share(cash[o], cost)
        active, assets = self.active, self.assets
        opp = len(active) - 1
        total = 0.0
        worth = 0
        for p in active:
            total += flow[p]
            worth += cash[p] + assets[p]
        floor = _floor(worth, len(active), k.floor)
        horizon, power = k.horizon, k.power
        w = [0.0] * n
        whole = 0.0
        for p in active:
            f = flow[p]
            x = cash[p] + assets[p] + horizon * (f * opp - (total - f))
            w[p] = y = math.pow(x if x > floor else floor, power)
            whole += y
        return [x / whole for x in w]

    def duo(self, cash: list[int], a: int, b: int,
            funded: tuple[bool, bool] = (False, False)) -> Duo:
        """The odds of ``a`` and ``b`` for any cash moved between them (see :class:`Duo`)."""
        return Duo(self, cash, a, b, funded)


def _share(cash: int, cost: int) -> float:
    """The part of a set's building up ``cash`` pays for."""
    share = cash / cost
    return 1.0 if share >= 1.0 else share if share > 0.0 else 0.0


def _floor(worth: int, active: int, share: float) -> float:
    mean = worth / active
    return share * (mean if mean > 1.0 else 1.0)


class Duo:
    """An outlook's odds for two players, ``a`` and ``b``, with any cash moved from one to the
    other, the rest of the table as it is: a trade's price search reads many. What does not
    move with the cash (the others' rent flows, the floor) is worked out once; the arithmetic
    is that of ``Outlook.odds``, step for step, so that both give the same numbers.
    ``funded``: whether ``a``, and ``b``, count as able to pay for building up all their sets
    whatever their purses (what a lot that completes a set is worth to the game)."""

    __slots__ = ("a", "b", "active", "purse", "assets", "flow", "earn_a", "earn_b", "builds_a",
                 "builds_b", "floor", "opp", "funded")

    def __init__(self, look: Outlook, cash: list[int], a: int, b: int,
                 funded: tuple[bool, bool] = (False, False)) -> None:
        self.a, self.b = a, b
        self.funded = funded
        self.active, self.assets, self.purse = look.active, look.assets, cash
        self.flow = flow = look.earn[:]  # the others' rent flows, builds counted
        self.builds_a: list[tuple[float, int]] = []
        self.builds_b: list[tuple[float, int]] = []
        for o, extra, cost in look.builds:
            if o == a:
                self.builds_a.append((extra, cost))
            elif o == b:
                self.builds_b.append((extra, cost))
            else:
                flow[o] += PRIOR.build_share * extra * _share(cash[o], cost)
        self.earn_a, self.earn_b = look.earn[a], look.earn[b]
        worth = 0
        for p in self.active:
            worth += cash[p] + self.assets[p]  # the same whatever moves between a and b
        self.floor = _floor(worth, len(self.active), PRIOR.floor)
        self.opp = len(self.active) - 1

    def pair(self, net: int) -> tuple[float, float]:
        """The odds of ``a`` and of ``b`` when ``net`` dollars go from ``b`` to ``a``."""
        a, b = self.a, self.b
        purse_a, purse_b = self.purse[a] + net, self.purse[b] - net
        full_a, full_b = self.funded
        share, horizon, power = PRIOR.build_share, PRIOR.horizon, PRIOR.power
        flow_a = self.earn_a
        for extra, cost in self.builds_a:
            flow_a += share * extra * (1.0 if full_a else _share(purse_a, cost))
        flow_b = self.earn_b
        for extra, cost in self.builds_b:
            flow_b += share * extra * (1.0 if full_b else _share(purse_b, cost))
        flow, assets, floor, opp = self.flow, self.assets, self.floor, self.opp
        total = 0.0
        for p in self.active:
            total += flow_a if p == a else flow_b if p == b else flow[p]
        whole = w_a = w_b = 0.0
        for p in self.active:
            if p == a:
                f, c = flow_a, purse_a
            elif p == b:
                f, c = flow_b, purse_b
            else:
                f, c = flow[p], self.purse[p]
            x = c + assets[p] + horizon * (f * opp - (total - f))
            y = math.pow(x if x > floor else floor, power)
            if p == a:
                w_a = y
            elif p == b:
                w_b = y
            whole += y
        return w_a / whole, w_b / whole


def assets_of(g: Game, v: Valuer) -> list[int]:
    """Each player's worth less his cash (read, do not change)."""
    return v.standing(g).assets(g)


def outlook(g: Game, v: Valuer, owner: list[int] | None = None,
            assets: list[int] | None = None, touched: tuple[int, ...] = (),
            mortgaged: list[bool] | None = None) -> Outlook:
    """The position's :class:`Outlook`; or, given the owner of each space, each player's
    worth less his cash after a trade, the groups (``Valuer.groups``) it touches and which
    deeds are mortgaged after it, that of the position the trade leaves."""
    now = v.standing(g)
    if owner is not None and touched:
        shares = now.shares[:]
        flags = g.mortgaged if mortgaged is None else mortgaged
        for i in touched:
            members, street = v.groups[i]
            shares[i] = v.group_share(members, street, owner, g.level, flags)
        earn = [0.0] * g.n
        builds: list[tuple[int, float, int]] = []
        for share in shares:  # the sums in the standing's order, so the same numbers
            for q, x, _ in share[0]:
                e: float = earn[q] + x
                earn[q] = e
            build = share[1]
            if build is not None:
                builds.append(build)
    else:
        earn, builds = now.earn, now.builds  # the board as it stands: worked out already
    active = [p for p in range(g.n) if g.active[p]]
    return Outlook(active, now.assets(g) if assets is None else assets, earn, builds)


def prior(g: Game, v: Valuer | None = None) -> list[float]:
    """Win odds from the position alone (see :class:`Outlook`)."""
    if g.over:
        return _over(g)
    return outlook(g, v or valuer_for(g)).odds(g.cash)


def _over(g: Game) -> list[float]:
    out = [0.0] * g.n
    if g.winners:
        for p in g.winners:
            out[p] = 1.0 / len(g.winners)
    else:
        active = [p for p in range(g.n) if g.active[p]]
        for p in active:
            out[p] = 1.0 / len(active)
    return out


def leaf(g: Game, v: Valuer) -> list[float]:
    """The value of the last position of a playout of the estimate: the real result if the
    game ended."""
    return _over(g) if g.over else prior(g, v)


def search_leaf(g: Game, v: Valuer) -> list[float]:
    """The value of the last position of a playout of the hard player: the real result if the
    game ended, else the estimate's arithmetic with the constants fitted on its own games."""
    if g.over:
        return _over(g)
    look = outlook(g, v)
    return look.odds(g.cash, SEARCH_DUEL if len(look.active) == 2 else SEARCH_TABLE)


def win_odds(game: Game, budget_s: float = 0.05, seed: int = 0,
             playouts: int | None = None) -> list[float]:
    """Each player's chance to win from this position, within about ``budget_s`` seconds.

    Playouts run until the budget is spent (or exactly ``playouts`` of them, for a result
    that does not depend on the machine's speed); each is seeded from ``seed`` and its
    number, so the same count gives the same answer. Players out of the game get 0 and the
    rest sum to 1.
    """
    g = game
    if g.over:
        return _over(g)
    v = valuer_for(g)
    base = prior(g, v)
    active = [p for p in range(g.n) if g.active[p]]
    if len(active) == 1:
        return base
    policy = policy_for(g)
    turns = PLAYOUT_TURNS * len(active)
    start = time.perf_counter()
    sums = [0.0] * g.n
    done = 0
    while True:
        if playouts is not None:
            if done >= playouts:
                break
        elif done and time.perf_counter() - start >= budget_s:
            break
        elif not done and budget_s <= 0:
            break
        c = fresh_clone(g, mix(seed, done, g.turn_no))
        playout(c, policy, turns)
        for p, x in enumerate(leaf(c, v)):
            sums[p] += x
        done += 1
    total = PRIOR_WEIGHT + done
    return [(PRIOR_WEIGHT * base[p] + sums[p]) / total for p in range(g.n)]

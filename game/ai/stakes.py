"""What a trade does to the game: each side's chance of winning just before and just after it.

The chance is the win-odds prior of :mod:`odds` (worth plus the rent each player can expect,
with the sets he can afford to build up), read on a copy of the game with the trade carried
out and the interest on mortgaged deeds received paid. A player takes a trade only when it
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
from dataclasses import dataclass

from game.engine import Game, TradeOffer
from game.engine.trading import execute

from .odds import prior
from .valuation import Valuer

SLACK = 0.10  # the most a trade may cost a player's chance of winning


@dataclass(frozen=True, slots=True)
class Stake:
    """One trade's effect on the chances of ``me`` and of his partner."""

    before: float  # my chance now
    after: float  # my chance once the trade is made
    partner_before: float
    partner_after: float


def traded(g: Game, offer: TradeOffer) -> Game:
    """A copy of ``g`` with ``offer`` carried out and the 10% on each mortgaged deed paid by
    its new owner (who may lift the mortgage instead: cash into worth, the same to the
    estimate but for the interest)."""
    c = g.clone()
    c.record = False
    execute(c, offer)
    interest = g.t.interest
    for spaces, receiver in ((offer.give, offer.partner), (offer.take, offer.proposer)):
        c.cash[receiver] -= sum(interest[s] for s in spaces if g.mortgaged[s])
    return c


#: The chances in the position last asked about: a price search weighs many trades on one
#: position, which a key of everything the estimate reads names (holdings by their version).
_last_now: list[tuple[Valuer, tuple[object, ...], list[float]]] = []


def chances_now(g: Game, v: Valuer) -> list[float]:
    """``prior(g, v)``, worked out once for a position however many trades are weighed on it."""
    key: tuple[object, ...] = (g.version, tuple(g.cash), tuple(g.active), g.over)
    if _last_now and _last_now[0][0] is v and _last_now[0][1] == key:
        return _last_now[0][2]
    now = prior(g, v)
    _last_now[:] = [(v, key, now)]
    return now


def stake(v: Valuer, g: Game, me: int, offer: TradeOffer) -> Stake:
    """The chances of ``me`` and of the other side of ``offer`` before and after it."""
    q = offer.partner if offer.proposer == me else offer.proposer
    now = chances_now(g, v)
    then = prior(traded(g, offer), v)
    return Stake(now[me], then[me], now[q], then[q])


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

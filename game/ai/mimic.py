"""A look-ahead player that plays every seat as the medium AI does, trades apart.

The quick policy of :mod:`rollout` is a plain player. What the hard AI finds when it plays
ahead turns on how its rivals buy, bid, build, keep their reserve and raise money: so its
playouts give every seat medium's own play. A move of it costs more playout work than the
quick policy's (``WORK``), so the same budget buys fewer playouts; they are worth it over
ten turns a player in a duel (not over forty) and over three at more seats. The trade
search is left out: it would cost more than all the rest, and with every seat played this
way no offer would be made to answer. A rival who has shown other habits than medium's
(see :mod:`rivals`) is played with them; one not known to refuse selling at printed prices
sells so, and each other seat buys from him the lot that completes a group of its own.

>>> from game.engine import Game
>>> from game.ai.rollout import fresh_clone, playout
>>> g = Game.new(["Ann", "Bob"], seed=5)
>>> c = fresh_clone(g, 11)
>>> played = playout(c, MediumPolicy(g.n), turns=12)
>>> c.turn_no >= 12 or c.over
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.engine import (AcceptTrade, Action, Auction, Game, Phase, ProposeTrade, TradeAnswer,
                         TradeOffer)

from .medium import MediumController
from .rivals import PROBE_FLOOR, Rival, cheap_price
from .stakes import with_cash
from .styles import GENEROUS_KEEP, generous_gain
from .valuation import Valuer

WORK: Final = 2.5  # a move of this policy costs about this many moves of the quick policy


class _Quiet(MediumController):
    """Medium, never looking for a trade to offer."""

    def _trades_now(self, g: Game, p: int) -> bool:
        return False


class _Habitual(_Quiet):
    """Medium's play but for the habits a rival has shown (see :mod:`rivals`): building with
    all he has, stopping low in auctions for a lot he needs, selling at printed prices."""

    def __init__(self, habit: Habit) -> None:
        super().__init__()
        self.bare, self.ceiling, self.sells = habit

    def _keep(self, g: Game, p: int, v: Valuer) -> int:
        return 0 if self.bare else super()._keep(g, p, v)

    def _build_keep(self, reserve: int) -> int:
        return 0 if self.bare else reserve

    def _bid_limit(self, g: Game, p: int, v: Valuer, top: Auction) -> int:
        limit = super()._bid_limit(g, p, v, top)
        if self.ceiling and top.kind == "property" and v.completes(g, p, top.space):
            return min(limit, g.board.price[top.space] * self.ceiling // 100)
        return limit

    def _trade_answer(self, g: Game, p: int, v: Valuer, top: TradeAnswer) -> Action:
        if self.sells and generous_gain(g, top.offer):
            return AcceptTrade(p)
        return super()._trade_answer(g, p, v, top)


# (builds with all he has, the share of printed prices he stops bidding at for a lot that
# completes a group of his or 0, sells at printed prices): medium's own, once he has refused
# cheap asks, are (False, 0, False)
Habit = tuple[bool, int, bool]
MEDIUM: Final[Habit] = (False, 0, False)


def habits(models: Sequence[Rival], p: int) -> tuple[Habit, ...]:
    """How the look-ahead of ``p`` plays each seat: ``p`` as medium, the others by the
    habits they have shown; any not known to refuse cheap asks (see rivals.Rival.probed) as
    selling at printed prices: at a table of three or more, a lot left with one who may sell
    so is a set for the rival who lacks it, and is best judged so."""
    return tuple(MEDIUM if q == p else (m.builds_bare(), m.bid_ceiling(), m.cheap > PROBE_FLOOR)
                 for q, m in enumerate(models))


def set_purchase(g: Game, q: int, sellers: frozenset[int]) -> TradeOffer | None:
    """An offer of ``q``'s for the one lot he lacks of a street group with no building on it,
    from one of ``sellers`` (seats who sell at printed prices), for the least cash that gains
    the seller something at printed values, if ``q`` keeps GENEROUS_KEEP in hand; or None."""
    b, owner, level = g.board, g.owner, g.level
    for gi in g.t.street_groups:
        lacked = -1
        for s in b.members[gi]:
            if level[s]:
                break
            if owner[s] != q:
                if lacked >= 0:
                    break
                lacked = s
        else:
            if lacked >= 0 and owner[lacked] in sellers:
                ask = TradeOffer(q, owner[lacked], take=(lacked,))
                price = cheap_price(g, ask)
                if g.cash[q] - price >= GENEROUS_KEEP:
                    return with_cash(ask, -price)
    return None


class MediumPolicy:
    """Medium's play in every seat, each with the habits given for it (medium's own by
    default), and every seat but ``me`` (the player looking ahead, whose own offers are
    its look-ahead's to weigh), on its turn, buying the lot that completes a group of his from
    a seat who sells at printed prices (see set_purchase); one for each playout, since
    medium's caches follow the holdings of one game (a clone's versions repeat those of its
    siblings)."""

    __slots__ = ("seats", "sellers", "buyers", "asked")

    def __init__(self, n: int, seat_habits: Sequence[Habit] = (), me: int = -1) -> None:
        seat_habits = seat_habits or (MEDIUM,) * n
        self.seats = [_Quiet() if h == MEDIUM else _Habitual(h) for h in seat_habits]
        self.sellers = frozenset(q for q, h in enumerate(seat_habits) if h[2])
        self.buyers = frozenset(q for q in range(n) if q != me)
        self.asked = [-1] * n  # the turn each seat last looked for such a purchase

    def act(self, g: Game, p: int) -> Action:
        """The action ``p`` (the player the game waits for) takes now."""
        if self.sellers and p in self.buyers and self.asked[p] != g.turn_no \
                and p == g.current and g.phase is Phase.PRE_ROLL and not g.decisions:
            self.asked[p] = g.turn_no
            offer = set_purchase(g, p, self.sellers - {p})
            if offer is not None and g.why_illegal(ProposeTrade(p, offer)) is None:
                return ProposeTrade(p, offer)
        a = self.seats[p].decide(g, p)
        return a if a is not None else g.legal_actions(p)[0]


__all__ = ["MEDIUM", "WORK", "Habit", "MediumPolicy", "habits", "set_purchase"]

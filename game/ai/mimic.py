"""A look-ahead player that plays every seat as the medium AI does, trades apart.

The quick policy of :mod:`rollout` is a plain player. What the hard AI finds when it plays
ahead turns on how its rivals buy, bid, build, keep their reserve and raise money: so its
playouts give every seat medium's own play. A move of it costs more playout work than the
quick policy's (``WORK``), so the same budget buys fewer playouts; they are worth it over
ten turns a player in a duel (not over forty) and over three at more seats. The trade
search is left out: it would cost more than all the rest, and with every seat played this
way no offer would be made to answer. A rival who has shown other money habits than
medium's (see :mod:`rivals`) is played with them.

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

from game.engine import Action, Auction, Game

from .medium import MediumController
from .rivals import Rival
from .valuation import Valuer

WORK: Final = 2.5  # a move of this policy costs about this many moves of the quick policy


class _Quiet(MediumController):
    """Medium, never looking for a trade to offer."""

    def _trades_now(self, g: Game, p: int) -> bool:
        return False


class _Habitual(_Quiet):
    """Medium's play but for the money habits a rival has shown (see :mod:`rivals`): building
    with all he has, stopping low in auctions for a lot he needs."""

    def __init__(self, habit: Habit) -> None:
        super().__init__()
        self.bare, self.ceiling = habit

    def _keep(self, g: Game, p: int, v: Valuer) -> int:
        return 0 if self.bare else super()._keep(g, p, v)

    def _build_keep(self, reserve: int) -> int:
        return 0 if self.bare else reserve

    def _bid_limit(self, g: Game, p: int, v: Valuer, top: Auction) -> int:
        limit = super()._bid_limit(g, p, v, top)
        if self.ceiling and top.kind == "property" and v.completes(g, p, top.space):
            return min(limit, g.board.price[top.space] * self.ceiling // 100)
        return limit


# (builds with all he has, the share of printed prices he stops bidding at for a lot that
# completes a group of his, or 0): medium's habits are (False, 0)
Habit = tuple[bool, int]
MEDIUM: Final[Habit] = (False, 0)


def habits(models: Sequence[Rival], p: int) -> tuple[Habit, ...]:
    """How the look-ahead of ``p`` plays each seat: ``p`` and those who show nothing else
    as medium, the others by the habits they have shown."""
    return tuple(MEDIUM if q == p else (m.builds_bare(), m.bid_ceiling())
                 for q, m in enumerate(models))


class MediumPolicy:
    """Medium's play in every seat, each with the money habits given for it (medium's own
    by default); one for each playout, since medium's caches follow the holdings of one game
    (a clone's versions repeat those of its siblings)."""

    __slots__ = ("seats",)

    def __init__(self, n: int, seat_habits: Sequence[Habit] = ()) -> None:
        self.seats = [_Quiet() if h == MEDIUM else _Habitual(h)
                      for h in (seat_habits or (MEDIUM,) * n)]

    def act(self, g: Game, p: int) -> Action:
        """The action ``p`` (the player the game waits for) takes now."""
        a = self.seats[p].decide(g, p)
        return a if a is not None else g.legal_actions(p)[0]


__all__ = ["MEDIUM", "WORK", "Habit", "MediumPolicy", "habits"]

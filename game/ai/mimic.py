"""A look-ahead player that plays every seat as the medium AI does, trades apart.

The quick policy of :mod:`rollout` is a plain player. What the hard AI finds when it plays
ahead turns on how its rivals buy, bid, build, keep their reserve and raise money: so its
playouts give every seat medium's own play. A move of it costs more playout work than the
quick policy's (``WORK``), so the same budget buys fewer playouts; they are worth it over
ten turns a player in a duel (not over forty) and over three at more seats. The trade
search is left out: it would cost more than all the rest, and with every seat played this
way no offer would be made to answer.

>>> from game.engine import Game
>>> from game.ai.rollout import fresh_clone, playout
>>> g = Game.new(["Ann", "Bob"], seed=5)
>>> c = fresh_clone(g, 11)
>>> played = playout(c, MediumPolicy(g.n), turns=12)
>>> c.turn_no >= 12 or c.over
True
"""

from __future__ import annotations

from typing import Final

from game.engine import Action, Game

from .medium import MediumController

WORK: Final = 2.5  # a move of this policy costs about this many moves of the quick policy


class _Quiet(MediumController):
    """Medium, never looking for a trade to offer."""

    def _trades_now(self, g: Game, p: int) -> bool:
        return False


class MediumPolicy:
    """Medium's play in every seat; one for each playout, since medium's caches follow the
    holdings of one game (a clone's versions repeat those of its siblings)."""

    __slots__ = ("seats",)

    def __init__(self, n: int) -> None:
        self.seats = [_Quiet() for _ in range(n)]

    def act(self, g: Game, p: int) -> Action:
        """The action ``p`` (the player the game waits for) takes now."""
        a = self.seats[p].decide(g, p)
        return a if a is not None else g.legal_actions(p)[0]


__all__ = ["WORK", "MediumPolicy"]

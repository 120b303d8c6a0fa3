"""A player's own building, selling and mortgaging, applied at once by the game scene (not
through the turn order), each step kept so he can take it back until anything else happens."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine import Action, Build, Game, Mortgage, SellBuilding, SellHotels, Unmortgage
from ...engine.game import History

UNDOABLE = (Build, SellBuilding, SellHotels, Mortgage, Unmortgage)


@dataclass(frozen=True)
class Step:
    """One thing a player did in one go: what it was, and the position before and after it."""

    player: int
    label: str  # as the Undo button says it: "mortgage Reading Railroad"
    before: Game  # a copy of the game just before
    after: History  # the game's history just after: the step is undoable while it is the latest


class Steps:
    """Applies a player's property moves as one step each, and takes the latest ones back.

    ``apply`` carries out one action the way the game scene does (log, sounds, animations);
    ``ready`` says why nothing may be applied now (the board still moving), or None;
    ``restored`` is told of a step taken back and the lots it changed, to show it.
    """

    def __init__(self, game: Game, apply: Callable[[Action], None],
                 ready: Callable[[], str | None],
                 restored: Callable[[Step, list[int]], None]) -> None:
        self.game = game
        self._apply = apply
        self.ready = ready
        self._restored = restored
        self._done: list[Step] = []

    def run(self, player: int, actions: Sequence[Action], label: str) -> str | None:
        """Apply ``actions`` of ``player`` as one step; None when done, else why nothing was."""
        g = self.game
        why = self.ready()
        if why is None and not actions:
            why = "nothing to do"
        if why is None and any(a.player != player or not isinstance(a, UNDOABLE)
                               for a in actions):
            why = "only your own building, selling and mortgaging are done here"
        if why is None:
            why = g.why_illegal(actions[0])
        if why is not None:
            return why
        before = g.clone()
        asked = len(g.decisions)
        for action in actions:
            if g.why_illegal(action) is not None:
                break
            self._apply(action)
        if len(g.decisions) <= asked:  # a step that asked the others something stands
            self._done.append(Step(player, label, before, g.history))
        return None

    def last(self, player: int) -> Step | None:
        """``player``'s step that may be taken back now: the latest thing that happened."""
        done, history = self._done, self.game.history
        while done and done[-1].after is not history:
            done.pop()  # something else happened since: out of reach for good
        return done[-1] if done and done[-1].player == player else None

    def undo(self, player: int) -> str | None:
        """Take back ``player``'s latest step; None when done, else why not."""
        step = self.last(player)
        if step is None:
            return "nothing of yours to take back: something else has happened since"
        why = self.ready()
        if why is not None:
            return why
        g, old = self.game, step.before
        lots = [s for s in g.board.properties
                if g.level[s] != old.level[s] or g.mortgaged[s] != old.mortgaged[s]]
        self._done.pop()
        g.restore(old)
        self._restored(step, lots)
        return None

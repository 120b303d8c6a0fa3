"""A person's seat on the host, as a :class:`~game.ai.Controller` like any computer's.

The host's loop asks every seat the same question through one Stepper; a remote seat answers
with the actions its client sent (each already checked by the host), in order, and "not yet"
while none has come. While its person is away past the grace period a stand-in computer
answers for it, until he is back.
"""

from __future__ import annotations

from collections import deque

from ..ai import Controller
from ..engine import Action, Game


class RemoteSeat:
    """The actions a remote client sent for its seat; a stand-in's while the person is away."""

    def __init__(self, standin: Controller) -> None:
        self.sent: deque[Action] = deque()
        self.standin = standin
        self.away = False  # the stand-in plays

    def give(self, action: Action) -> None:
        """An action the client sent, checked, to be played in turn."""
        self.sent.append(action)

    def decide(self, game: Game, player: int) -> Action | None:
        if self.sent:
            return self.sent.popleft()
        if self.away:
            return self.standin.decide(game, player)
        return None

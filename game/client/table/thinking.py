"""Computer players' decisions, worked out off the frame.

They run on the one background thread (:mod:`game.client.kit.background`), one job at a
time, each on a clone of the game, so the table can change and be drawn meanwhile. The game scene still asks the
:class:`~game.ai.Stepper` for the next move every frame, in the same order as the simulator:
a computer's controller is wrapped in :class:`OffFrame`, which hands the question to the
thread and gives the answer once the thread has it. Until then it raises
:class:`StillThinking`, which leaves the Stepper exactly where it was, so the next frame asks
the same player the same question. The real controller object does the thinking, so what it
remembers (trade tries, its reasons) is kept.

A frame may wait a short slice for an answer (:meth:`Thinking.new_frame`): quick controllers
then answer within the frame that asked, and only slow ones carry on over later frames.

No pygame here.
"""

from __future__ import annotations

import time
from concurrent.futures import Future
from concurrent.futures import TimeoutError as Timeout
from dataclasses import dataclass

from ...ai import Controller
from ...engine import Action, Game
from ...engine.game import History
from ..kit.background import background

FRAME_WAIT_S = 0.001  # how long a frame may wait for a computer's answer


class StillThinking(Exception):
    """A computer has not answered yet: ask the same question again next frame."""


class Thinking:
    """How long the current frame may still wait for a computer's answer."""

    def __init__(self, wait_s: float = FRAME_WAIT_S) -> None:
        self.wait_s = wait_s
        self._until = 0.0

    def new_frame(self) -> None:
        self._until = time.perf_counter() + self.wait_s

    def left(self) -> float:
        return max(0.0, self._until - time.perf_counter())


@dataclass(frozen=True)
class _Question:
    game: Game
    history: History  # the game's history when asked: any action applied since makes it stale
    player: int
    answer: Future[Action | None]


class OffFrame:
    """A computer's controller whose thinking happens on the background thread."""

    def __init__(self, inner: Controller, thinking: Thinking) -> None:
        self.inner = inner
        self.thinking = thinking
        self._asked: _Question | None = None

    def decide(self, game: Game, player: int) -> Action | None:
        """The inner controller's answer for ``player`` in ``game`` as it stands; raises
        :class:`StillThinking` until it is ready."""
        q = self._asked
        if q is None or q.game is not game or q.history is not game.history or q.player != player:
            if q is not None:
                q.answer.cancel()  # a question gone stale: dropped if it has not started
            q = self._asked = _Question(game, game.history, player,
                                        background().submit(self.inner.decide, game.clone(), player))
        try:
            action = q.answer.result(timeout=self.thinking.left())
        except Timeout:
            raise StillThinking(player) from None
        self._asked = None
        return action

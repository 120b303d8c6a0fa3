"""Where a turn stands: the current player's phase, and the steps waiting on the ``todo`` stack."""

from __future__ import annotations

from enum import Enum

class Phase(str, Enum):
    """Where the current player's turn stands when no other decision blocks."""

    PRE_ROLL = "pre_roll"
    POST_ROLL = "post_roll"
    OVER = "over"


# Steps of a turn that wait on the game's ``todo`` stack while a decision blocks.
AFTER_ROLL, PAY, FORCED_EXIT = range(3)

"""Steps of a turn that wait on the game's ``todo`` stack while a decision blocks."""

AFTER_ROLL, PAY, FORCED_EXIT = range(3)

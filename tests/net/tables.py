"""What the network tests share: a short game, the shipped edition, a person's client."""

from __future__ import annotations

from game.ai import GreedyController
from game.engine import EditionSpec, Game, RuleSet, classic_edition
from game.net.follower import Follower
from game.net.protocol import ActionMessage

SEATS = ["remote", "remote", "medium", "easy"]


def short_game(seed: int = 11, rounds: int = 8) -> Game:
    """Four players, three free deeds each, ended by valuation after a few rounds."""
    return Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed,
                    rules=RuleSet.from_preset("modern-short", time_limit_rounds=rounds))


def editions(edition_id: str) -> EditionSpec | None:
    return classic_edition() if edition_id == "classic" else None


class Person:
    """A person at a client, who plays as the greedy baseline decides on the client's copy."""

    def __init__(self) -> None:
        self.brain = GreedyController()
        self.asked = -1  # the event number he last answered at

    def move(self, f: Follower) -> ActionMessage | None:
        """His action when the game waits for him (once per position), else None."""
        g = f.game
        if f.seat is None or f.drifted or g.over or g.to_move != f.seat or self.asked == f.number:
            return None
        action = self.brain.decide(g, f.seat)
        if action is None:
            return None
        self.asked = f.number
        return f.propose(action)

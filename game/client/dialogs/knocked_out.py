"""The last person at the table is out while computers play on: he is told so, and chooses to
watch them to the end, to see the result at once, or to leave for the title."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine import Game
from ...themes import Theme
from .base import Choice, DialogScene


def joined(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy'."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


class KnockedOutDialog(DialogScene):
    """Told once, when no person is left in a game the computers go on with."""

    kind = "knocked_out"

    def __init__(self, game: Game, theme: Theme, area: pygame.Rect, player: int,
                 on_watch: Callable[[], None], on_result: Callable[[], None],
                 on_title: Callable[[], None] | None) -> None:
        """``player``: the person who went out last; ``on_title``: None where the table has no
        way back to the title (the kiosk's own loop)."""
        super().__init__(theme, area, game, player)
        self.ways = (on_watch, on_result, on_title)
        self.refresh()

    def build(self) -> None:
        g, w = self.game, self.words
        assert g is not None
        on_watch, on_result, on_title = self.ways
        left = [w.player(q) for q in range(g.n) if g.active[q]]
        self.eyebrow(f"{w.player(self.player)} · out of the game")
        self.title("You are bankrupt")
        self.text(f"{joined(left)} play on without you. Watch them to the end, or see the "
                  "result now: the same game, played out at once.",
                  gap=self.metrics.gap * 2)
        ways = [Choice("Watch to the end", self._then(on_watch)),
                Choice("Show the result now", self._then(on_result), primary=True, default=True)]
        if on_title is not None:
            ways.append(Choice("Back to the title", self._then(on_title)))
        self.choices(ways)

    def _then(self, way: Callable[[], None]) -> Callable[[], None]:
        def chosen() -> None:
            if not self.done:
                self.done = True
                way()
        return chosen

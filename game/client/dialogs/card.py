"""A drawn card shown to a human player, with OK to go on."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...themes import Theme
from ..views.card import render_card
from .base import Choice, DialogScene, window_size


class CardDialog(DialogScene):
    """The card's face as the theme draws it, and an OK button (Enter or Space)."""

    kind = "card"

    def __init__(self, theme: Theme, deck: str, text: str, on_done: Callable[[], None],
                 area: pygame.Rect | None = None, hint: str = "") -> None:
        if area is None:
            area = pygame.Rect((0, 0), window_size(pygame.Rect(0, 0, 1280, 720)))
        super().__init__(theme, area)
        self.deck = deck
        self.card_text = text
        self.on_done = on_done
        self.hint = hint
        self.refresh()

    def build(self) -> None:
        face = render_card(self.theme, self.deck, self.card_text, self.inner)
        name = self.theme.edition_spec().board.deck_names[self.deck]
        self.image(face, texts=(name, self.card_text), gap=self.metrics.gap * 2,
                   smaller=lambda h: render_card(self.theme, self.deck, self.card_text,
                                                 h * 3 // 2))
        self.hint_band(self.hint)
        self.choices([Choice("OK", self.ok, primary=True, default=True)])

    def ok(self) -> None:
        if self.done:
            return
        self.done = True
        self.on_done()


def card_dialog(theme: Theme, deck: str, text: str, on_done: Callable[[], None],
                area: pygame.Rect | None = None, hint: str = "") -> CardDialog:
    """The dialog for a card just drawn; ``on_done`` is called once, when the player is done;
    ``hint``: what the card did to him (shown when not empty)."""
    return CardDialog(theme, deck, text, on_done, area, hint)

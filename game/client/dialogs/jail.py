"""In Jail before rolling: pay the fine, play a card, or roll for doubles."""

from __future__ import annotations

import pygame

from ...engine import Game, PayJailFine, Roll, UseJailCard
from ...engine.jail import may_pay_fine
from ...themes import Theme
from .base import ActionSink, Choice, DialogScene


class JailDialog(DialogScene):
    """The three ways out of Jail, with the try number and why a way is closed."""

    kind = "jail"

    def __init__(self, game: Game, player: int, theme: Theme, area: pygame.Rect,
                 on_action: ActionSink, *, hints: bool = False) -> None:
        super().__init__(theme, area, game, player, on_action, hints=hints)
        self.refresh()

    def build(self) -> None:
        g, w, p = self.game, self.words, self.player
        assert g is not None
        fine, cash = g.edition.jail_fine, g.cash[p]
        tries, most = g.jail_tries[p] + 1, g.rules.jail_max_turns
        self.eyebrow(f"{g.names[p]} · try {tries} of {most}")
        self.title(f"In {w.jail()}")
        card = " or play your card" if g.held[p] else ""
        if tries < most:
            self.text(f"Roll doubles to get out and move, or pay the {w.money(fine)} fine"
                      f"{card} first and then roll as usual.")
        elif may_pay_fine(g, p):
            self.text(f"This is your last try: pay the {w.money(fine)} fine{card} first, or "
                      f"roll: doubles get you out, a miss costs the fine, and you move by the "
                      f"dice.")
        else:
            play = "play your card, or " if g.held[p] else ""
            self.text(f"This is your last try: {play}roll doubles to get out; a miss costs "
                      f"the {w.money(fine)} fine, and you move by the dice.")
        legal = g.legal_actions(p)
        pay_ok = PayJailFine(p) in legal
        if pay_ok:
            pay_hint = ""
        elif not may_pay_fine(g, p):
            pay_hint = "On the last try you must roll; the fine follows a miss."
        else:
            pay_hint = f"You have {w.money(cash)}: raise the money first."
        held = g.held[p]
        if held:
            card_hint = "From the " + " and the ".join(dict.fromkeys(w.deck(d) for d in held)) + " deck"
        else:
            card_hint = "You hold no such card."
        self.hint_row()
        self.error_row()
        raising = self.raise_choices(fine) if may_pay_fine(g, p) else []
        self.options([
            Choice("Roll for doubles", Roll(p), primary=True, default=True, side="decline"),
            Choice(f"Pay the {w.money(fine)} fine", PayJailFine(p), enabled=pay_ok,
                   # advice to get out means the card while he holds one: it costs nothing
                   hint=pay_hint, side=None if held else "accept"),
            Choice(f"Use a Get Out of {w.jail()} Free card", UseJailCard(p), enabled=bool(held),
                   hint=card_hint, side="accept"),
            *raising,
        ], flex=False)

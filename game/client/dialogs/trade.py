"""A trade offer put to the player: what each side gives, in words; accept or decline."""

from __future__ import annotations

import pygame

from ...engine import AcceptTrade, DeclineTrade, Game, TradeAnswer
from ...engine.trading import offer_problem
from ...themes import Theme
from .base import DecisionDialog, ActionSink, Choice, DialogScene
from .words import Words


class TradeDialog(DecisionDialog[TradeAnswer]):
    """The offer from the partner's side: 'You get' and 'You give', then Accept or Decline."""

    def build(self) -> None:
        g, w, p = self.game, self.words, self.player
        assert g is not None
        o = self.decision.offer
        m = self.metrics
        self.eyebrow(f"{g.names[p]} · trade offer")
        self.title(f"{g.names[o.proposer]} offers a trade")
        self.heading("You get")
        self.text(side(w, o.give, o.give_cash, o.give_cards), gap=m.gap * 2)
        self.heading("You give")
        self.text(side(w, o.take, o.take_cash, o.take_cards), gap=m.gap * 2)
        mortgaged = [s for s in o.give if g.mortgaged[s]]
        if mortgaged:
            self.text("A mortgaged property you receive asks you to lift its mortgage or pay "
                      "10% interest and keep it.", muted=True, gap=m.gap * 2)
        problem = offer_problem(g, o)
        accept = Choice("Accept", AcceptTrade(p), primary=True, default=problem is None,
                        enabled=problem is None,
                        hint="" if problem is None else f"It cannot go ahead: {problem}.")
        self.footer([accept, Choice("Decline", DeclineTrade(p), default=problem is not None)])


def side(w: Words, spaces: tuple[int, ...], cash: int, cards: tuple[str, ...]) -> str:
    """One side of a trade as a sentence: properties, cash, cards; 'Nothing' when empty."""
    g = w.game
    items = [f"{w.space(s)} (mortgaged)" if g.mortgaged[s] else w.space(s) for s in spaces]
    if cash:
        items.append(w.money(cash))
    items += [f"a {w.card(deck)}" for deck in cards]
    if not items:
        return "Nothing"
    if len(items) == 1:
        return items[0][:1].upper() + items[0][1:]
    text = ", ".join(items[:-1]) + " and " + items[-1]
    return text[:1].upper() + text[1:]

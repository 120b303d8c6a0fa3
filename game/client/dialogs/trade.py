"""Trades put to a player: the offer in words, what it does for him, Accept, Counter or Decline;
and a computer's answer to a person's offer, with its reason, kept up until read."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine import AcceptTrade, Action, DeclineTrade, Game, TradeAnswer, TradeOffer
from ...ai.hints import plain_odds
from ...engine.trading import offer_problem
from ...themes import Theme
from .base import Choice, DecisionDialog, DialogScene
from .trade_builder import TradeBuilder
from .trade_draft import effects
from .trade_reply import reply
from .trade_terms import side, terms
from ..views.words import Words


class TradeDialog(DecisionDialog[TradeAnswer]):
    """The offer from the partner's side: 'You get' and 'You give', what it does for his sets,
    then Accept, Counter (the builder, filled with this offer turned round) or Decline."""

    kind = "trade_offer"
    needs_advice = True
    said = ""  # what the proposer said with the offer (a computer gives its reason)
    hand_over = False  # several people share the screen: say who must take it
    counter_offer = False  # it answers an offer of this player's
    why_shown = False  # the computer's reckoning behind a counter, opened by Why?
    by_person = False  # a person made the offer (at this screen or another)

    def tell(self, said: str, hand_over: bool, counter_offer: bool,
             by_person: bool = False) -> None:
        """What the table knows about the offer beyond the engine: who said what, who sits here,
        whether it answers an offer of this player's, and whether a person made it (whose
        words the game does not put in his mouth)."""
        self.said, self.hand_over, self.counter_offer = said, hand_over, counter_offer
        self.by_person = by_person
        self.refresh()

    def toggle_why(self) -> None:
        self.why_shown = not self.why_shown
        self.refresh()

    def build(self) -> None:
        g, w, p = self.game, self.words, self.player
        assert g is not None
        o = self.decision.offer
        m = self.metrics
        who, by = g.names[p], g.names[o.proposer]
        what = "answers with a counter-offer" if self.counter_offer else "offers you a trade"
        if self.hand_over:
            self.eyebrow(f"Pass to {who}")
            self.title(f"{who}, {by} {what}")
        else:
            self.eyebrow(f"{who} · trade offer")
            self.title(f"{by} {what}")
        why = ""
        if self.counter_offer and self.by_person:
            self.text(f"{by} would trade {terms(w, o)}.", gap=m.gap * 2)
        elif self.counter_offer:
            r = reply(g, w, o, "countered", self.said)
            self.text(r.line, gap=m.gap * 2)
            why = r.why
            if why and self.why_shown:
                self.text(why, muted=True, gap=m.gap * 2)
        elif self.said:
            self.text(plain_odds(self.said), gap=m.gap * 2)
        self.heading("You get")
        self.text(side(w, o.give, o.give_cash, o.give_cards), gap=m.gap * 2)
        self.heading("You give")
        self.text(side(w, o.take, o.take_cash, o.take_cards), gap=m.gap * 2)
        for line in outcome(g, w, o, p):
            self.text(line, muted=True, gap=round(m.gap * 0.5))
        self.hint_row()
        self.spacer(m.gap)
        problem = offer_problem(g, o)
        if problem is not None:
            self.advice = "decline"  # the rules have settled it
        accept = Choice("Accept", AcceptTrade(p), enabled=problem is None, side="accept",
                        hint="" if problem is None else f"It cannot go ahead: {problem}.")
        more = [why_choice(self.why_shown, self.toggle_why)] if why else []
        self.footer([accept, Choice("Counter", self.counter),
                     Choice("Decline", DeclineTrade(p), side="decline"), *more])

    def counter(self) -> None:
        """Open the builder on top, filled with this offer seen from this side."""
        assert self.game is not None
        if self.stack is None or self.done:
            return
        builder = TradeBuilder(self.game, self.theme, self.area, [self.player],
                               on_action=self._send_counter, on_cancel=self._back,
                               answering=self.decision.offer)
        builder.on_refuse = self.on_refuse
        self.stack.push(builder)

    def _back(self) -> None:
        if self.stack is not None and isinstance(self.stack.top, TradeBuilder):
            self.stack.pop()

    def _send_counter(self, action: Action) -> None:
        self._back()
        self.submit(action)


def outcome(g: Game, w: Words, o: TradeOffer, who: int) -> list[str]:
    """What the trade does for ``who``'s sets, and the interest due on mortgaged property."""
    fx = effects(g, o, who)
    names = w.board.group_names
    lines = [f"It completes your {names[gi]} group." for gi in fx.completes]
    lines += [f"It breaks up your {names[gi]} group." for gi in fx.breaks]
    if fx.interest:
        lines.append(f"Mortgaged property you receive asks you to lift its mortgage or pay "
                     f"{w.money(fx.interest)} (10%) and keep it.")
    return lines


class AnswerDialog(DialogScene):
    """A computer answered a person's offer: one short line in its own voice that agrees with
    what it did, its reckoning behind Why?, and the offer; OK when read. Another person's
    answer, from another screen, is told without words put in his mouth."""

    kind = "trade_answer"

    def __init__(self, game: Game, theme: Theme, area: pygame.Rect, offer: TradeOffer,
                 accepted: bool, said: str, on_done: Callable[[], None],
                 voiced: bool = True) -> None:
        """``said``: the computer's reason, as it gave it ('Declined: ...'); ``voiced``
        False: a person answered."""
        super().__init__(theme, area, game)
        self.offer = offer
        self.accepted = accepted
        self.said = said
        self.voiced = voiced
        self.on_done = on_done
        self.why_shown = False
        self.refresh()

    def build(self) -> None:
        g, w, o = self.game, self.words, self.offer
        assert g is not None
        m = self.metrics
        by, to = g.names[o.partner], g.names[o.proposer]
        r = reply(g, w, o, "accepted" if self.accepted else "declined", self.said)
        self.eyebrow(f"{to} · your trade offer")
        self.title(f"{by} {'accepts' if self.accepted else 'declines'}")
        if self.voiced:
            self.text(f"“{r.line}”", gap=m.gap * 2)
        if r.why and self.why_shown:
            self.text(r.why, muted=True, gap=m.gap * 2)
        self.heading("Your offer")
        self.text(f"{terms(w, o)[:1].upper()}{terms(w, o)[1:]}.", muted=True)
        more = [why_choice(self.why_shown, self.toggle_why)] if r.why else []
        self.choices([*more, Choice("OK", self.ok, primary=True, default=True)])

    def toggle_why(self) -> None:
        self.why_shown = not self.why_shown
        self.refresh()

    def ok(self) -> None:
        if not self.done:
            self.done = True
            self.on_done()


def why_choice(shown: bool, toggle: Callable[[], None]) -> Choice:
    """The button that shows or hides a computer's reckoning."""
    return Choice("Hide why" if shown else "Why?", toggle)

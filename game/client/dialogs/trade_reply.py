"""A computer's answer to a person's trade in its own voice: one short line that agrees with
what it did ("Deal.", "No deal: ...", "Not for $30 — make it $90 and it's yours."), and its
reckoning, figures and all, kept for whoever asks why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...ai.hints import plain_odds
from ...engine import Game, TradeOffer
from .base import sentence
from .trade_draft import effects
from ..views.words import Words

Outcome = Literal["accepted", "declined", "countered"]


@dataclass(frozen=True)
class Reply:
    """What the computer says (``line``) and why (``why``, '' when it gave no reason that
    fits what it did)."""

    line: str
    why: str


def reply(g: Game, w: Words, offer: TradeOffer, outcome: Outcome, reason: str,
          counter: TradeOffer | None = None) -> Reply:
    """The answer to the person's ``offer``: what the computer did decides the line; its
    ``reason`` is kept only where it speaks of that (a reason for another move is dropped)."""
    return Reply(_line(g, w, offer, outcome, counter), _why(outcome, reason))


def _line(g: Game, w: Words, offer: TradeOffer, outcome: Outcome,
          counter: TradeOffer | None) -> str:
    if outcome == "accepted":
        return "Deal."
    if outcome == "countered":
        return _counter_line(w, offer, counter)
    handed = effects(g, offer, offer.proposer).completes
    if handed:
        names = " and ".join(w.board.group_names[gi] for gi in handed)
        return f"No deal: I'd be handing you the {names} group{'s' if len(handed) > 1 else ''}."
    return "No deal: there isn't enough in it for me."


def _counter_line(w: Words, offer: TradeOffer, counter: TradeOffer | None) -> str:
    """'Not for $30 — make it $90 and it's yours.' when only the money changed."""
    if counter is None or (counter.give, counter.take) != (offer.take, offer.give):
        return "Not as it stands — here is what I'd take."
    paid = offer.give_cash - offer.take_cash  # by the person, in his offer
    asked = counter.take_cash - counter.give_cash  # from him, in the counter
    if paid >= 0 and asked > paid:
        return f"Not for {w.money(paid)} — make it {w.money(asked)} and it's yours."
    if paid < 0 and asked < 0:
        return f"Not for {w.money(-paid)} — {w.money(-asked)} is as far as I go."
    return "Not as it stands — here is what I'd take."


def _why(outcome: Outcome, reason: str) -> str:
    """The reason without its verb, if its verb is what the computer did; a counter's reason
    on a decline keeps the part that judged the offer ('...; with $30 from you I would take it'
    spoke of a counter never made)."""
    said, sep, rest = reason.partition(": ")
    if not sep or not said.split():
        return ""
    verb = said.split()[-1].lower()  # 'Declined', or as the table words it, 'Ada declined'

    if verb == outcome:
        return sentence(plain_odds(rest))
    if verb == "countered" and outcome == "declined":
        return sentence(plain_odds(rest.split("; with ", 1)[0]))
    return ""

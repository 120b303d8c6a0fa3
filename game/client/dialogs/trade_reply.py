"""A computer's answer to a person's trade in its own voice: one short line that agrees with
what it did ("Deal.", "No deal: ...", "Make it Indiana Avenue and $240 for Park Place."), and its
reckoning, figures and all, kept for whoever asks why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...ai.counters import completed, dear
from ...ai.hints import plain_odds
from ...engine import Game, TradeOffer
from .base import sentence
from .trade_draft import effects
from .trade_terms import terms
from ..views.words import Words

Outcome = Literal["accepted", "declined", "countered"]


@dataclass(frozen=True)
class Reply:
    """What the computer says (``line``) and why (``why``, '' when it gave no reason that
    fits what it did)."""

    line: str
    why: str


def reply(g: Game, w: Words, offer: TradeOffer, outcome: Outcome, reason: str) -> Reply:
    """The answer to the person's ``offer`` (for a counter, the counter-offer itself): what
    the computer did decides the line; its ``reason`` is kept only where it speaks of that (a
    reason for another move is dropped)."""
    return Reply(_line(g, w, offer, outcome), _why(outcome, reason))


def _line(g: Game, w: Words, offer: TradeOffer, outcome: Outcome) -> str:
    if outcome == "accepted":
        return "Deal."
    if outcome == "countered":
        return counter_line(g, w, offer)
    handed = effects(g, offer, offer.proposer).completes
    if handed:
        return f"No deal: I'd be handing you the {_groups(w, handed)}."
    return "No deal: there isn't enough in it for me."


def counter_line(g: Game, w: Words, counter: TradeOffer) -> str:
    """A counter-offer as its maker says it, from the offer alone: the trade as the person's
    offer would read, what he gives first ('Make it Indiana Avenue and $240 for Park Place.'),
    and, where it asks past belief (counters.dear), the set that makes it worth that."""
    line = f"Make it {terms(w, counter.reversed())}"
    handed = completed(g, counter, counter.partner)
    if handed and dear(g, counter):
        line += f": it completes your {_groups(w, handed)}"
    return line + "."


def _groups(w: Words, groups: tuple[int, ...]) -> str:
    """'Orange group', 'Orange and Red groups'."""
    names = " and ".join(w.board.group_names[gi] for gi in groups)
    return f"{names} group{'s' if len(groups) > 1 else ''}"


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

"""What the people at the table learn about trades: a computer's answer to their offer with its
reason (shown until read), what a computer says with an offer it makes, who may open the trade
builder and why not, and trade events written out in full for the log."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine import Game, Names, TradeOffer
from ...engine import events as ev
from ...engine.edition import SpaceKind
from ..dialogs.trade import TradeDialog
from ..dialogs.trade_terms import terms
from ..views.words import Words


@dataclass(frozen=True)
class Answer:
    """A computer's answer to a person's offer, to be read by that person; or another
    person's, from another screen (``voiced`` False: he said nothing the table could tell)."""

    offer: TradeOffer
    accepted: bool
    said: str
    voiced: bool = True


def spoken(name: str, reason: str) -> str:
    """A computer's reason as it says it: 'Declined: it ...' becomes 'Ada declined: it ...'."""
    verb, sep, rest = reason.partition(": ")
    if not reason:
        return ""
    if not sep:
        return f"{name}: {reason}"
    return f"{name} {verb[:1].lower()}{verb[1:]}: {rest}"


class TradeNotes:
    """Watches the trade events of a game whose seats are played by ``controllers``;
    ``is_human(p)`` tells a person's seat from a computer's."""

    def __init__(self, game: Game, controllers: Sequence[object],
                 is_human: Callable[[int], bool]) -> None:
        self.game = game
        self.controllers = controllers
        self.is_human = is_human
        self.answers: list[Answer] = []  # still to be shown, oldest first
        self.said: dict[TradeOffer, str] = {}  # what a computer said with an offer it made
        self.counters: set[TradeOffer] = set()  # offers on the table that answer another
        #: The seats people play on other screens (a networked table): their answers are
        #: told, never voiced as a computer's.
        self.elsewhere: set[int] = set()

    def reason(self, p: int) -> str:
        """The one-sentence reason the computer at seat ``p`` gave for its latest trade move."""
        why = getattr(self.controllers[p], "last_reason", "")
        return spoken(self.game.names[p], why) if isinstance(why, str) else ""

    def observe(self, events: Sequence[ev.Event]) -> None:
        for e in events:
            if isinstance(e, (ev.TradeProposed, ev.TradeCountered)):
                o = e.offer
                if not self.is_human(o.proposer):
                    self.said[o] = self.reason(o.proposer)
                if isinstance(e, ev.TradeCountered):
                    self.counters.add(o)
            elif isinstance(e, (ev.TradeAccepted, ev.TradeDeclined)):
                o = e.offer
                self.said.pop(o, None)
                self.counters.discard(o)
                if self.is_human(o.proposer) and not self.is_human(o.partner):
                    person = o.partner in self.elsewhere
                    self.answers.append(Answer(o, isinstance(e, ev.TradeAccepted),
                                               "" if person else self.reason(o.partner),
                                               voiced=not person))

    def brief(self, dialog: TradeDialog, people: int) -> None:
        """Tell an incoming-offer dialog what was said with the offer, and whether the screen
        is shared by several people (then it names who must take it)."""
        o = dialog.decision.offer
        dialog.tell(self.said.get(o, ""), hand_over=people > 1, counter_offer=o in self.counters,
                    by_person=self.is_human(o.proposer) or o.proposer in self.elsewhere)


def traders(game: Game, people: Sequence[int]) -> list[int]:
    """Who of ``people`` may propose a trade now: the one whose turn it is if he may, else
    each who may."""
    if len(game.active_players()) < 2:
        return []
    may = [p for p in people if game.can_trade(p)]
    return [game.current] if game.current in may else may


def no_trade_reason(game: Game) -> str:
    """Why nobody at the screen may propose a trade now."""
    if game.over:
        return "The game is over."
    if len(game.active_players()) < 2:
        return "Nobody is left to trade with."
    if game.decisions:
        top = game.decisions[-1]
        return f"Waiting for {game.names[top.player]}: {game.describe(top)}."
    return f"Trades are made on one's own turn; it is {game.names[game.current]}'s."


def log_line(e: ev.Event, names: Names, words: Words) -> str:
    """An event as the log shows it: trade offers spelled out, a stop at the jail said to be a
    visit, everything else as the engine words it."""
    if isinstance(e, ev.TradeProposed):
        o = e.offer
        return f"{names.player(o.proposer)} offers {names.player(o.partner)} {terms(words, o)}."
    if isinstance(e, ev.TradeCountered):
        o = e.offer
        return (f"{names.player(o.proposer)} answers {names.player(o.partner)} with a "
                f"counter-offer: {terms(words, o)}.")
    if isinstance(e, ev.TokenMoved) and words.board.kind[e.end] is SpaceKind.JAIL:
        return f"{names.player(e.player)} moves to {words.space(e.end)}, just visiting."
    return e.text(names)

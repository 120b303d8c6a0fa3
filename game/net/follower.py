"""A client's copy of the table, kept in step with the host's events.

Built from the welcome's public state, it applies each event's action with the host's dice and
cards (:func:`~game.net.public.replay`), and checks the digest after it. A gap in the numbers,
an action its copy cannot take or a digest that differs means it has drifted: it then asks
for a snapshot (:meth:`Follower.sync`) and ignores events until one comes.
"""

from __future__ import annotations

from ..engine import Action, Game
from ..engine.events import Event
from ..saves import EditionResolver
from .actions import decode_action, encode_action
from .protocol import ActionMessage, AnyMessage, EventMessage, Snapshot, Sync, Welcome
from .public import client_game, digest, force_chance, replay


class Follower:
    """The game as a client sees it, its seat and token, and the next sequence number."""

    def __init__(self, welcome: Welcome, editions: EditionResolver,
                 token: str | None = None) -> None:
        """``token``: the seat's token kept from an earlier welcome (a rejoin's welcome
        carries none)."""
        self.editions = editions
        self.seat = welcome.seat
        self.token = welcome.token or token
        self.seq = welcome.last_seq
        self.theme = welcome.theme
        self.pieces = list(welcome.pieces)  # each seat's token piece, as the host has it
        self.game: Game
        self.number = 0
        self.drifted = False
        self._syncing = False  # a snapshot was asked for and has not come yet
        self._reset(welcome.number, dict(welcome.state), welcome.digest)

    def take(self, m: AnyMessage) -> list[Event]:
        """Take in a message from the host: an event is played, a snapshot starts afresh; the
        engine's events, for the screen (the other kinds are the caller's to show)."""
        if isinstance(m, EventMessage):
            return self.take_event(m)
        if isinstance(m, Snapshot):
            self.take_snapshot(m)
        return []

    def sync(self) -> Sync | None:
        """The request for a snapshot, once each time the copy has drifted; else None."""
        if not self.drifted or self._syncing:
            return None
        self._syncing = True
        return Sync()

    def _reset(self, number: int, state: dict[str, object], expected: str) -> None:
        self._syncing = False
        self.game = client_game(state, self.editions)
        self.number = number
        self.drifted = digest(self.game) != expected

    def take_snapshot(self, m: Snapshot) -> None:
        """Start again from the host's whole public state."""
        try:
            self._reset(m.number, dict(m.state), m.digest)
        except ValueError:
            self.drifted = True
            return
        self.pieces = list(m.pieces)

    def take_event(self, m: EventMessage) -> list[Event]:
        """Apply the event's action as the host did; its engine events, for the screen (none
        once drifted: :attr:`drifted` is then set)."""
        if self.drifted:
            return []
        try:
            events = replay(self.game, self._action_of(m), m.dice, m.cards)
        except ValueError:
            self.drifted = True
            return []
        self.played(m)
        return events

    def _action_of(self, m: EventMessage) -> Action:
        if m.number != self.number + 1:
            raise ValueError(f"event {m.number} after {self.number}")
        return decode_action(dict(m.action))

    def next_action(self, m: EventMessage) -> Action | None:
        """The event's action, with the host's dice and cards made the next ones of the copy,
        for the caller to apply (a table playing it on screen) and then tell :meth:`played`;
        None once drifted."""
        if self.drifted:
            return None
        try:
            action = self._action_of(m)
            if self.game.why_illegal(action) is not None:
                raise ValueError("the copy cannot take the host's action")
            force_chance(self.game, m.dice, m.cards)
        except ValueError:
            self.drifted = True
            return None
        return action

    def played(self, m: EventMessage) -> None:
        """The event's action was applied: the copy is at its number, drifted unless its
        digest agrees with the host's."""
        self.number = m.number
        if digest(self.game) != m.digest:
            self.drifted = True

    def propose(self, action: Action) -> ActionMessage:
        """The message that asks the host to play ``action`` for this seat."""
        if self.seat is None or self.token is None:
            raise ValueError("a spectator does not play")
        self.seq += 1
        return ActionMessage(seat=self.seat, token=self.token, seq=self.seq,
                             action=encode_action(action), at=self.number)

"""The table of a joined game: the ordinary game scene, its moves taken from the host.

The scene meets the host as it meets a recording: through its ``Moves``. :class:`HostMoves`
hands it the host's events in order, each with the host's dice and cards made the next ones
of the copy (the Follower's), so the scene plays them with all their animations, dialogs and
log; the person's own choices (the buttons and dialogs of his seat, his trades, claims and
property) go to the host instead of being played here, and come back as events, or as a
refusal whose reason is shown and which changes nothing (one that only went stale as others
moved, not the person's mistake, is logged, not shown). A seat knocked out sends nothing.
"""

from __future__ import annotations

import logging
import queue
import time
from collections import deque
from collections.abc import Callable

from ...engine import Action, Game, TimeUp
from ...engine.game import History
from ...net.actions import decode_action
from ...net.follower import Follower
from ...net.protocol import AnyMessage, Bye, EventMessage, Refused, SeatStatus, Snapshot
from ...net.transport import Closed, Connection
from ..table.scene import GameScene, HumanController
from ..table.thinking import StillThinking
from .seats_lost import LostSeats, Notice

SAID_S = 4.0  # how long a refusal's reason stays up
log = logging.getLogger(__name__)


class Elsewhere:
    """A seat played on another machine: its moves come from the host, and a computer's
    reason for its latest trade move with them."""

    last_reason = ""

    def decide(self, game: Game, player: int) -> Action | None:
        return None


class HostMoves:
    """The host's moves, one at a time, for the table to play; the person's own to the host."""

    def __init__(self, follower: Follower, connection: Connection,
                 own: HumanController | None) -> None:
        self.follower = follower
        self.connection = connection
        self.own = own
        self.events: deque[EventMessage] = deque()
        #: The event handed to the table last, its action, and the game's history before it.
        self.handed: tuple[EventMessage, Action, History] | None = None
        self.sent: deque[int] = deque()  # the sequence numbers of the person's moves in flight
        self.lost = LostSeats()
        self.refused: list[str] = []  # reasons the host gave, for the table to show
        #: The seats played on other machines, by seat, told the computers' reasons.
        self.elsewhere: dict[int, Elsewhere] = {}
        self.closed: str | None = None  # why the connection closed, once it has
        self.bye = ""

    def read(self) -> None:
        """Take in everything the host sent since the last frame."""
        while True:
            try:
                m = self.connection.inbox.get_nowait()
            except queue.Empty:
                return
            self.take(m)

    def take(self, m: AnyMessage | Closed) -> None:
        if isinstance(m, EventMessage):
            self.events.append(m)
            if self.sent and self._player(m) == self.follower.seat:
                self.sent.popleft()
        elif isinstance(m, Snapshot):
            self.events.clear()
            self.handed = None
            self.follower.take_snapshot(m)
        elif isinstance(m, Refused):
            if m.seq is not None and m.seq in self.sent:
                self.sent.remove(m.seq)
            if m.stale:
                log.info("a move went stale before the host played it: %s", m.reason)
            else:
                self.refused.append(m.reason)
        elif isinstance(m, SeatStatus):
            self.lost.take(m)
        elif isinstance(m, Bye):
            self.bye = m.reason
        elif isinstance(m, Closed):
            self.closed = self.bye or m.reason

    @staticmethod
    def _player(m: EventMessage) -> int | None:
        try:
            return decode_action(dict(m.action)).player
        except ValueError:
            return None

    @property
    def heard_all(self) -> bool:
        """Every event heard has been handed to the table and played."""
        return not self.events and (self.handed is None
                                    or self.follower.game.history is not self.handed[2])

    def send(self, action: Action) -> None:
        """The person's move, to the host (a spectator, or a seat knocked out, has none to
        send)."""
        seat = self.follower.seat
        if seat is None or self.closed is not None or not self.follower.game.active[seat]:
            return
        message = self.follower.propose(action)
        self.sent.append(message.seq)
        self.connection.send(message)

    def leave(self) -> None:
        """Say goodbye to the host (a connection already closed is only let go)."""
        if self.closed is None:
            self.closed = "left"
            self.connection.close()
        else:
            self.connection.drop()

    def next_move(self) -> tuple[int, Action | None]:
        f, g = self.follower, self.follower.game
        if self.handed is not None:
            m, action, before = self.handed
            self.handed = None
            if g.history is before:  # the table let it go before playing it: again
                self.events.appendleft(m)
            else:
                f.played(m)
        if f.drifted:
            sync = f.sync()
            if sync is not None:
                self.connection.send(sync)
            return -1, None
        if self.events:
            m = self.events.popleft()
            taken = f.next_action(m)
            if taken is None:
                return -1, None
            self.handed = (m, taken, g.history)
            seat = self.elsewhere.get(taken.player)
            if seat is not None:
                seat.last_reason = m.said  # what it gave for this move ('' for most)
            return taken.player, taken
        if self.own is not None and f.seat is not None:
            chosen = self.own.decide(g, f.seat)
            if chosen is not None and not self.sent:
                self.send(chosen)
            if self.sent:
                raise StillThinking(f.seat)  # the host has it: no dialog asks again meanwhile
        return g.to_move, None


class OnlineTable(GameScene):
    """A game scene whose game is a client's copy of the host's, and its moves the host's."""

    moves: HostMoves

    def follow(self, moves: HostMoves, on_closed: Callable[[str], None],
               on_snapshot: Callable[[], None],
               on_exit: Callable[[OnlineTable], None]) -> None:
        """Play the host's moves from now on; ``on_closed``: the connection is gone (why);
        ``on_snapshot``: the copy started afresh from the host's state (a new table is due);
        ``on_exit``: the table left the screen."""
        self.moves = moves
        self.stepper = moves
        self.on_closed = on_closed
        self.on_snapshot = on_snapshot
        self.on_exit = on_exit
        self.said: tuple[str, float] | None = None
        self.notice = Notice()

    def exit(self) -> None:
        super().exit()
        self.on_exit(self)

    def play_now(self, action: Action) -> None:
        if not isinstance(action, TimeUp):  # the host's clock ends a time-limit game
            self.moves.send(action)

    def update(self, dt: float) -> None:
        moves = self.moves
        moves.read()
        if moves.follower.game is not self.game:
            self.on_snapshot()
            return
        for reason in moves.refused:
            self.sound("refuse")
            self.said = (f"The host refused: {reason}", time.monotonic() + SAID_S)
        moves.refused.clear()
        self._show_notice()
        if moves.closed is not None and not self.game.over and moves.heard_all and not self.busy:
            self.on_closed(moves.closed)  # once what the host said before it has played
            return
        super().update(dt)
        if self.dialog is not None and not self.paused:
            self._play_heard()
        if moves.sent:  # the host has his move: its buttons wait for the answer
            for button in (self.roll_button, self.end_button):
                if button.is_enabled:
                    button.disable()

    def _play_heard(self) -> None:
        """What the host played while a window is open over the table plays at once (his own
        building and mortgaging from the property view among it), as a person's own moves do
        at a table on one machine; a move held back a beat is handed again in its turn."""
        self.waiting = None
        while self.moves.events:
            _, action = self.moves.next_move()
            if action is None:
                return
            self._apply(action)

    def _show_notice(self) -> None:
        """The seats whose people are away and the host's last refusal, over every screen."""
        lines = self.moves.lost.lines(self.game.names)
        if self.said is not None:
            if time.monotonic() < self.said[1]:
                lines.append(self.said[0])
            else:
                self.said = None
        self.notice.show(self, lines)

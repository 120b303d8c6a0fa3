"""The host: the one authority over a networked game (boardgame.io's master).

It holds the :class:`~game.engine.Game`, the seats (people's, played from their clients, and
computers'), the table code and each person's token. A message is read, then checked in this
order: who sent it (the table code at hello, the token and the seat on every action), its
sequence number (a replayed action is refused), then the engine's own rules; only an action
that passes all of them is played, and every client hears of it as an event with its dice
and cards. Whatever a client sends, the game changes only through that path, and the host
answers a bad message with a reason, never with a crash.

The host is driven from one thread of its own (:meth:`Host.run`), never the transport's
event loop: the computers think there and the connections are served meanwhile. It talks to
the transport only through a :class:`Link` and the inbox queue.
"""

from __future__ import annotations

import hmac
import queue
import secrets
import threading
import time
import unicodedata
from collections.abc import Callable, Sequence
from collections import deque
from dataclasses import dataclass, field
from typing import Protocol

from ..ai import Controller, Stepper, make_controller
from ..drawn_text import name_problem
from ..engine import (AcceptTrade, Action, CounterTrade, DeclineTrade, Game, ProposeTrade,
                      TimeUp)
from ..engine.events import Event
from .actions import decode_action, encode_action
from .protocol import (CODE_ALPHABET, CODE_LENGTH, TEXT_LENGTH, ActionMessage, AnyMessage,
                       BadMessage, Bye, EventMessage, Hello, Message, Refused, SeatStatus,
                       Snapshot, Sync, Welcome, encode, parse, refusal)
from .public import chance_of, digest, public_state
from .remote_seat import RemoteSeat

REMOTE = "remote"  # a seat kind: a person on a client
GRACE_S = 60.0  # how long a dropped person's seat waits for him before a computer plays it
STANDIN_LEVEL = "medium"  # the computer that plays a seat whose person is away
IDLE_WAIT_S = 0.05  # how long the loop waits for a message while the game waits for a person

Inbox = queue.Queue[tuple[int, str | None]]  # (connection, text); None: it closed
Watcher = Callable[[Game, Action, list[Event]], None]


class Link(Protocol):
    """What the host asks of the transport."""

    def send(self, conn: int, text: str) -> None:
        """Send a message to one connection (from any thread)."""
        ...

    def close(self, conn: int, reason: str) -> None:
        """Close a connection, saying why."""
        ...

    def admit(self, conn: int) -> None:
        """The connection said hello and was welcomed: it may stay past the hello timeout."""
        ...


def table_code() -> str:
    """A fresh table code: six letters and digits that are easy to read out."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


#: The moves a computer gives a reason for, which the people's screens show with them.
SAID_WITH = (ProposeTrade, CounterTrade, AcceptTrade, DeclineTrade)


def reason_of(controller: object, action: Action) -> str:
    """The reason the computer playing ``controller`` gave for ``action`` (a trade move), as
    far as a message holds it; '' for a person's move and for any other."""
    if not isinstance(action, SAID_WITH):
        return ""
    for inner in ("standin", "inner"):  # a person's stand-in, a guarded computer
        controller = getattr(controller, inner, controller)
    said = getattr(controller, "last_reason", "")
    return said[:TEXT_LENGTH] if isinstance(said, str) else ""


class Guarded:
    """A computer's controller that never stops the table: when it fails, or answers with a
    move the rules refuse, it plays its first legal move if the game waits for it, else none."""

    def __init__(self, inner: Controller) -> None:
        self.inner = inner

    def decide(self, game: Game, player: int) -> Action | None:
        try:
            action = self.inner.decide(game, player)
        except Exception:  # a bug in a computer player costs it its choice, not the game
            action = None
        if action is not None and game.why_illegal(action) is None:
            return action
        if game.to_move != player:
            return None
        acts = game.legal_actions(player)
        return acts[0] if acts else None


@dataclass
class Chair:
    """A person's seat: its token, the last sequence number taken, and who holds it now."""

    token: str
    claimed: bool  # the token has been given out
    last_seq: int = 0
    conn: int | None = None
    lost_at: float | None = None  # when its connection dropped, while it waits for him
    #: The sequence numbers of the actions taken from it and not yet played, in order.
    waiting: deque[int] = field(default_factory=deque)


def _folded(name: str) -> str:
    """A name as it reads: case, spaces around it and how its accents are written left out."""
    return unicodedata.normalize("NFKC", name.strip()).casefold()


def _same(given: str, kept: str) -> bool:
    return hmac.compare_digest(given.encode(), kept.encode())


class Host:
    """One networked game: its seats, who is connected where, and the only way to play."""

    def __init__(self, game: Game, seats: Sequence[str], link: Link, *, theme: str | None = None,
                 code: str | None = None, chairs: Sequence[Chair | None] | None = None,
                 grace_s: float = GRACE_S, seed: int = 0,
                 clock: Callable[[], float] = time.monotonic, watch: Watcher | None = None,
                 play_time: float = 0.0, pieces: Sequence[str] = (),
                 piece_ids: Sequence[str] = (), people: Sequence[int] | None = None) -> None:
        """``seats``: "remote" or a computer level, one per player; ``chairs``: the people's
        seats of a game taken up again (their tokens), else new ones; ``watch`` sees every
        action played (to save the game); ``play_time``: seconds already played;
        ``pieces``: each seat's token piece, and ``piece_ids`` those the theme has (a person
        sitting down may pick one no one holds); ``people``: the seats people play (default:
        the remote ones; a host from the game adds those played at its own screen), told to
        each client so that a person's answer is not read as a computer's."""
        if len(seats) != game.n:
            raise ValueError(f"expected {game.n} seats, one per player")
        self.game = game
        self.link = link
        self.theme = theme
        self.code = code or table_code()
        self.grace_s = grace_s
        self.clock = clock
        self.watch = watch
        self.play_time = play_time
        self.pieces = list(pieces)
        self.piece_ids = tuple(piece_ids)
        self.people = sorted(people if people is not None
                             else [i for i, kind in enumerate(seats) if kind == REMOTE])
        #: Told the seat a person sat down at under his own name or piece (to save them).
        self.on_named: Callable[[int], None] | None = None
        self.number = len(game.actions_played())
        now = clock()
        self.chairs: list[Chair | None] = []
        controllers: list[Controller] = []
        for i, kind in enumerate(seats):
            if kind == REMOTE:
                chair = chairs[i] if chairs is not None else None
                if chair is None:
                    chair = Chair(secrets.token_urlsafe(16), claimed=False)
                elif chair.claimed:
                    chair.conn, chair.lost_at = None, now  # taken up again: waiting for him
                self.chairs.append(chair)
                controllers.append(RemoteSeat(Guarded(make_controller(STANDIN_LEVEL, seed + i))))
            else:
                self.chairs.append(None)
                controllers.append(Guarded(make_controller(kind, seed + i)))
        self.controllers = controllers
        self.stepper = Stepper(game, controllers)
        self.members: dict[int, int | None] = {}  # welcomed connection -> seat (None: watching)
        self._ticked = now

    # -- state ----------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        """Play starts once every person's seat has been taken."""
        return not self.open_chairs()

    def open_chairs(self) -> list[int]:
        """The people's seats nobody has taken yet."""
        return [i for i, c in enumerate(self.chairs) if c is not None and not c.claimed]

    @property
    def over(self) -> bool:
        return self.game.over

    def remote(self, seat: int) -> RemoteSeat | None:
        c = self.controllers[seat]
        return c if isinstance(c, RemoteSeat) else None

    # -- messages in ----------------------------------------------------------------------

    def receive(self, conn: int, text: str) -> None:
        """One message from a connection: answered, or refused with a reason."""
        try:
            message = parse(text)
        except BadMessage as exc:
            self.link.send(conn, refusal(exc))
            return
        try:
            self._dispatch(conn, message)
        except Exception as exc:  # a message no check foresaw: refused, the table goes on
            self._send(conn, Refused(reason=f"the host could not take that ({type(exc).__name__})"))

    def _dispatch(self, conn: int, m: AnyMessage) -> None:
        if isinstance(m, Hello):
            self._hello(conn, m)
        elif conn not in self.members:
            self._send(conn, Refused(reason="say hello first"))
        elif isinstance(m, ActionMessage):
            self._action(conn, m)
        elif isinstance(m, Sync):
            self._send(conn, self.snapshot())
        elif isinstance(m, Bye):
            self.link.close(conn, "bye")
            self.disconnected(conn)
        else:
            self._send(conn, Refused(reason=f"a client does not send '{m.kind}'"))

    def _refuse_and_close(self, conn: int, reason: str) -> None:
        self._send(conn, Refused(reason=reason))
        self.link.close(conn, reason)

    def _hello(self, conn: int, m: Hello) -> None:
        if conn in self.members:
            self._send(conn, Refused(reason="already at the table"))
            return
        if not _same(m.code.upper(), self.code):
            self._refuse_and_close(conn, "no table has that code")
            return
        if m.seat is None:
            self._welcome(conn, None, None)
            return
        chair = self.chairs[m.seat] if m.seat < len(self.chairs) else None
        if chair is None:
            self._refuse_and_close(conn, f"seat {m.seat} is not a person's seat at this table")
            return
        token, named = None, False
        if chair.claimed:
            if m.token is None or not _same(m.token, chair.token):
                self._refuse_and_close(conn, f"seat {m.seat} is taken: rejoining needs its token")
                return
        else:
            why = self._name_problem(m.seat, m.name)
            if why is not None:
                self._refuse_and_close(conn, why)
                return
            chair.claimed, token = True, chair.token
            named = self._seat(m.seat, m.name, m.piece)
        if chair.conn is not None and chair.conn != conn:
            self.members.pop(chair.conn, None)
            self.link.close(chair.conn, "the seat was taken up from another connection")
        came_back = chair.lost_at is not None
        chair.conn, chair.lost_at = conn, None
        seat = self.remote(m.seat)
        assert seat is not None
        seat.away = False
        self._welcome(conn, m.seat, token)
        if named:  # a new face: every other screen shows his name and piece
            self._broadcast(self.snapshot(), but=conn)
        if came_back:
            self._broadcast(SeatStatus(seat=m.seat, status="back"))

    def _name_problem(self, seat: int, name: str | None) -> str | None:
        """Why a person cannot sit at ``seat`` under ``name`` (none: the seat's own)."""
        if name is None:
            return None
        problem = name_problem(name)
        if problem is not None:
            return problem
        wanted = _folded(name)
        taken = next((n for p, n in enumerate(self.game.names)
                      if p != seat and _folded(n) == wanted), None)
        if taken is not None:
            return f"someone at this table is already called {taken}: choose another name"
        return None

    def _seat(self, seat: int, name: str | None, piece: str | None) -> bool:
        """A person sits down: under his name, with the piece he wants if the theme has it
        and no one else holds it (else the seat's own). True: the seat's name or piece
        changed."""
        before = (self.game.names[seat], self.pieces[seat:seat + 1])
        if name is not None:
            self.game.names[seat] = name.strip()
        if (piece is not None and piece in self.piece_ids and seat < len(self.pieces)
                and piece not in self.pieces):
            self.pieces[seat] = piece
        if before == (self.game.names[seat], self.pieces[seat:seat + 1]):
            return False
        if self.on_named is not None:
            self.on_named(seat)
        return True

    def _welcome(self, conn: int, seat: int | None, token: str | None) -> None:
        self.members[conn] = seat
        self.link.admit(conn)
        chair = self.chairs[seat] if seat is not None else None
        self._send(conn, Welcome(seat=seat, token=token, last_seq=chair.last_seq if chair else 0,
                                 theme=self.theme, number=self.number,
                                 state=public_state(self.game), digest=digest(self.game),
                                 pieces=self.pieces, open=self.open_chairs(),
                                 people=self.people))

    def _action(self, conn: int, m: ActionMessage) -> None:
        seat = self.members[conn]

        def refuse(reason: str, stale: bool = False) -> None:
            self._send(conn, Refused(reason=reason, seq=m.seq, stale=stale))

        if seat is None:
            refuse("a spectator does not play")
            return
        chair = self.chairs[seat]
        assert chair is not None
        if m.seat != seat:
            refuse(f"this connection plays seat {seat}, not seat {m.seat}")
            return
        if not _same(m.token, chair.token):
            refuse("that is not this seat's token")
            return
        if m.seq <= chair.last_seq:
            refuse(f"sequence number {m.seq} was used already (the last was {chair.last_seq})")
            return
        chair.last_seq = m.seq
        try:
            action = decode_action(dict(m.action))
        except ValueError as exc:
            refuse(str(exc))
            return
        if action.player != seat:
            refuse(f"seat {seat} plays only its own moves")
            return
        if not self.started:
            refuse("the game starts once every seat is taken")
            return
        why = self._why_illegal(action)
        if why is not None:  # stale when the game moved on since the client chose it
            refuse(why, stale=m.at is not None and m.at < self.number)
            return
        remote = self.remote(seat)
        assert remote is not None
        remote.give(action)
        chair.waiting.append(m.seq)

    def _why_illegal(self, action: Action) -> str | None:
        try:
            return self.game.why_illegal(action)
        except Exception as exc:  # whatever a strange action trips in the engine: not played
            return f"not an action this game can play ({type(exc).__name__})"

    def disconnected(self, conn: int) -> None:
        """A connection closed: a person's seat waits for him for the grace period."""
        seat = self.members.pop(conn, None)
        if seat is None:
            return
        chair = self.chairs[seat]
        if chair is None or chair.conn != conn:
            return
        chair.conn, chair.lost_at = None, self.clock()
        self._broadcast(SeatStatus(seat=seat, status="lost", seconds_left=self.grace_s))

    # -- messages out ---------------------------------------------------------------------

    def _send(self, conn: int, message: Message) -> None:
        self.link.send(conn, encode(message))

    def _broadcast(self, message: Message, but: int | None = None) -> None:
        text = encode(message)
        for conn in list(self.members):
            if conn != but:
                self.link.send(conn, text)

    def snapshot(self) -> Snapshot:
        return Snapshot(number=self.number, state=public_state(self.game),
                        digest=digest(self.game), pieces=self.pieces)

    def close_all(self, reason: str) -> None:
        """Say goodbye to every connection and close them."""
        self._broadcast(Bye(reason=reason))
        for conn in list(self.members):
            self.link.close(conn, reason)
        self.members.clear()

    # -- play -------------------------------------------------------------------------------

    def tick(self) -> None:
        """The clocks: a seat waited for past the grace period goes to a computer; a
        time-limit game's time runs out."""
        now = self.clock()
        if self.started and not self.game.over:
            self.play_time += now - self._ticked
        self._ticked = now
        self.watch_seats()
        g = self.game
        limit = g.rules.time_limit_minutes
        if limit is not None and not g.time_up and not g.over and self.play_time >= limit * 60:
            self._play(TimeUp())

    def watch_seats(self) -> None:
        """A seat waited for past the grace period goes to a computer."""
        now = self.clock()
        for i, chair in enumerate(self.chairs):
            seat = self.remote(i)
            if chair is None or seat is None or chair.lost_at is None or seat.away:
                continue
            if now - chair.lost_at >= self.grace_s:
                seat.away = True
                self._broadcast(SeatStatus(seat=i, status="computer"))

    def advance(self) -> bool:
        """Play one move, if one is ready: the people's checked actions first, then whoever
        the game waits for. False: the game waits for a person (or is over)."""
        g = self.game
        if not self.started or g.over:
            return False
        for p, chair in enumerate(self.chairs):
            seat = self.remote(p)
            if chair is not None and seat is not None and seat.sent:
                action = self.sent_move(p)
                if action is not None:
                    self._play(action)
                return True
        _, action = self.stepper.next_move()
        if action is None:
            return False
        if self._why_illegal(action) is None:
            self._play(action)
        return True

    def sent_move(self, p: int) -> Action | None:
        """The next action seat ``p``'s person sent that is still allowed; each one before it
        that went stale while others moved is refused to him with the reason. None: none."""
        seat, chair = self.remote(p), self.chairs[p]
        while seat is not None and chair is not None and seat.sent:
            action = seat.sent.popleft()
            seq = chair.waiting.popleft() if chair.waiting else None
            why = self._why_illegal(action)
            if why is None:
                return action
            if chair.conn is not None:
                self._send(chair.conn, Refused(reason=f"no longer possible: {why}", seq=seq,
                                               stale=True))
        return None

    def _play(self, action: Action) -> None:
        said = reason_of(self.controllers[action.player], action)
        self.played(action, self.game.apply(action), said)

    def played(self, action: Action, events: list[Event], said: str = "") -> None:
        """``action`` was applied to the game (here, or by a table that plays it on screen):
        every client hears of it, with what the computer that made it ``said``."""
        g = self.game
        self.number += 1
        dice, cards = chance_of(events)
        self._broadcast(EventMessage(number=self.number, action=encode_action(action), dice=dice,
                                     cards=cards, digest=digest(g), said=said))
        if self.watch is not None:
            self.watch(g, action, events)

    def run(self, inbox: Inbox, stop: threading.Event) -> None:
        """Serve the table until the game is over or ``stop`` is set: read what came in,
        keep the clocks, play what is ready."""
        moved = True
        while not stop.is_set() and not self.game.over:
            self.read(inbox, 0.0 if moved else IDLE_WAIT_S)
            self.tick()
            moved = self.advance()

    def read(self, inbox: Inbox, wait: float) -> None:
        """Take in every message waiting, after waiting up to ``wait`` seconds for the first."""
        while True:
            try:
                conn, text = inbox.get(timeout=wait) if wait else inbox.get_nowait()
            except queue.Empty:
                return
            wait = 0.0
            if text is None:
                self.disconnected(conn)
            else:
                self.receive(conn, text)

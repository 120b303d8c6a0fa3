"""Sitting down at a host's table: connect, say hello, take a seat (the kept one, else the
first one open, else watch). It blocks on the network, so the screens run it off the frame
(:func:`join_later`)."""

from __future__ import annotations

import queue
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass

from ...net.protocol import Hello, Refused, Welcome
from ...net.transport import Closed, Connection
from ..store.settings import KeptSeat
from .address import Where

CONNECT_S = 8.0  # how long reaching the host and hearing its welcome may take, each


class JoinError(Exception):
    """The table could not be joined; the message says why, in words a person reads."""


@dataclass(frozen=True)
class Sitter:
    """Who sits down: the name and the token piece he asks for (None: the seat's own)."""

    name: str | None = None
    piece: str | None = None


@dataclass
class Joined:
    """A connection welcomed at a table: its seat (None: watching) and the seat's token."""

    where: Where
    connection: Connection
    welcome: Welcome
    token: str | None
    sitter: Sitter


def _say(reason: str) -> str:
    return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")


def _hello(where: Where, seat: int | None, token: str | None, timeout: float,
           sitter: Sitter = Sitter()) -> Joined:
    c = Connection(where.url)
    try:
        c.start(timeout)
    except OSError:
        raise JoinError(f"Nothing answers at {where.shown}: is the host running, and is the "
                        "address right?") from None
    c.send(Hello(code=where.code, seat=seat, token=token, name=sitter.name, piece=sitter.piece))
    deadline = time.monotonic() + timeout
    while True:
        try:
            m = c.inbox.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            c.drop()
            raise JoinError(f"The host at {where.shown} did not answer in time.") from None
        if isinstance(m, Welcome):
            return Joined(where, c, m, m.token or token, sitter)
        if isinstance(m, (Refused, Closed)):
            c.drop()
            raise JoinError(_say(m.reason))


def join_table(where: Where, kept: KeptSeat | None, sitter: Sitter = Sitter(),
               timeout: float = CONNECT_S) -> Joined:
    """Sit at the table: the seat kept from before with its token, else the first one open
    (as ``sitter``), else as a spectator. JoinError says why not (a name the host refuses
    among it)."""
    if kept is not None:
        try:
            return _hello(where, kept.seat, kept.token, timeout)
        except JoinError as error:
            if not str(error).startswith(f"Seat {kept.seat} "):
                raise  # the table is gone or unreachable, not only the seat
    watching = _hello(where, None, None, timeout)
    if not watching.welcome.open:
        return watching
    watching.connection.close()
    for seat in watching.welcome.open:
        try:
            return _hello(where, seat, None, timeout, sitter)
        except JoinError as error:
            if not str(error).startswith(f"Seat {seat} "):
                raise  # his name, not the seat
            continue  # someone sat there meanwhile
    return _hello(where, None, None, timeout)


def join_later(where: Where, kept: KeptSeat | None, sitter: Sitter = Sitter()) -> Future[Joined]:
    """:func:`join_table` on a thread of its own; the future holds the table or the error."""
    future: Future[Joined] = Future()

    def run() -> None:
        try:
            future.set_result(join_table(where, kept, sitter))
        except BaseException as exc:
            future.set_exception(exc)

    threading.Thread(target=run, name="net-join", daemon=True).start()
    return future

"""WebSocket connections (the ``websockets`` library, asyncio) on a thread of their own.

:class:`Server` is the host's side: what comes in lands in :attr:`Server.inbox` as
``(connection, text)`` (``None`` when it closed), and :meth:`Server.send`, :meth:`Server.close`
and :meth:`Server.admit` may be called from any thread, never blocking it. It refuses what
would wear the host down before the host sees it: frames over the message cap, more messages
a second than a person sends, more connections than a table needs, binary frames, and
connections that do not say hello in time.

:class:`Connection` is a client's side: messages from the host, parsed, land in
:attr:`Connection.inbox`; :meth:`Connection.send` queues one. A frame loop polls the inbox and
never waits on the network.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import queue
import ssl
import threading
import time
from collections.abc import Coroutine
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from typing import Any, Final

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.http11 import Request, Response
from websockets.exceptions import ConnectionClosed

from .host import Inbox
from .protocol import (MAX_MESSAGE_BYTES, AnyMessage, BadMessage, Message, Refused, encode,
                       other_version_refusal, parse)

MAX_CONNECTIONS: Final = 16  # eight seats, a few watching, a few coming back
HELLO_TIMEOUT_S: Final = 10.0  # a connection that says nothing for this long is closed
RATE_PER_S: Final = 20.0  # messages a second a connection may send, on average ...
RATE_BURST: Final = 40  # ... and at once
MAX_PENDING: Final = 512  # messages waiting for a slow reader before it is cut off
START_TIMEOUT_S: Final = 10.0  # how long starting a thread's loop may take
POLICY: Final = 1008  # the WebSocket close code for a broken rule
FLUSH_S: Final = 1.0  # how long stopping waits for the last messages (a goodbye) to go out


@dataclass(frozen=True)
class Closed:
    """The connection to the host is closed (the last item of a client's inbox)."""

    reason: str


class Bucket:
    """Messages a connection may still send now: ``burst`` at once, ``per_s`` refilled (the
    host's RATE_BURST and RATE_PER_S)."""

    def __init__(self, per_s: float, burst: int) -> None:
        self.per_s, self.burst = per_s, burst
        self.left = float(burst)
        self.at = time.monotonic()

    def room(self) -> float:
        """The messages that may go now."""
        now = time.monotonic()
        self.left = min(self.burst, self.left + (now - self.at) * self.per_s)
        self.at = now
        return self.left

    def take(self) -> bool:
        """Whether one more may go now (then counted as gone)."""
        if self.room() < 1:
            return False
        self.left -= 1
        return True


class _LoopThread:
    """An asyncio loop running on a daemon thread, started and stopped with bounded waits."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)

    def start(self) -> None:
        self.thread.start()

    def call(self, callback: object, *args: object) -> None:
        """Run ``callback(*args)`` on the loop, from any thread (dropped once it stopped)."""
        if not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(callback, *args)  # type: ignore[arg-type]
            except RuntimeError:  # closed meanwhile
                pass

    def run(self, coroutine: Coroutine[Any, Any, None]) -> concurrent.futures.Future[None]:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def stop(self, timeout: float) -> None:
        """Cancel what still runs on the loop, stop it and close it."""
        async def finish() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            self.loop.stop()

        if self.thread.is_alive():
            self.run(finish())
            self.thread.join(timeout)
        if not self.thread.is_alive() and not self.loop.is_closed():
            self.loop.close()


def _wait(future: concurrent.futures.Future[None] | None, timeout: float) -> None:
    """Wait for a coroutine run on a loop thread to end, ``timeout`` seconds at most."""
    if future is not None:
        try:
            future.result(timeout)
        except BaseException:  # it failed, was cancelled or took too long: stopped anyway
            pass


def server_tls(certfile: Path, keyfile: Path) -> ssl.SSLContext:
    """The host's side of TLS from a certificate and its key (PEM files); OSError or
    ssl.SSLError names what is wrong with them."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(certfile, keyfile)
    return context


def client_tls(cafile: Path | None = None) -> ssl.SSLContext:
    """A client's side of TLS: the system's certificates, and ``cafile`` too (a host's own,
    self-signed certificate, passed to the players beside the table code)."""
    context = ssl.create_default_context(cafile=cafile)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context


class Server:
    """The host's listening socket and its connections."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, *,
                 max_connections: int = MAX_CONNECTIONS, hello_timeout_s: float = HELLO_TIMEOUT_S,
                 rate_per_s: float = RATE_PER_S, rate_burst: int = RATE_BURST,
                 tls: ssl.SSLContext | None = None) -> None:
        """``tls``: the host's certificate and key (:func:`server_tls`), for ``wss://``."""
        self.host, self.port = host, port
        self.tls = tls
        self.max_connections = max_connections
        self.hello_timeout_s = hello_timeout_s
        self.rate = (rate_per_s, rate_burst)
        self.inbox: Inbox = queue.Queue()
        self._thread = _LoopThread("net-server")
        self._ids = itertools.count(1)
        self._out: dict[int, asyncio.Queue[str | Closed]] = {}
        self._admitted: set[int] = set()
        self._stopping: asyncio.Future[None] | None = None
        self._listening: concurrent.futures.Future[None] | None = None

    def start(self) -> tuple[str, int]:
        """Listen; returns the address listened on (port 0 takes a free port)."""
        ready: queue.Queue[tuple[str, int] | BaseException] = queue.Queue()
        self._thread.start()
        self._listening = self._thread.run(self._listen(ready))
        try:
            got = ready.get(timeout=START_TIMEOUT_S)
        except queue.Empty:
            got = TimeoutError("the server did not start in time")
        if isinstance(got, BaseException):
            self._thread.stop(START_TIMEOUT_S)
            raise OSError(f"cannot listen on {self.host}:{self.port}: {got}") from got
        return got

    async def _listen(self, ready: queue.Queue[tuple[str, int] | BaseException]) -> None:
        self._stopping = asyncio.get_running_loop().create_future()
        try:
            server = await serve(self._serve, self.host, self.port, max_size=MAX_MESSAGE_BYTES,
                                 compression=None, process_request=self._admit_request,
                                 open_timeout=self.hello_timeout_s, max_queue=8, ssl=self.tls)
        except OSError as exc:
            ready.put(exc)
            return
        address = next(iter(server.sockets)).getsockname()
        ready.put((str(address[0]), int(address[1])))
        async with server:
            await self._stopping

    def _admit_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """Turn a connection away before its handshake when the table has all it can take."""
        if len(self._out) >= self.max_connections:
            return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "The table is full.\n")
        return None

    async def _serve(self, ws: ServerConnection) -> None:
        if len(self._out) >= self.max_connections:  # two handshakes raced for the last place
            await ws.close(POLICY, "the table is full")
            return
        conn = next(self._ids)
        out: asyncio.Queue[str | Closed] = asyncio.Queue()
        self._out[conn] = out
        writer = asyncio.create_task(self._write(ws, out))
        timer = asyncio.get_running_loop().call_later(self.hello_timeout_s, self._silent, conn)
        bucket = Bucket(*self.rate)
        cut = False  # closing: what still comes is read (the closing handshake is in it) and dropped
        try:
            async for text in ws:
                if cut:
                    continue
                if not bucket.take():
                    self._close(conn, "too many messages")
                    cut = True
                    continue
                if not isinstance(text, str):
                    out.put_nowait(encode(Refused(reason="messages are sent as text")))
                    continue
                self.inbox.put((conn, text))
        except ConnectionClosed:
            pass
        finally:
            timer.cancel()
            self._out.pop(conn, None)
            self._admitted.discard(conn)
            self.inbox.put((conn, None))
            out.put_nowait(Closed("closed"))  # the writer sends what is queued, then ends
            await writer

    async def _write(self, ws: ServerConnection, out: asyncio.Queue[str | Closed]) -> None:
        """Send what is queued for one connection, in order; a Closed closes it after the rest."""
        try:
            while True:
                item = await out.get()
                if isinstance(item, Closed):
                    await ws.close(POLICY if item.reason != "bye" else 1000, item.reason[:120])
                    return
                await ws.send(item)
        except ConnectionClosed:
            pass

    def _silent(self, conn: int) -> None:
        if conn not in self._admitted:
            self._close(conn, "no hello in time")

    def _put(self, conn: int, item: str | Closed) -> None:
        out = self._out.get(conn)
        if out is None:
            return
        if out.qsize() >= MAX_PENDING and not isinstance(item, Closed):
            item = Closed("too slow to read the game")
        out.put_nowait(item)

    def _close(self, conn: int, reason: str) -> None:
        self._put(conn, Closed(reason))

    def send(self, conn: int, text: str) -> None:
        self._thread.call(self._put, conn, text)

    def close(self, conn: int, reason: str) -> None:
        self._thread.call(self._close, conn, reason)

    def admit(self, conn: int) -> None:
        self._thread.call(self._admitted.add, conn)

    async def _flush(self, timeout: float) -> None:
        """Wait until what was queued for every connection is sent (``timeout`` at most)."""
        deadline = time.monotonic() + timeout
        while any(not q.empty() for q in self._out.values()) and time.monotonic() < deadline:
            await asyncio.sleep(0.01)

    def stop(self) -> None:
        """Stop listening and close every connection (waits a few seconds at most)."""
        stopping = self._stopping
        if stopping is not None and self._thread.thread.is_alive():
            _wait(self._thread.run(self._flush(FLUSH_S)), FLUSH_S + 1)
            self._thread.call(_settle, stopping)
        _wait(self._listening, START_TIMEOUT_S)
        self._thread.stop(START_TIMEOUT_S)


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


class Connection:
    """A client's connection to a host: messages in through :attr:`inbox`, out by :meth:`send`.

    ``keep_heard``: keep every text received, as it came (:attr:`heard`).
    """

    def __init__(self, url: str, *, keep_heard: bool = False,
                 tls: ssl.SSLContext | None = None) -> None:
        """``tls``: for a ``wss://`` host whose certificate the system does not know, a context
        that trusts it (:func:`client_tls`); the system's own otherwise."""
        self.url = url
        self.tls = tls
        self.inbox: queue.Queue[AnyMessage | Closed] = queue.Queue()
        self.heard: list[str] | None = [] if keep_heard else None
        self._thread = _LoopThread("net-client")
        self._out: asyncio.Queue[str | Closed] | None = None
        self._ws: ClientConnection | None = None
        self._running: concurrent.futures.Future[None] | None = None

    def start(self, timeout: float = START_TIMEOUT_S) -> None:
        """Connect; raises OSError when the host cannot be reached in ``timeout`` seconds."""
        ready: queue.Queue[BaseException | None] = queue.Queue()
        self._thread.start()
        self._running = self._thread.run(self._run(ready, timeout))
        try:
            problem = ready.get(timeout=timeout + 1)
        except queue.Empty:
            problem = TimeoutError("no answer")
        if problem is not None:
            self._thread.stop(START_TIMEOUT_S)
            raise OSError(f"cannot reach {self.url}: {problem}") from problem

    async def _run(self, ready: queue.Queue[BaseException | None], timeout: float) -> None:
        try:
            trust: dict[str, Any] = {} if self.tls is None else {"ssl": self.tls}  # else, for
            # wss://, the system's certificates
            ws = await connect(self.url, max_size=MAX_MESSAGE_BYTES, compression=None,
                               open_timeout=timeout, proxy=None, **trust)
        except Exception as exc:  # unreachable, too slow, or refused (a full table answers 503)
            ready.put(exc)
            return
        self._ws = ws
        self._out = asyncio.Queue()
        ready.put(None)
        writer = asyncio.create_task(self._write(ws, self._out))
        reason = "closed"
        try:
            async for text in ws:
                if self.heard is not None:
                    self.heard.append(text if isinstance(text, str) else repr(text))
                try:
                    self.inbox.put(parse(text))
                except BadMessage:  # not this protocol: skipped, but for a refusal of a host
                    refused = other_version_refusal(text)  # of another version (it says why)
                    if refused is not None:
                        self.inbox.put(refused)
        except ConnectionClosed:
            pass
        finally:
            reason = ws.close_reason or reason
            writer.cancel()
            self.inbox.put(Closed(reason))

    async def _write(self, ws: ClientConnection, out: asyncio.Queue[str | Closed]) -> None:
        try:
            while True:
                item = await out.get()
                if isinstance(item, Closed):
                    await ws.close(1000, item.reason)
                    return
                await ws.send(item)
        except ConnectionClosed:
            pass

    def _put(self, item: str | Closed) -> None:
        if self._out is not None:
            self._out.put_nowait(item)

    def send(self, message: Message) -> None:
        """Queue a message for the host (never blocks)."""
        self.send_text(encode(message))

    def send_text(self, text: str) -> None:
        """Queue a text as it is (tests send what no client should)."""
        self._thread.call(self._put, text)

    def close(self) -> None:
        """Say goodbye and close (waits a few seconds at most)."""
        self._thread.call(self._put, Closed("bye"))
        _wait(self._running, START_TIMEOUT_S)
        self._thread.stop(START_TIMEOUT_S)

    def drop(self) -> None:
        """Cut the connection without a goodbye, as a network that fails does."""
        ws = self._ws
        if ws is not None:
            self._thread.call(ws.transport.abort)
        _wait(self._running, START_TIMEOUT_S)
        self._thread.stop(START_TIMEOUT_S)

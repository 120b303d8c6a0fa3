"""What the network tests share: a short game, the shipped edition, a person's client."""

from __future__ import annotations

import json
import os
import queue
import ssl
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from pydantic import JsonValue

from game.ai import GreedyController
from game.engine import (AcceptTrade, Action, DeclineBuy, EditionSpec, Game, ProposeTrade,
                         RuleSet, TradeOffer, classic_edition)
from game.net.follower import Follower
from game.net.protocol import (MAX_MESSAGE_BYTES, ActionMessage, AnyMessage, Hello, Refused,
                               Welcome, encode)
from game.net.transport import RATE_BURST, RATE_PER_S, Bucket, Closed, Connection

SEATS = ["remote", "remote", "medium", "easy"]
WAIT_S = 10.0  # the longest any one wait in these tests may take


def short_game(seed: int = 11, rounds: int = 8) -> Game:
    """Four players, three free deeds each, ended by valuation after a few rounds."""
    return Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed,
                    rules=RuleSet.from_preset("modern-short", time_limit_rounds=rounds))


def editions(edition_id: str) -> EditionSpec | None:
    return classic_edition() if edition_id == "classic" else None


class Person:
    """A person at a client, who plays as the greedy baseline decides on the client's copy."""

    def __init__(self) -> None:
        self.brain = GreedyController()
        self.asked = -1  # the event number he last answered at

    def move(self, f: Follower) -> ActionMessage | None:
        """His action when the game waits for him (once per position), else None."""
        g = f.game
        if f.seat is None or f.drifted or g.over or g.to_move != f.seat or self.asked == f.number:
            return None
        action = self.choose(g, f.seat)
        if action is None:
            return None
        self.asked = f.number
        return f.propose(action)

    def choose(self, g: Game, p: int) -> Action | None:
        return self.brain.decide(g, p)


class Trader(Person):
    """A person who offers the other person one of his deeds for one of theirs once, takes
    what the other person offers him, and lets the first deed he could buy go to auction."""

    def __init__(self, other: int) -> None:
        super().__init__()
        self.other = other
        self.offered = self.declined = False

    def choose(self, g: Game, p: int) -> Action | None:
        legal = g.legal_actions(p)
        for a in legal:
            if isinstance(a, AcceptTrade):
                return a
            if isinstance(a, DeclineBuy) and not self.declined:
                self.declined = True
                return a
        mine = [s for s, owner in enumerate(g.owner) if owner == p]
        theirs = [s for s, owner in enumerate(g.owner) if owner == self.other]
        if not self.offered and mine and theirs:
            offer = ProposeTrade(p, TradeOffer(p, self.other, give=(mine[0],), take=(theirs[0],)))
            if g.why_illegal(offer) is None:
                self.offered = True
                return offer
        return super().choose(g, p)


def next_of(c: Connection, kind: type[AnyMessage] | type[Closed], follower: Follower | None = None,
          timeout: float = WAIT_S) -> AnyMessage | Closed:
    """The next message of this kind; the events before it go to ``follower``, if given."""
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        assert left > 0, f"no {kind.__name__} in time"
        try:
            m = c.inbox.get(timeout=left)
        except queue.Empty:
            continue
        if isinstance(m, kind):
            return m
        assert not isinstance(m, Closed), m
        if follower is not None:
            follower.take(m)


def join(url: str, code: str, seat: int | None, token: str | None = None,
          keep: bool = False, tls: ssl.SSLContext | None = None,
          name: str | None = None) -> tuple[Connection, Welcome]:
    c = Connection(url, keep_heard=keep, tls=tls)
    c.start()
    c.send(Hello(code=code, seat=seat, token=token, name=name))
    w = next_of(c, Welcome)
    assert isinstance(w, Welcome)
    return c, w


def pace() -> Bucket:
    """How fast a person's client sends: never faster than the host lets a connection send
    (three quarters of RATE_PER_S, half of RATE_BURST at once), as nobody at a screen does;
    a person played by the machine would otherwise send as fast as the game moves."""
    return Bucket(0.75 * RATE_PER_S, RATE_BURST // 2)


def play_out(clients: list[tuple[Connection, Follower, Person]], until: float,
             done: Callable[[], bool] | None = None) -> None:
    """Run the people's clients, each at a person's pace (see pace), until the game is over
    for all of them (or ``done()``); a client that drifted (it missed events) asks for a
    snapshot."""
    paces = [pace() for _ in clients]
    while time.monotonic() < until:
        if all(f.game.over for _, f, _ in clients) or (done is not None and done()):
            return
        for (c, f, person), bucket in zip(clients, paces):
            try:
                m = c.inbox.get(timeout=0.002)
            except queue.Empty:
                m = None
            assert not isinstance(m, Closed), m
            if m is not None:
                f.take(m)
            if bucket.room() < 2:  # a snapshot asked for and a move, at most, go at once
                continue
            for message in (f.sync(), person.move(f)):
                if message is not None and bucket.take():
                    c.send(message)
    raise AssertionError("the game did not end (or get there) in time")


ROOT = Path(__file__).resolve().parents[2]


class Hosted:
    """A running server: its table code, its address, and what it printed."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process
        self.lines: queue.Queue[str] = queue.Queue()
        assert process.stdout is not None
        out = process.stdout

        def read() -> None:
            for line in out:
                self.lines.put(line)

        self.reader = threading.Thread(target=read, daemon=True)
        self.reader.start()
        self.code = self.line().removeprefix("table code: ")
        listening = self.line().removeprefix("listening on ")
        scheme = "wss" if listening.endswith("(TLS: wss://)") else "ws"
        self.url = f"{scheme}://{listening.split()[0]}"

    def line(self) -> str:
        return self.lines.get(timeout=WAIT_S).rstrip("\n")

    def ended(self) -> int:
        """The exit status, once it has stopped on its own, having complained of nothing."""
        status = self.process.wait(timeout=WAIT_S)
        assert self.process.stderr is not None
        complaints = self.process.stderr.read()
        assert "Traceback" not in complaints and "warning" not in complaints, complaints
        return status


@contextmanager
def hosted(*args: str) -> Iterator[Hosted]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    with subprocess.Popen([sys.executable, "-m", "game.server", "--port", "0", *args],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                          cwd=ROOT) as process:
        h: Hosted | None = None
        try:
            h = Hosted(process)
            yield h
        finally:
            if process.poll() is None:
                process.kill()
            process.wait(timeout=WAIT_S)
            if h is not None:
                h.reader.join(WAIT_S)


def refused(c: Connection, text: str) -> str:
    """Why the host refuses ``text``."""
    c.send_text(text)
    m = next_of(c, Refused)
    assert isinstance(m, Refused)
    return m.reason


def closed(c: Connection) -> str:
    """Why the host closed the connection."""
    m = next_of(c, Closed)
    assert isinstance(m, Closed)
    return m.reason


def assault(url: str, code: str, ann: Connection, w0: Welcome, w1: Welcome,
            others: list[Connection], silent: bool) -> None:
    """What hostile clients send a table whose seats 0 and 1 are Ann's (``ann``) and Bob's,
    each refused with its reason or cut off; ``silent``: one that never says hello too (the
    host waits for it as long as its hello timeout). Ann's client sends sequence numbers 1 to
    3; ``others`` gets the strangers' connections, to close."""

    def stranger() -> Connection:
        c = Connection(url)
        c.start()
        others.append(c)
        return c

    t0, t1 = w0.token, w1.token
    assert t0 is not None and t1 is not None
    rude = stranger()
    assert refused(rude, "{not json") == "not JSON"
    assert "does not match" in refused(rude, '{"version": 2, "kind": "launch"}')
    assert "hello first" in refused(rude, encode(ActionMessage(
        seat=0, token=t0, seq=1, action={"type": "Roll", "player": 0})))
    assert "no table" in refused(stranger(), encode(Hello(code="ZZZZZZ", seat=0)))
    thief = stranger()
    assert "token" in refused(thief, encode(Hello(code=code, seat=0, token="guess")))
    assert "token" in closed(thief)
    big = stranger()
    big.send_text(json.dumps({"version": 2, "kind": "bye", "reason": "x" * MAX_MESSAGE_BYTES}))
    assert closed(big)  # the frame is over the cap: the socket is closed at once
    flood = stranger()
    for _ in range(300):
        flood.send_text(encode(Hello(code=code, seat=None)))
    assert closed(flood) == "too many messages"
    if silent:
        assert closed(stranger()) == "no hello in time"
    roll0: dict[str, JsonValue] = {"type": "Roll", "player": 0}
    assert "not seat 1" in refused(ann, encode(ActionMessage(
        seat=1, token=t1, seq=1, action={"type": "Roll", "player": 1})))
    assert "token" in refused(ann, encode(ActionMessage(
        seat=0, token=t1, seq=2, action=roll0)))
    refused(ann, encode(ActionMessage(seat=0, token=t0, seq=3,
                                      action={"type": "Bid", "player": 0, "amount": -5})))
    assert "used already" in refused(ann, encode(ActionMessage(
        seat=0, token=t0, seq=3, action=roll0)))

"""What the network tests share: a short game, the shipped edition, a person's client."""

from __future__ import annotations

import queue
import ssl
import time
from collections.abc import Callable

from game.ai import GreedyController
from game.engine import EditionSpec, Game, RuleSet, classic_edition
from game.net.follower import Follower
from game.net.protocol import ActionMessage, AnyMessage, Hello, Welcome
from game.net.transport import Closed, Connection

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
        action = self.brain.decide(g, f.seat)
        if action is None:
            return None
        self.asked = f.number
        return f.propose(action)


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


def play_out(clients: list[tuple[Connection, Follower, Person]], until: float,
             done: Callable[[], bool] | None = None) -> None:
    """Run the people's clients until the game is over for all of them (or ``done()``); a
    client that drifted (it missed events) asks for a snapshot."""
    while time.monotonic() < until:
        if all(f.game.over for _, f, _ in clients) or (done is not None and done()):
            return
        for c, f, person in clients:
            try:
                m = c.inbox.get(timeout=0.002)
            except queue.Empty:
                m = None
            assert not isinstance(m, Closed), m
            if m is not None:
                f.take(m)
            for message in (f.sync(), person.move(f)):
                if message is not None:
                    c.send(message)
    raise AssertionError("the game did not end (or get there) in time")

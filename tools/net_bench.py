"""The network benchmark of ``tools/bench.py --only net``: a host with eight seats in a process
of its own, seven joined clients over real sockets on 127.0.0.1 and one computer seat, games
played to their end. It reports the time from a client's action to its event on the other
clients, the messages the clients take in a second, and the host's memory game after game.

The clients are people as the greedy baseline plays, each on a connection of its own (the
transport's thread), read by one loop in this process; an event's time is when that loop takes
it from a client's inbox, so the figure holds the loop's own turn (well under a millisecond).
"""

from __future__ import annotations

import multiprocessing
import queue
import statistics
import threading
import time
from multiprocessing.connection import Connection as Pipe
from pathlib import Path

from game.ai import GreedyController
from game.engine import EditionSpec, Game, RuleSet, classic_edition
from game.net.follower import Follower
from game.net.host import Host
from game.net.protocol import AnyMessage, EventMessage, Hello, Welcome
from game.net.transport import Closed, Connection, Server

SEATS = ["remote"] * 7 + ["medium"]
ROUNDS = 6  # each game ends by valuation after this many rounds
WAIT_S = 60.0  # the longest one game may take before the bench gives up


def _editions(edition_id: str) -> EditionSpec | None:
    return classic_edition() if edition_id == "classic" else None


def _resident_mb() -> float:
    import resource

    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * resource.getpagesize() / 2**20


def _host(games: int, pipe: Pipe) -> None:
    """The host's process: one table after another on a fresh port; after each game its
    resident memory goes back up the pipe."""
    for n in range(games):
        game = Game.new([f"P{i + 1}" for i in range(8)], seed=100 + n,
                        rules=RuleSet.from_preset("modern-short", time_limit_rounds=ROUNDS))
        server = Server("127.0.0.1", 0)
        address, port = server.start()
        host = Host(game, SEATS, server, seed=n)
        pipe.send((f"ws://{address}:{port}", host.code))
        stop = threading.Event()
        thread = threading.Thread(target=host.run, args=(server.inbox, stop), daemon=True)
        thread.start()
        thread.join(WAIT_S)
        stop.set()
        thread.join(5)
        time.sleep(0.2)  # the last events on their way out before the sockets close
        server.stop()
        pipe.send(_resident_mb())


def _game(url: str, code: str, latencies: list[float]) -> tuple[int, float]:
    """Seven clients play one game to its end; the messages they took in and the seconds."""
    clients: list[tuple[Connection, Follower]] = []
    for seat in range(7):
        c = Connection(url)
        c.start()
        c.send(Hello(code=code, seat=seat))
        while True:
            first = c.inbox.get(timeout=WAIT_S)
            if isinstance(first, Welcome):
                clients.append((c, Follower(first, _editions)))
                break
    brain = GreedyController()
    sent: dict[int, tuple[int, float]] = {}  # event number -> (seat, when its action was sent)
    asked = [-1] * 7
    taken = 0
    start = time.perf_counter()
    ends = time.monotonic() + WAIT_S
    while not all(f.game.over for _, f in clients):
        if time.monotonic() > ends:
            raise RuntimeError("a networked game did not end in time")
        idle = True
        for seat, (c, f) in enumerate(clients):
            m: AnyMessage | Closed | None
            try:
                m = c.inbox.get_nowait()
            except queue.Empty:
                m = None
            if isinstance(m, Closed):
                raise RuntimeError(f"a client lost the host: {m.reason}")
            if m is not None:
                idle = False
                taken += 1
                now = time.perf_counter()
                if isinstance(m, EventMessage) and m.number in sent:
                    mover, at = sent[m.number]
                    if mover != seat:
                        latencies.append(now - at)
                f.take(m)
            sync = f.sync()
            if sync is not None:
                c.send(sync)
            g = f.game
            if not g.over and g.to_move == seat and asked[seat] != f.number and not f.drifted:
                action = brain.decide(g, seat)
                if action is not None:
                    asked[seat] = f.number
                    sent[f.number + 1] = (seat, time.perf_counter())
                    c.send(f.propose(action))
                    idle = False
        if idle:
            time.sleep(0.0002)
    seconds = time.perf_counter() - start
    for c, _ in clients:
        c.close()
    return taken, seconds


def bench_net(quick: bool) -> None:
    games = 10 if quick else 100
    print(f"net: {games} games of 7 joined clients and 1 medium seat, 8 seats, over WebSockets "
          f"on 127.0.0.1, {ROUNDS} rounds each; the host in a process of its own")
    ours, theirs = multiprocessing.Pipe()
    host = multiprocessing.get_context("spawn").Process(target=_host, args=(games, theirs),
                                                        daemon=True)
    host.start()
    latencies: list[float] = []
    memory: list[float] = []
    messages = 0
    seconds = 0.0
    try:
        for _ in range(games):
            if not ours.poll(WAIT_S):
                raise RuntimeError("the host did not open a table")
            url, code = ours.recv()
            taken, took = _game(url, code, latencies)
            messages += taken
            seconds += took
            if not ours.poll(WAIT_S):
                raise RuntimeError("the host did not finish its game")
            memory.append(ours.recv())
    finally:
        host.join(10)
        if host.is_alive():
            host.terminate()
    ordered = sorted(latencies)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"  a client's action to its event on the other clients: median "
          f"{statistics.median(ordered) * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms, max "
          f"{ordered[-1] * 1000:.2f} ms ({len(ordered):,} deliveries)")
    print(f"  messages the clients took in: {messages / seconds:,.0f} a second "
          f"({messages:,} in {seconds:.1f} s of play)")
    tenth = max(1, len(memory) // 10)
    print(f"  the host's resident memory after game 1: {memory[0]:.1f} MB, after game "
          f"{tenth}: {memory[tenth - 1]:.1f} MB, after game {len(memory)}: {memory[-1]:.1f} MB "
          f"(growth over the last {len(memory) - tenth} games: "
          f"{memory[-1] - memory[tenth - 1]:+.1f} MB)")

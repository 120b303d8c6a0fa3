"""Real sockets on 127.0.0.1: a host and its clients, friendly and hostile, in one test each."""

from __future__ import annotations

import json
import queue
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from game.client.online.address import Where
from game.client.online.joining import JoinError, join_table
from game.engine import AcceptTrade, Bid, DeclineBuy, Game, PassBid, ProposeTrade
from game.net.follower import Follower
from game.net.host import Host
from game.net.protocol import ActionMessage, EventMessage, Hello, SeatStatus, Welcome, encode
from game.net.public import digest
from game.net.transport import Closed, Connection, Server

from .tables import (SEATS, WAIT_S, Person, Trader, assault, editions, join, next_of,
                     play_out, refused, short_game)


@dataclass
class Table:
    host: Host
    server: Server
    url: str
    stop: threading.Event
    thread: threading.Thread
    secrets: list[str] = field(default_factory=list)  # what no client may ever hear


def _secrets(g: Game) -> list[str]:
    """The generator's state (decimal and hex) and each deck's real order, as JSON would hold it."""
    orders = [[g.board.cards[d][i].id for i in order] for d, order in g.decks.items()]
    return [str(g.rng.state), f"{g.rng.state:x}"] + [
        json.dumps(o, separators=(",", ":")) for o in orders if o != sorted(o)]


def _open(game: Game, grace_s: float = 60.0, **server_kw: object) -> Iterator[Table]:
    server = Server("127.0.0.1", 0, **server_kw)  # type: ignore[arg-type]
    address, port = server.start()
    kept = _secrets(game)
    host = Host(game, SEATS, server, seed=3, grace_s=grace_s,
                watch=lambda g, a, e: kept.extend(_secrets(g)))
    stop = threading.Event()
    thread = threading.Thread(target=host.run, args=(server.inbox, stop), daemon=True)
    thread.start()
    table = Table(host, server, f"ws://{address}:{port}", stop, thread, kept)
    try:
        yield table
    finally:
        stop.set()
        thread.join(WAIT_S)
        server.stop()
        assert not thread.is_alive()


SEED = 9_876_543_210_123  # a seed whose digits no message could hold by chance


@pytest.fixture
def table() -> Iterator[Table]:
    yield from _open(short_game(seed=SEED))


def test_two_people_and_two_computers_play_over_sockets_and_agree(table: Table) -> None:
    code = table.host.code
    ann, w0 = join(table.url, code, 0, keep=True)
    bob, w1 = join(table.url, code, 1)
    spy, ws = join(table.url, code, None, keep=True)
    try:
        clients = [(ann, Follower(w0, editions), Person()), (bob, Follower(w1, editions), Person())]
        play_out(clients, time.monotonic() + 20)
        watcher = Follower(ws, editions)
        while watcher.number < table.host.number:
            m = next_of(spy, EventMessage)
            assert isinstance(m, EventMessage)
            watcher.take_event(m)
        g = table.host.game
        assert g.over
        for f in [watcher] + [f for _, f, _ in clients]:
            assert not f.drifted and digest(f.game) == digest(g)
        assert {a.player for a in g.actions_played()} >= {0, 1, 2, 3}
        # Nothing a person or a spectator heard gives away the seed, the generator's state or
        # the order of the cards still to be drawn.
        texts = (ann.heard or []) + (spy.heard or [])
        heard = "\n".join(texts)
        assert '"kind":"welcome"' in heard and '"kind":"event"' in heard and '"cards":[[' in heard
        for secret in [str(SEED)] + table.secrets:
            assert secret not in heard
        for text in texts:
            for deck in json.loads(text).get("state", {}).get("decks", {}).values():
                assert deck == sorted(deck)
        assert '"rng"' not in heard and '"forced"' not in heard and '"history"' not in heard
    finally:
        for c in (ann, bob, spy):
            c.close()


def _both(url: str, code: str) -> tuple[Connection, Welcome, Connection, Welcome]:
    """Ann sat in seat 0 and Bob in seat 1."""
    ann, w0 = join(url, code, 0)
    bob, w1 = join(url, code, 1)
    return ann, w0, bob, w1


def test_the_two_people_trade_with_each_other_and_bid_in_an_auction_over_sockets(
        table: Table) -> None:
    """Each person offers the other a deed for a deed and takes the other's offer; each lets a
    deed go to auction, where everyone bids or passes: all three copies end as the host's."""
    code = table.host.code
    ann, w0, bob, w1 = _both(table.url, code)
    try:
        clients: list[tuple[Connection, Follower, Person]] = [
            (ann, Follower(w0, editions), Trader(1)), (bob, Follower(w1, editions), Trader(0))]
        play_out(clients, time.monotonic() + 20)
        g = table.host.game
        assert g.over and all(digest(f.game) == digest(g) for _, f, _ in clients)
        played = g.actions_played()
        accepted = [(prev.offer.proposer, a.player) for prev, a in zip(played, played[1:])
                    if isinstance(a, AcceptTrade) and isinstance(prev, ProposeTrade)]
        assert (0, 1) in accepted and (1, 0) in accepted  # both ways between the two people
        bidders = {a.player for a in played if isinstance(a, (Bid, PassBid))}
        assert {0, 1} <= bidders and any(isinstance(a, DeclineBuy) for a in played)
    finally:
        for c in (ann, bob):
            c.close()


def test_hostile_clients_are_refused_or_cut_off_and_the_game_goes_on() -> None:
    for t in _open(short_game(seed=8), hello_timeout_s=0.5):
        code = t.host.code
        ann, w0, bob, w1 = _both(t.url, code)
        assert w0.token and w1.token
        others: list[Connection] = []
        try:
            assault(t.url, code, ann, w0, w1, others, silent=True)
            assert refused(ann, encode(ActionMessage(
                seat=0, token=w0.token, seq=4, action={"type": "EndTurn", "player": 0}))
                           ) == "roll the dice first"
            assert t.thread.is_alive()
            assert not any(a.player in (0, 1) for a in t.host.game.actions_played())
            # The people still play, to the end, and agree with the host.
            f0, f1 = Follower(w0, editions), Follower(w1, editions)
            f0.seq = 4  # the last Ann's client sent
            play_out([(ann, f0, Person()), (bob, f1, Person())], time.monotonic() + 20)
            assert digest(f0.game) == digest(f1.game) == digest(t.host.game)
            assert {0, 1} <= {a.player for a in t.host.game.actions_played()}
        finally:
            for c in [ann, bob] + others:
                c.close()


def test_a_full_table_turns_more_connections_away_and_silent_ones_are_closed() -> None:
    for t in _open(short_game(seed=8), max_connections=2, hello_timeout_s=0.5):
        first, second = Connection(t.url), Connection(t.url)
        first.start()
        second.start()
        try:
            with pytest.raises(OSError, match="503"):
                Connection(t.url).start(timeout=3)
            assert next_of(first, Closed) == next_of(second, Closed) == Closed("no hello in time")
            again, w = join(t.url, t.host.code, None)
            assert w.seat is None
            again.close()
        finally:
            first.close()
            second.close()


def test_a_person_cut_off_gets_the_seat_back_with_the_token() -> None:
    for t in _open(short_game(seed=8), grace_s=0.3):
        code = t.host.code
        ann, w0, bob, w1 = _both(t.url, code)
        f1 = Follower(w1, editions)
        assert w0.token is not None
        try:
            ann.drop()
            lost = SeatStatus(seat=0, status="lost", seconds_left=0.3)
            assert next_of(bob, SeatStatus, f1) == lost
            assert next_of(bob, SeatStatus, f1) == SeatStatus(seat=0, status="computer")
            # Someone without the token cannot have the seat; she can, with it.
            thief = Connection(t.url)
            thief.start()
            assert "token" in refused(thief, encode(Hello(code=code, seat=0)))
            thief.close()
            ann, back = join(t.url, code, 0, token=w0.token)
            assert back.seat == 0 and back.token is None
            assert next_of(bob, SeatStatus, f1) == SeatStatus(seat=0, status="back")
            f0 = Follower(back, editions, token=w0.token)
            play_out([(ann, f0, Person()), (bob, f1, Person())], time.monotonic() + 20)
            assert digest(f0.game) == digest(f1.game) == digest(t.host.game)
            assert any(a.player == 0 for a in t.host.game.actions_played())
        finally:
            ann.close()
            bob.close()


def test_a_host_of_another_version_is_named_as_such_when_joining() -> None:
    server = Server("127.0.0.1", 0)
    address, port = server.start()
    stop = threading.Event()

    def older_host() -> None:  # answers every hello as a host of version 1 does
        while not stop.is_set():
            try:
                conn, text = server.inbox.get(timeout=0.05)
            except queue.Empty:
                continue
            if text is not None:
                server.send(conn, '{"version": 1, "kind": "refused", "reason": '
                                  '"this host speaks protocol version 1, not 2"}')

    thread = threading.Thread(target=older_host, daemon=True)
    thread.start()
    try:
        with pytest.raises(JoinError, match="This host speaks protocol version 1, not 2"):
            join_table(Where(address, port, "ABCDEF"), None, timeout=3)
    finally:
        stop.set()
        thread.join(WAIT_S)
        server.stop()

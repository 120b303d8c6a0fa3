"""The network's faults over real sockets on 127.0.0.1: a client cut off in the middle of an
auction, and a host killed outright and started again from its save."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from game.client.store.saved_games import read_table
from game.engine import Bid, DeclineBuy, Game, Roll, RuleSet
from game.engine.decisions import Auction
from game.net.follower import Follower
from game.net.host import Host
from game.net.protocol import EventMessage, SeatStatus
from game.net.public import digest
from game.net.transport import Closed, Connection, Server

from .tables import WAIT_S, Person, editions, hosted, join, next_of, play_out


@contextmanager
def serving(host: Host, server: Server) -> Iterator[None]:
    stop = threading.Event()
    thread = threading.Thread(target=host.run, args=(server.inbox, stop), daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join(WAIT_S)
        server.stop()
        assert not thread.is_alive()


def follow(c: Connection, f: Follower, done: Callable[[], bool]) -> None:
    """Take in what the host sends until ``done()``."""
    deadline = time.monotonic() + WAIT_S
    while not done():
        assert time.monotonic() < deadline, "never got there"
        m = next_of(c, EventMessage, timeout=deadline - time.monotonic())
        assert isinstance(m, EventMessage)
        f.take(m)


def test_a_person_cut_off_in_an_auction_takes_his_seat_back_and_bids() -> None:
    game = Game.new(["Ann", "Bob"], seed=4, rules=RuleSet.from_preset("classic"))
    lander = game.current
    bidder = 1 - lander  # bids first once the lander declines
    game.force_dice((1, 2))  # to a lot no one owns
    server = Server("127.0.0.1", 0)
    address, port = server.start()
    url = f"ws://{address}:{port}"
    host = Host(game, ["remote", "remote"], server, seed=2, grace_s=30.0)
    with serving(host, server):
        conns, welcomes = zip(*(join(url, host.code, p) for p in range(2)))
        clients = [Follower(w, editions) for w in welcomes]
        mover, mine = conns[lander], clients[lander]
        for action in (Roll(lander), DeclineBuy(lander)):
            mover.send(mine.propose(action))
            follow(mover, mine, lambda: mine.game.actions_played()[-1:] == [action])
        assert isinstance(mine.game.pending, Auction)
        token = welcomes[bidder].token
        conns[bidder].drop()  # cut in the middle of the auction, his bid due
        lost = next_of(mover, SeatStatus)
        assert isinstance(lost, SeatStatus) and lost.status == "lost" and lost.seat == bidder
        again, back = join(url, host.code, bidder, token)
        assert back.seat == bidder and back.token is None  # his seat, from his token
        f = Follower(back, editions, token)
        auction = f.game.pending
        assert isinstance(auction, Auction) and auction.player == bidder
        assert f.game.why_illegal(Bid(bidder, auction.opening)) is None  # his bid possible
        assert digest(f.game) == back.digest == digest(host.game) == digest(mine.game)
        again.send(f.propose(Bid(bidder, auction.opening)))
        follow(again, f, lambda: bool(f.game.actions_played())
               and f.game.actions_played()[-1] == Bid(bidder, auction.opening))
        assert not f.drifted and digest(f.game) == digest(host.game)
        for c in (again, mover):
            c.close()


def test_a_host_killed_and_continued_takes_both_people_back_where_it_last_saved(
        tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    with hosted("--seats", "remote,remote", "--seed", "3", "--grace", "30",
                "--save", str(save)) as h:
        ann, w0 = join(h.url, h.code, 0, name="Ann")
        bob, w1 = join(h.url, h.code, 1, name="Bob")
        code = h.code
        fa, fb = Follower(w0, editions), Follower(w1, editions)
        played = [(ann, fa, Person()), (bob, fb, Person())]
        play_out(played, time.monotonic() + WAIT_S, lambda: fa.number >= 12 and fb.number == fa.number)
        h.process.send_signal(signal.SIGKILL)
        h.process.wait(WAIT_S)
        for c, f in ((ann, fa), (bob, fb)):
            gone = next_of(c, Closed, f)
            assert isinstance(gone, Closed)  # each says the host is gone ...
            c.drop()
        assert min(fa.number, fb.number) >= 12  # ... and keeps its game as it heard it
    saved = read_table(save)  # the last autosave, a turn's start
    assert not saved.game.over and saved.game.names == ["Ann", "Bob"]
    assert saved.game.actions_played()  # saved mid-game, not at its start
    with hosted("--continue", "--save", str(save)) as h:
        assert h.code == code
        ann, a = join(h.url, code, 0, w0.token)
        bob, b = join(h.url, code, 1, w1.token)
        assert a.digest == b.digest == digest(saved.game)
        assert a.number == b.number == len(saved.game.actions_played())
        fa, fb = Follower(a, editions, w0.token), Follower(b, editions, w1.token)
        assert fa.game.names == ["Ann", "Bob"]
        start = fa.number
        play_out([(ann, fa, Person()), (bob, fb, Person())], time.monotonic() + WAIT_S,
                 lambda: fa.number >= start + 10 and fb.number == fa.number)
        assert not fa.drifted and not fb.drifted and digest(fa.game) == digest(fb.game)
        for c in (ann, bob):
            c.close()
        h.process.send_signal(signal.SIGTERM)
        assert h.ended() == 0

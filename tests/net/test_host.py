"""The host in one process: who may sit, what is played, what every client hears."""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, JsonValue

from game.engine import Action, EndTurn, Game, Roll
from game.net.follower import Follower
from game.net.host import Guarded, Host, Link
from game.net.protocol import (ActionMessage, AnyMessage, EventMessage, Hello, Refused,
                               SeatStatus, Snapshot, Sync, Welcome, encode, parse)
from game.net.public import digest

from .tables import SEATS, Person, editions, short_game


class Wire(Link):
    """The host's link, kept in memory: what each connection was sent, and which closed."""

    def __init__(self) -> None:
        self.sent: dict[int, list[str]] = {}
        self.closed: dict[int, str] = {}
        self.admitted: set[int] = set()

    def send(self, conn: int, text: str) -> None:
        self.sent.setdefault(conn, []).append(text)

    def close(self, conn: int, reason: str) -> None:
        self.closed[conn] = reason

    def admit(self, conn: int) -> None:
        self.admitted.add(conn)

    def take(self, conn: int) -> list[AnyMessage]:
        return [parse(t) for t in self.sent.pop(conn, [])]


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _host(seed: int = 11, **kw: object) -> tuple[Host, Wire]:
    wire = Wire()
    return Host(short_game(seed), SEATS, wire, seed=seed, **kw), wire  # type: ignore[arg-type]


def _sit(host: Host, wire: Wire, conn: int, seat: int | None, token: str | None = None) -> Welcome:
    host.receive(conn, encode(Hello(code=host.code, seat=seat, token=token)))
    welcome = wire.take(conn)[0]
    assert isinstance(welcome, Welcome), welcome
    return welcome


def _serve(host: Host, wire: Wire, clients: dict[int, tuple[Follower, Person]],
           steps: int = 20_000) -> None:
    """Run host and clients in turn until the game is over."""
    for _ in range(steps):
        if host.over:
            break
        host.tick()
        host.advance()
        for conn, (f, person) in clients.items():
            for m in wire.take(conn):
                f.take(m)
                assert not f.drifted
            sent = person.move(f)
            if sent is not None:
                host.receive(conn, encode(sent))
    assert host.over


def test_two_people_and_two_computers_play_to_the_end_with_one_state() -> None:
    host, wire = _host()
    assert len(host.code) == 6
    ann, bob = _sit(host, wire, 1, 0), _sit(host, wire, 2, 1)
    watcher = _sit(host, wire, 3, None)
    assert ann.token and bob.token and ann.token != bob.token and watcher.token is None
    clients = {c: (Follower(w, editions), Person()) for c, w in ((1, ann), (2, bob), (3, watcher))}
    _serve(host, wire, clients)
    for f, _ in clients.values():
        assert f.game.over and f.number == host.number
        assert digest(f.game) == digest(host.game)
    people = {a.player for a in host.game.actions_played()}
    assert {0, 1} <= people


def test_every_welcome_names_the_seats_people_play() -> None:
    """A client tells a person's answer from a computer's by the seats the host names."""
    host, wire = _host()
    assert _sit(host, wire, 1, 0).people == [0, 1] and _sit(host, wire, 2, None).people == [0, 1]
    wire = Wire()
    hosting = Host(short_game(), ["medium", "remote", "easy", "easy"], wire, people=[1, 0])
    assert _sit(hosting, wire, 1, 1).people == [0, 1]


def test_play_waits_until_every_persons_seat_is_taken() -> None:
    host, wire = _host()
    ann = _sit(host, wire, 1, 0)
    assert not host.started and not host.advance()
    f = Follower(ann, editions)
    host.receive(1, encode(f.propose(Roll(0))))
    refused = wire.take(1)
    assert isinstance(refused[0], Refused) and "every seat" in refused[0].reason


def test_what_a_hostile_client_sends_is_refused_and_changes_nothing() -> None:
    host, wire = _host(seed=8)  # Ann (seat 0) throws first
    ann, bob = _sit(host, wire, 1, 0), _sit(host, wire, 2, 1)
    assert ann.token is not None and bob.token is not None
    g = host.game
    before = digest(g)
    roll: dict[str, JsonValue] = {"type": "Roll", "player": 0}

    def answer(c: int, text: str) -> str:
        host.receive(c, text)
        assert not host.advance()
        out = wire.take(c)
        assert len(out) == 1 and isinstance(out[0], Refused), out
        return out[0].reason

    def act(seq: int, action: dict[str, JsonValue], seat: int = 0, token: str = ann.token) -> str:
        return answer(1, encode(ActionMessage(seat=seat, token=token, seq=seq,
                                              action=action)))

    assert answer(9, "{nope") == "not JSON"
    assert "does not match" in answer(9, json.dumps({"version": 2, "kind": "launch"}))
    assert "hello first" in answer(9, encode(ActionMessage(seat=0, token=ann.token, seq=1,
                                                           action=roll)))
    assert "no table" in answer(9, encode(Hello(code="ZZZZZZ", seat=0)))
    assert wire.closed[9] == "no table has that code"
    assert "token" in answer(8, encode(Hello(code=host.code, seat=0, token="guess")))
    assert "token" in answer(7, encode(Hello(code=host.code, seat=1)))
    assert "not a person's seat" in answer(6, encode(Hello(code=host.code, seat=2)))
    assert "not a person's seat" in answer(6, encode(Hello(code=host.code, seat=7)))
    assert {9, 8, 7, 6} <= wire.closed.keys() and not {9, 8, 7, 6} & wire.admitted
    assert "not seat 1" in act(1, {"type": "Roll", "player": 1}, seat=1, token=bob.token)
    assert "own moves" in act(2, {"type": "Roll", "player": 1})
    assert "token" in act(3, roll, token="x" * 22)
    assert "not an action" in act(4, {"type": "Roll", "player": "0"})
    assert "not an action" in act(5, {"type": "Explode", "player": 0})
    assert act(6, {"type": "EndTurn", "player": 0}) == "roll the dice first"
    assert "was used already" in act(6, roll)
    assert "does not send" in answer(1, encode(Refused(reason="no")))
    assert "already at the table" in answer(1, encode(Hello(code=host.code, seat=0,
                                                            token=ann.token)))
    assert digest(g) == before and host.number == 0 and not g.actions_played()
    # The person's own checked action is played, and everyone hears of it.
    host.receive(1, encode(ActionMessage(seat=0, token=ann.token, seq=7, action=roll)))
    assert host.advance() and host.number == 1 and digest(g) != before
    heard = wire.take(2)
    assert isinstance(heard[0], EventMessage) and heard[0].action == roll
    assert heard[0].digest == digest(g) and len(heard[0].dice) == 1


class _RefusedV1(BaseModel):
    """A refusal as a client of protocol version 1 reads it (its own model, strict)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    version: Literal[1] = 1
    kind: Literal["refused"] = "refused"
    reason: str
    seq: int | None = None
    stale: bool = False


def test_a_client_of_an_older_version_is_refused_in_words_it_reads() -> None:
    host, wire = _host()
    hello_v1 = json.dumps({"version": 1, "kind": "hello", "code": host.code, "seat": 0})
    host.receive(9, hello_v1)
    (text,) = wire.sent.pop(9)
    refused = _RefusedV1.model_validate_json(text)
    assert refused.reason == "this host speaks protocol version 2, not 1"
    assert 9 not in host.members and not host.game.actions_played()
    for version in (3, "1", None):  # a newer client reads a refusal of this version
        host.receive(9, json.dumps({"version": version, "kind": "hello", "code": host.code}))
        (out,) = wire.take(9)
        assert isinstance(out, Refused) and "protocol version 2" in out.reason


def test_a_dropped_seat_waits_then_a_computer_plays_until_the_person_is_back() -> None:
    clock = Clock()
    host, wire = _host(clock=clock, grace_s=60.0)
    ann, bob = _sit(host, wire, 1, 0), _sit(host, wire, 2, 1)
    host.disconnected(1)
    lost = wire.take(2)
    assert lost == [SeatStatus(seat=0, status="lost", seconds_left=60.0)]
    clock.now += 59
    host.tick()
    assert not host.remote(0).away  # type: ignore[union-attr]
    clock.now += 2
    host.tick()
    assert wire.take(2) == [SeatStatus(seat=0, status="computer")]
    for _ in range(400):  # the stand-in plays seat 0; Bob does not move, so play stops at him
        host.tick()
        if not host.advance():
            break
    assert any(a.player == 0 for a in host.game.actions_played())
    # Back with the token: the seat, no new token, the last sequence number, the state now.
    again = _sit(host, wire, 5, 0, token=ann.token)
    assert again.seat == 0 and again.token is None and again.number == host.number
    assert wire.take(2)[-1] == SeatStatus(seat=0, status="back")
    assert not host.remote(0).away  # type: ignore[union-attr]
    f = Follower(again, editions, token=ann.token)
    assert digest(f.game) == digest(host.game) and not f.drifted
    host.receive(5, encode(Sync()))
    snap = wire.take(5)[0]
    assert isinstance(snap, Snapshot) and snap.digest == digest(host.game)


def test_a_client_that_missed_an_event_asks_once_for_a_snapshot_and_is_in_step_again() -> None:
    host, wire = _host(seed=8)  # Ann (seat 0) throws first
    ann, _ = _sit(host, wire, 1, 0), _sit(host, wire, 2, 1)
    f = Follower(ann, editions)
    host.receive(1, encode(f.propose(Roll(0))))
    assert host.advance()
    missed = wire.take(1)
    assert [type(m) for m in missed] == [EventMessage]  # never reaches Ann's copy
    host.receive(1, encode(f.propose(host.game.legal_actions(0)[0])))
    assert host.advance()
    second = wire.take(1)[0]
    assert isinstance(second, EventMessage) and second.number == 2
    assert f.take(second) == [] and f.drifted and f.number == 0
    ask = f.sync()
    assert ask == Sync() and f.sync() is None  # asked once
    host.receive(1, encode(ask))
    snapshot = wire.take(1)[-1]
    assert isinstance(snapshot, Snapshot)
    f.take(snapshot)
    assert not f.drifted and f.number == host.number == 2
    assert digest(f.game) == digest(host.game)


class _Broken:
    def decide(self, game: Game, player: int) -> Action | None:
        raise RuntimeError("a bug")


class _Cheat:
    def decide(self, game: Game, player: int) -> Action | None:
        return EndTurn(player)  # before the dice are thrown: refused by the rules


def test_a_computer_that_fails_or_cheats_never_stops_the_table() -> None:
    g = short_game(seed=8)
    p = g.to_move
    first = g.legal_actions(p)[0]
    assert Guarded(_Broken()).decide(g, p) == first
    assert Guarded(_Cheat()).decide(g, p) == first
    assert Guarded(_Broken()).decide(g, (p + 1) % g.n) is None  # not waited for: no move
    assert Guarded(_Cheat()).decide(g, (p + 1) % g.n) is None


def test_a_move_that_went_stale_before_its_turn_is_refused_by_its_number() -> None:
    host, wire = _host(seed=8)  # Ann (seat 0) throws first
    ann, _ = _sit(host, wire, 1, 0), _sit(host, wire, 2, 1)
    f = Follower(ann, editions)
    host.game.force_dice((1, 2))
    host.receive(1, encode(f.propose(Roll(0))))
    host.receive(1, encode(f.propose(Roll(0))))  # allowed when it came, stale once played
    assert wire.take(1) == []
    assert host.advance() and host.advance()
    played, refused = wire.take(1)
    assert isinstance(played, EventMessage) and played.dice == [(1, 2)]
    assert isinstance(refused, Refused) and refused.seq == 2
    assert refused.reason.startswith("no longer possible: ")
    assert host.number == 1


def _named(host: Host, wire: Wire, conn: int, seat: int, name: str | None,
           piece: str | None = None) -> AnyMessage:
    host.receive(conn, encode(Hello(code=host.code, seat=seat, name=name, piece=piece)))
    return wire.take(conn)[0]


def test_people_sit_under_their_own_names_and_pieces_and_every_screen_hears_of_it() -> None:
    host, wire = _host(pieces=["boot", "car", "dog", "hat"],
                       piece_ids=["boot", "car", "dog", "hat", "ship"])
    named: list[int] = []
    host.on_named = named.append
    watcher = _sit(host, wire, 3, None)
    ann = _named(host, wire, 1, 0, "  Ann Lee ", "ship")
    assert isinstance(ann, Welcome) and named == [0]
    assert host.game.names[0] == "Ann Lee" and ann.state["players"][0] == "Ann Lee"  # type: ignore[index]
    assert ann.pieces == ["ship", "car", "dog", "hat"]
    told = wire.take(3)  # the one watching hears the new face as a snapshot
    assert len(told) == 1 and isinstance(told[0], Snapshot) and told[0].pieces[0] == "ship"
    f = Follower(watcher, editions)
    f.take_snapshot(told[0])
    assert f.game.names[0] == "Ann Lee" and f.pieces[0] == "ship" and not f.drifted
    bob = _named(host, wire, 2, 1, "Bob", "ship")  # taken: he keeps his seat's own piece
    assert isinstance(bob, Welcome) and bob.pieces[1] == "car"
    bob2 = Follower(bob, editions)
    assert bob2.game.names == ["Ann Lee", "Bob", "Cy", "Di"] and digest(bob2.game) == bob.digest


def test_a_name_that_cannot_be_shown_or_is_taken_is_refused_and_changes_nothing() -> None:
    host, wire = _host()
    _named(host, wire, 1, 0, "Ann")
    names = list(host.game.names)
    for conn, name, why in ((2, "x" * 17, "at most 16"), (3, "   ", "empty"),
                            (4, "Bo\u202eb", "cannot be shown"), (5, "ANN", "already called Ann"),
                            (8, "\uff21nn", "already called Ann"),  # a wide A reads as A
                            (6, "cy", "already called Cy")):
        refused = _named(host, wire, conn, 1, name)
        assert isinstance(refused, Refused) and why in refused.reason, (name, refused)
        assert conn in wire.closed and conn not in host.members
    assert host.game.names == names and not host.chairs[1].claimed  # type: ignore[union-attr]
    assert wire.take(1) == []  # the others heard nothing
    back = _named(host, wire, 7, 1, "Bob")
    assert isinstance(back, Welcome) and back.token is not None


def test_a_person_taking_his_seat_back_keeps_the_name_he_sat_down_under() -> None:
    host, wire = _host()
    first = _named(host, wire, 1, 0, "Ann")
    assert isinstance(first, Welcome)
    host.disconnected(1)
    host.receive(2, encode(Hello(code=host.code, seat=0, token=first.token, name="Zed")))
    back = wire.take(2)[0]
    assert isinstance(back, Welcome) and host.game.names[0] == "Ann"


def test_a_move_refused_because_the_game_moved_on_since_it_was_chosen_is_said_to_be_stale() -> None:
    host, wire = _host(seed=8)  # Ann (seat 0) throws first
    ann = _sit(host, wire, 1, 0)
    _sit(host, wire, 2, 1)
    f = Follower(ann, editions)
    host.receive(1, encode(f.propose(EndTurn(0))))  # before her throw: her own mistake
    mistake = wire.take(1)[0]
    assert isinstance(mistake, Refused) and not mistake.stale
    host.receive(1, encode(f.propose(Roll(0))))
    assert host.advance()
    late = f.propose(Roll(0))  # chosen on her copy before it heard of her throw
    host.receive(1, encode(late))
    refused = [m for m in wire.take(1) if isinstance(m, Refused)]
    assert len(refused) == 1 and refused[0].stale and refused[0].seq == late.seq

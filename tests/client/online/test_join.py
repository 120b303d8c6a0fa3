"""Joining a host's table from the title, over real sockets on 127.0.0.1: the person plays his
seat through the real table by posted events and the host's game follows."""

from __future__ import annotations

import logging
import os
import signal
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from game.client.dialogs.buy import BuyDialog
from game.client.dialogs.debt import DebtDialog
from game.client.dialogs.manage import ManageView
from game.client.kit.app import App, Options
from game.client.kit.notice import NoticeScene
from game.client.main import Flow
from game.client.online.join_scene import CONNECTING, JoinScene
from game.client.online.play import join_as
from game.client.online.table import OnlineTable
from game.client.scenes.game_over import GameOverScene
from game.client.scenes.title import TitleScene
from game.client.store.saved_games import read_table
from game.client.store.settings import (AnimationSpeed, SeatConfig, Settings, SetupConfig,
                                        load_settings)
from game.client.dialogs.trade import AnswerDialog
from game.engine import Buy, EndTurn, Game, Mortgage, ProposeTrade, Roll, RuleSet, TradeOffer
from game.net.host import Host
from game.net.public import digest
from game.net.transport import Server
from game.themes import theme_by_id

from ...engine.scenario import (BOARDWALK, MEDITERRANEAN, PARK_PLACE, SHORT_LINE, build, give,
                                order_dice, place)
from ...net import tables
from ...net.tables import join
from ..driver import Driver, key_event

WAIT_S = 10.0  # the longest any one wait here may take
SHOTS = os.environ.get("SHOTS")  # a folder: the joined table's screen is saved there


@dataclass
class Hosted:
    host: Host
    address: str
    seat: int  # the person's seat


@contextmanager
def open_host(other: str) -> Iterator[Hosted]:
    """A host on a free port: a person's seat (whose turn it is, his first throw 1 and 2)
    and ``other``'s ("remote": another person's; else a computer level)."""
    game = Game.new(["Ann", "Bob"], seed=4, rules=RuleSet.from_preset("classic"))
    seat = game.current
    game.force_dice((1, 2))
    server = Server("127.0.0.1", 0)
    address, port = server.start()
    host = Host(game, ["remote" if p == seat else other for p in range(2)], server, seed=2,
                grace_s=0.5)
    stop = threading.Event()
    thread = threading.Thread(target=host.run, args=(server.inbox, stop), daemon=True)
    thread.start()
    try:
        yield Hosted(host, f"{address}:{port}", seat)
    finally:
        stop.set()
        thread.join(WAIT_S)
        server.stop()
        assert not thread.is_alive()


@pytest.fixture()
def hosted() -> Iterator[Hosted]:
    with open_host("medium") as hosted:
        yield hosted


@pytest.fixture()
def flow(tmp_path: Path) -> Iterator[Flow]:
    app = App(Options(size=(1280, 720), headless=True))
    pygame.event.clear()
    flow = Flow(app, Settings(), None, 1, data_dir=tmp_path, config_dir=tmp_path)
    flow.start_title()
    yield flow
    app.stack.clear()  # leaves the table: its connection closes
    pygame.event.clear()


def until(driver: Driver, done: Callable[[], bool], step: Callable[[], None] | None = None) -> None:
    """Frames (and ``step`` before each) until ``done()``, for WAIT_S at most."""
    deadline = time.monotonic() + WAIT_S
    while not done():
        assert time.monotonic() < deadline, "never got there"
        if step is not None:
            step()
        driver.frames(1)
        time.sleep(0.002)


def settled(hosted: Hosted, table: OnlineTable) -> bool:
    """The host waits for the person (it plays nothing meanwhile) and his table has played
    all it heard."""
    host = hosted.host
    return (host.game.to_move == hosted.seat and table.moves.follower.number == host.number
            and not table.moves.events and not table.busy)


def open_join(flow: Flow, address: str, code: str) -> tuple[Driver, JoinScene]:
    """Join a game on the title, the address and the code typed, Enter after each."""
    driver = Driver(flow.app)
    title = driver.expect(TitleScene)
    driver.click(title.buttons[TitleScene.LABELS.index("Join a game")].rect.center)
    join = driver.expect(JoinScene)
    for text in (address, code):
        driver.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        driver.frames(2)
        driver.key(pygame.K_RETURN, "\r")
    return driver, join


def test_a_person_joins_from_the_title_and_plays_his_seat_at_the_table(
        hosted: Hosted, flow: Flow, tmp_path: Path) -> None:
    driver, join = open_join(flow, hosted.address, hosted.host.code.lower())
    assert join.problem == CONNECTING
    until(driver, lambda: isinstance(driver.top, OnlineTable))
    table = driver.expect(OnlineTable)
    assert table.moves.follower.seat == hosted.seat
    stored, _ = load_settings(tmp_path)
    assert [k.seat for k in stored.tables.values()] == [hosted.seat]  # the token kept

    def mine(kind: type) -> bool:
        return any(isinstance(a, kind) and a.player == hosted.seat
                   for a in table.game.actions_played() or [])

    def press() -> None:
        top = driver.top
        if isinstance(top, BuyDialog):
            buy = next(b for label, b in top.buttons().items() if label.startswith("Buy for"))
            driver.click(buy.rect.center, frames=0)
        elif top is table and not mine(Roll) and table.roll_button.is_enabled:
            driver.click(table.roll_button.rect.center, frames=0)
        elif top is table and mine(Buy) and table.end_button.is_enabled:
            driver.click(table.end_button.rect.center, frames=0)

    until(driver, lambda: mine(EndTurn), press)
    assert table.game.owner[3] == hosted.seat  # the lot his 1 and 2 reached
    until(driver, lambda: settled(hosted, table))
    assert digest(table.game) == digest(hosted.host.game)
    assert hosted.host.game.owner[3] == hosted.seat


def test_a_move_the_host_refuses_is_shown_with_its_reason_and_changes_nothing(
        hosted: Hosted, flow: Flow) -> None:
    driver, _ = open_join(flow, hosted.address, hosted.host.code)
    until(driver, lambda: isinstance(driver.top, OnlineTable))
    table = driver.expect(OnlineTable)
    before = digest(hosted.host.game)
    table.play_now(Mortgage(hosted.seat, 3))  # a lot he does not own
    stack = flow.app.stack
    until(driver, lambda: stack.toast is not None and "refused" in stack.toast.text)
    assert stack.toast is not None and "own" in stack.toast.text
    assert digest(hosted.host.game) == before == digest(table.game)


def test_a_wrong_code_is_told_on_the_join_screen(hosted: Hosted, flow: Flow) -> None:
    wrong = "ABCDEF" if hosted.host.code != "ABCDEF" else "ABCDEG"
    driver, join = open_join(flow, hosted.address, wrong)
    until(driver, lambda: join.problem != CONNECTING)
    assert join.problem == "No table has that code."
    assert driver.top is join and join.buttons["join"].is_enabled
    driver.draw()


def test_a_port_where_nothing_listens_is_told_on_the_join_screen(flow: Flow) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    driver, join = open_join(flow, f"127.0.0.1:{port}", "ABCDEF")
    until(driver, lambda: join.problem != CONNECTING)
    assert join.problem.startswith(f"Nothing answers at 127.0.0.1:{port}")
    driver.post(key_event(pygame.K_ESCAPE))
    driver.frames(2)
    assert isinstance(driver.top, TitleScene)


def test_a_person_cut_off_is_told_on_the_others_screens_and_rejoins_into_his_seat(
        flow: Flow) -> None:
    with open_host("remote") as hosted:
        driver, _ = open_join(flow, hosted.address, hosted.host.code)
        until(driver, lambda: isinstance(driver.top, OnlineTable))
        table = driver.expect(OnlineTable)
        mine = table.moves.follower.seat
        assert mine == 0  # the first seat open
        other = 1
        bob, welcome = join(f"ws://{hosted.address}", hosted.host.code, other)
        stack = flow.app.stack
        name = table.game.names[other]
        bob.drop()
        until(driver, lambda: stack.toast is not None
              and f"{name} lost the connection" in stack.toast.text)
        until(driver, lambda: stack.toast is not None
              and f"A computer plays for {name}" in stack.toast.text)
        again, back = join(f"ws://{hosted.address}", hosted.host.code, other, welcome.token)
        until(driver, lambda: not table.moves.lost.until)  # he is back: no more said
        again.close()

        said = list(table.told)
        table.moves.connection.drop()  # his own connection fails
        until(driver, lambda: isinstance(driver.top, NoticeScene))
        notice = driver.expect(NoticeScene)
        assert "Join a game takes your seat back" in notice.message
        driver.key(pygame.K_RETURN, "\r")
        driver, join_screen = open_join(flow, "", hosted.host.code)  # the address is kept
        assert join_screen.address == hosted.address
        until(driver, lambda: isinstance(driver.top, OnlineTable))
        assert driver.expect(OnlineTable).moves.follower.seat == mine
        back_log = list(driver.expect(OnlineTable).told)
        assert back_log[:len(said)] == said and back_log[-1].startswith("Joined the table")


def test_a_copy_gone_astray_is_set_right_from_the_hosts_state_on_a_new_table(
        hosted: Hosted, flow: Flow) -> None:
    driver, _ = open_join(flow, hosted.address, hosted.host.code)
    until(driver, lambda: isinstance(driver.top, OnlineTable))
    table = driver.expect(OnlineTable)
    table.game.cash[hosted.seat] += 7  # the copy no longer agrees with the host's game
    until(driver, lambda: table.roll_button.is_enabled)
    driver.click(table.roll_button.rect.center)
    until(driver, lambda: isinstance(flow.app.stack.find(OnlineTable), OnlineTable)
          and flow.app.stack.find(OnlineTable) is not table)
    again = flow.app.stack.find(OnlineTable)
    assert isinstance(again, OnlineTable) and list(table.told)[0] == list(again.told)[0]
    until(driver, lambda: settled(hosted, again))
    assert digest(again.game) == digest(hosted.host.game)
    assert again.game.cash[hosted.seat] == hosted.host.game.cash[hosted.seat]


def test_a_spectator_sees_a_game_the_host_ends_and_closes_to_its_end(tmp_path: Path) -> None:
    app = App(Options(size=(1280, 720), headless=True))
    pygame.event.clear()
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, 1,
                data_dir=tmp_path, config_dir=tmp_path)
    flow.start_title()
    game = Game.new(["Ann", "Bob"], seed=4,
                    rules=RuleSet.from_preset("classic", time_limit_rounds=2))
    server = Server("127.0.0.1", 0)
    address, port = server.start()
    host = Host(game, ["easy", "easy"], server, seed=2)
    try:
        driver, _ = open_join(flow, f"{address}:{port}", host.code)
        until(driver, lambda: isinstance(driver.top, OnlineTable),
              lambda: host.read(server.inbox, 0.0))  # the host answers, and plays nothing yet
        table = driver.expect(OnlineTable)
        assert table.moves.follower.seat is None and not table.roll_button.visible  # watching
        host.run(server.inbox, threading.Event())  # the computers play it to its end
        host.close_all("the game is over")
    finally:
        server.stop()
    until(driver, lambda: isinstance(driver.top, GameOverScene))
    assert table.game.over and digest(table.game) == digest(game)
    assert not flow.app.stack.find(NoticeScene)
    app.stack.clear()
    pygame.event.clear()


def test_a_mortgage_from_the_property_view_shows_there_once_the_host_played_it(
        hosted: Hosted, flow: Flow) -> None:
    driver, _ = open_join(flow, hosted.address, hosted.host.code)
    until(driver, lambda: isinstance(driver.top, OnlineTable))
    table = driver.expect(OnlineTable)

    def press() -> None:
        top = driver.top
        if isinstance(top, BuyDialog):
            buy = next(b for label, b in top.buttons().items() if label.startswith("Buy for"))
            driver.click(buy.rect.center, frames=0)
        elif top is table and table.roll_button.is_enabled:
            driver.click(table.roll_button.rect.center, frames=0)

    until(driver, lambda: table.game.owner[3] == hosted.seat and not table.busy, press)
    until(driver, lambda: table.property_button.is_enabled)
    driver.click(table.property_button.rect.center)
    view = driver.expect(ManageView)
    mortgage = next(b for label, b in view.buttons().items() if label.startswith("Mortgage"))
    driver.click(mortgage.rect.center)
    until(driver, lambda: table.game.mortgaged[3])
    assert driver.top is view  # played while the view stays open, which shows it
    driver.key(pygame.K_ESCAPE)
    until(driver, lambda: settled(hosted, table))
    assert hosted.host.game.mortgaged[3] and digest(table.game) == digest(hosted.host.game)


def test_a_person_joins_under_his_own_name_and_token_and_sees_the_others_by_theirs(
        tmp_path: Path) -> None:
    app = App(Options(size=(1280, 720), headless=True))
    pygame.event.clear()
    last = SetupConfig(seats=[SeatConfig(name="Zoë", token="ship", kind="human"),
                              SeatConfig(name="Max", token="car", kind="medium")])
    flow = Flow(app, Settings(last_setup=last), None, 1, data_dir=tmp_path, config_dir=tmp_path)
    flow.start_title()
    try:
        with open_host("remote") as hosted:
            host = hosted.host
            host.piece_ids = tuple(t.id for t in theme_by_id("classic").tokens)
            host.pieces = list(host.piece_ids[:2])
            driver, screen = open_join(flow, hosted.address, host.code)
            assert screen.name == "Zoë"  # offered from the last setup, with its token
            until(driver, lambda: isinstance(driver.top, OnlineTable))
            table = driver.expect(OnlineTable)
            assert table.moves.follower.seat == 0 and host.game.names[0] == "Zoë"
            ids = [t.id for t in table.theme.tokens]
            assert ids[table.seats[0].token] == "ship" == host.pieces[0]
            assert "as Zoë." in list(table.told)[0]
            stored, _ = load_settings(tmp_path)  # offered again next time, whatever the setup
            assert [(k.name, k.piece) for k in stored.tables.values()] == [("Zoë", "ship")]
            assert join_as(stored.model_copy(update={"last_setup": None})) == ("Zoë", "ship")
            bob, _ = join(f"ws://{hosted.address}", host.code, 1, name="Bob")
            until(driver, lambda: (again := flow.app.stack.find(OnlineTable)) is not None
                  and again.game.names == ["Zoë", "Bob"])
            again = driver.expect(OnlineTable)
            assert again.seats[1].name == "Bob" and again.names.player(1) == "Bob"
            until(driver, lambda: again.roll_button.is_enabled or not again.busy)
            driver.frames(30)
            if SHOTS:
                pygame.image.save(driver.draw(), f"{SHOTS}/joined-names.png")
            bob.close()
    finally:
        app.stack.clear()
        pygame.event.clear()


def test_a_name_the_host_refuses_is_told_on_the_join_screen(tmp_path: Path) -> None:
    app = App(Options(size=(1280, 720), headless=True))
    pygame.event.clear()
    flow = Flow(app, Settings(), None, 1, data_dir=tmp_path, config_dir=tmp_path)
    flow.start_title()
    try:
        with open_host("remote") as hosted:
            bob, _ = join(f"ws://{hosted.address}", hosted.host.code, 1, name="Bob")
            driver = Driver(flow.app)
            driver.click(driver.expect(TitleScene).buttons[
                TitleScene.LABELS.index("Join a game")].rect.center)
            screen = driver.expect(JoinScene)
            for key, text in (("address", hosted.address), ("code", hosted.host.code),
                              ("name", "bob")):
                driver.click(screen.entries[key].rect.center)
                driver.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
                driver.frames(2)
            driver.click(screen.buttons["join"].rect.center)
            until(driver, lambda: screen.problem not in ("", CONNECTING))
            assert screen.problem == "Someone at this table is already called Bob: choose " \
                                   "another name."
            assert driver.top is screen and not hosted.host.chairs[0].claimed  # type: ignore[union-attr]
            driver.click(screen.entries["name"].rect.center)
            driver.key(pygame.K_BACKSPACE)
            driver.post(pygame.event.Event(pygame.TEXTINPUT, text="\u202e"))
            driver.frames(2)
            assert screen.name == "bo"  # what cannot be drawn is not typed at all
            driver.click(screen.buttons["join"].rect.center)
            until(driver, lambda: isinstance(driver.top, OnlineTable))
            assert hosted.host.game.names == ["bo", "Bob"]
            bob.close()
    finally:
        app.stack.clear()
        pygame.event.clear()


def test_a_move_gone_stale_as_his_seat_went_bankrupt_is_not_shown_as_his_mistake(
        flow: Flow, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="game.client.online.table")
    ann = 0
    game = Game.new(["Ann", "Bob", "Cy", "Di"], rules=RuleSet.from_preset("classic"), seed=5,
                    forced_dice=order_dice(4, ann))
    game.force_dice((1, 3))  # from Short Line to Bob's Boardwalk and its hotel
    place(game, ann, SHORT_LINE)
    give(game, 1, PARK_PLACE, BOARDWALK)
    build(game, BOARDWALK, game.hotel_level)
    give(game, ann, MEDITERRANEAN)
    game.cash[ann] = 100
    server = Server("127.0.0.1", 0)
    address, port = server.start()
    host = Host(game, ["remote", "medium", "medium", "medium"], server, seed=2)
    try:
        driver, _ = open_join(flow, f"{address}:{port}", host.code)
        def serve() -> None:
            host.read(server.inbox, 0.0)
            host.advance()

        until(driver, lambda: isinstance(driver.top, OnlineTable), serve)
        table = driver.expect(OnlineTable)
        until(driver, lambda: table.roll_button.is_enabled, serve)
        driver.click(table.roll_button.rect.center)
        until(driver, lambda: isinstance(driver.top, DebtDialog), serve)  # he owes Bob
        debt = driver.top
        assert isinstance(debt, DebtDialog)
        driver.click(debt.buttons()["Declare bankruptcy"].rect.center)
        driver.click(debt.buttons()["Yes, declare bankruptcy"].rect.center)  # asked again
        driver.frames(2)
        assert table.moves.sent
        table.play_now(Mortgage(ann, MEDITERRANEAN))  # the property view, before the host answers
        time.sleep(0.2)
        host.read(server.inbox, 0.0)  # both came in while he could still do either
        host.advance()  # he is out: the mortgage went stale meanwhile
        stack = flow.app.stack
        until(driver, lambda: not table.moves.sent and not table.game.active[ann], serve)
        driver.frames(20)
        assert stack.toast is None or "refused" not in stack.toast.text
        assert any("no longer possible" in r.getMessage() for r in caplog.records)
        before = table.moves.follower.seq
        table.play_now(Mortgage(ann, MEDITERRANEAN))  # out of the game: nothing goes out
        assert table.moves.follower.seq == before and not table.moves.sent
    finally:
        server.stop()


def test_a_host_killed_and_continued_is_told_and_joined_again_with_the_log_kept(
        tmp_path: Path) -> None:
    app = App(Options(size=(1280, 720), headless=True))
    pygame.event.clear()
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, 1,
                data_dir=tmp_path, config_dir=tmp_path)
    flow.start_title()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = str(s.getsockname()[1])
    save = tmp_path / "hosted.json"
    try:
        with tables.hosted("--seats", "remote,medium", "--seed", "5", "--save", str(save),
                    "--port", port) as h:
            code = h.code
            driver, _ = open_join(flow, f"127.0.0.1:{port}", code)
            until(driver, lambda: isinstance(driver.top, OnlineTable))
            table = driver.expect(OnlineTable)
            until(driver, lambda: table.moves.follower.number >= 6, lambda: answer(driver, table))
            h.process.kill()
            until(driver, lambda: isinstance(driver.top, NoticeScene))
        notice = driver.expect(NoticeScene)
        assert "The table is gone" in notice.title and "takes your seat back" in notice.message
        said = list(table.told)
        driver.key(pygame.K_RETURN, "\r")
        saved = read_table(save)
        with tables.hosted("--continue", "--save", str(save), "--port", port) as h:
            driver, _ = open_join(flow, "", code)  # the address is kept, and his seat's token
            until(driver, lambda: isinstance(driver.top, OnlineTable))
            again = driver.expect(OnlineTable)
            assert again.moves.follower.seat == table.moves.follower.seat
            assert list(again.told)[:len(said)] == said  # his log, kept
            assert again.moves.follower.number == len(saved.game.actions_played())
            assert digest(again.game) == digest(saved.game)  # the last autosave's game
            start = again.moves.follower.number
            until(driver, lambda: again.moves.follower.number > start + 3,
                  lambda: answer(driver, again))
            assert not again.moves.follower.drifted
            h.process.send_signal(signal.SIGTERM)
            until(driver, lambda: isinstance(driver.top, NoticeScene))
    finally:
        app.stack.clear()
        pygame.event.clear()


def answer(driver: Driver, table: OnlineTable) -> None:
    """The person's part, as he would click it: roll, buy what he can, end his turn."""
    top = driver.top
    if isinstance(top, BuyDialog):
        labels = top.buttons()
        choice = next((b for label, b in labels.items() if label.startswith("Buy for")), None)
        if choice is None or not choice.is_enabled:
            choice = next(b for label, b in labels.items() if not label.startswith("Buy for"))
        driver.click(choice.rect.center, frames=0)
    elif top is table and table.roll_button.is_enabled:
        driver.click(table.roll_button.rect.center, frames=0)
    elif top is table and table.end_button.is_enabled:
        driver.click(table.end_button.rect.center, frames=0)


def test_a_computers_answer_at_the_host_comes_with_its_reason_behind_why(
        hosted: Hosted, flow: Flow) -> None:
    """The person offers the host's computer $10 for its lot: its refusal is told in its own
    voice, and Why? opens the reason it gave at the host, as at a table on one machine."""
    other = 1 - hosted.seat
    give(hosted.host.game, other, MEDITERRANEAN)  # before anyone sits down: nothing moves yet
    driver, _ = open_join(flow, hosted.address, hosted.host.code)
    until(driver, lambda: isinstance(driver.top, OnlineTable))
    table = driver.expect(OnlineTable)
    table.moves.send(ProposeTrade(hosted.seat, TradeOffer(hosted.seat, other,
                                                          take=(MEDITERRANEAN,), give_cash=10)))
    until(driver, lambda: isinstance(driver.top, AnswerDialog))
    answer = driver.expect(AnswerDialog)
    reason = hosted.host.controllers[other]
    said = getattr(getattr(reason, "inner", reason), "last_reason")
    assert said and "Why?" in answer.buttons()
    driver.click(answer.buttons()["Why?"].rect.center)
    shown = " ".join(driver.expect(AnswerDialog).shown_texts())
    assert said.partition(": ")[2][:20].lower() in shown.lower()

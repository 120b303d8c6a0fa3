"""Hosting from the setup screen: the host listens on 127.0.0.1 while the table is up, a
person on another machine plays the seat set Elsewhere, and every screen says when his
connection is lost and when a computer plays for him."""

from __future__ import annotations

import queue
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App, Options
from game.client.main import Flow
from game.client.online.hosting import HostingTable
from game.client.scenes.setup import NETWORK, SetupScene
from game.client.scenes.title import TitleScene
from game.client.store.saved_games import read_table, write_snapshot
from game.client.store.settings import HUMAN, REMOTE, AnimationSpeed, Settings
from game.net.follower import Follower
from game.net.protocol import Hello, Welcome
from game.net.public import digest
from game.net.transport import Connection

from ...net.tables import Person, editions
import os

from ..driver import Driver
from .test_join import WAIT_S, until


SHOTS = os.environ.get("SHOTS")


@pytest.fixture()
def flow(tmp_path: Path) -> Iterator[Flow]:
    app = App(Options(size=(1280, 720), headless=True))
    pygame.event.clear()
    flow = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, 1,
                data_dir=tmp_path, config_dir=tmp_path)
    flow.start_title()
    yield flow
    app.stack.clear()  # leaves the table: the host stops listening
    pygame.event.clear()


def hosted_table(driver: Driver) -> HostingTable:
    """New game: host on this machine only, the second seat Elsewhere, the first a computer."""
    title = driver.expect(TitleScene)
    driver.click(title.buttons[TitleScene.LABELS.index("New game")].rect.center)
    setup = driver.expect(SetupScene)
    assert setup.button_network.text == NETWORK[None]
    driver.click(setup.button_network.rect.center)
    assert setup.button_network.text == NETWORK["here"]
    while setup.seats[1].kind != REMOTE:
        driver.click(setup.kind_buttons[1].rect.center)
    while setup.seats[0].kind == HUMAN:
        driver.click(setup.kind_buttons[0].rect.center)
    if SHOTS:
        pygame.image.save(driver.draw(), f"{SHOTS}/setup.png")
    driver.click(setup.button_start.rect.center)
    return driver.expect(HostingTable)


def test_a_person_elsewhere_plays_a_hosted_game_and_his_lost_connection_is_told(
        flow: Flow) -> None:
    driver = Driver(flow.app)
    table = hosted_table(driver)
    hosting = table.hosting
    assert hosting.server.host == "127.0.0.1" and f"{hosting.port}" in hosting.line
    assert hosting.line.startswith(f"Waiting for {table.game.names[1]} to join")
    driver.frames(5)
    if SHOTS:
        pygame.image.save(driver.draw(), f"{SHOTS}/hosting.png")
    assert not table.game.actions_played()  # nobody moves before he sits down
    c = Connection(f"ws://127.0.0.1:{hosting.port}")
    c.start()
    c.send(Hello(code=hosting.host.code, seat=1))
    follower: Follower | None = None
    person = Person()

    def client() -> None:
        nonlocal follower
        while True:
            try:
                m = c.inbox.get_nowait()
            except queue.Empty:
                break
            if isinstance(m, Welcome):
                follower = Follower(m, editions, m.token)
            elif follower is not None:
                follower.take(m)
        if follower is not None:
            for message in (follower.sync(), person.move(follower)):
                if message is not None:
                    c.send(message)

    def his() -> int:
        return sum(a.player == 1 for a in table.game.actions_played() or [])

    try:
        until(driver, lambda: his() >= 3, client)
        assert table.game.names[0] not in hosting.line  # the code stays up, nobody waited for
        until(driver, lambda: follower is not None and follower.number == hosting.host.number
              and not table.busy, client)
        assert follower is not None and digest(follower.game) == digest(table.game)
    finally:
        c.drop()
    hosting.host.grace_s = 0.5
    stack = flow.app.stack
    name = table.game.names[1]
    until(driver, lambda: stack.toast is not None and f"{name} lost the connection" in stack.toast.text)
    until(driver, lambda: stack.toast is not None
          and f"A computer plays for {name}" in stack.toast.text)
    before = his()
    deadline = time.monotonic() + WAIT_S
    until(driver, lambda: his() > before or table.game.over or time.monotonic() > deadline)
    assert his() > before or table.game.over  # the stand-in plays his seat


def test_a_person_elsewhere_sits_under_his_name_and_token_on_the_hosts_table_and_save(
        flow: Flow, tmp_path: Path) -> None:
    driver = Driver(flow.app)
    table = hosted_table(driver)
    hosting = table.hosting
    ids = [t.id for t in table.theme.tokens]
    free = next(i for i in ids if i not in hosting.host.pieces)
    c = Connection(f"ws://127.0.0.1:{hosting.port}")
    c.start()
    try:
        c.send(Hello(code=hosting.host.code, seat=1, name="Zed", piece=free))
        until(driver, lambda: table.seats[1].name == "Zed")
        assert ids[table.seats[1].token] == free and table.names.player(1) == "Zed"
        art = table.theme.tokens[ids.index(free)].art
        assert table.token_art[1] == str(table.theme.path(art))  # his panel shows his token
        assert not hosting.line.startswith("Waiting")
        playing = flow.playing
        assert playing is not None and playing.record.names == table.game.names
        path = tmp_path / "hosted.json"
        write_snapshot(playing.snapshot(), path)
        saved = read_table(path)  # the save reads back, the person elsewhere under his name
        assert saved.seats[1].name == "Zed" and saved.seats[1].token == table.seats[1].token
    finally:
        c.drop()

"""Tables on the local network: Join a game lists a table its host opened to the network, by
mouse, keys or a pad alone a person picks it, types its code and sits down at it; a host opened from
the setup screen is listed while its table is up, and a host for this machine only is not."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pygame
import pytest

from game.client.main import Flow
from game.client.online.hosting import Hosting
from game.client.online.join_scene import JoinScene
from game.client.online.nearby import NearbyScene, details
from game.client.online.table import OnlineTable
from game.client.scenes.onscreen_keys import OnScreenKeys
from game.client.scenes.title import TitleScene
from game.engine import Game
from game.net.discovery import Finder, ListedTable

from ..driver import Driver
from .test_join import WAIT_S, Hosted, flow, open_host, until  # noqa: F401 (flow: a fixture)


@pytest.fixture()
def listed() -> Iterator[tuple[Hosted, ListedTable]]:
    """A host on this machine, listed as Ann's table with one seat free."""
    with open_host("medium") as hosted:
        port = int(hosted.address.rsplit(":", 1)[1])
        listing = ListedTable("Ann's table", "127.0.0.1", port, "classic", False,
                              lambda: len(hosted.host.open_chairs()))
        try:
            yield hosted, listing
        finally:
            listing.stop()


def open_nearby(driver: Driver, hosted: Hosted, press: Callable[[JoinScene], None]) -> NearbyScene:
    """Join a game on the title, then Nearby once the host's table is heard."""
    title = driver.expect(TitleScene)
    driver.click(title.buttons[TitleScene.LABELS.index("Join a game")].rect.center)
    join = driver.expect(JoinScene)
    until(driver, lambda: any(t.where == hosted.address for t in join.finder.tables()))
    driver.frames(1)
    assert join.buttons["nearby"].text.startswith("Nearby (")
    press(join)
    return driver.expect(NearbyScene)


def test_a_table_on_the_network_is_picked_by_mouse_and_joined_with_its_code(
        listed: tuple[Hosted, ListedTable], flow: Flow) -> None:
    hosted, _ = listed
    driver = Driver(flow.app)
    nearby = open_nearby(driver, hosted, lambda join: driver.click(join.buttons["nearby"].rect.center))
    row = next(i for i, t in enumerate(nearby.shown) if t.where == hosted.address)
    assert nearby.rows[row].text == "Ann's table \u00b7 Classic \u00b7 1 seat free"
    driver.click(nearby.rows[row].rect.center)
    join = driver.expect(JoinScene)
    assert join.address == hosted.address
    assert join.entries["address"].get_text() == hosted.address
    assert join.entries["code"].is_focused
    driver.post(pygame.event.Event(pygame.TEXTINPUT, text=hosted.host.code))
    driver.frames(2)
    driver.key(pygame.K_RETURN, "\r")
    until(driver, lambda: isinstance(flow.app.stack.top, OnlineTable))
    table = flow.app.stack.top
    assert isinstance(table, OnlineTable) and table.moves.follower.seat == hosted.seat


def test_the_list_is_walked_by_keys_and_follows_the_tables_heard(
        listed: tuple[Hosted, ListedTable], flow: Flow) -> None:
    hosted, listing = listed
    driver = Driver(flow.app)

    def by_keys(join: JoinScene) -> None:
        assert join.focus is not None
        while join.focus.current is not join.buttons["nearby"]:
            driver.key(pygame.K_TAB)
        driver.key(pygame.K_RETURN, "\r")

    nearby = open_nearby(driver, hosted, by_keys)
    assert nearby.focus is not None and nearby.focus.current is nearby.rows[0]
    while nearby.shown[nearby.focus.index].where != hosted.address:
        driver.key(pygame.K_DOWN)
    listing.stop()  # the host stops: its table leaves the list while it is open
    until(driver, lambda: all(t.where != hosted.address for t in nearby.shown))
    assert all(button.text.endswith(details(t)) for t, button in zip(nearby.shown, nearby.rows))
    driver.key(pygame.K_ESCAPE)
    join = driver.expect(JoinScene)
    assert join.address == ""  # nothing was picked


def test_a_table_hosted_open_from_the_game_is_listed_and_one_for_this_machine_is_not() -> None:
    finder = Finder()
    assert finder.start(), finder.problem
    open_, here = (Hosting(Game.new(["Ann", "Bob"], seed=1), ["human", "remote"], network,
                           "boutique", 1, port=0) for network in ("open", "here"))
    try:
        def heard(hosting: Hosting) -> list[str]:
            return [t.name for t in finder.tables() if t.port == hosting.port]

        deadline = time.monotonic() + WAIT_S
        while (not heard(open_) or not open_.listing or not open_.listing.listed) \
                and time.monotonic() < deadline:
            time.sleep(0.05)
        assert heard(open_) == ["Ann's table"]
        assert "listed on the network" in open_.line
        assert heard(here) == [] and here.listing is None and "this machine only" in here.line
    finally:
        for hosting in (open_, here):
            hosting.close()
        finder.stop()


def pad(driver: Driver, button: int) -> None:
    """A press of a game controller's button (it reaches the scenes as the key it stands for)."""
    driver.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=button),
                pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=3, button=button))
    driver.frames(2)


def test_a_person_with_a_pad_alone_picks_a_table_types_its_code_and_sits_down(
        listed: tuple[Hosted, ListedTable], flow: Flow) -> None:
    hosted, _ = listed
    driver = Driver(flow.app)
    title = driver.expect(TitleScene)
    join_button = title.buttons[TitleScene.LABELS.index("Join a game")]
    while title.focus.current is not join_button:
        pad(driver, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad(driver, pygame.CONTROLLER_BUTTON_A)
    join = driver.expect(JoinScene)
    until(driver, lambda: any(t.where == hosted.address for t in join.finder.tables()))
    assert join.focus is not None
    while join.focus.current is not join.buttons["nearby"]:
        pad(driver, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad(driver, pygame.CONTROLLER_BUTTON_A)
    nearby = driver.expect(NearbyScene)
    assert nearby.focus is not None
    while nearby.shown[nearby.focus.index].where != hosted.address:
        pad(driver, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad(driver, pygame.CONTROLLER_BUTTON_A)
    assert driver.expect(JoinScene).address == hosted.address
    assert join.focus.current is join.entries["code"]
    pad(driver, pygame.CONTROLLER_BUTTON_A)  # A on the box: the keys on the screen
    keys = driver.expect(OnScreenKeys)
    assert keys.label == "Table code"
    assert not any(b.is_enabled for row in keys.grid[:-1] for b in row if b.text in "IO01")
    for char in hosted.host.code:
        walk_to(driver, keys, char)
        pad(driver, pygame.CONTROLLER_BUTTON_A)
    assert keys.text == hosted.host.code
    walk_to(driver, keys, "Done")
    pad(driver, pygame.CONTROLLER_BUTTON_A)
    assert driver.expect(JoinScene).entries["code"].get_text() == hosted.host.code
    assert join.focus.current is join.buttons["join"]
    pad(driver, pygame.CONTROLLER_BUTTON_A)
    until(driver, lambda: isinstance(flow.app.stack.top, OnlineTable))


def walk_to(driver: Driver, keys: OnScreenKeys, label: str) -> None:
    """The d-pad pressed until the key ``label`` has the focus: up or down to its row, then
    along it."""
    row = next(r for r, buttons in enumerate(keys.grid) if any(b.text == label for b in buttons))
    while keys.at[0] != row:
        pad(driver, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    while keys.current.text != label:
        pad(driver, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)

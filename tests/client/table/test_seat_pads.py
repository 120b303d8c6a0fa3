"""A pad per seat at a hot-seat table: a pad tied to one person's seat does nothing while the
other person decides (the table says whose move it is), and plays its own seat; the keyboard and
a pad tied to no seat play for anyone; a seat whose pad is pulled out is played by any pad until
it is plugged in again, and nothing is lost meanwhile."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pygame
import pytest
from pygame._sdl2 import controller

from game.client.dialogs.base import DialogScene
from game.client.kit.app import App
from game.client.kit.pad_ids import PadName
from game.client.store.seats import Seat
from game.client.table.scene import GameScene
from game.engine import EndTurn, Game, Roll

from ..driver import Driver, fresh_app, theme

XBOX = "Xbox One S Controller"
#: The pads plugged in, by device index: two alike, one of another make; index 3 is the first
#: pad plugged in again (SDL gives it a new instance id).
PLUGGED = {0: XBOX, 1: XBOX, 2: "PS4 Controller", 3: XBOX}
FIRST_ID = 70
ANN, BOB, UNTIED = FIRST_ID, FIRST_ID + 1, FIRST_ID + 2


def opened(index: int) -> SimpleNamespace:
    """A controller as pygame-ce opens one: its name and its joystick's instance id."""
    return SimpleNamespace(name=PLUGGED[index],
                           as_joystick=lambda: SimpleNamespace(
                               get_instance_id=lambda: FIRST_ID + index))


@pytest.fixture()
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setattr(controller, "Controller", opened)
    monkeypatch.setattr(controller, "get_init", lambda: True)
    yield from fresh_app((1280, 720))


def plug(index: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index)


def unplug(instance: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance)


def press(instance: int, button: int = pygame.CONTROLLER_BUTTON_A) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance, button=button),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance, button=button)]


def hot_seat(app: App, dice: list[tuple[int, int]]) -> tuple[Game, GameScene, Driver]:
    """Ann and Bob at one screen, each with a pad of the same make tied to the seat; three
    pads plugged in (the third tied to nobody)."""
    seats = [Seat("Ann", 0, "human", PadName(XBOX, 1)), Seat("Bob", 1, "human", PadName(XBOX, 2))]
    game = Game.new(["Ann", "Bob"], seed=1, edition=theme().edition_spec(),
                    forced_dice=[(6, 6), (1, 2), *dice])
    scene = GameScene(app.size, game, theme(), seats, speed="instant", seed=1, intro=False)
    app.stack.push(scene)
    driver = Driver(app)
    driver.post(plug(0), plug(1), plug(2))
    driver.frames(3)
    app.stack.toast = None
    assert game.current == 0 and scene.focus.current is scene.roll_button
    return game, scene, driver


def told(app: App) -> str:
    return app.stack.toast.text if app.stack.toast is not None else ""


def test_a_pad_tied_to_the_other_seat_changes_nothing_and_says_whose_move_it_is(
        app: App) -> None:
    game, scene, driver = hot_seat(app, [(1, 2)])  # Ann to Baltic Avenue: she is asked to buy
    driver.post(*press(BOB), *press(BOB, pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
    driver.frames(3, draw=True)
    assert game.history is None and scene.focus.current is scene.roll_button
    assert told(app) == "That pad plays Bob; it is Ann's move."
    driver.post(*press(ANN))
    driver.frames(2)
    assert game.actions_played() == [Roll(0)]
    driver.until(lambda: isinstance(driver.top, DialogScene))
    dialog, version = driver.top, game.version
    app.stack.toast = None
    driver.post(*press(BOB), *press(BOB, pygame.CONTROLLER_BUTTON_B))
    driver.frames(3)
    assert driver.top is dialog and game.version == version  # her dialog heard nothing
    assert told(app) == "That pad plays Bob; it is Ann's move."
    driver.key(pygame.K_RETURN, frames=3)  # the keyboard plays for anyone
    assert game.version > version and len(game.actions_played()) == 2
    driver.until(lambda: scene.end_button.is_enabled and driver.top is scene)
    driver.post(*press(UNTIED))  # so does a pad tied to no seat
    driver.frames(2)
    assert game.actions_played()[-1] == EndTurn(0) and game.current == 1
    driver.until(lambda: scene.roll_button.is_enabled)
    app.stack.toast = None
    driver.post(*press(ANN))
    driver.frames(2)
    assert game.actions_played()[-1] == EndTurn(0)
    assert told(app) == "That pad plays Ann; it is Bob's move."
    driver.post(*press(BOB))
    driver.frames(2)
    assert game.actions_played()[-1] == Roll(1)


def test_a_tied_pad_pulled_out_mid_game_leaves_its_seat_to_any_pad_until_it_is_back(
        app: App) -> None:
    game, scene, driver = hot_seat(app, [(4, 6)])  # to the jail, just visiting
    driver.post(unplug(ANN))
    driver.frames(2, draw=True)
    assert told(app) == ("Ann's pad (Xbox One S) is not plugged in: any pad plays Ann until "
                         "it is.")
    assert game.history is None and scene.focus.current is scene.roll_button
    assert driver.top is scene  # nothing to dismiss: the game goes on
    driver.post(*press(BOB))  # Bob's pad, handed over
    driver.frames(2)
    assert game.actions_played() == [Roll(0)]
    driver.until(lambda: scene.end_button.is_enabled and driver.top is scene)
    focus, version = scene.focus.current, game.version
    driver.post(plug(3))  # Ann's pad again, with a new instance id
    driver.frames(2, draw=True)
    assert told(app) == "Ann's pad is back: it plays Ann."
    assert scene.focus.current is focus and game.version == version
    driver.post(*press(BOB))
    driver.frames(2)
    assert game.version == version and game.actions_played() == [Roll(0)]
    assert told(app) == "That pad plays Bob; it is Ann's move."
    driver.post(*press(FIRST_ID + 3))
    driver.frames(2)
    assert game.actions_played()[-1] == EndTurn(0)

"""The setup screen gives each person a pad of his own: {press} on a pad at the seat's pad claims
the seat for it (a pad moved to another seat leaves the first to any pad), the keyboard steps
through the list of pads plugged in, pads plugged in or pulled out show at once, and with no pad
plugged in the control says so and the focus passes it by."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu

from game.client.kit.app import App
from game.client.kit.pad_ids import PadName
from game.client.scenes.setup import ANY_PAD, NO_PAD, SetupScene
from game.client.store.settings import HUMAN, Settings, SetupConfig

from ..driver import Driver, key_event
from ..table.test_seat_pads import ANN, BOB, XBOX, app as pads_app, plug, press, unplug  # noqa: F401

FIRST, SECOND = PadName(XBOX, 1), PadName(XBOX, 2)


@pytest.fixture()
def app(pads_app: App) -> Iterator[App]:  # noqa: F811
    yield pads_app


def setup(app: App) -> tuple[SetupScene, Driver, list[SetupConfig]]:
    started: list[SetupConfig] = []
    scene = SetupScene(app, Settings(), on_start=started.append, on_back=lambda: None)
    app.stack.push(scene)
    driver = Driver(app)
    driver.frames(2)
    return scene, driver, started


def test_without_a_pad_the_control_says_so_and_the_keys_pass_it_by(app: App) -> None:
    scene, driver, _ = setup(app)
    control = scene.pad_controls[0]
    assert isinstance(control, UIButton) and control.text == NO_PAD and not control.is_enabled
    assert 1 not in scene.pad_controls  # a computer's seat has none
    seen = set()
    for _ in range(len(scene.focus.buttons) + 1):
        driver.key(pygame.K_TAB)
        seen.add(scene.focus.current)
    assert control not in seen and scene.kind_buttons[0] in seen


def test_a_pad_claims_a_seat_by_a_press_there_and_moved_on_frees_the_first(app: App) -> None:
    scene, driver, started = setup(app)
    driver.post(plug(0), plug(1))
    driver.frames(2)
    listed = scene.pad_controls[0]
    assert isinstance(listed, UIDropDownMenu) and listed.selected_option[0] == ANY_PAD
    assert [label for label, _ in listed.options_list] == [ANY_PAD, "Xbox One S", "Xbox One S 2"]
    while scene.seats[1].kind != HUMAN:  # the second seat to a person, by clicks
        driver.click(scene.kind_buttons[1].rect.center)
    assert scene.focus.current is scene.kind_buttons[1]
    driver.post(*press(BOB, pygame.CONTROLLER_BUTTON_DPAD_RIGHT), *press(BOB))
    driver.frames(2)
    assert [s.pad for s in scene.seats] == [None, SECOND]
    assert scene.pad_controls[1].selected_option[0] == "Xbox One S 2"  # type: ignore[attr-defined]
    for _ in range(4):  # back along the row and up to the first seat's pad
        driver.post(*press(ANN, pygame.CONTROLLER_BUTTON_DPAD_LEFT))
        driver.frames(1)
    assert scene.focus.current is scene.pad_controls[0]
    driver.post(*press(ANN))
    driver.frames(2)
    assert [s.pad for s in scene.seats] == [FIRST, SECOND]
    driver.post(*press(BOB))  # Bob's pad at the first seat: it plays that one now
    driver.frames(2)
    assert [s.pad for s in scene.seats] == [SECOND, None]
    driver.post(key_event(pygame.K_RETURN))  # the keyboard steps through the list
    driver.frames(2)
    assert [s.pad for s in scene.seats] == [None, None]
    driver.post(key_event(pygame.K_RETURN))
    driver.frames(2)
    assert [s.pad for s in scene.seats] == [FIRST, None]
    scene.start()
    assert [s.pad for s in started[0].seats] == [FIRST, None]


def test_pads_plugged_in_and_pulled_out_show_at_once_and_a_tie_stays(app: App) -> None:
    scene, driver, _ = setup(app)
    driver.post(plug(0))
    driver.frames(2)
    driver.post(*press(ANN, pygame.CONTROLLER_BUTTON_DPAD_UP))  # from Start game, round
    for _ in range(len(scene.focus.buttons)):
        if scene.focus.current is scene.pad_controls[0]:
            break
        driver.post(*press(ANN, pygame.CONTROLLER_BUTTON_DPAD_LEFT))
        driver.frames(1)
    driver.post(*press(ANN))
    driver.frames(2)
    assert scene.seats[0].pad == FIRST
    driver.post(unplug(ANN), plug(2))
    driver.frames(2)
    listed = scene.pad_controls[0]
    assert isinstance(listed, UIDropDownMenu)
    labels = [label for label, _ in listed.options_list]
    assert labels[:2] == [ANY_PAD, "PS4"] and labels[2].startswith("Xbox")
    assert labels[2].endswith(" (not in)")  # his own pad, shortened to fit, still his
    assert listed.selected_option[0] == labels[2] and scene.seats[0].pad == FIRST
    assert scene.focus.current is listed  # laid out again, the focus kept its place
    driver.post(plug(3))  # the same pad plugged in again
    driver.frames(2)
    assert scene.pad_controls[0].selected_option[0] == "Xbox One S"  # type: ignore[attr-defined]

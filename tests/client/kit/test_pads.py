"""A game controller presses the keys a keyboard would: d-pad and stick move the focus, A
presses, B goes back; pads come and go while the game runs and nothing is lost."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.kit.app import App
from game.client.kit.pads import LEAN, REPEAT_AFTER, REPEAT_EVERY, Device, Pads
from game.client.scenes.title import TitleScene

from ..driver import Driver, fresh_app, key_event

PAD = 3


def button(kind: int, which: int, pad: int = PAD) -> pygame.event.Event:
    return pygame.event.Event(kind, instance_id=pad, button=which)


def stick(axis: int, value: int, pad: int = PAD) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis, value=value)


def keys(events: list[pygame.event.Event]) -> list[tuple[int, int, int]]:
    return [(e.type, e.key, e.pad) for e in events]


def test_buttons_press_keys_and_say_which_pad() -> None:
    pads = Pads()
    assert keys(pads.read(button(pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLER_BUTTON_A))) == [
        (pygame.KEYDOWN, pygame.K_RETURN, PAD)]
    assert pads.last is Device.PAD
    assert keys(pads.read(button(pygame.CONTROLLERBUTTONUP, pygame.CONTROLLER_BUTTON_A))) == [
        (pygame.KEYUP, pygame.K_RETURN, PAD)]
    assert keys(pads.read(button(pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLER_BUTTON_B, 9))) == [
        (pygame.KEYDOWN, pygame.K_ESCAPE, 9)]
    assert keys(pads.read(button(pygame.CONTROLLERBUTTONDOWN,
                                 pygame.CONTROLLER_BUTTON_RIGHTSHOULDER))) == [
        (pygame.KEYDOWN, pygame.K_PAGEDOWN, PAD)]
    assert pads.read(button(pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLER_BUTTON_GUIDE)) == []
    pads.read(key_event(pygame.K_a, "a"))
    assert pads.last is Device.KEYS
    pads.read(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    assert pads.last is Device.POINTER


def test_a_stick_held_over_repeats_its_arrow_and_lets_go_at_rest() -> None:
    pads = Pads()
    x = pygame.CONTROLLER_AXIS_LEFTX
    assert pads.read(stick(x, LEAN - 1)) == []  # not far enough
    assert keys(pads.read(stick(x, 32767))) == [(pygame.KEYDOWN, pygame.K_RIGHT, PAD)]
    assert pads.read(stick(x, 30000)) == []  # still held: no second press
    assert pads.update(REPEAT_AFTER - 0.01) == []
    assert keys(pads.update(0.02)) == [(pygame.KEYDOWN, pygame.K_RIGHT, PAD)]
    assert keys(pads.update(REPEAT_EVERY)) == [(pygame.KEYDOWN, pygame.K_RIGHT, PAD)]
    assert keys(pads.read(stick(x, -32768))) == [(pygame.KEYUP, pygame.K_RIGHT, PAD),
                                                  (pygame.KEYDOWN, pygame.K_LEFT, PAD)]
    assert keys(pads.read(stick(x, 0))) == [(pygame.KEYUP, pygame.K_LEFT, PAD)]
    assert pads.update(5.0) == []
    y = pygame.CONTROLLER_AXIS_LEFTY
    assert keys(pads.read(stick(y, 32767))) == [(pygame.KEYDOWN, pygame.K_DOWN, PAD)]


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def test_the_pad_moves_the_title_focus_and_presses_and_a_pad_plugged_in_or_out_loses_nothing(
        app: App) -> None:
    pressed: list[str] = []
    title = TitleScene(app, on_new=lambda: pressed.append("new"), on_continue=None,
                       on_load=lambda: pressed.append("load"), on_settings=None,
                       on_quit=lambda: pressed.append("quit"), can_continue=False)
    app.stack.push(title)
    driver = Driver(app)
    assert title.focus is not None and title.focus.index == 0
    driver.post(button(pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    driver.frames(2)
    moved = title.focus.index
    assert moved > 0  # Continue is greyed: the focus goes past it
    driver.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0),
                pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=PAD))
    driver.frames(2, draw=True)
    assert app.stack.top is title and title.focus.index == moved  # nothing lost, focus kept
    driver.post(stick(pygame.CONTROLLER_AXIS_LEFTY, -32768, pad=5))
    driver.frames(2)
    assert title.focus.index == 0
    driver.post(stick(pygame.CONTROLLER_AXIS_LEFTY, 0, pad=5),
                button(pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLER_BUTTON_A, pad=5))
    driver.frames(2)
    assert pressed == ["new"]
    assert app.pads.last is Device.PAD and app.idle == 0.0


def test_the_title_names_the_buttons_of_what_the_person_last_played_with(app: App) -> None:
    title = TitleScene(app, on_new=lambda: None, on_continue=None, on_load=None,
                       on_settings=None, on_quit=lambda: None, can_continue=False)
    app.stack.push(title)
    driver = Driver(app)
    assert "Enter to confirm" in title.hint
    driver.post(button(pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    driver.frames(2, draw=True)
    assert title.hint == "D-pad up/D-pad down or X to choose, A to confirm"
    app.pads.bind({**app.pads.binding, "press": "y", "next": "a"})
    assert title.hint.endswith("Y to confirm")  # the player's own binding
    driver.post(key_event(pygame.K_DOWN))
    driver.frames(2)
    assert "Enter to confirm" in title.hint


def test_two_pads_alike_are_told_apart_and_one_plugged_in_again_is_the_same_pad(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from pygame._sdl2 import controller

    from game.client.kit.pad_ids import PadName

    def opened(index: int) -> SimpleNamespace:
        return SimpleNamespace(name="Xbox One S Controller",
                               as_joystick=lambda: SimpleNamespace(get_instance_id=lambda: 70 + index))

    monkeypatch.setattr(controller, "Controller", opened)
    monkeypatch.setattr(controller, "get_init", lambda: True)
    pads = Pads()
    for index in (0, 1):
        pads.read(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index))
    assert [pads.name_of(70), pads.name_of(71)] == [PadName("Xbox One S Controller", 1),
                                                    PadName("Xbox One S Controller", 2)]
    assert [pads.name_of(70).label, pads.name_of(71).label] == ["Xbox One S", "Xbox One S 2"]
    pads.read(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=70))
    assert pads.name_of(70) is None and pads.name_of(71) == PadName("Xbox One S Controller", 2)
    pads.read(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=2))  # the first, back
    assert pads.name_of(72) == PadName("Xbox One S Controller", 1)

"""A pad's family is read from the name SDL gives it when it is plugged in, and the screens name
its buttons in that family's words: PlayStation's Cross where Xbox has A and a Nintendo pad B."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pygame
import pytest
from pygame._sdl2 import controller

from game.client.kit.app import App
from game.client.kit.naming import KEYS, Name, Naming
from game.client.kit.pad_families import WORDS, Family, family_of
from game.client.kit.pad_names import BUTTONS, DEFAULT_BINDING
from game.client.kit.pads import Device, Pads

from ..driver import Driver, fresh_app, key_event

#: Pads as SDL names them, by the device index they are plugged in at.
PLUGGED = {0: "PS4 Controller", 1: "Nintendo Switch Pro Controller", 2: "Xbox One S Controller",
           3: "Logitech Dual Action"}
FIRST_ID = 40  # the instance id SDL gives the pad at index 0; the others follow


class FakePad:
    """A controller as pygame-ce opens one: its name and its joystick's instance id."""

    def __init__(self, index: int) -> None:
        self.name = PLUGGED[index]
        self.instance = FIRST_ID + index

    def as_joystick(self) -> SimpleNamespace:
        return SimpleNamespace(get_instance_id=lambda: self.instance)


@pytest.fixture()
def plugging(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pads plugged in open as :class:`FakePad` (no controller on the test machine)."""
    monkeypatch.setattr(controller, "Controller", FakePad)
    monkeypatch.setattr(controller, "get_init", lambda: True)


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def plug(index: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index)


def press(index: int, button: int = pygame.CONTROLLER_BUTTON_LEFTSTICK) -> pygame.event.Event:
    """A button of the pad plugged in at ``index`` (by default one that presses no key)."""
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=FIRST_ID + index,
                              button=button)


@pytest.mark.parametrize(("name", "family"), [
    ("PS4 Controller", Family.PLAYSTATION), ("PS3 Controller", Family.PLAYSTATION),
    ("Sony Interactive Entertainment Wireless Controller", Family.PLAYSTATION),
    ("DualSense Wireless Controller", Family.PLAYSTATION5), ("PS5 Controller", Family.PLAYSTATION5),
    ("Nintendo Switch Pro Controller", Family.NINTENDO), ("Joy-Con (L/R)", Family.NINTENDO),
    ("Xbox Series X Controller", Family.XBOX), ("X-Box 360 pad", Family.XBOX),
    ("XInput Controller", Family.XBOX), ("Logitech Dual Action", Family.GENERIC),
    ("", Family.GENERIC),
])
def test_the_family_is_read_from_the_pads_name(name: str, family: Family) -> None:
    assert family_of(name) is family


def test_each_family_names_the_places_of_sdls_layout_its_own_way() -> None:
    def word(family: Family, action: str) -> str:
        return Naming(family).of(action).word

    assert [word(Family.PLAYSTATION, a) for a in ("press", "back", "next", "menu", "page_up")] == [
        "Cross", "Circle", "Square", "Options", "L1"]
    assert word(Family.PLAYSTATION, "odds") == "Share"
    assert word(Family.PLAYSTATION5, "odds") == "Create"
    # Nintendo prints B at the bottom (SDL's a) and A at the right (SDL's b)
    assert [word(Family.NINTENDO, a) for a in ("press", "back", "next", "menu", "page_down")] == [
        "B", "A", "Y", "Plus", "R"]
    assert [word(Family.XBOX, a) for a in ("press", "back", "menu", "odds", "page_up")] == [
        "A", "B", "Menu", "View", "LB"]
    assert word(Family.GENERIC, "menu") == "Start"
    assert all(set(words) == set(BUTTONS) for words in WORDS.values())


def test_a_sentence_names_its_buttons_in_words_or_pieces() -> None:
    sony = Naming(Family.PLAYSTATION)
    assert sony.say("{press} to confirm, {back} to go back") == (
        "Cross to confirm, Circle to go back")
    assert sony.pieces("Hold {press}!") == ["Hold ", Name("Cross", "a", Family.PLAYSTATION), "!"]
    assert KEYS.say("{press} or {odds}; {not_an_action} and {} stay") == (
        "Enter or O; {not_an_action} and {} stay")
    assert KEYS.of("up") == Name("Up arrow", "up")
    bound = Naming(Family.XBOX, tuple({**DEFAULT_BINDING, "press": "y", "next": "a"}.items()))
    assert bound.say("{press}") == "Y"  # the player's own binding


def test_a_pad_plugged_in_is_named_in_its_familys_words_once_pressed(
        app: App, plugging: None) -> None:
    driver = Driver(app)
    driver.post(plug(0), plug(1))
    driver.frames(1)
    assert app.pads.families == {FIRST_ID: Family.PLAYSTATION, FIRST_ID + 1: Family.NINTENDO}
    driver.post(key_event(pygame.K_LSHIFT))
    driver.frames(1)
    assert app.pads.naming.family is None  # the keyboard was the last pressed
    driver.post(press(0))
    driver.frames(1)
    assert app.pads.naming.say("{press}") == "Cross"
    driver.post(press(1))
    driver.frames(1)
    assert app.pads.naming.say("{press}, {back}") == "B, A"
    driver.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    driver.frames(1)
    assert app.pads.last is Device.POINTER and app.pads.naming.say("{press}") == "B"  # kept
    driver.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=FIRST_ID + 1))
    driver.frames(1)
    assert FIRST_ID + 1 not in app.pads.families


def test_a_pad_plugged_in_before_any_press_is_named_and_a_plain_joystick_is_generic(
        plugging: None) -> None:
    pads = Pads()
    assert pads.naming == KEYS
    pads.read(plug(2))
    assert pads.naming.say("{menu}") == "Menu"  # a touch screen with an Xbox pad beside it
    pads.sticks[7] = object()  # a cabinet's encoder board
    pads.read(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=0))
    assert pads.naming.family is Family.GENERIC


def test_the_names_are_worked_out_again_only_when_what_they_name_changes(
        plugging: None) -> None:
    pads = Pads()
    first = pads.naming
    assert first == KEYS and pads.naming is first  # asked every frame: the same names
    pads.read(plug(2))
    plugged = pads.naming
    assert plugged.family is Family.XBOX and pads.naming is plugged
    pads.read(key_event(pygame.K_LSHIFT))
    assert pads.naming == KEYS and pads.naming is pads.naming
    pads.read(press(2))
    assert pads.naming == plugged and pads.naming.say("{press}") == "A"
    pads.bind({**DEFAULT_BINDING, "press": "y"})
    assert pads.naming.say("{press}") == "Y"
    kept = pads.naming
    pads.bind(dict(pads.binding))
    assert pads.naming is kept  # the same binding again: nothing to name anew
    pads.binding["press"] = "x"  # changed in place, too
    assert pads.naming.say("{press}") == "X"
    pads.read(key_event(pygame.K_LSHIFT))
    pads.keys["press"] = "tab"
    assert pads.naming.say("{press}") == "Tab"
    pads.bind_keys({**pads.keys, "press": "space"})
    assert pads.naming.say("{press}") == "Space"

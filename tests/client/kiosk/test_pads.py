"""A kiosk on an arcade cabinet or with a game controller: a button starts a visitor's game and
answers 'Still playing?', the caption asks for a button when a pad is plugged in, and the
operator's button chord closes the kiosk."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.client.kiosk.attract import CAPTION, PAD_CAPTION, AttractOverlay
from game.client.kiosk.config import KioskConfig
from game.client.kiosk.quick_play import TokenPickScene
from game.client.kit.pads import Chord, Device, Pads, parse_chord

from .conftest import Kiosk


def press(kiosk: Kiosk, *buttons: int, pad: int = 1, frames: int = 2) -> None:
    for button in buttons:
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad,
                                             button=button))
    kiosk.frames(frames)


def test_a_pad_button_starts_a_visitors_game(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    overlay = kiosk.app.stack.top
    assert isinstance(overlay, AttractOverlay)
    press(kiosk, pygame.CONTROLLER_BUTTON_A)
    assert isinstance(kiosk.app.stack.top, TokenPickScene)


def test_the_caption_asks_for_a_button_while_a_pad_is_plugged_in(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    overlay = kiosk.app.stack.top
    assert isinstance(overlay, AttractOverlay)
    kiosk.app.stack.draw(kiosk.app.screen)
    assert overlay._caption is not None and overlay._caption[0][0] == CAPTION
    kiosk.app.pads.opened[4] = object()  # as a pad SDL opened when it was plugged in
    kiosk.frames(1)
    kiosk.app.stack.draw(kiosk.app.screen)
    assert overlay._caption[0][0] == PAD_CAPTION
    assert overlay._caption[0][1].say(PAD_CAPTION) == "Touch or press A"  # the pad's own button
    del kiosk.app.pads.opened[4]
    kiosk.app.stack.draw(kiosk.app.screen)
    assert overlay._caption[0][0] == CAPTION


def test_the_operators_chord_on_a_pad_closes_the_kiosk(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(exit_buttons="back+start")
    press(kiosk, pygame.CONTROLLER_BUTTON_BACK)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=1,
                                         button=pygame.CONTROLLER_BUTTON_BACK))
    press(kiosk, pygame.CONTROLLER_BUTTON_START)
    assert kiosk.app.running  # released before the other was pressed: no chord
    press(kiosk, pygame.CONTROLLER_BUTTON_BACK, pad=2)
    press(kiosk, pygame.CONTROLLER_BUTTON_START, pad=2)
    assert not kiosk.app.running
    assert "game controller's buttons" in kiosk.log()


def test_a_chord_is_held_on_one_pad_and_written_with_button_names() -> None:
    chord = Chord(parse_chord("Back + Start"))
    down = pygame.CONTROLLERBUTTONDOWN
    assert not chord.completes(pygame.event.Event(down, instance_id=1, button=pygame.CONTROLLER_BUTTON_BACK))
    assert not chord.completes(pygame.event.Event(down, instance_id=2, button=pygame.CONTROLLER_BUTTON_START))
    assert chord.completes(pygame.event.Event(down, instance_id=1, button=pygame.CONTROLLER_BUTTON_START))
    with pytest.raises(ValueError, match="'turbo' is not a button"):
        parse_chord("back+turbo")
    with pytest.raises(ValueError, match="at least two"):
        parse_chord("start")
    with pytest.raises(ValueError):
        KioskConfig.model_validate({"exit_buttons": "a"})


def test_a_cabinets_joystick_plays_by_the_configs_buttons(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(cabinet_buttons=["none", "press", "back"])
    kiosk.app.pads.sticks[7] = object()  # a cabinet's encoder, as SDL opened it when plugged in
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=0))
    kiosk.frames(2)
    assert isinstance(kiosk.app.stack.top, AttractOverlay)  # button 0 does nothing here
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=1))
    kiosk.frames(2)
    assert isinstance(kiosk.app.stack.top, TokenPickScene)


def test_a_plain_joysticks_hat_and_stick_are_arrows_and_its_buttons_keys() -> None:
    pads = Pads()
    assert pads.read(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=0)) == []
    pads.sticks[7] = object()
    pressed = pads.read(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=0))
    assert [(e.type, e.key, e.pad) for e in pressed] == [(pygame.KEYDOWN, pygame.K_RETURN, 7)]
    hat = pads.read(pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, hat=0, value=(1, 1)))
    assert sorted(e.key for e in hat if e.type == pygame.KEYDOWN) == sorted([pygame.K_RIGHT, pygame.K_UP])
    hat = pads.read(pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, hat=0, value=(1, 0)))
    assert [(e.type, e.key) for e in hat] == [(pygame.KEYUP, pygame.K_UP)]
    axis = pads.read(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, axis=1, value=1.0))
    assert [(e.type, e.key) for e in axis] == [(pygame.KEYDOWN, pygame.K_DOWN)]
    assert pads.last is Device.PAD
    pads.read(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    assert 7 not in pads.sticks and pads.update(5.0) == []
    with pytest.raises(ValueError, match="'jump' is not something a button does"):
        KioskConfig.model_validate({"cabinet_buttons": ["press", "jump"]})

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
from game.client.kit.pads import Chord, parse_chord

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

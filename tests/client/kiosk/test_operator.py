"""Only the operator leaves the kiosk: his key combination, or a long press in a corner and his
PIN. The window's close button, Esc, a wrong PIN and a short corner press do nothing of the sort;
the demo in a window quits normally. No kiosk screen offers Quit."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.client.kiosk.operator import (FIRST_WAIT, FREE_TRIES, LONG_PRESS, LONGEST_WAIT,
                                        PAD_TIMEOUT, PinPadScene, corner_size)
from game.client.kiosk.results import ResultsScene
from game.client.kit.touch import TOUCH_TARGET
from game.client.scenes.pause import PauseScene

from .conftest import SIZE, Kiosk
from .test_quick_play import open_pick, pick


def press_corner(kiosk: Kiosk, pos: tuple[int, int], seconds: float) -> None:
    """A finger put down at ``pos`` and held there ``seconds``, then lifted."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    kiosk.seconds(seconds)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    kiosk.frames(2)


def enter(kiosk: Kiosk, pad: PinPadScene, digits: str) -> None:
    buttons = {label: button for button, label in pad.keys.items()}
    for digit in digits + "!":
        kiosk.touch(buttons["OK" if digit == "!" else digit].rect.center)


def test_the_key_combination_closes_the_kiosk(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(exit_keys="ctrl+shift+f12")
    kiosk.key(pygame.K_F12, mod=pygame.KMOD_LCTRL)
    kiosk.key(pygame.K_F12, mod=pygame.KMOD_LSHIFT)
    assert kiosk.app.running
    kiosk.key(pygame.K_F12, mod=pygame.KMOD_LCTRL | pygame.KMOD_RSHIFT)
    assert not kiosk.app.running
    assert "key combination" in kiosk.log()


def test_a_long_press_in_a_corner_then_the_pin_closes_the_kiosk(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(pin="4711")
    w, h = SIZE
    press_corner(kiosk, (w - 5, 5), LONG_PRESS + 0.2)
    pad = kiosk.app.stack.top
    assert isinstance(pad, PinPadScene)
    for button in [*pad.keys, pad.cancel]:
        assert min(button.rect.size) >= TOUCH_TARGET
    enter(kiosk, pad, "4711")
    assert not kiosk.app.running
    assert "PIN" in kiosk.log()


def test_nothing_else_closes_the_kiosk(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(pin="4711")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    kiosk.frames(2)
    kiosk.key(pygame.K_ESCAPE)
    kiosk.key(pygame.K_q, mod=pygame.KMOD_LCTRL)  # half the combination
    assert kiosk.app.running
    press_corner(kiosk, (5, SIZE[1] - 5), LONG_PRESS - 0.5)  # too short
    assert kiosk.app.stack.find(PinPadScene) is None
    kiosk.flow.attract()
    press_corner(kiosk, (SIZE[0] // 2, 5), LONG_PRESS + 1)  # not a corner
    assert kiosk.app.stack.find(PinPadScene) is None
    kiosk.flow.attract()
    press_corner(kiosk, (5, 5), LONG_PRESS + 0.2)
    pad = kiosk.app.stack.top
    assert isinstance(pad, PinPadScene)
    enter(kiosk, pad, "1234")
    assert kiosk.app.running and pad.message.startswith("Wrong PIN") and pad.entered == ""
    kiosk.touch(pad.cancel.rect.center)
    assert kiosk.app.stack.find(PinPadScene) is None and kiosk.app.running
    press_corner(kiosk, (SIZE[0] - 2, SIZE[1] - 2), LONG_PRESS + 0.2)
    assert kiosk.app.stack.find(PinPadScene) is not None
    kiosk.seconds(PAD_TIMEOUT + 0.5)  # left alone, the keypad goes away
    assert kiosk.app.stack.find(PinPadScene) is None and kiosk.app.running


def test_in_quick_play_esc_opens_nothing_and_the_close_button_is_ignored(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    pick(kiosk, 0)
    kiosk.key(pygame.K_ESCAPE)
    assert kiosk.app.stack.find(PauseScene) is None
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    kiosk.frames(2)
    assert kiosk.app.running


def test_the_demo_in_a_window_quits_normally(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(locked=False)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    kiosk.frames(2)
    assert not kiosk.app.running
    demo = make_kiosk(locked=False)
    demo.key(pygame.K_ESCAPE)
    assert not demo.app.running


def test_no_kiosk_screen_offers_quit(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(max_rounds=1)
    labels: list[str] = []

    def collect() -> None:
        for scene in kiosk.app.stack.scenes:
            for attr in ("manager", "ui"):
                manager = getattr(scene, attr, None)
                if manager is not None:
                    labels.extend(getattr(e, "text", "") or ""
                                  for e in manager.get_sprite_group().sprites())

    kiosk.until(lambda: isinstance(kiosk.app.stack.top, ResultsScene))
    collect()
    picker = open_pick(kiosk, (600, 300))
    collect()
    kiosk.touch(picker.cards[1].center)
    collect()
    kiosk.flow.ask_pin()
    collect()
    assert "Cancel" in labels  # the labels were read
    assert not [label for label in labels if "quit" in label.lower()]


def test_the_corner_is_at_least_a_finger_wide() -> None:
    assert corner_size((800, 600)) >= TOUCH_TARGET
    assert corner_size((3840, 2160)) > TOUCH_TARGET


def type_pin(kiosk: Kiosk, digits: str) -> None:
    """The PIN typed on a keyboard, then Enter."""
    for digit in digits:
        kiosk.key(getattr(pygame, f"K_{digit}"), frames=1)
    kiosk.key(pygame.K_RETURN, frames=1)


def test_wrong_pins_in_a_row_make_the_keypad_wait_longer_each_time(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(pin="4711")
    kiosk.flow.ask_pin()
    kiosk.frames(1)
    pad = kiosk.app.stack.top
    assert isinstance(pad, PinPadScene)
    waits: list[float] = []
    for n in range(1, 21):
        type_pin(kiosk, "1234")
        assert kiosk.app.running and pad.entered == ""
        if n < FREE_TRIES:
            assert pad.message == "Wrong PIN. Try again."
            continue
        waits.append(kiosk.flow.pins.wait)
        assert pad.message.startswith("Too many wrong PINs. Try again in ")
        type_pin(kiosk, "4711")  # not even the right PIN is tried while the keypad waits
        assert kiosk.app.running and pad.entered == ""
        if n == FREE_TRIES:
            kiosk.seconds(5)
            assert pad.message == "Too many wrong PINs. Try again in 25 s."
            assert all(not button.is_enabled for button in pad.keys)
        kiosk.flow.frame(kiosk.flow.pins.wait)  # the game's clock stepped to the end of the wait
        kiosk.frames(1)
        assert pad.message == "Enter the operator PIN." and pad.waiting is False
    assert waits[:4] == pytest.approx([FIRST_WAIT, 2 * FIRST_WAIT, 4 * FIRST_WAIT,
                                       8 * FIRST_WAIT], abs=0.1)
    assert waits[-1] == pytest.approx(LONGEST_WAIT, abs=0.1) and sum(waits) > 10_000  # 20 tries take hours, not seconds
    type_pin(kiosk, "4711")
    assert not kiosk.app.running


def test_without_a_pin_the_keypad_says_the_exit_keys_close_the_kiosk(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    assert "No operator PIN is set" in kiosk.log()
    kiosk.flow.ask_pin()
    kiosk.frames(1)
    pad = kiosk.app.stack.top
    assert isinstance(pad, PinPadScene)
    assert "exit keys only" in pad.message
    assert all(not button.is_enabled for button in pad.keys) and pad.cancel.is_enabled
    type_pin(kiosk, "2468")
    assert kiosk.app.running
    kiosk.key(pygame.K_q, mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT)
    assert not kiosk.app.running

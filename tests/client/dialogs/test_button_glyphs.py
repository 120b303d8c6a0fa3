"""After a pad's button, a dialog's buttons show the pad's buttons that press them: its confirm
beside the button in focus (the default at first), its back beside Cancel, Close or Go back;
after a key, no glyph (the hint lines name the keys). Esc, a pad's back, presses that button."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from pygame_gui.elements import UIButton

from game.client.dialogs import TradeBuilder
from game.client.kit.app import App
from game.client.kit.pad_families import Family

from ..driver import Driver, fresh_app, theme
from .test_dialogs import at_buy, at_jail, board_area, open_dialog

SIZE = (1280, 720)


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


def pad(button: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=4, button=button)


def test_the_default_button_shows_the_pads_confirm_after_a_pad_press_only(app: App) -> None:
    app.pads.add(4, "PS4 Controller", object())
    dialog, sent = open_dialog(at_buy(), size=SIZE)
    app.stack.push(dialog)
    driver = Driver(app)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_LEFT)  # back on the default, by the keyboard
    assert dialog.glyph_spots() == []
    keyed = driver.draw().copy()
    driver.post(pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT), pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT))
    driver.frames(2)
    assert dialog.default_label is not None
    default = dialog.buttons()[dialog.default_label]
    assert dialog.focused is default  # the labels are as they were
    [(name, spot)] = dialog.glyph_spots()
    assert (name.family, name.button) == (Family.PLAYSTATION, "a")
    assert default.rect.colliderect(spot) and spot.right < default.rect.centerx
    padded = driver.draw()
    assert padded.get_at(spot.center) != keyed.get_at(spot.center)  # the cross is drawn
    driver.key(pygame.K_RIGHT)  # a key again: the glyph goes
    assert dialog.glyph_spots() == []
    assert not sent.actions


def test_cancel_shows_the_pads_back_and_the_back_button_presses_it(app: App) -> None:
    from game.engine import Game

    g = Game.new(["Ann", "Bob"], edition=theme().edition_spec(), seed=3)
    cancelled: list[bool] = []
    builder = TradeBuilder(g, theme(), board_area(SIZE), [0], on_action=lambda a: None,
                           on_cancel=lambda: cancelled.append(True))
    app.stack.push(builder)
    driver = Driver(app)
    driver.post(pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT), pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT))
    driver.frames(2)
    spots = dict((name.button, rect) for name, rect in builder.glyph_spots())
    cancel = builder.buttons()["Cancel"]
    assert builder.back_button is cancel and cancel.rect.colliderect(spots["b"])
    assert builder.focused is not cancel  # a cash box: no confirm glyph beside it
    driver.post(pad(pygame.CONTROLLER_BUTTON_B))
    driver.frames(2)
    assert cancelled == [True]


def test_in_a_list_the_confirm_goes_to_the_right_end_clear_of_the_label(app: App) -> None:
    dialog, _ = open_dialog(at_jail(card=False), size=SIZE)
    app.stack.push(dialog)
    driver = Driver(app)
    driver.post(pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    driver.frames(2)
    [(name, spot)] = dialog.glyph_spots()
    button = dialog.focused
    assert isinstance(button, UIButton) and button.rect.contains(spot)
    assert spot.left > button.rect.centerx and name.button == "a"

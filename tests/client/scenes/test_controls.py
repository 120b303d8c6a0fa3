"""The Controls screen shows what each key and pad button does; an action takes the next pad
button pressed (the action that had it takes the one left free), the choice is kept in the
settings file and plays at once; Reset puts the buttons back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.kit.pad_names import DEFAULT_BINDING
from game.client.main import Flow
from game.client.scenes.controls import ControlsScene
from game.client.scenes.settings_menu import SettingsScene
from game.client.store.settings import Settings, load_settings

from ..driver import Driver, fresh_app


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def pad_button(button: int, pad: int = 2) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button)


def test_a_pad_button_is_bound_kept_and_plays(app: App, tmp_path: Path) -> None:
    flow = Flow(app, Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start_title()
    driver = Driver(app)
    flow.open_settings()
    settings_screen = driver.top
    assert isinstance(settings_screen, SettingsScene)
    driver.click(settings_screen.buttons["controls"].rect.center)
    controls = driver.top
    assert isinstance(controls, ControlsScene)
    driver.draw()
    assert controls.buttons["press"].text == "A" and controls.buttons["back"].text == "B"
    driver.click(controls.buttons["press"].rect.center)
    assert controls.waiting_for == "press" and "Press a button" in controls.message
    driver.post(pad_button(pygame.CONTROLLER_BUTTON_Y))
    driver.frames(2)
    assert controls.waiting_for is None
    assert flow.settings.pad_buttons["press"] == "y"
    assert load_settings(tmp_path / "config")[0].pad_buttons["press"] == "y"  # kept on disk
    assert app.pads.pad_buttons[pygame.CONTROLLER_BUTTON_Y] == pygame.K_RETURN  # plays at once
    assert pygame.CONTROLLER_BUTTON_A not in app.pads.pad_buttons
    # B for 'press': back takes the Y left free, so no button does two things
    driver.click(controls.buttons["press"].rect.center)
    driver.post(pad_button(pygame.CONTROLLER_BUTTON_B))
    driver.frames(2)
    assert flow.settings.pad_buttons["press"] == "b" and flow.settings.pad_buttons["back"] == "y"
    driver.draw()
    driver.click(controls.buttons["reset"].rect.center)
    assert flow.settings.pad_buttons == DEFAULT_BINDING
    assert app.pads.pad_buttons[pygame.CONTROLLER_BUTTON_A] == pygame.K_RETURN


def test_esc_while_waiting_keeps_the_button_and_the_screen(app: App, tmp_path: Path) -> None:
    flow = Flow(app, Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start_title()
    flow.open_settings()
    flow.open_controls()
    driver = Driver(app)
    controls = driver.top
    assert isinstance(controls, ControlsScene)
    driver.click(controls.buttons["odds"].rect.center)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is controls and controls.waiting_for is None and app.pads.listening is None
    driver.post(pad_button(pygame.CONTROLLER_BUTTON_Y))
    driver.frames(2)
    assert flow.settings.pad_buttons["odds"] == "back"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, SettingsScene)


def test_a_binding_that_gives_a_button_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="given to two actions"):
        Settings(pad_buttons={**DEFAULT_BINDING, "odds": "a"})
    with pytest.raises(ValueError, match="no button for"):
        Settings(pad_buttons={"press": "a"})

"""The Controls screen shows what each key and pad button does; an action takes the next key or
pad button pressed (the action that had it takes the one left free), the choice is kept in the
settings file and plays at once; a key that cannot do an action is refused with the reason;
Reset puts the keys and buttons back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.kit.pad_names import ACTIONS, DEFAULT_BINDING, DEFAULT_KEYS, GROUPS
from game.client.main import Flow
from game.client.scenes.controls import ControlsScene
from game.client.scenes.settings_menu import SettingsScene
from game.client.store.settings import Settings, load_settings

from ..driver import Driver, fresh_app, key_event
from ..driver import theme as driver_theme


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


def controls_of(app: App, tmp_path: Path) -> tuple[Flow, ControlsScene]:
    flow = Flow(app, Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start_title()
    flow.open_settings()
    flow.open_controls()
    controls = app.stack.top
    assert isinstance(controls, ControlsScene)
    return flow, controls


def give_key(driver: Driver, controls: ControlsScene, action: str, key: int) -> None:
    """Click the key of ``action``, then press ``key`` on the keyboard."""
    driver.click(controls.key_buttons[action].rect.center)
    assert controls.waiting_for == action and "Press a key" in controls.message
    driver.key(key)


def test_a_key_is_given_an_action_kept_and_plays_at_once(app: App, tmp_path: Path) -> None:
    flow, controls = controls_of(app, tmp_path)
    driver = Driver(app)
    assert controls.key_buttons["up"].text == "Up arrow"
    give_key(driver, controls, "up", pygame.K_w)
    assert flow.settings.keys["up"] == "w" and controls.key_buttons["up"].text == "W"
    assert "'Up' is now W" in controls.message
    assert load_settings(tmp_path / "config")[0].keys["up"] == "w"  # kept on disk
    assert app.pads.naming.say("{up}") == "W"  # every screen names it so
    # the menus answer to W at once, and no longer to the arrow the action left
    assert controls.focus is not None
    at = controls.focus.index
    driver.key(pygame.K_w)
    assert controls.focus.index == (at - 1) % len(controls.focus.buttons)
    driver.key(pygame.K_UP)
    assert controls.focus.index == (at - 1) % len(controls.focus.buttons)
    driver.key(pygame.K_DOWN)
    assert controls.focus.index == at


def test_a_key_that_had_an_action_swaps_and_reset_puts_all_back(app: App, tmp_path: Path) -> None:
    flow, controls = controls_of(app, tmp_path)
    driver = Driver(app)
    give_key(driver, controls, "press", pygame.K_TAB)
    assert flow.settings.keys["press"] == "tab" and flow.settings.keys["next"] == "return"
    driver.click(controls.buttons["press"].rect.center)  # a pad button too, then Reset
    driver.post(pad_button(pygame.CONTROLLER_BUTTON_Y))
    driver.frames(2)
    driver.click(controls.buttons["reset"].rect.center)
    assert flow.settings.keys == DEFAULT_KEYS and flow.settings.pad_buttons == DEFAULT_BINDING
    assert load_settings(tmp_path / "config")[0].keys == DEFAULT_KEYS
    assert app.pads.key_map[pygame.K_RETURN] == pygame.K_RETURN


def test_a_key_that_cannot_do_the_action_is_refused_with_the_reason(
        app: App, tmp_path: Path) -> None:
    flow, controls = controls_of(app, tmp_path)
    driver = Driver(app)
    give_key(driver, controls, "press", pygame.K_LSHIFT)
    assert flow.settings.keys == DEFAULT_KEYS
    assert controls.message == ("Not changed: Left Shift is held with other keys: it cannot do "
                                "an action alone.")
    # Enter for the pause menu would leave Esc both going back and pressing
    give_key(driver, controls, "menu", pygame.K_RETURN)
    assert flow.settings.keys == DEFAULT_KEYS
    assert "Esc would do both" in controls.message
    assert load_settings(tmp_path / "config")[0].keys == DEFAULT_KEYS


def test_a_key_most_keyboards_lack_cannot_press_nor_go_back(app: App, tmp_path: Path) -> None:
    flow, controls = controls_of(app, tmp_path)
    driver = Driver(app)
    for action in ("press", "back"):
        give_key(driver, controls, action, pygame.K_F13)
        assert flow.settings.keys == DEFAULT_KEYS
        assert controls.message == (f"Not changed: F13 is a key most keyboards lack: "
                                    f"'{ACTIONS[action]}' needs one every keyboard has.")
    assert load_settings(tmp_path / "config")[0].keys == DEFAULT_KEYS
    driver.key(pygame.K_ESCAPE)  # Esc still goes back
    assert driver.top is not controls
    flow.open_controls()
    controls = app.stack.top
    assert isinstance(controls, ControlsScene)
    give_key(driver, controls, "odds", pygame.K_F13)  # an action one can do without may have it
    assert flow.settings.keys["odds"] == "f13" and app.pads.key_map[pygame.K_F13] == pygame.K_o


def test_the_back_key_while_waiting_keeps_the_key(app: App, tmp_path: Path) -> None:
    flow, controls = controls_of(app, tmp_path)
    driver = Driver(app)
    driver.click(controls.key_buttons["odds"].rect.center)
    assert "(Esc keeps O)" in controls.message
    driver.key(pygame.K_ESCAPE)
    assert driver.top is controls and controls.waiting_for is None
    assert app.pads.listening_key is None and flow.settings.keys == DEFAULT_KEYS


def test_a_name_is_typed_with_the_keys_given_actions(app: App, tmp_path: Path) -> None:
    """A letter that does an action still types itself into a name."""
    from game.client.scenes.saves_menu import SaveNameScene

    app.pads.bind_keys({**DEFAULT_KEYS, "press": "e", "back": "q"})
    saved: list[str] = []
    scene = SaveNameScene(driver_theme(), app.size, "", lambda n: False,
                          lambda n: saved.append(n))
    app.stack.push(scene)
    driver = Driver(app)
    driver.frames(2)
    assert scene.typing
    for letter in "eq":
        driver.post(key_event(getattr(pygame, f"K_{letter}"), letter),
                    pygame.event.Event(pygame.TEXTINPUT, text=letter))
        driver.frames(2)
    assert saved == [] and app.stack.top is scene
    driver.key(pygame.K_RETURN)  # the keyboard's own Enter ends the name
    assert saved == ["eq"]


def test_every_action_is_listed_under_its_heading_and_fits_the_screen(
        app: App, tmp_path: Path) -> None:
    _, controls = controls_of(app, tmp_path)
    listed = [action for action, _, _ in controls.rows]
    assert sorted(listed) == sorted(ACTIONS)
    table = [action for action, column, _ in controls.rows if column == 0]
    assert table == list(GROUPS[0][1]) and GROUPS[0][0] == "At the table"
    assert {"roll", "end_turn", "property", "trade", "look", "speed", "odds", "menu"} <= set(table)
    screen = pygame.Rect((0, 0), app.size)
    for action in ACTIONS:
        for made in (controls.key_buttons, controls.buttons):
            assert controls.panel.contains(made[action].rect) and screen.contains(made[action].rect)
    assert controls.key_buttons["roll"].text == "R" and controls.buttons["roll"].text == "\u2014"


def test_roll_given_another_key_rolls_at_the_table(app: App, tmp_path: Path) -> None:
    from ..table.test_board_cursor import table

    flow, controls = controls_of(app, tmp_path)
    driver = Driver(app)
    give_key(driver, controls, "roll", pygame.K_g)
    assert flow.settings.keys["roll"] == "g" and "'Roll the dice' is now G" in controls.message
    game, scene, driver = table(app)
    driver.key(pygame.K_r)  # the key it left does nothing now
    person = scene.human(0)
    assert game.history is None and person is not None and person.chosen is None
    driver.key(pygame.K_g)
    driver.until(lambda: game.history is not None)  # once the computer, asked first, answered
    assert [type(a).__name__ for a in game.actions_played()] == ["Roll"]


def test_a_controller_button_given_to_an_action_without_one_is_taken(
        app: App, tmp_path: Path) -> None:
    flow, controls = controls_of(app, tmp_path)
    driver = Driver(app)
    driver.click(controls.buttons["trade"].rect.center)
    driver.post(pad_button(pygame.CONTROLLER_BUTTON_Y))
    driver.frames(2)
    assert flow.settings.pad_buttons["trade"] == "y" and controls.buttons["trade"].text == "Y"
    assert app.pads.pad_buttons[pygame.CONTROLLER_BUTTON_Y] == pygame.K_t
    driver.click(controls.buttons["roll"].rect.center)  # A, from an action with none, would
    driver.post(pad_button(pygame.CONTROLLER_BUTTON_A))  # leave Press with no button
    driver.frames(2)
    assert flow.settings.pad_buttons["press"] == "a" and flow.settings.pad_buttons["roll"] == ""
    assert "Not changed: no button for 'press'" in controls.message

"""The table without a pointer: a visible focus goes round its buttons in the layout's order
(arrows, Tab, a pad's d-pad), Enter presses the button in focus, and the focus follows the turn
from Roll the dice to End turn."""

from __future__ import annotations

import pygame

from game.client.dialogs.manage import ManageView
from game.client.kit.scene import SceneStack
from game.engine import EndTurn, Roll
from game.themes import Theme

from ..driver import key_event
from .test_game_scene import _frames, _human_first, theme  # noqa: F401  (the module's theme)


def test_the_focus_goes_round_the_buttons_and_enter_presses_the_one_in_focus(theme: Theme) -> None:
    game, scene = _human_first(theme, [(1, 2)])
    stack = SceneStack()
    stack.push(scene)
    _frames(scene, 3)
    assert scene.focus.current is scene.roll_button  # the turn's own button first
    surface = pygame.display.get_surface()
    scene.draw(surface)
    ring = surface.get_at((scene.roll_button.rect.left - 2, scene.roll_button.rect.centery))
    assert ring == pygame.Color(theme.palette.highlight)  # the focus is drawn
    _frames(scene, 2, [key_event(pygame.K_RIGHT)])
    assert scene.focus.current is scene.property_button  # End turn is greyed: passed over
    _frames(scene, 2, [key_event(pygame.K_LEFT), key_event(pygame.K_LEFT)])
    assert scene.focus.current is scene.speed_button  # above the turn buttons, as laid out
    speed = scene.animator.speed
    _frames(scene, 2, [key_event(pygame.K_RETURN)])
    assert scene.animator.speed != speed and game.history is None  # Enter pressed the switch
    _frames(scene, 2, [key_event(pygame.K_TAB), key_event(pygame.K_TAB)])  # Roll, Property
    assert scene.focus.current is scene.property_button
    _frames(scene, 2, [key_event(pygame.K_RETURN)])
    assert isinstance(stack.top, ManageView) and game.history is None


def test_the_focus_follows_the_turn_and_space_still_plays_it(theme: Theme) -> None:
    game, scene = _human_first(theme, [(4, 6)])  # to the jail, just visiting: nothing to decide
    _frames(scene, 3)
    _frames(scene, 2, [key_event(pygame.K_SPACE, " ")])
    assert game.actions_played()[0] == Roll(0)
    for _ in range(600):
        if scene.end_button.is_enabled and not scene.animator.busy:
            break
        _frames(scene, 1)
    assert scene.focus.current is scene.end_button
    _frames(scene, 2, [key_event(pygame.K_RETURN)])
    assert game.actions_played()[-1] == EndTurn(0)


def test_a_pad_plugged_in_and_pulled_out_mid_game_loses_nothing_and_the_focus_stays(
        theme: Theme) -> None:
    from game.client.kit.app import App, Options

    app = App(Options(size=(1600, 900), headless=True))
    game, scene = _human_first(theme, [(4, 6)])
    app.stack.clear(scene)
    pygame.event.clear()
    for _ in range(3):
        app.tick(1 / 60)
    assert scene.focus.current is scene.roll_button
    cash, version = list(game.cash), game.version
    for event in (pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0),
                  pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=7,
                                     button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT),
                  pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7)):
        pygame.event.post(event)
        app.tick(1 / 60)
    assert scene.focus.current is scene.property_button  # moved once, then nothing lost
    assert game.cash == cash and game.version == version and game.history is None
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    for button in (pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_A):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=8,
                                             button=button))
        app.tick(1 / 60)
        app.tick(1 / 60)
    assert game.actions_played()[0] == Roll(0)  # the new pad rolls the dice

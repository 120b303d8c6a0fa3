"""The board without a pointer: a key or a pad's button puts a cursor on the board (on the space
of the player whose turn it is), the arrows and the d-pad move it round, the deed of the space
under it shows as under the pointer, a rival's too; the turn's buttons keep still meanwhile, and
the same key or Esc (a pad's back) takes it away. Enter on a person's property opens his
property at its group; no cursor opens over a dialog."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.dialogs.manage import ManageView
from game.client.kit.app import App
from game.client.store.seats import Seat
from game.client.table.scene import GameScene
from game.engine import Game

from ...engine.scenario import BALTIC, MEDITERRANEAN, ORIENTAL, give
from ..driver import Driver, fresh_app, theme

SIZE = (1600, 900)


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


def table(app: App) -> tuple[Game, GameScene, Driver]:
    """A person's turn, before his roll, against a computer who holds Baltic Avenue."""
    seats = [Seat("Me", 0, "human"), Seat("Bot", 1, "medium")]
    game = Game.new([s.name for s in seats], seed=1, edition=theme().edition_spec(),
                    forced_dice=[(6, 6), (1, 2), (1, 2)])
    give(game, 1, BALTIC)
    give(game, 0, ORIENTAL)
    scene = GameScene(app.size, game, theme(), seats, speed="fast", seed=1, intro=False)
    app.stack.clear(scene)
    driver = Driver(app)
    driver.frames(3)
    assert scene.focus.current is scene.roll_button
    return game, scene, driver


def unmoved(game: Game, scene: GameScene) -> bool:
    """No move made, nor one chosen and waiting to be made."""
    person = scene.human(0)
    return game.history is None and person is not None and person.chosen is None


def pad(button: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=button)


def test_keys_open_the_cursor_move_it_show_a_rivals_deed_and_close_it(app: App) -> None:
    game, scene, driver = table(app)
    driver.key(pygame.K_b)
    assert scene.looking == game.pos[0] == 0 and scene.deed_shown() is None  # GO has no deed
    driver.key(pygame.K_UP)  # on to the next property
    assert scene.looking == MEDITERRANEAN
    driver.key(pygame.K_RIGHT)  # a space on
    assert scene.looking == 2
    driver.key(pygame.K_UP)
    shown = scene.deed_shown()
    assert scene.looking == BALTIC and shown is not None and shown[0] == BALTIC  # the Bot's
    surface = driver.draw()
    card = scene.deeds.get(game, BALTIC, scene.deed_width())
    middle = (card.get_width() // 2, card.get_height() // 2)
    assert surface.get_at(shown[1].move(middle).topleft) == card.get_at(middle)  # drawn
    space = scene.geo.rect(BALTIC).move(scene.layout.board.topleft)
    assert surface.get_at((space.left, space.centery)) == pygame.Color(theme().palette.accent)
    assert unmoved(game, scene) and scene.focus.current is scene.roll_button  # nothing pressed
    driver.key(pygame.K_RETURN)  # a rival's deed: Enter does nothing
    assert unmoved(game, scene) and driver.top is scene and scene.looking == BALTIC
    driver.key(pygame.K_PAGEDOWN)  # the next corner
    assert scene.looking == 10 and scene.deed_shown() is None
    driver.key(pygame.K_PAGEUP)
    driver.key(pygame.K_LEFT)
    assert scene.looking == 39
    driver.key(pygame.K_ESCAPE)  # leaves the cursor, not the game
    assert scene.looking is None and driver.top is scene and scene.deed_shown() is None
    driver.key(pygame.K_b)
    driver.key(pygame.K_b)  # the same key takes it away
    assert scene.looking is None


def test_a_pads_buttons_work_the_cursor(app: App) -> None:
    game, scene, driver = table(app)
    driver.post(pad(pygame.CONTROLLER_BUTTON_RIGHTSTICK))
    driver.frames(2)
    assert scene.looking == 0
    driver.post(pad(pygame.CONTROLLER_BUTTON_DPAD_UP), pad(pygame.CONTROLLER_BUTTON_DPAD_UP))
    driver.frames(2)
    shown = scene.deed_shown()
    assert scene.looking == BALTIC and shown is not None and shown[0] == BALTIC
    driver.post(pad(pygame.CONTROLLER_BUTTON_A))  # A does not roll while the cursor is up
    driver.frames(2)
    assert unmoved(game, scene)
    driver.post(pad(pygame.CONTROLLER_BUTTON_B))
    driver.frames(2)
    assert scene.looking is None and driver.top is scene
    driver.post(pad(pygame.CONTROLLER_BUTTON_A))  # A presses the table's button again
    driver.until(lambda: game.history is not None)  # once the computer, asked first, answered


def test_enter_on_ones_own_property_opens_it_at_its_group_and_no_cursor_over_a_dialog(
        app: App) -> None:
    game, scene, driver = table(app)
    driver.key(pygame.K_b)
    for _ in range(4):  # Mediterranean, Baltic, Reading, Oriental
        driver.key(pygame.K_UP)
    assert scene.looking == ORIENTAL
    driver.key(pygame.K_RETURN)
    view = driver.expect(ManageView)
    assert view.group == game.board.group_of[ORIENTAL] and scene.looking is None
    driver.key(pygame.K_b)  # the view is a dialog: no cursor under it
    assert scene.looking is None and scene.deed_shown() is None


def test_the_tables_keys_roll_and_open_the_property(app: App) -> None:
    game, scene, driver = table(app)
    driver.key(pygame.K_p)
    assert isinstance(driver.top, ManageView) and unmoved(game, scene)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is scene
    speed = scene.animator.speed
    driver.key(pygame.K_f)
    assert scene.animator.speed != speed
    driver.key(pygame.K_r)
    driver.until(lambda: game.history is not None)
    assert [type(a).__name__ for a in game.actions_played()] == ["Roll"]


def test_in_a_replay_the_cursor_takes_the_arrows_and_esc_before_the_playback(app: App) -> None:
    from game.ai import Stepper, make_controller
    from game.client.table.replay import replay_scene

    seats = [Seat("Ann", 0, "medium"), Seat("Bob", 1, "medium")]
    game = Game.new([s.name for s in seats], seed=2, edition=theme().edition_spec())
    stepper = Stepper(game, [make_controller("medium", i) for i in range(2)])
    for _ in range(12):
        game.apply(stepper.next_move()[1])  # type: ignore[arg-type]
    left: list[bool] = []
    replay = replay_scene(app.size, theme(), seats, game.rules, 2, game.actions_played(),
                          lambda: left.append(True))
    app.stack.clear(replay)
    driver = Driver(app)
    driver.frames(2)
    replay.stop()
    limit = replay.playback.limit
    driver.key(pygame.K_b)
    start = replay.looking
    assert start is not None
    driver.key(pygame.K_RIGHT)
    assert replay.looking == (start + 1) % 40 and replay.playback.limit == limit  # no step
    driver.key(pygame.K_ESCAPE)
    assert replay.looking is None and not left
    driver.key(pygame.K_ESCAPE)
    assert left == [True]


def test_the_help_names_the_cursors_button_only_where_there_is_one() -> None:
    from game.client.kit.naming import Naming
    from game.client.kit.pad_families import Family
    from game.client.kit.pad_names import DEFAULT_BINDING
    from game.client.table import hud

    pad = Naming(Family.XBOX)
    assert pad.say(hud.table_help(pad)).endswith(", Right stick to look at the board")
    assert pad.say(hud.look_help(pad)).endswith("Right stick or B to leave")
    bare = Naming(Family.XBOX, tuple({**DEFAULT_BINDING, "look": ""}.items()))
    assert "look" not in bare.say(hud.table_help(bare))
    assert bare.say(hud.look_help(bare)).endswith(", B to leave")

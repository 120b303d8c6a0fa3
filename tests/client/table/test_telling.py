"""The table tells things as they happen: a card is read before it plays, the log follows the
animation line by line, and the board under a dialog does not follow the pointer."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.dialogs.card import CardDialog
from game.client.kit.app import App
from game.client.scenes.pause import PauseScene
from game.client.table import hud
from game.client.table.scene import GameScene
from game.client.store.seats import Seat
from game.engine import Game, RuleSet

from ...engine.scenario import BALTIC, BOARDWALK, CHANCE1, JAIL, ORIENTAL, READING, give, order_dice
from ..driver import Driver, fresh_app, motion, theme

SIZE = (1600, 900)
PEOPLE = [Seat("Ann", 0, "human"), Seat("Bob", 1, "easy")]


@pytest.fixture
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


def table(app: App, dice: tuple[tuple[int, int], ...], first: int = 0
          ) -> tuple[Game, GameScene, Driver]:
    """Ann (a person) against Bob (a computer), Ann first unless told, the dice as given."""
    game = Game.new([s.name for s in PEOPLE], rules=RuleSet.from_preset("classic"),
                    edition=theme().edition_spec(), seed=1,
                    forced_dice=[*order_dice(2, first), *dice])
    scene = GameScene(app.size, game, theme(), PEOPLE, seed=1, intro=False)
    app.stack.clear(scene)
    return game, scene, Driver(app)


def settle(drive: Driver, scene: GameScene) -> None:
    for _ in range(600):
        drive.frames(1)
        if not scene.busy and scene.dialog is None:
            return
    raise AssertionError("the board never settled")


def test_a_card_is_read_before_its_move_and_rent_play_and_the_log_keeps_their_order(app: App) -> None:
    game, scene, drive = table(app, ((3, 4),))  # to Chance: Reading Railroad, past GO, Bob's
    give(game, 1, READING)
    game.stack_deck("chance", ["ch_reading"])
    cash = list(game.cash)
    drive.key(pygame.K_SPACE, " ", frames=1)
    for _ in range(60):  # once the computer, asked first, has answered
        if "Ann rolls 3 and 4." in scene.log.lines:
            break
        drive.frames(1)
    assert list(scene.log.lines)[-1] == "Ann rolls 3 and 4."  # the move is not told before it plays
    for _ in range(600):
        drive.frames(1)
        if isinstance(app.stack.top, CardDialog):
            break
    assert isinstance(app.stack.top, CardDialog)
    assert game.pos[0] == READING  # the engine is past the card ...
    assert scene.shown_pos[0] == CHANCE1 and scene.shown_cash == cash  # ... the screen is not
    assert list(scene.log.lines)[-1].startswith("Ann draws Chance: ")
    drive.frames(30)  # nothing goes on while the card is up
    assert scene.shown_pos[0] == CHANCE1 and list(scene.log.lines)[-1].startswith("Ann draws Chance")
    drive.key(pygame.K_RETURN, "\r")
    settle(drive, scene)
    assert scene.shown_pos[0] == READING and scene.shown_cash == game.cash
    lines = list(scene.log.lines)
    told = lines[next(i for i, line in enumerate(lines) if line.startswith("Ann draws")) + 1:]
    assert told[:3] == ["Ann passes GO, collects $200 salary.", "Ann moves to Reading Railroad.",
                        "Ann pays Bob $25 rent for Reading Railroad."]


def test_a_stop_at_the_jail_is_a_visit_and_doubles_say_roll_again(app: App) -> None:
    game, scene, drive = table(app, ((5, 5),))
    drive.key(pygame.K_SPACE, " ", frames=1)
    settle(drive, scene)
    assert game.pos[0] == JAIL and not game.in_jail[0]
    assert "Ann moves to Jail, just visiting." in scene.log.lines
    assert hud.prompt(game, scene.words) == "Ann, doubles: roll again"


def test_the_board_under_a_dialog_shows_no_deed_and_takes_no_click(app: App) -> None:
    game, scene, drive = table(app, ((1, 2),))  # to Baltic: buy or not
    give(game, 1, ORIENTAL)
    corner = scene.geo.rect(BOARDWALK).move(scene.layout.board.topleft).center
    drive.post(motion(corner))
    drive.frames(1)
    assert scene.deed_shown() is not None  # the open board shows a deed under the pointer
    drive.key(pygame.K_SPACE, " ", frames=1)
    for _ in range(300):
        drive.frames(1)
        if scene.dialog is not None:
            break
    assert scene.dialog is not None and app.stack.top is scene.dialog
    drive.post(motion(corner))
    drive.frames(1)
    assert scene.deed_shown() is None and scene.hover is None
    before = drive.draw().copy()
    drive.post(motion((corner[0] + 2, corner[1])))
    drive.frames(1)
    assert drive.draw().get_at(corner) == before.get_at(corner)
    drive.click(corner)
    assert scene.pinned is None and scene.deed_shown() is None
    assert game.owner[BALTIC] == -1 and app.stack.top is scene.dialog


def test_the_speed_switch_on_the_table_is_the_pause_menus_speed(app: App) -> None:
    game, scene, drive = table(app, ())
    drive.frames(2)
    assert scene.speed_button.visible and scene.speed_button.text == "Speed: normal"
    assert not scene.speed_button.rect.colliderect(scene.layout.log)
    drive.click(scene.speed_button.rect.center)
    assert scene.animator.speed == "fast" and scene.speed_button.text == "Speed: fast"
    drive.key(pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and pause.speed == "fast"
    drive.click(pause.speed_buttons["instant"].rect.center)
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is scene and scene.animator.speed == "instant"
    drive.frames(1)
    assert scene.speed_button.text == "Speed: instant"
    drive.click(scene.speed_button.rect.center)
    assert scene.animator.speed == "normal" and scene.speed_button.text == "Speed: normal"


def test_a_computers_plain_turn_plays_in_under_three_seconds_at_the_normal_speed(app: App) -> None:
    game, scene, drive = table(app, ((2, 3),), first=1)  # Bob to Reading Railroad: he buys it
    frames = 0
    while not (game.current == 0 and not scene.busy) and frames < 600:
        drive.frames(1)
        frames += 1
    assert game.owner[READING] == 1 and "Bob buys Reading Railroad for $200." in scene.log.lines
    assert frames / 60 <= 3.0, frames / 60


def test_a_computers_card_flies_before_its_move_and_nothing_is_told_in_between(app: App) -> None:
    game, scene, drive = table(app, ((3, 4),), first=1)  # Bob to Chance: Reading Railroad
    game.stack_deck("chance", ["ch_reading"])
    for _ in range(600):
        drive.frames(1)
        if scene.card is not None:
            break
    assert scene.card is not None and scene.shown_pos[1] == CHANCE1
    assert list(scene.log.lines)[-1].startswith("Bob draws Chance: ")
    while scene.card is not None:
        assert list(scene.log.lines)[-1].startswith("Bob draws Chance: ")
        assert scene.shown_pos[1] == CHANCE1
        drive.frames(1)
    settle(drive, scene)
    assert game.pos[1] == READING == scene.shown_pos[1]


def test_a_throw_is_told_when_the_dice_land(app: App) -> None:
    """While the dice tumble the log does not yet say what they show."""
    game, scene, drive = table(app, ((3, 4),))
    drive.key(pygame.K_SPACE, " ", frames=1)
    for _ in range(60):
        if scene.dice_spin > 0:
            break
        drive.frames(1)
    assert scene.dice_spin > 0, "the dice never tumbled"
    assert "Ann rolls 3 and 4." not in scene.log.lines
    for _ in range(120):
        if scene.dice_spin == 0:
            break
        drive.frames(1)
    assert scene.dice == (3, 4) and list(scene.log.lines)[-1] == "Ann rolls 3 and 4."

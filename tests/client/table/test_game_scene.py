"""The game scene: AI turns play themselves, a human rolls and ends his turn by button or key."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.scene import GameScene, HumanController
from game.client.store.seats import Seat
from game.engine import EndTurn, Game, Phase, Roll
from game.themes import THEMES_DIR, Theme, load_theme

SIZE = (1600, 900)


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.init()
    pygame.display.set_mode(SIZE)
    return load_theme(THEMES_DIR / "classic")


def _frames(scene: GameScene, count: int, events: list[pygame.event.Event] | None = None) -> None:
    """Post real events to pygame's queue and run frames the way the app loop does."""
    pygame.event.clear()
    for event in events or []:
        pygame.event.post(event)
    for _ in range(count):
        for event in pygame.event.get():
            scene.handle_event(event)
        scene.update(1 / 60)


def _click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)]


def test_an_ai_only_game_plays_to_its_end_and_shows_the_engine_state(theme: Theme) -> None:
    seats = [Seat("Ada", 0, "medium"), Seat("Ben", 1, "easy"), Seat("Cleo", 2, "medium")]
    game = Game.new([s.name for s in seats], seed=4, edition=theme.edition_spec())
    ended: list[Game] = []
    scene = GameScene(SIZE, game, theme, seats, speed="instant", on_over=ended.append, seed=4)
    surface = pygame.display.get_surface()
    for frame in range(60_000):
        scene.update(1 / 60)
        if frame % 500 == 0:
            scene.draw(surface)
            if not scene.animator.busy:
                assert scene.shown_cash == game.cash
        if ended:
            break
    assert ended == [game] and game.over
    assert scene.shown_cash == game.cash
    assert [round(x) % 40 for x, a in zip(scene.shown_pos, game.active) if a] == \
        [p for p, a in zip(game.pos, game.active) if a]


def _human_first(theme: Theme, dice: list[tuple[int, int]]) -> tuple[Game, GameScene]:
    seats = [Seat("Me", 0, "human"), Seat("Bot", 1, "medium")]
    game = Game.new([s.name for s in seats], seed=1, edition=theme.edition_spec(),
                    forced_dice=[(6, 6), (1, 2), *dice])
    assert game.current == 0
    return game, GameScene(SIZE, game, theme, seats, speed="fast", seed=1, intro=False)


def test_a_human_rolls_with_the_button_and_ends_his_turn_with_the_space_key(theme: Theme) -> None:
    game, scene = _human_first(theme, [(1, 2)])  # to Baltic Avenue... he is asked to buy
    assert isinstance(scene.controllers[0], HumanController)
    _frames(scene, 3)
    assert game.pending is Phase.PRE_ROLL and game.history is None
    assert scene.roll_button.is_enabled and not scene.end_button.is_enabled
    _frames(scene, 3, _click(scene.roll_button.rect.center))
    assert game.actions_played()[0] == Roll(0)
    assert game.pos[0] == 3


def test_space_ends_the_turn_when_the_dice_have_been_thrown(theme: Theme) -> None:
    game, scene = _human_first(theme, [(2, 3)])  # to Reading Railroad... 5: a railroad
    scene.choose(Roll(0))
    _frames(scene, 240)
    # Nobody owns it: the human is asked to buy; decline through the engine for this test.
    from game.engine import DeclineBuy, PassBid
    game.apply(DeclineBuy(0))
    while game.decisions:
        game.apply(PassBid(game.to_move))
    assert game.pending is Phase.POST_ROLL
    _frames(scene, 120)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)
    _frames(scene, 2, [key])
    assert game.actions_played()[-1] == EndTurn(0)
    assert game.current == 1


def test_a_human_buys_through_the_dialog_the_game_scene_opens(theme: Theme) -> None:
    from game.client.kit.scene import SceneStack

    game, scene = _human_first(theme, [(1, 2)])  # to Baltic Avenue, unowned
    stack = SceneStack()
    stack.push(scene)
    scene.choose(Roll(0))
    for _ in range(300):
        for event in pygame.event.get():
            stack.handle_event(event)
        stack.update(1 / 60)
        if scene.dialog is not None:
            break
    assert scene.dialog is not None and stack.top is scene.dialog
    surface = pygame.display.get_surface()
    stack.draw(surface)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                         scancode=40))
    for _ in range(30):
        for event in pygame.event.get():
            stack.handle_event(event)
        stack.update(1 / 60)
    assert game.owner[3] == 0 and game.cash[0] == 1440
    assert scene.dialog is None and stack.top is scene


def test_a_card_a_human_draws_waits_for_his_ok(theme: Theme) -> None:
    from game.client.dialogs.card import CardDialog
    from game.client.kit.scene import SceneStack

    game, scene = _human_first(theme, [(3, 4)])  # GO -> Chance
    game.stack_deck("chance", ["ch_dividend"])
    stack = SceneStack()
    stack.push(scene)
    scene.choose(Roll(0))
    for _ in range(400):
        stack.update(1 / 60)
        if scene.dialog is not None:
            break
    assert isinstance(scene.dialog, CardDialog) and stack.top is scene.dialog
    assert game.cash[0] == 1550  # the card has done its work; the dialog is for reading it
    for _ in range(60):
        stack.update(1 / 60)
    assert stack.top is scene.dialog and game.pending is Phase.POST_ROLL
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                         scancode=40))
    for _ in range(10):
        for event in pygame.event.get():
            stack.handle_event(event)
        stack.update(1 / 60)
    assert scene.dialog is None and stack.top is scene

"""Quick play by touch alone: a touch, one token, a game; idle visitors are asked, then let go."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.ai import make_controller
from game.client.dialogs.base import DialogScene
from game.client.dialogs.style import Metrics
from game.client.kiosk.attract import AttractOverlay
from game.client.kiosk.idle import StillPlayingScene
from game.client.kiosk.quick_play import VISITOR, TokenPickScene
from game.client.kiosk.results import ResultsScene
from game.client.kit.touch import TOUCH_TARGET
from game.client.table.scene import GameScene
from game.engine import Roll

from ..dialogs.test_dialogs import every_dialog, layout_problems
from .conftest import Kiosk


def open_pick(kiosk: Kiosk, where: tuple[int, int] = (400, 300)) -> TokenPickScene:
    """Touch the attract loop at ``where``: the token pick."""
    kiosk.touch(where)
    scene = kiosk.app.stack.top
    assert isinstance(scene, TokenPickScene)
    return scene


def pick(kiosk: Kiosk, index: int) -> GameScene:
    """Touch the attract loop, then the token ``index``: the visitor's game."""
    kiosk.touch(open_pick(kiosk).cards[index].center)
    table = kiosk.app.stack.top
    assert isinstance(table, GameScene)
    return table


def test_a_touch_anywhere_starts_quick_play_and_one_touch_on_a_token_starts_the_game(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(ai_count=3, ai_level="medium", editions=["boutique"])
    attract_game = kiosk.app.stack.find(GameScene)
    kiosk.touch((640, 360))
    picker = kiosk.app.stack.top
    assert isinstance(picker, TokenPickScene) and len(kiosk.app.stack) == 1
    assert len(picker.cards) == 8
    for card in picker.cards:
        assert min(card.size) >= TOUCH_TARGET
    kiosk.touch(picker.cards[5].center)
    table = kiosk.app.stack.top
    assert isinstance(table, GameScene) and table is not attract_game
    assert table.game.names[0] == VISITOR and table.game.n == 4
    assert table.game.names[1:] == table.theme.computer_names[:3]
    assert table.seats[0].token == 5 and table.seats[0].level == "human"
    assert [s.level for s in table.seats[1:]] == ["medium"] * 3
    assert len({s.token for s in table.seats}) == 4
    assert table.theme.name == "Boutique"
    assert min(table.roll_button.rect.size) >= 54  # the table's own buttons (laid out by the table)


def test_the_visitor_rolls_with_a_touch(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    table = pick(kiosk, 0)
    kiosk.until(lambda: table.roll_button.is_enabled)
    kiosk.touch(table.roll_button.rect.center)
    assert table.game.history is not None and table.game.history[0] == Roll(0)


def test_hard_computers_play_the_visitor_s_game_off_the_frame(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(ai_count=2, ai_level="hard")
    table = pick(kiosk, 1)
    assert [s.level for s in table.seats[1:]] == ["hard"] * 2

    def answer_plainly() -> bool:
        """Take the default of any dialog put to the visitor (a computer may offer a trade
        before his first roll), or its first choice where it has none; True when the table is
        in front."""
        top = kiosk.app.stack.top
        if isinstance(top, DialogScene):
            if top.default_label is None and top.focused is None:
                kiosk.key(pygame.K_TAB)
            kiosk.key(pygame.K_RETURN)
        return kiosk.app.stack.top is table

    kiosk.until(lambda: answer_plainly() and table.roll_button.is_enabled)
    turn = table.game.turn_no

    def visitor_plays_plainly() -> bool:
        """Roll, take each dialog's default, end the turn; True once both computers moved."""
        top = kiosk.app.stack.top
        answer_plainly()
        for button in (table.roll_button, table.end_button):
            if top is table and button.visible and button.is_enabled:
                kiosk.touch(button.rect.center)
        return table.game.turn_no >= turn + 3

    kiosk.until(visitor_plays_plainly, limit=20_000)
    assert kiosk.app.stack.find(GameScene) is table
    assert {type(c).__name__ for c in table.controllers[1:]} == {"HardController"}


def test_idle_asks_still_playing_and_a_touch_carries_on(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(idle_seconds=10, countdown_seconds=5)
    table = pick(kiosk, 1)
    kiosk.seconds(9.5)
    assert kiosk.app.stack.find(StillPlayingScene) is None
    kiosk.seconds(1)
    asking = kiosk.app.stack.top
    assert isinstance(asking, StillPlayingScene)
    assert min(asking.button.rect.size) >= TOUCH_TARGET
    kiosk.touch(asking.button.rect.center)
    assert kiosk.app.stack.find(StillPlayingScene) is None
    assert kiosk.app.stack.find(GameScene) is table  # the same game goes on
    kiosk.seconds(9)
    assert kiosk.app.stack.find(StillPlayingScene) is None  # the clock started again


def test_still_playing_holds_the_game_under_it_still_and_dimmed(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(idle_seconds=10, countdown_seconds=5)
    table = pick(kiosk, 1)
    kiosk.seconds(9.5)
    before = kiosk.app.screen.copy()
    played = len(table.game.actions_played())
    kiosk.seconds(1)
    asking = kiosk.app.stack.top
    assert isinstance(asking, StillPlayingScene) and asking.opaque  # nothing under it drawn
    corner = (3, 3)  # the table's own ground, outside the question's panel
    was, now = before.get_at(corner), kiosk.app.screen.get_at(corner)
    assert all(abs(n - w * (255 - asking.veil.alpha) / 255) <= 1 for n, w in zip(now[:3], was[:3]))
    kiosk.seconds(3)
    assert len(table.game.actions_played()) == played  # the game waits for the answer
    kiosk.touch(asking.button.rect.center)
    assert kiosk.app.stack.top is not asking and not asking.veil.holds(kiosk.app.size)


def test_no_answer_drops_the_game_and_the_attract_loop_returns(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(idle_seconds=5, countdown_seconds=3)
    table = pick(kiosk, 2)
    kiosk.seconds(5.1)
    assert isinstance(kiosk.app.stack.top, StillPlayingScene)
    kiosk.seconds(2.5)
    assert isinstance(kiosk.app.stack.top, StillPlayingScene)
    kiosk.seconds(1)
    assert isinstance(kiosk.app.stack.top, AttractOverlay)
    assert kiosk.app.stack.find(GameScene) is not table
    assert not kiosk.app.stack.find(GameScene).has_human
    kiosk.seconds(20)  # no idle check while the show plays
    assert isinstance(kiosk.app.stack.top, AttractOverlay)


def test_a_finger_that_slides_off_the_token_it_pressed_picks_nothing(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    picker = open_pick(kiosk, (10, 400))
    first, second = picker.cards[0].center, picker.cards[1].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first, button=1))
    kiosk.frames(2)
    assert picker.pressed == 0
    pressed = kiosk.app.screen.get_at(picker.cards[0].move(6, 6).topleft)
    assert pressed != kiosk.app.screen.get_at(picker.cards[2].move(6, 6).topleft)  # lit up
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=second, button=1))
    kiosk.frames(2)
    assert kiosk.app.stack.top is picker and picker.pressed is None
    kiosk.touch(second)
    table = kiosk.app.stack.top
    assert isinstance(table, GameScene) and table.seats[0].token == 1


def test_the_still_token_pick_is_drawn_once_and_anew_when_a_card_lights_up(
        make_kiosk: Callable[..., Kiosk], monkeypatch: pytest.MonkeyPatch) -> None:
    """Its cards are many rounded panels, slow to draw: while nothing changes, a frame shows
    the picture drawn last; the pointer over a card draws it again, that card lit."""
    kiosk = make_kiosk()
    picker = open_pick(kiosk, (10, 400))
    kiosk.frames(1)
    drawn: list[int | None] = []
    draw_cards = picker.draw_cards
    monkeypatch.setattr(picker, "draw_cards",
                        lambda surface: (drawn.append(picker.hover), draw_cards(surface)))
    before = kiosk.app.screen.get_at(picker.cards[1].move(6, 6).topleft)
    kiosk.frames(5)
    assert drawn == []
    assert kiosk.app.screen.get_at(picker.cards[1].move(6, 6).topleft) == before
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=picker.cards[1].center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    kiosk.frames(5)
    assert drawn == [1]
    assert kiosk.app.screen.get_at(picker.cards[1].move(6, 6).topleft) != before  # lit


def test_idle_on_the_token_pick_returns_to_the_attract_loop(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(idle_seconds=5, countdown_seconds=3)
    kiosk.touch((10, 400))
    assert isinstance(kiosk.app.stack.top, TokenPickScene)
    kiosk.seconds(8.5)
    assert isinstance(kiosk.app.stack.top, AttractOverlay)


def play_out(kiosk: Kiosk, table: GameScene) -> ResultsScene:
    """A stand-in plays the visitor's seat until the game's end shows its result."""
    table.hand_over(0, make_controller("easy", 1))
    kiosk.until(lambda: isinstance(kiosk.app.stack.top, ResultsScene))
    results = kiosk.app.stack.top
    assert isinstance(results, ResultsScene) and table.game.over
    return results


def test_after_quick_play_play_again_or_done_by_touch(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(max_rounds=1)
    table = pick(kiosk, 3)
    results = play_out(kiosk, table)
    assert isinstance(results, ResultsScene)
    for button in results.buttons.values():
        assert min(button.rect.size) >= TOUCH_TARGET
    kiosk.touch(results.buttons["Play again"].rect.center)
    again = kiosk.app.stack.top
    assert isinstance(again, GameScene) and again is not table and again.seats[0].token == 3
    results = play_out(kiosk, again)
    kiosk.touch(results.buttons["Done"].rect.center)
    assert isinstance(kiosk.app.stack.top, AttractOverlay)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_in_the_kiosk_every_dialog_has_touch_sized_buttons_and_still_fits(
        make_kiosk: Callable[..., Kiosk], size: tuple[int, int]) -> None:
    make_kiosk(size=size)
    assert Metrics.min_target == TOUCH_TARGET
    screen = pygame.display.set_mode(size)
    for look in ("classic", "boutique"):
        for name, scene in every_dialog(look, size):
            scene.update(1 / 60)
            scene.draw(screen)
            assert layout_problems(scene, size) == [], (look, name, size)
            for label, button in scene.buttons().items():
                if button.is_enabled:
                    assert min(button.rect.size) >= TOUCH_TARGET, (look, name, label, button.rect)



def test_still_playing_draws_its_wide_button_square(make_kiosk: Callable[..., Kiosk]) -> None:
    # pygame-gui draws a rounded button at four times its size: this one, across the panel of a
    # 1080-line screen, would hold 16 MB more of the kiosk's memory while it is shown.
    from pygame_gui.core.drawable_shapes import RectDrawableShape

    for edition in ("classic", "boutique"):  # Boutique's buttons are rounded
        kiosk = make_kiosk(idle_seconds=5, countdown_seconds=3, editions=[edition])
        pick(kiosk, 1)
        kiosk.seconds(5.1)
        asking = kiosk.app.stack.top
        assert isinstance(asking, StillPlayingScene)
        assert isinstance(asking.button.drawable_shape, RectDrawableShape), edition

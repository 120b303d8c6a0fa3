"""Replays driven by real events: play, pause, one action, one turn, speed, jump to a round, leave;
a replay played to its end is the game that was played; a recording that does not play is refused."""

from __future__ import annotations

import pygame
import pytest

from game.ai import make_controller, play
from game.client.table.replay import ReplayError, ReplayScene, replay_scene
from game.client.store.seats import Seat
from game.engine import Action, Game, Roll, RuleSet
from game.engine.serialize import state_to_dict
from game.themes import THEMES_DIR, load_theme

from ..driver import Driver, headless_app

NAMES = ["Ann", "Bob", "Cy"]


def _played(rules: RuleSet, seed: int, time_up_round: int | None = None,
            theme_id: str = "classic") -> Game:
    game = Game.new(NAMES, rules=rules, edition=load_theme(THEMES_DIR / theme_id).edition_spec(),
                    seed=seed)
    play(game, [make_controller(level, seed + i) for i, level in enumerate(["medium", "easy", "medium"])],
         time_up_round=time_up_round)
    assert game.over
    return game


def _open(game: Game, rules: RuleSet, seed: int, theme_id: str = "classic",
          size: tuple[int, int] = (1280, 720)) -> tuple[Driver, list[str]]:
    app = headless_app(size)
    theme = load_theme(THEMES_DIR / theme_id)
    seats = [Seat(name, i, "medium") for i, name in enumerate(NAMES)]
    left: list[str] = []

    def leave() -> None:
        left.append("left")
        app.stack.pop()

    app.stack.clear()
    app.stack.push(replay_scene(app.size, theme, seats, rules, seed, game.actions_played(), leave))
    return Driver(app), left


def _scene(drive: Driver) -> ReplayScene:
    top = drive.top
    assert isinstance(top, ReplayScene)
    return top


def _press(drive: Driver, key: str) -> None:
    drive.click(_scene(drive).buttons[key].rect.center)


def _settle(drive: Driver, frames: int = 2000) -> None:
    """Run frames until the replay has stopped and nothing moves on screen."""
    for _ in range(frames):
        scene = _scene(drive)
        if not scene.busy and scene.played >= min(scene.playback.limit, len(scene.recording.actions)):
            return
        drive.frames(1)


@pytest.mark.parametrize("theme_id,size", [("classic", (1280, 720)), ("boutique", (1600, 900))])
def test_every_control_by_click_or_key_and_the_end_is_the_game_that_was_played(
        theme_id: str, size: tuple[int, int]) -> None:
    rules = RuleSet.from_preset("classic-short")
    game = _played(rules, seed=6, theme_id=theme_id)
    drive, _ = _open(game, rules, seed=6, theme_id=theme_id, size=size)
    scene = _scene(drive)
    assert scene.playing and scene.buttons["play"].text == "Pause"
    drive.frames(400)  # the order of play is rolled on screen, then moves play
    assert scene.played > 0

    _press(drive, "play")  # pause
    assert not scene.playing and scene.buttons["play"].text == "Play"
    _settle(drive)
    held = scene.played
    drive.frames(300)
    assert scene.played == held

    drive.key(pygame.K_RIGHT)  # one action, with its animation
    _settle(drive)
    assert scene.played == held + 1

    turn = scene.game.turn_no
    _press(drive, "turn")  # the rest of this turn, then it stops before the next one
    _settle(drive)
    assert scene.game.turn_no == turn + 1
    assert scene.played == scene.recording.turn_end(held + 1)
    assert isinstance(scene.recording.actions[scene.played], Roll)

    before = scene.animator.speed
    _press(drive, "speed")
    assert scene.animator.speed != before and scene.buttons["speed"].text.endswith(scene.animator.speed)

    last = scene.recording.last_round
    target = max(2, last - 2)
    drive.click((scene.x_of(target + 0.5), scene.timeline.centery))  # jump ahead, no animation
    assert scene.game.round == target and scene.played == scene.recording.round_start(target)
    assert not scene.busy and not scene.playing

    drive.key(pygame.K_PAGEUP)  # a round back: the replay starts again from the setup
    back = _scene(drive)
    assert back is not scene and back.game.round == target - 1
    assert back.played == back.recording.round_start(target - 1)

    while back.animator.speed != "instant":
        _press(drive, "speed")
    _press(drive, "play")
    _settle(drive, frames=20_000)
    assert back.at_end and back.game.over
    assert state_to_dict(back.game) == state_to_dict(game)
    assert not back.buttons["play"].is_enabled


def test_a_time_limit_game_replays_with_its_recorded_clock() -> None:
    rules = RuleSet.from_preset("time-limit")
    game = _played(rules, seed=3, time_up_round=6)
    assert game.time_up
    drive, _ = _open(game, rules, seed=3)
    scene = _scene(drive)
    scene.play_time = 10**7  # the replay's own clock is long past the limit: it sends nothing
    scene.jump(scene.recording.last_round)
    scene.animator.set_speed("instant")
    scene.play()
    _settle(drive, frames=20_000)
    assert state_to_dict(scene.game) == state_to_dict(game)


def test_escape_leaves_the_replay() -> None:
    rules = RuleSet.from_preset("classic-short")
    game = _played(rules, seed=6)
    drive, left = _open(game, rules, seed=6)
    drive.frames(5)
    drive.key(pygame.K_ESCAPE)
    assert left == ["left"] and drive.top is None


def test_a_recording_that_does_not_play_is_refused_with_the_move_that_fails() -> None:
    theme = load_theme(THEMES_DIR / "classic")
    seats = [Seat(name, i, "medium") for i, name in enumerate(NAMES)]
    game = _played(RuleSet(), seed=2)
    actions: list[Action] = game.actions_played()[:5]
    actions.insert(3, Roll(game.first))  # nobody may roll twice in a row like this
    with pytest.raises(ReplayError, match=r"move 4 of the recording \(Roll by "):
        replay_scene((1280, 720), theme, seats, RuleSet(), 2, actions, lambda: None)

"""Computer players think on the background thread: frames keep running while they think, the
game scene plays the same moves as the simulator, and a stale answer is never played."""

from __future__ import annotations

import threading

import pytest

from game.ai import Controller, make_controller, play
from game.client.table.scene import GameScene
from game.client.store.seats import Seat
from game.client.table.thinking import OffFrame, StillThinking, Thinking
from game.engine import Action, Game, Roll
from game.engine.serialize import state_to_dict
from game.themes import THEMES_DIR, load_theme

from ..driver import headless_app

SIZE = (1280, 720)


class Gate:
    """A controller that answers like another one, but only once the test lets it."""

    def __init__(self, inner: Controller) -> None:
        self.inner = inner
        self.open = threading.Event()
        self.threads: list[str] = []
        self.positions: list[int] = []  # how many actions had been played, at each question

    def decide(self, game: Game, player: int) -> Action | None:
        self.threads.append(threading.current_thread().name)
        self.positions.append(len(game.actions_played()))
        self.open.wait()
        return self.inner.decide(game, player)


def _levels(levels: list[str], seed: int) -> list[Controller]:
    return [make_controller(level, seed + i, budget_s=0.002, deterministic=True)
            for i, level in enumerate(levels)]


@pytest.mark.parametrize("levels,seed", [(["medium", "easy", "medium"], 4),
                                         (["hard", "medium"], 9)])
def test_a_computer_game_through_the_scene_ends_as_the_simulator_plays_it(levels: list[str],
                                                                           seed: int) -> None:
    headless_app(SIZE)
    theme = load_theme(THEMES_DIR / "classic")
    names = [f"P{i}" for i in range(len(levels))]
    reference = Game.new(names, edition=theme.edition_spec(), seed=seed)
    play(reference, _levels(levels, seed), max_rounds=1000)
    assert reference.over

    game = Game.new(names, edition=theme.edition_spec(), seed=seed)
    seats = [Seat(n, i, level) for i, (n, level) in enumerate(zip(names, levels))]
    ended: list[Game] = []
    scene = GameScene(SIZE, game, theme, seats, controllers=_levels(levels, seed), speed="instant",
                      on_over=ended.append, seed=seed)
    for _ in range(400_000):
        if ended:
            break
        scene.update(1 / 60)
    assert ended == [game]
    assert game.actions_played() == reference.actions_played()
    assert state_to_dict(game) == state_to_dict(reference)


def test_frames_keep_running_while_a_computer_thinks_and_his_answer_is_played_after() -> None:
    surface = headless_app(SIZE).screen
    theme = load_theme(THEMES_DIR / "classic")
    game = Game.new(["Ann", "Bob"], edition=theme.edition_spec(), seed=1)
    gates = [Gate(make_controller("medium", i)) for i in range(2)]
    scene = GameScene(SIZE, game, theme, [Seat("Ann", 0, "medium"), Seat("Bob", 1, "medium")],
                      controllers=gates, speed="instant", seed=1, intro=False)
    try:
        for _ in range(120):  # two seconds of frames, drawn, while the answer is held back
            scene.update(1 / 60)
            scene.draw(surface)
        assert game.actions_played() == []
        assert any(g.threads for g in gates)
        assert all(name != threading.main_thread().name for g in gates for name in g.threads)
    finally:
        for g in gates:
            g.open.set()
    for _ in range(600):
        scene.update(1 / 60)
        if game.actions_played():
            break
    assert game.actions_played()[0] == Roll(game.first)


def test_the_real_controller_object_thinks_on_the_background_thread() -> None:
    game = Game.new(["Ann", "Bob"], seed=2)
    inner = Gate(make_controller("medium", 0))
    inner.open.set()
    ask = OffFrame(inner, Thinking(wait_s=5.0))
    ask.thinking.new_frame()
    action = ask.decide(game, game.to_move)
    assert action == Roll(game.to_move)
    assert inner.positions == [0]  # asked once, and what it noted is kept on the object itself
    assert inner.threads[0] != threading.main_thread().name


def test_an_answer_to_a_position_that_changed_meanwhile_is_dropped_and_asked_again() -> None:
    game = Game.new(["Ann", "Bob"], seed=3)
    inner = Gate(make_controller("medium", 0))
    ask = OffFrame(inner, Thinking(wait_s=0.0))
    p = game.to_move
    try:
        with pytest.raises(StillThinking):
            ask.decide(game, p)
        game.apply(Roll(p))  # the game moves on (say, a person acted) before the answer came
    finally:
        inner.open.set()
    ask.thinking.wait_s = 5.0
    ask.thinking.new_frame()
    answer = ask.decide(game, game.to_move)
    assert answer is not None and game.why_illegal(answer) is None
    assert inner.positions[-1] == 1  # the answer came from the position after the Roll

"""Write a PNG of each scene and of the dialogs a human meets, in every theme.

    python tools/screenshot.py [--out screenshots] [--size 1600x900] [--theme classic ...]

Runs headless. The game is a seeded game between computer players with one human seat, played
forward until the human faces each kind of decision.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ai import Stepper, make_controller  # noqa: E402
from game.client.app import App, Options  # noqa: E402
from game.client.record import GameRecord  # noqa: E402
from game.client.scene import Scene, SceneStack  # noqa: E402
from game.client.scenes.game_over import GameOverScene  # noqa: E402
from game.client.scenes.setup import SetupScene  # noqa: E402
from game.client.scenes.table import GameScene, HumanController, Seat  # noqa: E402
from game.client.scenes.title import TitleScene  # noqa: E402
from game.client.settings import Settings  # noqa: E402
from game.client.dialogs.manage import ManageView  # noqa: E402
from game.engine import Decision, Game  # noqa: E402
from game.engine.serialize import state_from_dict, state_to_dict  # noqa: E402
from game.themes import THEMES_DIR, Theme, load_theme  # noqa: E402

NAMES = ("Sam", "Ada", "Ben", "Cleo")


def _frames(stack: SceneStack, count: int) -> None:
    for _ in range(count):
        for event in pygame.event.get():
            stack.handle_event(event)
        stack.update(1 / 60)


def _shoot(app: App, stack: SceneStack, path: Path) -> None:
    stack.draw(app.screen)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(path))
    print(path)


def _table(app: App, theme: Theme, seed: int) -> tuple[Game, GameScene]:
    seats = [Seat(name, i, "human" if i == 0 else "medium") for i, name in enumerate(NAMES)]
    game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=seed)
    scene = GameScene(app.size, game, theme, seats, speed="instant", seed=seed)
    return game, scene


def _play_until(game: Game, scene: GameScene, stack: SceneStack, wanted: Callable[[Game], bool],
                limit: int = 4000) -> bool:
    """Let the AIs play, the human following a simple plan, until ``wanted`` holds for him."""
    stand_in = make_controller("medium", 99)
    for _ in range(limit):
        if game.over:
            return False
        if game.to_move == 0 and wanted(game):
            _frames(stack, 2)
            return True
        if scene.dialog is not None:
            stack.pop()
            scene.dialog = None
        p, action = Stepper(game, scene.controllers).next_move()
        if action is None and isinstance(scene.controllers[p], HumanController):
            action = stand_in.decide(game, p)
        if action is not None:
            scene._apply(action)
        scene.animator.skip()
    return False


def shoot_theme(app: App, theme: Theme, out: Path) -> None:
    stack = SceneStack()
    stack.push(TitleScene(app, on_new=lambda: None, on_continue=None, on_load=None,
                          on_settings=None, on_quit=lambda: None, can_continue=False, theme=theme))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-title.png")
    stack.clear(SetupScene(app, Settings(), on_start=lambda c: None, on_back=lambda: None))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-setup.png")

    game, scene = _table(app, theme, seed=11)
    stack.clear(scene)
    decisions: list[tuple[str, Callable[[Game], bool]]] = [
        ("buy", lambda g: type(g.pending).__name__ == "BuyChoice"),
        ("auction", lambda g: type(g.pending).__name__ == "Auction"),
        ("jail", lambda g: not g.decisions and g.in_jail[0] and g.current == 0),
        ("debt", lambda g: type(g.pending).__name__ == "Debt"),
    ]
    for name, wanted in decisions:
        if _play_until(game, scene, stack, wanted):
            if scene.dialog is None:
                _frames(stack, 3)
            _shoot(app, stack, out / f"{theme.id}-dialog-{name}.png")
    stack.clear(scene)
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-game.png")

    shoot_manage(app, theme, out)

    record_game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=5)
    record = GameRecord(record_game)
    ais = [make_controller("medium", i) for i in range(len(NAMES))]
    stepper = Stepper(record_game, ais)
    while not record_game.over and record_game.round < 400:
        _, action = stepper.next_move()
        assert action is not None
        record.observe(record_game, record_game.apply(action))
    over: Scene = GameOverScene(app, record_game, record, theme, on_again=lambda: None,
                                on_title=lambda: None, tokens=list(range(len(NAMES))))
    stack.clear(over)
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-game-over.png")


def _holdings(theme: Theme) -> Game:
    """A game where the human holds a whole group with houses on it, a mortgaged lot of another
    group and a railroad, and the Bank is low on houses (staged like a loaded save)."""
    game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=11)
    board = game.board
    state = state_to_dict(game)
    group = board.group_members[6]
    for s, level in zip(group, (3, 3, 2)):
        state["owner"][s] = 0
        state["level"][s] = level
    single = board.group_members[11][0]
    state["owner"][single] = 0
    state["mortgaged"][single] = True
    state["owner"][board.group_members[5][0]] = 0
    state["bank_houses"] = 3
    return state_from_dict(state, game.edition, game.rules)


def shoot_manage(app: App, theme: Theme, out: Path) -> None:
    """The manage view over the staged holdings, the pointer on a button the rules disable."""
    game = _holdings(theme)
    seats = [Seat(name, i, "human" if i == 0 else "medium") for i, name in enumerate(NAMES)]
    scene = GameScene(app.size, game, theme, seats, speed="instant", seed=11, intro=False)
    stack = SceneStack()
    stack.push(scene)
    _frames(stack, 2)
    scene.open_manage(0)
    view = stack.top
    assert isinstance(view, ManageView)
    disabled = next(b for b in view.buttons().values() if not b.is_enabled)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=disabled.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-manage.png")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--theme", action="append", help="theme ids (default: every theme)")
    args = parser.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))
    app = App(Options(size=(w, h), headless=True))
    for theme_id in args.theme or ["classic", "boutique"]:
        shoot_theme(app, load_theme(THEMES_DIR / theme_id), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

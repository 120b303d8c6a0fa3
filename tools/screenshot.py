"""Write a PNG of each scene and of the dialogs a human meets, in every theme; then the kiosk's.

    python tools/screenshot.py [--out screenshots] [--size 1600x900] [--theme classic ...]

Runs headless. The game is a seeded game between computer players with one human seat, played
forward until the human faces each kind of decision. The kiosk's screens (attract loop with an
explanation, token pick, 'Still playing?', the operator's keypad) come from a kiosk run with a
fixed seed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ai import Stepper, make_controller  # noqa: E402
from game.client.app import App, Options  # noqa: E402
from game.client.dialogs.style import Metrics  # noqa: E402
from game.client.kiosk.attract import AttractOverlay  # noqa: E402
from game.client.kiosk.config import KioskConfig  # noqa: E402
from game.client.kiosk.crash_log import open_log  # noqa: E402
from game.client.kiosk.flow import KioskFlow  # noqa: E402
from game.client.kiosk.idle import StillPlayingScene  # noqa: E402
from game.client.kiosk.operator import PinPadScene  # noqa: E402
from game.client.record import GameRecord  # noqa: E402
from game.client.scene import Scene, SceneStack  # noqa: E402
from game.client.scenes.game_over import GameOverScene  # noqa: E402
from game.client.scenes.setup import SetupScene  # noqa: E402
from game.client.scenes.table import GameScene, HumanController, Seat  # noqa: E402
from game.client.scenes.title import TitleScene  # noqa: E402
from game.client.settings import Settings  # noqa: E402
from game.engine import Decision, Game  # noqa: E402
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


def shoot_kiosk(app: App, theme_id: str, out: Path, log_dir: Path) -> None:
    """The kiosk's screens in one edition: attract with an explanation, the token pick,
    'Still playing?' over quick play, the operator's keypad."""
    config = KioskConfig(editions=[theme_id], idle_seconds=5)
    flow = KioskFlow(app, config, open_log(log_dir), locked=True, seed=4)
    flow.attract()
    overlay = app.stack.find(AttractOverlay)
    for _ in range(20_000):  # until something worth explaining is on show
        app.tick(1 / 60)
        if overlay.shown is not None and overlay.shown.weight >= 3:
            break
    _shoot(app, app.stack, out / f"{theme_id}-kiosk-attract.png")
    flow.quick_play()
    app.tick(1 / 60)
    _shoot(app, app.stack, out / f"{theme_id}-kiosk-token-pick.png")
    flow.start_quick(2)
    while app.stack.find(StillPlayingScene) is None:
        app.tick(1 / 60)
    for _ in range(60):
        app.tick(1 / 60)
    _shoot(app, app.stack, out / f"{theme_id}-kiosk-still-playing.png")
    flow.attract()
    flow.ask_pin()
    pad = app.stack.find(PinPadScene)
    for digit in "24":
        pad.press(digit)
    app.tick(1 / 60)
    _shoot(app, app.stack, out / f"{theme_id}-kiosk-pin-pad.png")
    app.supervisor = None
    Metrics.min_target = 0


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
    with tempfile.TemporaryDirectory() as log_dir:
        for theme_id in args.theme or ["classic", "boutique"]:
            shoot_kiosk(app, theme_id, args.out, Path(log_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Starting the client from the command line's options."""

from __future__ import annotations

import argparse
import random

from ..engine import Game, RuleSet
from ..themes import THEMES_DIR, Theme, load_theme_or_classic
from .app import App, Options
from .scenes.table import GameScene, Seat

DEMO_NAMES = ("Ada", "Ben", "Cleo", "Dev")


def demo_scene(app: App, theme: Theme, seed: int) -> GameScene:
    """An AI-only game at the normal speed: the attract loop's content."""
    seats = [Seat(name, i, "medium" if i % 2 == 0 else "easy") for i, name in enumerate(DEMO_NAMES)]
    game = Game.new([s.name for s in seats], rules=RuleSet(), edition=theme.edition_spec(), seed=seed)

    def again(_: Game) -> None:
        app.stack.replace(demo_scene(app, theme, seed + 1))

    return GameScene(app.size, game, theme, seats, on_over=again, seed=seed,
                     play_sound=lambda cue: app.audio.play(theme, cue))


def run(args: argparse.Namespace) -> int:
    options = Options(size=args.size, fullscreen=args.fullscreen, headless=args.headless,
                      frames=args.frames, demo=args.demo, seed=args.seed, theme=args.theme,
                      screenshot_dir=args.screenshot_dir, screenshot_every=args.screenshot_every,
                      stats=args.stats)
    theme, problem = load_theme_or_classic(args.theme or THEMES_DIR / "classic")
    if problem is not None:
        print(f"The theme could not be used, playing Classic instead: {problem}")
    app = App(options)
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    return app.run(demo_scene(app, theme, seed))

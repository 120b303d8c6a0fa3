"""Starting the client from the command line: the title, setup, game and game-over scenes."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from ..engine import Game, RuleSet
from ..themes import THEMES_DIR, Theme, load_theme_or_classic
from .app import App, Options
from .notice import NoticeScene
from .record import GameRecord
from .scenes.game_over import GameOverScene
from .scenes.replay import replay_scene
from .scenes.setup import SetupScene
from .scenes.table import GameScene, Seat
from .scenes.title import TitleScene
from .settings import Settings, SetupConfig, load_settings, save_settings

DEMO_NAMES = ("Ada", "Ben", "Cleo", "Dev")


def demo_scene(app: App, theme: Theme, seed: int) -> GameScene:
    """An AI-only game at the normal speed, one after another: for shows and screenshots."""
    seats = [Seat(name, i, "medium" if i % 2 == 0 else "easy") for i, name in enumerate(DEMO_NAMES)]
    game = Game.new([s.name for s in seats], rules=RuleSet(), edition=theme.edition_spec(), seed=seed)

    def again(_: Game) -> None:
        app.stack.replace(demo_scene(app, theme, seed + 1))

    return GameScene(app.size, game, theme, seats, on_over=again, seed=seed,
                     play_sound=lambda cue: app.audio.play(theme, cue))


class Flow:
    """Which scene follows which: title, setup, the game, its end."""

    def __init__(self, app: App, settings: Settings, theme_override: Path | None,
                 seed: int | None) -> None:
        self.app = app
        self.settings = settings
        self.theme_override = theme_override
        self.seed = seed
        self.notices: list[tuple[str, str]] = []

    def theme(self, theme_id: str) -> Theme:
        """The theme to play; a broken one is reported and Classic is played instead."""
        folder = self.theme_override or THEMES_DIR / theme_id
        theme, problem = load_theme_or_classic(folder)
        if problem is not None:
            self.notices.append(("This edition could not be used",
                                 f"{problem}<br><br>The Classic edition is played instead."))
        return theme

    def show_notices(self, theme: Theme) -> None:
        """Put every pending message in front of the player, one after another."""
        for title, message in reversed(self.notices):
            self.app.stack.push(NoticeScene(self.app.size, theme, title, message))
        self.notices.clear()

    def title(self) -> TitleScene:
        # Saved games and the settings screen come with the manage/save features.
        return TitleScene(self.app, on_new=self.setup, on_continue=None, on_load=None,
                          on_settings=None, on_quit=self.app.quit, can_continue=False,
                          theme=self.theme(self.settings.last_setup.theme
                                           if self.settings.last_setup else "classic"))

    def start_title(self) -> TitleScene:
        title = self.title()
        self.app.stack.push(title)
        self.show_notices(title.theme)
        return title

    def setup(self) -> None:
        self.app.stack.push(SetupScene(self.app, self.settings, on_start=self.start,
                                       on_back=self.back))

    def back(self) -> None:
        self.app.stack.pop()

    def start(self, config: SetupConfig) -> None:
        try:
            save_settings(self.settings)
        except OSError as error:
            print(f"The setup could not be remembered: {error}")
        theme = self.theme(config.theme)
        seed = config.seed if config.seed is not None else (
            self.seed if self.seed is not None else random.randrange(2**32))
        game = config.new_game(edition=theme.edition_spec(), seed=seed)
        tokens = config.token_indices([t.id for t in theme.tokens])
        seats = [Seat(s.name, tokens[i], s.kind) for i, s in enumerate(config.seats)]
        record = GameRecord(game)

        def over(finished: Game) -> None:
            def watch() -> None:  # the replay goes over the game-over scene; leaving returns to it
                self.app.stack.push(replay_scene(
                    self.app.size, theme, seats, finished.rules, seed, finished.actions_played(),
                    on_exit=self.back, play_sound=lambda cue: self.app.audio.play(theme, cue),
                    speed=self.settings.animation_speed.value))

            self.app.stack.push(GameOverScene(
                self.app, finished, record, theme, on_again=lambda: self.again(config),
                on_title=self.back_to_title, tokens=tokens, on_replay=watch))

        scene = GameScene(self.app.size, game, theme, seats, on_over=over, seed=seed,
                          speed=self.settings.animation_speed.value,
                          play_sound=lambda cue: self.app.audio.play(theme, cue),
                          on_events=record.observe, on_quit_to_title=self.back_to_title)
        self.app.stack.clear(self.title())
        self.app.stack.push(scene)
        self.show_notices(theme)

    def again(self, config: SetupConfig) -> None:
        self.start(config.model_copy(update={"seed": None}))

    def back_to_title(self) -> None:
        self.app.stack.clear(self.title())


def run(args: argparse.Namespace) -> int:
    options = Options(size=args.size, fullscreen=args.fullscreen, headless=args.headless,
                      frames=args.frames, demo=args.demo, seed=args.seed, theme=args.theme,
                      screenshot_dir=args.screenshot_dir, screenshot_every=args.screenshot_every,
                      stats=args.stats)
    settings, warning = load_settings()
    app = App(options)
    app.audio.set_volume(settings.volume)
    flow = Flow(app, settings, args.theme, args.seed)
    if warning:
        flow.notices.append(("Settings were reset", warning))
    if args.demo:
        theme = flow.theme("classic")
        seed = args.seed if args.seed is not None else random.randrange(2**32)
        app.stack.push(demo_scene(app, theme, seed))
        flow.show_notices(theme)
        return app.run()
    flow.start_title()
    return app.run()

"""Starting the client from the command line: the title, setup, game and game-over scenes."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from ..engine import Game
from ..themes import THEMES_DIR, Theme, load_theme_or_classic
from .app import App, Options
from .kiosk.flow import run_kiosk
from .notice import NoticeScene
from .record import GameRecord
from .scenes.game_over import GameOverScene
from .scenes.setup import SetupScene
from .scenes.table import GameScene, Seat
from .scenes.title import TitleScene
from .settings import Settings, SetupConfig, load_settings, save_settings

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
            self.app.stack.push(GameOverScene(
                self.app, finished, record, theme, on_again=lambda: self.again(config),
                on_title=self.back_to_title, tokens=tokens))

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
    kiosk = getattr(args, "kiosk", False)
    whole = kiosk and not args.headless  # the whole screen, borderless, at the desktop's size
    options = Options(size=(0, 0) if whole else args.size, fullscreen=whole or args.fullscreen,
                      headless=args.headless,
                      frames=args.frames, demo=args.demo, seed=args.seed, theme=args.theme,
                      screenshot_dir=args.screenshot_dir, screenshot_every=args.screenshot_every,
                      stats=args.stats)
    if kiosk or args.demo:
        return run_kiosk(App(options), getattr(args, "config", None), locked=kiosk, seed=args.seed)
    settings, warning = load_settings()
    app = App(options)
    app.audio.set_volume(settings.volume)
    flow = Flow(app, settings, args.theme, args.seed)
    if warning:
        flow.notices.append(("Settings were reset", warning))
    flow.start_title()
    return app.run()

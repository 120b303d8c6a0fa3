"""Starting the client from the command line: the title, setup, game and game-over scenes."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from ..engine import DataFileError, Game, RuleSet
from ..engine.datafile import remove_stale_temps
from ..engine.folders import NOTICE_TITLE, shown, take_notices, there, usable
from ..engine import events as ev
from ..theme_assets import checked_theme_or_classic
from ..themes import Theme, installed_theme_or_classic
from .kit.app import App, Options
from .kit.background import background
from .kit.fonts import set_text_size, text_size
from .kiosk.flow import run_kiosk
from .kit.notice import NoticeScene
from .kit.pads import Pads
from .store.record import GameRecord
from .store.saved_games import (NO_AUTOSAVE, NO_SAVES, SavedTable, SaveWriter, Snapshot, check_name, data_dir,
                                default_name, is_autosave, keep_save_problem, list_saves,
                                named_path, new_autosave_path, problem_text, read_autosave,
                                read_table, snapshot, take_save_problem, tidy, write_snapshot)
from ..themes import theme_by_id
from .online.join_scene import JoinScene
from .online.hosting import Hosting
from .online.joining import Joined
from .online.play import JoinedTable, join_as, kept_seat, last_address
from .scenes.controls import ControlsScene
from .scenes.game_over import GameOverScene
from .scenes.how_to_play import HowToPlayScene
from .scenes.pause import PauseScene
from .scenes.saves_menu import SaveNameScene, SavesScene
from .scenes.settings_menu import SettingsScene
from .table.replay import ReplayError, replay_scene
from .scenes.setup import SetupScene
from .table.scene import GameScene
from .store.seats import Seat
from .scenes.title import TitleScene
from .scenes.leave import LeaveScene
from .store.settings import (HUMAN, REMOTE, SeatConfig, Settings, SetupConfig, load_settings,
                             played_by, save_settings, settings_path)

@dataclass
class Playing:
    """The game on the table and what a save of it needs beside the scene."""

    scene: GameScene
    theme_id: str
    seed: int
    record: GameRecord
    #: The file of this game's own autosave.
    autosave: Path
    #: The game's history when it was last autosaved: anything played since is not kept yet.
    saved: object = None

    def snapshot(self) -> Snapshot:
        sc = self.scene
        self.saved = sc.game.history
        return snapshot(sc.game, self.theme_id, sc.seats, self.seed, sc.play_time, self.record,
                        sc.told)

    @property
    def unsaved(self) -> bool:
        """Moves were played since the last autosave (the turn is under way)."""
        return self.scene.game.history is not self.saved


def setup_of(game: Game, theme: Theme, seats: Sequence[Seat]) -> SetupConfig:
    """The setup that starts a game like this one (same seats, edition and rules): Play again."""
    rules = game.rules.model_dump()
    preset = RuleSet.from_preset(game.rules.preset).model_dump()
    options = {k: v for k, v in rules.items() if k != "preset" and preset.get(k) != v}
    return SetupConfig(seats=[SeatConfig(name=s.name, token=theme.tokens[s.token].id, kind=s.level,
                                         pad=s.pad) for s in seats],
                       theme=theme.id, preset=game.rules.preset, options=options)



def bind_controls(pads: Pads, settings: Settings) -> None:
    """The player's keys and pad buttons play from now on."""
    pads.bind(settings.pad_buttons)
    pads.bind_keys(settings.keys)

class Flow:
    """Which scene follows which: title, setup, the game, its end; saves and settings.

    ``data_dir`` and ``config_dir`` replace the per-user folders (for tests).
    """

    def __init__(self, app: App, settings: Settings, theme_override: Path | None,
                 seed: int | None, *, data_dir: Path | None = None,
                 config_dir: Path | None = None) -> None:
        self.app = app
        self.settings = settings
        self.applied = settings.model_copy()
        set_text_size(settings.text_size)
        self.theme_override = theme_override
        self.seed = seed
        self.data_dir = data_dir
        self.config_dir = config_dir
        self.notices: list[tuple[str, str]] = []
        self.writer = SaveWriter()
        self.playing: Playing | None = None
        #: The log of a joined table whose host went away, by table, until it is joined again.
        self.table_logs: dict[str, list[str]] = {}
        self.resumable: SavedTable | None = None
        self.save_problem_shown = False  # the first failure is a notice, the next ones a toast
        #: The theme of one's own, checked whole once, or Classic and why it is not played.
        self.override: tuple[Theme, DataFileError | None] | None = None

    def theme(self, theme_id: str) -> Theme:
        """The theme to play; a broken one is reported and Classic is played instead."""
        if self.theme_override is None:
            theme, problem = installed_theme_or_classic(theme_id)
        else:  # a theme of the player's own: every file it names is loaded once, as played
            if self.override is None:
                self.override = checked_theme_or_classic(self.theme_override)
            theme, problem = self.override
        if problem is not None:
            self.notices.append(("This edition could not be used",
                                 f"{problem}<br><br>The Classic edition is played instead."))
        return theme

    def show_notices(self, theme: Theme) -> None:
        """Put every pending message in front of the player, one after another."""
        self.notices.extend((NOTICE_TITLE, notice) for notice in take_notices())
        for title, message in reversed(self.notices):
            self.app.stack.push(NoticeScene(self.app.size, theme, title, message))
        self.notices.clear()

    def shown_theme(self) -> Theme:
        """The theme of what is on screen (the game, else the title), for the menus over it."""
        scene = self.app.stack.find(GameScene) or self.app.stack.find(TitleScene)
        return scene.theme if scene is not None else theme_by_id("classic")

    # -- title and setup ----------------------------------------------------------------------

    def title(self) -> TitleScene:
        self.writer.wait()  # an autosave still being written is the game to continue
        self.tell_save_problems()
        autosave = read_autosave(self.data_dir)
        self.resumable = autosave.table
        if autosave.problem is not None:
            self.notices.append(("The last game could not be continued", autosave.problem))
        return TitleScene(self.app, on_new=self.setup, on_continue=self.continue_game,
                          on_load=self.open_saves, on_settings=self.open_settings,
                          on_quit=self.app.quit, can_continue=self.resumable is not None,
                          on_how_to_play=self.how_to_play, on_join=self.join,
                          theme=self.theme(self.settings.last_setup.theme
                                           if self.settings.last_setup else "classic"),
                          markers=self.settings.color_blind_markers)

    def start_title(self) -> TitleScene:
        kept = take_save_problem(settings_path(self.config_dir).parent)
        if kept is not None:
            self.notices.append(("The game could not be saved as it closed",
                                 f"{kept}<br><br>Continue offers the last autosave that was "
                                 "written."))
        title = self.title()
        self.app.stack.push(title)
        self.show_notices(title.theme)
        return title

    def join(self, address: str = "", code: str = "") -> None:
        """Join a game (title, or ``--join``): the table's address and code, then its table."""
        self.app.stack.push(JoinScene(self.shown_theme(), self.app.size,
                                      address or last_address(self.settings),
                                      lambda where: self.settings.tables.get(where.key),
                                      self.play_joined, code, *join_as(self.settings)))

    def play_joined(self, joined: Joined) -> None:
        """A host's table, sat at: played here, kept by the host (nothing is saved here)."""
        self.change_settings(kept_seat(self.settings, joined))
        theme = self.theme(joined.welcome.theme or "classic")

        key = joined.where.key

        def closed(reason: str) -> None:
            self.table_logs = {key: list(table.table.told)}  # for when he joins it again
            self.notices.append(("The table is gone", f"The connection to the host closed "
                                 f"({reason}). Join a game takes your seat back while the "
                                 "host plays on."))
            self.back_to_title()

        table = JoinedTable(self.app, joined, theme, self.settings, self.back_to_title,
                            self.open_settings, closed, self.table_logs.pop(key, []))
        self.playing = None
        self.app.stack.clear(self.title())
        self.app.stack.push(table.table)
        self.show_notices(theme)

    def setup(self) -> None:
        self.app.stack.push(SetupScene(self.app, self.settings, on_start=self.start,
                                       on_back=self.back))

    def back(self) -> None:
        self.app.stack.pop()

    def how_to_play(self) -> None:
        """How to play (title): for the rules last chosen on the setup screen."""
        last = self.settings.last_setup
        rules = last.rules() if last is not None else RuleSet()
        self.app.stack.push(HowToPlayScene(self.shown_theme(), self.app.size, rules,
                                           colour_help=self.settings.color_blind_markers))

    def quit_to_title(self) -> None:
        """Quit to title (pause menu): in the middle of a turn, first say what is kept."""
        if self.playing is None or not self.playing.unsaved or self.playing.scene.game.over:
            self.back_to_title()
            return
        scene = self.playing.scene
        self.app.stack.push(LeaveScene(scene.theme, self.app.size, scene.game, self.back_to_title))

    def back_to_title(self) -> None:
        """Leave the table for the title; a game still going is autosaved as it stands."""
        if self.playing is not None and not self.playing.scene.game.over:
            self.writer.write(self.playing.snapshot(), self.playing.autosave)
        self.playing = None
        title = self.title()
        self.app.stack.clear(title)
        self.show_notices(title.theme)

    # -- playing ------------------------------------------------------------------------------

    def start(self, config: SetupConfig) -> None:
        try:
            save_settings(self.settings, self.config_dir)
        except OSError as error:
            print(f"The setup could not be remembered: {error}")
        theme = self.theme(config.theme)
        seed = config.seed if config.seed is not None else (
            self.seed if self.seed is not None else random.randrange(2**32))
        game = config.new_game(edition=theme.edition_spec(), seed=seed)
        tokens = config.token_indices([t.id for t in theme.tokens])
        seats = [Seat(s.name, tokens[i], played_by(s.kind), s.pad if s.is_human else None)
                 for i, s in enumerate(config.seats)]
        kinds = [s.kind for s in config.seats]
        record = GameRecord(game)
        if config.network is None and REMOTE not in kinds:
            self.play(game, theme, seats, seed, record, config)
            return
        ids = [t.id for t in theme.tokens]
        try:  # hosted: the host listens while this table is on screen
            hosting = Hosting(game, kinds, config.network or "here", theme.id, seed,
                              [ids[t] for t in tokens], ids)
        except OSError as error:
            self.notices.append(("The game could not be hosted", str(error)))
            self.show_notices(theme)
            return
        hosting.host.on_named = lambda _: record.seated(game)
        self.play(game, theme, seats, seed, record, config, table=hosting.table)

    def continue_game(self) -> None:
        """Continue: the autosave read when the title was shown."""
        if self.resumable is not None:
            self.resume(self.resumable)

    def open_on_start(self, load: str | None, continue_game: bool) -> str | None:
        """``--continue`` or ``--load NAME``: that game, from the title; else why it cannot be
        played (also shown on the title)."""
        saved: SavedTable | None = None
        if continue_game:
            saved = self.resumable
            problem = None if saved is not None else "There is no game to continue."
        else:
            name = (load or "").removesuffix(".json")
            problem = check_name(name)
            if problem is None:
                path = named_path(name, self.data_dir)
                try:
                    saved = read_table(path)
                except DataFileError as error:
                    problem = f"{shown(path)}: {problem_text(error)}."
        if saved is not None:
            self.resume(saved)
            return None
        self.notices.append(("That game could not be loaded", problem or ""))
        self.show_notices(self.shown_theme())
        return problem

    def resume(self, saved: SavedTable) -> None:
        """Play on with a saved game, exactly where it was saved."""
        theme = self.theme(saved.theme)
        own = saved.path if saved.path is not None and is_autosave(saved.path, self.data_dir) else None
        self.play(saved.game, theme, saved.seats, saved.seed, saved.record,
                  setup_of(saved.game, theme, saved.seats), saved.play_time, saved.log, own)

    def play(self, game: Game, theme: Theme, seats: Sequence[Seat], seed: int, record: GameRecord,
             config: SetupConfig, play_time: float = 0.0, log: Sequence[str] = (),
             autosave: Path | None = None, table: Callable[..., GameScene] = GameScene) -> None:
        """Put the game on the table; autosave at the start of every turn, none once it is over.

        ``autosave``: the game's own autosave (a game continued from it); else a new file;
        ``table``: makes the game scene (a hosted game's serves its clients)."""

        def observe(g: Game, events: list[ev.Event]) -> None:
            record.observe(g, events)
            if g.over:
                self.writer.remove(playing.autosave)
            elif any(isinstance(e, ev.TurnStarted) for e in events):
                self.autosave(playing)

        def over(finished: Game) -> None:
            sat = scene.seats  # as the table shows them (people elsewhere under their own)
            self.finished_game(sat)

            def watch() -> None:
                self.watch(theme, sat, finished, seed)

            self.app.stack.push(GameOverScene(
                self.app, finished, record, theme, on_again=lambda: self.again(config),
                on_title=self.back_to_title, tokens=[s.token for s in sat], on_replay=watch,
                markers=self.settings.color_blind_markers))

        s = self.settings
        scene = table(self.app.size, game, theme, seats, on_over=over, seed=seed,
                          speed=s.animation_speed.value,
                          play_sound=lambda cue: self.app.audio.play(theme, cue),
                          on_events=observe, on_quit_to_title=self.quit_to_title,
                          on_settings=self.open_settings, on_save=self.ask_save_name,
                          on_load=self.open_saves, play_time=play_time, log=log,
                          reduced_motion=s.reduced_motion, markers=s.color_blind_markers,
                          show_odds=s.show_live_odds, hints=s.show_hints)
        playing = Playing(scene, theme.id, seed, record,
                          autosave or new_autosave_path(self.data_dir), game.history)
        self.app.stack.clear(self.title())
        self.playing = playing
        self.app.stack.push(scene)
        self.show_notices(theme)

    def finished_game(self, seats: Sequence[Seat]) -> None:
        """A game with a person at the table ended: one more toward hints going quiet."""
        if not any(s.level == HUMAN for s in seats):
            return
        self.settings.games_finished += 1
        try:
            save_settings(self.settings, self.config_dir)
        except OSError as error:
            print(f"The settings could not be stored: {error}")

    def again(self, config: SetupConfig) -> None:
        self.start(config.model_copy(update={"seed": None}))

    # -- saves --------------------------------------------------------------------------------

    def autosave(self, playing: Playing) -> None:
        """Copy the game now, write it in the background (then the autosaves of older games
        go); every failure is told."""
        self.tell_save_problems(playing.scene)
        self.writer.write(playing.snapshot(), playing.autosave)
        self.writer.prune(self.data_dir)

    def tell_save_problems(self, scene: GameScene | None = None) -> None:
        """Every save that failed is told: the first one, or any away from the table, in a
        notice; the next ones at the table in a line over the board, so the game goes on."""
        problem = self.writer.take_error()
        if problem is None:
            return
        if scene is not None and self.save_problem_shown:
            scene.tell(f"The game could not be autosaved again: {problem}")
            return
        self.save_problem_shown = True
        folder = self.playing.autosave.parent if self.playing is not None else data_dir(self.data_dir)
        if scene is not None and not usable(folder, NO_AUTOSAVE, make=True):
            self.show_notices(scene.theme)  # the folder is what failed: its notice, told once
            return
        message = (f"{problem}<br><br>The game goes on. Save game in the pause menu ({{menu}}) "
                   "tries again.")
        if scene is None:
            self.notices.append(("The game could not be autosaved", message))
        else:
            self.app.stack.push(NoticeScene(self.app.size, scene.theme,
                                            "The game could not be autosaved", message))

    def ask_save_name(self) -> None:
        """Save game (pause menu): ask for a name, then save under it."""
        if self.playing is None:
            return
        self.app.stack.push(SaveNameScene(
            self.shown_theme(), self.app.size, default_name(self.playing.scene.game, self.playing.scene.theme.name),
            exists=lambda name: there(named_path(name, self.data_dir), NO_SAVES),
            on_save=self.save_named))

    def save_named(self, name: str) -> str | None:
        """Write the game under ``name`` now; the problem, if the file could not be written."""
        if self.playing is None:
            return "There is no game to save."
        path = named_path(name, self.data_dir)
        try:
            write_snapshot(self.playing.snapshot(), path)
        except OSError as exc:
            return f"Could not save to {shown(path)}: {exc.strerror or exc}"
        pause = self.app.stack.find(PauseScene)
        if pause is not None:
            pause.note = f"Saved as '{name}'."
        return None

    def open_saves(self) -> None:
        """Load (title or pause menu): the list of saves, read off the render thread."""
        playing = self.playing.autosave if self.playing is not None else None
        resumable = self.resumable.path if self.resumable is not None else None
        entries = background().submit(list_saves, self.data_dir, playing or resumable)
        self.app.stack.push(SavesScene(self.shown_theme(), self.app.size, entries,
                                       data_dir(self.data_dir), on_load=self.resume,
                                       on_replay=self.watch_saved))
        self.show_notices(self.shown_theme())

    def watch_saved(self, saved: SavedTable) -> None:
        """Watch replay in the list of saves: the saved game from its start."""
        self.watch(self.theme(saved.theme), saved.seats, saved.game, saved.seed)

    def watch(self, theme: Theme, seats: Sequence[Seat], game: Game, seed: int) -> None:
        """A replay over whatever is on screen; leaving it returns there. A recording that does
        not play through is reported instead."""
        try:
            replay = replay_scene(self.app.size, theme, seats, game.rules, seed,
                                  game.actions_played(), on_exit=self.back,
                                  play_sound=lambda cue: self.app.audio.play(theme, cue),
                                  speed=self.settings.animation_speed.value,
                                  markers=self.settings.color_blind_markers)
        except ReplayError as error:
            self.notices.append(("This game cannot be replayed", str(error)))
        else:
            self.app.stack.push(replay)
        self.show_notices(theme)

    # -- settings -----------------------------------------------------------------------------

    def open_settings(self) -> None:
        self.app.stack.push(SettingsScene(self.shown_theme(), self.app.size, self.settings,
                                          on_change=self.change_settings,
                                          on_controls=self.open_controls))

    def open_controls(self) -> None:
        """Controls (settings screen): the keys and the game controller's buttons."""
        self.app.stack.push(ControlsScene(self.shown_theme(), self.app.size, self.settings,
                                          self.app.pads, on_change=self.change_settings))

    def change_settings(self, settings: Settings) -> str | None:
        """Take the changed settings at once and store them; the problem, if not stored."""
        self.settings = settings
        self.apply_settings()
        try:
            save_settings(settings, self.config_dir)
        except OSError as exc:
            return f"Not stored ({exc.strerror or exc}); they hold until the game is closed."
        return None

    def apply_settings(self) -> None:
        """What changed since last time takes effect: sound, window, the game and title shown."""
        new, old = self.settings, self.applied
        stack = self.app.stack
        if new.volume != old.volume:
            self.app.audio.set_volume(new.volume)
        if new.fullscreen != old.fullscreen:
            self.set_fullscreen(new.fullscreen)
        bind_controls(self.app.pads, new)
        if new.text_size != text_size():
            set_text_size(new.text_size)
            stack.restyle()
        scene = stack.find(GameScene)
        if scene is not None:
            if new.animation_speed != old.animation_speed:
                scene.animator.set_speed(new.animation_speed.value)
                pause = stack.find(PauseScene)
                if pause is not None:
                    pause.show_speed(new.animation_speed.value)
            scene.animator.set_reduced_motion(new.reduced_motion)
            if scene.markers != new.color_blind_markers:
                scene.set_markers(new.color_blind_markers)
            scene.odds.shown = new.show_live_odds
            scene.hints = new.show_hints
        title = stack.find(TitleScene)
        if title is not None:
            title.markers = new.color_blind_markers
        self.applied = new.model_copy()

    def set_fullscreen(self, on: bool) -> None:
        if pygame.display.is_fullscreen() == on:
            return
        try:
            pygame.display.toggle_fullscreen()
            screen = pygame.display.get_surface()
        except pygame.error:  # not every video driver toggles: make the window again
            screen = pygame.display.set_mode(self.app.size,
                                              pygame.FULLSCREEN if on else pygame.RESIZABLE)
        if screen is not None:
            self.app.screen = screen
        self.app.options.fullscreen = on

    def close(self) -> None:
        """The app is closing (the window, Quit, a stop signal): the game on the table is
        autosaved as it stands, so Continue picks it up here, and the writes under way finish.
        A save that failed is printed and kept for the next start's title."""
        if self.playing is not None and not self.playing.scene.game.over:
            self.writer.write(self.playing.snapshot(), self.playing.autosave)
        self.writer.close()
        problem = self.writer.take_error()
        if problem is not None:
            print(f"The game could not be saved: {problem}", file=sys.stderr)
            keep_save_problem(problem, settings_path(self.config_dir).parent)


def run(args: argparse.Namespace) -> int:
    kiosk = getattr(args, "kiosk", False)
    if kiosk or args.demo:
        whole = kiosk and not args.headless  # the whole screen, borderless, at the desktop's size
        options = Options(size=(0, 0) if whole else args.size, fullscreen=whole or args.fullscreen,
                          headless=args.headless, frames=args.frames, demo=args.demo,
                          seed=args.seed, theme=args.theme, screenshot_dir=args.screenshot_dir,
                          screenshot_every=args.screenshot_every, stats=args.stats)
        return run_kiosk(App(options), getattr(args, "config", None), locked=kiosk, seed=args.seed,
                         theme=args.theme)
    settings, warning = load_settings()
    options = Options(size=args.size, fullscreen=args.fullscreen or settings.fullscreen,
                      headless=args.headless, frames=args.frames, demo=args.demo, seed=args.seed,
                      theme=args.theme, screenshot_dir=args.screenshot_dir,
                      screenshot_every=args.screenshot_every, stats=args.stats)
    app = App(options)
    app.audio.set_volume(settings.volume)
    bind_controls(app.pads, settings)
    flow = Flow(app, settings, args.theme, args.seed)
    tidy()
    remove_stale_temps(settings_path().parent)
    if warning:
        flow.notices.append(("Settings were reset", warning))
    flow.start_title()
    if getattr(args, "join", None) is not None:
        flow.join(args.join, args.code)
        app.stack.find(JoinScene).join()
    load, continue_game = getattr(args, "load", None), getattr(args, "continue_game", False)
    if load is not None or continue_game:
        problem = flow.open_on_start(load, continue_game)
        if problem is not None:
            print(problem, file=sys.stderr)
    try:
        return app.run()
    finally:
        flow.close()

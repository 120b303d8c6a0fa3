"""The kiosk from start to the operator's exit: which scene follows which, and what watches them.

It supervises the app (:class:`game.client.kit.app.Supervisor`): it sees every event first (the
operator's key combination and corner press; the window's close button and Esc are ignored when
locked), checks idle time and quiet hours every frame, and when a scene fails, logs it and
starts the attract loop again.
"""

from __future__ import annotations

import datetime
import logging
import random
from collections.abc import Callable, Sequence
from enum import Enum
from pathlib import Path

import pygame

from ...engine import DataFileError, Game, RuleSet
from ...theme_assets import checked_theme_or_classic
from ...themes import THEMES_DIR, Theme
from ..kit.app import App
from ..kit.fonts import set_text_size
from ..dialogs.base import DialogScene, drop_spare_managers
from ..dialogs.style import Metrics
from ..table.scene import GameScene
from ..store.seats import Seat
from ..store.settings import seat_names
from .attract import AttractOverlay
from .config import KioskConfig, load_config
from .crash_log import open_log
from .idle import StillPlayingScene
from .memory import collect_garbage, give_back_memory, return_free_pages, thaw
from .operator import NO_PIN, CornerPress, PinGuard, PinPadScene
from .quick_play import VISITOR, TokenPickScene
from .results import ResultsScene
from ..kit.touch import TOUCH_TARGET

RESULT_SECONDS = 8.0  # how long an attract game's result stays before the next game
CURSOR_IDLE = 3.0  # seconds without input before the mouse cursor hides
SOUND_CHECK = 1.0  # seconds between looks at the clock for the quiet hours
COLLECT_EVERY = 1.0  # seconds between collections of the game's garbage (see memory.py)
TRIM_EVERY = 5.0  # seconds between returns of the heap's free pages to the system
QUICK_SPEED = "normal"


class Mode(Enum):
    ATTRACT = "attract"
    QUICK = "quick play"


def _now() -> datetime.time:
    return datetime.datetime.now().time()


class KioskFlow:
    """Attract loop, quick play, 'Still playing?', the operator's exit and the crash guard."""

    def __init__(self, app: App, config: KioskConfig, log: logging.Logger, *, locked: bool,
                 seed: int | None = None, now: Callable[[], datetime.time] = _now,
                 theme: Path | None = None, problems: Sequence[DataFileError] = ()) -> None:
        """``locked``: the kiosk proper (only the operator may leave); unlocked is the demo.
        ``now``: the time of day, for the quiet hours. ``theme``: a theme folder played in every
        game instead of the config's editions. ``problems``: what of the config file could not
        be used, logged and shown to the operator."""
        self.app = app
        self.config = config
        self.log = log
        #: What the operator's screen lists: the config's problems (it says a missing PIN).
        self.notes = [self._logged(problem) for problem in problems]
        if config.pin is None and locked:
            log.warning("%s (%s, or the game controller's %s).", NO_PIN.removesuffix("."),
                        config.exit_keys, config.exit_buttons)
        self.locked = locked
        self.combo = config.combo
        self.chord = config.chord()
        app.pads.joystick_buttons = config.joystick_buttons()
        self.rng = random.Random(seed)
        self.now = now
        self.mode = Mode.ATTRACT
        self.edition = -1  # index in config.editions of the edition on screen
        self.themes: dict[Path, Theme] = {}  # by folder
        self.theme_override = theme
        self.corner = CornerPress(self.ask_pin)
        self.pins = PinGuard(config.pin)
        self.cursor_shown = True
        self.sound_wait = 0.0
        self.collect_wait = COLLECT_EVERY
        self.trim_wait = TRIM_EVERY
        self.game_started = False  # the memory of the last game is dealt with in the next frame
        Metrics.min_target = TOUCH_TARGET  # every dialog a visitor meets: buttons for fingers
        set_text_size(config.text_size)
        DialogScene.on_relayout = collect_garbage  # a dialog's old widgets freed at once
        app.supervisor = self
        app.audio.set_volume(config.sound_volume(self.now()))

    def _logged(self, problem: DataFileError) -> str:
        """A problem of the config file, in the log; the note the operator's screen shows."""
        self.log.warning("Not used from the kiosk config, the defaults are played for it: %s",
                         problem)
        return f"{problem} (not used: the defaults are played for it)."

    # -- editions -------------------------------------------------------------------------------

    def theme(self) -> Theme:
        """The edition on screen; one that cannot be loaded is logged and Classic is played."""
        folder = self.theme_override or THEMES_DIR / self.config.editions[self.edition]
        if folder not in self.themes:
            theme, problem = checked_theme_or_classic(folder)
            if problem is not None:
                self.log.warning("Edition %s could not be used, Classic is played: %s",
                                 folder.name, problem)
            self.themes[folder] = theme
        return self.themes[folder]

    # -- the attract loop -----------------------------------------------------------------------

    def attract(self) -> None:
        """A computer-only game of the next edition, with the caption over it."""
        self.mode = Mode.ATTRACT
        self.edition = (self.edition + 1) % len(self.config.editions)
        theme = self.theme()
        n = self.config.ai_count + 1
        names = seat_names([""] * n, [True] * n, theme.computer_names)
        seats = [Seat(name, token, self.config.ai_level)
                 for name, token in zip(names, self.rng.sample(range(len(theme.tokens)), n))]
        game, seed = self._new_game(theme, names)
        table = GameScene(self.app.size, game, theme, seats, speed=self.config.attract_speed.value,
                          seed=seed, play_sound=lambda cue: self.app.audio.play(theme, cue),
                          on_over=lambda _: self._attract_over(table))
        overlay = AttractOverlay(table, on_touch=self.quick_play,
                                 on_escape=None if self.locked else self.app.quit,
                                 pads=self.app.pads)
        table.on_events = overlay.observe
        self.app.stack.clear(table)
        self.app.stack.push(overlay)
        self.game_started = True

    def _attract_over(self, table: GameScene) -> None:
        self._log_result("An attract game", table.game)
        self.app.stack.push(ResultsScene(table, self.app.size, seconds=RESULT_SECONDS,
                                         on_done=self.attract, on_touch=self.quick_play))

    def _log_result(self, which: str, game: Game) -> None:
        """One line a game in the log: what the kiosk played while nobody watched."""
        winners = " and ".join(game.names[w] for w in game.winners) or "nobody"
        self.log.info("%s of %s ended after %d turns (%s): %s won.", which, self.theme().name,
                      game.turn_no, game.end_reason, winners)

    def _new_game(self, theme: Theme, names: list[str]) -> tuple[Game, int]:
        seed = self.rng.randrange(2**32)
        rules = RuleSet.from_preset(self.config.preset, time_limit_rounds=self.config.max_rounds)
        return Game.new(names, rules=rules, edition=theme.edition_spec(), seed=seed), seed

    # -- quick play -----------------------------------------------------------------------------

    def quick_play(self) -> None:
        """A visitor touched the screen: the tokens of the edition on screen to pick from."""
        self.mode = Mode.QUICK
        self.app.idle = 0.0
        self.app.stack.clear(TokenPickScene(self.app, self.theme(), self.config.preset,
                                            self.config.ai_count, self.start_quick))

    def start_quick(self, token: int) -> None:
        """The visitor's game with ``token``, against the configured computer players."""
        self.mode = Mode.QUICK
        self.app.idle = 0.0
        theme = self.theme()
        n = self.config.ai_count
        names = seat_names([VISITOR, *[""] * n], [False, *[True] * n], theme.computer_names)
        others = [t for t in range(len(theme.tokens)) if t != token]
        seats = [Seat(VISITOR, token, "human")] + [
            Seat(name, t, self.config.ai_level) for name, t in zip(names[1:], others)]
        game, seed = self._new_game(theme, names)
        table = GameScene(self.app.size, game, theme, seats, speed=QUICK_SPEED, seed=seed,
                          play_sound=lambda cue: self.app.audio.play(theme, cue),
                          on_over=lambda _: self._quick_over(table, token),
                          on_quit_to_title=None if self.locked else self.attract)
        self.app.stack.clear(table)
        self.game_started = True

    def _quick_over(self, table: GameScene, token: int) -> None:
        self._log_result("A visitor's game", table.game)
        self.app.stack.push(ResultsScene(table, self.app.size, choices=[
            ("Play again", lambda: self.start_quick(token)), ("Done", self.attract)]))

    # -- the supervisor -------------------------------------------------------------------------

    def event(self, event: pygame.event.Event) -> bool:
        """The operator's ways out come first; locked, the window's close and Esc do nothing."""
        self.corner.event(event, self.app.size)
        if self.combo.matches(event):
            self.log.info("The operator closed the kiosk with the key combination.")
            self.app.quit()
            return True
        if self.chord.completes(event):
            self.log.info("The operator closed the kiosk with the game controller's buttons.")
            self.app.quit()
            return True
        if self.locked and (event.type == pygame.QUIT or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)):
            return True
        return False

    def frame(self, dt: float) -> None:
        self.corner.update(dt)
        self.pins.tick(dt)
        shown = self.app.idle < CURSOR_IDLE
        if shown != self.cursor_shown:
            self.cursor_shown = shown
            pygame.mouse.set_visible(shown)
        self.sound_wait -= dt
        if self.sound_wait <= 0:
            self.sound_wait = SOUND_CHECK
            self.app.audio.set_volume(self.config.sound_volume(self.now()))
        self.collect_wait -= dt
        self.trim_wait -= dt
        if self.game_started:  # here no scene's callback holds on to the last game any more
            self.game_started = False
            self.collect_wait, self.trim_wait = COLLECT_EVERY, TRIM_EVERY
            drop_spare_managers()
            give_back_memory()
        elif self.collect_wait <= 0:
            self.collect_wait = COLLECT_EVERY
            collect_garbage()
        elif self.trim_wait <= 0:
            self.trim_wait = TRIM_EVERY
            return_free_pages()
        if (self.mode is Mode.QUICK and self.app.idle >= self.config.idle_seconds
                and self.app.stack.find(StillPlayingScene) is None):
            self.app.stack.push(StillPlayingScene(self.theme(), self.app.size,
                                                  self.config.countdown_seconds,
                                                  on_stay=self._stay, on_gone=self._gone))

    def _stay(self) -> None:
        if isinstance(self.app.stack.top, StillPlayingScene):
            self.app.stack.pop()

    def _gone(self) -> None:
        self.log.info("Nobody answered 'Still playing?': back to the attract loop.")
        self.attract()

    def failed(self, error: Exception) -> None:
        """A scene failed: the error goes to the log and the attract loop starts again."""
        self.log.error("A scene failed during %s; the attract loop starts again.",
                       self.mode.value, exc_info=error)
        self.attract()

    def ask_pin(self) -> None:
        """A long press in a corner: the operator's keypad, on top of everything."""
        if self.app.stack.find(PinPadScene) is None:
            self.app.stack.push(PinPadScene(self.theme(), self.app.size, self.pins, self._open,
                                            notes=self.notes))

    def _open(self) -> None:
        self.log.info("The operator closed the kiosk with the PIN.")
        self.app.quit()


def run_kiosk(app: App, config_path: Path | None, *, locked: bool, seed: int | None = None,
              theme: Path | None = None) -> int:
    """Start the kiosk (``locked``) or the demo in ``app`` and run it until the operator leaves;
    ``theme``, a theme folder, is played instead of the config's editions."""
    log = open_log()
    config, problems = load_config(config_path)
    log.info("%s started.", "Kiosk" if locked else "Demo")
    KioskFlow(app, config, log, locked=locked, seed=seed, theme=theme,
              problems=problems).attract()
    try:
        return app.run()
    finally:
        if app.stopped_by is not None:
            log.info("%s stopped by %s.", "Kiosk" if locked else "Demo", app.stopped_by.name)
        for handler in log.handlers:
            handler.flush()
        thaw()

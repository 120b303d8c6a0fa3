"""The app loop: window (or headless surface), fixed or real time steps, screenshots and stats."""

from __future__ import annotations

import io
import json
import os
import resource
import signal
import statistics
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import pygame

from ...themes import ASSETS_DIR
from .audio import Audio
from .pads import Pads
from .scene import Scene, SceneStack

FPS = 60
ICON = ASSETS_DIR / "icon" / "deeds-and-dice.svg"
ICON_SIZE = 64
#: Events that mean a person is at the screen (the idle time starts again).
INPUT_EVENTS = frozenset((pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.FINGERDOWN,
                          pygame.FINGERUP, pygame.FINGERMOTION, pygame.TEXTINPUT,
                          pygame.CONTROLLERBUTTONDOWN))


#: A service manager's stop (SIGTERM), Ctrl+C (SIGINT) and a closed terminal or session
#: (SIGHUP, where the system has it) end the app after the frame under way.
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP")
                     if hasattr(signal, name))


class Supervisor(Protocol):
    """Watches the app from above its scenes (the kiosk: operator gesture, idle, failures)."""

    def event(self, event: pygame.event.Event) -> bool:
        """Sees every event before the scenes; True: used (the scenes never see it)."""

    def frame(self, dt: float) -> None:
        """Called after the scenes' update in every frame."""

    def failed(self, error: Exception) -> None:
        """An exception escaped a scene during this frame."""


@dataclass
class Options:
    """What the command line asks of the client."""

    size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    headless: bool = False
    frames: int | None = None
    demo: bool = False
    seed: int | None = None
    theme: Path | None = None
    screenshot_dir: Path | None = None
    screenshot_every: int = 0
    stats: Path | None = None

    @property
    def fixed_step(self) -> bool:
        """Headless runs and counted frames advance exactly 1/60 s a frame."""
        return self.headless or self.frames is not None


class App:
    def __init__(self, options: Options) -> None:
        self.options = options
        if options.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        # A pad's buttons by their place (a Nintendo pad's bottom button is SDL's A, as an
        # Xbox pad's is), so that a binding means the same place on every pad.
        os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")
        pygame.init()
        pygame.display.set_caption("Deeds & Dice")
        try:
            pygame.display.set_icon(pygame.image.load_sized_svg(str(ICON), (ICON_SIZE, ICON_SIZE)))
        except (pygame.error, OSError):  # the window keeps the system's icon
            pass
        flags = pygame.FULLSCREEN if options.fullscreen else pygame.RESIZABLE
        self.screen = pygame.display.set_mode(options.size, flags)
        self.audio = Audio(enabled=not options.headless)
        #: Game controllers, read as keys (:mod:`.pads`); which device was used last.
        self.pads = Pads()
        self.stack = SceneStack(self.pads)
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame = 0
        #: Frame times for ``--stats``, kept only when asked for: a kiosk runs all day.
        self.frame_ms: list[float] = []
        #: Seconds of play since the last input event.
        self.idle = 0.0
        #: The signal that stopped the app (SIGTERM, SIGINT, SIGHUP), if one did.
        self.stopped_by: signal.Signals | None = None
        #: Why a file asked for on the command line could not be written, if one could not.
        self.write_failure: str | None = None
        self.supervisor: Supervisor | None = None

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def quit(self) -> None:
        self.running = False

    def _stop_signal(self, signum: int, _frame: object) -> None:
        self.stopped_by = signal.Signals(signum)
        self.running = False

    @contextmanager
    def _stopping_on_signals(self) -> Iterator[None]:
        """While the app runs, a stop signal ends it cleanly instead of SDL's quit event (which
        a locked kiosk refuses) or a KeyboardInterrupt; the handlers before are put back."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        before = {sig: signal.signal(sig, self._stop_signal) for sig in STOP_SIGNALS}
        try:
            yield
        finally:
            for sig, handler in before.items():
                signal.signal(sig, handler if handler is not None else signal.SIG_DFL)

    def run(self, first: Scene | None = None) -> int:
        """Run until quit, the last scene is popped, or the frame count is reached."""
        if first is not None:
            self.stack.push(first)
        with self._stopping_on_signals():
            self._loop()
        if self.options.stats:
            try:
                self.write_stats(self.options.stats)
            except OSError as exc:
                self.failed_write(self.options.stats, exc)
        self.stack.clear()
        if self.write_failure is not None:
            print(self.write_failure, file=sys.stderr)
            return 1
        return 0

    def failed_write(self, path: Path, exc: OSError) -> None:
        """A file asked for on the command line could not be written: the run stops, says why
        and ends with exit status 1."""
        self.write_failure = self.write_failure or f"Could not write {path}: {exc.strerror or exc}"
        self.running = False

    def _loop(self) -> None:
        opts = self.options
        step = 1 / FPS
        while self.running and self.stack.top is not None:
            started = time.perf_counter()
            dt = step if opts.fixed_step else min(0.1, self.clock.get_time() / 1000 or step)
            self.tick(dt)
            if opts.stats:
                self.frame_ms.append((time.perf_counter() - started) * 1000)
            pygame.display.flip()
            self.frame += 1
            if opts.screenshot_dir and opts.screenshot_every and self.frame % opts.screenshot_every == 0:
                shot = opts.screenshot_dir / f"frame-{self.frame:06d}.png"
                try:
                    self.screenshot(shot)
                except OSError as exc:
                    self.failed_write(shot, exc)
                    break
            if opts.frames is not None and self.frame >= opts.frames:
                break
            if not opts.fixed_step:
                self.clock.tick(FPS)

    def tick(self, dt: float) -> None:
        """One frame: input, update, drawing. Under a supervisor an exception in a scene is
        handed to it instead of ending the app."""
        try:
            self.idle += dt
            for event in pygame.event.get():
                self.dispatch(event)
            for event in self.pads.update(dt):
                self.dispatch(event)
            self.stack.update(dt)
            if self.supervisor is not None:
                self.supervisor.frame(dt)
            self.stack.draw(self.screen)
        except Exception as error:
            if self.supervisor is None:
                raise
            self.supervisor.failed(error)

    def dispatch(self, event: pygame.event.Event) -> None:
        """One event to the supervisor, then the scenes; a pad's event, then the keys it
        stands for; a key of the keyboard as the player set them (the supervisor sees the key
        pressed)."""
        if event.type in INPUT_EVENTS:
            self.idle = 0.0
        keys = self.pads.read(event)
        if self.supervisor is not None and self.supervisor.event(event):
            return
        for key in keys:
            self.dispatch(key)
        if keys:
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and not hasattr(event, "pad"):
            bound = self.pads.key(event, self.stack.typing)
            if bound is None:
                return
            event = bound
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.options.fullscreen:
            self.screen = pygame.display.set_mode((max(800, event.w), max(600, event.h)),
                                                  pygame.RESIZABLE)
        self.stack.handle_event(event)

    def screenshot(self, path: Path) -> None:
        """The screen as a PNG; a write that fails raises (SDL's own writer does not say)."""
        png = io.BytesIO()
        pygame.image.save(self.screen, png, "png")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png.getvalue())

    def write_stats(self, path: Path) -> None:
        """Frame times (update + draw, without waiting for the next frame) and peak memory."""
        times = sorted(self.frame_ms) or [0.0]
        quantiles = (statistics.quantiles(times, n=100, method="inclusive") if len(times) > 1
                     else [times[0]] * 99)  # inclusive: never beyond the slowest frame
        stats = {
            "frames": self.frame,
            "frame_ms": {"median": statistics.median(times), "p95": quantiles[94],
                         "p99": quantiles[98], "max": times[-1]},
            "peak_memory_mb": peak_mb(),
        }
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(stats, indent=1), encoding="utf-8")


def peak_mb() -> float:
    """This program's peak resident memory so far, in MB: on Linux its own high-water mark
    (/proc), which starts afresh with the program; ``ru_maxrss`` elsewhere, which on Linux
    also counts the parent's pages a started process shared before it became this program."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

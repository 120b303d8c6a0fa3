"""A headless kiosk for every test: the real app, a fixed step, its log in a temporary folder."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App, Options
from game.client.dialogs.style import Metrics
from game.client.kiosk.config import KioskConfig
from game.client.kiosk.crash_log import LOG_FILE, open_log
from game.client.kiosk.flow import KioskFlow
from game.client.kiosk.memory import thaw

from ..driver import click_events, key_event

SIZE = (1280, 720)
STEP = 1 / 60


class Kiosk:
    """A kiosk run frame by frame, the way App.run runs it, with real events posted."""

    def __init__(self, app: App, flow: KioskFlow, log_dir: Path) -> None:
        self.app = app
        self.flow = flow
        self.log_file = log_dir / LOG_FILE

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.tick(STEP)

    def seconds(self, seconds: float) -> None:
        self.frames(round(seconds / STEP))

    def until(self, done: Callable[[], bool], limit: int = 60_000) -> int:
        """Frames run until ``done()``; fails if it never comes within ``limit`` frames."""
        for n in range(limit):
            if done():
                return n
            self.app.tick(STEP)
        raise AssertionError(f"not within {limit} frames")

    def touch(self, pos: tuple[int, int], frames: int = 3) -> None:
        for event in click_events(pos):
            pygame.event.post(event)
        self.frames(frames)

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        pygame.event.post(key_event(key, mod=mod))
        self.frames(frames)

    def log(self) -> str:
        for handler in self.flow.log.handlers:
            handler.flush()
        return self.log_file.read_text(encoding="utf-8") if self.log_file.exists() else ""


@pytest.fixture()
def make_kiosk(tmp_path: Path) -> Iterator[Callable[..., Kiosk]]:
    """``make_kiosk(locked=True, **config)``: a kiosk showing its first attract game."""
    made: list[Kiosk] = []

    def make(locked: bool = True, size: tuple[int, int] = SIZE, **config: object) -> Kiosk:
        app = App(Options(size=size, headless=True))
        pygame.event.clear()
        flow = KioskFlow(app, KioskConfig.model_validate(config), open_log(tmp_path),
                         locked=locked, seed=7)
        flow.attract()
        kiosk = Kiosk(app, flow, tmp_path)
        made.append(kiosk)
        return kiosk

    yield make
    thaw()
    Metrics.min_target = 0
    pygame.event.clear()
    pygame.mouse.set_visible(True)

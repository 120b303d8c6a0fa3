"""Driving scenes the way a person does: real pygame events posted to the queue, then frames
run the way the app loop runs them (every event through ``App.dispatch``, then update, draw)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import TypeVar

import pygame

from game.client.kit.app import App, Options
from game.client.kit.scene import Scene, SceneStack
from game.themes import THEMES_DIR, Theme, load_theme


def headless_app(size: tuple[int, int]) -> App:
    """The real app on the dummy video driver, with no sound."""
    return App(Options(size=size, headless=True))


def fresh_app(size: tuple[int, int]) -> Iterator[App]:
    """A headless app with an empty event queue before and after (for a fixture to yield from)."""
    app = headless_app(size)
    pygame.event.clear()
    yield app
    pygame.event.clear()


SceneT = TypeVar("SceneT", bound=Scene)


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def click_events(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    return [motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def key_event(key: int, unicode: str = "", mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)


class Driver:
    """Posts events and runs frames of an app's scene stack at a fixed 1/60 s step."""

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def stack(self) -> SceneStack:
        return self.app.stack

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    def post(self, *events: pygame.event.Event) -> None:
        for event in events:
            pygame.event.post(event)

    def frames(self, count: int = 1, draw: bool = False) -> None:
        for _ in range(count):
            for event in pygame.event.get():
                self.app.dispatch(event)
            self.app.stack.update(1 / 60)
            if draw:
                self.app.stack.draw(self.app.screen)

    def until(self, done: Callable[[], bool], limit: int = 3000) -> None:
        """Frames until ``done()`` holds; an AssertionError if it never does."""
        for _ in range(limit):
            if done():
                return
            self.frames(1)
        raise AssertionError("never got there")

    def click(self, pos: tuple[int, int], frames: int = 2) -> None:
        self.post(*click_events(pos))
        self.frames(frames)

    def key(self, key: int, unicode: str = "", frames: int = 2) -> None:
        self.post(key_event(key, unicode))
        self.frames(frames)

    def expect(self, kind: type[SceneT]) -> SceneT:
        """The scene on top, which must be a ``kind`` (what the last input opened)."""
        top = self.top
        assert isinstance(top, kind), f"expected {kind.__name__} on top, found {top!r}"
        return top

    def draw(self) -> pygame.Surface:
        self.app.stack.draw(self.app.screen)
        return self.app.screen


@lru_cache(maxsize=None)
def theme(name: str = "classic") -> Theme:
    """A shipped theme, loaded once for the whole test run."""
    return load_theme(THEMES_DIR / name)

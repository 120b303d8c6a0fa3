"""Scenes and the scene stack: input top-down until used, drawing bottom-up from the top opaque.

Scenes hidden under an opaque scene get neither input, updates nor drawing.
"""

from __future__ import annotations

from typing import Any

import pygame


class Scene:
    """One screen or overlay. Overlays (dialogs, pause) are scenes pushed on top."""

    #: An opaque scene hides everything below it, so nothing below is drawn or updated.
    opaque = True

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    def enter(self) -> None:
        """Now on the stack."""

    def exit(self) -> None:
        """Taken off the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one was popped."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True if the event was used (scenes below will not see it)."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the window surface."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        scene.stack = None
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (the one below is not resumed in between)."""
        old = self.scenes.pop()
        old.exit()
        old.stack = None
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def clear(self, scene: Scene | None = None) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        if scene is not None:
            self.push(scene)

    def _visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def handle_event(self, event: pygame.event.Event) -> bool:
        for scene in reversed(self._visible()):
            if scene.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        for scene in self._visible():
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self._visible():
            scene.draw(surface)

    def __len__(self) -> int:
        return len(self.scenes)

    def find(self, kind: type[Any]) -> Any:
        """The topmost scene of a kind, or None."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

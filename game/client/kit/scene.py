"""Scenes and the scene stack: input top-down until used, drawing bottom-up from the top opaque.

Scenes hidden under an opaque scene get neither input, updates nor drawing.
"""

from __future__ import annotations

from typing import Any

import pygame

from .naming import KEYS, Naming
from .pads import Pads
from .toast import Toast
from .ui_manager import UIManager


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

    def holds_back(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is kept from every scene, this one and those over it (the table
        keeps a pad tied to one seat out of another seat's decision, dialogs included)."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the window surface."""

    @property
    def naming(self) -> Naming:
        """How to name the buttons to the person: the keys, or those of the pad he last used
        (the keys' names until the scene is on a stack)."""
        return self.stack.naming if self.stack is not None else KEYS

    @property
    def typing(self) -> bool:
        """A name or an amount is being typed: the keys are the keyboard's own."""
        return False

    def restyle(self) -> None:
        """The player's text size changed: lay out again with text of the new size."""

    def renamed(self) -> None:
        """The buttons are named otherwise now (another device, pad family or binding): text
        made with the old names is made again. Text drawn each frame needs nothing."""


class ManagedScene(Scene):
    """A scene whose widgets one pygame-gui manager holds."""

    manager: UIManager

    @property
    def typing(self) -> bool:
        return self.manager.typing


class SceneStack:
    """``pads``: the app's controllers, which tell what the person last played with."""

    def __init__(self, pads: Pads | None = None) -> None:
        self.scenes: list[Scene] = []
        self.pads = pads
        self.named = KEYS
        #: A short notice over every scene, until it goes by itself.
        self.toast: Toast | None = None

    def tell(self, toast: Toast) -> None:
        """Show ``toast`` over every scene, in place of the one up (the same words stay up
        afresh)."""
        self.toast = toast

    @property
    def naming(self) -> Naming:
        return self.pads.naming if self.pads is not None else KEYS

    @property
    def typing(self) -> bool:
        return self.top is not None and self.top.typing

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self._add(scene)

    def _add(self, scene: Scene) -> None:
        """On top, told the names of the buttons if they are not those it was made with. A
        toast goes with the scenes an opaque one hides: it spoke of them."""
        if scene.opaque:
            self.toast = None
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()
        if self.naming != KEYS:
            scene.renamed()

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
        self._add(scene)

    def clear(self, scene: Scene | None = None) -> None:
        self.toast = None
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
        if any(scene.holds_back(event) for scene in self.scenes):
            return True
        for scene in reversed(self._visible()):
            if scene.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        naming = self.naming
        if naming != self.named and not pygame.event.peek():
            # Renamed between frames with no input on its way: a widget's event still queued
            # finds the widget it came from.
            self.named = naming
            for scene in list(self.scenes):
                scene.renamed()
        for scene in self._visible():
            scene.update(dt)
        if self.toast is not None and not self.toast.update(dt):
            self.toast = None

    def restyle(self) -> None:
        """Every scene, hidden ones too, lays itself out for the player's new text size."""
        for scene in list(self.scenes):
            scene.restyle()

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self._visible():
            scene.draw(surface)
        if self.toast is not None:
            self.toast.draw(surface)

    def __len__(self) -> int:
        return len(self.scenes)

    def find(self, kind: type[Any]) -> Any:
        """The topmost scene of a kind, or None."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

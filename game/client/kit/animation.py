"""Tweens played one step after another: what the engine's events look like on screen.

A step is a group of tweens that run together; the animator plays steps in order. Each tween
calls ``apply(t)`` with its progress 0..1 every frame and ``done()`` once at the end, so the
scene's shown state (token spots, cash on the panels) always ends where the engine is.
Spawned tweens run beside the steps (money flying while a token still hops) and count as busy.

Reduced motion (a setting) plays every tween as the instant speed does, at its end at once: no
hopping arcs, tumbling dice, card flights or flashes, only things appearing where they end.
The speed still sets the pace between moves (the scene's beat before a computer's move).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

SPEEDS = {"normal": 1.0, "fast": 0.4, "instant": 0.0}
SPEED_NAMES = tuple(SPEEDS)


def _nothing(t: float) -> None:
    """A tween that only waits."""


def _noop() -> None:
    """A tween with nothing to do at its end."""


@dataclass
class Tween:
    duration: float
    apply: Callable[[float], None] = _nothing
    done: Callable[[], None] = _noop
    elapsed: float = 0.0
    over: bool = False

    def advance(self, dt: float) -> None:
        if self.over:
            return
        self.elapsed += dt
        progress = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        self.apply(progress)
        if progress >= 1.0:
            self.over = True
            self.done()

    def finish(self) -> None:
        if not self.over:
            self.over = True
            self.apply(1.0)
            self.done()


@dataclass
class Step:
    tweens: list[Tween] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return all(t.over for t in self.tweens)


def ease(t: float) -> float:
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)


class Animator:
    def __init__(self, speed: str = "normal", reduced_motion: bool = False) -> None:
        self.steps: deque[Step] = deque()
        self.lane: list[Tween] = []
        self.speed = speed if speed in SPEEDS else "normal"
        self.scale = SPEEDS[self.speed]
        self.reduced_motion = reduced_motion

    def set_speed(self, speed: str) -> None:
        """Tweens queued from now on play at this speed; 'instant' also ends what is playing."""
        self.speed = speed if speed in SPEEDS else "normal"
        self.scale = SPEEDS[self.speed]
        if self.at_once:
            self.skip()

    def set_reduced_motion(self, on: bool) -> None:
        """Reduced motion on or off; on, what is playing ends at once."""
        self.reduced_motion = on
        if self.at_once:
            self.skip()

    @property
    def at_once(self) -> bool:
        """Every tween shows its end as soon as it is queued (instant speed, or reduced motion)."""
        return self.scale == 0 or self.reduced_motion

    @property
    def busy(self) -> bool:
        return bool(self.steps) or bool(self.lane)

    def _scaled(self, t: Tween) -> Tween:
        return Tween(t.duration * self.scale, t.apply, t.done)

    def add(self, *tweens: Tween) -> None:
        """Queue tweens that play together, after everything queued before."""
        self.steps.append(Step([self._scaled(t) for t in tweens]))
        if self.at_once:
            self.skip()

    def spawn(self, tween: Tween) -> None:
        """Start a tween now, beside the queued steps."""
        scaled = self._scaled(tween)
        self.lane.append(scaled)
        if self.at_once:
            scaled.finish()
            self.lane.remove(scaled)

    def update(self, dt: float) -> None:
        if self.lane:
            for t in list(self.lane):
                t.advance(dt)
            self.lane = [t for t in self.lane if not t.over]
        while self.steps:
            step = self.steps[0]
            for t in step.tweens:
                t.advance(dt)
            if not step.finished:
                return
            self.steps.popleft()
            dt = 0.0

    def skip(self) -> None:
        """Finish every queued animation at once (a click or key skips what is playing)."""
        while self.steps or self.lane:
            lane, self.lane = self.lane, []
            for t in lane:
                t.finish()
            if self.steps:
                for t in self.steps.popleft().tweens:
                    t.finish()

"""The AI levels by name, as the simulator's command line and the setup screen spell them."""

from __future__ import annotations

from collections.abc import Callable

from .controller import Controller, GreedyController, RandomController
from .easy import EasyController
from .medium import MediumController

_MAKERS: dict[str, Callable[[int], Controller]] = {
    "random": lambda seed: RandomController(seed),
    "greedy": lambda seed: GreedyController(),
    "easy": lambda seed: EasyController(seed),
    "medium": lambda seed: MediumController(seed),
}
LEVELS: tuple[str, ...] = tuple(_MAKERS)


def make_controller(level: str, seed: int = 0) -> Controller:
    """A fresh controller of the named level; unknown names raise ValueError."""
    if level not in _MAKERS:
        raise ValueError(f"unknown AI level '{level}' (one of {', '.join(LEVELS)})")
    return _MAKERS[level](seed)

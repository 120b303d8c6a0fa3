"""The AI levels by name, as the simulator's command line and the setup screen spell them."""

from __future__ import annotations

from collections.abc import Callable

from .controller import Controller, GreedyController, RandomController
from .easy import EasyController
from .hard import BUDGET_S, GUARD, HardController
from .medium import MediumController
from .probers import PROBERS
from .styles import STYLES

_MAKERS: dict[str, Callable[[int], Controller]] = {
    "random": lambda seed: RandomController(seed),
    "greedy": lambda seed: GreedyController(),
    "easy": lambda seed: EasyController(seed),
    "medium": lambda seed: MediumController(seed),
}
LEVELS: tuple[str, ...] = tuple(_MAKERS) + ("hard",)
PROBER_LEVELS: tuple[str, ...] = tuple(PROBERS)  # test players, for the simulator (see probers)
STYLE_LEVELS: tuple[str, ...] = tuple(STYLES)  # rivals of other styles, for the simulator
SIM_LEVELS: tuple[str, ...] = LEVELS + PROBER_LEVELS + STYLE_LEVELS  # all the simulator seats
_MAKERS.update(PROBERS)
_MAKERS.update(STYLES)


def make_controller(level: str, seed: int = 0, budget_s: float | None = None,
                    deterministic: bool = False) -> Controller:
    """A fresh controller of the named level; unknown names raise ValueError.

    For the hard AI: ``budget_s`` is its look-ahead time per decision (None: its default);
    ``deterministic`` drops the wall-clock guard that cuts its look-ahead short on a slow or
    busy machine, so that its decisions depend on the seed alone (for batch runs).
    """
    if level == "hard":
        return HardController(seed, BUDGET_S if budget_s is None else budget_s,
                              None if deterministic else GUARD)
    if level not in _MAKERS:
        raise ValueError(f"unknown AI level '{level}' "
                         f"(one of {', '.join(SIM_LEVELS)})")
    return _MAKERS[level](seed)

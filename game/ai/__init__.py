"""Computer players: one controller protocol, and the levels from random to hard. No pygame."""

from __future__ import annotations

from .controller import Controller, GreedyController, RandomController
from .easy import EasyController
from .hard import HardController
from .levels import LEVELS, make_controller
from .medium import MediumController
from .odds import win_odds
from .play import Outcome, Stepper, Stuck, play

__all__ = ["Controller", "EasyController", "GreedyController", "HardController", "LEVELS",
           "MediumController", "Outcome", "RandomController", "Stepper", "Stuck",
           "make_controller", "play", "win_odds"]

"""What the table's drawing and motion may read and move on the game scene: the scene
implements this protocol, and neither of them imports the scene."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

import pygame

from ...engine import Game, Names
from ...themes import Theme
from ..kit.animation import Animator
from ..kit.naming import Naming
from ..kit.scene import Scene
from ..kit.ui_manager import UIManager
from ..scenes.menu import FocusRing
from ..views.board import BoardGeometry
from ..views.deed import DeedCache
from ..views.words import Words
from .flights import CardFlight, Flyer
from .layout import Layout
from .odds import LiveOdds
from .order import OrderView
from .panels import LogView, PanelView


class Stage(Protocol):
    """The game scene as its drawing and its motion see it."""

    # the game, its look and where things go
    game: Game
    theme: Theme
    names: Names
    words: Words
    size: tuple[int, int]
    layout: Layout
    geo: BoardGeometry
    token_art: list[str]
    # what moves: the shown state, which ends where the engine's state is
    animator: Animator
    rng: random.Random
    sound: Callable[[str], None]
    shown_pos: list[float]
    shown_cash: list[int]
    hop: list[float]
    dice: tuple[int, int]
    dice_spin: float
    card: CardFlight | None
    flyers: list[Flyer]
    pops: dict[int, float]
    flips: dict[int, float]
    hidden_owner: set[int]
    go_flash: float
    order: OrderView | None
    # what else is drawn on the table
    panels: list[PanelView]
    log: LogView
    odds: LiveOdds
    deeds: DeedCache
    markers: bool  # Colour help (see views/groups.py)
    ui: UIManager
    dialog: Scene | None
    focus: FocusRing
    looking: int | None

    @property
    def covered(self) -> bool: ...

    @property
    def naming(self) -> Naming: ...

    @property
    def board_middle(self) -> pygame.Rect: ...

    @property
    def busy(self) -> bool: ...

    @property
    def time_left(self) -> float | None: ...

    def board_image(self) -> pygame.Surface: ...

    def deed_shown(self) -> tuple[int, pygame.Rect] | None: ...

    def deed_width(self) -> int: ...

    def space_rect(self, s: int) -> pygame.Rect: ...

    def flyer_font(self) -> pygame.font.Font: ...

    def human(self, p: int) -> object | None: ...

"""Over a day of attract games nothing of an old game stays behind: its table is freed once the
next game starts, and what games share (the drawn boards, fonts, dialog managers) stays few."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable

import pygame

from game.client.views import board as board_view
from game.client.kit import fonts
from game.client.dialogs import base
from game.client.table.scene import GameScene

from .conftest import Kiosk


def _next_game(kiosk: Kiosk, old: weakref.ref[GameScene]) -> GameScene:
    """The next game's table; the test holds no reference to the old one meanwhile (what is
    alive when a game starts is kept for that game: see kiosk/memory.py)."""
    kiosk.until(lambda: kiosk.app.stack.find(GameScene) not in (None, old()))
    found = kiosk.app.stack.find(GameScene)
    assert found is not None
    return found


def test_an_old_table_is_freed_and_the_shared_caches_stay_bounded(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(max_rounds=1, attract_speed="instant")
    table = kiosk.app.stack.find(GameScene)
    assert table is not None
    boards: list[pygame.Surface] = []  # each game's board image
    gone: list[weakref.ref[GameScene]] = []
    for _ in range(4):  # Classic, Boutique, Classic, Boutique
        boards.append(table.board_image())
        gone.append(weakref.ref(table))
        del table
        table = _next_game(kiosk, gone[-1])
        gc.collect()
        assert [ref() for ref in gone] == [None] * len(gone)  # every finished game freed
    assert boards[2] is boards[0] and boards[3] is boards[1] is not boards[0]  # drawn once each
    assert len(board_view._BOARDS) <= board_view.BOARDS_KEPT
    assert fonts.face.cache_info().currsize <= fonts.FONTS_KEPT
    assert len(base._SPARE) <= base.SPARE_MANAGERS

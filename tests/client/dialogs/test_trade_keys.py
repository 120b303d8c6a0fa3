"""Amounts and partners without a pointer: in the trade builder Page Up and Page Down (a pad's
shoulder buttons) switch partners and left and right step the cash in the box in focus; in an
auction left and right move the bid."""

from __future__ import annotations

import pygame

from game.client.dialogs import AuctionDialog, TradeBuilder
from game.engine import Bid, Game

from ..driver import headless_app, key_event, theme
from .test_dialogs import at_auction, board_area, open_dialog, pump


def builder(n: int = 4) -> TradeBuilder:
    headless_app((1280, 720))
    game = Game.new(["Ann", "Bob", "Cy", "Di"][:n], seed=3)
    return TradeBuilder(game, theme(), board_area((1280, 720)), [0], on_action=lambda a: None,
                        on_cancel=lambda: None)


def press(scene: TradeBuilder, key: int) -> None:
    pygame.event.post(key_event(key))
    pump(scene)


def test_shoulder_buttons_switch_partners_round_the_table() -> None:
    scene = builder()
    assert scene.draft is not None and scene.draft.partner == 1
    press(scene, pygame.K_PAGEDOWN)
    assert scene.draft.partner == 2
    press(scene, pygame.K_PAGEDOWN)
    press(scene, pygame.K_PAGEDOWN)
    assert scene.draft.partner == 1  # round the table, never the proposer
    press(scene, pygame.K_PAGEUP)
    assert scene.draft.partner == 3


def test_left_and_right_step_the_cash_in_focus() -> None:
    scene = builder(2)
    assert scene.draft is not None
    box = next(e for e, side in scene.entries.items() if side == 0)
    scene.focus_on(box)
    press(scene, pygame.K_RIGHT)
    press(scene, pygame.K_RIGHT)
    assert scene.draft.sides[0].cash == 20
    box = next(e for e, side in scene.entries.items() if side == 0)
    assert scene.focused is box  # the focus stays on the cash box as it is laid out again
    press(scene, pygame.K_LEFT)
    assert scene.draft.sides[0].cash == 10
    press(scene, pygame.K_PAGEDOWN)  # a single partner: nothing to switch to
    assert scene.draft.partner == 1


def test_left_and_right_move_the_bid_in_the_box_between_the_lowest_bid_and_all_in() -> None:
    headless_app((1280, 720))
    game = at_auction()
    scene, sent = open_dialog(game)
    assert isinstance(scene, AuctionDialog) and scene.entry is not None
    scene.focus_on(scene.entry)
    least = scene.least
    press(scene, pygame.K_RIGHT)
    press(scene, pygame.K_RIGHT)
    assert scene.entry.get_text() == str(least + 20)
    for _ in range(5):
        press(scene, pygame.K_LEFT)
    assert scene.entry.get_text() == str(least)  # never under the lowest bid
    scene.entry.set_text(str(game.cash[scene.player] - 5))
    press(scene, pygame.K_RIGHT)
    assert scene.entry.get_text() == str(game.cash[scene.player])  # all in at most
    press(scene, pygame.K_RETURN)
    assert sent.one == Bid(scene.player, game.cash[scene.player])

"""Dialogs on a touch screen (the kiosk): lists scroll under a dragging finger, a drag presses
nothing, a tap still does, and the auction needs no keyboard."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.dialogs.style import Metrics
from game.client.kiosk.flow import TOUCH_TARGET
from game.engine import Bid, Debt

from .test_dialogs import applied, at_auction, at_debt, open_auction, open_dialog, pump

SMALL = (1280, 720)


@pytest.fixture(autouse=True)
def touch_screen() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((1600, 900))
    pygame.event.clear()
    Metrics.min_target = TOUCH_TARGET
    yield
    Metrics.min_target = 0
    pygame.event.clear()


def drag(start: tuple[int, int], by: int, steps: int = 6) -> None:
    """A finger down at ``start``, moved ``by`` pixels up or down in a few steps, lifted."""
    x, y = start
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        pos = (x, y + by * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, by // steps),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y + by), button=1))


def tap(pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))


def test_a_long_list_scrolls_under_a_dragging_finger_and_a_drag_presses_nothing() -> None:
    g = at_debt()
    pygame.display.set_mode(SMALL)
    scene, sent = open_dialog(g, size=SMALL)
    pump(scene)
    scroll = scene._scroll
    assert scroll is not None, "the debt's options fit: nothing to drag"
    assert scene.metrics.button_h >= TOUCH_TARGET
    box = scroll.box.rect
    first = min(scroll.members, key=lambda e: e.rect.y)
    assert box.collidepoint(first.rect.center)
    drag(first.rect.center, -box.height // 2)  # starts on a button: the finger drags the list
    pump(scene)
    assert sent.actions == []
    assert scroll.offset >= box.height // 2 - scene.metrics.gap
    assert not box.colliderect(first.rect) or first.rect.bottom < box.centery
    drag((box.centerx, box.top + 10), box.height * 3)  # back to the top, and no further
    pump(scene)
    assert scroll.offset == 0 and sent.actions == []
    visible = [e for e in scroll.members if box.contains(e.rect)
               and getattr(e, "is_enabled", False) and e in scene._choices]
    assert visible
    tap(visible[0].rect.center)  # a tap without moving still presses
    pump(scene)
    action = applied(g, sent)
    assert action.player == 0 and isinstance(g.decisions[-1], Debt)


def test_the_auction_on_a_touch_screen_bids_without_a_keyboard() -> None:
    g = at_auction()
    scene, sent = open_auction(g)
    assert scene.entry is not None and not scene.entry.is_enabled
    texts = " ".join(scene.shown_texts())
    assert "Type an amount" not in texts and "Tap a raise" in texts
    least = scene.least
    tap(scene.buttons()["Bid"].rect.center)
    pump(scene)
    assert applied(g, sent) == Bid(1, least)

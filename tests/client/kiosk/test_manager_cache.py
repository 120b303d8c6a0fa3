"""A closed dialog's UI manager serves the next dialog of the same theme and size, so opening a
dialog does not stall a frame building one; only a few are kept."""

from __future__ import annotations

import pygame

from game.client.dialogs import base
from game.client.kit.scene import SceneStack

from ..dialogs.test_dialogs import at_auction, at_buy, at_jail, open_dialog


def test_the_next_dialog_takes_the_closed_ones_manager_and_the_spares_stay_few() -> None:
    pygame.init()
    pygame.display.set_mode((1280, 720))
    stack = SceneStack()
    buy, _ = open_dialog(at_buy(), size=(1280, 720))
    stack.push(buy)
    auction, _ = open_dialog(at_auction(), size=(1280, 720))
    assert auction.manager is not buy.manager  # both open: each its own
    stack.pop()
    jail, _ = open_dialog(at_jail(), size=(1280, 720))
    assert jail.manager is buy.manager  # buy's, after it closed
    assert list(jail.buttons()) == ["Roll for doubles", "Pay the $50 fine",
                                    "Use a Get Out of Jail Free card"]
    assert not [t for t in jail.shown_texts() if "Buy" in t]  # nothing of the old dialog left
    stack.push(jail)
    stack.pop()
    stack.push(jail)  # opened again, it gets a manager again and shows itself whole
    assert len(jail.buttons()) == 3 and jail.panel in jail.manager.get_sprite_group().sprites()
    for size in ((1280, 720), (1300, 720), (1400, 720), (1500, 720), (1600, 900), (1700, 900)):
        pygame.display.set_mode(size)
        scene, _ = open_dialog(at_buy(), size=size)
        stack.push(scene)
        stack.pop()
    assert len(base._SPARE) == base.SPARE_MANAGERS

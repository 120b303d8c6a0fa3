"""The table's log: the newest events at the foot, each shown whole."""

from __future__ import annotations

import pygame

from game.client.kit.fonts import font, wrap
from game.client.table.panels import LogView

from ..driver import theme

LONG = ("Player 1 sells the mall on Patricia's Pet Shop for $25; 4 boutiques go back on it, "
        "and the Bank is short of boutiques for a while.")


def test_an_event_that_does_not_fit_whole_is_left_out_rather_than_cut() -> None:
    pygame.font.init()
    f = font(16)
    width = 300
    log = LogView(theme())
    log.add([LONG, "Round 12: Ann's turn.", "Ann rolls 3 and 4."])
    long_lines = wrap(LONG, f, width)
    assert len(long_lines) >= 3
    # room for the two short lines and part of the long one: none of it is shown
    assert log.shown(f, width, 3) == ["Round 12: Ann's turn.", "Ann rolls 3 and 4."]
    assert log.shown(f, width, 2 + len(long_lines)) == [*long_lines, "Round 12: Ann's turn.",
                                                          "Ann rolls 3 and 4."]
    # the newest alone is longer than the room: its last lines
    log.add([LONG])
    assert log.shown(f, width, 2) == long_lines[-2:]
    assert log.shown(f, width, 0) == []

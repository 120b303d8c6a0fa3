"""Building from the property view never waits for the board: each click builds at once, the
view stays as it is, and the houses and payments play on the board behind it in order."""

from __future__ import annotations

import pygame

from game.client.dialogs.manage import ManageView
from game.engine import events as ev

from ...engine.scenario import CONNECTICUT, LIGHT_BLUE, ORIENTAL, VERMONT, give
from ..dialogs.test_manage import Table, display, lot_button, lot_buttons  # noqa: F401


def edge(view: ManageView) -> int:
    """The lowest a dialog's panel may reach: the window's bottom less half a gap."""
    m = view.metrics
    return pygame.Rect((0, 0), m.window).inflate(-m.gap, -m.gap).bottom


def test_three_quick_clicks_build_three_houses_while_the_board_catches_up() -> None:
    t = Table(speed="normal", setup=lambda g: give(g, 0, *LIGHT_BLUE))
    g = t.game
    cash = g.cash[0]
    view = t.open_property()
    places = [lot_button(t, s, "Build").topleft for s in LIGHT_BLUE]
    for s in (ORIENTAL, VERMONT, CONNECTICUT):
        t.click(lot_button(t, s, "Build").center, frames=2)
        assert g.level[s] == 1
        assert t.top is view and not any("Wait" in text for text in view.shown_texts())
        assert view.buttons()["Close"].is_enabled and view.buttons()["Undo: " + view.steps.last(0).label].is_enabled
        assert all(lot_buttons(view, lot)["Build $50"] for lot in LIGHT_BLUE if g.level[lot] == 0)
        # No jump: the view stays where it was; grown past the window's edge (its reasons for
        # the greyed buttons come and go), it moves up just enough to stay whole.
        now = [lot_button(t, lot, "Build").topleft for lot in LIGHT_BLUE]
        lift = places[0][1] - now[0][1]
        assert now == [(x, y - lift) for x, y in places] and lift >= 0
        assert lift == 0 or view.panel is not None and view.panel.rect.bottom == edge(view)
        places = now
    assert t.scene.busy and t.scene.shown_cash[0] > g.cash[0]  # the board is still catching up
    assert lot_buttons(view, ORIENTAL)["Build $50"]
    popped: set[int] = set()
    for _ in range(300):
        t.frames(1)
        popped |= set(t.scene.pops) & set(LIGHT_BLUE)
        if not t.scene.busy:
            break
    assert popped == set(LIGHT_BLUE) and g.cash[0] == cash - 150 == t.scene.shown_cash[0]
    built = [line for line in t.scene.log.lines if "builds a house" in line]
    assert built == [f"Ann builds a house on {g.board.names[s]}." for s in LIGHT_BLUE]
    assert sum(isinstance(e, ev.BuildingBuilt) for e in t.seen) == 3

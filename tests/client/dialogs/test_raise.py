"""Money raised from inside a decision that costs money: Raise opens the property view in
place of the dialog, and the same decision comes back with the cash as it now stands."""

from __future__ import annotations

import pygame

from game.client.dialogs import AuctionDialog, BuyDialog, JailDialog, TaxDialog
from game.client.dialogs.manage import ManageView
from game.engine import Game, Phase

from ...engine.scenario import BALTIC, JAIL, LIGHT_BLUE, READING, build, give, place
from .test_dialogs import at_auction, open_dialog
from .test_manage import Table, display

__all__ = ["display"]


def short_of_baltic(g: Game) -> None:
    give(g, 0, READING)
    g.cash[0] = 30


def test_short_of_cash_on_a_purchase_raise_it_come_back_and_buy() -> None:
    t = Table(dice=((1, 2),), setup=short_of_baltic)
    g = t.game
    t.click(t.scene.roll_button.rect.center)
    buy = t.dialog(BuyDialog)
    assert ("Buy for $60", False) in buy.offered and ("Raise $30", True) in buy.offered
    assert buy.default_label == "Auction it" and buy.focused is buy.buttons()["Auction it"]
    t.press("Raise $30")
    view = t.view
    assert isinstance(view, ManageView) and isinstance(g.pending, type(buy.decision))
    assert any("Your cash $30 · still to raise $30 of $60" in s for s in view.shown_texts())
    t.press("Mortgage +$100")
    assert g.mortgaged[READING] and g.cash[0] == 130
    assert any("the $60 is raised: Close to go back" in s for s in t.view.shown_texts())
    t.press("Close")
    again = t.dialog(BuyDialog)
    assert again.decision == buy.decision
    assert ("Buy for $60", True) in again.offered and not any(
        label.startswith("Raise") for label, _ in again.offered)
    assert "Your cash" in again.shown_texts() and "$130" in again.shown_texts()
    t.press("Buy for $60")
    assert g.owner[BALTIC] == 0 and g.cash[0] == 70


def test_raising_a_price_the_view_opens_at_the_deed_the_hint_mortgages_and_enter_does_it() -> None:
    # Ann has a house on each Light Blue lot, a lone railroad, and $30 for Baltic's $60. The
    # hint says to mortgage her other deeds: the view opens at the railroad, its Mortgage the
    # default, not at the set whose houses are all it offers to sell.
    def setup(g: Game) -> None:
        short_of_baltic(g)
        give(g, 0, *LIGHT_BLUE)
        for s in LIGHT_BLUE:
            build(g, s, 1)

    t = Table(dice=((1, 2),), setup=setup)
    g = t.game
    t.click(t.scene.roll_button.rect.center)
    t.dialog(BuyDialog)
    t.press("Raise $30")
    view = t.view
    assert view.group == g.board.group_of[READING]
    assert view.default_label == "Mortgage +$100"
    assert view.focused is view.buttons()["Mortgage +$100"]
    t.key(pygame.K_RETURN)
    assert g.mortgaged[READING] and g.cash[0] == 130 and g.level[LIGHT_BLUE[0]] == 1
    # raised: the focus leaves the button that now lifts the mortgage for Close, and Enter
    # goes back to the purchase
    view = t.view
    assert view.default_label == "Close" and view.focused is view.buttons()["Close"]
    t.key(pygame.K_RETURN)
    assert isinstance(t.dialog(BuyDialog), BuyDialog) and g.mortgaged[READING]


def test_the_jail_fine_and_a_tax_offer_raise_when_the_cash_is_short() -> None:
    def jailed(g: Game) -> None:
        short_of_baltic(g)
        place(g, 0, JAIL, jailed=True)

    t = Table(setup=jailed)
    jail = t.dialog(JailDialog)
    assert ("Raise $20", True) in jail.offered
    t.press("Raise $20")
    t.press("Mortgage +$100")
    t.press("Close")
    jail = t.dialog(JailDialog)
    t.press("Pay the $50 fine")
    assert not t.game.in_jail[0] and t.game.cash[0] == 80

    t = Table(dice=((1, 3),), setup=short_of_baltic)
    t.click(t.scene.roll_button.rect.center)
    tax = t.dialog(TaxDialog)
    assert ("Raise $170", True) in tax.offered
    assert t.game.pending is not Phase.PRE_ROLL


def test_a_bidder_short_of_the_lowest_bid_may_raise_it() -> None:
    g = at_auction()
    g.cash[1] = 0
    give(g, 1, READING)
    scene, _ = open_dialog(g)
    assert isinstance(scene, AuctionDialog)
    opened: list[int] = []
    scene.offer_manage(opened.append)
    assert ("Bid", False) in scene.offered and ("Raise $1", True) in scene.offered
    scene.choose(next(c for c in scene._choices.values() if c.label == "Raise $1"))
    assert opened == [scene.least]  # the view keeps the lowest bid in sight

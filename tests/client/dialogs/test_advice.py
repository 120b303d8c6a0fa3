"""The table tells the truth: a dialog's default (focus, Enter, the red primary) never goes to
the choice its own hint advises against, and where no advice is given on a trade or a tax
nothing is the default."""

from __future__ import annotations

import pygame

from game.client.dialogs import (AnswerDialog, AuctionDialog, BuyDialog, CardDialog, DebtDialog,
                                 DialogScene,
                                 JailDialog, MortgageDialog, ShortageDialog, TaxDialog,
                                 TradeDialog)
from game.engine import (AcceptTrade, Action, ChooseIncomeTax, DeclineTrade, Game, ProposeTrade,
                         TradeAnswer, TradeOffer)

from game.ai.medium import best_place, buildings_wanted, least_damaging
from game.ai.valuation import valuer_for
from game.engine import (Build, Debt, DeclareBankruptcy, PayJailFine, Roll, ShortageCall,
                         UseJailCard, WantBuildings)

from ...engine.scenario import (BOARDWALK, BROWN, PARK_PLACE, READING, SHORT_LINE, build, give,
                               place)
from .test_dialogs import (applied, at_buy, at_debt, at_jail, at_place, at_shortage, at_tax, click,
                           display, hint_lines,
                           key, new_game, open_dialog)

__all__ = ["display"]


def lowball() -> Game:
    """Bob offers Ann $110 for her Boardwalk."""
    g = new_game(first=1)
    give(g, 0, BOARDWALK)
    offer = TradeOffer(1, 0, take=(BOARDWALK,), give_cash=110)
    g.apply(ProposeTrade(1, offer))
    assert g.pending == TradeAnswer(0, offer)
    return g


def primary(scene: DialogScene, label: str) -> bool:
    return "@primary" in scene.buttons()[label].class_ids


def advised_enter(g: Game, label: str) -> Action:
    """What Enter does in ``g``'s dialog with hints on, where the hint advises taking what is
    offered and ``label`` is the default."""
    scene, sent = open_dialog(g, hints=True)
    assert scene.advice == "accept" and scene.default_label == label
    key(scene, pygame.K_RETURN)
    return applied(g, sent)


def test_an_offer_the_hint_advises_against_defaults_to_decline() -> None:
    g = lowball()
    scene, sent = open_dialog(g, hints=True)
    assert isinstance(scene, TradeDialog)
    assert scene.advice == "decline"
    assert scene.default_label == "Decline"
    assert not primary(scene, "Accept") and primary(scene, "Decline")
    assert ("Accept", True) in scene.offered and ("Decline", True) in scene.offered
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == DeclineTrade(0)
    assert g.owner[BOARDWALK] == 0


def test_an_offer_without_advice_has_no_default_and_enter_does_nothing() -> None:
    g = lowball()
    scene, sent = open_dialog(g)
    assert scene.advice is None and scene.default_label is None and scene.focused is None
    assert not primary(scene, "Accept") and not primary(scene, "Decline")
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_SPACE)
    assert sent.actions == []
    key(scene, pygame.K_TAB)
    assert scene.buttons()["Accept"] is scene.focused
    click(scene, "Decline")
    assert applied(g, sent) == DeclineTrade(0)


def test_an_offer_the_hint_advises_taking_defaults_to_accept() -> None:
    g = new_game(first=1)
    give(g, 0, BOARDWALK)
    offer = TradeOffer(1, 0, take=(BOARDWALK,), give_cash=1400)
    g.apply(ProposeTrade(1, offer))
    assert advised_enter(g, "Accept") == AcceptTrade(0)


def test_a_tax_has_no_default_unless_the_cheaper_way_is_known() -> None:
    g = at_tax()
    for hints in (False, True):
        scene, sent = open_dialog(g, hints=hints)
        assert scene.default_label is None and scene.focused is None
        key(scene, pygame.K_RETURN)
        assert sent.actions == []
    g.cash[0] = 2500  # 10% of the cash alone is more than $200
    scene, sent = open_dialog(g, hints=True)
    assert scene.advice == "accept" and scene.default_label == "Pay $200"
    assert primary(scene, "Pay $200") and not primary(scene, "Pay 10%")
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == ChooseIncomeTax(0, False)
    g = new_game(dice=((1, 3),))
    g.apply(Roll(0))  # onto Income Tax, owning nothing but his $1,500: 10% of it is $150
    scene, sent = open_dialog(g, hints=True)
    assert scene.advice == "decline" and scene.default_label == "Pay 10%"
    assert primary(scene, "Pay 10%") and not primary(scene, "Pay $200")
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == ChooseIncomeTax(0, True) and g.cash[0] == 1350


def test_every_decision_dialog_names_its_kind() -> None:
    kinds = {BuyDialog: "buy", AuctionDialog: "auction", JailDialog: "jail", TaxDialog: "tax",
             CardDialog: "card", DebtDialog: "debt", ShortageDialog: "shortage",
             MortgageDialog: "mortgage", TradeDialog: "trade_offer",
             AnswerDialog: "trade_answer"}
    for cls, kind in kinds.items():
        assert cls.kind == kind


def test_a_debts_default_is_the_least_harm_its_hint_names() -> None:
    g = at_debt()
    scene, _ = open_dialog(g, hints=True)
    assert isinstance(scene, DebtDialog)
    best = least_damaging(g, 0, valuer_for(g), g.legal_actions(0))
    assert best is not None and g.board.names[best.space] in " ".join(hint_lines(scene))
    assert scene.default_label == scene.way(best).label


def test_a_debt_nothing_can_cover_has_no_default_and_bankruptcy_asks_again() -> None:
    """The hint says what going bankrupt means; one key never ends a person's game."""
    g = new_game(dice=((1, 3),))
    place(g, 0, SHORT_LINE)
    give(g, 1, PARK_PLACE, BOARDWALK)
    build(g, BOARDWALK, g.hotel_level)
    build(g, PARK_PLACE, g.hotel_level - 1)
    give(g, 0, BROWN[0])
    g.cash[0] = 10
    g.apply(Roll(0))
    assert isinstance(g.pending, Debt) and DeclareBankruptcy(0) in g.legal_actions(0)
    scene, sent = open_dialog(g, hints=True)
    assert "going bankrupt" in " ".join(hint_lines(scene))
    assert scene.default_label is None and scene.focused is None
    key(scene, pygame.K_RETURN)
    assert not sent.actions and g.active[0]
    click(scene, "Declare bankruptcy")
    assert set(scene.buttons()) == {"Go back", "Yes, declare bankruptcy"}
    assert "This cannot be undone." in " ".join(scene.shown_texts())
    assert scene.default_label == "Go back"
    key(scene, pygame.K_RETURN)  # the default goes back
    assert not sent.actions and "Declare bankruptcy" in scene.buttons()
    click(scene, "Declare bankruptcy")
    key(scene, pygame.K_ESCAPE)  # and so does Esc
    assert not sent.actions and "Declare bankruptcy" in scene.buttons()
    click(scene, "Declare bankruptcy")
    key(scene, pygame.K_TAB)
    key(scene, pygame.K_RETURN)
    assert sent.one == DeclareBankruptcy(0)


def test_advice_to_leave_jail_defaults_to_the_free_card_before_the_fine() -> None:
    g = at_jail()
    scene, sent = open_dialog(g, hints=True)
    assert isinstance(scene, JailDialog) and scene.advice == "accept"
    assert "Your card gets you out for free" in " ".join(hint_lines(scene))
    assert scene.default_label == "Use a Get Out of Jail Free card"
    assert not primary(scene, "Pay the $50 fine")
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == UseJailCard(0)
    assert not g.in_jail[0] and g.cash[0] == 1500
    assert advised_enter(at_jail(card=False), "Pay the $50 fine") == PayJailFine(0)


def test_a_purchase_short_of_cash_defaults_to_raising_it_when_the_hint_advises_buying() -> None:
    # $30 short of Baltic with Reading to mortgage: medium mortgages and buys, and so the
    # hint advises; the default is Raise, which opens the property view.
    g = at_buy()
    give(g, 0, READING)
    g.cash[0] = 30
    opened: list[int] = []
    scene, sent = open_dialog(g, hints=True)
    scene.offer_manage(opened.append)
    assert isinstance(scene, BuyDialog) and scene.advice == "accept"
    assert "a careful player raises it and buys" in " ".join(hint_lines(scene))
    assert scene.default_label == "Raise $30" and primary(scene, "Raise $30")
    key(scene, pygame.K_RETURN)
    assert opened == [60] and sent.actions == []  # the view keeps the price in sight
    plain, _ = open_dialog(g)  # no hint, no advice: auctioning stays the default
    plain.offer_manage(lambda need: None)
    assert plain.default_label == "Auction it"


def test_a_shortage_defaults_to_the_count_its_hint_names() -> None:
    g = at_shortage()
    assert isinstance(g.pending, ShortageCall)
    want = buildings_wanted(g, 1, valuer_for(g), g.pending)
    assert want > 1  # not merely the first count that asks for any
    scene, sent = open_dialog(g, hints=True)
    assert f"a careful player asks for {want}." in " ".join(hint_lines(scene))
    assert scene.advice == "accept" and scene.default_label == str(want)
    assert primary(scene, str(want)) and not primary(scene, "1") and not primary(scene, "None")
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == WantBuildings(1, want)


def test_a_shortage_defaults_to_none_without_hints_or_when_its_hint_asks_for_none() -> None:
    g = at_shortage()
    scene, _ = open_dialog(g)
    assert scene.default_label == "None"
    g.cash[1] = 30  # less than the reserve worth keeping for rents
    scene, sent = open_dialog(g, hints=True)
    assert "asks for none" in " ".join(hint_lines(scene))
    assert scene.advice == "decline" and scene.default_label == "None"
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == WantBuildings(1, 0)


def test_a_building_won_at_auction_defaults_to_the_lot_its_hint_names() -> None:
    g = at_place()
    best = best_place(g, 1, valuer_for(g), g.legal_actions(1))
    assert isinstance(best, Build)
    lots = [a for a in g.legal_actions(1) if isinstance(a, Build)]
    assert lots[0] != best  # not merely the first lot listed
    name = g.board.names[best.space]
    for hints in (False, True):
        scene, sent = open_dialog(g, hints=hints)
        assert scene.default_label == name
    assert f"On {name} it earns most" in " ".join(hint_lines(scene))
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == best

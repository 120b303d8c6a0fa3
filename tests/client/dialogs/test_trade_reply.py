"""A computer's answer to a person's trade: one short line in its own voice that agrees with
what it did, its reckoning behind Why?, and never a counter spoken of that was not made."""

from __future__ import annotations

from game.client.dialogs import AnswerDialog, TradeDialog
from game.engine import CounterTrade, Game, ProposeTrade, TradeAnswer, TradeOffer

from ...engine.scenario import BALTIC, BOARDWALK, DARK_BLUE, give
from .test_dialogs import board_area, click, display, new_game, open_dialog
from ..driver import theme

__all__ = ["display"]

STALE = ("Bob countered: it would lower my odds of winning from 19% to 19%; with $30 from you I "
         "would take it.")


def answer(g: Game, offer: TradeOffer, accepted: bool, said: str) -> AnswerDialog:
    return AnswerDialog(g, theme(), board_area(), offer, accepted, said, lambda: None)


def test_a_decline_reads_as_a_decline_whatever_reason_was_left_over() -> None:
    g = new_game()
    give(g, 1, BALTIC)
    offer = TradeOffer(0, 1, take=(BALTIC,), give_cash=10)
    scene = answer(g, offer, False, STALE)
    shown = " ".join(scene.shown_texts())
    assert "Bob declines" in shown and "“No deal: there isn't enough in it for me.”" in shown
    assert "ounter" not in shown and "%" not in shown
    assert scene.kind == "trade_answer" and scene.default_label == "OK"
    assert ("Why?", True) in scene.offered
    click(scene, "Why?")
    shown = " ".join(scene.shown_texts())
    assert "It would lower my odds of winning by less than a point, near 19%." in shown
    assert "ounter" not in shown and "from 19% to 19%" not in shown
    click(scene, "Hide why")
    assert "near 19%" not in " ".join(scene.shown_texts())


def test_a_decline_that_would_hand_over_a_group_says_so_and_an_accept_says_deal() -> None:
    g = new_game()
    give(g, 0, DARK_BLUE[0])
    give(g, 1, BOARDWALK)
    offer = TradeOffer(0, 1, take=(BOARDWALK,), give_cash=10)
    shown = " ".join(answer(g, offer, False, "Declined: no.").shown_texts())
    assert "“No deal: I'd be handing you the " in shown and " group.”" in shown
    scene = answer(g, offer, True, "Ada accepted: it raises my odds of winning from 20% to 24%.")
    shown = " ".join(scene.shown_texts())
    assert "Bob accepts" in shown and "“Deal.”" in shown and "24%" not in shown
    click(scene, "Why?")
    assert "It raises my odds of winning from 20% to 24%." in " ".join(scene.shown_texts())


def test_a_counter_reads_as_a_counter_with_the_price_asked() -> None:
    g = new_game()
    give(g, 1, BALTIC)
    mine = TradeOffer(0, 1, take=(BALTIC,), give_cash=30)
    g.apply(ProposeTrade(0, mine))
    counter = TradeOffer(1, 0, give=(BALTIC,), take_cash=90)
    g.apply(CounterTrade(1, counter))
    assert g.pending == TradeAnswer(0, counter)
    scene, _ = open_dialog(g)
    assert isinstance(scene, TradeDialog)
    scene.tell("Bob countered: it would hardly raise my odds of winning from 19% to 21%; with "
               "$90 from you I would take it.", hand_over=False, counter_offer=True, answering=mine)
    shown = " ".join(scene.shown_texts())
    assert "Bob answers with a counter-offer" in shown
    assert "Not for $30 — make it $90 and it's yours." in shown and "21%" not in shown
    click(scene, "Why?")
    assert ("It would hardly raise my odds of winning from 19% to 21%; with $90 from you I "
            "would take it.") in " ".join(scene.shown_texts())

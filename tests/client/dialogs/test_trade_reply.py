"""A computer's answer to a person's trade: one short line in its own voice that agrees with
what it did, its reckoning behind Why?, and never a counter spoken of that was not made."""

from __future__ import annotations

from game.client.dialogs import AnswerDialog, TradeDialog
from game.client.dialogs.trade_reply import counter_line
from game.client.table.trade_notice import TradeNotes
from game.client.views.words import Words
from game.engine import CounterTrade, Game, ProposeTrade, TradeAnswer, TradeOffer
from game.engine.events import TradeAccepted, TradeCountered, TradeDeclined

from ...engine.scenario import (BALTIC, BOARDWALK, CONNECTICUT, DARK_BLUE, INDIANA, ORIENTAL,
                                PARK_PLACE, VERMONT, give)
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


def test_a_person_on_another_screen_answers_without_words_put_in_his_mouth() -> None:
    """At a networked table another person's answer is told (who, which way, the offer) with
    no line in his voice and no reckoning behind Why?; a computer's keeps its own."""
    g = new_game()
    give(g, 1, BOARDWALK)
    offer = TradeOffer(0, 1, take=(BOARDWALK,), give_cash=10)
    notes = TradeNotes(g, [object(), object()], lambda p: p == 0)
    notes.elsewhere = {1}
    notes.observe([TradeDeclined(offer), TradeAccepted(offer)])
    assert [(a.accepted, a.said, a.voiced) for a in notes.answers] == [(False, "", False),
                                                                       (True, "", False)]
    for accepted, verb in ((False, "declines"), (True, "accepts")):
        scene = AnswerDialog(g, theme(), board_area(), offer, accepted, "", lambda: None,
                             voiced=False)
        shown = " ".join(scene.shown_texts())
        assert f"Bob {verb}" in shown and "$10 for Boardwalk." in shown
        assert "“" not in shown and "No deal" not in shown and "Deal." not in shown
        assert [label for label, _ in scene.offered] == ["OK"]
    notes.elsewhere = set()
    notes.observe([TradeDeclined(offer)])
    assert notes.answers[-1].voiced


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
    scene.tell("Bob countered: it would hardly raise my odds of winning from 19% to 21%.",
               hand_over=False, counter_offer=True)
    shown = " ".join(scene.shown_texts())
    assert "Bob answers with a counter-offer" in shown
    assert "Make it $90 for Baltic Avenue." in shown and "21%" not in shown
    assert "Not for" not in shown
    click(scene, "Why?")
    assert "It would hardly raise my odds of winning from 19% to 21%." in " ".join(
        scene.shown_texts())


def test_a_persons_counter_reads_as_his_terms_without_words_put_in_his_mouth() -> None:
    g = new_game()
    give(g, 1, BALTIC)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, take=(BALTIC,), give_cash=30)))
    counter = TradeOffer(1, 0, give=(BALTIC,), take_cash=90)
    g.apply(CounterTrade(1, counter))
    scene, _ = open_dialog(g)
    assert isinstance(scene, TradeDialog)
    notes = TradeNotes(g, [object(), object()], lambda p: p == 0)
    notes.elsewhere = {1}  # Bob plays on another screen
    notes.observe([TradeCountered(counter)])
    notes.brief(scene, people=1)
    shown = " ".join(scene.shown_texts())
    assert "Bob answers with a counter-offer" in shown
    assert "Bob would trade Baltic Avenue for $90." in shown and "Make it" not in shown
    assert "Why?" not in [label for label, _ in scene.offered]


def _said(g: Game, counter: TradeOffer) -> str:
    return counter_line(g, Words(theme(), g), counter)


def test_a_counter_names_the_lots_and_the_cash_of_each_side_as_the_offer_has_them() -> None:
    g = new_game()
    give(g, 0, INDIANA)
    give(g, 1, PARK_PLACE, ORIENTAL)
    # lot and cash: what the person gives first, as his offer read ("Indiana Avenue for Park
    # Place"), never "Not for $0" when he offered no cash
    both = TradeOffer(1, 0, give=(PARK_PLACE,), take=(INDIANA,), take_cash=240)
    assert _said(g, both) == "Make it Indiana Avenue and $240 for Park Place."
    # cash only, either way
    assert _said(g, TradeOffer(1, 0, give=(ORIENTAL,), take_cash=120)) == (
        "Make it $120 for Oriental Avenue.")
    assert _said(g, TradeOffer(1, 0, give_cash=200, take=(INDIANA,))) == (
        "Make it Indiana Avenue for $200.")
    # lots only
    assert _said(g, TradeOffer(1, 0, give=(PARK_PLACE, ORIENTAL), take=(INDIANA,))) == (
        "Make it Indiana Avenue for Park Place and Oriental Avenue.")


def test_a_counter_past_three_times_the_printed_price_says_the_set_it_hands_over() -> None:
    g = new_game()
    give(g, 0, VERMONT, CONNECTICUT)
    give(g, 1, ORIENTAL)
    dear = TradeOffer(1, 0, give=(ORIENTAL,), take_cash=800)
    assert _said(g, dear) == "Make it $800 for Oriental Avenue: it completes your Light Blue group."
    # at up to three times the printed price, the dialog's own line below says it
    assert _said(g, TradeOffer(1, 0, give=(ORIENTAL,), take_cash=300)) == (
        "Make it $300 for Oriental Avenue.")

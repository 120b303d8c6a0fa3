"""RULES.md "Jail": the ways in, the ways out, and what a prisoner may still do."""

from __future__ import annotations

import pytest

from game.engine import (BANK, AcceptTrade, Build, Buy, BuyChoice, EndTurn, Game, Mortgage,
                         PayJailFine, Phase, ProposeTrade, Roll, TradeOffer, UseJailCard)
from game.engine.events import (BuildingBuilt, CardDrawn, JailCardUsed, JailExit, JailReason,
                                LeftJail, Mortgaged, PayReason, Payment, SentToJail, StayedInJail,
                                TokenMoved, TurnStarted)

from .scenario import (BROWN, CHANCE3, JAIL, MEDITERRANEAN, READING, STATES, VIRGINIA,
                       assert_refused, card_index, give, kinds, new_game, of_type, one, pending,
                       place)


def _jailed(tries: int = 0, preset: str = "classic", dice: list[tuple[int, int]] | None = None,
            players: int = 2) -> Game:
    """Ann in Jail at the start of her turn, with ``tries`` failed throws behind her."""
    g = new_game(players, preset=preset, dice=dice or [])
    for p in range(players):
        give(g, -1, *g.props[p])
    g.cash = [1500] * players
    place(g, 0, JAIL, jailed=True)
    g.jail_tries[0] = tries
    return g


# -- In ----------------------------------------------------------------------------------------

def test_go_to_jail_card_sends_directly_to_jail_without_salary() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_jail"]})
    place(g, 0, 29)
    events = g.apply(Roll(0))  # 29 -> 36 Chance: to Jail, although the way passes GO
    assert one(events, CardDrawn).card == "ch_jail"
    assert one(events, SentToJail) == SentToJail(0, JailReason.CARD)
    assert not of_type(events, Payment)
    assert [m.end for m in of_type(events, TokenMoved)] == [CHANCE3]
    assert g.pos[0] == JAIL and g.in_jail[0] and g.cash[0] == 1500
    assert g.pending is Phase.POST_ROLL
    assert g.decks["chance"][-1] == card_index(g, "ch_jail")


def test_community_chest_go_to_jail_card_sends_to_jail() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"community_chest": ["cc_jail"]})
    place(g, 0, 10)
    events = g.apply(Roll(0))
    assert one(events, SentToJail) == SentToJail(0, JailReason.CARD)
    assert g.pos[0] == JAIL and g.in_jail[0]


# -- Out ---------------------------------------------------------------------------------------

def test_failed_jail_roll_stays_in_jail() -> None:
    g = _jailed(dice=[(1, 2)])
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "StayedInJail"]
    assert one(events, StayedInJail) == StayedInJail(0, 1)
    assert g.pos[0] == JAIL and g.in_jail[0] and g.jail_tries[0] == 1
    assert g.pending is Phase.POST_ROLL and g.cash[0] == 1500


def test_doubles_in_jail_leave_and_move_by_that_throw_with_no_extra_roll() -> None:
    g = _jailed(tries=1, dice=[(2, 2)])
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "LeftJail", "TokenMoved"]
    assert one(events, LeftJail) == LeftJail(0, JailExit.DOUBLES)
    assert one(events, TokenMoved) == TokenMoved(0, JAIL, VIRGINIA, 4)
    assert not g.in_jail[0] and g.jail_tries[0] == 0
    assert g.cash[0] == 1500  # no fine
    assert g.pending == BuyChoice(0, VIRGINIA)
    g.apply(Buy(0))
    assert pending(g) is Phase.POST_ROLL
    assert Roll(0) not in g.legal_actions(0)
    assert_refused(g, Roll(0), "end the turn")


def test_get_out_of_jail_free_card_frees_before_rolling_then_the_player_moves() -> None:
    g = _jailed(dice=[(1, 2)])
    g.held[0] = ("chance",)
    g.decks["chance"].remove(card_index(g, "ch_goojf"))
    assert UseJailCard(0) in g.legal_actions(0)
    events = g.apply(UseJailCard(0))
    assert events == [JailCardUsed(0, "chance"), LeftJail(0, JailExit.CARD)]
    assert not g.in_jail[0] and g.held[0] == ()
    assert g.decks["chance"][-1] == card_index(g, "ch_goojf")
    assert g.pending is Phase.PRE_ROLL and g.cash[0] == 1500
    events = g.apply(Roll(0))
    assert one(events, TokenMoved) == TokenMoved(0, JAIL, STATES, 3)


def test_get_out_of_jail_free_card_bought_from_another_player_may_be_played() -> None:
    g = _jailed(dice=[(1, 2)])
    g.held[1] = ("community_chest",)
    g.decks["community_chest"].remove(card_index(g, "cc_goojf"))
    offer = TradeOffer(0, 1, give_cash=40, take_cards=("community_chest",))
    g.apply(ProposeTrade(0, offer))
    g.apply(AcceptTrade(1))
    assert g.held == [("community_chest",), ()]
    assert g.cash == [1460, 1540]
    events = g.apply(UseJailCard(0))
    assert events == [JailCardUsed(0, "community_chest"), LeftJail(0, JailExit.CARD)]
    assert g.decks["community_chest"][-1] == card_index(g, "cc_goojf")
    assert not g.in_jail[0]


@pytest.mark.parametrize("tries", [0, 1])
def test_fine_of_50_paid_before_rolling_on_the_first_or_second_turn(tries: int) -> None:
    g = _jailed(tries=tries, dice=[(1, 2)])
    assert PayJailFine(0) in g.legal_actions(0)
    events = g.apply(PayJailFine(0))
    assert events == [Payment(0, BANK, 50, PayReason.JAIL_FINE), LeftJail(0, JailExit.FINE)]
    assert g.cash[0] == 1450 and not g.in_jail[0]
    assert g.pending is Phase.PRE_ROLL
    events = g.apply(Roll(0))
    assert one(events, TokenMoved) == TokenMoved(0, JAIL, STATES, 3)
    assert pending(g) == BuyChoice(0, STATES)


def test_fine_cannot_be_paid_after_rolling() -> None:
    g = _jailed(dice=[(1, 2)])
    g.apply(Roll(0))
    assert_refused(g, PayJailFine(0), "only before rolling")


def test_classic_third_jail_turn_the_fine_is_not_paid_before_rolling() -> None:
    g = _jailed(tries=2)
    assert PayJailFine(0) not in g.legal_actions(0)
    assert_refused(g, PayJailFine(0), "last turn in Jail you must roll")


def test_third_failed_jail_roll_pays_50_and_moves_by_that_throw() -> None:
    g = _jailed(tries=2, dice=[(1, 2)])
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "Payment", "LeftJail", "TokenMoved"]
    assert one(events, Payment) == Payment(0, BANK, 50, PayReason.JAIL_FINE)
    assert one(events, LeftJail) == LeftJail(0, JailExit.FORCED)
    assert one(events, TokenMoved) == TokenMoved(0, JAIL, STATES, 3)
    assert g.cash[0] == 1450 and not g.in_jail[0] and g.jail_tries[0] == 0
    assert g.pending == BuyChoice(0, STATES)


def test_doubles_on_the_third_jail_turn_leave_without_a_fine() -> None:
    g = _jailed(tries=2, dice=[(3, 3)])
    events = g.apply(Roll(0))
    assert one(events, LeftJail) == LeftJail(0, JailExit.DOUBLES)
    assert not of_type(events, Payment)
    assert g.pos[0] == 16 and g.cash[0] == 1500


def test_jail_turns_are_counted_over_three_turns() -> None:
    g = _jailed(dice=[(1, 2), (4, 6), (1, 2), (4, 6), (1, 2)])
    for expected in (1, 2):
        events = g.apply(Roll(0))
        assert one(events, StayedInJail) == StayedInJail(0, expected)
        g.apply(EndTurn(0))
        g.apply(Roll(1))
        g.apply(EndTurn(1))
    assert PayJailFine(0) not in g.legal_actions(0)
    events = g.apply(Roll(0))
    assert one(events, LeftJail).how is JailExit.FORCED
    assert g.pos[0] == STATES and g.cash[0] == 1450


def test_modern_fine_may_be_paid_before_rolling_on_any_jail_turn() -> None:
    g = _jailed(tries=2, preset="modern")
    assert PayJailFine(0) in g.legal_actions(0)
    events = g.apply(PayJailFine(0))
    assert one(events, LeftJail).how is JailExit.FINE


# -- While in Jail ----------------------------------------------------------------------------

def test_a_player_in_jail_still_collects_rent() -> None:
    g = new_game(2, dice=[(2, 3)])
    give(g, 1, READING)
    place(g, 1, JAIL, jailed=True)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 25, PayReason.RENT, READING)
    assert g.cash == [1475, 1525]


def test_a_player_in_jail_builds_mortgages_and_trades_on_another_players_turn() -> None:
    g = new_game(2)
    place(g, 1, JAIL, jailed=True)
    give(g, 1, *BROWN, READING)
    acts = g.legal_actions(1)
    assert Build(1, MEDITERRANEAN) in acts and Mortgage(1, READING) in acts
    assert g.apply(Build(1, MEDITERRANEAN)) == [BuildingBuilt(1, MEDITERRANEAN, 1, 50, False)]
    assert g.apply(Mortgage(1, READING)) == [Mortgaged(1, READING, 100)]
    assert g.can_trade(1)
    g.apply(ProposeTrade(1, TradeOffer(1, 0, give_cash=10, take_cash=0, give=(READING,))))
    g.apply(AcceptTrade(0))
    assert g.owner[READING] == 0
    assert g.cash[1] == 1500 - 50 + 100 - 10
    assert g.in_jail[1]


# -- Short presets -----------------------------------------------------------------------------

@pytest.mark.parametrize("preset", ["modern-short", "boutique-short"])
def test_short_presets_must_leave_jail_on_the_next_turn_roll_first_then_pay(
        preset: str) -> None:
    g = _jailed(preset=preset, dice=[(1, 2)])
    assert PayJailFine(0) in g.legal_actions(0)
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "Payment", "LeftJail", "TokenMoved"]
    assert one(events, Payment) == Payment(0, BANK, 50, PayReason.JAIL_FINE)
    assert one(events, LeftJail).how is JailExit.FORCED
    assert g.pos[0] == STATES and g.cash[0] == 1450 and not g.in_jail[0]


@pytest.mark.parametrize("preset", ["modern-short", "boutique-short"])
def test_short_presets_may_pay_the_fine_before_the_only_jail_roll(preset: str) -> None:
    g = _jailed(preset=preset, dice=[(1, 2)])
    events = g.apply(PayJailFine(0))
    assert one(events, LeftJail).how is JailExit.FINE
    g.apply(Roll(0))
    assert g.pos[0] == STATES and g.cash[0] == 1450


def test_classic_short_game_keeps_the_regular_three_jail_turns_as_printed() -> None:
    # [73]'s short game changes three rules (dealt deeds, 3-house hotels, the ending), not Jail.
    g = _jailed(preset="classic-short", dice=[(1, 2)])
    events = g.apply(Roll(0))
    assert one(events, StayedInJail) == StayedInJail(0, 1)
    assert g.in_jail[0] and g.cash[0] == 1500


def test_a_player_sent_to_jail_starts_the_next_turn_in_jail() -> None:
    g = new_game(2, dice=[(2, 3), (4, 6)])
    place(g, 0, 25)
    g.apply(Roll(0))
    assert g.in_jail[0]
    events = g.apply(EndTurn(0))
    assert one(events, TurnStarted).player == 1
    g.apply(Roll(1))
    g.apply(EndTurn(1))
    assert g.current == 0 and g.in_jail[0]
    assert set(g.legal_actions(0)) >= {Roll(0), PayJailFine(0)}
    assert g.pos[0] == JAIL and MEDITERRANEAN not in g.props[0]


def test_after_paying_the_fine_the_player_rolls_and_moves_as_normal_doubles_roll_again(
        ) -> None:
    g = _jailed(dice=[(2, 2)])
    g.apply(PayJailFine(0))
    events = g.apply(Roll(0))
    assert one(events, TokenMoved) == TokenMoved(0, JAIL, VIRGINIA, 4)
    assert g.pending == BuyChoice(0, VIRGINIA)
    g.apply(Buy(0))
    assert pending(g) is Phase.PRE_ROLL  # doubles thrown out of Jail after the fine: roll again


def test_a_jail_card_may_be_played_on_the_third_jail_turn() -> None:
    g = _jailed(tries=2, dice=[(1, 2)])
    g.held[0] = ("chance",)
    g.decks["chance"].remove(card_index(g, "ch_goojf"))
    assert g.legal_actions(0)[:2] == [Roll(0), UseJailCard(0)]
    events = g.apply(UseJailCard(0))
    assert one(events, LeftJail) == LeftJail(0, JailExit.CARD)
    g.apply(Roll(0))
    assert g.pos[0] == STATES and g.cash[0] == 1500

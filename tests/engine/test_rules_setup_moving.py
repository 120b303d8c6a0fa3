"""RULES.md "Setup" and "Moving": players, money, order of play, decks, dealt deeds, dice, GO."""

from __future__ import annotations

import pytest

from game.engine import (BANK, Buy, BuyChoice, EndTurn, Game, IllegalAction, Phase, Roll, RuleSet,
                         UseJailCard)
from game.engine.events import (CardDrawn, DeedDealt, DiceRolled, FirstPlayer, JailReason,
                                OrderRolled, PayReason, Payment, PropertyBought, SentToJail,
                                TokenMoved, TurnStarted)

from .scenario import (BALTIC, CC1, CHANCE1, CONNECTICUT, ELECTRIC, GO, JAIL, MEDITERRANEAN,
                       ORIENTAL, READING, STATES, ST_CHARLES, assert_refused, card_index, give,
                       kinds, new_game, of_type, one, pending, place)


# -- Setup ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 5, 8])
def test_two_to_eight_players_start_with_1500_and_the_bank_holds_32_houses_12_hotels(
        players: int) -> None:
    g = new_game(players)
    assert g.n == players
    assert g.cash == [1500] * players
    assert g.pos == [GO] * players
    assert g.bank_houses == 32 and g.bank_hotels == 12
    assert all(o == -1 for o in g.owner)
    assert kinds(g.setup_events) == ["OrderRolled"] * players + ["FirstPlayer", "TurnStarted"]


@pytest.mark.parametrize("players", [1, 9])
def test_fewer_than_two_or_more_than_eight_players_cannot_play(players: int) -> None:
    with pytest.raises(ValueError):
        Game.new([f"P{i}" for i in range(players)])


def test_highest_order_roll_starts_and_ties_roll_again_among_the_tied() -> None:
    # Ann 6 and Bob 6 tie, Cy 2 is out; Ann and Bob roll again: Bob's 10 beats Ann's 3.
    g = Game.new(["Ann", "Bob", "Cy"],
                 forced_dice=[(3, 3), (4, 2), (1, 1), (1, 2), (5, 5), (2, 1)])
    rolls = of_type(g.setup_events, OrderRolled)
    assert [(r.player, r.d1 + r.d2) for r in rolls] == [(0, 6), (1, 6), (2, 2), (0, 3), (1, 10)]
    assert one(g.setup_events, FirstPlayer).player == 1
    assert g.first == 1 and g.current == 1 and g.to_move == 1
    assert g.setup_events[-1] == TurnStarted(1, 1)
    assert g.forced == [(2, 1)]  # the order roll used exactly the throws it needed


def test_play_passes_to_the_left_in_seat_order() -> None:
    g = new_game(3, first=1, dice=[(4, 6)] * 4)
    assert g.current == 1
    seen: list[tuple[int, int]] = []
    for player in (1, 2, 0, 1):
        g.apply(Roll(player))  # 10: Just Visiting, nothing to decide
        events = g.apply(EndTurn(player))
        started = one(events, TurnStarted)
        seen.append((started.player, started.round))
    assert seen == [(2, 1), (0, 1), (1, 2), (2, 2)]
    assert g.current == 2


def test_card_decks_are_shuffled_at_setup() -> None:
    orders = {tuple(Game.new(["A", "B"], seed=s).decks["chance"]) for s in range(6)}
    printed = tuple(range(16))
    assert all(sorted(o) == list(printed) for o in orders)
    assert len(orders) > 1 and orders != {printed}
    cc = {tuple(Game.new(["A", "B"], seed=s).decks["community_chest"]) for s in range(6)}
    assert len(cc) > 1


def test_drawn_card_goes_to_the_bottom_of_its_deck() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_dividend", "ch_poor_tax"]})
    events = g.apply(Roll(0))  # 0 -> 7 Chance
    assert one(events, CardDrawn) == CardDrawn(0, "chance", "ch_dividend")
    assert one(events, Payment) == Payment(BANK, 0, 50, PayReason.CARD)
    assert g.cash[0] == 1550
    deck = g.decks["chance"]
    assert len(deck) == 16
    assert deck[0] == card_index(g, "ch_poor_tax")
    assert deck[-1] == card_index(g, "ch_dividend")


def test_get_out_of_jail_free_card_is_held_until_used_then_goes_to_the_bottom() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"community_chest": ["cc_goojf"]})
    place(g, 0, JAIL)  # Just Visiting
    events = g.apply(Roll(0))  # 10 -> 17 Community Chest
    assert one(events, CardDrawn).card == "cc_goojf"
    assert g.held[0] == ("community_chest",)
    goojf = card_index(g, "cc_goojf")
    assert goojf not in g.decks["community_chest"]
    assert len(g.decks["community_chest"]) == 15
    g.apply(EndTurn(0))
    g.force_dice((4, 6))
    g.apply(Roll(1))
    g.apply(EndTurn(1))
    place(g, 0, JAIL, jailed=True)
    events = g.apply(UseJailCard(0))
    assert kinds(events) == ["JailCardUsed", "LeftJail"]
    assert not g.held[0]
    assert g.decks["community_chest"][-1] == goojf
    assert len(g.decks["community_chest"]) == 16
    assert not g.in_jail[0] and g.pending is Phase.PRE_ROLL


@pytest.mark.parametrize(("preset", "count", "paid"), [
    ("classic-short", 2, True), ("time-limit", 2, True),
    ("modern-short", 3, False), ("boutique-short", 3, False),
])
def test_short_and_time_limit_presets_deal_deeds_before_the_first_roll(
        preset: str, count: int, paid: bool) -> None:
    g = new_game(3, preset=preset)
    dealt = of_type(g.setup_events, DeedDealt)
    assert len(dealt) == 3 * count
    assert kinds(g.setup_events)[-1] == "TurnStarted"  # dealt before play starts
    assert kinds(g.setup_events).index("DeedDealt") > kinds(g.setup_events).index("FirstPlayer")
    for p in range(3):
        mine = [d for d in dealt if d.player == p]
        assert len(mine) == count == len(g.props[p])
        assert sorted(d.space for d in mine) == list(g.props[p])
        cost = sum(g.board.price[d.space] for d in mine)
        assert all(d.price == (g.board.price[d.space] if paid else 0) for d in mine)
        assert g.cash[p] == 1500 - (cost if paid else 0)
    assert g.pending is Phase.PRE_ROLL and all(p == GO for p in g.pos)


def test_classic_deals_no_deeds() -> None:
    g = new_game(3)
    assert not of_type(g.setup_events, DeedDealt)
    assert g.props == [(), (), ()]


# -- Moving -----------------------------------------------------------------------------------

def test_roll_two_dice_and_move_clockwise_by_their_sum() -> None:
    g = new_game(2, dice=[(2, 3)])
    events = g.apply(Roll(0))
    assert events[0] == DiceRolled(0, 2, 3)
    assert one(events, TokenMoved) == TokenMoved(0, GO, READING, 5)
    assert g.pos == [READING, GO]
    assert g.pending == BuyChoice(0, READING)
    assert g.last_roll == (2, 3)


def test_passing_go_by_dice_pays_200_salary() -> None:
    g = new_game(2, dice=[(3, 4)])
    place(g, 0, 34)
    events = g.apply(Roll(0))  # 34 -> 41 = 1 Mediterranean
    assert g.pos[0] == MEDITERRANEAN
    assert one(events, Payment) == Payment(BANK, 0, 200, PayReason.SALARY)
    assert g.cash[0] == 1700
    assert g.pending == BuyChoice(0, MEDITERRANEAN)


def test_landing_on_go_by_dice_pays_200_once() -> None:
    g = new_game(2, dice=[(3, 4)])
    place(g, 0, 33)
    events = g.apply(Roll(0))
    assert g.pos[0] == GO
    assert of_type(events, Payment) == [Payment(BANK, 0, 200, PayReason.SALARY)]
    assert g.cash[0] == 1700
    assert g.pending is Phase.POST_ROLL


def test_moving_away_from_go_pays_no_salary() -> None:
    g = new_game(2, dice=[(4, 6)])
    events = g.apply(Roll(0))
    assert not of_type(events, Payment)
    assert g.cash[0] == 1500 and g.pos[0] == JAIL and not g.in_jail[0]


def test_passing_go_by_card_pays_salary() -> None:
    g = new_game(2, dice=[(3, 4)], decks={"chance": ["ch_st_charles"]})
    place(g, 0, 29)
    events = g.apply(Roll(0))  # 29 -> 36 Chance -> St. Charles Place, passing GO
    moves = of_type(events, TokenMoved)
    assert [(m.start, m.end) for m in moves] == [(29, 36), (36, ST_CHARLES)]
    assert one(events, Payment) == Payment(BANK, 0, 200, PayReason.SALARY)
    assert g.cash[0] == 1700
    assert g.pending == BuyChoice(0, ST_CHARLES)


@pytest.mark.parametrize(("start", "dice", "deck", "card", "space"), [
    (38, (1, 3), "community_chest", "cc_go", CC1),
    (36, (5, 6), "chance", "ch_go", CHANCE1),
])
def test_advance_to_go_drawn_after_passing_go_on_the_same_move_pays_twice(
        start: int, dice: tuple[int, int], deck: str, card: str, space: int) -> None:
    g = new_game(2, dice=[dice], decks={deck: [card]})
    place(g, 0, start)
    events = g.apply(Roll(0))
    assert one(events, CardDrawn) == CardDrawn(0, deck, card)
    assert of_type(events, Payment) == [Payment(BANK, 0, 200, PayReason.SALARY)] * 2
    assert [(m.start, m.end) for m in of_type(events, TokenMoved)] == [(start, space),
                                                                       (space, GO)]
    assert g.pos[0] == GO and g.cash[0] == 1900


def test_doubles_resolve_the_space_then_roll_again() -> None:
    g = new_game(2, dice=[(3, 3), (1, 2)])
    g.apply(Roll(0))  # 6 Oriental
    assert g.pending == BuyChoice(0, ORIENTAL)
    events = g.apply(Buy(0))
    assert one(events, PropertyBought) == PropertyBought(0, ORIENTAL, 100)
    assert pending(g) is Phase.PRE_ROLL and g.current == 0
    assert Roll(0) in g.legal_actions(0) and EndTurn(0) not in g.legal_actions(0)
    assert_refused(g, EndTurn(0), "doubles: roll again")
    events = g.apply(Roll(0))  # 6 -> 9 Connecticut
    assert g.pos[0] == CONNECTICUT and g.pending == BuyChoice(0, CONNECTICUT)
    g.apply(Buy(0))
    assert pending(g) is Phase.POST_ROLL
    assert EndTurn(0) in g.legal_actions(0) and Roll(0) not in g.legal_actions(0)
    assert g.cash[0] == 1500 - 100 - 120


def test_third_doubles_sends_to_jail_without_moving() -> None:
    g = new_game(2, dice=[(5, 5), (1, 1), (3, 3)])
    give(g, 0, ELECTRIC)  # own property: nothing to decide on the second roll
    g.apply(Roll(0))  # 10, Just Visiting
    assert g.pos[0] == JAIL and not g.in_jail[0] and g.pending is Phase.PRE_ROLL
    g.apply(Roll(0))  # 12, own utility
    assert g.pos[0] == ELECTRIC and g.pending is Phase.PRE_ROLL
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "SentToJail"]
    assert one(events, SentToJail) == SentToJail(0, JailReason.DOUBLES)
    assert g.pos[0] == JAIL and g.in_jail[0]  # not 18: the third move is not taken
    assert g.cash[0] == 1500
    assert g.pending is Phase.POST_ROLL
    assert Roll(0) not in g.legal_actions(0)
    events = g.apply(EndTurn(0))
    assert one(events, TurnStarted).player == 1


def test_doubles_count_starts_again_each_turn() -> None:
    g = new_game(2, dice=[(5, 5), (1, 2), (4, 6), (2, 2), (3, 3)],
                 decks={"community_chest": ["cc_beauty"]})
    give(g, 0, STATES)
    g.apply(Roll(0))  # doubles: 10
    g.apply(Roll(0))  # 13 States (own)
    g.apply(EndTurn(0))
    g.apply(Roll(1))  # Bob: 10
    g.apply(EndTurn(1))
    g.apply(Roll(0))  # doubles: 13 -> 17 Community Chest
    events = g.apply(Roll(0))  # second doubles of this turn (third of the game): 17 -> 23
    assert not of_type(events, SentToJail)
    assert g.pos[0] == 23 and not g.in_jail[0]
    assert g.pending == BuyChoice(0, 23)


def test_two_tokens_may_share_a_space() -> None:
    g = new_game(2, dice=[(4, 6), (4, 6)])
    g.apply(Roll(0))
    g.apply(EndTurn(0))
    g.apply(Roll(1))
    assert g.pos == [JAIL, JAIL]
    assert g.in_jail == [False, False]
    assert g.pending is Phase.POST_ROLL


def test_roll_refused_out_of_turn_and_after_rolling() -> None:
    g = new_game(2, dice=[(1, 2)])
    assert_refused(g, Roll(1), "Ann's turn")
    give(g, 0, BALTIC)
    g.apply(Roll(0))
    assert_refused(g, Roll(0), "end the turn")
    with pytest.raises(IllegalAction):
        g.apply(EndTurn(1))


def test_rule_set_defaults_are_the_classic_preset() -> None:
    assert RuleSet() == RuleSet.from_preset("classic")

"""RULES.md "Spaces" and "Rent collection": buying, rent, own and mortgaged property, Free
Parking, Go to Jail, Just Visiting, and rent that must be claimed."""

from __future__ import annotations

import pytest

from game.engine import (AcceptTrade, Buy, BuyChoice, ClaimRent, DeclineBuy, EndTurn, Mortgage,
                         Phase, ProposeTrade, Roll, TradeOffer, Unmortgage)
from game.engine.events import (JailReason, PayReason, Payment, PropertyBought, RentClaimable,
                                RentExpired, SentToJail, TokenMoved)

from .scenario import (BALTIC, BROWN, DARK_BLUE, ELECTRIC, FREE_PARKING, GO_TO_JAIL, JAIL,
                       LIGHT_BLUE, MEDITERRANEAN, ORIENTAL, PARK_PLACE, RAILROADS, READING, STATES,
                       UTILITIES, VERMONT, assert_refused, build, give, kinds, mortgage, new_game,
                       of_type, one, pending, place)


def test_unowned_property_may_be_bought_at_its_printed_price() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.apply(Roll(0))
    assert g.pending == BuyChoice(0, READING)
    assert g.to_move == 0
    acts = g.legal_actions(0)
    assert Buy(0) in acts and DeclineBuy(0) in acts
    events = g.apply(Buy(0))
    assert events == [PropertyBought(0, READING, 200)]
    assert g.owner[READING] == 0 and g.props[0] == (READING,)
    assert g.cash == [1300, 1500]
    assert pending(g) is Phase.POST_ROLL


def test_unaffordable_property_cannot_be_bought_and_goes_to_auction_if_declined() -> None:
    g = new_game(2, dice=[(2, 3)])
    g.cash[0] = 150
    g.apply(Roll(0))
    assert g.legal_actions(0)[0] == DeclineBuy(0)
    assert Buy(0) not in g.legal_actions(0)
    assert_refused(g, Buy(0), "costs $200")


def test_rent_on_an_unimproved_lot_is_the_printed_rent() -> None:
    g = new_game(2, dice=[(1, 2)])
    give(g, 1, BALTIC)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 4, PayReason.RENT, BALTIC)
    assert g.cash == [1496, 1504]
    assert g.pending is Phase.POST_ROLL


def test_whole_color_group_doubles_unimproved_rent_even_if_another_lot_is_mortgaged() -> None:
    g = new_game(2, dice=[(1, 2)])
    give(g, 1, *BROWN)
    mortgage(g, MEDITERRANEAN)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 8, PayReason.RENT, BALTIC)
    assert g.cash == [1492, 1508]


def test_whole_color_group_doubles_rent_on_its_unimproved_lots_beside_built_ones() -> None:
    g = new_game(2, dice=[(3, 5)])
    give(g, 1, *LIGHT_BLUE)
    build(g, ORIENTAL, 1)
    events = g.apply(Roll(0))  # 8 Vermont, unimproved
    assert one(events, Payment) == Payment(0, 1, 12, PayReason.RENT, VERMONT)


@pytest.mark.parametrize(("level", "rent"), [(1, 20), (2, 60), (3, 180), (4, 320), (5, 450)])
def test_rent_with_houses_or_a_hotel_is_the_printed_rent(level: int, rent: int) -> None:
    g = new_game(2, dice=[(1, 2)])
    give(g, 1, *BROWN)
    build(g, MEDITERRANEAN, level)
    build(g, BALTIC, level)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, rent, PayReason.RENT, BALTIC)
    assert g.cash == [1500 - rent, 1500 + rent]


@pytest.mark.parametrize(("owned", "rent"), [(1, 25), (2, 50), (3, 100), (4, 200)])
def test_railroad_rent_is_25_50_100_200_for_1_to_4_owned(owned: int, rent: int) -> None:
    g = new_game(2, dice=[(2, 3)])
    give(g, 1, *RAILROADS[:owned])
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, rent, PayReason.RENT, READING)
    assert g.cash == [1500 - rent, 1500 + rent]


@pytest.mark.parametrize(("owned", "rent"), [(1, 4 * 7), (2, 10 * 7)])
def test_utility_rent_is_4_times_the_dice_for_one_owned_10_times_for_both(
        owned: int, rent: int) -> None:
    g = new_game(2, dice=[(3, 4)])
    place(g, 0, 5)
    give(g, 1, *UTILITIES[:owned])
    events = g.apply(Roll(0))  # 5 -> 12 Electric Company
    assert one(events, Payment) == Payment(0, 1, rent, PayReason.RENT, ELECTRIC)
    assert g.cash == [1500 - rent, 1500 + rent]


def test_landing_on_own_property_costs_nothing() -> None:
    g = new_game(2, dice=[(2, 3)])
    give(g, 0, READING)
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "TokenMoved"]
    assert g.cash == [1500, 1500] and g.pending is Phase.POST_ROLL


def test_landing_on_mortgaged_property_costs_nothing() -> None:
    g = new_game(2, dice=[(2, 3)])
    give(g, 1, *RAILROADS)
    mortgage(g, READING)
    events = g.apply(Roll(0))
    assert not of_type(events, Payment)
    assert g.cash == [1500, 1500] and g.pending is Phase.POST_ROLL


def test_free_parking_gives_nothing() -> None:
    g = new_game(2, dice=[(3, 4)])
    place(g, 0, 13)
    g.cash[0] = 1000
    events = g.apply(Roll(0))
    assert one(events, TokenMoved).end == FREE_PARKING
    assert not of_type(events, Payment)
    assert g.cash[0] == 1000 and g.pot == 0
    assert g.pending is Phase.POST_ROLL


def test_go_to_jail_space_moves_directly_to_jail_without_salary_and_ends_the_turn() -> None:
    g = new_game(2, dice=[(2, 3)])
    place(g, 0, 25)
    events = g.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "TokenMoved", "SentToJail"]
    assert one(events, TokenMoved).end == GO_TO_JAIL
    assert one(events, SentToJail) == SentToJail(0, JailReason.SPACE)
    assert g.pos[0] == JAIL and g.in_jail[0]
    assert g.cash[0] == 1500
    assert g.pending is Phase.POST_ROLL and g.legal_actions(0)[0] == EndTurn(0)


def test_jail_space_reached_by_an_ordinary_move_is_just_visiting() -> None:
    g = new_game(2, dice=[(4, 6), (4, 6), (1, 2)])
    g.apply(Roll(0))
    assert g.pos[0] == JAIL and not g.in_jail[0]
    g.apply(EndTurn(0))
    g.apply(Roll(1))
    g.apply(EndTurn(1))
    events = g.apply(Roll(0))  # moves on normally: no Jail roll
    assert one(events, TokenMoved) == TokenMoved(0, JAIL, STATES, 3)
    assert g.pending == BuyChoice(0, STATES)


# -- Rent collection --------------------------------------------------------------------------

def test_rent_is_collected_at_once_by_default() -> None:
    g = new_game(3, dice=[(2, 3)])
    give(g, 1, READING)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 25, PayReason.RENT, READING)
    assert not of_type(events, RentClaimable) and g.claims == []
    assert all(not isinstance(a, ClaimRent) for a in g.legal_actions(1))


def test_claimed_rent_is_paid_when_the_owner_asks_in_time() -> None:
    g = new_game(3, dice=[(2, 3), (4, 6)], rent_must_be_claimed=True)
    give(g, 1, READING)
    events = g.apply(Roll(0))
    assert one(events, RentClaimable) == RentClaimable(1, 0, READING, 25)
    assert not of_type(events, Payment)
    assert g.cash == [1500, 1500, 1500]
    g.apply(EndTurn(0))
    g.apply(Roll(1))  # the first player following throws: the claim is still open
    assert ClaimRent(1, READING) in g.legal_actions(1)
    events = g.apply(ClaimRent(1, READING))
    assert events == [Payment(0, 1, 25, PayReason.RENT, READING)]
    assert g.cash == [1475, 1525, 1500]
    assert g.claims == []


def test_unclaimed_rent_expires_when_the_second_following_player_throws() -> None:
    g = new_game(3, dice=[(2, 3), (4, 6), (4, 6)], rent_must_be_claimed=True)
    give(g, 1, READING)
    g.apply(Roll(0))
    g.apply(EndTurn(0))
    g.apply(Roll(1))
    g.apply(EndTurn(1))
    assert ClaimRent(1, READING) in g.legal_actions(1)  # still before the throw
    events = g.apply(Roll(2))
    assert one(events, RentExpired) == RentExpired(1, 0, READING)
    assert g.claims == []
    assert_refused(g, ClaimRent(1, READING), "no rent is waiting")
    assert g.cash == [1500, 1500, 1500]


def test_modern_unclaimed_rent_expires_when_the_next_player_throws() -> None:
    g = new_game(3, preset="modern", dice=[(2, 3), (4, 6)], rent_must_be_claimed=True)
    give(g, 2, READING)
    g.apply(Roll(0))
    g.apply(EndTurn(0))
    events = g.apply(Roll(1))
    assert one(events, RentExpired) == RentExpired(2, 0, READING)
    assert_refused(g, ClaimRent(2, READING), "no rent is waiting")
    assert g.cash == [1500, 1500, 1500]


def test_claimed_rent_is_charged_by_the_usual_rent_table() -> None:
    g = new_game(2, dice=[(6, 6)], rent_must_be_claimed=True)
    give(g, 1, *DARK_BLUE)
    place(g, 0, 25)
    g.apply(Roll(0))  # 25 -> 37 Park Place, whole group: 70
    claim = g.claims[0]
    assert claim[:4] == (1, 0, PARK_PLACE, 70)
    events = g.apply(ClaimRent(1, PARK_PLACE))
    assert events == [Payment(0, 1, 70, PayReason.RENT, PARK_PLACE)]
    assert g.cash == [1430, 1570]
    assert g.pending is Phase.PRE_ROLL  # Ann's doubles still give her another throw



def test_rent_waiting_to_be_claimed_lapses_when_the_owner_mortgages_the_lot() -> None:
    # Nothing is due on a mortgaged lot, and the claim does not come back with the mortgage lifted.
    g = new_game(3, dice=[(2, 3)], rent_must_be_claimed=True)
    give(g, 1, READING)
    g.apply(Roll(0))
    assert ClaimRent(1, READING) in g.legal_actions(1)
    g.apply(Mortgage(1, READING))
    assert g.claims == []
    assert ClaimRent(1, READING) not in g.legal_actions(1)
    assert_refused(g, ClaimRent(1, READING), "no rent is waiting")
    g.apply(Unmortgage(1, READING))
    assert_refused(g, ClaimRent(1, READING), "no rent is waiting")
    assert g.cash[0] == 1500


def test_rent_waiting_to_be_claimed_lapses_when_the_lot_changes_hands() -> None:
    # Only the lot's owner may claim its rent: neither the former owner nor the new one after a trade.
    g = new_game(3, dice=[(2, 3)], rent_must_be_claimed=True)
    give(g, 1, READING)
    g.apply(Roll(0))
    g.apply(ProposeTrade(1, TradeOffer(1, 2, give=(READING,), take_cash=10)))
    g.apply(AcceptTrade(2))
    assert g.owner[READING] == 2 and g.claims == []
    for p in (1, 2):
        assert ClaimRent(p, READING) not in g.legal_actions(p)
        assert_refused(g, ClaimRent(p, READING), "no rent is waiting")
    assert g.cash == [1500, 1510, 1490]


def test_rent_waiting_on_one_lot_stays_when_another_is_mortgaged() -> None:
    g = new_game(3, dice=[(2, 3)], rent_must_be_claimed=True)
    give(g, 1, READING, BALTIC)
    g.apply(Roll(0))
    g.apply(Mortgage(1, BALTIC))
    g.apply(ClaimRent(1, READING))
    assert g.cash[:2] == [1475, 1525 + 30]


def test_a_mortgaged_railroad_of_the_same_owner_still_counts_for_the_rent() -> None:
    # [M]: "The increased rent on unmortgaged bridges and utilities can be collected" as well.
    g = new_game(2, dice=[(2, 3)])
    give(g, 1, *RAILROADS)
    mortgage(g, RAILROADS[1], RAILROADS[2])
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 200, PayReason.RENT, READING)


def test_a_mortgaged_utility_of_the_same_owner_still_counts_for_the_rent() -> None:
    g = new_game(2, dice=[(3, 4)])
    give(g, 1, *UTILITIES)
    mortgage(g, UTILITIES[1])
    place(g, 0, 5)
    events = g.apply(Roll(0))
    assert one(events, Payment) == Payment(0, 1, 70, PayReason.RENT, ELECTRIC)

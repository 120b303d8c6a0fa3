"""The player of the hard AI's playouts: medium's own play in every seat, no offer to trade
but for buying a set's last lot from one who sells at printed prices, the habits a rival has
shown, and legal under every preset at two and at four players."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.ai import MediumController, play
from game.ai.mimic import MEDIUM, Habit, MediumPolicy, _Habitual, habits
from game.ai.rivals import Rival
from game.ai.rollout import fresh_clone, playout
from game.engine import (PRESETS, Action, Auction, Build, Game, Mortgage, ProposeTrade, Roll,
                         RuleSet, TradeOffer)

from .positions import BROWN, GREEN, LIGHT_BLUE, ORANGE, RAILROADS, give, new_game
from .test_controllers import Strict


class _Seat:
    def __init__(self, policy: MediumPolicy) -> None:
        self.policy = policy

    def decide(self, game: Game, player: int) -> Action | None:
        return self.policy.act(game, player) if game.to_move == player else None


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_it_plays_legally_under_every_preset(preset: str, players: int) -> None:
    g = Game.new(["A", "B", "C", "D"][:players], rules=RuleSet.from_preset(preset),
                 seed=len(preset), record_events=False)
    policy = MediumPolicy(g.n)
    seats = [Strict(_Seat(policy)) for _ in range(g.n)]
    play(g, seats, max_rounds=150, time_up_round=40)
    assert all(s.answers > 20 for s in seats)


def _before_the_throw(g: Game, decide: Callable[[Game, int], Action | None]) -> list[Action]:
    """Player 0's moves before he throws the dice or offers a trade."""
    done: list[Action] = []
    while not isinstance(a := decide(g, 0), (Roll, ProposeTrade)):
        assert a is not None
        g.apply(a)
        done.append(a)
    return done


def test_it_mortgages_and_builds_as_medium_does() -> None:
    # Orange held whole, $100 in hand and four lone deeds: the moves before the throw are
    # medium's own, its mortgages to build included (medium then offers for Brown).
    g = new_game(2)
    give(g, 0, *ORANGE, BROWN[1], LIGHT_BLUE[0], GREEN[1], RAILROADS[0])
    give(g, 1, BROWN[0], GREEN[0])
    g.cash[0] = 100
    c = g.clone()
    by_policy = _before_the_throw(g, MediumPolicy(2).act)
    by_medium = _before_the_throw(c, MediumController().decide)
    assert by_policy == by_medium
    assert any(isinstance(a, Mortgage) for a in by_policy)
    assert any(isinstance(a, Build) for a in by_policy)


def test_it_never_offers_a_trade_where_medium_would() -> None:
    # Two Orange lots and the cash to buy the third from a rival who holds it alone: medium
    # offers for it before it throws; the playout's player throws.
    g = new_game(2)
    give(g, 0, *ORANGE[:2])
    give(g, 1, ORANGE[2])
    g.cash[0] = 1500
    assert isinstance(MediumController().decide(g.clone(), 0), ProposeTrade)
    assert isinstance(MediumPolicy(2).act(g, 0), Roll)


def test_a_playout_with_it_is_the_same_for_a_seed() -> None:
    g = Game.new(["A", "B"], seed=4, record_events=False)
    ends = []
    for _ in range(2):
        c = fresh_clone(g, 21)
        playout(c, MediumPolicy(g.n), turns=60)
        ends.append((c.cash[:], c.owner[:], c.level[:], c.turn_no))
    assert ends[0] == ends[1] and ends[0][3] >= 60


def test_a_seat_played_by_the_habits_shown_builds_with_all_it_has_and_bids_low() -> None:
    # Brown held whole and $130 in hand: medium keeps its reserve and builds one house; a
    # rival seen to build with all he has builds two, and one seen to stop bidding at half
    # the printed price bids no higher.
    g = new_game(2)
    give(g, 0, *BROWN)
    g.cash[0] = 130
    by_medium = _before_the_throw(g.clone(), MediumPolicy(2).act)
    bare = _before_the_throw(g.clone(), MediumPolicy(2, [(True, 0, False), MEDIUM]).act)
    assert [type(a) for a in by_medium] == [Build]
    assert [type(a) for a in bare] == [Build, Build]
    # (2 stops at 100% and 3 at 40% on average); one who refused three cheap asks does not
    # sell at printed prices, one not known to refuse them may
    assert habits([Rival(bare=1), Rival(bare=1, stops=3, stopped_at=120), Rival(refused=3)],
                  0) == (MEDIUM, (True, 64, True), MEDIUM)
    give(g, 1, GREEN[0], GREEN[2])
    low = _Habitual((False, 50, False))
    v = low.valuer(g)
    for s in GREEN[1], ORANGE[0]:  # a lot he needs, and one he does not
        top = Auction(1, s, "property", (1, 0), 0, -1, 0)
        medium = MediumController()._bid_limit(g, 1, v, top)
        assert low._bid_limit(g, 1, v, top) == (min(medium, g.board.price[s] // 2)
                                                if s == GREEN[1] else medium)
    assert MediumController()._bid_limit(g, 1, v, Auction(1, GREEN[1], "property", (1, 0), 0,
                                                          -1, 0)) > g.board.price[GREEN[1]]


def test_a_seat_buys_the_lot_that_completes_his_group_from_one_who_sells_at_printed_prices() -> None:
    # At four, seat 1 holds two Orange lots and seat 2, who sells at printed prices, the
    # third: on his turn seat 1 asks it for the least that gains seat 2 something at printed
    # values, and seat 2 takes it. The player looking ahead (``me``) makes no such offer:
    # its own offers are its look-ahead's to weigh.
    seller: Habit = (False, 0, True)
    g = new_game(4, first=1)
    give(g, 1, *ORANGE[:2])
    give(g, 2, ORANGE[2])
    policy = MediumPolicy(4, [MEDIUM, MEDIUM, seller, MEDIUM], me=0)
    a = policy.act(g, 1)
    assert a == ProposeTrade(1, TradeOffer(1, 2, take=(ORANGE[2],),
                                           give_cash=g.board.price[ORANGE[2]] + 10))
    g.apply(a)
    g.apply(policy.act(g, 2))
    assert all(g.owner[s] == 1 for s in ORANGE)
    mine = new_game(4, first=1)
    give(mine, 1, *ORANGE[:2])
    give(mine, 2, ORANGE[2])
    assert not isinstance(MediumPolicy(4, [MEDIUM, MEDIUM, seller, MEDIUM], me=1).act(mine, 1),
                          ProposeTrade)
    assert not isinstance(MediumPolicy(4, me=0).act(mine, 1), ProposeTrade)  # no seller

"""The rivals of other styles: each does the one thing its style is for where medium would not,
plays whole games with legal actions only, and is seated by name as the simulator seats it."""

from __future__ import annotations

import pytest

from game.ai import MediumController, make_controller, play
from game.ai.levels import SIM_LEVELS, STYLE_LEVELS
from game.ai.styles import CAUTIOUS_KEEP, GENEROUS_KEEP, NoisyController
from game.engine import (AcceptTrade, Action, Auction, Bid, Build, Buy, BuyChoice, CounterTrade,
                         Debt, DeclineBuy, DeclineTrade, Game, MortgageChoice, PassBid, PayDebt,
                         ProposeTrade, Roll, TaxChoice, TradeAnswer, TradeOffer)
from game.engine.events import Event, PayReason

from .positions import (BROWN, DARK_BLUE, GREEN, LIGHT_BLUE, ORANGE, RAILROADS, RED, build, give,
                        new_game)
from .test_controllers import Strict

READING = RAILROADS[0]  # $200


def _land_on_reading(g: Game) -> None:
    g.force_dice((2, 3))
    g.apply(Roll(g.current))
    assert isinstance(g.pending, BuyChoice)


def _offered(cash: int, offer: TradeOffer) -> Game:
    """Player 1 holds two Light Blue lots and Park Place, player 0 (with ``cash``) the third
    Light Blue lot; ``offer`` from 1 to 0 is on the table."""
    g = new_game(4)
    give(g, 1, *LIGHT_BLUE[:2], DARK_BLUE[0])
    give(g, 0, LIGHT_BLUE[2], BROWN[0])
    g.cash[0] = cash
    g.apply(ProposeTrade(1, offer))
    assert isinstance(g.pending, TradeAnswer)
    return g


def _auction(g: Game, high: int) -> Game:
    """Reading Railroad declined by player 0 and at auction, player 1 to bid over ``high``."""
    _land_on_reading(g)
    g.apply(DeclineBuy(0))
    top = g.pending
    assert isinstance(top, Auction)
    g.decisions[-1] = Auction(1, top.space, top.kind, top.bidders, high, 0, 1)
    return g


def test_each_style_is_seated_by_name_and_none_is_offered_to_a_person() -> None:
    assert set(STYLE_LEVELS) == {"generous", "stubborn", "cautious", "bidder", "hoarder", "noisy"}
    for level in STYLE_LEVELS:
        assert level in SIM_LEVELS
        assert isinstance(make_controller(level, 3), MediumController)
    from game.client.store.settings import AI_KINDS
    assert not set(AI_KINDS) & set(STYLE_LEVELS)


def test_generous_takes_a_small_gain_medium_refuses_while_he_keeps_200_in_hand() -> None:
    # $130 for the lot that completes the proposer's Light Blue group: $10 over its price
    sale = TradeOffer(1, 0, take=(LIGHT_BLUE[2],), give_cash=130)
    assert not isinstance(MediumController().decide(_offered(1500, sale), 0), AcceptTrade)
    assert make_controller("generous").decide(_offered(1500, sale), 0) == AcceptTrade(0)
    # Park Place ($350) for that lot ($120) and $220: $10 gained, $220 paid out of his purse
    swap = TradeOffer(1, 0, give=(DARK_BLUE[0],), take=(LIGHT_BLUE[2],), take_cash=220)
    kept = 220 + GENEROUS_KEEP
    assert make_controller("generous").decide(_offered(kept, swap), 0) == AcceptTrade(0)
    for answer in (make_controller("generous").decide(_offered(kept - 10, swap), 0),
                   MediumController().decide(_offered(kept - 10, swap), 0)):
        assert isinstance(answer, (DeclineTrade, CounterTrade))
    # no gain at printed prices: medium's answer
    even = TradeOffer(1, 0, take=(LIGHT_BLUE[2],), give_cash=120)
    assert not isinstance(make_controller("generous").decide(_offered(1500, even), 0),
                          AcceptTrade)


def test_stubborn_refuses_a_great_offer_and_never_trades_in_a_whole_game() -> None:
    great = TradeOffer(1, 0, take=(BROWN[0],), give_cash=1000)
    assert MediumController().decide(_offered(1500, great), 0) == AcceptTrade(0)
    assert make_controller("stubborn").decide(_offered(1500, great), 0) == DeclineTrade(0)
    asked = 0
    for seed in range(3):
        g = Game.new(["Stubborn", "M1", "M2", "M3"], seed=seed, record_events=False)

        def watch(c: Game, action: Action, events: list[Event]) -> None:
            nonlocal asked
            if action.player == 0:
                assert not isinstance(action, (ProposeTrade, CounterTrade, AcceptTrade)), action
            elif isinstance(action, (ProposeTrade, CounterTrade)) and action.offer.partner == 0:
                asked += 1

        play(g, [make_controller("stubborn", seed)] + [MediumController() for _ in range(3)],
             max_rounds=300, watch=watch)
    assert asked > 0  # he was offered trades, and took none


def test_cautious_keeps_500_in_hand_to_buy_bid_and_build() -> None:
    for cash, bought in ((200 + CAUTIOUS_KEEP - 1, False), (200 + CAUTIOUS_KEEP, True)):
        g = new_game(4)
        g.cash[0] = cash
        _land_on_reading(g)
        assert MediumController().decide(g, 0) == Buy(0)
        assert make_controller("cautious").decide(g, 0) == (Buy(0) if bought else DeclineBuy(0))
    g = new_game(4)
    g.cash[1] = 700
    action = make_controller("cautious").decide(_auction(g, 150), 1)
    assert isinstance(action, Bid) and g.cash[1] - action.amount >= CAUTIOUS_KEEP
    g = _auction(new_game(4), 200)
    g.cash[1] = 700
    assert isinstance(MediumController().decide(g, 1), Bid)
    assert make_controller("cautious").decide(g, 1) == PassBid(1)
    left = {}
    for level in ("medium", "cautious"):
        g = new_game(4)
        give(g, 0, *ORANGE)
        g.cash[0] = 900
        ai = make_controller(level)
        while isinstance(a := ai.decide(g, 0), Build):
            g.apply(a)
        left[level] = g.cash[0]
    assert left["medium"] < CAUTIOUS_KEEP <= left["cautious"] < 900


def test_bidder_bids_a_deed_up_to_half_again_its_price_and_no_further() -> None:
    bid = make_controller("bidder").decide(_auction(new_game(4), 250), 1)
    assert isinstance(bid, Bid) and 250 < bid.amount <= 300
    g = _auction(new_game(4), 300)
    assert isinstance(MediumController().decide(g, 1), Bid)  # worth more than that to medium
    assert make_controller("bidder").decide(g, 1) == PassBid(1)
    g = _auction(new_game(4), 250)
    g.cash[1] = 255
    bid = make_controller("bidder").decide(g, 1)
    assert isinstance(bid, Bid) and bid.amount <= 255  # within his cash


def _hotels_and_fours(level: str, seed: int) -> tuple[int, int]:
    """Hotels built and lots built up to four houses in a game of four ``level`` players."""
    g = Game.new([f"P{i}" for i in range(4)], seed=seed, record_events=False)
    top = g.hotel_level
    built = [0, 0]

    def watch(c: Game, action: Action, events: list[Event]) -> None:
        if isinstance(action, Build) and c.level[action.space] >= top - 1:
            built[c.level[action.space] == top - 1] += 1

    play(g, [make_controller(level, seed + i) for i in range(4)], max_rounds=300, watch=watch)
    return built[0], built[1]


def test_hoarder_builds_to_four_houses_and_never_a_hotel() -> None:
    g = new_game(4)
    give(g, 0, *ORANGE)
    give(g, 1, *RED)
    build(g, 4, *ORANGE)
    g.cash[0] = 5000
    assert isinstance(MediumController().decide(g, 0), Build)
    assert make_controller("hoarder").decide(g, 0) == Roll(0)
    for seed in (1, 2):
        assert _hotels_and_fours("medium", seed)[0] > 0
        hotels, fours = _hotels_and_fours("hoarder", seed)
        assert hotels == 0 and fours > 0


def _kind(a: Action | None) -> type[Action] | None:
    """An answer's kind, a counter-offer counted as a refusal."""
    return DeclineTrade if type(a) is CounterTrade else type(a) if a is not None else None


class _Beside:
    """A noisy player, and beside him medium asked the same questions."""

    ANSWERS = (BuyChoice, Auction, TaxChoice, TradeAnswer, MortgageChoice)

    def __init__(self, seed: int) -> None:
        self.noisy, self.medium = NoisyController(seed), MediumController(seed)
        self.answers = self.slips = 0
        self.actions: list[Action] = []

    def decide(self, game: Game, player: int) -> Action | None:
        a = self.noisy.decide(game, player)
        top = game.decisions[-1] if game.decisions else None
        if isinstance(top, self.ANSWERS) and top.player == player:
            self.answers += 1
            self.slips += _kind(a) != _kind(self.medium.decide(game, player))
        if a is not None:
            self.actions.append(a)
        return a


def _noisy_game(seed: int, seats_seed: int) -> list[_Beside]:
    g = Game.new([f"P{i}" for i in range(4)], seed=seed, record_events=False)
    seats = [_Beside(seats_seed + i) for i in range(4)]
    play(g, seats, max_rounds=300)
    return seats


def test_noisy_gives_a_wrong_answer_about_one_time_in_ten_the_same_for_a_seed() -> None:
    seats = [s for seed in (1, 2, 3) for s in _noisy_game(seed, 10 * seed)]
    answers = sum(s.answers for s in seats)
    slips = sum(s.slips for s in seats)
    assert answers > 300 and 0.06 < slips / answers < 0.16, (slips, answers)
    again = _noisy_game(1, 10)
    assert [s.actions for s in again] == [s.actions for s in seats[:4]]
    assert [s.actions for s in _noisy_game(1, 11)] != [s.actions for s in again]


def test_noisy_never_slips_raising_money_it_owes() -> None:
    for seed in range(20):
        g = new_game(4)
        give(g, 0, *ORANGE, *LIGHT_BLUE, RAILROADS[0], GREEN[0])
        build(g, 3, *ORANGE)
        g.cash[0] = 0
        g.decisions.append(Debt(0, 1, 480, PayReason.RENT, 21))
        noisy, medium = NoisyController(seed), MediumController()
        while (a := noisy.decide(g, 0)) != PayDebt(0):
            assert a is not None and a == medium.decide(g, 0)
            g.apply(a)
        assert g.active[0]


@pytest.mark.parametrize("level", STYLE_LEVELS)
def test_a_whole_game_of_each_style_is_played_with_legal_actions_only(level: str) -> None:
    g = Game.new([f"P{i}" for i in range(4)], seed=7, record_events=False)
    seats = [Strict(make_controller(lv, 70 + i))
             for i, lv in enumerate((level, "medium", level, "medium"))]
    outcome = play(g, seats, max_rounds=300)
    assert g.over and outcome.winners, outcome
    assert all(s.answers for s in seats)

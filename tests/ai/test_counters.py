"""Counter-offers a person can believe: none to a gift, none past three times the printed price
without the set that makes it worth that, none the computer would refuse itself."""

from __future__ import annotations

import random

import pytest

from game.ai import HardController, MediumController, trades
from game.ai.counters import DEAR, believable, completed, dear, gift
from game.ai.stakes import with_cash
from game.ai.weighing import weigh
from game.engine import AcceptTrade, CounterTrade, DeclineTrade, Game, ProposeTrade, TradeOffer

from .positions import BROWN, LIGHT_BLUE, deal, give, new_game


def _answer(g: Game, offer: TradeOffer, ai: MediumController | None = None) -> object:
    g.apply(ProposeTrade(offer.proposer, offer))
    return (ai or MediumController()).decide(g, offer.partner)


@pytest.mark.parametrize("offer", [TradeOffer(0, 1, give_cash=10),
                                   TradeOffer(0, 1, give=(BROWN[0],)),
                                   TradeOffer(0, 1, give=(BROWN[0],), give_cash=50)])
def test_a_gift_is_accepted_or_declined_never_countered(offer: TradeOffer) -> None:
    # "nothing for $60" in answer to $10 reads as a broken game
    assert gift(offer)
    for ai in (MediumController(), HardController(1, budget_s=0.002, guard=None)):
        g = new_game(4)
        give(g, 0, BROWN[0])
        assert type(_answer(g, offer, ai)) in (AcceptTrade, DeclineTrade)


def test_a_counter_past_three_times_the_price_is_not_made_without_a_set_handed_over() -> None:
    # It holds both brown lots: asked for Mediterranean Avenue ($60) for $10, the least it
    # would sell for is far past $180, and the sale hands the person no set: it declines.
    g = new_game(4)
    give(g, 1, *BROWN)
    offer = TradeOffer(0, 1, take=(BROWN[0],), give_cash=10)
    ai = MediumController()
    assert _answer(g, offer, ai) == DeclineTrade(1)
    assert ai.last_reason.startswith("Declined:")
    least = trades.least_taken(weigh(ai.valuer(g), g, 1, offer).terms,
                               trades.rival_weight(g), 0, g.cash[0])
    assert least is not None and least > DEAR * g.board.price[BROWN[0]]


def test_a_counter_past_three_times_the_price_hands_over_a_set() -> None:
    # Asked for the last light blue lot, it asks far more than $300 for Oriental Avenue: the
    # lot completes the person's group, which the counter's line says.
    g = new_game(4)
    give(g, 1, LIGHT_BLUE[0])
    give(g, 0, *LIGHT_BLUE[1:])
    counter = _answer(g, TradeOffer(0, 1, take=(LIGHT_BLUE[0],), give_cash=100))
    assert isinstance(counter, CounterTrade)
    assert dear(g, counter.offer) and completed(g, counter.offer, 0) == (1,)
    assert believable(g, counter.offer)


def test_no_counter_the_computer_would_refuse_in_the_other_seat() -> None:
    # Indiana Avenue for Park Place: the least cash it would take with Indiana Avenue is a
    # price it would not pay for Park Place itself, so it declines rather than ask it.
    g = new_game(4)
    give(g, 0, 23)
    give(g, 1, 37)
    offer = TradeOffer(0, 1, give=(23,), take=(37,))
    v = MediumController().valuer(g)
    w = weigh(v, g, 1, offer)
    turned = w.offer
    least = trades.least_taken(w.terms, trades.rival_weight(g), 0, g.cash[0])
    assert least is not None
    assert not trades.judge(v, g, 0, with_cash(turned, least))[0]
    assert _answer(g, offer) == DeclineTrade(1)


def test_every_counter_is_believable_and_one_it_would_take_in_the_other_seat() -> None:
    # Offers of cash, or a lot and cash, for a lot, at random, with half the deeds dealt out
    # at random at a table of four: each counter is believable and passes the computer's own
    # test from the other side.
    rng = random.Random(5)
    counters = 0
    for _ in range(40):
        g = new_game(4)
        deal(g, rng)
        v = MediumController().valuer(g)
        for _ in range(5):
            me, q = rng.sample(range(4), 2)
            swap = (rng.choice(g.props[q]),) if rng.random() < 0.5 else ()
            offer = TradeOffer(q, me, give=swap, take=(rng.choice(g.props[me]),),
                               give_cash=rng.randrange(0, 300, 10))
            counter = trades.counter_offer(v, g, me, offer)
            if counter is not None:
                counters += 1
                assert believable(g, counter), counter
                assert trades.judge(v, g, q, counter)[0], counter
    assert counters >= 5

"""Trades a person tries on a computer player to win the game off it: every one is refused or
countered, and what it does accept never lowers its chance of winning by the estimate."""

from __future__ import annotations

from game.ai import HardController, MediumController
from game.ai.stakes import stake
from game.ai.trades import MARGIN
from game.ai.weighing import weigh
from game.engine import (AcceptTrade, Action, CounterTrade, Debt, DeclineTrade, Game,
                         ProposeTrade, TradeOffer)
from game.engine.events import PayReason

from .positions import DARK_BLUE, GREEN, ORANGE, RAILROADS, give, mortgage, new_game

PERSON, AI = 1, 0


def _answer(ai: MediumController, g: Game, offer: TradeOffer) -> Action:
    """Put ``offer`` to the computer on a copy of ``g`` and take its answer."""
    c = g.clone()
    c.apply(ProposeTrade(offer.proposer, offer))
    answer = ai.decide(c, AI)
    assert answer is not None
    reason = ai.last_reason
    assert reason.endswith(".") and ". " not in reason and "\n" not in reason, reason
    return answer


def _chance_change(ai: MediumController, g: Game, offer: TradeOffer) -> float:
    s = stake(ai.valuer(g), g, AI, offer)
    return s.after - s.before


def _orange_split() -> Game:
    g = new_game(4)
    give(g, PERSON, ORANGE[0], ORANGE[1])
    give(g, AI, ORANGE[2])
    return g


def _least_taken(ai: MediumController, g: Game, lots: tuple[int, ...], low: int,
                 high: int) -> tuple[int | None, list[Action]]:
    """The person offers cash for ``lots`` from ``low`` to ``high``, a dollar more each time;
    the least offer taken, and every answer."""
    answers = [_answer(ai, g, TradeOffer(PERSON, AI, take=lots, give_cash=cash))
               for cash in range(low, high + 1)]
    taken = [low + i for i, a in enumerate(answers) if a == AcceptTrade(AI)]
    return (taken[0] if taken else None), answers


def test_offers_creeping_up_a_dollar_at_a_time_are_refused_until_they_pay_what_it_asked() -> None:
    g = _orange_split()
    ai = MediumController()
    first = _answer(ai, g, TradeOffer(PERSON, AI, take=(ORANGE[2],), give_cash=600))
    assert isinstance(first, CounterTrade) and "Orange" in ai.last_reason
    asked = first.offer.take_cash
    least, answers = _least_taken(ai, g, (ORANGE[2],), 601, asked + 10)
    # Refused or countered one dollar after another, until the price it asked (to the ten
    # dollars it counts in); from there on, every offer is one it takes.
    assert least is not None and least >= asked - 10, (asked, least)
    for cash, answer in enumerate(answers, start=601):
        assert (answer == AcceptTrade(AI)) == (cash >= least)
        if isinstance(answer, CounterTrade):
            assert answer.offer.take_cash > cash
    offer = TradeOffer(PERSON, AI, take=(ORANGE[2],), give_cash=least)
    assert _chance_change(ai, g, offer) >= MARGIN  # handing the group over raises its chance


def test_creeping_offers_to_the_hard_player_never_lower_its_chance() -> None:
    g = _orange_split()
    ai = HardController(budget_s=0.002, guard=None)
    taken = 0
    for cash in range(600, 1400, 7):
        offer = TradeOffer(PERSON, AI, take=(ORANGE[2],), give_cash=cash)
        answer = _answer(ai, g, offer)
        assert type(answer) in (AcceptTrade, DeclineTrade, CounterTrade)
        if answer == AcceptTrade(AI):
            assert _chance_change(ai, g, offer) >= 0
            taken += 1
        elif isinstance(answer, CounterTrade):  # what it asks does not lower its chance either
            assert _chance_change(ai, g, answer.offer.reversed()) >= 0
    assert taken  # a price that pays for the group is found, and taken


def test_two_trades_that_together_hand_over_a_group_are_not_both_taken() -> None:
    g = new_game(4)
    give(g, AI, ORANGE[0], ORANGE[1])
    give(g, PERSON, ORANGE[2])
    ai = MediumController()
    start = stake(ai.valuer(g), g, AI, TradeOffer(PERSON, AI, give_cash=1)).before
    price = g.board.price[ORANGE[0]]
    # The first lot alone completes nothing for the person: it sells for a fair price.
    least, _ = _least_taken(ai, g, (ORANGE[0],), price, 2 * price)
    assert least is not None
    g.apply(ProposeTrade(PERSON, TradeOffer(PERSON, AI, take=(ORANGE[0],), give_cash=least)))
    g.apply(AcceptTrade(AI))
    # The second would complete the group: the same premium over the price is not enough.
    premium = least - price
    second = TradeOffer(PERSON, AI, take=(ORANGE[1],), give_cash=price + premium)
    answer = _answer(ai, g, second)
    assert type(answer) in (DeclineTrade, CounterTrade)
    assert "Orange" in ai.last_reason
    if isinstance(answer, CounterTrade):  # what it asks leaves its chance above where it began
        assert answer.offer.take_cash > 2 * price
        c = g.clone()
        c.apply(ProposeTrade(PERSON, second))
        c.apply(answer)
        c.apply(AcceptTrade(PERSON))
        after = stake(ai.valuer(c), c, AI, TradeOffer(PERSON, AI, give_cash=1)).before
        assert after > start


def test_a_mortgaged_lot_offered_at_its_printed_price_is_refused_or_countered() -> None:
    g = new_game(4)
    give(g, PERSON, GREEN[0])
    give(g, AI, GREEN[1])
    mortgage(g, GREEN[0])
    ai = MediumController()
    price = g.board.price[GREEN[0]]
    answer = _answer(ai, g, TradeOffer(PERSON, AI, give=(GREEN[0],), take_cash=price))
    assert type(answer) in (DeclineTrade, CounterTrade), ai.last_reason
    if isinstance(answer, CounterTrade):  # it offers less than the printed price
        assert answer.offer.give_cash - answer.offer.take_cash < price
    else:
        assert ai.last_reason.startswith("Declined:")


def test_a_trade_that_leaves_it_unable_to_pay_its_debt_is_refused() -> None:
    g = new_game(4)
    g.cash[AI] = 50
    give(g, AI, DARK_BLUE[1], RAILROADS[0])
    give(g, PERSON, DARK_BLUE[0])
    g.decisions.append(Debt(AI, 2, 300, PayReason.RENT, 31))
    ai = MediumController()
    # While raising the $300 it asks the person for cash for its railroad ...
    g.apply(ProposeTrade(AI, TradeOffer(AI, PERSON, give=(RAILROADS[0],), take_cash=200)))
    # ... who answers with both its deeds for $100: it could raise only $150 after that.
    greedy = TradeOffer(PERSON, AI, take=(DARK_BLUE[1], RAILROADS[0]), give_cash=100)
    g.apply(CounterTrade(PERSON, greedy))
    answer = ai.decide(g, AI)
    assert type(answer) in (DeclineTrade, CounterTrade)
    assert "owe" in ai.last_reason or isinstance(answer, CounterTrade), ai.last_reason
    if isinstance(answer, CounterTrade):
        w = weigh(ai.valuer(g), g, AI, answer.offer)
        assert w.liquid_after >= 300


def test_a_mortgaged_group_sells_for_no_less_than_the_lifts_save_the_buyer() -> None:
    # The person would lift the mortgages and build: the computer prices the group as the
    # lifted set it becomes, so it asks at most the lift costs less than for the same lots
    # unmortgaged, not the price of three idle deeds.
    asked = []
    for mortgaged in ((), ORANGE):
        g = _orange_split()
        g.cash[PERSON] = 3000
        for lot in mortgaged:
            mortgage(g, lot)
        ai = MediumController()
        answer = _answer(ai, g, TradeOffer(PERSON, AI, take=(ORANGE[2],), give_cash=10))
        assert isinstance(answer, CounterTrade), ai.last_reason
        asked.append(answer.offer.take_cash)
        # what it asks is what it takes, and it raises its chance
        offer = TradeOffer(PERSON, AI, take=(ORANGE[2],), give_cash=answer.offer.take_cash)
        assert _answer(ai, g, offer) == AcceptTrade(AI)
        assert _chance_change(ai, g, offer) >= MARGIN
    plain, with_mortgages = asked
    lifts = sum(_orange_split().t.lift_cost[lot] for lot in ORANGE)
    assert with_mortgages >= plain - lifts - 10, asked

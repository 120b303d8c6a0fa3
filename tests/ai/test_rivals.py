"""What hard learns of each rival: read from the game's actions and ledger alone, so that it
survives a save and a load; moved towards selling at printed prices by a generous rival's
answers and not by medium's, and turned into cheaper offers to the rival who sells so; his
building with all he has and where he stops bidding, which its look-ahead plays."""

from __future__ import annotations

import json

from game.ai import MediumController, make_controller, play
from game.ai.controller import Controller
from game.ai.hard import HardController
from game.ai.hard_offers import candidates
from game.ai.rivals import PRIOR_REFUSED, PRIOR_TAKEN, Rival, Rivals, cheap_ask, cheap_price
from game.ai.trades import Tried, ownership_key
from game.ai.valuation import valuer_for
from game.ai.mimic import MEDIUM, habits
from game.engine import (AcceptTrade, Bid, Build, CounterTrade, DeclineBuy, DeclineTrade, EndTurn,
                         Game, PassBid, ProposeTrade, Roll, TradeOffer)
from game.engine.ledger import PASSED
from game.engine.serialize import state_from_dict, state_to_dict

from .positions import BROWN, LIGHT_BLUE, ORANGE, RAILROADS, RED, YELLOW, give, new_game

HARD, RIVAL = 0, 1
PRIOR = PRIOR_TAKEN / (PRIOR_TAKEN + PRIOR_REFUSED)


def _asked(rival: Controller, n: int = 2) -> Game:
    """At a table of ``n``, hard holds two lots each of Orange, Red and Yellow, the rival the third; hard asks him
    for each third lot at $10 over its printed price and he answers as ``rival`` does."""
    g = new_game(n)
    for group in (ORANGE, RED, YELLOW):
        give(g, HARD, *group[:2])
        give(g, RIVAL, group[2])
        offer = TradeOffer(HARD, RIVAL, take=(group[2],), give_cash=cheap_price(g, TradeOffer(
            HARD, RIVAL, take=(group[2],))))
        assert cheap_ask(g.board, g.edition.jail_fine, offer)
        g.apply(ProposeTrade(HARD, offer))
        answer = rival.decide(g, RIVAL)
        assert answer is not None
        g.apply(answer)
        if isinstance(answer, CounterTrade):
            g.apply(DeclineTrade(HARD))
    return g


def test_a_generous_rival_is_learned_to_sell_at_printed_prices_and_medium_is_not() -> None:
    generous = Rivals().of(_asked(make_controller("generous")))[RIVAL]
    assert generous == Rival(taken=3) and generous.sells_cheap() and generous.cheap > PRIOR
    medium = Rivals().of(_asked(MediumController()))[RIVAL]
    assert medium == Rival(refused=3) and not medium.sells_cheap() and not medium.probed()
    assert medium.cheap < PRIOR
    # offers at medium's prices, taken or not, leave the model at the prior
    g = new_game(2)
    give(g, RIVAL, LIGHT_BLUE[2])
    g.apply(ProposeTrade(HARD, TradeOffer(HARD, RIVAL, take=(LIGHT_BLUE[2],), give_cash=400)))
    g.apply(AcceptTrade(RIVAL))
    assert Rivals().of(g)[RIVAL] == Rival() and Rival().cheap == PRIOR and Rival().probed()


def test_the_model_is_rebuilt_from_a_saved_game_as_the_player_who_played_on_has_it() -> None:
    g = Game.new(["Hard", "Generous"], seed=14)
    hard = HardController(3, budget_s=0.002, guard=None)
    play(g, [hard, make_controller("generous", 3)], max_rounds=8)
    kept = hard.rivals.of(g)
    assert kept[RIVAL].taken > 0 and not g.over  # it asked him at printed prices: he took it
    loaded = state_from_dict(json.loads(json.dumps(state_to_dict(g))), g.edition, g.rules)
    fresh = HardController(3, budget_s=0.002, guard=None)
    assert fresh.rivals.of(loaded) == kept
    # both played on: a model kept up move by move is the one read afresh, and it moved
    for game, player in ((g, hard), (loaded, fresh)):
        play(game, [player, make_controller("generous", 3)], max_rounds=30)
        assert player.rivals.of(game) == Rivals().of(game) != kept


def test_the_same_seed_plays_the_same_game_against_a_rival_it_learns() -> None:
    histories = []
    for _ in range(2):
        g = Game.new(["Hard", "Generous"], seed=12)
        play(g, [make_controller("hard", 5, 0.002, deterministic=True),
                 make_controller("generous", 5)], max_rounds=30)
        histories.append(g.actions_played())
    assert histories[0] == histories[1]
    assert Rivals().of(g)[RIVAL] != Rival()  # it asked him at printed prices


def _offer_for(g: Game, tried: Tried | None = None) -> TradeOffer:
    """Hard's offer for the rival's Light Blue lot that completes its group, after the offers
    ``tried``."""
    v = valuer_for(g)
    models = Rivals().of(g)
    offers = [plan[0] for plan in candidates(v, g, HARD, frozenset(), tried or Tried(12), models)
              if plan[0].take == (LIGHT_BLUE[2],) and not plan[0].give]
    assert len(offers) == 1
    return offers[0]


def _light_blue(g: Game) -> Game:
    """``g`` with Orange, Red and Yellow back in the Bank, two Light Blue lots hard's and the
    third the rival's, and $1,500 in every purse."""
    for s in (*ORANGE, *RED, *YELLOW):
        g._give(s, -1)
    give(g, HARD, *LIGHT_BLUE[:2])
    give(g, RIVAL, LIGHT_BLUE[2])
    g.cash[:] = [1500] * g.n
    return g


def test_hard_offers_a_rival_seen_to_sell_cheaply_less_than_it_offers_medium() -> None:
    played = {name: _asked(rival, 3) for name, rival in
              (("generous", make_controller("generous")), ("medium", MediumController()))}
    for g in played.values():  # the same position after each history
        _light_blue(g)
    cheap = _offer_for(played["generous"])
    dear = _offer_for(played["medium"])
    base = TradeOffer(HARD, RIVAL, take=(LIGHT_BLUE[2],))
    assert cheap.give_cash == cheap_price(played["generous"], base) == 130 < dear.give_cash
    # and the generous rival takes it
    g = played["generous"]
    g.apply(ProposeTrade(HARD, cheap))
    assert make_controller("generous").decide(g, RIVAL) == AcceptTrade(RIVAL)


def test_a_rival_not_yet_known_is_asked_printed_prices_once_then_medium_s() -> None:
    g = _light_blue(new_game(3))
    tried = Tried(12)
    probe = _offer_for(g, tried)
    assert probe.give_cash == 130
    tried.record(g, ownership_key(g, valuer_for(g), probe), probe)
    assert _offer_for(g, tried).give_cash > 1000  # what medium takes


def test_a_refused_ask_at_printed_prices_costs_no_pause() -> None:
    g = _light_blue(new_game(3))
    hard = HardController(1, budget_s=0.005, guard=None)
    probe = hard.decide(g, HARD)
    assert isinstance(probe, ProposeTrade) and probe.offer.give_cash == 130
    g.apply(probe)
    g.apply(DeclineTrade(RIVAL))
    g.turn_no += 1  # the next player's turn, in the same round
    again = hard.decide(g, HARD)
    assert isinstance(again, ProposeTrade) and again.offer.partner == RIVAL


def test_of_a_rival_seen_to_sell_cheaply_it_looks_at_buying_a_lot_of_his_set() -> None:
    g = _asked(make_controller("generous"))
    for s in (*RED, *YELLOW):
        g._give(s, -1)
    give(g, RIVAL, *ORANGE)
    v = valuer_for(g)
    offers = [o for (o,) in candidates(v, g, HARD, frozenset(), Tried(12), Rivals().of(g))]
    assert TradeOffer(HARD, RIVAL, take=(ORANGE[0],), give_cash=190) in offers  # $180 printed
    assert not candidates(v, g, HARD, frozenset(), Tried(12))  # judged as medium: nothing


def test_a_rival_who_may_sell_cheaply_is_asked_once_for_a_lot_that_keeps_him_from_a_set() -> None:
    g = new_game(2)
    give(g, RIVAL, *ORANGE[:2])  # the third Orange lot is the Bank's: his set is near
    give(g, HARD, RED[0])
    v = valuer_for(g)
    assert Rivals().of(g)[RIVAL].probed()
    tried = Tried(12)
    asks = [o for (o,) in candidates(v, g, HARD, frozenset(), tried, Rivals().of(g))
            if not o.give and o.take[0] in ORANGE]
    assert sorted(o.take for o in asks) == [(ORANGE[0],), (ORANGE[1],)]
    assert all(o.give_cash == g.board.price[o.take[0]] + 10 for o in asks)  # printed prices
    for o in asks:
        tried.record(g, ownership_key(g, v, o), o)
    again = [o for (o,) in candidates(v, g, HARD, frozenset(), tried, Rivals().of(g))
             if not o.give and o.take[0] in ORANGE]
    assert all(o.give_cash > g.board.price[o.take[0]] + 10 for o in again)  # medium's, if any
    # one seen to refuse such asks is not asked for them, judged as medium does: nothing
    refused = _asked(MediumController())
    for s in (*RED, *YELLOW, ORANGE[2]):
        refused._give(s, -1)
    give(refused, RIVAL, *ORANGE[:2])
    give(refused, HARD, RED[0])
    assert not Rivals().of(refused)[RIVAL].probed()
    assert not [o for (o,) in candidates(v, refused, HARD, frozenset(), Tried(12),
                                         Rivals().of(refused)) if o.take and o.take[0] in ORANGE]


def _saved_and_loaded(g: Game) -> Game:
    return state_from_dict(json.loads(json.dumps(state_to_dict(g))), g.edition, g.rules)


def test_a_rival_who_builds_with_all_he_has_is_learned_so_once_his_building_is_over() -> None:
    g = new_game(2)
    give(g, RIVAL, *BROWN)
    g.cash[RIVAL] = 130
    g.apply(Build(RIVAL, BROWN[0]))
    g.apply(Build(RIVAL, BROWN[1]))  # $30 left
    assert Rivals().of(g)[RIVAL] == Rival()  # he may build on this turn yet
    g.force_dice((4, 6))
    g.apply(Roll(HARD))
    g.apply(EndTurn(HARD))
    model = Rivals().of(g)[RIVAL]
    assert model == Rival(bare=1) and model.builds_bare()
    assert Rivals().of(_saved_and_loaded(g)) == Rivals().of(g)
    # not known to refuse a cheap ask either: the look-ahead lets him sell at printed prices
    assert habits(Rivals().of(g), HARD) == (MEDIUM, (True, 0, True))


def test_medium_building_keeps_his_reserve_and_is_not_taken_to_build_bare() -> None:
    g = new_game(2)
    give(g, RIVAL, *BROWN)
    g.cash[RIVAL] = 400
    medium = MediumController()
    while isinstance(a := medium.decide(g, RIVAL), Build):
        g.apply(a)
    assert 3 <= g.level[BROWN[0]] < g.hotel_level
    assert g.cash[RIVAL] >= g.board.house_cost[BROWN[0]]  # another house: he keeps a reserve
    g.force_dice((4, 6))
    g.apply(Roll(HARD))
    g.apply(EndTurn(HARD))
    model = Rivals().of(g)[RIVAL]
    assert model == Rival(kept=1) and not model.builds_bare()


def test_where_a_rival_stops_bidding_for_a_lot_he_needs_is_learned() -> None:
    g = new_game(3)
    give(g, RIVAL, *RAILROADS[1:])
    give(g, 2, *RED[1:])
    g.force_dice((2, 3))
    g.apply(Roll(HARD))
    g.apply(DeclineBuy(HARD))  # Reading, $200, the last railroad the rival needs, to auction
    g.cash[2] = 150
    g.apply(Bid(RIVAL, 100))
    g.apply(PassBid(2))  # needs nothing of it, and $150 in hand: not counted
    g.apply(Bid(HARD, 110))
    g.apply(PassBid(RIVAL))  # with $1,500: he would not pay more than half the price
    models = Rivals().of(g)
    assert models[RIVAL] == Rival(stops=1, stopped_at=55)
    assert models[2] == models[HARD] == Rival()  # Hard won a lot it did not need
    assert Rival(stops=4, stopped_at=200).bid_ceiling() == 66
    assert Rival(stops=4, stopped_at=400).bid_ceiling() == 0
    # the limit hard reckons he would pay for a Red lot that completes his group
    hard = HardController(1)
    v = valuer_for(g)
    price = g.board.price[RED[0]]
    assert hard._rival_limit(g, 2, v, RED[0]) > price * 66 // 100
    g.cash[2] = 1500
    for _ in range(4):
        g.note(PASSED, 2, YELLOW[0], g.board.price[YELLOW[0]] // 2, 2)
    assert Rivals().of(g)[2].bid_ceiling() == 66
    assert hard._rival_limit(g, 2, v, RED[0]) <= price * 66 // 100
    assert hard._rival_limit(g, 2, v, ORANGE[0]) > g.board.price[ORANGE[0]] * 66 // 100

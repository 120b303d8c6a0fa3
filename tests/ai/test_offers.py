"""How the medium player chooses its offers: the best of every configuration; no offer it
expects a like-minded partner to refuse, once he has shown he judges alike; and never again
what a partner has just refused."""

from __future__ import annotations

from game.ai import HardController, MediumController, play, trades
from game.ai.valuation import valuer_for
from game.engine import Game, TradeOffer

from .positions import ORANGE, give, new_game


def _every_offer(g: Game, p: int) -> tuple[float, TradeOffer, bool] | None:
    """The best offer ``p`` could make now, each configuration priced."""
    v = valuer_for(g)
    weight = trades.rival_weight(g)
    best: tuple[float, TradeOffer, bool] | None = None
    for c in trades.configurations(v, g, p):
        pricing = trades.Pricing(v, g, c.base, weight)
        priced = pricing.priced(None, 3)
        if priced is not None and (best is None or priced[0] > best[0]):
            best = (priced[0], priced[1], pricing.hopeful)
    return best


def _positions(seed: int, every: int, most: int, rounds: int, players: int = 4) -> list[Game]:
    """Up to ``most`` quiet positions of a seeded game of ``players`` medium players, in every
    ``every``-th round of the first ``rounds``."""
    g = Game.new(["A", "B", "C", "D"][:players], seed=seed, record_events=False)
    seen: list[Game] = []

    def watch(game: Game, action: object, events: object) -> None:
        if game.round % every == 0 and len(seen) < most and not game.decisions:
            seen.append(game.clone())

    play(g, [MediumController(seed * 4 + i) for i in range(players)], max_rounds=rounds,
         watch=watch)
    return seen


def test_the_search_finds_the_best_offer_of_all_configurations() -> None:
    compared = 0
    for seed in range(4):
        for position in _positions(seed, 3, 40, 120):
            for p in position.active_players():
                v = valuer_for(position)
                found = trades.proposals(v, position, trades.configurations(v, position, p),
                                         trades.Tried(12))
                assert (found[0] if found else None) == _every_offer(position, p)
                compared += bool(found)
    assert compared > 20


def test_a_pricing_it_skips_as_hopeless_would_have_found_nothing() -> None:
    # between the last two no fair price suits the proposer; no try past the first is left
    # when the opening bid reaches the proposer's cash
    skipped = set()
    for players in (2, 4):
        for seed in range(3):
            for position in _positions(seed, 2, 60, 200, players):
                v = valuer_for(position)
                weight = trades.rival_weight(position)
                for p in position.active_players():
                    for c in trades.configurations(v, position, p):
                        pricing = trades.Pricing(v, position, c.base, weight)
                        fair = pricing.partner_price()
                        for rung, unmoving in ((0, False), (0, True), (1, False), (2, True)):
                            if not pricing.hopeless(rung, 3, unmoving):
                                continue
                            if pricing.zero_sum():
                                assert (fair is None
                                        or pricing.mine.worth(-fair, weight) < trades.MARGIN)
                            else:
                                assert rung and (fair is None
                                                 or len(trades._rungs(v, c.base, fair, 3)) == 1)
                            skipped.add((pricing.zero_sum(), rung > 0))
    assert skipped == {(True, False), (True, True), (False, True)}


def test_configurations_kept_from_earlier_searches_are_those_made_afresh() -> None:
    kept = 0
    for seed in range(4):
        for position in _positions(seed, 1, 200, 150):
            v = valuer_for(position)
            for p in position.active_players():
                found = trades.configurations(v, position, p)
                made = dict(trades._made)
                trades._made.clear()
                assert trades.configurations(v, position, p) == found
                for c in found:
                    assert c.key == trades.ownership_key(position, v, c.base)
                trades._made.update(made)
                kept += len(found)
    assert kept > 100


def test_a_partner_who_judges_alike_gets_no_more_offers_he_should_refuse() -> None:
    g = new_game(4)
    give(g, 0, ORANGE[0], ORANGE[1])
    give(g, 1, ORANGE[2])
    partners = trades.Partners(pause=3, deaf=8, long_pause=15, unmoved=3)
    offer = TradeOffer(0, 1, take=(ORANGE[2],), give_cash=300)
    for r in range(3):
        assert 1 not in partners.unmoving(g)
        g.round = 10 + 3 * r
        partners.offered(g, offer, hopeful=True)
        partners.settle(g)  # refused
    assert partners.unmoving(g) == frozenset({1})
    g.round = 16 + 14
    assert partners.unmoving(g) == frozenset({1})
    g.round = 16 + 15  # a long pause later he may be tried again
    assert partners.unmoving(g) == frozenset()
    # an offer he should take does not count, and one he takes starts the count again
    partners.offered(g, offer, hopeful=False)
    partners.settle(g)
    assert partners.unmoved[1] == 3
    partners.offered(g, offer, hopeful=True)
    give(g, 0, ORANGE[2])
    partners.settle(g)
    assert partners.unmoved[1] == 0 and partners.unmoving(g) == frozenset()


def test_its_counter_never_asks_what_the_partner_has_just_refused() -> None:
    g = new_game(4)
    give(g, 1, ORANGE[0], ORANGE[1])
    give(g, 0, ORANGE[2])
    v = valuer_for(g)
    lowball = TradeOffer(1, 0, take=(ORANGE[2],), give_cash=100)
    counter = trades.counter_offer(v, g, 0, lowball)
    assert counter is not None
    price = counter.take_cash  # the least it sells for
    # it had offered to sell for more, and been refused: the same counter, which is better
    assert trades.counter_offer(v, g, 0, lowball, refused=-(price + 50)) == counter
    # it had offered to sell for less, and been refused: nothing better it would take
    assert trades.counter_offer(v, g, 0, lowball, refused=-(price - 50)) is None


def test_hard_may_ask_again_at_once_a_partner_who_took_its_offer() -> None:
    g = new_game(2)
    give(g, 0, ORANGE[0], ORANGE[1])
    give(g, 1, ORANGE[2])
    offer = TradeOffer(0, 1, take=(ORANGE[2],), give_cash=300)
    medium, hard = MediumController()._partners, HardController()._partners
    g.round = 10
    for partners in (medium, hard):
        partners.offered(g, offer)
        partners.settle(g)  # refused: both wait their pause
        assert partners.resting(g) == frozenset({1})
    g.round = 13
    give(g, 0, ORANGE[2])  # the next one taken
    for partners in (medium, hard):
        partners.offered(g, offer)
        partners.settle(g)
    assert medium.resting(g) == frozenset({1})  # medium waits its pause all the same
    assert hard.resting(g) == frozenset()  # hard may ask him again this round

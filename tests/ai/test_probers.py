"""The test players that walk a computer's trade answers down, as a patient person would: of
the offers medium takes from them, none sells a lot that completes a set for less than it is
worth to the game (the seller's chance still rises with the buyer building up all his sets);
and the one that sells dear does sell above the printed price."""

from __future__ import annotations

from game.ai import make_controller, play
from game.ai.levels import PROBER_LEVELS
from game.ai.stakes import Deal, chances_now
from game.ai.trades import MARGIN, rival_weight
from game.ai.valuation import valuer_for
from game.engine import (AcceptTrade, Action, CounterTrade, DeclineTrade, Game, ProposeTrade,
                         TradeOffer)
from game.engine.events import Event

PROBER, MEDIUM = 0, 1


def _taken(level: str, games: int) -> tuple[int, list[tuple[Game, TradeOffer]]]:
    """How many offers ``level`` made to medium in a duel, and each it took, with the game as
    it stood when the offer was made."""
    made = 0
    taken: list[tuple[Game, TradeOffer]] = []
    for i in range(games):
        g = Game.new(["Prober", "Medium"], seed=500 + i)
        pending: list[tuple[Game, TradeOffer]] = []

        def watch(c: Game, action: Action, events: list[Event]) -> None:
            nonlocal made
            if isinstance(action, ProposeTrade) and action.player == PROBER:
                made += 1
                pending[:] = [(c.clone(), action.offer)]
            elif isinstance(action, AcceptTrade) and action.player == MEDIUM and pending:
                taken.append(pending.pop())
            elif isinstance(action, (DeclineTrade, CounterTrade)):
                pending.clear()

        play(g, [make_controller(level, i), make_controller("medium", i)], max_rounds=150,
             watch=watch)
    return made, taken


def test_no_prober_buys_a_lot_completing_its_set_below_its_worth_to_the_game() -> None:
    sales = 0
    for level in PROBER_LEVELS:
        made, taken = _taken(level, 3)
        assert made > 0, level  # it probed
        for g, offer in taken:
            v = valuer_for(g)
            if not offer.take:  # a sale of the prober's
                assert level == "sell-dear" and offer.take_cash > v.board.price[offer.give[0]]
                continue
            members = v.board.group_members[offer.take[0]]
            if not all(g.owner[s] == PROBER or s in offer.take for s in members):
                continue  # no set of the prober's completed
            sales += 1
            # a set the lots it hands over complete for medium counts as built up too
            swap = any(all(g.owner[m] == MEDIUM or m in offer.give
                           for m in v.board.group_members[s]) for s in offer.give)
            before = chances_now(g, v)
            mine, theirs = Deal(v, g, offer).funded_pair(offer.take_cash - offer.give_cash,
                                                  (True, swap))
            seller = (theirs - before[MEDIUM]) - rival_weight(g) * (mine - before[PROBER])
            assert seller >= MARGIN - 1e-12, (level, offer, seller)
    assert sales > 0  # the bar was put to the test

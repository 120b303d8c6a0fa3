"""The ledger: what the table saw of each player's bids and building, noted as it happens,
shared by clones, put back by a restore and kept by a save."""

from __future__ import annotations

import json

from game.engine import Build, Bid, DeclineBuy, PassBid, Roll
from game.engine.ledger import BUILT, PASSED, WON, facts
from game.engine.serialize import state_from_dict, state_to_dict

from .scenario import BROWN, RAILROADS, READING, give, new_game


def test_an_auction_notes_who_stopped_where_and_what_the_winner_paid() -> None:
    g = new_game(3, dice=[(2, 3)])
    give(g, 1, *RAILROADS[1:3])  # two other railroads: Bob's count is noted with his stop
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    g.apply(Bid(1, 90))
    g.apply(PassBid(2))  # left at $90 with $1,500 in hand
    g.apply(Bid(0, 120))
    g.apply(PassBid(1))  # ... and the auction is over: Ann won at $120
    turn = g.turn_no
    assert facts(g.ledger) == [(PASSED, 2, READING, 90, 1500, turn, 0),
                               (PASSED, 1, READING, 120, 1500, turn, 2),
                               (WON, 0, READING, 120, 1500, turn, 0)]
    assert g.cash[0] == 1380


def test_building_notes_the_level_reached_and_the_cash_kept() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    g.cash[0] = 170
    g.apply(Build(0, BROWN[0]))
    g.apply(Build(0, BROWN[1]))
    assert facts(g.ledger) == [(BUILT, 0, BROWN[0], 1, 120, g.turn_no, 0),
                               (BUILT, 0, BROWN[1], 1, 70, g.turn_no, 0)]


def test_clones_share_the_ledger_and_go_their_own_ways_and_restore_puts_it_back() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    before = g.clone()
    c = g.clone()
    c.apply(Build(0, BROWN[0]))
    assert g.ledger is None and len(facts(c.ledger)) == 1
    g.apply(Build(0, BROWN[1]))
    assert [f[2] for f in facts(g.ledger)] == [BROWN[1]]
    g.restore(before)
    assert g.ledger is None


def test_a_saved_game_keeps_its_ledger_and_a_game_saved_without_one_has_none() -> None:
    g = new_game(2)
    give(g, 0, *BROWN)
    g.apply(Build(0, BROWN[0]))
    state = json.loads(json.dumps(state_to_dict(g)))
    assert state["ledger"] == [[BUILT, 0, BROWN[0], 1, 1450, g.turn_no, 0]]
    assert facts(state_from_dict(state, g.edition, g.rules).ledger) == facts(g.ledger)
    del state["ledger"]
    assert state_from_dict(state, g.edition, g.rules).ledger is None
    assert "ledger" not in state_to_dict(g, history=False)  # like the history: not a snapshot's

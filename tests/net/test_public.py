"""A client's copy of the game: built from the public state, moved on by the host's chance."""

from __future__ import annotations

import json

import pytest

from game.ai import Stepper, make_controller
from game.engine import Game, Roll, RuleSet, classic_edition
from game.engine.edition import EditionSpec
from game.net.public import chance_of, client_game, digest, public_state, replay


def _editions(edition_id: str) -> EditionSpec | None:
    return classic_edition() if edition_id == "classic" else None


def _game(seed: int = 5) -> Game:
    return Game.new(["Ann", "Bob", "Cy", "Di"], seed=seed,
                    rules=RuleSet.from_preset("modern-short", time_limit_rounds=30))


def test_the_public_state_holds_no_seed_no_forced_dice_and_no_deck_order() -> None:
    g = _game()
    g.force_dice((6, 6), (1, 2))
    state = public_state(g)
    assert not {"rng", "forced", "history", "ledger"} & state.keys()
    for deck, ids in state["decks"].items():
        assert ids == sorted(ids)
        assert ids != [g.board.cards[deck][i].id for i in g.decks[deck]]  # the real order differs
    other = _game(seed=6)
    other.decks = {d: list(reversed(order)) for d, order in g.decks.items()}  # same cards
    assert public_state(other)["decks"] == state["decks"]
    assert str(g.rng.state) not in json.dumps(state)


def test_a_copy_fed_the_hosts_chance_follows_a_whole_game() -> None:
    g = _game()
    copy = client_game(public_state(g), _editions)
    assert copy.rng.state != g.rng.state and digest(copy) == digest(g)
    stepper = Stepper(g, [make_controller("medium", i) for i in range(4)])
    drawn = 0
    while not g.over:
        _, action = stepper.next_move()
        assert action is not None
        events = g.apply(action)
        dice, cards = chance_of(events)
        drawn += len(cards)
        replay(copy, action, dice, cards)
        assert digest(copy) == digest(g)
    assert copy.over and copy.winners == g.winners and drawn > 0


def test_a_copy_that_drifted_finds_out() -> None:
    g = _game()
    copy = client_game(public_state(g), _editions)
    copy.cash[0] += 1
    assert digest(copy) != digest(g)
    p = g.to_move
    events = g.apply(Roll(p))
    dice, cards = chance_of(events)
    with pytest.raises(ValueError):
        replay(copy, Roll(p), dice + [(1, 1)], cards)  # the copy throws fewer dice than told


def test_a_state_that_does_not_hold_together_is_refused() -> None:
    state = public_state(_game())
    with pytest.raises(ValueError):
        client_game({**state, "cash": "lots"}, _editions)
    with pytest.raises(ValueError, match="no edition"):
        client_game({**state, "edition": "moon"}, _editions)


def test_a_ledger_sent_with_the_state_is_not_taken_in() -> None:
    # a public state never holds the ledger; one a host adds, however made, is left out
    state = public_state(_game())
    for ledger in ([[0, 99, 5, -1, 10, 0, 9]], [[2, 0, 1, 1, 50, 0, 0]]):
        assert client_game({**state, "ledger": ledger}, _editions).ledger is None

"""Every level plays whole games under every preset, through the one controller protocol, and
only ever answers with a legal action when the game waits for it."""

from __future__ import annotations

import pytest

from game.ai import (LEVELS, Controller, EasyController, GreedyController, HardController,
                     MediumController, RandomController, make_controller, play)
from game.engine import (PRESETS, Action, CounterTrade, Game, ProposeTrade, Roll, RuleSet)
from game.engine.events import Event, RentClaimable, RentExpired

from .positions import LIGHT_BLUE, RAILROADS, give, new_game


class Strict:
    """Wraps a controller and checks each answer against the rules."""

    def __init__(self, inner: Controller) -> None:
        self.inner = inner
        self.answers = 0

    def decide(self, game: Game, player: int) -> Action | None:
        waiting = game.to_move == player
        legal = game.legal_actions(player)
        action = self.inner.decide(game, player)
        if action is None:
            assert not waiting, f"{type(self.inner).__name__} left {game.pending!r} unanswered"
            return None
        assert action.player == player
        if type(action) in (ProposeTrade, CounterTrade):
            assert game.why_illegal(action) is None, game.why_illegal(action)
        else:
            assert action in legal, f"{action} is not among {legal}"
        self.answers += 1
        return action


def _table(levels: list[str], preset: str, seed: int, **changes: object) -> tuple[Game, list[Strict]]:
    rules = RuleSet.from_preset(preset, **changes)
    g = Game.new([f"P{i}" for i in range(len(levels))], rules=rules, seed=seed,
                 record_events=False)
    return g, [Strict(make_controller(level, seed * 10 + i)) for i, level in enumerate(levels)]


def test_every_level_follows_the_controller_protocol() -> None:
    assert set(LEVELS) == {"random", "greedy", "easy", "medium", "hard"}
    for level in LEVELS:
        assert isinstance(make_controller(level), Controller)
    assert isinstance(make_controller("medium"), MediumController)
    assert isinstance(make_controller("hard"), HardController)
    assert make_controller("hard", 1, budget_s=0.005).budget_s == 0.005  # type: ignore[attr-defined]
    assert isinstance(make_controller("easy"), EasyController)
    assert isinstance(make_controller("greedy"), GreedyController)
    assert isinstance(make_controller("random"), RandomController)
    with pytest.raises(ValueError, match="unknown AI level"):
        make_controller("grandmaster")


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", ["random", "greedy", "easy", "medium"])
def test_a_full_game_of_each_level_finishes_under_each_preset(level: str, preset: str) -> None:
    g, seats = _table([level] * 3, preset, seed=len(preset) + len(level))
    outcome = play(g, seats, max_rounds=250, time_up_round=40)
    assert g.over or outcome.reason == "round limit"
    if g.over:
        assert outcome.winners and all(g.active[w] for w in outcome.winners)
    assert all(s.answers for s in seats)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_mixed_table_finishes_under_each_preset(preset: str) -> None:
    g, seats = _table(["medium", "easy", "greedy", "random"], preset, seed=7)
    out = play(g, seats, max_rounds=250, time_up_round=40)
    assert g.over and out.winners and out.rounds <= 250, (out.reason, out.rounds)


@pytest.mark.parametrize("changes", [{"rent_must_be_claimed": True}, {"own_turn_only": True},
                                     {"free_parking_jackpot": True, "auctions": False},
                                     {"houses_before_hotel": 2, "starting_cash": 600}])
def test_house_rules_are_played_too(changes: dict[str, object]) -> None:
    g, seats = _table(["medium", "medium", "easy", "greedy"], "classic", seed=3, **changes)
    out = play(g, seats, max_rounds=250)
    assert g.over and len(out.winners) == 1 and out.rounds < 250, (out.reason, out.rounds)


def test_medium_claims_its_rent_and_easy_sometimes_forgets() -> None:
    expired: dict[str, int] = {"medium": 0, "easy": 0}
    claimable: dict[str, int] = {"medium": 0, "easy": 0}
    for seed in range(4):
        levels = ["medium", "easy", "medium", "easy"]
        g, seats = _table(levels, "classic", seed=seed, rent_must_be_claimed=True)
        g.record = True

        def watch(game: Game, action: Action, events: list[Event]) -> None:
            for e in events:
                if isinstance(e, RentClaimable):
                    claimable[levels[e.owner]] += 1
                elif isinstance(e, RentExpired):
                    expired[levels[e.owner]] += 1

        play(g, seats, max_rounds=120, watch=watch)
    assert claimable["medium"] > 10 and claimable["easy"] > 10
    assert expired["medium"] == 0
    assert 0 < expired["easy"] < claimable["easy"]


def test_easys_offer_for_the_last_lot_of_a_group_says_so_and_what_it_pays() -> None:
    # Easy offers a third over the printed price for the one lot it lacks; its reason names
    # the group that lot completes, as the person's hint does, not only "a fair price".
    reasons: list[str] = []
    for seed in range(200):
        g = new_game(2)
        give(g, 0, LIGHT_BLUE[0], LIGHT_BLUE[1], RAILROADS[0])
        give(g, 1, LIGHT_BLUE[2])
        g.force_dice((2, 3))
        g.apply(Roll(0))  # onto its own railroad: nothing to answer
        easy = EasyController(seed)
        a = easy.decide(g, 0)
        if isinstance(a, ProposeTrade):
            assert a.offer.take == (LIGHT_BLUE[2],) and a.offer.give_cash == 160
            reasons.append(easy.last_reason)
    assert reasons
    assert set(reasons) == {"Proposed: $160 for Connecticut Avenue, the last lot of my Light "
                            "Blue group: a third over its printed price."}

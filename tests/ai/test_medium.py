"""The medium AI's heuristics, one rule-book situation at a time."""

from __future__ import annotations

from game.ai import MediumController, make_controller
from game.ai.play import play
from game.engine import (Action, Auction, Bid, Build, Buy, BuyChoice, ChooseIncomeTax, Debt,
                         DeclareBankruptcy, DeclineBuy, Game, Mortgage, PassBid, PayDebt,
                         PayJailFine, ProposeTrade, Roll, SellBuilding, TaxChoice, TradeOffer,
                         Unmortgage, UseJailCard)
from game.engine.events import PayReason

from .positions import (BROWN, GREEN, JAIL, LIGHT_BLUE, ORANGE, RAILROADS, RED, YELLOW, build, give,
                        mortgage, new_game)


def _land(g: Game, d1: int, d2: int) -> None:
    g.force_dice((d1, d2))
    g.apply(Roll(g.current))


def test_it_buys_what_it_lands_on_even_below_its_reserve() -> None:
    g = new_game(4)
    _land(g, 2, 3)  # Reading Railroad
    assert isinstance(g.pending, BuyChoice)
    assert MediumController().decide(g, 0) == Buy(0)
    g = new_game(4)
    build(g, 3, *ORANGE)
    give(g, 1, *ORANGE)
    g.cash[0] = 210
    _land(g, 2, 3)
    assert MediumController().decide(g, 0) == Buy(0)


def test_short_of_cash_it_mortgages_another_groups_deed_to_buy() -> None:
    g = new_game(4)
    give(g, 0, GREEN[0])
    g.cash[0] = 100
    _land(g, 2, 3)  # Reading Railroad, $200
    ai = MediumController()
    first = ai.decide(g, 0)
    assert first == Mortgage(0, GREEN[0])
    g.apply(first)
    assert ai.decide(g, 0) == Buy(0)


def test_it_declines_when_mortgages_outside_the_group_cannot_raise_the_price() -> None:
    g = new_game(4)
    g.cash[0] = 100
    _land(g, 2, 3)
    assert MediumController().decide(g, 0) == DeclineBuy(0)
    g = new_game(4)
    give(g, 0, RAILROADS[1])  # its $100 mortgage would cover the price, but it is a railroad
    g.cash[0] = 150
    _land(g, 2, 3)
    assert MediumController().decide(g, 0) == DeclineBuy(0)


def test_it_buys_below_its_reserve_when_the_deed_completes_or_blocks_a_set() -> None:
    g = new_game(4)
    give(g, 0, *RAILROADS[1:])
    g.cash[0] = 210
    _land(g, 2, 3)
    assert MediumController().decide(g, 0) == Buy(0)
    g = new_game(4)
    give(g, 1, LIGHT_BLUE[0], LIGHT_BLUE[2])
    g.cash[0] = 110
    _land(g, 4, 4)  # Vermont Avenue: player 1 holds the rest of light blue
    assert MediumController().decide(g, 0) == Buy(0)


def test_it_mortgages_a_lone_deed_to_buy_the_one_that_completes_its_set() -> None:
    g = new_game(4)
    give(g, 0, LIGHT_BLUE[0], LIGHT_BLUE[2], RAILROADS[3], GREEN[0])
    g.cash[0] = 60
    _land(g, 4, 4)  # Vermont Avenue, $100
    ai = MediumController()
    first = ai.decide(g, 0)
    assert isinstance(first, Mortgage) and first.space not in LIGHT_BLUE
    g.apply(first)
    assert ai.decide(g, 0) == Buy(0)


def test_it_pays_income_tax_the_cheaper_way() -> None:
    g = new_game(4)
    _land(g, 1, 3)
    assert isinstance(g.pending, TaxChoice)
    assert MediumController().decide(g, 0) == ChooseIncomeTax(0, True)  # 10% of $1,500
    g = new_game(4)
    g.cash[0] = 2600
    _land(g, 1, 3)
    assert MediumController().decide(g, 0) == ChooseIncomeTax(0, False)  # $200 < 10% of $2,600


def _jailed(g: Game) -> None:
    g.pos[0] = JAIL
    g.in_jail[0] = True


def test_it_leaves_jail_early_in_the_game() -> None:
    g = new_game(4)
    _jailed(g)
    assert MediumController().decide(g, 0) == PayJailFine(0)
    g.held[0] = ("chance",)
    assert MediumController().decide(g, 0) == UseJailCard(0)


def test_it_stays_in_jail_late_when_opponents_have_developed_sets() -> None:
    g = new_game(4)
    _jailed(g)
    give(g, 1, *ORANGE, *RED)
    give(g, 2, *YELLOW, *GREEN)
    give(g, 3, *LIGHT_BLUE, *RAILROADS, *BROWN)
    build(g, 3, *ORANGE, *RED)
    assert MediumController().decide(g, 0) == Roll(0)


def test_it_builds_three_houses_first_evenly_on_the_best_group() -> None:
    g = new_game(4)
    give(g, 0, *LIGHT_BLUE, *ORANGE)
    g.cash[0] = 10_000
    ai = MediumController()
    built: list[int] = []
    for _ in range(40):
        a = ai.decide(g, 0)
        if not isinstance(a, Build):
            break
        assert all(g.level[s] >= 3 for s in (*LIGHT_BLUE, *ORANGE)) or g.level[a.space] < 3
        g.apply(a)
        built.append(a.space)
    assert built[0] in ORANGE
    assert all(g.level[s] >= 3 for s in (*LIGHT_BLUE, *ORANGE))


def test_it_keeps_its_reserve_when_building() -> None:
    g = new_game(4)
    give(g, 0, *ORANGE)
    g.cash[0] = 400
    ai = MediumController()
    while isinstance(a := ai.decide(g, 0), Build):
        g.apply(a)
    assert g.cash[0] >= ai.valuer(g).reserve(g, 0)


def test_on_its_own_turn_it_mortgages_lone_deeds_to_build_its_set() -> None:
    g = new_game(4)  # player 0 is about to throw
    give(g, 0, *ORANGE, RAILROADS[0], RAILROADS[1], LIGHT_BLUE[0])
    give(g, 1, *RED, RAILROADS[2])
    g.cash[0] = g.cash[1] = 100
    ai = MediumController()
    assert ai.decide(g, 1) is None  # polled on another's turn: it looks at nothing more
    moves: list[Action] = []
    for _ in range(20):
        a = ai.decide(g, 0)
        if not isinstance(a, (Mortgage, Build)):
            break
        g.apply(a)
        moves.append(a)
    mortgaged = [a.space for a in moves if isinstance(a, Mortgage)]
    assert mortgaged and not set(mortgaged) & set(ORANGE)
    assert mortgaged[0] == LIGHT_BLUE[0]  # the lone street earns least per dollar raised
    assert any(isinstance(a, Build) for a in moves)
    assert g.cash[0] >= ai.valuer(g).reserve(g, 0)


def test_it_lifts_a_mortgage_in_its_set_before_building() -> None:
    g = new_game(4)
    give(g, 0, *ORANGE)
    mortgage(g, ORANGE[1])
    g.cash[0] = 3000
    ai = MediumController()
    assert ai.decide(g, 0) == Unmortgage(0, ORANGE[1])
    g.apply(Unmortgage(0, ORANGE[1]))
    assert isinstance(ai.decide(g, 0), Build)


def test_it_hoards_houses_instead_of_building_hotels_when_the_bank_is_short() -> None:
    g = new_game(4)
    give(g, 0, *ORANGE)
    give(g, 1, *RED)
    build(g, 4, *ORANGE)
    g.bank_houses = 6
    g.bank_hotels = 12
    g.bump_version()
    g.cash[0] = 5000
    g.cash[1] = 5000
    assert MediumController().decide(g, 0) == Roll(0)
    g.bank_houses = 20
    g.bump_version()
    assert isinstance(MediumController().decide(g, 0), Build)


def test_it_bids_up_to_its_valuation_and_no_further() -> None:
    g = new_game(4)
    _land(g, 2, 3)
    g.apply(DeclineBuy(0))
    assert isinstance(g.pending, Auction)
    ai = MediumController()
    value = ai.valuer(g).deed_value(g, 1, RAILROADS[0])
    assert isinstance(ai.decide(g, 1), Bid)
    top = g.pending
    g.decisions[-1] = Auction(1, top.space, top.kind, top.bidders, int(value) + 5, 3, 1)
    assert ai.decide(g, 1) == PassBid(1)


def test_it_bids_above_the_printed_price_for_a_railroad_that_raises_its_railroads_rent() -> None:
    g = new_game(4)
    give(g, 1, RAILROADS[1])
    _land(g, 2, 3)
    g.apply(DeclineBuy(0))
    top = g.pending
    assert isinstance(top, Auction)
    g.decisions[-1] = Auction(1, top.space, top.kind, top.bidders, 300, 0, 1)  # $300, player 0
    action = MediumController().decide(g, 1)
    assert isinstance(action, Bid) and action.amount > 300


def test_a_railroad_is_worth_its_rent_over_a_long_game_and_more_beside_its_kind() -> None:
    g = new_game(4)
    v = MediumController().valuer(g)
    alone = v.deed_value(g, 1, RAILROADS[0])
    give(g, 1, RAILROADS[1])
    paired = v.deed_value(g, 1, RAILROADS[0])
    assert 200 < alone < paired
    assert v.rent_gain(g, 1, RAILROADS[0]) == (
        v.e.by_count[RAILROADS[0]][1] + v.e.by_count[RAILROADS[1]][1]
        - v.e.by_count[RAILROADS[1]][0])


def test_it_raises_money_by_the_least_damaging_route_and_never_gives_up_early() -> None:
    g = new_game(4)
    give(g, 0, *ORANGE, *LIGHT_BLUE, RAILROADS[0], GREEN[0])
    build(g, 3, *ORANGE)
    build(g, 1, *LIGHT_BLUE)
    g.cash[0] = 0
    g.decisions.append(Debt(0, 1, 480, PayReason.RENT, 21))
    ai = MediumController()
    moves: list[Action] = []
    while (a := ai.decide(g, 0)) != PayDebt(0):
        assert a is not None and not isinstance(a, DeclareBankruptcy)
        moves.append(a)
        g.apply(a)
    first_two = [m for m in moves[:2] if isinstance(m, Mortgage)]
    assert {m.space for m in first_two} == {RAILROADS[0], GREEN[0]}  # the lone deeds first
    sold = [m.space for m in moves if isinstance(m, SellBuilding)]
    assert sold and sold[0] in LIGHT_BLUE  # the cheaper rents go first
    assert all(g.level[s] == 3 for s in ORANGE)
    g.apply(PayDebt(0))
    assert g.active[0]


def test_asked_at_a_quiet_moment_it_sees_new_holdings_and_new_cash_at_once() -> None:
    g = new_game(4)  # player 0 is about to throw; player 1 is asked first
    ai = MediumController()
    g.cash[1] = 5000
    assert ai.decide(g, 1) is None  # nothing to build on, nothing mortgaged
    give(g, 1, *ORANGE)
    assert isinstance(ai.decide(g, 1), Build)  # the set is his: he builds at once
    g.cash[1] = 120  # too little above his reserve for a house ...
    assert ai.decide(g, 1) is None
    g.cash[1] = 5000  # ... and rent comes in on the same holdings: he builds
    assert isinstance(ai.decide(g, 1), Build)
    mortgage(g, RAILROADS[0])  # not his: nothing changes for him
    give(g, 2, RAILROADS[0])
    g.cash[1] = 120
    assert ai.decide(g, 1) is None


def test_it_lifts_a_mortgage_when_polled_once_it_can_afford_to() -> None:
    g = new_game(4)
    give(g, 1, RAILROADS[0], RAILROADS[1])
    mortgage(g, RAILROADS[0])
    ai = MediumController()
    g.cash[1] = 60
    assert ai.decide(g, 1) is None
    g.cash[1] = 2000
    assert ai.decide(g, 1) == Unmortgage(1, RAILROADS[0])


class _Proposals:
    """A medium player whose reasons for the offers it makes are kept."""

    def __init__(self, seed: int) -> None:
        self.medium = MediumController(seed)
        self.reasons: list[str] = []
        self.offers: list[TradeOffer] = []

    def decide(self, game: Game, player: int) -> Action | None:
        a = self.medium.decide(game, player)
        if isinstance(a, ProposeTrade):
            self.reasons.append(self.medium.last_reason)
            self.offers.append(a.offer)
        return a


def test_its_reason_for_an_offer_says_what_it_does_for_it_and_never_that_it_is_fair() -> None:
    # The price is the proposer's; whether it is fair to the partner is the partner's to judge,
    # and the person's hint may well say otherwise. The reason names the group, and where the
    # price is the most it would do, says so in the words of the offer's cash.
    reasons: list[str] = []
    offers: list[TradeOffer] = []
    for seed in range(2):
        g = Game.new(["A", "B", "C", "D"], seed=seed, record_events=False)
        medium = _Proposals(seed)
        play(g, [medium] + [make_controller("easy", seed * 4 + i) for i in (1, 2, 3)],
             max_rounds=150)
        reasons += medium.reasons
        offers += medium.offers
    most = "; it is the most I would pay."
    least = "; it is the least I would take."
    none = "; I would add no cash to it."
    assert any(r.endswith(most) for r in reasons) and not all(r.endswith(most) for r in reasons)
    for reason, offer in zip(reasons, offers):
        assert reason.startswith(("Proposed: it completes my ",
                                  "Proposed: it brings me closer to the ")), reason
        assert "fair" not in reason and "for you" not in reason, reason
        assert reason.endswith((" group.", " groups.", most, least, none)), reason
        assert not reason.endswith(most) or offer.give_cash > 0, (reason, offer)
        assert not reason.endswith(least) or offer.take_cash > 0, (reason, offer)
        assert not reason.endswith(none) or not (offer.give_cash or offer.take_cash)

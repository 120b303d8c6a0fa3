"""Hints: what a decision means for the player now, from the engine and the medium player's
judgement, in the edition's words."""

from __future__ import annotations

import random
import re
from functools import cache

from game.ai import HardController, MediumController, make_controller, trades
from game.ai.hints import Hint, advise, card_hint, hint, looked_ahead, plain_odds, played_on
from game.ai.medium import best_build_gain, bid_limit, buildings_wanted
from game.ai.stakes import points
from game.ai.trades import MARGIN
from game.ai.valuation import valuer_for
from game.ai.weighing import weigh
from game.client.views.words import Words
from game.engine import (AcceptTrade, Auction, Build, BuyChoice, CounterTrade, Debt, DeclineBuy,
                         Game, IllegalAction, Mortgage, MortgageChoice, PassBid, ProposeTrade,
                         Roll, ShortageCall, TaxChoice, TradeAnswer, TradeOffer, WantBuildings)
from game.engine.events import CardDrawn, PayReason
from game.themes import THEMES_DIR, Theme, load_theme

from .positions import (BROWN, INCOME_TAX, JAIL, LIGHT_BLUE, ORANGE, RAILROADS, build, deal,
                        give, mortgage, new_game)

CLASSIC_WORDS = re.compile(r"\b(houses?|hotels?|chance|community chest)\b", re.IGNORECASE)


@cache
def theme(name: str = "classic") -> Theme:
    return load_theme(THEMES_DIR / name)


def said(g: Game, p: int = 0) -> str:
    return hint(g, p, Words(theme(), g))


def land(g: Game, d1: int, d2: int) -> None:
    g.force_dice((d1, d2))
    g.apply(Roll(g.current))


def test_buying_the_last_lot_of_a_group_says_it_completes_the_group() -> None:
    g = new_game(4)
    give(g, 0, BROWN[0])
    land(g, 1, 2)  # the second brown lot
    assert isinstance(g.pending, BuyChoice)
    text = said(g)
    assert "completes your Brown group" in text and "build houses" in text
    assert "You can afford it and keep $1,440." in text


def test_buying_a_railroad_counts_the_railroads_held_and_their_rent() -> None:
    g = new_game(4)
    give(g, 0, RAILROADS[1], RAILROADS[2])
    land(g, 2, 3)  # Reading Railroad
    assert "gives you 3 of 4 railroads: each earns $100 rent" in said(g)


def test_buying_a_lot_whose_group_a_rival_holds_says_it_blocks_him() -> None:
    g = new_game(4)
    give(g, 1, BROWN[0])
    land(g, 1, 2)
    assert "P1 holds the rest of the Brown group: buying it keeps it from P1." in said(g)


def test_buying_with_too_little_cash_says_whether_mortgages_could_raise_it() -> None:
    # As medium buys: it mortgages deeds outside the lot's group when they raise what it
    # lacks, and then buys; the hint advises that, and nothing when only the lot's own group
    # would raise it.
    for held, text, advice, medium in (
            ((), "Even mortgaging all you hold would not raise the $100 you lack.", "decline",
             "DeclineBuy"),
            (ORANGE, "Mortgaging some of your other deeds would raise the $100 you lack: a "
                     "careful player raises it and buys.", "accept", "Mortgage"),
            ((RAILROADS[1],), "Mortgaging could raise the $100 you lack.", None, "DeclineBuy")):
        g = new_game(4)
        g.cash[0] = 100
        give(g, 0, *held)
        land(g, 2, 3)  # Reading Railroad, $200
        h = advise(g, 0, Words(theme(), g))
        assert text in h.text and h.advice == advice, held
        assert type(MediumController().decide(g, 0)).__name__ == medium, held


def test_buying_below_the_cash_worth_keeping_warns_of_it() -> None:
    g = new_game(4)
    give(g, 1, *ORANGE)
    build(g, 3, *ORANGE)
    g.cash[0] = 220
    land(g, 2, 3)
    reserve = valuer_for(g).reserve(g, 0)
    assert f"It would leave you $20, under the ${reserve} worth keeping for rents." in said(g)


def test_buying_is_advised_as_medium_buys_whatever_it_can_pay_for() -> None:
    # Under the reserve, as with plenty: medium buys, and the hint says so (the default follows).
    for cash, advice in ((1500, "accept"), (220, "accept"), (100, "decline")):
        g = new_game(4)
        give(g, 1, *ORANGE)
        build(g, 3, *ORANGE)
        g.cash[0] = cash
        land(g, 2, 3)
        h = advise(g, 0, Words(theme(), g))
        assert h.advice == advice, (cash, h.text)
        assert isinstance(g.decisions[-1], BuyChoice)
        medium = MediumController().decide(g, 0)
        assert type(medium).__name__ == ("Buy" if advice == "accept" else "DeclineBuy")


def test_an_auction_compares_the_bid_with_the_printed_price_and_gives_the_medium_limit() -> None:
    g = new_game(2)
    land(g, 2, 3)
    g.apply(DeclineBuy(0))
    top = g.pending
    assert isinstance(top, Auction) and top.player == 1
    limit = bid_limit(g, 1, valuer_for(g), top)
    text = said(g, 1)
    assert "The lowest bid is $199 below the printed price." in text
    assert f"a careful player bids up to about ${limit:,}." in text


def test_an_auction_beyond_what_the_deed_is_worth_says_to_pass() -> None:
    g = new_game(2)
    land(g, 2, 3)
    g.apply(DeclineBuy(0))
    g.cash[1] = 0
    assert isinstance(g.pending, Auction) and g.pending.player == 1
    assert said(g, 1).endswith("It is worth less than the lowest bid to you now: a careful "
                               "player passes.")
    assert MediumController().decide(g, 1) == PassBid(1)


def test_jail_counts_the_tries_left_and_weighs_staying_in() -> None:
    g = new_game(4)
    g.pos[0], g.in_jail[0] = JAIL, True
    text = said(g)
    assert text.startswith("Three tries left to roll doubles, counting this one;")
    assert text.endswith("28 deeds are still for sale: getting out early lets you buy.")
    g.held[0] = ("chance",)
    assert said(g).endswith("getting out early lets you buy. Your card gets you out for free.")
    for s in g.board.properties[1:]:  # his own: no rent to shelter from
        g._give(s, 0)
    assert "One deed is still for sale: getting out early lets you buy." in said(g)
    for s in g.board.properties:
        g._give(s, -1)
    g.jail_tries[0] = 2
    assert said(g).startswith("Last try: miss the doubles and you pay $50 and move.")
    for s in range(40):
        if s in g.board.properties:
            g._give(s, 1 + s % 3)
    for gi in g.t.street_groups:
        build(g, 3, *[m for m in g.board.members[gi] if g.owner[m] == 1])
    assert "Staying in is shelter now: rents on the board cost about" in said(g)


def test_the_tax_hint_weighs_cash_against_the_break_even_worth_without_adding_it_up() -> None:
    g = new_game(4)
    land(g, 1, 3)
    assert isinstance(g.pending, TaxChoice) and g.pos[0] == INCOME_TAX
    # owning nothing but his cash, there is nothing to add up: the percent is plainly cheaper
    assert said(g) == "All you own is your cash, $1,500: 10% of it is $150, less than $200."
    assert advise(g, 0, Words(theme(), g)).advice == "decline"  # the percent
    give(g, 0, BROWN[0])
    assert said(g) == ("10% is cheaper only if all you own is worth under $2,000; your cash "
                       "alone is $1,500.")
    assert advise(g, 0, Words(theme(), g)).advice is None
    g.cash[0] = 2500
    assert said(g) == "Your cash alone is $2,500: 10% of all you own is more than $200."
    assert advise(g, 0, Words(theme(), g)).advice == "accept"  # the printed amount


def test_a_debt_names_the_least_damaging_way_to_raise_money_or_what_bankruptcy_means() -> None:
    g = new_game(4)
    give(g, 0, *ORANGE, RAILROADS[0])
    build(g, 3, *ORANGE)
    g.cash[0] = 0
    g.decisions.append(Debt(0, 1, 100, PayReason.RENT, 21))
    assert said(g) == ("Least harm first: mortgaging Reading Railroad raises $100 and costs "
                       "the least rent.")
    g.apply(Mortgage(0, RAILROADS[0]))
    assert said(g) == "You have the cash: paying leaves you $0."
    g = new_game(4)
    give(g, 0, BROWN[0])
    g.cash[0] = 10
    g.decisions.append(Debt(0, 1, 500, PayReason.RENT, 21))
    assert said(g) == ("All you hold would raise $40 of the $500: going bankrupt hands "
                       "everything to P1.")


def _mortgaged_trade(cash: int) -> Game:
    g = new_game(4)
    give(g, 1, RAILROADS[1])
    mortgage(g, RAILROADS[1])
    g.cash[0] = cash
    g.apply(ProposeTrade(1, TradeOffer(1, 0, give=(RAILROADS[1],), take_cash=20)))
    g.apply(AcceptTrade(0))
    assert isinstance(g.pending, MortgageChoice)
    return g


def test_a_mortgaged_deed_received_says_whether_lifting_keeps_enough_cash() -> None:
    text = said(_mortgaged_trade(1500))
    assert text.startswith("Lifting now leaves you $1,370, enough to meet the rents")
    assert "Pennsylvania Railroad earns no rent" in text
    text = said(_mortgaged_trade(130))
    assert text.startswith("Lifting would leave you $0, under the $")
    assert text.endswith("a careful player keeps it.")


def test_a_trade_offer_says_what_it_completes_for_the_proposer_and_the_medium_verdict() -> None:
    g = new_game(4)
    give(g, 1, ORANGE[0], ORANGE[1])
    give(g, 0, ORANGE[2])
    g.apply(ProposeTrade(1, TradeOffer(1, 0, take=(ORANGE[2],), give_cash=10)))
    assert isinstance(g.pending, TradeAnswer)
    text = said(g)
    assert text.startswith("It completes P1's Orange group: expect houses there.")
    verdict = re.search(r"A careful player would not take it as it stands: your odds of winning "
                        r"go from (\d+)% to (\d+)%\.$", text)
    assert verdict is not None, text
    assert int(verdict[2]) < int(verdict[1])  # $10 for the last Orange lot: it would lose
    assert not isinstance(MediumController().decide(g, 0), AcceptTrade)


def test_a_declined_offer_whose_odds_round_to_a_rise_says_the_rise_is_too_small() -> None:
    # $320 for a lone railroad in a duel: the odds go from 54.3% to 54.6%, under the half
    # point a trade must bring. "From 54% to 55%" alone would read as a gain refused.
    g = new_game(2)
    give(g, 0, RAILROADS[0])
    g.apply(ProposeTrade(1, TradeOffer(1, 0, take=(RAILROADS[0],), give_cash=320)))
    text = said(g)
    assert text == ("A careful player would not take it as it stands: your odds of winning go "
                    "from 54% to 55%, too small a rise to be worth a trade."), text
    assert not isinstance(MediumController().decide(g, 0), AcceptTrade)


def test_an_offer_completing_the_railroads_promises_no_houses_there() -> None:
    g = new_game(4)
    give(g, 1, *RAILROADS[:3])
    give(g, 0, RAILROADS[3])
    g.apply(ProposeTrade(1, TradeOffer(1, 0, take=(RAILROADS[3],), give_cash=10)))
    text = said(g)
    assert text.startswith("It completes P1's Railroads group: no buildings go there, but its "
                           "rents are now the highest on the card."), text
    assert "houses" not in text


def test_a_fair_price_for_the_group_says_a_careful_player_would_accept() -> None:
    g = new_game(4)
    give(g, 1, ORANGE[0], ORANGE[1])
    give(g, 0, ORANGE[2])
    ai = MediumController()
    g.apply(ProposeTrade(1, TradeOffer(1, 0, take=(ORANGE[2],), give_cash=100)))
    counter = ai.decide(g, 0)
    assert isinstance(counter, CounterTrade)  # its price for the lot
    g.decisions.pop()
    g.apply(ProposeTrade(1, counter.offer.reversed()))
    verdict = re.search(r"A careful player would accept: your odds of winning go from (\d+)% "
                        r"to (\d+)%\.$", said(g))
    assert verdict is not None, said(g)
    assert int(verdict[2]) >= int(verdict[1])
    assert ai.decide(g, 0) == AcceptTrade(0)


def _scarce_houses(bank_houses: int) -> Game:
    """Two players with built groups ask for the Bank's last ``bank_houses`` houses: the
    second one's request opens the shortage."""
    g = new_game(4)
    give(g, 0, *LIGHT_BLUE)
    give(g, 1, *ORANGE)
    build(g, 2, *LIGHT_BLUE)
    build(g, 3, *ORANGE)
    g.bank_houses = bank_houses
    g.apply(Build(1, ORANGE[0]))
    return g


def test_a_building_shortage_says_how_many_the_medium_player_would_want() -> None:
    g = _scarce_houses(2)
    top = g.pending
    assert isinstance(top, ShortageCall) and top.player == 0
    want = buildings_wanted(g, 0, valuer_for(g), top)
    assert want > 0
    assert said(g).endswith(f"a careful player asks for {want}.")


def test_an_auction_of_a_scarce_house_weighs_the_rent_it_adds() -> None:
    g = _scarce_houses(1)
    g.apply(WantBuildings(0, 1))
    top = g.pending
    assert isinstance(top, Auction) and top.kind == "house" and top.player == 0
    v = valuer_for(g)
    gain = round(best_build_gain(g, 0, v))
    assert said(g) == (f"One more house earns you about ${gain} a round on your best lot. With "
                       f"your cash, a careful player bids up to about "
                       f"${bid_limit(g, 0, v, top)}.")


def test_a_card_hint_says_what_the_card_did() -> None:
    classic = theme()
    repairs = next(c.id for c in classic.edition_spec().board.cards["chance"]
                   if c.effect.type == "repairs")
    g = Game.new(["P0", "P1"], seed=1, forced_dice=[(6, 6), (1, 2), (3, 4)],
                 deck_order={"chance": [repairs]})
    give(g, 0, *LIGHT_BLUE)
    build(g, 2, *LIGHT_BLUE)
    events = g.apply(Roll(0))
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    assert drawn
    text = card_hint(g, 0, drawn[0].deck, drawn[0].card, Words(classic, g))
    assert text == "Your 6 houses cost $150."
    assert card_hint(g, 0, "chance", "no such card", Words(classic, g)) == ""


def test_every_card_of_both_decks_has_a_hint_in_each_edition() -> None:
    for look in ("classic", "boutique"):
        board = theme(look).edition_spec().board
        for deck, space in (("chance", 7), ("community_chest", 2)):
            assert board.kind[space].value == deck
            for card in board.cards[deck]:
                g = Game.new(["P0", "P1", "P2"], edition=theme(look).edition_spec(), seed=1,
                             forced_dice=[(6, 6), (1, 2), (1, 2), (space // 2, space - space // 2)],
                             deck_order={deck: [card.id]})
                drawn = [e for e in g.apply(Roll(0)) if isinstance(e, CardDrawn)]
                assert drawn and drawn[0].card == card.id
                text = card_hint(g, 0, deck, card.id, Words(theme(look), g))
                assert text, (look, card.id)
                assert look == "classic" or not CLASSIC_WORDS.search(text), text
                if card.effect.type == "go_to_jail":
                    assert text.startswith(f"You go straight to {board.names[10]} without "
                                           f"passing {board.names[0]};")
                if card.effect.type == "pay_each_player":
                    assert text.startswith("Two players get $")


def test_no_hint_for_a_player_the_game_does_not_wait_on() -> None:
    g = new_game(4)
    land(g, 1, 2)
    assert said(g, 1) == ""
    g.apply(DeclineBuy(0))
    assert said(g, 0) == ""  # the auction asks P1 first


def _boutique_hints(seeds: int) -> dict[str, list[str]]:
    """Hints for every decision of a few medium games in the Boutique edition, by kind."""
    look = theme("boutique")
    out: dict[str, list[str]] = {}
    for seed in range(seeds):
        g = Game.new(["Ann", "Bob", "Cy"], edition=look.edition_spec(), seed=seed)
        words = Words(look, g)
        ais = [make_controller("medium", i) for i in range(3)]
        rng = random.Random(seed)
        while not g.over and g.round < 150:
            p = g.to_move
            text = hint(g, p, words)
            if text:
                out.setdefault(type(g.pending).__name__, []).append(text)
            action = ais[p].decide(g, p) or g.legal_actions(p)[0]
            if rng.random() < 0.1 and isinstance(g.pending, BuyChoice):
                action = DeclineBuy(p)  # now and then an auction
            for e in g.apply(action):
                if isinstance(e, CardDrawn):
                    out.setdefault("card", []).append(card_hint(g, e.player, e.deck, e.card, words))
    return out


def test_no_boutique_hint_uses_a_classic_word() -> None:
    hints = _boutique_hints(6)
    assert {"BuyChoice", "Auction", "Phase", "TaxChoice", "Debt", "card"} <= set(hints)
    every = [text for texts in hints.values() for text in texts]
    assert len(every) > 300
    assert any("boutique" in text for text in every)
    for text in every:
        assert not CLASSIC_WORDS.search(text), text


SAME_ODDS = re.compile(r"from (\d+)% to \1%")


def test_a_trade_that_hardly_moves_the_odds_says_so_in_plain_words() -> None:
    g = new_game(4)
    g.apply(ProposeTrade(1, TradeOffer(1, 0, give_cash=1)))
    text = said(g)
    assert "it hardly changes your chances of winning, which stay near " in text, text
    assert not SAME_ODDS.search(text), text
    lean = advise(g, 0, Words(theme(), g)).advice
    assert lean == ("decline" if "would not take it" in text else "accept")


def test_a_reason_whose_odds_do_not_move_is_said_plainly() -> None:
    said_ = plain_odds("Declined: it would hardly raise my odds of winning from 19% to 19%.")
    assert said_ == ("Declined: it would hardly raise my odds of winning by less than a point, "
                     "near 19%.")
    assert plain_odds("my odds go from 19% to 21%") == "my odds go from 19% to 21%"


def test_no_hint_says_the_odds_go_from_a_figure_to_the_same_figure() -> None:
    for texts in _boutique_hints(3).values():
        for text in texts:
            assert not SAME_ODDS.search(text), text


def _advice_on(g: Game, offer: TradeOffer) -> Hint | None:
    """The hint its partner gets on ``offer``, made in a copy of ``g``; None if it is illegal."""
    h = g.clone()
    try:
        h.apply(ProposeTrade(offer.proposer, offer))
    except IllegalAction:
        return None
    return advise(h, offer.partner, Words(theme(), h), guard=None)  # the same on any machine


def test_a_trade_hint_never_advises_taking_what_lowers_your_chances() -> None:
    """Medium may take a trade that costs its partner more than itself; a hint never tells a
    person to take one that lowers his own chance: it leaves the choice to him, saying both."""
    rng = random.Random(5)
    seen = 0
    for _ in range(12):
        g = new_game(4)
        spaces = deal(g, rng)
        for proposer in (1, 2, 3):
            mine = [s for s in spaces[:16] if g.owner[s] == 0]
            theirs = [s for s in spaces[:16] if g.owner[s] == proposer]
            for give_lot, take_lot, cash in ((rng.choice(theirs), rng.choice(mine), 0),
                                             (rng.choice(theirs), None, rng.randrange(0, 400, 50)),
                                             (None, rng.choice(mine), rng.randrange(0, 400, 50))):
                offer = TradeOffer(proposer, 0, give=(give_lot,) if give_lot is not None else (),
                                   take=(take_lot,) if take_lot is not None else (),
                                   give_cash=cash if take_lot is not None else 0,
                                   take_cash=cash if take_lot is None else 0)
                advice = _advice_on(g, offer)
                if advice is None:
                    continue
                seen += 1
                moved = re.search(r"your odds of winning go from ([\d.]+)% to ([\d.]+)%",
                                  advice.text)
                if moved is not None:
                    assert moved[1] != moved[2], advice.text
                if advice.advice == "accept" and moved is not None:
                    assert float(moved[2]) >= float(moved[1]), advice.text
                # declined for a fall the chance shown cannot see is declined for no clear gain
                assert "lowers your chances by less than a point" not in advice.text
                if advice.advice == "accept" and "played on" in advice.text:
                    # taken for what playing on shows, which it says
                    assert "taking it raises your chances by" in advice.text, advice.text
                elif advice.advice == "accept" and "hardly changes your" in advice.text:
                    # what makes it worth taking is said: the partner's fall
                    assert re.search(r", while .*'s odds of winning go from", advice.text), \
                        advice.text
                if "close call" in advice.text:
                    assert advice.advice is None
    assert seen > 50


def test_a_trade_hint_that_advises_taking_a_small_gain_says_what_makes_it_worth_it() -> None:
    """A lot sold for a little cash to a leader short of it: the seller's odds hardly move, but
    the buyer's fall, and medium takes it for that; the hint says so, not only that the
    seller's odds hardly move."""
    rng = random.Random(7)
    taken = 0
    for _ in range(60):
        n = rng.choice((2, 3, 4))
        g = new_game(n)
        spaces = list(g.board.properties)
        rng.shuffle(spaces)
        held = spaces[:rng.randrange(8, 24)]
        for i, s in enumerate(held):
            give(g, i % n, s)
        for p in range(n):
            g.cash[p] = rng.randrange(20, 1500)
        mine = [s for s in held if g.owner[s] == 0]
        for proposer in range(1, n):
            for _ in range(4):
                offer = TradeOffer(proposer, 0, take=(rng.choice(mine),),
                                   give_cash=rng.choice((1, 10, 25, 40, 60, 100)))
                advice = _advice_on(g, offer)
                if advice is None:
                    continue
                assert not re.search(r"from ([\d.]+)% to \1%", advice.text), advice.text
                stake = weigh(valuer_for(g), g, 0, offer).stake
                if advice.advice == "accept" and "played on" in advice.text:
                    # taken for what playing on shows, which it says
                    assert "taking it raises your chances by" in advice.text, advice.text
                elif advice.advice == "accept" and stake.after < stake.before + MARGIN:
                    assert re.search(r", while P\d's odds of winning go from (\d+)% to "
                                     r"(\d+)%", advice.text), advice.text
                    taken += 1
    assert taken


def test_a_trade_hint_plays_an_offer_on_where_the_estimate_would_take_it() -> None:
    """A duel between Ann and Bob, as a hard player reached it: Bob, with Park Place and
    Boardwalk at three houses, offers Ann the last brown lot for $40 of her last $254. The
    estimate raises her odds a point, and medium would take it; played on, the $40 counts for
    more in her purse. The hint advises declining with the look-ahead's figure alone, the
    estimate's rise said only as the reason, with no figure pointing the other way; a hard
    player in her seat would not take it either."""
    g = new_game(2, first=1)
    give(g, 0, 1, 6, 12, 15, *ORANGE, 21, 28, 35)
    give(g, 1, 3, 5, 11, 23, 26, 29, 32, 37, 39)
    build(g, 2, *ORANGE)
    build(g, 3, 37, 39)
    mortgage(g, 6, 12, 15, 21, 28, 35, 5, 11, 23, 26, 29, 32)
    g.cash[:] = [254, 258]
    g.pos[:] = [1, 12]
    offer = TradeOffer(1, 0, give=(BROWN[1],), take_cash=40)
    assert trades.judge(valuer_for(g), g, 0, offer)[0]  # medium would take it
    advice = _advice_on(g, offer)
    assert advice is not None and advice.advice == "decline", advice
    moved = re.search(r"^A careful player would decline: on the position now it looks like a "
                      r"gain, but played on over the coming turns, taking it lowers your "
                      r"chances by (\d+) points?\.$", advice.text)
    assert moved is not None, advice.text
    # one figure, one direction: no odds "from 13% to 14%" beside the fall
    assert "%" not in advice.text and "raise" not in advice.text
    # the look-ahead's fall, carried onto the 13% the hint shows (stakes.carried), is less
    shown = points(trades.judge(valuer_for(g), g, 0, offer)[2].stake.before)
    assert 1 <= int(moved[1]) < shown
    h = g.clone()
    h.apply(ProposeTrade(1, offer))
    assert HardController(guard=None).weigh_answer(h, 0)[0] is False


def test_what_playing_on_shows_is_said_on_the_chance_shown() -> None:
    # a look-ahead's fall from 45% to 37%, beside a chance shown at 13%, is a fall of 3 points
    assert played_on(0.13, 0.45, 0.37, False) == "lowers your chances by 3 points"
    # beside 2% it is less than a point: no reason to decline, only no clear gain
    assert played_on(0.02, 0.45, 0.44, False) == "shows no clear gain"
    assert played_on(0.02, 0.45, 0.46, False) == "shows no clear gain"
    assert played_on(0.02, 0.45, 0.46, True) == "raises your chances by less than a point"
    # where the two chances agree, the move is the look-ahead's own odds ratio: 50% to 69%
    assert played_on(0.50, 0.40, 0.60, True) == "raises your chances by 19 points"


def test_where_the_look_ahead_decides_the_hint_gives_one_figure_and_one_direction() -> None:
    falls = played_on(0.13, 0.45, 0.37, False)
    assert looked_ahead(0.02, False, falls) == ("on the position now it looks like a gain, but "
                                                "played on over the coming turns, taking it "
                                                "lowers your chances by 3 points")
    rises = played_on(0.50, 0.40, 0.60, True)
    assert looked_ahead(0.001, True, rises) == ("on the position now it hardly changes your "
                                                "chances, but played on over the coming turns, "
                                                "taking it raises your chances by 19 points")
    assert looked_ahead(0.001, False, "shows no clear gain") == (
        "on the position now it hardly changes your chances, and played on over the coming "
        "turns, taking it shows no clear gain")
    # where the two agree, the figure the advice follows is enough
    assert looked_ahead(0.02, True, rises) == ("played on over the coming turns, taking it "
                                               "raises your chances by 19 points")

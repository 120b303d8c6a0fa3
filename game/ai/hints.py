"""Hints: one short line for a decision a person faces, saying what it means for him now.

Every figure comes from the engine's state and the medium player's judgements (what a deed
is worth to him, the cash worth keeping for rents, the least damaging way to raise money),
never from a second copy of the rules; every word comes from the edition's ``Voice``. An offer
to answer is also played out, as the hard player weighs one: a rival may pick his offers for
what that judgement misses, and the hint's advice must not be his to steer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, Protocol

from game.engine import (Auction, Build, BuyChoice, Debt, DeclareBankruptcy, Game, MortgageChoice,
                         Mortgage, PayDebt, PayJailFine, Phase, PlaceBuilding, SellBuilding,
                         SellHotels, ShortageCall, TaxChoice, TradeAnswer, Unmortgage,
                         UseJailCard)
from game.engine.decisions import Decision
from game.engine.edition import (Collect, CollectFromEachPlayer, GetOutOfJailFree, GoToJail,
                                 MoveBack, MoveTo, MoveToNearest, Pay, PayEachPlayer, Repairs,
                                 SpaceKind)
from game.engine.tables import percent

from . import trades
from .hard import GUARD, HardController, by_points
from .medium import (best_build_gain, best_place, bid_limit, buildings_wanted, least_damaging,
                     lifts_mortgage, mortgage_to_buy, stays_in_jail)
from .stakes import carried, percent as as_percent, points
from .valuation import Valuer, valuer_for

COUNTS = ("no", "one", "two", "three", "four")

Advice = Literal["accept", "decline"]


@dataclass(frozen=True)
class Hint:
    """A hint's line and the way it leans, so that a dialog never steers the other way:
    "accept" (take the offer, bid, pay, lift), "decline" (refuse, pass, stay), None (no advice)."""

    text: str = ""
    advice: Advice | None = None


class Voice(Protocol):
    """The edition's words: how a hint names money, players, spaces, groups and buildings."""

    def money(self, amount: int) -> str: ...

    def player(self, who: int) -> str: ...

    def space(self, s: int) -> str: ...

    def group(self, s: int) -> str: ...

    def kind(self, s: int, plural: bool = False) -> str: ...

    def building(self, kind: str, count: int = 1) -> str: ...

    def jail(self) -> str: ...


def hint(g: Game, p: int, voice: Voice) -> str:
    """The hint's line for what ``g`` waits on from ``p``, an offer played on in full: the same
    line on any machine, however busy."""
    return advise(g, p, voice, None).text


def advise(g: Game, p: int, voice: Voice, guard: float | None = GUARD) -> Hint:
    """The hint for what ``g`` waits on from ``p`` (empty when it waits on nobody's choice, or
    on an ordinary turn, which needs none). An offer is played on as the hard player does in
    play: ``guard`` stops it at that multiple of its budget (None: its work in full, the same
    on any machine)."""
    if g.over or g.to_move != p:
        return Hint()
    v = valuer_for(g)
    pending = g.pending
    if isinstance(pending, Phase):
        if pending is Phase.PRE_ROLL and g.current == p and g.in_jail[p]:
            return jail_hint(g, p, v, voice)
        return Hint()
    return decision_hint(g, pending, v, voice, guard)


def decision_hint(g: Game, d: Decision, v: Valuer, voice: Voice,
                  guard: float | None = GUARD) -> Hint:
    if isinstance(d, BuyChoice):
        return buy_hint(g, d, v, voice)
    if isinstance(d, Auction):
        return auction_hint(g, d, v, voice)
    if isinstance(d, TaxChoice):
        return tax_hint(g, d, voice)
    if isinstance(d, Debt):
        return debt_hint(g, d, v, voice)
    if isinstance(d, MortgageChoice):
        return mortgage_hint(g, d, v, voice)
    if isinstance(d, TradeAnswer):
        return trade_hint(g, d, v, voice, guard)
    if isinstance(d, ShortageCall):
        return shortage_hint(g, d, v, voice)
    if isinstance(d, PlaceBuilding):
        return place_hint(g, d, v, voice)
    return Hint()


# -- buying and auctions --------------------------------------------------------------------------

def _set_line(g: Game, p: int, s: int, v: Valuer, voice: Voice, verb: str) -> str:
    """What getting ``s`` does for ``p``'s sets: 'Buying it completes your Orange group ...'."""
    b = g.board
    members = b.group_members[s]
    held = sum(1 for m in members if g.owner[m] == p) + 1
    kind = b.kind[s]
    if kind is SpaceKind.RAILROAD:
        return (f"{verb} gives you {held} of {len(members)} {voice.kind(s, True)}: each earns "
                f"{voice.money(b.railroad_rents[held - 1])} rent.")
    if kind is SpaceKind.UTILITY:
        return (f"{verb} gives you {held} of {len(members)} {voice.kind(s, True)}: rent is "
                f"{b.utility_multipliers[held - 1]} × the dice.")
    if v.completes(g, p, s):
        return (f"{verb} completes your {voice.group(s)} group: its rent doubles and you may "
                f"build {voice.building('house', 2)}.")
    blocker = v.blocks(g, p, s)
    if blocker >= 0:
        return (f"{voice.player(blocker)} holds the rest of the {voice.group(s)} group: "
                f"{verb.lower()} keeps it from {voice.player(blocker)}.")
    if held > 1:
        return f"{verb} gives you {held} of {len(members)} {voice.group(s)} {voice.kind(s, True)}."
    return ""


def buy_hint(g: Game, d: BuyChoice, v: Valuer, voice: Voice) -> Hint:
    p, s = d.player, d.space
    price, cash = g.board.price[s], g.cash[p]
    sets = _set_line(g, p, s, v, voice, "Buying it")
    left, reserve = cash - price, v.reserve(g, p)
    lean: Advice | None = "accept"  # as medium buys: whatever it can pay for
    if left < 0:
        if mortgage_to_buy(g, p, v, s) is not None:
            money = (f"Mortgaging some of your other deeds would raise the {voice.money(-left)} "
                     "you lack: a careful player raises it and buys.")
        elif v.liquidation(g, p, cash, g.props[p]) >= price:
            money, lean = f"Mortgaging could raise the {voice.money(-left)} you lack.", None
        else:
            money, lean = (f"Even mortgaging all you hold would not raise the "
                           f"{voice.money(-left)} you lack."), "decline"
    elif left < reserve:
        money = (f"It would leave you {voice.money(left)}, under the {voice.money(reserve)} "
                 "worth keeping for rents. A careful player buys it all the same: left to "
                 "auction, it goes to a rival for about its price.")
    else:
        money = f"You can afford it and keep {voice.money(left)}."
    return Hint(_join(sets, money), lean)


def auction_hint(g: Game, d: Auction, v: Valuer, voice: Voice) -> Hint:
    p, s = d.player, d.space
    least = d.minimum(g.t.auction_increment)
    limit = bid_limit(g, p, v, d)
    lean: Advice = "accept" if limit >= least else "decline"
    advice = (f"With your cash, a careful player bids up to about {voice.money(limit)}."
              if lean == "accept" else
              "It is worth less than the lowest bid to you now: a careful player passes.")
    if d.kind != "property":
        gain = round(best_build_gain(g, p, v))
        return Hint(_join(f"One more {voice.building(d.kind)} earns you about "
                          f"{voice.money(gain)} a round on your best lot.", advice), lean)
    price = g.board.price[s]
    bid = d.high if d.leader >= 0 else least
    what = "The high bid" if d.leader >= 0 else "The lowest bid"
    if bid < price:
        against = f"{what} is {voice.money(price - bid)} below the printed price."
    elif bid == price:
        against = f"{what} is the printed price."
    else:
        against = f"{what} is {voice.money(bid - price)} over the printed price."
    return Hint(_join(against, _set_line(g, p, s, v, voice, "Winning it"), advice), lean)


# -- Jail and taxes -------------------------------------------------------------------------------

def jail_hint(g: Game, p: int, v: Valuer, voice: Voice) -> Hint:
    """"accept": get out now (pay or play the card); "decline": stay and roll."""
    left = g.rules.jail_max_turns - g.jail_tries[p]
    fine = voice.money(g.edition.jail_fine)
    if left > 1:
        tries = (f"{_count(left).capitalize()} tries left to roll doubles, counting this one; "
                 f"after the last miss you pay {fine} and move.")
    else:
        tries = f"Last try: miss the doubles and you pay {fine} and move."
    per_turn, _ = v.danger(g, p)
    if stays_in_jail(g, p, v):
        why = (f"Staying in is shelter now: rents on the board cost about "
               f"{voice.money(round(per_turn))} a turn.")
        return Hint(_join(tries, why), "decline")
    unowned = sum(1 for s in g.board.properties if g.owner[s] < 0)
    for_sale = "One deed is" if unowned == 1 else f"{unowned} deeds are"
    why = f"{for_sale} still for sale: getting out early lets you buy." if unowned else ""
    if why and g.held[p]:
        why += " Your card gets you out for free."
    acts = g.legal_actions(p)
    out = why and (PayJailFine(p) in acts or UseJailCard(p) in acts)
    return Hint(_join(tries, why), "accept" if out else None)


def tax_hint(g: Game, d: TaxChoice, voice: Voice) -> Hint:
    """Which way is cheaper, without adding up the player's worth (the rules forbid it):
    "accept" the printed amount when the cash alone shows the percent is dearer; "decline"
    it for the percent when he owns nothing but his cash, and so has nothing to add up."""
    p, s = d.player, d.space
    flat, pct = g.t.tax_amount[s], g.t.tax_percent[s]
    if pct is None:
        return Hint()
    even = flat * 100 // pct
    cash = g.cash[p]
    if percent(cash, pct) >= flat:
        return Hint(f"Your cash alone is {voice.money(cash)}: {pct}% of all you own is more "
                    f"than {voice.money(flat)}.", "accept")
    if not g.props[p]:
        return Hint(f"All you own is your cash, {voice.money(cash)}: {pct}% of it is "
                    f"{voice.money(percent(cash, pct))}, less than {voice.money(flat)}.",
                    "decline")
    return Hint(f"{pct}% is cheaper only if all you own is worth under {voice.money(even)}; "
                f"your cash alone is {voice.money(cash)}.")


# -- money owed -----------------------------------------------------------------------------------

def debt_hint(g: Game, d: Debt, v: Valuer, voice: Voice) -> Hint:
    return Hint(_debt_line(g, d, v, voice))


def _debt_line(g: Game, d: Debt, v: Valuer, voice: Voice) -> str:
    p = d.player
    acts = g.legal_actions(p)
    if PayDebt(p) in acts:
        return f"You have the cash: paying leaves you {voice.money(g.cash[p] - d.amount)}."
    if DeclareBankruptcy(p) in acts:
        raised = v.liquidation(g, p, g.cash[p], g.props[p])
        return (f"All you hold would raise {voice.money(raised)} of the "
                f"{voice.money(d.amount)}: going bankrupt hands everything to "
                f"{voice.player(d.creditor)}.")
    best = least_damaging(g, p, v, acts)
    if isinstance(best, Mortgage):
        return (f"Least harm first: mortgaging {voice.space(best.space)} raises "
                f"{voice.money(g.board.mortgage[best.space])} and costs the least rent.")
    if isinstance(best, (SellBuilding, SellHotels)):
        what = "hotel" if g.level[best.space] == g.hotel_level else "house"
        return (f"Least harm first: selling a {voice.building(what)} on "
                f"{voice.space(best.space)} costs the least rent.")
    return ""


def mortgage_hint(g: Game, d: MortgageChoice, v: Valuer, voice: Voice) -> Hint:
    """"accept": lift the mortgage now; "decline": keep it mortgaged."""
    p, s = d.player, d.space
    lift, cash = g.t.lift_cost[s], g.cash[p]
    idle = f"While it stays mortgaged, {voice.space(s)} earns no rent."
    if lifts_mortgage(g, p, v, s):
        return Hint(_join(f"Lifting now leaves you {voice.money(cash - lift)}, enough to meet "
                          "the rents on the board.", idle), "accept")
    if Unmortgage(p, s) not in g.legal_actions(p):
        return Hint(_join(idle, f"Lift it once you can spare {voice.money(lift)}."))
    return Hint(f"Lifting would leave you {voice.money(cash - lift)}, under the "
                f"{voice.money(v.reserve(g, p))} worth keeping for rents: a careful player "
                "keeps it.", "decline")


# -- trades and buildings -----------------------------------------------------------------------

def played_on(shown: float, declined: float, accepted: float, takes: bool) -> str:
    """What taking an offer does by the look-ahead (its chances after ``declined`` and after
    ``accepted``), carried onto the chance ``shown``: "raises your chances by 3 points" where
    it ``takes`` the offer; where it does not, the fall, if the chance shown falls a point or
    more, else no clear gain (a fall it cannot show is no reason to decline)."""
    if takes:
        return f"raises your chances {by_points(shown, declined, accepted)}"
    if points(carried(shown, declined, accepted)) < points(shown):
        return f"lowers your chances {by_points(shown, declined, accepted)}"
    return "shows no clear gain"


def looked_ahead(rise: float, takes: bool, moves: str) -> str:
    """The advice's one figure where the look-ahead decides (see played_on: ``moves``), the
    estimate's ``rise`` of the chance now said only as the reason the look-ahead was asked,
    with no figure of its own: two figures pointing two ways read as a contradiction."""
    ahead = f"played on over the coming turns, taking it {moves}"
    gain = rise >= trades.MARGIN
    if gain and takes:
        return ahead  # the two agree: the figure the advice follows is enough
    now = ("on the position now it looks like a gain" if gain
           else "on the position now it hardly changes your chances")
    return f"{now}, {'but' if gain != takes else 'and'} {ahead}"


def trade_hint(g: Game, d: TradeAnswer, v: Valuer, voice: Voice,
               guard: float | None = GUARD) -> Hint:
    """"accept" when a careful player would take the offer, else "decline": by the estimate,
    and where the estimate does not fall, by playing the offer on (see
    HardController.weigh_answer), which decides where the two disagree."""
    p, o = d.player, d.offer
    ok, _, w = trades.judge(v, g, p, o)
    theirs = ""
    if w.partner_completes:
        firsts = [v.board.members[gi][0] for gi in w.partner_completes]
        names = " and ".join(voice.group(s) for s in firsts)
        groups = "groups" if len(firsts) > 1 else "group"
        streets = [s for s in firsts if v.t.is_street[s]]
        if len(streets) == len(firsts):
            then = f"expect {voice.building('house', 2)} there"
        elif streets:  # buildings go only on streets; the others earn their top rent at once
            then = (f"expect {voice.building('house', 2)} on "
                    f"{' and '.join(voice.group(s) for s in streets)}")
        else:
            then = (f"no buildings go there, but {'their' if len(firsts) > 1 else 'its'} "
                    "rents are now the highest on the card")
        theirs = f"It completes {voice.player(o.proposer)}'s {names} {groups}: {then}."
    s = w.stake
    yours = odds_move("your", s.before, s.after)
    partner = odds_move(f"{voice.player(o.proposer)}'s", s.partner_before, s.partner_after)
    small = s.after < s.before + trades.MARGIN  # too little for me to take it for that alone
    partner_falls = (as_percent(s.partner_after) != as_percent(s.partner_before)
                     and s.partner_after < s.partner_before)
    close = ok and (points(s.after) < points(s.before) or (small and not partner_falls))
    if w.payable and s.after >= s.before:
        # played on, as hard weighs an offer: taken only if that clearly beats declining
        takes, declined, accepted = HardController(guard=guard).weigh_answer(g, p)
        if takes != ok or close:
            way: Advice = "accept" if takes else "decline"
            moves = played_on(s.before, declined, accepted, takes)
            return Hint(_join(theirs, f"A careful player would {way}: "
                                      f"{looked_ahead(s.after - s.before, takes, moves)}."), way)
    if close:
        # taken for what it costs the partner, or for a fraction of a point: no advice
        return Hint(_join(theirs, f"It is a close call: {yours}, "
                                  f"{'but' if partner_falls else 'and'} {partner}."))
    if not w.payable:
        worth = f"after it you could not pay the {voice.money(w.owed)} you owe"
    elif ok and small:
        worth = f"{yours}, while {partner}"  # what makes it worth taking
    elif ok or small:
        worth = yours
        if not ok and as_percent(s.after) != as_percent(s.before) and s.after > s.before:
            worth += ", too small a rise to be worth a trade"  # "from 2% to 3%" reads as a gain
    else:
        worth = f"{yours}, but {partner}"
    verdict = (f"A careful player would {'accept' if ok else 'not take it as it stands'}: "
               f"{worth}.")
    return Hint(_join(theirs, verdict), "accept" if ok else "decline")


def odds_move(whose: str, before: float, after: float) -> str:
    """How a chance of winning moves, in words: never 'from 31% to 31%'; a move of half a
    point or more (what a trade must do to be taken) that whole percents hide is given in
    tenths: 'from 1.6% to 2.3%'."""
    if as_percent(before) == as_percent(after):
        if abs(after - before) < trades.MARGIN:
            return (f"it hardly changes {whose} chances of winning, which stay near "
                    f"{as_percent(after)}")
        return f"{whose} odds of winning go from {100 * before:.1f}% to {100 * after:.1f}%"
    return f"{whose} odds of winning go from {as_percent(before)} to {as_percent(after)}"


SAME_ODDS = re.compile(r"from (\d+)% to \1%")


def plain_odds(text: str) -> str:
    """A reason whose odds do not move once rounded, said plainly ('from 19% to 19%' becomes
    'by less than a point, near 19%')."""
    return SAME_ODDS.sub(r"by less than a point, near \1%", text)


def shortage_hint(g: Game, d: ShortageCall, v: Valuer, voice: Voice) -> Hint:
    """"accept": ask for buildings; "decline": ask for none."""
    p = d.player
    want = buildings_wanted(g, p, v, d)
    gain = round(best_build_gain(g, p, v))
    spare = g.cash[p] - v.reserve(g, p)
    many = voice.building(d.kind, 2)
    if gain <= 0:
        return Hint(f"More {many} would earn you nothing now: a careful player asks for none.",
                    "decline")
    if want == 0:
        return Hint(f"You have no cash to spare beyond the {voice.money(v.reserve(g, p))} worth "
                    "keeping for rents: a careful player asks for none.", "decline")
    return Hint(f"One more {voice.building(d.kind)} earns you about {voice.money(gain)} a round; "
                f"with {voice.money(spare)} to spare a careful player asks for {want}.", "accept")


def place_hint(g: Game, d: PlaceBuilding, v: Valuer, voice: Voice) -> Hint:
    best = best_place(g, d.player, v, g.legal_actions(d.player))
    if not isinstance(best, Build):
        return Hint()
    s = best.space
    gain = round(v.build_gain(g, d.player, s))
    return Hint(f"On {voice.space(s)} it earns most: about {voice.money(gain)} more a round.")


# -- cards ----------------------------------------------------------------------------------------

def card_hint(g: Game, p: int, deck: str, card_id: str, voice: Voice) -> str:
    """What a card just drawn by ``p`` did to him (the game as it stands after it)."""
    card = next((c for c in g.board.cards.get(deck, ()) if c.id == card_id), None)
    if card is None or not 0 <= p < g.n:
        return ""
    e = card.effect
    b = g.board
    others = sum(1 for q in g.active_players() if q != p)
    if isinstance(e, GetOutOfJailFree):
        return (f"Keep it to leave {voice.jail()} without paying, or sell it to another "
                "player in a trade.")
    if isinstance(e, Repairs):
        houses = sum(g.houses_on(s) for s in g.props[p])
        hotels = sum(1 for s in g.props[p] if g.has_hotel(s))
        cost = houses * e.per_house + hotels * e.per_hotel
        if not cost:
            return (f"You own no {voice.building('house', 2)} or "
                    f"{voice.building('hotel', 2)}: it costs you nothing.")
        held = [f"{k} {voice.building(kind, k)}" for kind, k in (("house", houses),
                                                                 ("hotel", hotels)) if k]
        return f"Your {' and '.join(held)} cost {voice.money(cost)}."
    if isinstance(e, GoToJail):
        go = voice.space(b.kind.index(SpaceKind.GO))
        return (f"You go straight to {voice.jail()} without passing {go}; next turn roll "
                f"doubles, or pay {voice.money(g.edition.jail_fine)}.")
    if isinstance(e, PayEachPlayer):
        return (f"{_count(others).capitalize()} players get {voice.money(e.amount)} each: "
                f"{voice.money(e.amount * others)} in all.")
    if isinstance(e, CollectFromEachPlayer):
        return (f"{_count(others).capitalize()} players pay you {voice.money(e.amount)} each: "
                f"{voice.money(e.amount * others)} in all.")
    if isinstance(e, (Collect, Pay)):
        return f"You have {voice.money(g.cash[p])} now."
    if isinstance(e, (MoveTo, MoveToNearest, MoveBack)):
        return _landed(g, p, voice)
    return ""


def _landed(g: Game, p: int, voice: Voice) -> str:
    s = g.pos[p]
    b = g.board
    if g.in_jail[p]:
        return f"You are in {voice.jail()}."
    if s not in b.properties:
        return f"You are on {voice.space(s)} now."
    owner = g.owner[s]
    if owner < 0:
        return f"{voice.space(s)} is for sale at {voice.money(b.price[s])}."
    if owner == p:
        return f"{voice.space(s)} is yours: no rent to pay."
    if g.mortgaged[s]:
        return f"{voice.space(s)} is mortgaged: no rent to pay."
    return f"{voice.space(s)} belongs to {voice.player(owner)}: rent is due."


def _count(n: int) -> str:
    return COUNTS[n] if 0 <= n < len(COUNTS) else str(n)


def _join(*parts: str) -> str:
    return " ".join(part for part in parts if part)

"""Trade judgement: what a trade does to the game, whether to take it, and which trades to offer.

A trade is judged by its effect on the game, not by printed prices: by the win-odds estimate
(see :mod:`stakes`) read on the position it leaves. A player takes it when it raises his
chance of winning by at least MARGIN more than a share of what it adds to his partner's
(:func:`rival_weight`): with more players at the table a deal that helps both against the
rest is worth doing, but not one that makes the partner the favourite for a crumb; between
the last two players whatever one gains the other loses, so they never trade. A trade that
hands a group to the partner alone is therefore taken only when what comes with it raises the
seller's chance too. Every price offered or asked is the least cash that passes.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Final

from game.engine import Board, Game, TradeAnswer, TradeOffer
from game.engine.trading import offer_problem

from .counters import believable, gift
from .stakes import Curve, Deal, Stake, least_cash, percent, with_cash
from .valuation import Valuer
from .weighing import Terms, Weighing, weigh

MARGIN: Final = 0.005  # the least a trade must do for a player (in chance of winning)
MIN_RIVAL_WEIGHT: Final = 0.25  # the least a partner's gain counts against mine, however many play
LOWBALL: Final = 1.25  # an opening offer: this much over the printed prices of the deeds wanted
NOBODY: Final[frozenset[int]] = frozenset()  # no partner (Partners): one set serves every look


def rival_weight(g: Game) -> float:
    """How much a partner's gain counts against mine: fully when only two players are left,
    and less the more rivals a trade helps us both against."""
    return max(MIN_RIVAL_WEIGHT, 1.0 / max(1, len(g.active_players()) - 1))


def takes(w: Weighing, weight: float) -> bool:
    """The rule both the judge and the proposer use: I could still pay what I owe, and the
    trade does enough for me by Terms.worth (its score, a set it completes for the partner
    counted at its worth to the game)."""
    return w.payable and w.worth(weight) >= MARGIN


def group_list(v: Valuer, groups: tuple[int, ...]) -> str:
    names = [v.board.group_names[gi] for gi in groups]
    return " and ".join(names) + (" groups" if len(names) > 1 else " group")


def _chances(s: Stake) -> str:
    return f"my odds of winning go from {percent(s.before)} to {percent(s.after)}"


def _accepted(v: Valuer, w: Weighing, s: Stake) -> str:
    """Why a trade is taken, in one sentence."""
    if w.completes and w.partner_completes:
        why = (f"it completes my {group_list(v, w.completes)} and your "
               f"{group_list(v, w.partner_completes)}, and {_chances(s)}")
    elif w.completes:
        why = f"it completes my {group_list(v, w.completes)}, and {_chances(s)}"
    elif w.partner_completes:
        why = (f"it pays me enough for the {group_list(v, w.partner_completes)} it gives you: "
               f"{_chances(s)}")
    else:
        why = _chances(s)
    return f"Accepted: {why}."


def declined_reason(v: Valuer, w: Weighing, s: Stake) -> str:
    """Why a trade that does too little for me is declined, in one sentence."""
    handed = (f"give you all of the {group_list(v, w.partner_completes)} and "
              if w.partner_completes else "")
    mine, yours = s.after - s.before, s.partner_after - s.partner_before
    if mine >= MARGIN:
        return (f"Declined: it would {handed}raise your odds of winning from "
                f"{percent(s.partner_before)} to {percent(s.partner_after)}, far more than "
                f"mine from {percent(s.before)} to {percent(s.after)}.")
    if mine >= 0 and yours <= 0:
        return f"Declined: it would {handed}do next to nothing for my odds of winning."
    verb = "lower" if s.after < s.before else "hardly raise"
    return (f"Declined: it would {handed}{verb} my odds of winning from {percent(s.before)} "
            f"to {percent(s.after)}.")


def judge(v: Valuer, g: Game, me: int, offer: TradeOffer) -> tuple[bool, str, Weighing]:
    """Whether ``me`` should accept ``offer``, with a one-sentence reason a player can read."""
    w = weigh(v, g, me, offer)
    problem = offer_problem(g, offer)
    if problem is not None:
        return False, f"Declined: the trade cannot be made now ({problem}).", w
    if not w.payable:
        return False, f"Declined: after it I could not pay the ${w.owed} I owe.", w
    s = w.stake
    weight = rival_weight(g)
    if w.worth(weight) >= MARGIN:
        return True, _accepted(v, w, s), w
    if s.score(weight) >= MARGIN:  # refused only for the worth of the set it completes
        return False, (f"Declined: it would give you all of the "
                       f"{group_list(v, w.partner_completes)} for less than it is worth once "
                       f"you build on it."), w
    return False, declined_reason(v, w, s), w


def least_taken(terms: Terms, weight: float, low: int, high: int) -> int | None:
    """The least cash to ``terms``' side (negative: the most he pays), from ``low`` to
    ``high`` in tens, with which he takes the trade (see takes); None if none."""
    payable = terms.least_payable()
    if payable is not None and payable > low:
        low = payable
    return least_cash(_Clears(terms, weight), low, high)


class _Clears(Curve):
    """How far a side's judgement of a trade clears MARGIN at each cash."""

    __slots__ = ("terms", "weight")

    def __init__(self, terms: Terms, weight: float) -> None:
        self.terms, self.weight = terms, weight

    def at(self, net: int) -> float:
        return self.terms.worth(net, self.weight) - MARGIN


def counter_offer(v: Valuer, g: Game, me: int, offer: TradeOffer,
                  w: Weighing | None = None, refused: int | None = None) -> TradeOffer | None:
    """The offer turned round with the least cash that makes it one ``me`` takes, if the
    other side could pay it and ``me``, judging from that side, would take it there too: no
    counter he would refuse himself, none that asks a price past belief (see
    counters.believable) and none to a gift (``w``: the offer weighed for ``me``, if that is
    done already); ``refused``: the cash ``me`` paid in an offer of the same deeds that the
    other side has refused, which a counter must better (never the same offer twice)."""
    if gift(offer):
        return None
    if w is None:
        w = weigh(v, g, me, offer)
    weight = rival_weight(g)
    o = w.offer
    high = g.cash[o.partner] if refused is None else min(g.cash[o.partner], -refused - 1)
    net = least_taken(w.terms, weight, max(w.net, -g.cash[me]), high)
    if net is None:
        return None
    counter = with_cash(o, net)
    if (counter == o or offer_problem(g, counter) is not None
            or not believable(g, counter) or not judge(v, g, o.partner, counter)[0]):
        return None
    return counter


def ownership_key(g: Game, v: Valuer, o: TradeOffer) -> tuple[object, ...]:
    """Identifies an offer's configuration: partner, properties, and the owners of their
    groups."""
    return _keyed(g, o.partner, o.give, o.take, _touched_lots(v, o.give, o.take))


def _touched_lots(v: Valuer, give: tuple[int, ...], take: tuple[int, ...]) -> tuple[int, ...]:
    """Every lot of the groups a trade of ``give`` for ``take`` touches, group by group."""
    b = v.board
    groups = sorted({b.group_of[s] for s in (*give, *take)})
    return tuple([s for gi in groups for s in b.members[gi]])


def _keyed(g: Game, partner: int, give: tuple[int, ...], take: tuple[int, ...],
           lots: tuple[int, ...]) -> tuple[object, ...]:
    """ownership_key, given the lots of the groups the trade touches (see _touched_lots)."""
    owner = g.owner
    return (partner, tuple(sorted(give)), tuple(sorted(take)), tuple([owner[s] for s in lots]))


def completing_lots(v: Valuer, g: Game, me: int, q: int) -> list[tuple[int, ...]]:
    """What ``me`` may add to an offer to ``q``: nothing first, then each of ``me``'s holdings
    that would complete one of ``q``'s street groups."""
    out: list[tuple[int, ...]] = [()]
    b, owner, level = v.board, g.owner, g.level
    for gi in v.t.street_groups:
        members = b.members[gi]
        mine = 0
        theirs = True  # every lot is mine or his
        built = False
        for s in members:
            o = owner[s]
            if o == me:
                mine += 1
            elif o != q:
                theirs = False
                break
            if level[s]:
                built = True
        if theirs and 0 < mine < len(members) and not built:
            out.append(tuple([s for s in members if owner[s] == me]))
    return out


def wanted_lots(v: Valuer, g: Game, me: int) -> list[tuple[int, tuple[int, ...], bool]]:
    """Lots ``me`` would like, by owner: (owner, his lots of one of my groups, whether they
    complete the group). Lots of a group split among several rivals gather it first."""
    b, owner, level = v.board, g.owner, g.level
    out: list[tuple[int, tuple[int, ...], bool]] = []
    for gi in v.t.street_groups:
        members = b.members[gi]
        mine = 0
        built = False
        for s in members:
            if owner[s] == me:
                mine += 1
            if level[s]:
                built = True
        if not mine or mine == len(members) or built:
            continue
        holders = sorted({owner[s] for s in members if owner[s] != me})
        if holders[0] < 0:
            continue  # the Bank still has a lot of it: land on it instead
        for q in holders:
            if g.active[q]:
                out.append((q, tuple([s for s in members if owner[s] == q]), len(holders) == 1))
    return out


def _face(v: Valuer, spaces: tuple[int, ...]) -> int:
    return sum(v.board.price[s] for s in spaces)


def _opening(v: Valuer, base: TradeOffer) -> int:
    """An opening bid: a quarter over the printed prices of the deeds wanted, less those of
    the deeds given."""
    return int(-(-(LOWBALL * _face(v, base.take) - _face(v, base.give)) // 10) * 10)


def _rungs(v: Valuer, base: TradeOffer, fair: int, tries: int) -> list[int]:
    """The cash a proposer offers (to the partner; negative: asks of him) on each try at one
    configuration: with three tries, an opening bid at a quarter over the printed prices,
    halfway, then what he judges fair; with one, the fair price at once. Each try is better
    for the partner than the last."""
    opening = _opening(v, base)
    if opening >= fair or tries < 2:
        return [fair]
    if tries == 2:
        return [opening, fair]
    return [opening, (opening + fair) // 20 * 10, fair]


def partner_price(v: Valuer, g: Game, base: TradeOffer, weight: float) -> int | None:
    """The least cash (negative: the most he would pay) the partner of ``base`` takes it for,
    judging as I do, within what the proposer holds; None if no such price."""
    return Pricing(v, g, base, weight).partner_price()


class Pricing:
    """The search for the cash of an offer of ``base``'s deeds and cards, weighed from both
    sides on the same layout of the trade (laid out when first weighed: a pricing that can
    find nothing weighs nothing)."""

    __slots__ = ("v", "g", "base", "weight", "_mine", "_theirs", "hopeful")

    def __init__(self, v: Valuer, g: Game, base: TradeOffer, weight: float) -> None:
        self.v, self.g, self.base, self.weight = v, g, base, weight
        self._mine: Terms | None = None
        self._theirs: Terms | None = None
        self.hopeful = False  # priced an offer he should refuse, judging him as I judge me

    @property
    def mine(self) -> Terms:
        """The trade as the proposer judges it."""
        mine = self._mine
        return mine if mine is not None else self._lay_out()[0]

    @property
    def theirs(self) -> Terms:
        """The trade as the partner judges it, by the proposer's judgement."""
        theirs = self._theirs
        return theirs if theirs is not None else self._lay_out()[1]

    def _lay_out(self) -> tuple[Terms, Terms]:
        v, g, base = self.v, self.g, self.base
        deal = Deal(v, g, base)
        mine = self._mine = Terms(v, g, base.proposer, base, deal)
        # the partner judged as a plain player judges: the worth of a set to the game is
        # what I ask when I sell, not what I expect to be asked
        theirs = self._theirs = Terms(v, g, base.partner, base, deal, floored=False)
        return mine, theirs

    def partner_price(self, high: int | None = None) -> int | None:
        """See partner_price; ``high``: the most looked at (else all the proposer holds)."""
        g, base = self.g, self.base
        top = g.cash[base.proposer] if high is None else high
        return least_taken(self.theirs, self.weight, -g.cash[base.partner], top)

    def most(self) -> int | None:
        """The most cash I would pay (negative: the least I would ask); None: no price suits
        me."""
        g, base = self.g, self.base
        # cash to me: at most all of mine from me, at most all of his to me
        least = least_taken(self.mine, self.weight, -g.cash[base.proposer], g.cash[base.partner])
        return None if least is None else -least

    def zero_sum(self) -> bool:
        """Whether the partner's gain counts fully against mine (between the last two
        players): then no price he takes is one I take, and the search for his is not made.

        Proof: with a weight of exactly 1.0 his score at any price is mine negated to the
        last bit, since both are read from the same pair of chances (Deal.pair at the same
        cash) and are the same two differences subtracted the other way round (Terms.score;
        rounding is symmetric, and times 1.0 is exact). His worth is his score (he is judged
        unfloored) and mine is at most my score (Terms.worth). So where his worth clears
        MARGIN mine is at most -MARGIN: the fair price, if found, would be refused."""
        return self.weight == 1.0

    def hopeless(self, rung: int, tries: int, unmoving: bool) -> bool:
        """Whether ``priced`` finds no offer at the try after ``rung`` tries, known before
        anything is weighed: only the first try may be hopeful, and to a partner not
        ``unmoving``; a fair price suits me only if the judgement is not zero-sum (see
        zero_sum); and a try past the first is left only when the opening bid is below the
        fair price (_rungs), which is at most the proposer's cash in tens (least_cash)."""
        if not rung and not unmoving:
            return False
        if self.zero_sum():
            return True
        top = self.g.cash[self.base.proposer] // 10 * 10
        return rung > 0 and (tries < 2 or _opening(self.v, self.base) >= top)

    def priced(self, before: tuple[int, int] | None, tries: int,
               unmoving: bool = False) -> tuple[float, TradeOffer] | None:
        """The offer with the cash of the next try, if that suits me, and what it does for me
        (Terms.worth): ``before`` is (tries so far, cash offered at the last); ``unmoving``:
        the partner has shown he judges as I do, so no offer he should refuse."""
        g, base, weight = self.g, self.base, self.weight
        rung, floor = before if before is not None else (0, None)
        if self.hopeless(rung, tries, unmoving):
            return None
        # A rival judges as I do: what he would take is the last of the tries. If by that he
        # would take nothing I would pay, one offer at the most I would pay: he may see the
        # trade otherwise.
        fair = None if self.zero_sum() else self.partner_price()
        if fair is not None and self.mine.worth(-fair, weight) < MARGIN:
            fair = None
        self.hopeful = fair is None
        if fair is None:
            most = None if unmoving or rung else self.most()  # one such offer, no more
            if most is None:
                return None
            rungs = [most]
        else:
            rungs = _rungs(self.v, base, fair, tries)
        if rung >= len(rungs):
            return None
        paid = rungs[rung]
        if floor is not None and paid <= floor:
            paid = floor + 10  # never the same offer twice: a little better each time
        if paid > g.cash[base.proposer] or -paid > g.cash[base.partner]:
            return None
        mine = self.mine.at(-paid)
        if not takes(mine, weight) or offer_problem(g, mine.offer) is not None:
            return None
        return mine.worth(weight), mine.offer


class Tried:
    """The offers made in each configuration: how many, and the cash of the last. A series of
    tries, each better for the partner than the last, is forgotten ``rounds`` rounds after
    its latest offer: the configuration may then be offered again from the start."""

    __slots__ = ("made", "rounds")

    def __init__(self, rounds: int) -> None:
        # configuration -> (tries, last cash offered, round of the last offer)
        self.made: dict[tuple[object, ...], tuple[int, int, int]] = {}
        self.rounds = rounds

    def before(self, g: Game, key: tuple[object, ...]) -> tuple[int, int] | None:
        """(tries so far, cash offered at the last) in this configuration; None: untried."""
        hit = self.made.get(key)
        if hit is None or g.round >= hit[2] + self.rounds:
            return None
        return hit[0], hit[1]

    def this_round(self, g: Game, key: tuple[object, ...]) -> int | None:
        """The cash offered in this configuration this round, if an offer was made."""
        hit = self.made.get(key)
        return hit[1] if hit is not None and hit[2] == g.round else None

    def record(self, g: Game, key: tuple[object, ...], offer: TradeOffer) -> None:
        """Remember one more try at this configuration, and the cash it offered."""
        before = self.before(g, key)
        tries = 1 if before is None else before[0] + 1
        self.made[key] = (tries, offer.give_cash - offer.take_cash, g.round)


class Partners:
    """How each partner has taken my offers: when I last asked him, and how many offers in a
    row he has refused outright (no acceptance, no counter). One who has refused ``deaf``
    in a row is asked only every ``long_pause`` rounds, the others every ``pause`` rounds:
    a player who never trades is not pestered, and the search for offers to him is spared.
    Likewise one who has not taken ``unmoved`` offers in a row that, judging him as I judge
    myself, he should refuse (countered or not) gets no such offer for ``long_pause`` rounds:
    a player who judges as I do is not offered what he will not take, one who judges
    otherwise still may be. Unless ``rest_after_taken`` is turned off, the pause follows an
    offer he took as well."""

    __slots__ = ("asked", "refused", "waiting", "hopeful", "unmoved", "hoped", "pause", "deaf",
                 "long_pause", "unmoved_after", "rest_after_taken", "_changes", "_found")

    def __init__(self, pause: int, deaf: int, long_pause: int, unmoved: int) -> None:
        self.asked: dict[int, int] = {}  # partner -> round of my last offer to him
        self.refused: dict[int, int] = {}  # partner -> offers refused outright in a row
        self.unmoved: dict[int, int] = {}  # partner -> hopeful offers not taken in a row
        self.hoped: dict[int, int] = {}  # partner -> round of my last hopeful offer to him
        self.waiting: TradeOffer | None = None  # my last offer, until I see how it ended
        self.hopeful = False  # whether it is one he should refuse, judging as I do
        self.pause, self.deaf, self.long_pause = pause, deaf, long_pause
        self.unmoved_after = unmoved
        self.rest_after_taken = True  # whether an offer he took starts a pause too
        self._changes = 0  # offers made and settled so far
        # resting and unmoving as last found: the round and the changes they were found for
        self._found: tuple[int, int, frozenset[int], frozenset[int]] = (-1, -1, NOBODY, NOBODY)

    def offered(self, g: Game, offer: TradeOffer, hopeful: bool = False) -> None:
        self._changes += 1
        self.asked[offer.partner] = g.round
        if hopeful:
            self.hoped[offer.partner] = g.round
        self.waiting, self.hopeful = offer, hopeful

    def settle(self, g: Game) -> None:
        """See how the offer waiting ended: taken, countered, or refused outright."""
        o = self.waiting
        if o is None:
            return
        top = g.decisions[-1] if g.decisions else None
        if isinstance(top, TradeAnswer) and top.offer == o:
            return  # still waiting for his answer
        self._changes += 1
        q = o.partner
        countered = isinstance(top, TradeAnswer) and top.offer.proposer == q
        taken = (all(g.owner[s] == o.proposer for s in o.take)
                 and all(g.owner[s] == q for s in o.give))
        self.refused[q] = 0 if countered or taken else self.refused.get(q, 0) + 1
        if taken and not self.rest_after_taken:
            self.asked.pop(q, None)
        if self.hopeful:
            self.unmoved[q] = 0 if taken else self.unmoved.get(q, 0) + 1
        self.waiting = None

    def resting(self, g: Game) -> frozenset[int]:
        """The partners not to be asked this round."""
        return self._look(g)[2]

    def unmoving(self, g: Game) -> frozenset[int]:
        """The partners not to be made a hopeful offer this round."""
        return self._look(g)[3]

    def _look(self, g: Game) -> tuple[int, int, frozenset[int], frozenset[int]]:
        """The round, the changes, and resting and unmoving for them: found once for both,
        and again only when the round or an offer moves them."""
        found = self._found
        if found[0] == g.round and found[1] == self._changes:
            return found
        resting = [q for q, r in self.asked.items()
                   if g.round < r + (self.long_pause if self.refused.get(q, 0) >= self.deaf
                                     else self.pause)]
        unmoving = [q for q, n in self.unmoved.items()
                    if n >= self.unmoved_after and g.round < self.hoped[q] + self.long_pause]
        found = self._found = (g.round, self._changes,
                               frozenset(resting) if resting else NOBODY,
                               frozenset(unmoving) if unmoving else NOBODY)
        return found


class Fruitless:
    """Trade configurations that priced to no acceptable offer, remembered so that the search
    (the costly part of the medium AI's turn) skips them for ``rounds`` rounds, or until what
    sways their price most changes: the owners of their groups, a mortgage in them or the
    tries made (see :class:`Tried`). Purses and reserves drift every turn; the expiry lets
    them count again."""

    __slots__ = ("found", "rounds")
    LIMIT = 4096

    def __init__(self, rounds: int) -> None:
        self.found: dict[tuple[object, ...], int] = {}  # configuration -> round found fruitless
        self.rounds = rounds

    def skips(self, g: Game, key: tuple[object, ...]) -> bool:
        found = self.found.get(key)
        return found is not None and g.round < found + self.rounds

    def add(self, g: Game, key: tuple[object, ...]) -> None:
        if len(self.found) >= self.LIMIT:
            self.found.clear()
        self.found[key] = g.round


class Configuration:
    """A trade that would complete one of the proposer's street groups, before its cash; equal
    to another of the same fields (a plain class, not a dataclass, so that the compiled core
    builds it natively; never changed once made)."""

    __slots__ = ("base", "key", "lots")

    def __init__(self, base: TradeOffer, key: tuple[object, ...], lots: tuple[int, ...]) -> None:
        self.base = base  # the deeds each side hands over, no cash yet
        self.key = key  # its ownership_key
        self.lots = lots  # every lot of the groups it touches (their mortgages sway it)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Configuration) and self.base == other.base
                and self.key == other.key and self.lots == other.lots)


def configurations(v: Valuer, g: Game, me: int) -> list[Configuration]:
    """The trades that would complete one of ``me``'s street groups, with a swap or for cash.
    They follow from the owners of the groups he holds part of, and who is still in."""
    out: list[Configuration] = []
    group_of = v.board.group_of
    swaps: dict[int, list[tuple[int, ...]]] = {}
    for q, take, completes in wanted_lots(v, g, me):
        if not completes:
            # Gathering a lot of a group split among rivals never clears both sides' margins
            # when both judge alike (none of 20,000 such offers priced in self-play did), so
            # it is not priced: half the cost of the search saved.
            continue
        if q not in swaps:
            swaps[q] = completing_lots(v, g, me, q)
        wanted = group_of[take[0]]
        for give in swaps[q]:
            if not any(group_of[s] == wanted for s in give):
                out.append(_configuration(v, g, me, q, give, take))
    return out


# The configuration last made of each proposer, partner and deeds, with the board it was made
# on: the same deeds make the same offer and touch the same lots, and the configuration stands
# while the owners of those lots do. Emptied past a size no game reaches.
_made: dict[tuple[int, int, tuple[int, ...], tuple[int, ...]], tuple[Board, Configuration]] = {}
MADE_LIMIT: Final = 4096


def _configuration(v: Valuer, g: Game, me: int, q: int, give: tuple[int, ...],
                   take: tuple[int, ...]) -> Configuration:
    """The configuration of ``me`` giving ``give`` for ``q``'s ``take``, as owners stand."""
    made = (me, q, give, take)
    hit = _made.get(made)
    if hit is not None and hit[0] is v.board:
        c = hit[1]
        key = _keyed(g, q, give, take, c.lots)
        if key == c.key:
            return c
        c = Configuration(c.base, key, c.lots)
    else:
        lots = _touched_lots(v, give, take)
        c = Configuration(TradeOffer(me, q, give=give, take=take),
                          _keyed(g, q, give, take, lots), lots)
    if len(_made) >= MADE_LIMIT:
        _made.clear()
    _made[made] = (v.board, c)
    return c


def proposals(v: Valuer, g: Game, configs: list[Configuration], tried: Tried,
              resting: Container[int] = (), tries: int = 3,
              fruitless: Fruitless | None = None,
              unmoving: Container[int] = ()) -> list[tuple[float, TradeOffer, bool]]:
    """The offers at the cash of their next try among ``configs`` (see configurations), the
    best first, with what each does for the proposer (Terms.worth) and whether it is hopeful
    (see Pricing.priced); none to the ``resting`` partners, no hopeful one to the
    ``unmoving``. ``tried`` counts the offers already made in each configuration: at most
    ``tries`` of them, each better for the partner than the last, the last the one judged
    fair. ``fruitless`` skips configurations that found no offer, until their circumstances
    change."""
    weight = rival_weight(g)
    found: list[tuple[float, int, TradeOffer, bool]] = []
    for i, c in enumerate(configs):
        base = c.base
        if base.partner in resting:
            continue
        before = tried.before(g, c.key)
        if before is not None and before[0] >= tries:
            continue  # every try at this configuration is made
        key: tuple[object, ...] = (c.key, before, tuple([g.mortgaged[s] for s in c.lots]))
        if fruitless is not None and fruitless.skips(g, key):
            continue
        pricing = Pricing(v, g, base, weight)
        priced = pricing.priced(before, tries, base.partner in unmoving)
        if priced is not None:
            found.append((priced[0], i, priced[1], pricing.hopeful))
        elif fruitless is not None:
            fruitless.add(g, key)
    found.sort(key=lambda x: (-x[0], x[1]))
    return [(score, offer, hopeful) for score, _, offer, hopeful in found]

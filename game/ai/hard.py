"""The hard AI: the medium AI's heuristics, checked by look-ahead where a choice matters.

For trades, auctions, building, buying, leaving Jail and the route out of a debt, it lists a
few candidate choices (medium's answer always among them), plays each out on cloned games
(every seat played as medium plays, with the habits a rival has shown, :mod:`mimic`, for
three turns of each player still in, or ten between the last two) with their own dice (the
same dice for every candidate, so that luck cancels out of the comparison) and scores the
positions reached with the arithmetic of the win-odds prior of :mod:`odds` (worth plus
expected rent from the long-run landing odds of the rules in play), with three or more
players still in by constants fitted on its own games against medium players
(``odds.search_leaf``). It departs from medium's answer only when the
look-ahead says the other choice is better by more than its own noise. Other decisions take
medium's answer at once.

- Trades: an offer received is accepted (never one that lowers its chance by the estimate),
  declined, or countered (medium's counter, or the most the proposer would pay, judged as
  medium judges). It looks for offers to make on every turn, not only its own, as the rules
  allow; the offers it makes are those a rival would take, judging as medium does or as he
  has been seen to judge this game (medium's set-completing offers, the same deeds for the
  least cash he accepts, his railroads or utilities of a kind it holds too, for the least
  cash he accepts, sales of lots that complete his group, and the lots one rival holds of a
  group another rival would complete with them, bought to be sold on to him or kept from
  him); a sale may also ask for the buyer's deeds of groups it holds part of (one, or all),
  those he would mortgage to build the set it sells him (:mod:`hard_offers`); one seen to
  sell deeds at their printed prices is offered those, one who might is offered them once to
  find out (:mod:`rivals`). The few the prior likes best (among those that cost it at most
  SCREEN_LOSS) are played out, each with the sale that would follow it, against offering
  nothing. A partner who took its offer may be asked again at once; medium's pauses follow
  the others.
- Auctions: winning at a few prices around medium's limit against the keenest rival winning;
  it bids up to where the two cross.
- Building: how many of the houses medium's order lists to put up now (none, half, medium's
  count, all it can pay for), or mortgages to build more: of its deeds outside its complete
  groups, or of all but its best group, least rent lost per dollar first. It plans once a
  turn, whatever its cash: medium builds only from cash in hand.
- Debts: the rules allow bankruptcy only when nothing is left to sell or mortgage, so what it
  weighs is the route: medium's least damage per dollar, mortgages first, or sales first.

The time budget (a constructor parameter) is turned into a fixed amount of playout work at a
rate measured on the reference machine, so a seed always gives the same decisions; a guard
stops the look-ahead at ``guard`` times the budget after the decision was asked for, on a
slower or busier machine (the simulator turns it off to stay reproducible).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Final

from game.engine import (AcceptTrade, Action, Auction, Bid, Build, Buy, BuyChoice,
                         CounterTrade, Debt, DeclareBankruptcy, DeclineBuy, DeclineTrade, Game,
                         IllegalAction, Mortgage, PassBid, PayDebt, PayJailFine, Phase,
                         ProposeTrade, Roll, SellBuilding, SellHotels, TradeAnswer, TradeOffer,
                         UseJailCard)
from game.engine.actions import ROLLS
from game.engine.moves import first_of, seat_move
from game.engine.trading import offer_problem

from . import hard_offers, mimic, trades
from .counters import believable, gift
from .medium import (REOFFER_ROUNDS, SEARCH_ROUNDS, MediumController, bid_to, deed_limit,
                     mortgages_to_build)
from .odds import mix, prior, search_leaf
from .rivals import Rivals, cheap_ask
from .rollout import fresh_clone, playout
from .stakes import carried, points, with_cash
from .valuation import Valuer
from .weighing import Weighing, weigh

BUDGET_S: Final = 0.025  # default look-ahead budget per decision, in seconds
WORK_RATE: Final = 1_000_000  # units of playout work per second of the compiled core (the pure one
# does about a third as much) on the reference machine ...
PLAYOUT_WORK: Final = 40  # ... where one action of rollout's quick policy is a unit (one of
# medium's play in a playout costs mimic.WORK), and a playout's clone and score these
MAX_PLAYOUTS: Final = 400  # per candidate, however large the budget
GUARD: Final = 1.0  # the look-ahead stops at this multiple of the budget, whatever work is left
ROUNDS: Final = 3  # playout length: this many turns of each player still in the game, ...
DUEL_ROUNDS: Final = 10  # ... or this many when two are left: a duel turns on who makes his
# sets pay first, which shows over more turns; but longer playouts are fewer (see README)
MIN_PLAYOUTS: Final = 4  # per candidate, however small the budget
SIGMAS: Final = 1.0  # a candidate must beat medium's answer by this many standard errors ...
EDGE: Final = 0.002  # ... and by at least this much win chance
PROPOSALS: Final = 3  # trade offers looked at with playouts (after a quick static screen) ...
SCREEN_LOSS: Final = 0.10  # ... among those that cost its estimate no more than this: where
# the estimate misjudges a trade (a set it undervalues, cash it overvalues), playing on shows it

Script = Callable[[Game], None]


def _do(*actions: Action) -> Script:
    def run(c: Game) -> None:
        for a in actions:
            c.apply(a)
    return run


def _turn(p: int, *actions: Action) -> Script:
    """``actions``, then the dice if they leave ``p`` about to throw them: what he does
    before his throw is all in ``actions``, none of it left to the playout's policy (which
    would build with what ``actions`` left undone, and so blur the options)."""
    done = _do(*actions)

    def run(c: Game) -> None:
        done(c)
        if (not c.decisions and c.phase is Phase.PRE_ROLL and c.to_move == p
                and ROLLS[p] in c.legal_actions(p)):
            c.apply(ROLLS[p])
    return run


def _deal(*offers: TradeOffer) -> Script:
    """Each offer proposed and accepted, in turn."""
    return _do(*hard_offers.deal_actions(offers))


def _auction_to(space: int, winner: int, price: int) -> Script:
    """Play the auction on ``space`` out so that ``winner`` (-1: nobody) buys it at
    ``price`` (or the least bid the rules then allow); everyone else passes."""
    def run(c: Game) -> None:
        inc = c.t.auction_increment
        for _ in range(64):
            top = c.decisions[-1] if c.decisions else None
            if not isinstance(top, Auction) or top.space != space:
                return
            q = top.player
            if q == winner and top.leader != winner:
                amount = max(top.minimum(inc), price)
                c.apply(Bid(q, amount) if amount <= c.cash[q] else PassBid(q))
            else:
                c.apply(PassBid(q))
    return run


class HardController(MediumController):
    """Medium's play, with look-ahead by playouts on the decisions that matter."""

    def __init__(self, seed: int = 0, budget_s: float = BUDGET_S, guard: float | None = GUARD,
                 offer_tries: int = 3) -> None:
        super().__init__(seed, offer_tries)
        self.budget_s = budget_s
        self.guard = guard
        self.work = max(0, int(budget_s * WORK_RATE))  # playout work per decision
        self.looked_ahead = 0  # decisions settled by look-ahead (for benchmarks and tests)
        self.playouts = 0  # ... and the playouts they took, all options counted
        self._calls = 0
        self._plan_key: tuple[object, ...] = ()
        self._plan: list[Action] = []
        self._debt_plan: list[Action] = []
        self._auction: tuple[tuple[object, ...], int] = ((), 0)
        self._hard_tried = trades.Tried(REOFFER_ROUNDS)
        # a partner who took its offer may be asked again at once: its look-ahead makes only
        # the offers worth making, and one trade often opens the way to the next
        self._partners.rest_after_taken = False
        self._hard_looked: tuple[object, ...] = ()
        self.rivals = Rivals()  # what it has learned of each rival's trading this game
        self._probe: TradeOffer | None = None  # its offer at printed prices to find out
        self._last_means: list[float] = []
        self._asked = 0.0  # when the decision under way was asked for

    def decide(self, game: Game, player: int) -> Action | None:
        self._asked = time.perf_counter()
        try:
            return super().decide(game, player)
        finally:
            self._asked = 0.0

    # -- look-ahead ------------------------------------------------------------------------------

    def evaluate(self, g: Game, p: int, options: Sequence[Script]) -> list[list[float]]:
        """``p``'s win chance after each option, one score per playout; playout ``i`` of
        every option throws the same dice. An option that turns out illegal scores -1."""
        self._calls += 1
        self.looked_ahead += 1
        v = self.valuer(g)
        left = sum(1 for q in range(g.n) if g.active[q])
        turns = (DUEL_ROUNDS if left == 2 else ROUNDS) * left
        # the guard counts from when the decision was asked for: finding the options is part
        # of the wait
        start = self._asked or time.perf_counter()
        deadline = start + self.guard * self.budget_s if self.guard is not None else None
        scores: list[list[float]] = [[] for _ in options]
        seat_habits = mimic.habits(self.rivals.of(g), p)
        spent = 0.0
        for i in range(MAX_PLAYOUTS):
            if i >= MIN_PLAYOUTS and spent >= self.work:
                break
            if deadline is not None and i >= 2 and time.perf_counter() > deadline:
                break
            seed = mix(self.seed, self._calls, g.turn_no, i)
            for j, option in enumerate(options):
                c = fresh_clone(g, seed)
                spent += PLAYOUT_WORK
                try:
                    option(c)
                except IllegalAction:
                    scores[j].append(-1.0)
                    continue
                spent += mimic.WORK * playout(c, mimic.MediumPolicy(g.n, seat_habits, p),
                                                      turns)
                scores[j].append(search_leaf(c, v)[p])
                self.playouts += 1
        return scores

    def choose(self, g: Game, p: int, options: Sequence[Script], default: int = 0) -> int:
        """The option to take: ``default`` (medium's answer) unless another beats it clearly,
        by the paired differences of their playouts."""
        scores = self.evaluate(g, p, options)
        base = scores[default]
        best, best_gain = default, 0.0
        for j, s in enumerate(scores):
            if j == default:
                continue
            diffs = [a - b for a, b in zip(s, base)]
            n = len(diffs)
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
            if mean > max(EDGE, SIGMAS * (var / n) ** 0.5) and mean > best_gain:
                best, best_gain = j, mean
        self._last_means = [sum(s) / len(s) for s in scores]
        return best

    # -- buying --------------------------------------------------------------------------------

    def _buy(self, g: Game, p: int, v: Valuer, top: BuyChoice) -> Action:
        medium = super()._buy(g, p, v, top)
        price = g.board.price[top.space]
        if type(medium) is Mortgage or g.cash[p] < price or self.work == 0:
            return medium
        if type(medium) is Buy and g.cash[p] - price >= 2 * v.reserve(g, p):
            return medium  # plainly affordable: no need to look
        options = [_do(Buy(p)), _do(DeclineBuy(p))]
        pick = self.choose(g, p, options, 0 if type(medium) is Buy else 1)
        return Buy(p) if pick == 0 else DeclineBuy(p)

    # -- auctions ------------------------------------------------------------------------------

    def _bid(self, g: Game, p: int, v: Valuer, top: Auction) -> Action:
        medium = super()._bid(g, p, v, top)
        if top.kind != "property" or self.work == 0:
            return medium
        least = top.minimum(g.t.auction_increment)
        if least > g.cash[p]:
            return seat_move(PassBid, p)
        key = (g.turn_no, top.space, top.opening, tuple(g.owner))
        if self._auction[0] != key:
            self._auction = (key, self._auction_limit(g, p, v, top))
        return bid_to(p, least, self._auction[1], top.high, g.board.price[top.space])

    def _rival_limit(self, g: Game, q: int, v: Valuer, s: int) -> int:
        """What a rival would pay for ``s``, judged as medium judges, or for a lot that
        completes a group of his, where he has been seen to stop if that is lower."""
        limit = max(0, deed_limit(g, q, v, s))
        ceiling = self.rivals.of(g)[q].bid_ceiling() if v.completes(g, q, s) else 0
        return min(limit, g.board.price[s] * ceiling // 100) if ceiling else limit

    def _auction_limit(self, g: Game, p: int, v: Valuer, top: Auction) -> int:
        """The most ``s`` is worth paying: prices around medium's limit are played out against
        letting the keenest rival have it, and the break-even price is read off a line."""
        s = top.space
        least = top.minimum(g.t.auction_increment)
        rivals = [q for q in top.bidders if q != p]
        limits = {q: self._rival_limit(g, q, v, s) for q in rivals}
        if top.leader >= 0 and top.leader != p:
            limits[top.leader] = max(limits.get(top.leader, 0), top.high)
        keen = max(limits, key=lambda q: (limits[q], -q), default=-1)
        if keen >= 0 and limits[keen] < least - 1 and top.leader < 0:
            keen = -1  # nobody else would bid: it goes unsold if I pass
        lose_price = max(top.high, least - 1) if keen >= 0 else 0
        medium_limit = int(min(v.deed_value(g, p, s), g.cash[p]))
        cash = g.cash[p]
        prices = sorted({min(cash, max(least, x)) for x in
                         (least, medium_limit * 3 // 4, medium_limit * 5 // 4,
                          medium_limit * 7 // 4)})
        options: list[Script] = [_auction_to(s, keen, lose_price)]
        options += [_auction_to(s, p, x) for x in prices]
        scores = self.evaluate(g, p, options)
        lose = sum(scores[0]) / len(scores[0])
        wins = [(x, sum(sc) / len(sc)) for x, sc in zip(prices, scores[1:])]
        better = [x for x, w in wins if w > lose]
        if not better:
            return least - 1
        if len(wins) < 2:
            return max(better)
        # A straight line through (price, chance), where it crosses the chance of losing it.
        n = len(wins)
        mx = sum(x for x, _ in wins) / n
        my = sum(w for _, w in wins) / n
        sxx = sum((x - mx) ** 2 for x, _ in wins)
        slope = sum((x - mx) * (w - my) for x, w in wins) / sxx if sxx else 0.0
        if slope >= 0:
            return max(better)
        cross = mx + (lose - my) / slope
        return int(max(min(better), min(cash, cross)))

    # -- building ------------------------------------------------------------------------------

    def _keep(self, g: Game, p: int, v: Valuer) -> int:
        """Its look-ahead may build past medium's reserve."""
        return 0 if self.work else super()._keep(g, p, v)

    def _anytime(self, g: Game, p: int, v: Valuer) -> Action | None:
        if self.work and not any(c[0] == p for c in g.claims):  # rent is claimed first
            a = self._planned(g, p, v)
            if a is not None:
                return a
        return super()._anytime(g, p, v)

    def _build(self, g: Game, p: int, v: Valuer, builds: list[int],
               reserve: int) -> Action | None:
        """With look-ahead, its building is planned (see _planned), not medium's."""
        return None if self.work else super()._build(g, p, v, builds, reserve)

    def _planned(self, g: Game, p: int, v: Valuer) -> Action | None:
        """The next move of this turn's building plan, made once a turn (and again when its
        complete groups change) while it holds a group it can build on."""
        groups = self._complete_groups(g, p, v)
        if not groups:
            self._plan = []
            return None
        key = (g.turn_no, groups)
        if key != self._plan_key:
            self._plan_key = key
            self._plan = self._plan_builds(g, p, v, groups)
        while self._plan:
            a = self._plan.pop(0)
            if a in g.legal_actions(p):
                return a
            self._plan = []
        return None

    def _complete_groups(self, g: Game, p: int, v: Valuer) -> tuple[int, ...]:
        b = v.board
        return tuple(gi for gi in v.t.street_groups if all(g.owner[s] == p for s in b.members[gi]))

    def _build_order(self, g: Game, p: int, v: Valuer, reserve: int) -> list[Action]:
        """The buildings medium would put up, in order, keeping ``reserve`` in hand."""
        c = fresh_clone(g, 0)
        order: list[Action] = []
        for _ in range(60):
            if c.decisions:
                break
            builds = [a.space for a in c.legal_actions(p) if isinstance(a, Build)]
            a = super()._build(c, p, v, builds, reserve) if builds else None
            if not isinstance(a, Build):
                break
            try:
                c.apply(a)
            except IllegalAction:
                break
            order.append(a)
        return order

    def _funding(self, g: Game, p: int, v: Valuer,
                 build_on: tuple[int, ...]) -> tuple[list[Action], list[Action]]:
        """Medium's mortgages to build up the street groups ``build_on``, with no reserve
        kept (see mortgages_to_build); and the buildings medium's order then puts up with all
        the cash (none: no such mortgage, or nothing more to build with it)."""
        return self._mortgaged(g, p, v, mortgages_to_build(g, p, v, build_on, 0), False)

    def _mortgaged(self, g: Game, p: int, v: Valuer, mortgages: list[Mortgage],
                   reserve: bool) -> tuple[list[Action], list[Action]]:
        """Those of ``mortgages`` that may be made, and the buildings medium's order then puts
        up, with medium's reserve kept or none; nothing if no mortgage may be made."""
        c = fresh_clone(g, 0)
        made: list[Action] = []
        for a in mortgages:
            try:
                c.apply(a)
            except IllegalAction:
                continue
            made.append(a)
        if not made:
            return [], []
        return made, self._build_order(c, p, v, v.reserve(c, p) if reserve else 0)

    def _mortgages_to_build(self, g: Game, p: int, v: Valuer) -> list[Mortgage]:
        """With look-ahead, its building plan mortgages to build (see _plan_builds)."""
        return [] if self.work else super()._mortgages_to_build(g, p, v)

    def _best_group(self, g: Game, p: int, v: Valuer, groups: tuple[int, ...]) -> int:
        """Of its complete ``groups`` with no lot mortgaged, the one whose rent gains most per
        dollar of houses up to three a lot (-1: none)."""
        b, e = v.board, v.e
        best, best_rate = -1, 0.0
        for gi in groups:
            gain = cost = 0.0
            for s in b.members[gi]:
                if g.mortgaged[s]:
                    gain = 0.0
                    break
                if g.level[s] < v.three:
                    gain += e.street[s][v.three] - e.street[s][g.level[s]]
                    cost += b.house_cost[s] * (v.three - g.level[s])
            if cost and gain / cost > best_rate:
                best, best_rate = gi, gain / cost
        return best

    def _plan_builds(self, g: Game, p: int, v: Valuer,
                     groups: tuple[int, ...]) -> list[Action]:
        """How many of the buildings medium's order lists to put up now: medium's own count,
        none, all it can afford, or between; or, to build more, mortgages of its deeds
        outside its complete groups, or of all but its best group (see _funding); or what
        medium would do, its own mortgages to build included. Whichever plays out best,
        medium's way unless another is clearly better. ``groups``: its complete street
        groups."""
        full = self._build_order(g, p, v, 0)
        funds = [self._funding(g, p, v, groups)]
        best = self._best_group(g, p, v, groups)
        if len(groups) > 1 and best >= 0:
            funds.append(self._funding(g, p, v, (best,)))
        funded = [m + f for m, f in funds if len(f) > len(full)]
        medium = self._medium_plan(g, p, v)
        if not full and not funded and not medium:
            return []
        mine = self._build_order(g, p, v, v.reserve(g, p))
        k_med = len(mine) if mine == full[:len(mine)] else 0
        counts = sorted({0, k_med // 2, k_med, (k_med + len(full)) // 2, len(full)})
        plans = [full[:k] for k in counts] + funded
        default = counts.index(k_med)
        if medium:
            if medium not in plans:
                plans.append(medium)
            default = plans.index(medium)
        pick = self.choose(g, p, [_turn(p, *plan) for plan in plans], default)
        return plans[pick]

    def _medium_plan(self, g: Game, p: int, v: Valuer) -> list[Action]:
        """What medium would do this turn if it mortgages to build: those mortgages, its
        reserve kept, then its buildings (none if it would not mortgage)."""
        mortgages, builds = self._mortgaged(g, p, v, super()._mortgages_to_build(g, p, v), True)
        return mortgages + builds

    # -- Jail ----------------------------------------------------------------------------------

    def _before_roll(self, g: Game, p: int, v: Valuer, acts: list[Action]) -> Action:
        medium = super()._before_roll(g, p, v, acts)
        if not g.in_jail[p] or self.work == 0:
            return medium
        leave = first_of(acts, UseJailCard) or first_of(acts, PayJailFine)
        if leave is None:
            return medium
        options = [_do(leave), _do(ROLLS[p])]
        pick = self.choose(g, p, options, 1 if type(medium) is Roll else 0)
        return leave if pick == 0 else ROLLS[p]

    # -- debts ---------------------------------------------------------------------------------

    def _raise(self, g: Game, p: int, v: Valuer) -> Action:
        acts = g.legal_actions(p)
        for final in (PayDebt, DeclareBankruptcy):
            a = first_of(acts, final)
            if a is not None:
                self._debt_plan = []
                return a
        if self.work == 0:
            return super()._raise(g, p, v)
        while self._debt_plan:
            a = self._debt_plan.pop(0)
            if a in acts:
                return a
            self._debt_plan = []
        routes = [self._route(g, p, v, style) for style in ("medium", "mortgage", "sell")]
        distinct: list[list[Action]] = []
        for r in routes:
            if r and r not in distinct:
                distinct.append(r)
        if not distinct:
            return super()._raise(g, p, v)
        pick = 0
        if len(distinct) > 1:
            pick = self.choose(g, p, [_do(*r) for r in distinct], 0)
        self._debt_plan = distinct[pick][1:]
        return distinct[pick][0]

    def _route(self, g: Game, p: int, v: Valuer, style: str) -> list[Action]:
        """The moves that raise the debt's cash in one style: medium's least damage per
        dollar, mortgages before any sale, or sales before any mortgage."""
        c = fresh_clone(g, 0)
        route: list[Action] = []
        for _ in range(80):
            top = c.decisions[-1] if c.decisions else None
            if not isinstance(top, Debt) or top.player != p:
                break
            acts = c.legal_actions(p)
            final = first_of(acts, PayDebt) or first_of(acts, DeclareBankruptcy)
            if final is not None:
                break
            a: Action = super()._raise(c, p, v)
            if style != "medium":
                first = (Mortgage,) if style == "mortgage" else (SellBuilding, SellHotels)
                pool: list[Action] = [x for x in acts if isinstance(x, first)]
                if pool:
                    a = self._raise_among(c, p, v, pool)
            try:
                c.apply(a)
            except IllegalAction:
                break
            route.append(a)
        return route

    # -- trades --------------------------------------------------------------------------------

    def _trade_answer(self, g: Game, p: int, v: Valuer, top: TradeAnswer) -> Action:
        """Medium's answer, unless the look-ahead clearly prefers another: declining,
        accepting (never a trade that lowers its chance by the estimate), medium's
        counter-offer, or one asking the most the proposer would pay, judged as medium judges.
        Like medium, it counters a partner at most once a turn: two computers never haggle
        without end."""
        once = (g.turn_no, top.offer.proposer)
        may_counter = once not in self._countered and not gift(top.offer)
        medium = super()._trade_answer(g, p, v, top)
        medium_reason = self.last_reason
        if self.work == 0 or offer_problem(g, top.offer) is not None:
            return medium
        w = weigh(v, g, p, top.offer)
        if not w.payable:
            return medium  # it could not pay what it owes: never
        answers: list[Action] = [DeclineTrade(p)]
        if w.stake.after >= w.stake.before:
            answers.append(AcceptTrade(p))
        counters = [medium.offer] if isinstance(medium, CounterTrade) else []
        dearest = self._dearest(v, g, w) if may_counter else None
        if dearest is not None and dearest not in counters and believable(g, dearest):
            counters.append(dearest)
        for counter in counters:
            mine = w.terms.at(counter.take_cash - counter.give_cash)
            if (mine.stake.after >= mine.stake.before
                    and trades.judge(v, g, counter.partner, counter)[0]):
                answers.append(CounterTrade(p, counter))
        if medium not in answers:  # not one it may give: declined instead, and said so
            medium = DeclineTrade(p)
            medium_reason = trades.declined_reason(v, w, w.stake)
        options: list[Script] = [_do(a) if not isinstance(a, CounterTrade)
                                 else _do(a, AcceptTrade(a.offer.partner)) for a in answers]
        pick = self.choose(g, p, options, answers.index(medium))
        means, now = self._last_means, w.stake.before
        chosen = answers[pick]
        if isinstance(chosen, CounterTrade):
            self._countered.add(once)
        elif may_counter:
            self._countered.discard(once)  # medium's counter, not made
        if chosen == medium:
            self.last_reason = medium_reason
        elif isinstance(chosen, AcceptTrade):
            self.last_reason = (f"Accepted: by my look-ahead it raises my odds of winning "
                                f"{by_points(now, means[0], means[pick])}.")
        elif isinstance(chosen, DeclineTrade):
            self.last_reason = (f"Declined: by my look-ahead it would lower my odds of "
                                f"winning {by_points(now, means[0], max(means[1:]))}.")
        else:
            assert isinstance(chosen, CounterTrade)
            self.last_reason = (f"Countered: by my look-ahead the trade at that price raises "
                                f"my odds {by_points(now, means[0], means[pick])}.")
        return chosen

    def weigh_answer(self, g: Game, p: int) -> tuple[bool, float, float]:
        """Whether ``p``, asked to answer an offer, should take it by the look-ahead: only if
        accepting clearly beats declining (see choose), as an offer of its own must clearly
        beat making none; with his chance by the look-ahead after declining and after
        accepting. A person's hint asks this: a rival may pick his offers for what the
        estimate misses."""
        pick = self.choose(g, p, [_do(DeclineTrade(p)), _do(AcceptTrade(p))], 0)
        declined, accepted = self._last_means
        return pick == 1, declined, accepted

    def _dearest(self, v: Valuer, g: Game, w: Weighing) -> TradeOffer | None:
        """The offer weighed by ``w`` turned round with the most cash its proposer would still
        take, judged as medium judges, if that is more than he offered."""
        base = with_cash(w.offer, 0)
        paid = trades.partner_price(v, g, base, trades.rival_weight(g))
        if paid is None or -paid <= w.net:
            return None
        counter = with_cash(base, -paid)
        return counter if offer_problem(g, counter) is None else None

    def _trades_now(self, g: Game, p: int) -> bool:
        """On every turn, its own or another's, as the rules allow: a lot that would
        complete a rival's group is best bought before the rival buys it."""
        return bool(self.work) or super()._trades_now(g, p)

    def _propose(self, g: Game, p: int, v: Valuer) -> Action | None:
        """Offers a rival would accept by medium's judgement or by what he has been seen to
        take (see hard_offers), screened by their effect on the win-odds prior (see
        SCREEN_LOSS) and played out against offering nothing; the best one, if it clearly
        beats keeping things as they are. One at printed prices to find out whether he takes
        them, refused, starts no pause: the next offer may follow at once."""
        if self.work == 0:
            return super()._propose(g, p, v)
        probe, models = self._probe, self.rivals.of(g)
        if probe is not None and self._partners.waiting is None:
            if not all(g.owner[s] == p for s in probe.take):
                self._partners.asked.pop(probe.partner, None)  # a refusal costs no pause
            self._probe = None
        resting = self._partners.resting(g)
        looked = (tuple(g.owner), tuple(lv > 0 for lv in g.level), resting,
                  g.round // SEARCH_ROUNDS, tuple(c // 100 for c in g.cash),
                  tuple((m.taken, m.refused) for m in models), mimic.habits(models, p))
        if looked == self._hard_looked:
            return None
        self._hard_looked = looked
        tried = self._hard_tried
        plans = (hard_offers.candidates(v, g, p, resting, tried, models)
                 + hard_offers.brokered(v, g, p, resting, tried, models))
        if not plans:
            return None
        base = prior(g, v)[p]
        screened: list[tuple[float, hard_offers.Plan]] = []
        for plan in plans:
            c = hard_offers.dealt(g, plan)
            if c is None:
                continue
            gain = prior(c, v)[p] - base
            if gain > -SCREEN_LOSS:
                screened.append((gain, plan))
        screened.sort(key=lambda x: -x[0])
        best = [plan for _, plan in screened[:PROPOSALS]]
        if not best:
            return None
        options: list[Script] = [_do()]
        options += [_deal(*plan) for plan in best]
        pick = self.choose(g, p, options, 0)
        if pick == 0:
            return None
        offer = best[pick - 1][0]
        self._hard_tried.record(g, trades.ownership_key(g, v, offer), offer)
        self._partners.offered(g, offer)
        if models[offer.partner].probed() and cheap_ask(g.board, g.edition.jail_fine, offer):
            self._probe = offer
        self.last_reason = proposed_reason(v, g, offer)
        return ProposeTrade(p, offer)


def proposed_reason(v: Valuer, g: Game, offer: TradeOffer) -> str:
    """What it says with an offer to the player it asks: what it gives and wants, and the
    groups the trade completes for either side; never what it does for its own chances,
    which is no reason for him to take it."""
    w = weigh(v, g, offer.proposer, offer)
    done = [f"{whose} {trades.group_list(v, groups)}" for whose, groups
            in (("your", w.partner_completes), ("my", w.completes)) if groups]
    terms = (f"{_side(v, g, offer.give, offer.give_cash)} for "
             f"{_side(v, g, offer.take, offer.take_cash)}")
    return f"Proposed: {terms}" + (f"; it completes {' and '.join(done)}." if done else ".")


def _side(v: Valuer, g: Game, spaces: tuple[int, ...], cash: int) -> str:
    """One side of an offer in words: 'Park Place and $50', 'nothing'."""
    parts = [v.board.names[s] for s in spaces] + ([g.edition.words.money(cash)] if cash else [])
    return " and ".join(parts) or "nothing"


def by_points(level: float, before: float, after: float) -> str:
    """How far the look-ahead moves a chance now shown as ``level``, in points: "by 23
    points". Its own chances are not the estimate's that the person's hints and odds show, and
    set beside those they could sum past 100%: its move is carried onto ``level`` (see
    stakes.carried)."""
    moved = abs(points(carried(level, before, after)) - points(level))
    if moved < 1:
        return "by less than a point"
    return f"by {moved} point{'s' if moved > 1 else ''}"


__all__ = ["BUDGET_S", "GUARD", "HardController", "by_points"]

"""The medium AI: sound heuristics a good club player would recognise, and a reason for each trade.

It values deeds by what they earn (landing odds times rent) and by what they do for sets,
keeps a cash reserve that grows with the rent on the board, builds to three houses first on
its best groups (on its own turn mortgaging lone deeds to pay for them), raises money by the
least damaging route, and trades to complete sets without handing a group to anyone for less
than it is worth.
"""

from __future__ import annotations

from typing import Final

from game.engine import (AcceptTrade, Action, Auction, Bid, Board, Build, Buy, BuyChoice,
                         ChooseIncomeTax, ClaimRent, CounterTrade, Debt, DeclareBankruptcy,
                         DeclineBuy, DeclineTrade, Game, KeepMortgaged, Mortgage,
                         MortgageChoice, PassBid, PayDebt, PayJailFine, Phase, PlaceBuilding,
                         ProposeTrade, SellBuilding, SellHotels, ShortageCall, TaxChoice,
                         TradeAnswer, TradeOffer, Unmortgage, UseJailCard, WantBuildings)
from game.engine.actions import END_TURNS, ROLLS
from game.engine.buildings import capacity, may_build
from game.engine.decisions import Decision
from game.engine.moves import first_of, lot_move, seat_move
from game.engine.tables import percent

from . import trades
from .valuation import Valuer, valuer_for
from .weighing import weigh

ANYTIME_LIMIT: Final = 60  # at-any-time moves per turn, so that no pair of moves can cycle forever
HOARD_BELOW: Final = 10  # Bank houses at or below which no hotel goes up while rivals can build
JAIL_STAY_DANGER: Final = 30.0  # rent per turn on the board at which Jail is the safer place
OFFER_PAUSE: Final = 3  # rounds between two offers to the same partner
DEAF_AFTER: Final = 8  # offers refused outright in a row after which a partner is asked ...
DEAF_PAUSE: Final = 15  # ... only every this many rounds
UNMOVED_AFTER: Final = 3  # offers he should refuse by my judgement, not taken in a row, after
# which a partner gets no more of them for DEAF_PAUSE rounds
SEARCH_ROUNDS: Final = 8  # rounds after which a fruitless search for trades is tried again
REOFFER_ROUNDS: Final = 12  # rounds after its last try at which a refused trade is offered anew
ROUNDS_AHEAD: Final = 10  # rounds over which a lost or gained rent is weighed against cash
NOTHING_TO_DO: Final = float("inf")  # the cost of a move there is none of


class MediumController:
    """Heuristic play by valuation; ``last_reason`` explains the latest trade decision."""

    def __init__(self, seed: int = 0, offer_tries: int = 3) -> None:
        self.seed = seed  # it plays by rule, not by chance; kept for the common signature
        self.offer_tries = offer_tries  # offers per trade configuration (1: the fair one only)
        self.last_reason = ""
        self._valuer: Valuer | None = None
        self._valued: Game | None = None  # the game the valuer was looked up for
        self._tried = trades.Tried(REOFFER_ROUNDS)
        self._partners = trades.Partners(OFFER_PAUSE, DEAF_AFTER, DEAF_PAUSE, UNMOVED_AFTER)
        self._countered: set[tuple[int, int]] = set()
        self._proposed_turn = -1
        self._busy: tuple[int, int] = (-1, 0)
        self._looked: tuple[object, ...] = ()
        self._fruitless = trades.Fruitless(SEARCH_ROUNDS)
        # the least cash with which a player might build or lift (see _idle_below), and the
        # version of the holdings and the player it was worked out for
        self._idle_version = -1
        self._idle_player = -1
        self._idle_floor = 0.0
        self._limit: tuple[tuple[object, ...], int] = ((), 0)
        self._lots: tuple[tuple[int, ...] | None, tuple[int, ...]] = (None, ())
        # the version of the holdings and the player _trade_view last looked at, and what it saw
        self._viewed: tuple[int, int] = (-1, -1)
        self._view: tuple[tuple[int, ...], tuple[bool, ...]] = ((), ())
        self._configs: tuple[tuple[object, ...], list[trades.Configuration]] = ((), [])
        # the deeds _deeds and _sets were worked out for, and what they found
        self._held: tuple[int, ...] | None = None
        self._held_deeds: tuple[tuple[int, int, float], ...] = ()
        self._held_sets: tuple[int, ...] = ()
        self._funded_turn = -1  # the turn its mortgages to build were last planned
        self._mortgage_plan: list[Mortgage] = []  # ... and those still to make

    # -- the protocol --------------------------------------------------------------------------

    def decide(self, game: Game, player: int) -> Action | None:
        g, p = game, player
        if g.over or not g.active[p]:
            return None
        if self._partners.waiting is not None:
            self._partners.settle(g)
        if g.decisions:
            top = g.decisions[-1]
            if top.player != p:
                return None
            return self._answer(g, p, top, self.valuer(g))
        current = p == g.current
        if not current and g.t.own_turn_only:
            return None
        v = self.valuer(g)
        if self._busy[0] != g.turn_no:
            self._busy = (g.turn_no, 0)
        if self._busy[1] < ANYTIME_LIMIT:
            a = self._anytime(g, p, v)
            if a is not None:
                self._busy = (g.turn_no, self._busy[1] + 1)
                return a
        if not current:
            return None
        if g.phase is Phase.PRE_ROLL:
            return self._before_roll(g, p, v, g.roll_options(p) if g.in_jail[p] else [])
        return END_TURNS[p]

    def valuer(self, g: Game) -> Valuer:
        """The valuations for this game's board and rules (built once per rule set, shared)."""
        v = self._valuer
        if v is None or self._valued is not g:
            v = self._valuer = valuer_for(g)
            self._valued = g
        return v

    # -- at any time: claim, lift, build, trade ------------------------------------------------

    def _anytime(self, g: Game, p: int, v: Valuer) -> Action | None:
        for c in g.claims:
            if c[0] == p:
                return ClaimRent(p, c[2])
        cash = g.cash[p]
        if cash >= self._idle_below(g, p, v):
            lift_cost = v.t.lift_cost
            lifts = [s for s in g.props[p] if g.mortgaged[s] and lift_cost[s] <= cash]
            reserve = v.reserve(g, p)
            a = self._lift(g, p, v, lifts, reserve, for_sets=True)
            if a is None:
                # the lots the rules let him build on, but for those _build would not take
                # since their building leaves less than the reserve in hand
                keep = self._build_keep(reserve)
                spare = cash - keep
                builds = [s for s, _, house in self._deeds(g, p, v)
                          if house <= spare and may_build(g, p, s)]
                if builds:
                    a = self._build(g, p, v, builds, keep)
            if a is None and lifts:
                a = self._lift(g, p, v, lifts, reserve + 150, for_sets=False)
            if a is not None:
                return a
            self._idle_floor = float(cash + 1)
        if p == g.current:
            a = self._fund(g, p, v)
            if a is not None:
                return a
        if self._trades_now(g, p) and self._proposed_turn != g.turn_no and g.can_trade(p):
            self._proposed_turn = g.turn_no
            return self._propose(g, p, v)
        return None

    def _trades_now(self, g: Game, p: int) -> bool:
        """Whether it looks for a trade to offer now: on its own turn."""
        return p == g.current

    def _idle_below(self, g: Game, p: int, v: Valuer) -> float:
        """The least cash with which ``p`` might build or lift a mortgage: with less, the
        answer at a quiet moment is "nothing", found without listing his moves. It is worked
        out again when holdings change (the game's version); until then a look that finds
        nothing to do raises it above the cash looked with, since less cash buys no more."""
        version = g.version  # a version names one set of holdings, in a clone too
        if self._idle_version == version and self._idle_player == p:
            return self._idle_floor
        mortgaged, level, top = g.mortgaged, g.level, v.t.hotel_level
        cheapest = NOTHING_TO_DO
        for s, lift, house in self._deeds(g, p, v):
            if mortgaged[s]:
                if lift < cheapest:
                    cheapest = float(lift)
            elif level[s] < top and house < cheapest:
                cheapest = house
        # the reserve only once the cash reaches the cheapest move: short of it, that will do
        floor = (cheapest + self._keep(g, p, v) if cheapest <= g.cash[p] else cheapest)
        self._idle_version, self._idle_player, self._idle_floor = version, p, floor
        return floor

    def _deeds(self, g: Game, p: int, v: Valuer) -> tuple[tuple[int, int, float], ...]:
        """``p``'s deeds with what lifting a mortgage on each costs and what a building on it
        costs (infinite off a complete street group); they change only with his deeds."""
        if self._held is not g.props[p]:
            self._hold(g, p, v)
        return self._held_deeds

    def _sets(self, g: Game, p: int, v: Valuer) -> tuple[int, ...]:
        """``p``'s complete street groups, in the board's order; they change only with his
        deeds."""
        if self._held is not g.props[p]:
            self._hold(g, p, v)
        return self._held_sets

    def _hold(self, g: Game, p: int, v: Valuer) -> None:
        """Work out _deeds and _sets for ``p``'s deeds as they are."""
        props = g.props[p]
        b, owner = v.board, g.owner
        whole = [v.t.is_street[s] and all(owner[m] == p for m in b.group_members[s])
                 for s in props]
        self._held_deeds = tuple((s, v.t.lift_cost[s], b.house_cost[s] if w else NOTHING_TO_DO)
                                 for s, w in zip(props, whole))
        self._held_sets = tuple(gi for gi in v.t.street_groups
                                if all(owner[s] == p for s in b.members[gi]))
        self._held = props

    def _fund(self, g: Game, p: int, v: Valuer) -> Action | None:
        """The next of this turn's mortgages to build (see _mortgages_to_build), planned once
        on its own turn: the polls on others' turns never look."""
        if self._funded_turn != g.turn_no:
            self._funded_turn = g.turn_no
            self._mortgage_plan = self._mortgages_to_build(g, p, v)
        while self._mortgage_plan:
            a = self._mortgage_plan.pop(0)
            if g.why_illegal(a) is None:
                return a
            self._mortgage_plan = []
        return None

    def _mortgages_to_build(self, g: Game, p: int, v: Valuer) -> list[Mortgage]:
        """Its mortgages to build up its complete street groups, the reserve kept (see
        mortgages_to_build)."""
        whole = self._sets(g, p, v)
        return mortgages_to_build(g, p, v, whole, v.reserve(g, p)) if whole else []

    def _keep(self, g: Game, p: int, v: Valuer) -> int:
        """The cash it keeps in hand when building or lifting."""
        return v.reserve(g, p)

    def _build_keep(self, reserve: int) -> int:
        """The cash it keeps in hand when building, given its ``reserve``."""
        return reserve

    def _lift(self, g: Game, p: int, v: Valuer, lifts: list[int], keep: int,
              for_sets: bool) -> Action | None:
        """Lift the mortgage on one of ``lifts`` that costs most rent, keeping ``keep`` in
        hand: on a lot of a group of his own (``for_sets``), or on any other."""
        best = -1
        best_gain = -1.0
        for s in lifts:
            if g.cash[p] - v.t.lift_cost[s] < keep:
                continue
            if for_sets != (v.t.is_street[s] and v.completes(g, p, s)):
                continue
            gain = v.mortgage_loss(g, p, s) + 1.0
            if gain > best_gain:
                best, best_gain = s, gain
        return lot_move(Unmortgage, p, best) if best >= 0 else None

    def _build(self, g: Game, p: int, v: Valuer, builds: list[int], reserve: int) -> Action | None:
        """Build on one of the lots ``builds``: three houses first on the best groups, evenly;
        a hotel only when houses are not scarce for rivals."""
        b = g.board
        top = v.t.hotel_level
        options = [s for s in builds if g.cash[p] - b.house_cost[s] >= reserve]
        if not options:
            return None
        low = [s for s in options if g.level[s] < v.three]
        if low:
            options = low
        elif g.bank_houses <= HOARD_BELOW and self._rivals_could_build(g, p, v):
            options = [s for s in options if g.level[s] + 1 < top]
        best = -1
        best_rate = 0.0
        for s in options:
            rate = v.build_gain(g, p, s) / b.house_cost[s]
            if rate > best_rate:
                best, best_rate = s, rate
        return lot_move(Build, p, best) if best >= 0 else None

    def _rivals_could_build(self, g: Game, p: int, v: Valuer) -> bool:
        return any(v.can_build_more(g, q) for q in g.active_players() if q != p)

    def _propose(self, g: Game, p: int, v: Valuer) -> Action | None:
        """Offer the best trade that completes a set; search again only when the groups it
        holds part of change (owners, mortgages), when a partner may be asked again, or every
        few rounds (purses change)."""
        resting = self._partners.resting(g)
        unmoving = self._partners.unmoving(g)
        looked = (self._trade_view(g, p, v), resting, unmoving, g.round // SEARCH_ROUNDS)
        if looked == self._looked:
            return None
        self._looked = looked
        owners = (g, p, looked[0][0])  # the configurations follow from the owners alone
        if self._configs[0] != owners:
            self._configs = (owners, trades.configurations(v, g, p))
        found = trades.proposals(v, g, self._configs[1], self._tried, resting,
                                 self.offer_tries, self._fruitless, unmoving)
        if not found:
            return None
        _, offer, hopeful = found[0]
        self._partners.offered(g, offer, hopeful)
        self._tried.record(g, trades.ownership_key(g, v, offer), offer)
        w = weigh(v, g, p, offer)
        # the price is mine: whether it is fair to the partner is his to judge
        terms = _best_terms(offer) if hopeful else ""
        if w.completes:
            self.last_reason = (f"Proposed: it completes my {trades.group_list(v, w.completes)}"
                                f"{terms}.")
        else:
            taken = tuple(sorted({v.board.group_of[s] for s in offer.take}))
            self.last_reason = (f"Proposed: it brings me closer to the "
                                f"{trades.group_list(v, taken)}{terms}.")
        return ProposeTrade(p, offer)

    def _trade_view(self, g: Game, p: int,
                    v: Valuer) -> tuple[tuple[int, ...], tuple[bool, ...]]:
        """What ``p``'s trade offers depend on besides purses: the owners and the mortgages of
        the street groups he holds part of (a group that is all his, or none of his, offers
        nothing to trade for). Which lots those are changes only with his own deeds, and
        what it sees only with the holdings (the game's version)."""
        viewed = self._viewed
        if viewed[0] == g.version and viewed[1] == p:
            return self._view
        props = g.props[p]
        if self._lots[0] is not props:
            lots = tuple(s for members in v.street_sets
                         if 0 < sum(g.owner[m] == p for m in members) < len(members)
                         for s in members)
            self._lots = (props, lots)
        lots = self._lots[1]
        owner, mortgaged = g.owner, g.mortgaged
        self._viewed = (g.version, p)
        self._view = (tuple([owner[s] for s in lots]), tuple([mortgaged[s] for s in lots]))
        return self._view

    # -- the turn -------------------------------------------------------------------------------

    def _before_roll(self, g: Game, p: int, v: Valuer, acts: list[Action]) -> Action:
        if g.in_jail[p] and not stays_in_jail(g, p, v):
            card = first_of(acts, UseJailCard)
            if card is not None:
                return card
            fine = first_of(acts, PayJailFine)
            if fine is not None and g.cash[p] - g.edition.jail_fine >= v.reserve(g, p) // 2:
                return fine
        return ROLLS[p]

    # -- decisions ------------------------------------------------------------------------------

    def _answer(self, g: Game, p: int, top: Decision, v: Valuer) -> Action:
        if isinstance(top, BuyChoice):
            return self._buy(g, p, v, top)
        if isinstance(top, Auction):
            return self._bid(g, p, v, top)
        if isinstance(top, TaxChoice):
            return self._tax(g, p, top)
        if isinstance(top, Debt):
            return self._raise(g, p, v)
        if isinstance(top, TradeAnswer):
            return self._trade_answer(g, p, v, top)
        if isinstance(top, MortgageChoice):
            return self._mortgage_choice(g, p, v, top)
        if isinstance(top, ShortageCall):
            return self._shortage(g, p, v, top)
        if isinstance(top, PlaceBuilding):
            return self._place(g, p, v)
        return g.legal_actions(p)[0]

    def _buy(self, g: Game, p: int, v: Valuer, top: BuyChoice) -> Action:
        """Buy what it lands on: a deed earns its rent for as long as it is kept, and one left
        to auction goes to a rival for about its price. Short of cash, it mortgages deeds of
        other groups, those that earn least per dollar first, when that raises the price."""
        if g.board.price[top.space] <= g.cash[p]:
            return seat_move(Buy, p)
        raise_ = mortgage_to_buy(g, p, v, top.space)
        return raise_ if raise_ is not None else seat_move(DeclineBuy, p)

    def _bid(self, g: Game, p: int, v: Valuer, top: Auction) -> Action:
        s = top.space
        b = g.board
        least = top.minimum(g.t.auction_increment)
        scale = b.price[s] if top.kind == "property" else b.house_cost[s]
        # Bids move no cash or deeds until the auction ends: its limit is worked out once.
        key = (g.version, g.turn_no, s, top.kind, p, g.cash[p])
        if self._limit[0] != key:
            self._limit = (key, self._bid_limit(g, p, v, top))
        return bid_to(p, least, self._limit[1], top.high, scale)

    def _bid_limit(self, g: Game, p: int, v: Valuer, top: Auction) -> int:
        """The most it bids in this auction (see bid_limit)."""
        return bid_limit(g, p, v, top)

    def _tax(self, g: Game, p: int, top: TaxChoice) -> Action:
        pct = g.t.tax_percent[top.space]
        flat = g.t.tax_amount[top.space]
        share = percent(g.tax_worth(p), pct) if pct is not None else flat + 1
        return ChooseIncomeTax(p, share < flat)

    def _raise(self, g: Game, p: int, v: Valuer) -> Action:
        """Least damage per dollar: mortgage lone deeds, then bare sets, then sell buildings
        where rent is lowest."""
        top = g.decisions[-1]
        if isinstance(top, Debt) and g.cash[p] >= top.amount:
            return seat_move(PayDebt, p)  # no need to list what it could sell
        acts = g.legal_actions(p)
        for final in (PayDebt, DeclareBankruptcy):
            a = first_of(acts, final)
            if a is not None:
                return a
        return self._raise_among(g, p, v, acts)

    def _raise_among(self, g: Game, p: int, v: Valuer, acts: list[Action]) -> Action:
        best = least_damaging(g, p, v, acts)
        return best if best is not None else acts[0]

    def _trade_answer(self, g: Game, p: int, v: Valuer, top: TradeAnswer) -> Action:
        ok, why, w = trades.judge(v, g, p, top.offer)
        if ok:
            self.last_reason = why
            return seat_move(AcceptTrade, p)
        partner = top.offer.proposer
        if (g.turn_no, partner) not in self._countered:
            # his answer to my offer of the same deeds this round: he refused what I offered
            refused = self._tried.this_round(g, trades.ownership_key(g, v, w.offer))
            counter = trades.counter_offer(v, g, p, top.offer, w, refused)
            if counter is not None:
                self._countered.add((g.turn_no, partner))
                # the counter's terms are told from the counter itself: the reason is why
                # the offer as it stands is not taken
                self.last_reason = f"Countered: {why.split(': ', 1)[1]}"
                return CounterTrade(p, counter)
        self.last_reason = why
        return seat_move(DeclineTrade, p)

    def _mortgage_choice(self, g: Game, p: int, v: Valuer, top: MortgageChoice) -> Action:
        if lifts_mortgage(g, p, v, top.space):
            return lot_move(Unmortgage, p, top.space)
        return lot_move(KeepMortgaged, p, top.space)

    def _shortage(self, g: Game, p: int, v: Valuer, top: ShortageCall) -> Action:
        return WantBuildings(p, buildings_wanted(g, p, v, top))

    def _place(self, g: Game, p: int, v: Valuer) -> Action:
        return best_place(g, p, v, g.legal_actions(p))


def _best_terms(offer: TradeOffer) -> str:
    """What an offer at the most it would do says of its cash: the most it would pay, the least
    it would take, or none to add."""
    if offer.give_cash:
        return "; it is the most I would pay"
    if offer.take_cash:
        return "; it is the least I would take"
    return "; I would add no cash to it"


# -- judgements, also what the hints tell a person -------------------------------------------------

def stays_in_jail(g: Game, p: int, v: Valuer) -> bool:
    """Early on, Jail costs chances to buy; late, it is shelter from developed sets."""
    per_turn, _ = v.danger(g, p)
    unowned = sum(1 for s in g.board.properties if g.owner[s] < 0)
    return per_turn >= JAIL_STAY_DANGER and unowned < 8


def bid_limit(g: Game, p: int, v: Valuer, top: Auction) -> int:
    """The most ``p`` bids: what the deed (or scarce building) is worth to him, within the
    cash he can spare (all of it for a deed that completes or blocks a group)."""
    s = top.space
    if top.kind == "property":
        return deed_limit(g, p, v, s)
    value = g.board.house_cost[s] + ROUNDS_AHEAD * best_build_gain(g, p, v)
    return min(int(value), g.cash[p] - v.reserve(g, p))


def bid_to(p: int, least: int, limit: int, high: int, scale: int) -> Action:
    """``p``'s bid up to ``limit`` when the least allowed is ``least``: a pass past it; well
    below it, while the high bid is under half the printed ``scale``, 49 more; else 9 more, or
    the least."""
    if least > limit:
        return seat_move(PassBid, p)
    room = limit - least
    if room >= 99 and high < scale // 2:
        return lot_move(Bid, p, least + 49)
    if room >= 9:
        return lot_move(Bid, p, least + 9)
    return lot_move(Bid, p, least)


def deed_limit(g: Game, p: int, v: Valuer, s: int) -> int:
    """The most ``p`` bids for the deed ``s``: what it is worth to him, within the cash he can
    spare (all of it for a deed that completes or blocks a group)."""
    needed = v.completes(g, p, s) or v.blocks(g, p, s) >= 0
    return min(int(v.deed_value(g, p, s)), g.cash[p] - (0 if needed else v.reserve(g, p) // 2))


def best_build_gain(g: Game, p: int, v: Valuer) -> float:
    """Extra rent per round from one more building on ``p``'s best lot of a complete group."""
    return max((v.build_gain(g, p, s) for s in g.props[p] if v.t.is_street[s]
                and v.completes(g, p, s)), default=0.0)


def least_damaging(g: Game, p: int, v: Valuer, acts: list[Action]) -> Action | None:
    """The least damaging of these money-raising moves, per dollar raised (None: none)."""
    b = g.board
    best: Action | None = None
    best_cost = float("inf")
    for a in acts:
        if isinstance(a, Mortgage):
            cost = mortgage_cost(g, p, v, a.space)
        elif isinstance(a, SellBuilding):
            money = b.house_cost[a.space] // 2
            cost = (ROUNDS_AHEAD * v.sale_loss(g, p, a.space) + money) / max(1, money)
        elif isinstance(a, SellHotels):
            cost = 1e6
        else:
            continue
        if cost < best_cost:
            best, best_cost = a, cost
    return best


def mortgages_to_build(g: Game, p: int, v: Valuer, build_on: tuple[int, ...],
                       keep: int) -> list[Mortgage]:
    """Mortgages of ``p``'s deeds outside his street groups ``build_on`` (of groups with no
    buildings), least rent lost per dollar first, as many as it takes to lift the mortgages
    on ``build_on`` and build it up to three houses a lot with ``keep`` left in hand: a house
    on a set earns more than a lone deed. None when his cash pays for it, or when they
    would not raise enough for one house."""
    b, members, house_cost = v.board, v.board.members, v.board.house_cost
    level, mortgaged, lift_cost, three = g.level, g.mortgaged, v.t.lift_cost, v.three
    need = keep - g.cash[p]
    build = 0
    cheapest = 0
    for gi in build_on:
        for s in members[gi]:
            more = three - level[s]
            if mortgaged[s]:
                need += lift_cost[s]
            if more > 0:
                build += more * house_cost[s]
                if not cheapest or house_cost[s] < cheapest:
                    cheapest = house_cost[s]
    if not build or need + build <= 0:
        return []
    lots: list[tuple[float, int]] = []
    for s in g.props[p]:
        if not mortgaged[s] and b.group_of[s] not in build_on and bare(level, b, s):
            lots.append((mortgage_cost(g, p, v, s), s))
    if not lots:
        return []
    lots.sort()
    chosen: list[int] = []
    raised = 0
    for _, s in lots:
        if raised >= need + build:
            break
        chosen.append(s)
        raised += b.mortgage[s]
    return [Mortgage(p, s) for s in chosen] if raised >= need + cheapest else []


def mortgage_to_buy(g: Game, p: int, v: Valuer, s: int) -> Mortgage | None:
    """The first mortgage towards buying ``s`` with too little cash: of ``p``'s deeds outside
    its group, the one that costs least rent per dollar, if those can raise what he lacks
    (None: they cannot, or he lacks nothing)."""
    need = g.board.price[s] - g.cash[p]
    avoid = v.board.group_members[s]
    best: Mortgage | None = None
    best_loss = float("inf")
    raisable = 0
    for a in g.legal_actions(p):
        if isinstance(a, Mortgage) and a.space not in avoid:
            raisable += g.board.mortgage[a.space]
            loss = v.mortgage_loss(g, p, a.space) / max(1, g.board.mortgage[a.space])
            if loss < best_loss:
                best, best_loss = a, loss
    return best if need > 0 and raisable >= need else None


def bare(level: list[int], b: Board, s: int) -> bool:
    """Whether no lot of ``s``'s group has a building."""
    for m in b.group_members[s]:
        if level[m]:
            return False
    return True


def mortgage_cost(g: Game, p: int, v: Valuer, s: int) -> float:
    """The damage of mortgaging ``s``, per dollar raised: the rent lost over ROUNDS_AHEAD."""
    return (ROUNDS_AHEAD * v.mortgage_loss(g, p, s)) / max(1, g.board.mortgage[s]) + 0.1


def lifts_mortgage(g: Game, p: int, v: Valuer, s: int) -> bool:
    """Lift a mortgage that came with a deed when the cash left keeps the reserve."""
    return (g.cash[p] - v.t.lift_cost[s] >= v.reserve(g, p)
            and lot_move(Unmortgage, p, s) in g.legal_actions(p))


def buildings_wanted(g: Game, p: int, v: Valuer, top: ShortageCall) -> int:
    """Ask only for what it would pay for: the auction opens at the requester's price."""
    most = capacity(g, p, top.kind)
    spare = g.cash[p] - v.reserve(g, p)
    price = g.board.house_cost[top.space]
    return min(most, max(0, spare) // price) if best_build_gain(g, p, v) > 0 else 0


def best_place(g: Game, p: int, v: Valuer, acts: list[Action]) -> Action:
    """Where a building won at auction earns most."""
    return max(acts, key=lambda a: v.build_gain(g, p, a.space) if isinstance(a, Build) else -1.0)

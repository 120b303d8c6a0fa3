"""One game: its whole state, who must decide, what each player may do, and applying actions.

>>> from game.engine import Game, Roll
>>> g = Game.new(["Ann", "Bob"], seed=7)
>>> g.to_move in (0, 1)
True
>>> events = g.apply(Roll(g.to_move))
>>> events[0].text(g.naming).split()[1]
'rolls'
"""

from __future__ import annotations

import itertools

from collections.abc import Callable, Sequence
from typing import Any, Final

from . import auction, bankruptcy, buildings, cards, jail, trading
from .actions import (END_TURNS, MAX_PLAYERS, MIN_PLAYERS, ROLLS, AcceptTrade, Action, Bid,
                      Build, Buy, ChooseIncomeTax, ClaimRent, CounterTrade, DeclareBankruptcy,
                      DeclineBuy, DeclineTrade, EndTurn, KeepMortgaged, Mortgage, PassBid,
                      PayDebt, PayJailFine, ProposeTrade, Roll, SellBuilding, SellHotels, TimeUp,
                      Unmortgage, UseJailCard, WantBuildings)
from .decisions import (Auction, BuyChoice, Debt, Decision, MortgageChoice, PlaceBuilding,
                        ShortageCall, TaxChoice, TradeAnswer)
from .dice import Rng
from .turn import AFTER_ROLL, FORCED_EXIT, PAY, Phase
from .board import Board
from .edition import DECKS, EditionSpec, classic_edition
from .errors import IllegalAction
from .events import (BANK, POT, AuctionUnsold, BuildingShortage, BuildingsWanted, BuyDeclined,
                     DebtOwed, DeedDealt, DiceRolled, Event, FirstPlayer, GameOver, JailReason,
                     Mortgaged, Names, OrderRolled, Payment, PayReason, PropertyBought,
                     RentClaimable, RentExpired, TokenMoved, TradeAccepted, TradeCountered,
                     TradeDeclined, TradeProposed, TurnStarted, Unmortgaged)
from .ledger import BUILT, Ledger
from .moves import lot_move, seat_move
from .rules import RuleSet
from .tables import (CHANCE, COMMUNITY_CHEST, FREE_PARKING, GO_TO_JAIL, PROPERTY, TAX, Tables,
                     percent, tables_for)



# Newest first, shared between clones; the tail is a History in turn (spelt Any: a recursive
# alias is beyond the compiler).
History = tuple[Action, Any] | None


_STATE_FIELDS = (
    "names", "n", "cash", "pos", "in_jail", "jail_tries", "active", "held", "owner", "level",
    "mortgaged", "props", "bank_houses", "bank_hotels", "decks", "pot", "current", "first",
    "phase", "doubles", "again", "round", "turn_no", "decisions", "todo", "claims", "forced",
    "last_roll", "bankruptcies", "bank_sales", "over", "winners", "end_reason", "time_up", "worth_at_end",
)


_VERSIONS: Final = itertools.count(1)  # holdings versions, unique in the process

class Game:
    """The state of one game and the only way to change it: :meth:`apply`."""

    __slots__ = ("edition", "board", "rules", "t", "record", "rng", "history", "ledger",
                 "setup_events", "_ev", "_sv", "_anytime") + _STATE_FIELDS

    edition: EditionSpec
    board: Board
    rules: RuleSet
    t: Tables
    record: bool
    rng: Rng
    history: History
    ledger: Ledger  # what the table saw of each player's bids and building
    setup_events: list[Event]
    _ev: list[Event] | None
    _sv: int  # bumped on every change of ownership, buildings or mortgages
    _anytime: list[buildings.Options | None]
    # The state proper (saved, cloned): players by seat, spaces by index.
    names: list[str]
    n: int
    cash: list[int]
    pos: list[int]
    in_jail: list[bool]
    jail_tries: list[int]
    active: list[bool]
    held: list[tuple[str, ...]]
    owner: list[int]
    level: list[int]
    mortgaged: list[bool]
    props: list[tuple[int, ...]]
    bank_houses: int
    bank_hotels: int
    decks: dict[str, list[int]]
    pot: int
    current: int
    first: int
    phase: Phase
    doubles: int
    again: bool
    round: int
    turn_no: int
    decisions: list[Decision]
    todo: list[tuple[Any, ...]]
    claims: list[tuple[int, int, int, int, int]]
    forced: list[tuple[int, int]]
    last_roll: tuple[int, int]
    bankruptcies: int
    bank_sales: list[int]
    over: bool
    winners: tuple[int, ...]
    end_reason: str
    time_up: bool
    worth_at_end: tuple[int, ...]

    # -- construction -----------------------------------------------------------------------

    @classmethod
    def new(cls, players: Sequence[str], *, rules: RuleSet | None = None,
            edition: EditionSpec | None = None, seed: int = 0, record_events: bool = True,
            forced_dice: Sequence[tuple[int, int]] = (),
            deck_order: dict[str, Sequence[str]] | None = None) -> Game:
        """Set up a game: shuffle the decks, roll for order, deal deeds if the rules say so.

        ``forced_dice`` and ``deck_order`` (card ids on top of each deck) let tests fix chance.
        """
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players")
        g = cls()
        g.edition = edition or classic_edition()
        g.board = g.edition.board
        g.rules = rules or RuleSet()
        g.t = tables_for(g.board, g.rules)
        g.record = record_events
        g.rng = Rng(seed)
        g.history = None
        g.ledger = None
        g._ev = None
        g._sv = next(_VERSIONS)
        n = len(players)
        g.names = list(players)
        g.n = n
        start = g.rules.starting_cash if g.rules.starting_cash is not None else g.edition.starting_cash
        g.cash = [start] * n
        g.pos = [0] * n
        g.in_jail = [False] * n
        g.jail_tries = [0] * n
        g.active = [True] * n
        g.held = [()] * n
        size = g.board.size
        g.owner = [-1] * size
        g.level = [0] * size
        g.mortgaged = [False] * size
        g.props = [()] * n
        g.bank_houses = g.edition.houses
        g.bank_hotels = g.edition.hotels
        g.pot = 0
        g.decisions = []
        g.todo = []
        g.claims = []
        g.forced = list(forced_dice)
        g.last_roll = (0, 0)
        g.bankruptcies = 0
        g.bank_sales = []
        g.over = False
        g.winners = ()
        g.end_reason = ""
        g.time_up = False
        g.worth_at_end = ()
        g._anytime = [None] * n
        g.decks = {}
        for deck in DECKS:
            order = list(range(len(g.board.cards[deck])))
            g.rng.shuffle(order)
            wanted = [g.board.card_index[c][1] for c in (deck_order or {}).get(deck, ())]
            g.decks[deck] = wanted + [c for c in order if c not in wanted]
        events: list[Event] = []
        g._ev = events
        g.first = g._roll_for_order()
        g.current = g.first
        g.round = 1
        g.turn_no = 0
        g.doubles = 0
        g.again = False
        g.phase = Phase.PRE_ROLL
        g._deal_deeds()
        events.append(TurnStarted(g.first, 1))
        g.setup_events = events if record_events else []
        g._ev = None
        return g

    def _roll_for_order(self) -> int:
        """Everyone rolls; the highest total starts; ties roll again among the tied."""
        contenders = list(range(self.n))
        while True:
            totals = []
            for p in contenders:
                d1, d2 = self._dice()
                if self._ev is not None:
                    self._emit(OrderRolled(p, d1, d2))
                totals.append(d1 + d2)
            best = max(totals)
            contenders = [p for p, t in zip(contenders, totals) if t == best]
            if len(contenders) == 1:
                if self._ev is not None:
                    self._emit(FirstPlayer(contenders[0]))
                return contenders[0]

    def _deal_deeds(self) -> None:
        count = self.rules.deal_deeds
        if not count:
            return
        pack = list(self.board.properties)
        self.rng.shuffle(pack)
        for _ in range(count):
            for p in self.seat_order():
                if not pack:
                    return
                s = pack.pop()
                price = self.board.price[s] if self.rules.dealt_deeds_paid else 0
                if price > self.cash[p]:
                    pack.insert(0, s)
                    continue
                self.cash[p] -= price
                self._give(s, p)
                if self._ev is not None:
                    self._emit(DeedDealt(p, s, price))

    # -- queries ------------------------------------------------------------------------------

    @property
    def to_move(self) -> int:
        """The one player whose decision the game is waiting for (-1 when it is over)."""
        if self.over:
            return -1
        if self.decisions:
            return self.decisions[-1].player
        return self.current

    @property
    def pending(self) -> Decision | Phase:
        """What the game waits for: the top decision, or the current player's turn phase."""
        if self.over:
            return Phase.OVER
        return self.decisions[-1] if self.decisions else self.phase

    @property
    def naming(self) -> Names:
        """The words for event texts (see EditionSpec.naming)."""
        return self.edition.naming(self.names)

    @property
    def hotel_level(self) -> int:
        return self.t.hotel_level

    def seat_order(self, start: int | None = None) -> list[int]:
        """Active players in seat order from ``start`` (default: the first player)."""
        s = self.first if start is None else start
        n, active = self.n, self.active
        order: list[int] = []
        for i in range(n):
            p = (s + i) % n
            if active[p]:
                order.append(p)
        return order

    def houses_on(self, space: int) -> int:
        lvl = self.level[space]
        return lvl if lvl < self.t.hotel_level else 0

    def has_hotel(self, space: int) -> bool:
        return self.level[space] == self.t.hotel_level

    def worth(self, p: int) -> int:
        """Cash plus property at printed price (mortgaged at mortgage value) plus buildings at cost."""
        b = self.board
        total = self.cash[p]
        for s in self.props[p]:
            total += b.mortgage[s] if self.mortgaged[s] else b.price[s]
            total += self.level[s] * b.house_cost[s]
        return total

    def tax_worth(self, p: int) -> int:
        """Total worth for Income Tax: every property at printed price, mortgaged or not."""
        b = self.board
        return self.cash[p] + sum(b.price[s] + self.level[s] * b.house_cost[s]
                                  for s in self.props[p])

    def active_players(self) -> list[int]:
        return [p for p in range(self.n) if self.active[p]]


    # -- legal actions --------------------------------------------------------------------------

    def legal_actions(self, p: int) -> list[Action]:
        """Every action player ``p`` may take now.

        Actions with a free amount list a few useful values: bids at the minimum and a few
        steps above it; answers to a shortage call from 0 up. Trades are not listed (there are
        too many); ``ProposeTrade`` and ``CounterTrade`` are legal where :meth:`can_trade` says so.
        """
        if self.over or not self.active[p]:
            return []
        decisions = self.decisions
        if decisions:
            top = decisions[-1]
            if top.player != p:
                return []
            kind = type(top)
            acts = _DECISION_ACTIONS[kind](self, top)
            if kind is BuyChoice:
                self._add_anytime(p, acts, False)
            elif kind is Debt:
                self._add_anytime(p, acts, True)
            return acts
        if p == self.current:
            if self.phase is Phase.PRE_ROLL:
                acts = self.roll_options(p)
            else:
                acts = [END_TURNS[p]]
        elif self.t.own_turn_only:
            return []
        else:
            acts = []
        self._add_anytime(p, acts, False)
        return acts

    def roll_options(self, p: int) -> list[Action]:
        """The current player's moves before his throw, but for those allowed at any time
        (see legal_actions): throw the dice, and in Jail pay the fine or use a card where the
        rules allow."""
        acts: list[Action] = [ROLLS[p]]
        if self.in_jail[p]:
            if jail.may_pay_fine(self, p) and self.cash[p] >= self.edition.jail_fine:
                acts.append(seat_move(PayJailFine, p))
            if self.held[p]:
                acts.append(seat_move(UseJailCard, p))
        return acts

    def _add_anytime(self, p: int, acts: list[Action], raising: bool) -> None:
        """Add ``p``'s build, sell, mortgage, lift and claim actions; only selling and
        mortgaging while he raises money for a debt."""
        cache = self._anytime[p]
        if cache is None or cache.version != self._sv:
            cache = self._anytime[p] = buildings.Options(self._sv,
                                                         buildings.raising_options(self, p))
        if cache.raising:
            acts += cache.raising
        if raising:
            return
        if cache.growing is None:
            cache.growing = buildings.growing_options(self, p)
        builds, lifts = cache.growing
        if builds or lifts:
            cash = self.cash[p]
            acts += [a for cost, a in builds if cost <= cash]
            acts += [a for cost, a in lifts if cost <= cash]
        if self.claims:
            acts += [ClaimRent(p, c[2]) for c in self.claims if c[0] == p]

    def _raising_actions(self, p: int) -> list[Action]:
        acts: list[Action] = []
        self._add_anytime(p, acts, True)
        return acts

    def may_act(self, p: int) -> bool:
        """Whether ``p`` may build, sell, mortgage, claim rent or propose a trade now."""
        return self._window(p) is not None

    def can_trade(self, p: int) -> bool:
        """Whether ``p`` may propose a trade now."""
        return self._window(p) is not None

    @property
    def version(self) -> int:
        """Changes whenever ownership, buildings or mortgages change (for caches of callers);
        a clone shares it until either changes, and no other game ever has it."""
        return self._sv

    def bump_version(self) -> None:
        """Ownership, buildings or mortgages changed: a version number no game in this process
        has had, so a version names one set of holdings across a game and its clones."""
        self._sv = next(_VERSIONS)

    @property
    def move_pending(self) -> bool:
        """A throw's move is still to come: the fine after a third miss in Jail is being raised."""
        return any(step[0] == FORCED_EXIT for step in self.todo)

    def _window(self, p: int) -> bool | None:
        """None: ``p`` may not act outside a decision now; else whether he is raising money."""
        if self.over or not self.active[p]:
            return None
        if self.decisions:
            top = self.decisions[-1]
            if top.player != p:
                return None
            if type(top) is Debt:
                return True
            return False if type(top) is BuyChoice else None
        if self.t.own_turn_only and p != self.current:
            return None
        return False

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is not allowed now, or None if it is."""
        entry = _HANDLERS.get(type(action))
        if entry is None:
            return f"{type(action).__name__} is not an action of this game"
        given: Any = action  # as built, before its fields are checked
        p = given.player
        if not isinstance(p, int) or not (0 <= p < self.n or type(action) is TimeUp):
            return "no such player"
        if self.over:
            return "the game is over"
        return entry[0](self, action)

    # -- applying actions ---------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Carry out one action and return the events it caused, in order.

        An illegal action raises IllegalAction with the reason and changes nothing.
        """
        entry = _HANDLERS.get(type(action))
        if entry is None:
            raise IllegalAction(f"{type(action).__name__} is not an action of this game")
        given: Any = action  # as built, before its fields are checked
        p = given.player
        if self.over:
            raise IllegalAction("the game is over")
        if type(p) is not int or not (0 <= p < self.n or type(action) is TimeUp):
            raise IllegalAction("no such player")
        why = entry[0](self, action)
        if why is not None:
            raise IllegalAction(why)
        events: list[Event] = []
        self._ev = events if self.record else None
        entry[1](self, action)
        self._ev = None
        self.history = (action, self.history)
        return events

    def note(self, kind: int, p: int, s: int, amount: int, held: int = 0) -> None:
        """Add a fact of ``p``'s to the ledger, with his cash now and the turn."""
        self.ledger = ((kind, p, s, amount, self.cash[p], self.turn_no, held), self.ledger)

    def held_of_group(self, p: int, s: int) -> int:
        """How many other lots of the group of ``s`` ``p`` holds."""
        owner = self.owner
        return sum(1 for m in self.board.group_members[s] if m != s and owner[m] == p)

    def actions_played(self) -> list[Action]:
        """Every action applied so far, oldest first."""
        out = []
        node = self.history
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    def _emit(self, event: Event) -> None:
        """Record an event of the action being applied. Callers build an event only when
        ``_ev`` is a list (events recorded): a game played without events builds none."""
        if self._ev is not None:
            self._ev.append(event)

    def force_dice(self, *rolls: tuple[int, int]) -> None:
        """Make the next throws of the dice come out as given (for tests and tutorials)."""
        for d1, d2 in rolls:
            if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
                raise ValueError(f"a die shows 1 to 6, not {d1} and {d2}")
        self.forced.extend(rolls)

    def stack_deck(self, deck: str, card_ids: Sequence[str]) -> None:
        """Put these cards, in this order, on top of a deck (for tests and tutorials)."""
        if deck not in self.decks:
            raise ValueError(f"no deck named {deck!r}")
        index = self.board.card_index
        wanted = []
        for cid in card_ids:
            if cid not in index or index[cid][0] != deck:
                raise ValueError(f"no card {cid!r} in {deck}")
            wanted.append(index[cid][1])
        rest = [c for c in self.decks[deck] if c not in wanted]
        missing = [c for c in wanted if c not in self.decks[deck]]
        if missing:
            raise ValueError("a card asked for is held by a player")
        self.decks[deck] = wanted + rest

    def clone(self) -> Game:
        """An independent copy that shares only immutable tables; cheap enough for look-ahead."""
        g = Game()
        g.edition = self.edition
        g.board = self.board
        g.rules = self.rules
        g.t = self.t
        g.record = self.record
        g.rng = self.rng.copy()
        g.history = self.history
        g.ledger = self.ledger
        g.setup_events = self.setup_events
        g._ev = None
        g._sv = self._sv
        g._anytime = self._anytime[:]
        g.names = self.names
        g.n = self.n
        g.cash = self.cash[:]
        g.pos = self.pos[:]
        g.in_jail = self.in_jail[:]
        g.jail_tries = self.jail_tries[:]
        g.active = self.active[:]
        g.held = self.held[:]
        g.owner = self.owner[:]
        g.level = self.level[:]
        g.mortgaged = self.mortgaged[:]
        g.props = self.props[:]
        g.bank_houses = self.bank_houses
        g.bank_hotels = self.bank_hotels
        d = self.decks
        g.decks = {"chance": d["chance"][:], "community_chest": d["community_chest"][:]}
        g.pot = self.pot
        g.current = self.current
        g.first = self.first
        g.phase = self.phase
        g.doubles = self.doubles
        g.again = self.again
        g.round = self.round
        g.turn_no = self.turn_no
        g.decisions = self.decisions[:]
        g.todo = self.todo[:]
        g.claims = self.claims[:]
        g.forced = self.forced[:]
        g.last_roll = self.last_roll
        g.bankruptcies = self.bankruptcies
        g.bank_sales = self.bank_sales[:]
        g.over = self.over
        g.winners = self.winners
        g.end_reason = self.end_reason
        g.time_up = self.time_up
        g.worth_at_end = self.worth_at_end
        return g

    def restore(self, snapshot: Game) -> None:
        """Put the position of ``snapshot`` (a clone of this game taken earlier) back in place,
        dice and history included; this object stays the game, so every reference to it stays
        valid. The snapshot itself is left as it was, to be used again.

        >>> g = Game.new(["Ann", "Bob"], seed=7)
        >>> before = g.clone()
        >>> _ = g.apply(Roll(g.to_move))
        >>> g.restore(before)
        >>> g.history is None and g.pos == [0, 0]
        True
        """
        if snapshot.board is not self.board or snapshot.rules != self.rules \
                or snapshot.n != self.n:
            raise ValueError("a game is restored only from a copy of itself")
        copy = snapshot.clone()
        for name in _STATE_FIELDS:
            setattr(self, name, getattr(copy, name))
        self.rng = copy.rng
        self.history = copy.history
        self.ledger = copy.ledger
        self.bump_version()
        self._anytime = [None] * self.n

    def reseed(self, seed: int) -> None:
        """Give this game (typically a look-ahead clone) its own future dice and shuffles."""
        self.rng = Rng(seed)

    # -- the turn -----------------------------------------------------------------------------

    def _dice(self) -> tuple[int, int]:
        if self.forced:
            return self.forced.pop(0)
        return self.rng.dice()

    def _check_roll(self, a: Roll) -> str | None:
        p = a.player
        if self.decisions:
            return self._blocked(p)
        if p != self.current:
            return f"it is {self.names[self.current]}'s turn"
        if self.phase is not Phase.PRE_ROLL:
            return "the dice have been thrown: end the turn"
        return None

    def _blocked(self, p: int) -> str:
        top = self.decisions[-1]
        return f"waiting for {self.names[top.player]}: {self.describe(top)}"

    def describe(self, decision: Decision) -> str:
        """What a pending decision asks for, in the edition's words."""
        if type(decision) is TaxChoice:
            return f"the choice of how to pay {self.board.names[decision.space]}"
        return _DESCRIBE[type(decision)]

    def _do_roll(self, a: Roll) -> None:
        p = a.player
        d1, d2 = self._dice()
        self.last_roll = (d1, d2)
        ev = self._ev
        if ev is not None:
            ev.append(DiceRolled(p, d1, d2))
        if self.claims:
            self._expire_claims()
        if self.in_jail[p]:
            jail.roll_in_jail(self, p, d1, d2)
            return
        if d1 == d2:
            self.doubles += 1
            if self.doubles == 3:
                jail.send_to_jail(self, p, JailReason.DOUBLES)
                self.phase = Phase.POST_ROLL
                return
            self.again = True
        else:
            self.again = False
        self.todo.append((AFTER_ROLL,))
        self._move(p, d1 + d2)
        self._resolve(p, 0)
        self._continue()

    def _after_roll(self) -> None:
        p = self.current
        if not self.active[p]:
            self._next_turn()
        elif self.again and not self.in_jail[p]:
            self.phase = Phase.PRE_ROLL
        else:
            self.phase = Phase.POST_ROLL

    def _continue(self) -> None:
        """Run the waiting steps of the turn until a decision blocks or none are left."""
        todo = self.todo
        while not self.decisions and not self.over:
            if self.bank_sales:
                s = self.bank_sales.pop(0)
                auction.open_auction(self, s, "property", self.seat_order(self.current))
                continue
            if not todo:
                break
            step = todo.pop()
            kind = step[0]
            if kind == AFTER_ROLL:
                self._after_roll()
            elif kind == PAY:
                _, debtor, creditor, amount, reason, space = step
                if self.active[debtor] and (creditor < 0 or self.active[creditor]):
                    self._charge(debtor, creditor, amount, reason, space)
            else:
                jail.forced_exit(self, step[1], step[2])
        if not todo and not self.decisions and not self.over and not self.active[self.current]:
            self._next_turn()

    def _check_end_turn(self, a: EndTurn) -> str | None:
        p = a.player
        if self.decisions:
            return self._blocked(p)
        if p != self.current:
            return f"it is {self.names[self.current]}'s turn"
        if self.phase is not Phase.POST_ROLL:
            return "roll the dice first" if not self.again else "doubles: roll again"
        return None

    def _do_end_turn(self, a: EndTurn) -> None:
        self._next_turn()

    def _next_turn(self) -> None:
        n, cur, first, active = self.n, self.current, self.first, self.active
        nxt = cur + 1 if cur + 1 < n else 0
        while not active[nxt]:
            nxt = nxt + 1 if nxt + 1 < n else 0
        if (nxt - first) % n <= (cur - first) % n:
            self.round += 1
            limit = self.rules.time_limit_rounds
            if limit is not None and self.round > limit:
                bankruptcy.end_by_valuation(self, "time is up")
                return
        if self.time_up:
            bankruptcy.end_by_valuation(self, "time is up")
            return
        self.current = nxt
        self.turn_no += 1
        self.phase = Phase.PRE_ROLL
        self.doubles = 0
        self.again = False
        ev = self._ev
        if ev is not None:
            ev.append(TurnStarted(nxt, self.round))

    # -- moving and landing -------------------------------------------------------------------

    def _move(self, p: int, steps: int) -> None:
        start = self.pos[p]
        size = self.board.size
        end = (start + steps) % size
        self.pos[p] = end
        ev = self._ev
        if ev is not None:
            ev.append(TokenMoved(p, start, end, steps))
        if steps > 0 and start + steps >= size:
            salary = self.edition.salary
            if end == 0 and self.rules.double_salary_on_go:
                salary *= 2
            self.cash[p] += salary
            if ev is not None:
                ev.append(Payment(BANK, p, salary, PayReason.SALARY))

    def _resolve(self, p: int, mode: int) -> None:
        """Do what the space under ``p`` says. ``mode``: 1 double railroad rent, 2 utility x10."""
        s = self.pos[p]
        code = self.t.code[s]
        if code == PROPERTY:
            o = self.owner[s]
            if o < 0:
                self.decisions.append(BuyChoice(p, s))
            elif o != p and not self.mortgaged[s]:
                if self.rules.no_rent_in_jail and self.in_jail[o]:
                    return
                amount = self._rent(s, o, mode, p)
                if self.rules.rent_must_be_claimed:
                    self.claims.append((o, p, s, amount, self.turn_no))
                    if self._ev is not None:
                        self._emit(RentClaimable(o, p, s, amount))
                else:
                    self._charge(p, o, amount, PayReason.RENT, s)
        elif code == TAX:
            if self.t.tax_percent[s] is not None:
                self.decisions.append(TaxChoice(p, s))
            else:
                self._charge(p, self._fee_payee(), self.t.tax_amount[s], PayReason.TAX, s)
        elif code == CHANCE:
            self._draw(p, "chance")
        elif code == COMMUNITY_CHEST:
            self._draw(p, "community_chest")
        elif code == GO_TO_JAIL:
            jail.send_to_jail(self, p, JailReason.SPACE)
        elif code == FREE_PARKING and self.pot:
            amount, self.pot = self.pot, 0
            self.cash[p] += amount
            if self._ev is not None:
                self._emit(Payment(POT, p, amount, PayReason.JACKPOT, s))

    def _rent(self, s: int, o: int, mode: int, payer: int) -> int:
        t = self.t
        owner = self.owner
        if t.is_street[s]:
            lvl = self.level[s]
            if lvl:
                return t.lot_rent[s][lvl]
            base = t.lot_rent[s][0]
            for m in self.board.group_members[s]:
                if owner[m] != o:
                    return base
            return base * 2
        held = 0
        for m in self.board.group_members[s]:
            if owner[m] == o:
                held += 1
        if t.is_railroad[s]:
            rent = self.board.railroad_rents[held - 1]
            return rent * 2 if mode == 1 else rent
        if mode == 2:
            d1, d2 = self._dice()
            if self._ev is not None:
                self._emit(DiceRolled(payer, d1, d2))
            return self.board.utility_multipliers[-1] * (d1 + d2)
        d1, d2 = self.last_roll
        return self.board.utility_multipliers[held - 1] * (d1 + d2)

    def _fee_payee(self) -> int:
        return POT if self.rules.free_parking_jackpot else BANK

    def _draw(self, p: int, deck: str) -> None:
        cards.draw(self, p, deck)

    # -- money --------------------------------------------------------------------------------

    def _charge(self, debtor: int, creditor: int, amount: int, reason: PayReason,
                space: int = -1) -> None:
        """Take ``amount`` from ``debtor`` now, or open a debt he must raise money for."""
        cash = self.cash
        if cash[debtor] >= amount:
            cash[debtor] -= amount
            if creditor >= 0:
                cash[creditor] += amount
            elif creditor == POT:
                self.pot += amount
            ev = self._ev
            if ev is not None:
                ev.append(Payment(debtor, creditor, amount, reason, space))
        else:
            self.decisions.append(Debt(debtor, creditor, amount, reason, space))
            if self._ev is not None:
                self._emit(DebtOwed(debtor, creditor, amount))

    def _check_pay_debt(self, a: PayDebt) -> str | None:
        top = self._top(a.player, Debt)
        if isinstance(top, str):
            return top
        if self.cash[a.player] < top.amount:
            money = self.edition.words.money
            return (f"{self.names[a.player]} has {money(self.cash[a.player])} but owes "
                    f"{money(top.amount)}: raise more money first")
        return None

    def _do_pay_debt(self, a: PayDebt) -> None:
        top = self.decisions.pop()
        assert isinstance(top, Debt)
        self._charge(top.player, top.creditor, top.amount, top.reason, top.space)
        self._continue()

    def _check_bankruptcy(self, a: DeclareBankruptcy) -> str | None:
        top = self._top(a.player, Debt)
        if isinstance(top, str):
            return top
        if self.cash[a.player] >= top.amount:
            return "you have the cash to pay"
        if bankruptcy.can_raise(self, a.player, top.amount):
            return "selling buildings and mortgaging would cover the debt: raise the money"
        return None

    def _do_bankruptcy(self, a: DeclareBankruptcy) -> None:
        top = self.decisions.pop()
        assert isinstance(top, Debt)
        bankruptcy.go_bankrupt(self, top.player, top.creditor)
        self._continue()

    def _top(self, p: int, kind: type[Any]) -> Any:
        """The top decision if it is of ``kind`` and belongs to ``p``, else why not (a str)."""
        if not self.decisions:
            return f"there is no {_NOUN[kind]} waiting for an answer"
        top = self.decisions[-1]
        if type(top) is not kind:
            return self._blocked(p) if top.player != p else f"first: {self.describe(top)}"
        if top.player != p:
            return self._blocked(p)
        return top

    # -- buying and auctions --------------------------------------------------------------------

    def _check_buy(self, a: Buy) -> str | None:
        top = self._top(a.player, BuyChoice)
        if isinstance(top, str):
            return top
        price = self.board.price[top.space]
        if self.cash[a.player] < price:
            money = self.edition.words.money
            return f"it costs {money(price)} and you have {money(self.cash[a.player])}"
        return None

    def _do_buy(self, a: Buy) -> None:
        top = self.decisions.pop()
        p, s = a.player, top.space  # type: ignore[attr-defined]
        price = self.board.price[s]
        self.cash[p] -= price
        self._give(s, p)
        ev = self._ev
        if ev is not None:
            ev.append(PropertyBought(p, s, price))
        self._continue()

    def _check_decline(self, a: DeclineBuy) -> str | None:
        top = self._top(a.player, BuyChoice)
        return top if isinstance(top, str) else None

    def _do_decline(self, a: DeclineBuy) -> None:
        top = self.decisions.pop()
        s = top.space  # type: ignore[attr-defined]
        if self._ev is not None:
            self._emit(BuyDeclined(a.player, s))
        if self.rules.auctions:
            auction.open_auction(self, s, "property", self.seat_order((a.player + 1) % self.n))
        else:
            if self._ev is not None:
                self._emit(AuctionUnsold(s, "property"))
        self._continue()

    # -- taxes, jail ----------------------------------------------------------------------------

    def _check_tax(self, a: ChooseIncomeTax) -> str | None:
        top = self._top(a.player, TaxChoice)
        return top if isinstance(top, str) else None

    def _do_tax(self, a: ChooseIncomeTax) -> None:
        top = self.decisions.pop()
        s = top.space  # type: ignore[attr-defined]
        p = a.player
        if a.percent:
            pct = self.t.tax_percent[s]
            assert pct is not None
            amount = percent(self.tax_worth(p), pct)
        else:
            amount = self.t.tax_amount[s]
        self._charge(p, self._fee_payee(), amount, PayReason.TAX, s)
        self._continue()

    # -- rent claims (when rent must be claimed) -------------------------------------------------

    def _expire_claims(self) -> None:
        window = self.rules.rent_claim_window
        keep = []
        for claim in self.claims:
            if self.turn_no >= claim[4] + window:
                if self._ev is not None:
                    self._emit(RentExpired(claim[0], claim[1], claim[2]))
            else:
                keep.append(claim)
        self.claims = keep

    def _drop_claims(self, s: int) -> None:
        """Rent waiting on ``s`` lapses when the lot is mortgaged or changes hands: nothing is
        due on a mortgaged lot, and only its owner may claim it."""
        self.claims = [c for c in self.claims if c[2] != s]

    def _check_claim(self, a: ClaimRent) -> str | None:
        if self._window(a.player) is None:
            return "not now: another decision is waiting"
        if not any(c[0] == a.player and c[2] == a.space for c in self.claims):
            return "no rent is waiting to be claimed on that space"
        return None

    def _do_claim(self, a: ClaimRent) -> None:
        claim = next(c for c in self.claims if c[0] == a.player and c[2] == a.space)
        self.claims.remove(claim)
        owner, payer, space, amount, _ = claim
        self._charge(payer, owner, amount, PayReason.RENT, space)
        self._continue()

    # -- property, buildings, mortgages (rules in buildings.py) ---------------------------------

    def _give(self, s: int, p: int) -> None:
        """Make ``p`` the owner of ``s`` (ownership bookkeeping only)."""
        old = self.owner[s]
        if old >= 0:
            self.props[old] = tuple(x for x in self.props[old] if x != s)
        self.owner[s] = p
        if p >= 0:
            self.props[p] = tuple(sorted(self.props[p] + (s,)))
        if self.claims:
            self._drop_claims(s)
        self.bump_version()

    def _check_mortgage(self, a: Mortgage) -> str | None:
        if self._window(a.player) is None:
            return "not now: another decision is waiting"
        return buildings.mortgage_problem(self, a.player, a.space)

    def _do_mortgage(self, a: Mortgage) -> None:
        s = a.space
        self.mortgaged[s] = True
        if self.claims:
            self._drop_claims(s)
        amount = self.board.mortgage[s]
        self.cash[a.player] += amount
        self.bump_version()
        if self._ev is not None:
            self._emit(Mortgaged(a.player, s, amount))

    def _check_unmortgage(self, a: Unmortgage) -> str | None:
        if self.decisions and type(self.decisions[-1]) is MortgageChoice:
            top = self._top(a.player, MortgageChoice)
            if isinstance(top, str):
                return top
            if top.space != a.space:
                return f"first decide about {self.board.names[top.space]}"
        else:
            window = self._window(a.player)
            if window is None:
                return "not now: another decision is waiting"
            if window:
                return "while raising money you cannot lift mortgages"
        return buildings.unmortgage_problem(self, a.player, a.space)

    def _do_unmortgage(self, a: Unmortgage) -> None:
        s = a.space
        cost = self.t.lift_cost[s]
        self.cash[a.player] -= cost
        self.mortgaged[s] = False
        self.bump_version()
        if self._ev is not None:
            self._emit(Unmortgaged(a.player, s, cost))
        if self.decisions and type(self.decisions[-1]) is MortgageChoice:
            self.decisions.pop()
            self._continue()

    def _check_keep(self, a: KeepMortgaged) -> str | None:
        top = self._top(a.player, MortgageChoice)
        if isinstance(top, str):
            return top
        if top.space != a.space:
            return f"first decide about {self.board.names[top.space]}"
        return None

    def _do_keep(self, a: KeepMortgaged) -> None:
        self.decisions.pop()
        self._charge(a.player, BANK, self.t.interest[a.space], PayReason.INTEREST, a.space)
        self._continue()

    def _check_build(self, a: Build) -> str | None:
        if self.decisions and type(self.decisions[-1]) is PlaceBuilding:
            top = self._top(a.player, PlaceBuilding)
            if isinstance(top, str):
                return top
            return buildings.build_problem(self, a.player, a.space, paid=top.kind)
        window = self._window(a.player)
        if window is None:
            return "not now: another decision is waiting"
        if window:
            return "while raising money you cannot build"
        return buildings.build_problem(self, a.player, a.space)

    def _do_build(self, a: Build) -> None:
        if self.decisions and type(self.decisions[-1]) is PlaceBuilding:
            self.decisions.pop()
            buildings.raise_level(self, a.player, a.space, 0)
            self._continue()
            return
        kind, stock, wanting = buildings.shortage(self, a.player, a.space)
        if wanting:
            if self._ev is not None:
                self._emit(BuildingShortage(a.player, kind, stock))
            self.decisions.append(ShortageCall(wanting[0], a.player, a.space, kind, wanting))
            return
        buildings.raise_level(self, a.player, a.space, self.board.house_cost[a.space])
        self.note(BUILT, a.player, a.space, self.level[a.space])

    def _check_want(self, a: WantBuildings) -> str | None:
        top = self._top(a.player, ShortageCall)
        if isinstance(top, str):
            return top
        given: Any = a  # as built: the count is checked before it is trusted
        if type(given.count) is not int or a.count < 0:
            return "say how many, from 0 up"
        most = buildings.capacity(self, a.player, top.kind)
        if a.count > most:
            return f"you could build at most {most} now"
        return None

    def _do_want(self, a: WantBuildings) -> None:
        top = self.decisions.pop()
        assert isinstance(top, ShortageCall)
        if self._ev is not None:
            self._emit(BuildingsWanted(a.player, a.count))
        wants = top.wants + ((a.player, a.count),) if a.count else top.wants
        rest = top.asked[1:]
        if rest:
            self.decisions.append(ShortageCall(rest[0], top.requester, top.space, top.kind, rest,
                                               wants))
            return
        buildings.settle_shortage(self, ShortageCall(top.player, top.requester, top.space,
                                                     top.kind, top.asked, wants))
        self._continue()

    def _check_sell(self, a: SellBuilding) -> str | None:
        if self._window(a.player) is None:
            return "not now: another decision is waiting"
        plan = buildings.sale_plan(self, a.player, a.space)
        return plan if isinstance(plan, str) else None

    def _check_sell_hotels(self, a: SellHotels) -> str | None:
        if self._window(a.player) is None:
            return "not now: another decision is waiting"
        plan = buildings.hotels_plan(self, a.player, a.space)
        return plan if isinstance(plan, str) else None

    def _do_sell_hotels(self, a: SellHotels) -> None:
        plan = buildings.hotels_plan(self, a.player, a.space)
        assert not isinstance(plan, str)
        buildings.sell(self, a.player, plan)

    def _do_sell(self, a: SellBuilding) -> None:
        plan = buildings.sale_plan(self, a.player, a.space)
        assert not isinstance(plan, str)
        buildings.sell(self, a.player, plan)

    # -- trades (rules in trading.py) ----------------------------------------------------------

    def _check_propose(self, a: ProposeTrade) -> str | None:
        if a.offer.proposer != a.player:
            return "a trade is proposed by its proposer"
        if self._window(a.player) is None:
            return "not now: another decision is waiting"
        return trading.offer_problem(self, a.offer)

    def _do_propose(self, a: ProposeTrade) -> None:
        if self._ev is not None:
            self._emit(TradeProposed(a.offer))
        self.decisions.append(TradeAnswer(a.offer.partner, a.offer))

    def _check_answer(self, a: AcceptTrade | DeclineTrade) -> str | None:
        top = self._top(a.player, TradeAnswer)
        if isinstance(top, str):
            return top
        if type(a) is AcceptTrade:
            return trading.offer_problem(self, top.offer)
        return None

    def _do_accept(self, a: AcceptTrade) -> None:
        top = self.decisions.pop()
        assert isinstance(top, TradeAnswer)
        if self._ev is not None:
            self._emit(TradeAccepted(top.offer))
        trading.execute(self, top.offer)
        self._continue()

    def _do_decline_trade(self, a: DeclineTrade) -> None:
        top = self.decisions.pop()
        assert isinstance(top, TradeAnswer)
        if self._ev is not None:
            self._emit(TradeDeclined(top.offer))
        self._continue()

    def _check_counter(self, a: CounterTrade) -> str | None:
        top = self._top(a.player, TradeAnswer)
        if isinstance(top, str):
            return top
        o = a.offer
        if o.proposer != a.player or o.partner != top.offer.proposer:
            return "a counter-offer goes back to the player who made the offer"
        return trading.offer_problem(self, o)

    def _do_counter(self, a: CounterTrade) -> None:
        self.decisions.pop()
        if self._ev is not None:
            self._emit(TradeCountered(a.offer))
        self.decisions.append(TradeAnswer(a.offer.partner, a.offer))

    # -- time limit ------------------------------------------------------------------------------

    def _check_time_up(self, a: TimeUp) -> str | None:
        if self.rules.time_limit_minutes is None:
            return "this game has no time limit"
        if self.time_up:
            return "time was already called"
        return None

    def _do_time_up(self, a: TimeUp) -> None:
        """The agreed time has run out: the game ends when the current turn does."""
        self.time_up = True

    # -- end -------------------------------------------------------------------------------------

    def finish(self, winners: tuple[int, ...], reason: str, worth: tuple[int, ...]) -> None:
        if self._ev is not None:
            self._emit(GameOver(winners, reason, worth))
        self.over = True
        self.phase = Phase.OVER
        self.winners = winners
        self.end_reason = reason
        self.worth_at_end = worth
        self.decisions.clear()
        self.todo.clear()
        self.claims.clear()
        self.bank_sales.clear()


def _buy_actions(g: Game, d: Decision) -> list[Action]:
    assert isinstance(d, BuyChoice)
    acts: list[Action] = [seat_move(DeclineBuy, d.player)]
    if g.cash[d.player] >= g.board.price[d.space]:
        acts.insert(0, seat_move(Buy, d.player))
    return acts



def _tax_actions(g: Game, d: Decision) -> list[Action]:
    return [ChooseIncomeTax(d.player, False), ChooseIncomeTax(d.player, True)]


def _debt_actions(g: Game, d: Decision) -> list[Action]:
    assert isinstance(d, Debt)
    p = d.player
    acts: list[Action] = []
    if g.cash[p] >= d.amount:
        acts.append(seat_move(PayDebt, p))
    elif not bankruptcy.can_raise(g, p, d.amount):
        acts.append(seat_move(DeclareBankruptcy, p))
    return acts


def _trade_actions(g: Game, d: Decision) -> list[Action]:
    assert isinstance(d, TradeAnswer)
    acts: list[Action] = [seat_move(DeclineTrade, d.player)]
    if trading.offer_problem(g, d.offer) is None:
        acts.insert(0, seat_move(AcceptTrade, d.player))
    return acts


def _mortgage_choice_actions(g: Game, d: Decision) -> list[Action]:
    assert isinstance(d, MortgageChoice)
    acts: list[Action] = [lot_move(KeepMortgaged, d.player, d.space)]
    if g.cash[d.player] >= g.t.lift_cost[d.space]:
        acts.insert(0, lot_move(Unmortgage, d.player, d.space))
    return acts


def _shortage_actions(g: Game, d: Decision) -> list[Action]:
    assert isinstance(d, ShortageCall)
    most = buildings.capacity(g, d.player, d.kind)
    return [WantBuildings(d.player, k) for k in range(most + 1)]


def _place_actions(g: Game, d: Decision) -> list[Action]:
    assert isinstance(d, PlaceBuilding)
    return [Build(d.player, s) for s in g.props[d.player]
            if buildings.build_problem(g, d.player, s, paid=d.kind) is None]


# Final: the compiled core reads these tables straight, not by name on every action
_DECISION_ACTIONS: Final[dict[type[Decision], Callable[[Game, Decision], list[Action]]]] = {
    BuyChoice: _buy_actions, Auction: auction.legal, TaxChoice: _tax_actions,
    Debt: _debt_actions, TradeAnswer: _trade_actions, MortgageChoice: _mortgage_choice_actions,
    ShortageCall: _shortage_actions, PlaceBuilding: _place_actions,
}

_DESCRIBE: Final[dict[type[Decision], str]] = {
    BuyChoice: "buy or decline the property", Auction: "a bid in the auction",
    TaxChoice: "the choice of a tax", Debt: "raising money to pay a debt",
    TradeAnswer: "an answer to a trade offer", MortgageChoice: "lift or keep a mortgage",
    ShortageCall: "how many scarce buildings to ask for", PlaceBuilding: "where to put a building",
}

_NOUN: Final[dict[type[Decision], str]] = {
    BuyChoice: "offer to buy", Auction: "auction", TaxChoice: "tax choice",
    Debt: "debt", TradeAnswer: "trade offer", MortgageChoice: "mortgage decision",
    ShortageCall: "building shortage call", PlaceBuilding: "building to place",
}

_HANDLERS: Final[dict[type[Action], tuple[Callable[[Game, Any], str | None],
                                          Callable[[Game, Any], None]]]] = {
    Roll: (Game._check_roll, Game._do_roll),
    EndTurn: (Game._check_end_turn, Game._do_end_turn),
    Buy: (Game._check_buy, Game._do_buy),
    DeclineBuy: (Game._check_decline, Game._do_decline),
    Bid: (auction.check_bid, auction.do_bid),
    PassBid: (auction.check_pass, auction.do_pass),
    ChooseIncomeTax: (Game._check_tax, Game._do_tax),
    PayJailFine: (jail.check_exit, jail.do_pay_fine),
    UseJailCard: (jail.check_exit, jail.do_use_card),
    PayDebt: (Game._check_pay_debt, Game._do_pay_debt),
    DeclareBankruptcy: (Game._check_bankruptcy, Game._do_bankruptcy),
    Mortgage: (Game._check_mortgage, Game._do_mortgage),
    Unmortgage: (Game._check_unmortgage, Game._do_unmortgage),
    KeepMortgaged: (Game._check_keep, Game._do_keep),
    Build: (Game._check_build, Game._do_build),
    SellBuilding: (Game._check_sell, Game._do_sell),
    SellHotels: (Game._check_sell_hotels, Game._do_sell_hotels),
    WantBuildings: (Game._check_want, Game._do_want),
    ProposeTrade: (Game._check_propose, Game._do_propose),
    AcceptTrade: (Game._check_answer, Game._do_accept),
    DeclineTrade: (Game._check_answer, Game._do_decline_trade),
    CounterTrade: (Game._check_counter, Game._do_counter),
    ClaimRent: (Game._check_claim, Game._do_claim),
    TimeUp: (Game._check_time_up, Game._do_time_up),
}

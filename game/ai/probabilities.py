"""Long-run landing odds of the board, computed from the rules in play, and the rent they earn.

The AI values a property by what it earns, and what it earns is how often opponents land on
it times its rent. Rather than copy a published table (which fits one printing of the rules),
the odds come from a Markov chain over (space, doubles thrown this turn, Jail state) built from
the edition's own board and card decks and the rule set's Jail rules, solved by power iteration.

>>> from game.engine import RuleSet, classic_edition
>>> odds = landing_odds(classic_edition().board, RuleSet(), JailPolicy.STAY)
>>> round(sum(odds.rest) + odds.in_jail, 9)
1.0
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from game.engine import Board, RuleSet
from game.engine.edition import (GoToJail, MoveBack, MoveTo, MoveToNearest, SpaceKind)
from game.engine.tables import tables_for

# How a token arrived on a property: by the dice (or a plain card move), or by a card that
# doubles railroad rent or makes utility rent ten times a fresh throw.
PLAIN, DOUBLE_RAILROAD, UTILITY_TIMES_TEN = 0, 1, 2
JAILED: Final = -1  # a "final space" meaning the token went to Jail
_DICE = [(a, b) for a in range(1, 7) for b in range(1, 7)]


class JailPolicy(str, Enum):
    """What a player does in Jail: leave at once (fine or card), or roll for doubles."""

    LEAVE_EARLY = "leave_early"
    STAY = "stay"


@dataclass(frozen=True, slots=True)
class Odds:
    """Where one player's token goes in the long run; per roll and per turn of that player."""

    rest: tuple[float, ...]  # per roll: chance the roll leaves the token on each space (free)
    in_jail: float  # per roll: chance the roll leaves the token held in Jail
    rolls_per_turn: float
    landing: tuple[float, ...]  # per turn: expected plain landings on each space
    landing_double: tuple[float, ...]  # per turn: landings by a "nearest railroad" card
    landing_times_ten: tuple[float, ...]  # per turn: landings by a "nearest utility" card
    dice_on_landing: tuple[float, ...]  # per turn: sum of (chance x dice total) of plain landings
    jail: int  # the Jail space

    def visits(self, s: int) -> float:
        """Per roll: the chance the token ends the roll on ``s``, held in Jail counted on Jail."""
        return self.rest[s] + (self.in_jail if s == self.jail else 0.0)

    def landings(self, s: int) -> float:
        """Per turn: expected arrivals on ``s`` by any route."""
        return self.landing[s] + self.landing_double[s] + self.landing_times_ten[s]


def _card_targets(board: Board, deck: str, at: int, depth: int) -> list[tuple[float, int, int]]:
    cards = board.cards[deck]
    share = 1.0 / len(cards)
    out: list[tuple[float, int, int]] = []
    for card in cards:
        e = card.effect
        if isinstance(e, MoveTo):
            out += [(share * p, s, m) for p, s, m in _resolve(board, e.space, depth + 1)]
        elif isinstance(e, MoveToNearest):
            mode = DOUBLE_RAILROAD if e.kind == "railroad" else UTILITY_TIMES_TEN
            out.append((share, board.nearest[e.kind][at], mode))
        elif isinstance(e, MoveBack):
            back = (at - e.spaces) % board.size
            out += [(share * p, s, m) for p, s, m in _resolve(board, back, depth + 1)]
        elif isinstance(e, GoToJail):
            out.append((share, JAILED, PLAIN))
        else:  # money, repairs, or a Get Out of Jail Free card: the token stays
            out.append((share, at, PLAIN))
    return out


def _resolve(board: Board, s: int, depth: int = 0) -> list[tuple[float, int, int]]:
    """Where a token arriving on ``s`` ends up: (chance, final space or JAILED, arrival mode)."""
    kind = board.kind[s]
    if kind == SpaceKind.GO_TO_JAIL:
        return [(1.0, JAILED, PLAIN)]
    if depth < 3 and kind == SpaceKind.CHANCE:
        return _card_targets(board, "chance", s, depth)
    if depth < 3 and kind == SpaceKind.COMMUNITY_CHEST:
        return _card_targets(board, "community_chest", s, depth)
    return [(1.0, s, PLAIN)]


class _Chain:
    """The transition lists of the chain; states are (space, doubles) pairs, then Jail tries."""

    def __init__(self, board: Board, rules: RuleSet, policy: JailPolicy) -> None:
        self.size = size = board.size
        self.jail = board.jail
        self.tries = rules.jail_max_turns
        self.count = size * 3 + self.tries
        self.moves: list[dict[int, float]] = [{} for _ in range(self.count)]
        # landings[state] = list of (space, mode, chance, dice total)
        self.lands: list[list[tuple[int, int, float, int]]] = [[] for _ in range(self.count)]
        landing_of = [_resolve(board, s) for s in range(size)]
        for pos in range(size):
            for d in range(3):
                self._free_roll(pos * 3 + d, pos, d, landing_of)
        for k in range(self.tries):
            state = size * 3 + k
            may_pay = k < self.tries - 1 or rules.jail_fine_on_last_turn
            if policy is JailPolicy.LEAVE_EARLY and may_pay:
                self._free_roll(state, self.jail, 0, landing_of)
            else:
                self._jail_roll(state, k, landing_of)

    def _jail_state(self, k: int) -> int:
        return self.size * 3 + k

    def _arrive(self, state: int, target: int, chance: float, doubles_after: int, dice: int,
                landing_of: list[list[tuple[float, int, int]]]) -> None:
        moves = self.moves[state]
        for p, final, mode in landing_of[target]:
            q = chance * p
            nxt = self._jail_state(0) if final == JAILED else final * 3 + doubles_after
            moves[nxt] = moves.get(nxt, 0.0) + q
            if final != JAILED:
                self.lands[state].append((final, mode, q, dice))

    def _free_roll(self, state: int, pos: int, d: int,
                   landing_of: list[list[tuple[float, int, int]]]) -> None:
        for a, b in _DICE:
            if a == b and d == 2:
                nxt = self._jail_state(0)
                self.moves[state][nxt] = self.moves[state].get(nxt, 0.0) + 1 / 36
                continue
            target = (pos + a + b) % self.size
            self._arrive(state, target, 1 / 36, d + 1 if a == b else 0, a + b, landing_of)

    def _jail_roll(self, state: int, k: int,
                   landing_of: list[list[tuple[float, int, int]]]) -> None:
        for a, b in _DICE:
            if a == b or k + 1 >= self.tries:  # doubles, or the fine and a forced move
                self._arrive(state, (self.jail + a + b) % self.size, 1 / 36, 0, a + b, landing_of)
            else:
                nxt = self._jail_state(k + 1)
                self.moves[state][nxt] = self.moves[state].get(nxt, 0.0) + 1 / 36

    def stationary(self, tolerance: float = 1e-13, limit: int = 20_000) -> list[float]:
        """The long-run share of rolls that leave the token in each state, by power iteration."""
        pi = [1.0 / self.count] * self.count
        rows = [list(m.items()) for m in self.moves]
        for _ in range(limit):
            nxt = [0.0] * self.count
            for s, row in enumerate(rows):
                w = pi[s]
                if w:
                    for t, p in row:
                        nxt[t] += w * p
            total = sum(nxt)
            nxt = [x / total for x in nxt]
            change = sum(abs(x - y) for x, y in zip(nxt, pi))
            pi = nxt
            if change < tolerance:
                break
        return pi


def _solve(board: Board, rules: RuleSet, policy: JailPolicy) -> Odds:
    chain = _Chain(board, rules, policy)
    pi = chain.stationary()
    size = board.size
    rest = [sum(pi[pos * 3 + d] for d in range(3)) for pos in range(size)]
    in_jail = sum(pi[size * 3 + k] for k in range(chain.tries))
    turn_starts = sum(pi[pos * 3] for pos in range(size)) + in_jail
    rolls_per_turn = 1.0 / turn_starts
    by_mode = [[0.0] * size for _ in range(3)]
    dice = [0.0] * size
    for state, lands in enumerate(chain.lands):
        w = pi[state] * rolls_per_turn
        if not w:
            continue
        for space, mode, q, total in lands:
            by_mode[mode][space] += w * q
            if mode == PLAIN:
                dice[space] += w * q * total
    return Odds(tuple(rest), in_jail, rolls_per_turn, tuple(by_mode[PLAIN]),
                tuple(by_mode[DOUBLE_RAILROAD]), tuple(by_mode[UTILITY_TIMES_TEN]), tuple(dice),
                board.jail)


_odds: dict[tuple[int, int, bool, JailPolicy], tuple[Board, Odds]] = {}


def landing_odds(board: Board, rules: RuleSet, policy: JailPolicy) -> Odds:
    """The odds for this edition, these Jail rules and this Jail policy (computed once)."""
    key = (id(board), rules.jail_max_turns, rules.jail_fine_on_last_turn, policy)
    hit = _odds.get(key)
    if hit is None or hit[0] is not board:
        hit = _odds[key] = (board, _solve(board, rules, policy))
    return hit[1]


class Earnings:
    """Expected rent per opponent turn of every property at every building level.

    Streets: ``street[s][level]`` for levels 0 (bare, the group complete: double rent) up to
    the hotel level, and ``single[s]`` for a bare lot of an incomplete group. Railroads and
    utilities: ``by_count[s][k - 1]`` when the owner holds k of them.
    """

    def __init__(self, board: Board, rules: RuleSet, policy: JailPolicy) -> None:
        self.odds = odds = landing_odds(board, rules, policy)
        t = tables_for(board, rules)
        size = board.size
        self.single: list[float] = [0.0] * size
        self.street: list[tuple[float, ...]] = [()] * size
        self.by_count: list[tuple[float, ...]] = [()] * size
        for s in board.properties:
            plain = odds.landing[s]
            if t.is_street[s]:
                rents = t.lot_rent[s]
                land = odds.landings(s)
                self.single[s] = land * rents[0]
                self.street[s] = (land * rents[0] * 2,) + tuple(land * r for r in rents[1:])
            elif t.is_railroad[s]:
                self.by_count[s] = tuple((plain + 2 * odds.landing_double[s]) * r
                                         for r in board.railroad_rents)
            else:
                card = odds.landing_times_ten[s] * 7 * board.utility_multipliers[-1]
                self.by_count[s] = tuple(odds.dice_on_landing[s] * m + card
                                         for m in board.utility_multipliers)

    def rent(self, s: int, level: int, complete: bool, held: int) -> float:
        """Per opponent turn: a street at ``level`` (``complete``: its group is one owner's),
        or a railroad/utility whose owner holds ``held`` of its kind."""
        if self.street[s]:
            return self.street[s][level] if level or complete else self.single[s]
        return self.by_count[s][held - 1] if held else 0.0


_earnings: dict[tuple[int, RuleSet, JailPolicy], tuple[Board, Earnings]] = {}


def earnings(board: Board, rules: RuleSet, policy: JailPolicy = JailPolicy.LEAVE_EARLY) -> Earnings:
    """The earnings table for this edition, rule set and Jail policy (computed once)."""
    key = (id(board), rules, policy)
    hit = _earnings.get(key)
    if hit is None or hit[0] is not board:
        hit = _earnings[key] = (board, Earnings(board, rules, policy))
    return hit[1]

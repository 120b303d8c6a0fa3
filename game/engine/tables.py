"""Numbers derived once from an edition and a rule set, shared by a game and all its clones."""

from __future__ import annotations

from .board import Board
from .edition import SpaceKind
from .rules import RuleSet

# What landing on a space does, as small ints for the hot path.
NOTHING, PROPERTY, TAX, CHANCE, COMMUNITY_CHEST, GO_TO_JAIL, FREE_PARKING = range(7)
_CODE = {
    SpaceKind.STREET: PROPERTY, SpaceKind.RAILROAD: PROPERTY, SpaceKind.UTILITY: PROPERTY,
    SpaceKind.TAX: TAX, SpaceKind.CHANCE: CHANCE, SpaceKind.COMMUNITY_CHEST: COMMUNITY_CHEST,
    SpaceKind.GO_TO_JAIL: GO_TO_JAIL, SpaceKind.FREE_PARKING: FREE_PARKING,
}


def percent(amount: int, pct: int) -> int:
    """pct% of amount in whole dollars, halves rounded up."""
    return (amount * pct + 50) // 100


class Tables:
    def __init__(self, board: Board, rules: RuleSet) -> None:
        self.board = board
        self.rules = rules
        self.code: tuple[int, ...] = tuple(_CODE.get(k, NOTHING) for k in board.kind)
        self.hotel_level = rules.houses_before_hotel + 1
        # read on every move or bid: plain fields here, not a model's attributes
        self.own_turn_only = rules.own_turn_only
        self.auction_increment = rules.auction_increment
        top = self.hotel_level
        self.lot_rent: tuple[tuple[int, ...], ...] = tuple(
            (r[:top] + (r[5],)) if r else () for r in board.rents
        )
        self.is_street: tuple[bool, ...] = tuple(k == SpaceKind.STREET for k in board.kind)
        self.is_railroad: tuple[bool, ...] = tuple(k == SpaceKind.RAILROAD for k in board.kind)
        self.interest: tuple[int, ...] = tuple(percent(m, 10) for m in board.mortgage)
        self.lift_cost: tuple[int, ...] = tuple(m + i for m, i in zip(board.mortgage, self.interest))
        self.street_groups: tuple[int, ...] = tuple(
            g for g, members in enumerate(board.members)
            if members and board.kind[members[0]] == SpaceKind.STREET
        )
        tax_amount: list[int] = []
        for spec in board.tax:
            if spec is None:
                tax_amount.append(0)
            elif spec.percent is None and rules.luxury_tax is not None:
                tax_amount.append(rules.luxury_tax)
            else:
                tax_amount.append(spec.amount)
        self.tax_amount = tuple(tax_amount)
        self.tax_percent: tuple[int | None, ...] = tuple(
            spec.percent if spec is not None and rules.income_tax_choice else None
            for spec in board.tax
        )


_cache: dict[tuple[int, RuleSet], Tables] = {}


def tables_for(board: Board, rules: RuleSet) -> Tables:
    key = (id(board), rules)
    t = _cache.get(key)
    if t is None or t.board is not board:
        t = _cache[key] = Tables(board, rules)
    return t

"""Small helpers for rule scenario tests: a game with a known first player, board set-up
written straight onto the game's state, snapshots for "nothing changed", and event filters."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

from game.engine import Action, Decision, Event, Game, IllegalAction, Phase, RuleSet

E = TypeVar("E", bound=Event)

# Board facts of the classic edition used by the scenarios.
GO, MEDITERRANEAN, CC1, BALTIC, INCOME_TAX, READING = 0, 1, 2, 3, 4, 5
ORIENTAL, CHANCE1, VERMONT, CONNECTICUT, JAIL = 6, 7, 8, 9, 10
ST_CHARLES, ELECTRIC, STATES, VIRGINIA, PENNSYLVANIA_RR = 11, 12, 13, 14, 15
ST_JAMES, CC2, TENNESSEE, NEW_YORK, FREE_PARKING = 16, 17, 18, 19, 20
KENTUCKY, CHANCE2, INDIANA, ILLINOIS, BO_RR = 21, 22, 23, 24, 25
ATLANTIC, VENTNOR, WATER_WORKS, MARVIN, GO_TO_JAIL = 26, 27, 28, 29, 30
PACIFIC, NORTH_CAROLINA, CC3, PENNSYLVANIA_AVE, SHORT_LINE = 31, 32, 33, 34, 35
CHANCE3, PARK_PLACE, LUXURY_TAX, BOARDWALK = 36, 37, 38, 39

BROWN = (MEDITERRANEAN, BALTIC)
LIGHT_BLUE = (ORIENTAL, VERMONT, CONNECTICUT)
PINK = (ST_CHARLES, STATES, VIRGINIA)
DARK_BLUE = (PARK_PLACE, BOARDWALK)
RAILROADS = (READING, PENNSYLVANIA_RR, BO_RR, SHORT_LINE)
UTILITIES = (ELECTRIC, WATER_WORKS)

WINNING_ORDER_ROLL = (6, 6)
LOSING_ORDER_ROLL = (1, 2)

_SNAPSHOT_FIELDS = (
    "cash", "pos", "in_jail", "jail_tries", "active", "held", "owner", "level", "mortgaged",
    "props", "bank_houses", "bank_hotels", "pot", "current", "first", "phase", "doubles",
    "again", "round", "turn_no", "decisions", "todo", "claims", "forced", "last_roll",
    "bankruptcies", "bank_sales", "over", "winners", "end_reason", "time_up",
)


def order_dice(n: int, first: int = 0) -> list[tuple[int, int]]:
    """Dice for the order-of-play roll that make ``first`` start (one throw per seat)."""
    return [WINNING_ORDER_ROLL if p == first else LOSING_ORDER_ROLL for p in range(n)]


def new_game(n: int = 2, *, first: int = 0, preset: str = "classic",
             dice: Sequence[tuple[int, int]] = (), decks: dict[str, Sequence[str]] | None = None,
             seed: int = 1, **rule_changes: Any) -> Game:
    """A game of ``n`` players where ``first`` starts; ``dice`` are forced for play."""
    rules = RuleSet.from_preset(preset, **rule_changes)
    names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"][:n]
    g = Game.new(names, rules=rules, seed=seed, forced_dice=[*order_dice(n, first), *dice],
                 deck_order=decks)
    assert g.first == first and g.current == first
    return g


def touch(g: Game) -> None:
    """Tell the game its board changed (its cached per-player options are then rebuilt)."""
    g.bump_version()


def give(g: Game, p: int, *spaces: int) -> None:
    """Make ``p`` the owner of ``spaces`` (p = -1: back to the Bank)."""
    for s in spaces:
        g._give(s, p)


def mortgage(g: Game, *spaces: int) -> None:
    for s in spaces:
        g.mortgaged[s] = True
    touch(g)


def build(g: Game, space: int, level: int) -> None:
    """Put ``level`` buildings on a lot (the top level is the hotel), taken from the Bank."""
    top = g.hotel_level
    old = g.level[space]
    g.bank_houses += (old if old < top else 0) - (level if level < top else 0)
    g.bank_hotels += (old == top) - (level == top)
    g.level[space] = level
    touch(g)


def place(g: Game, p: int, space: int, *, jailed: bool = False) -> None:
    g.pos[p] = space
    g.in_jail[p] = jailed
    g.jail_tries[p] = 0


def pending(g: Game) -> Decision | Phase:
    """``g.pending`` read afresh (a type checker would otherwise keep an earlier narrowing)."""
    return g.pending


def snapshot(g: Game) -> dict[str, Any]:
    """A copy of every field of the game's state, to check that nothing changed."""
    out: dict[str, Any] = {}
    for name in _SNAPSHOT_FIELDS:
        value = getattr(g, name)
        out[name] = list(value) if isinstance(value, list) else value
    out["decks"] = {k: list(v) for k, v in g.decks.items()}
    out["rng"] = g.rng.state
    out["history"] = len(g.actions_played())
    out["ledger"] = g.ledger
    return out


def assert_refused(g: Game, action: Action, reason: str = "") -> str:
    """``action`` raises IllegalAction (whose text contains ``reason``), is not among the legal
    actions, and leaves the game exactly as it was. Returns the message."""
    before = snapshot(g)
    if 0 <= action.player < g.n:
        assert action not in g.legal_actions(action.player)
    try:
        g.apply(action)
    except IllegalAction as exc:
        message = str(exc)
    else:  # pragma: no cover - the assertion below reports it
        raise AssertionError(f"{action} was allowed")
    assert reason.lower() in message.lower(), message
    assert snapshot(g) == before
    return message


def of_type(events: Iterable[Event], kind: type[E]) -> list[E]:
    return [e for e in events if type(e) is kind]


def one(events: Iterable[Event], kind: type[E]) -> E:
    found = of_type(events, kind)
    assert len(found) == 1, f"expected one {kind.__name__}, got {found}"
    return found[0]


def kinds(events: Iterable[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def card_index(g: Game, card_id: str) -> int:
    return g.board.card_index[card_id][1]

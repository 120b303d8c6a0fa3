"""The whole state of a game as plain JSON-ready data, and back.

``state_to_dict`` and ``state_from_dict`` are exact inverses: a game rebuilt from its dict
continues exactly as the original would (same dice to come, same decks, same pending
decisions). File handling, versions and validation of what a person may have edited live in
``game/saves.py``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from . import actions as A
from . import decisions as D
from .dice import Rng
from .edition import EditionSpec
from .events import PayReason
from .game import _STATE_FIELDS, Game, History
from .ledger import chained, facts
from .turn import PAY, Phase
from .rules import RuleSet
from .tables import tables_for

ACTION_TYPES: dict[str, type[A.Action]] = {
    cls.__name__: cls for cls in vars(A).values()
    if isinstance(cls, type) and issubclass(cls, A.Action) and cls is not A.Action
}
DECISION_TYPES: dict[str, type[D.Decision]] = {
    cls.__name__: cls for cls in vars(D).values()
    if isinstance(cls, type) and issubclass(cls, D.Decision) and cls is not D.Decision
}


def _plain(value: Any) -> Any:
    if isinstance(value, A.TradeOffer):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, PayReason):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tagged(value: A.Action | D.Decision) -> dict[str, Any]:
    """A frozen dataclass as plain data, with its class name under "type"."""
    out: dict[str, Any] = {"type": type(value).__name__}
    for f in dataclasses.fields(value):
        out[f.name] = _plain(getattr(value, f.name))
    return out


def action_to_dict(action: A.Action) -> dict[str, Any]:
    return _tagged(action)


def _offer(data: dict[str, Any]) -> A.TradeOffer:
    return A.TradeOffer(
        proposer=int(data["proposer"]), partner=int(data["partner"]),
        give=tuple(int(s) for s in data.get("give", ())),
        take=tuple(int(s) for s in data.get("take", ())),
        give_cash=int(data.get("give_cash", 0)), take_cash=int(data.get("take_cash", 0)),
        give_cards=tuple(str(c) for c in data.get("give_cards", ())),
        take_cards=tuple(str(c) for c in data.get("take_cards", ())),
    )


def _fields(cls: type[Any], data: dict[str, Any]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        raw = data[f.name]
        if f.name == "offer":
            values[f.name] = _offer(raw)
        elif f.name == "reason":
            values[f.name] = PayReason(raw)
        elif isinstance(raw, list):
            values[f.name] = tuple(tuple(v) if isinstance(v, list) else v for v in raw)
        else:
            values[f.name] = raw
    return values


def action_from_dict(data: dict[str, Any]) -> A.Action:
    cls = ACTION_TYPES.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"unknown action type {data.get('type')!r}")
    return cls(**_fields(cls, data))


def decision_to_dict(decision: D.Decision) -> dict[str, Any]:
    return _tagged(decision)


def decision_from_dict(data: dict[str, Any]) -> D.Decision:
    cls = DECISION_TYPES.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"unknown decision type {data.get('type')!r}")
    return cls(**_fields(cls, data))


def state_to_dict(g: Game, history: bool = True) -> dict[str, Any]:
    """Everything needed to continue the game, and the actions played (for replays) with the
    ledger of what the table saw (without ``history``, neither: the state alone, as quick to
    make late in a game as early)."""
    cards = g.board.cards
    state = {
        "edition": g.edition.id,
        "rules": g.rules.model_dump(mode="json"),
        "players": list(g.names),
        "rng": g.rng.state,
        "cash": list(g.cash),
        "pos": list(g.pos),
        "in_jail": list(g.in_jail),
        "jail_tries": list(g.jail_tries),
        "active": list(g.active),
        "held": [list(h) for h in g.held],
        "owner": list(g.owner),
        "level": list(g.level),
        "mortgaged": list(g.mortgaged),
        "bank_houses": g.bank_houses,
        "bank_hotels": g.bank_hotels,
        "decks": {deck: [cards[deck][i].id for i in order] for deck, order in g.decks.items()},
        "pot": g.pot,
        "current": g.current,
        "first": g.first,
        "phase": g.phase.value,
        "doubles": g.doubles,
        "again": g.again,
        "round": g.round,
        "turn_no": g.turn_no,
        "decisions": [decision_to_dict(d) for d in g.decisions],
        "todo": [[v.value if isinstance(v, PayReason) else v for v in step] for step in g.todo],
        "claims": [list(c) for c in g.claims],
        "forced": [list(r) for r in g.forced],
        "last_roll": list(g.last_roll),
        "bankruptcies": g.bankruptcies,
        "bank_sales": list(g.bank_sales),
        "over": g.over,
        "winners": list(g.winners),
        "end_reason": g.end_reason,
        "time_up": g.time_up,
        "worth_at_end": list(g.worth_at_end),
    }
    if history:
        state["history"] = [action_to_dict(a) for a in g.actions_played()]
        state["ledger"] = [list(f) for f in facts(g.ledger)]
    return state


def state_from_dict(data: dict[str, Any], edition: EditionSpec, rules: RuleSet,
                    record_events: bool = True) -> Game:
    """Rebuild a game from ``state_to_dict`` output (already checked by the save model)."""
    g = Game()
    g.edition = edition
    g.board = edition.board
    g.rules = rules
    g.t = tables_for(g.board, rules)
    g.record = record_events
    g.rng = Rng(int(data["rng"]))
    g.setup_events = []
    g._ev = None
    g.bump_version()
    n = len(data["players"])
    g._anytime = [None] * n
    g.names = [str(x) for x in data["players"]]
    g.n = n
    for name in ("cash", "pos", "jail_tries", "owner", "level"):
        setattr(g, name, [int(v) for v in data[name]])
    for name in ("in_jail", "active", "mortgaged"):
        setattr(g, name, [bool(v) for v in data[name]])
    g.held = [tuple(str(d) for d in h) for h in data["held"]]
    g.props = [tuple(s for s, o in enumerate(g.owner) if o == p) for p in range(n)]
    index = g.board.card_index
    g.decks = {deck: [index[c][1] for c in ids] for deck, ids in data["decks"].items()}
    for name in ("bank_houses", "bank_hotels", "pot", "current", "first", "doubles", "round",
                 "turn_no", "bankruptcies"):
        setattr(g, name, int(data[name]))
    g.phase = Phase(data["phase"])
    g.again = bool(data["again"])
    g.decisions = [decision_from_dict(d) for d in data["decisions"]]
    g.todo = [_step(s) for s in data["todo"]]
    g.claims = [(int(o), int(p), int(s), int(a), int(t)) for o, p, s, a, t in data["claims"]]
    g.forced = [(int(a), int(b)) for a, b in data["forced"]]
    d1, d2 = data["last_roll"]
    g.last_roll = (int(d1), int(d2))
    g.bank_sales = [int(s) for s in data["bank_sales"]]
    g.over = bool(data["over"])
    g.winners = tuple(int(w) for w in data["winners"])
    g.end_reason = str(data["end_reason"])
    g.time_up = bool(data["time_up"])
    g.worth_at_end = tuple(int(w) for w in data["worth_at_end"])
    history: History = None
    for raw in data.get("history", ()):
        history = (action_from_dict(raw), history)
    g.history = history
    g.ledger = chained([(int(k), int(p), int(s), int(a), int(c), int(t), int(h))
                        for k, p, s, a, c, t, h in data.get("ledger", ())])
    missing = [f for f in _STATE_FIELDS if not hasattr(g, f)]
    assert not missing, missing
    return g


def _step(raw: list[Any]) -> tuple[Any, ...]:
    if raw and raw[0] == PAY:
        kind, debtor, creditor, amount, reason, space = raw
        return (PAY, int(debtor), int(creditor), int(amount), PayReason(reason), int(space))
    return tuple(int(v) for v in raw)

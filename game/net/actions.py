"""The engine's actions as messages carry them: the form saves write (``serialize``), read back
only when it is exactly that form, so nothing a client invents reaches the engine half-read."""

from __future__ import annotations

import dataclasses
from typing import Any

from ..engine import Action
from ..engine.serialize import action_from_dict, action_to_dict

encode_action = action_to_dict


def decode_action(data: dict[str, Any]) -> Action:
    """The action ``data`` stands for; ValueError when it is not one written as saves write it
    (an unknown type, a missing or extra field, a field of the wrong type)."""
    try:
        action = action_from_dict(data)
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise ValueError(f"not an action of this game ({exc})"[:200]) from None
    plain = all(type(getattr(action, f.name)) is _PLAIN[str(f.type)]
                for f in dataclasses.fields(action) if str(f.type) in _PLAIN)
    if not plain or _typed(action_to_dict(action)) != _typed(data):
        raise ValueError("not an action of this game (a field of the wrong type)")
    return action


_PLAIN: dict[str, type] = {"int": int, "bool": bool}  # fields read as given, to be checked


def _typed(value: Any) -> Any:
    """``value`` with each leaf's type beside it: 1, 1.0 and True are told apart."""
    if isinstance(value, dict):
        return {k: _typed(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_typed(v) for v in value]
    return (type(value).__name__, value)

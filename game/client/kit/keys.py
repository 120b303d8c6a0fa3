"""The keyboard as the player set it up: each action's key, by pygame's name for it ('return',
'w'), and the key each press stands for. The screens answer to Enter, Esc, the arrows, Page
Up/Down, Tab and O; a key the player gave an action presses that action's key, as a pad's
button does (:mod:`.pads`), so that one translation serves every screen."""

from __future__ import annotations

import warnings
from collections.abc import Mapping

import pygame

from .pad_names import ACTIONS, key_word

#: The key each action presses, as the screens read it.
ACTION_KEYS: dict[str, int] = {
    "press": pygame.K_RETURN, "back": pygame.K_ESCAPE, "menu": pygame.K_ESCAPE,
    "up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
    "page_up": pygame.K_PAGEUP, "page_down": pygame.K_PAGEDOWN, "next": pygame.K_TAB,
    "odds": pygame.K_o,
}
#: What those keys type, for widgets that read the text of a key.
KEY_TEXT = {pygame.K_RETURN: "\r", pygame.K_TAB: "\t", pygame.K_o: "o"}
#: Keys held with others, never alone: no action may be given one.
HELD_KEYS = frozenset(("left shift", "right shift", "left ctrl", "right ctrl", "left alt",
                       "right alt", "left meta", "right meta", "alt gr", "caps lock", "numlock",
                       "scroll lock"))


def key_code(name: str) -> int | None:
    """pygame's code for a key's name, or None for a name no key has."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the names do not need pygame started
        try:
            return pygame.key.key_code(name)
        except ValueError:
            return None


def key_name(code: int) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return pygame.key.name(code)


def unbindable(name: str) -> str | None:
    """Why no action may be given the key ``name``, or None."""
    if key_code(name) is None:
        return f"{name!r} is not a key name pygame knows (e.g. 'return', 'w', 'page up')"
    if name in HELD_KEYS:
        return f"{key_word(name)} is held with other keys: it cannot do an action alone"
    return None


def keys_problem(keys: Mapping[str, str]) -> str | None:
    """Why the keys cannot be played with, or None: every action a key, and a key given to two
    actions only when they press the same (Back and the pause menu share Esc)."""
    for action, name in keys.items():
        if action not in ACTIONS:
            return f"{action!r} is not something a key does (one of {', '.join(ACTIONS)})"
        problem = unbindable(name)
        if problem is not None:
            return problem
    missing = [a for a in ACTIONS if a not in keys]
    if missing:
        return f"no key for {missing[0]!r}"
    doing: dict[str, str] = {}
    for action, name in keys.items():
        other = doing.setdefault(name, action)
        if ACTION_KEYS[other] != ACTION_KEYS[action]:
            return (f"{key_word(name)} would do both '{ACTIONS[other]}' and "
                    f"'{ACTIONS[action]}'")
    return None


def key_codes(keys: Mapping[str, str]) -> dict[int, int]:
    """Each key the player set and the key it presses, by code."""
    return {code: ACTION_KEYS[action] for action, name in keys.items()
            if (code := key_code(name)) is not None}


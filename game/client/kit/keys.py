"""The keyboard as the player set it up: each action's key, by pygame's name for it ('return',
'w'), and the key each press stands for. The screens answer to Enter, Esc, the arrows, Page
Up/Down and Tab, the table to O, R, E, P, T, C, B and F as well; a key the player gave an action presses that action's key, as a pad's
button does (:mod:`.pads`), so that one translation serves every screen."""

from __future__ import annotations

import warnings
from collections.abc import Mapping

import pygame

from .pad_names import ACTIONS, SPARE, key_word

#: The key each action presses, as the screens read it.
ACTION_KEYS: dict[str, int] = {
    "press": pygame.K_RETURN, "back": pygame.K_ESCAPE, "menu": pygame.K_ESCAPE,
    "up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
    "page_up": pygame.K_PAGEUP, "page_down": pygame.K_PAGEDOWN, "next": pygame.K_TAB,
    "odds": pygame.K_o, "roll": pygame.K_r, "end_turn": pygame.K_e, "property": pygame.K_p,
    "trade": pygame.K_t, "claim": pygame.K_c, "look": pygame.K_b, "speed": pygame.K_f,
}
#: What those keys type, for widgets that read the text of a key.
KEY_TEXT = {pygame.K_RETURN: "\r", pygame.K_TAB: "\t", pygame.K_o: "o"}
#: Keys held with others, never alone: no action may be given one.
HELD_KEYS = frozenset(("left shift", "right shift", "left ctrl", "right ctrl", "left alt",
                       "right alt", "left meta", "right meta", "alt gr", "caps lock", "numlock",
                       "scroll lock"))


#: Actions nobody can do without: pressing what is in focus, and going back.
NEEDED = ("press", "back")
#: SDL's codes of keys that are not characters carry this bit over their scancode.
SCANCODE_KEY = 1 << 30
#: The scancode of the last key of a common keyboard (Application, the menu key): those past it
#: (F13 to F24, media and system keys) most keyboards lack.
LAST_COMMON_SCANCODE = 101


def key_code(name: str) -> int | None:
    """pygame's code for a key's name in any case ('Return', 'return'), or None for a name no
    key has."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the names do not need pygame started
        try:
            return pygame.key.key_code(name)
        except ValueError:
            return None


def key_name(code: int) -> str:
    """pygame's name for a key, one that :func:`key_code` reads back ('return', 'page up';
    SDL's, such as 'F24', for a key pygame's own names leave out)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        name = pygame.key.name(code)
        if name and key_code(name) == code:
            return name
        try:
            return pygame.key.name(code, use_compat=False)
        except pygame.error:  # SDL's names need the display started
            return name


def normal_name(name: str) -> str:
    """The name pygame gives the key ``name`` reads as ('Return' and 'RETURN' are 'return');
    a name it cannot give back is kept as written."""
    code = key_code(name)
    normal = key_name(code) if code is not None else ""
    return normal if normal and key_code(normal) == code else name


def rare(name: str) -> bool:
    """Whether most keyboards lack the key ``name`` (F13 and above, media and system keys)."""
    code = key_code(name)
    return (code is not None and code & SCANCODE_KEY != 0
            and code & ~SCANCODE_KEY > LAST_COMMON_SCANCODE)


def unbindable(name: str) -> str | None:
    """Why no action may be given the key ``name``, or None."""
    if key_code(name) is None:
        return f"{name!r} is not a key name pygame knows (e.g. 'return', 'w', 'page up')"
    normal = normal_name(name)
    if normal in HELD_KEYS:
        return f"{key_word(normal)} is held with other keys: it cannot do an action alone"
    return None


def keys_problem(keys: Mapping[str, str]) -> str | None:
    """Why the keys cannot be played with, or None: every action a key, and a key given to two
    actions only when they press the same (Back and the pause menu share Esc), the keys read as
    pygame reads them ('Return' is 'return'); pressing and going back on keys every keyboard
    has. The actions in :data:`SPARE` may have no key ("")."""
    for action, name in keys.items():
        if action not in ACTIONS:
            return f"{action!r} is not something a key does (one of {', '.join(ACTIONS)})"
        problem = None if name == "" else unbindable(name)
        if problem is not None:
            return problem
    missing = [a for a in ACTIONS if not keys.get(a) and a not in SPARE]
    if missing:
        return f"no key for {missing[0]!r}"
    doing: dict[int | None, str] = {}
    for action, name in keys.items():
        if not name:
            continue
        other = doing.setdefault(key_code(name), action)
        if ACTION_KEYS[other] != ACTION_KEYS[action]:
            return (f"{key_word(normal_name(name))} would do both '{ACTIONS[other]}' and "
                    f"'{ACTIONS[action]}'")
    for action in NEEDED:
        if rare(keys[action]):
            return (f"{key_word(normal_name(keys[action]))} is a key most keyboards lack: "
                    f"'{ACTIONS[action]}' needs one every keyboard has")
    return None


def normal_keys(keys: Mapping[str, str]) -> dict[str, str]:
    """Each action's key by the name pygame gives it."""
    return {action: normal_name(name) if name else "" for action, name in keys.items()}


def key_codes(keys: Mapping[str, str]) -> dict[int, int]:
    """Each key the player set and the key it presses, by code."""
    return {code: ACTION_KEYS[action] for action, name in keys.items()
            if name and (code := key_code(name)) is not None}

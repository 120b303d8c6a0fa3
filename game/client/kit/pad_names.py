"""The names of what a game controller's buttons may do and of the buttons themselves, as a
person reads and writes them (the settings file, a kiosk config); no pygame here."""

from __future__ import annotations

#: What a button may do, with the label the Controls screen shows.
ACTIONS: dict[str, str] = {
    "press": "Press the button in focus",
    "back": "Back",
    "menu": "Pause menu",
    "up": "Up", "down": "Down", "left": "Left", "right": "Right",
    "page_up": "Previous page or partner",
    "page_down": "Next page or partner",
    "next": "Next field",
    "odds": "Chances to win",
}
#: A pad's buttons in SDL's controller layout (A is Xbox's A, PlayStation's cross).
BUTTONS: dict[str, str] = {
    "a": "A", "b": "B", "x": "X", "y": "Y", "back": "Back", "guide": "Guide", "start": "Start",
    "leftstick": "Left stick", "rightstick": "Right stick", "leftshoulder": "LB",
    "rightshoulder": "RB", "up": "D-pad up", "down": "D-pad down", "left": "D-pad left",
    "right": "D-pad right",
}
#: The key that does each action on a keyboard out of the box, by pygame's name for it.
DEFAULT_KEYS: dict[str, str] = {
    "press": "return", "back": "escape", "menu": "escape", "up": "up", "down": "down",
    "left": "left", "right": "right", "page_up": "page up", "page_down": "page down",
    "next": "tab", "odds": "o",
}
#: Keys a person calls otherwise than pygame does; any other is its name, capitalised.
KEY_WORDS: dict[str, str] = {
    "return": "Enter", "escape": "Esc", "up": "Up arrow", "down": "Down arrow",
    "left": "Left arrow", "right": "Right arrow", "page up": "Page Up",
    "page down": "Page Down",
}


def key_word(name: str) -> str:
    """A key as a sentence names it: 'Enter' for pygame's 'return', 'W' for 'w'."""
    return KEY_WORDS.get(name, name.upper() if len(name) == 1 else name.title())
#: The button of each action out of the box.
DEFAULT_BINDING: dict[str, str] = {
    "press": "a", "back": "b", "menu": "start", "up": "up", "down": "down", "left": "left",
    "right": "right", "page_up": "leftshoulder", "page_down": "rightshoulder", "next": "x",
    "odds": "back",
}


def binding_problem(binding: dict[str, str]) -> str | None:
    """Why a binding cannot be played with, or None: every action a button, no button twice."""
    for action, button in binding.items():
        if action not in ACTIONS:
            return f"{action!r} is not something a button does (one of {', '.join(ACTIONS)})"
        if button not in BUTTONS:
            return f"{button!r} is not a button of a pad (one of {', '.join(BUTTONS)})"
    missing = [a for a in ACTIONS if a not in binding]
    if missing:
        return f"no button for {missing[0]!r}"
    twice = [b for b in set(binding.values()) if list(binding.values()).count(b) > 1]
    if twice:
        return f"the button {twice[0]!r} is given to two actions"
    return None


def swapped(binding: dict[str, str], action: str, choice: str) -> dict[str, str]:
    """``action`` on the key or button ``choice``; the actions that had it take the one it
    leaves free."""
    out = dict(binding)
    for other, had in binding.items():
        if had == choice:
            out[other] = binding[action]
    out[action] = choice
    return out

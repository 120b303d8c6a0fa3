"""The names of what a game controller's buttons may do and of the buttons themselves, as a
person reads and writes them (the settings file, a kiosk config); no pygame here."""

from __future__ import annotations

#: What a key or button does at the table, with the label the Controls screen shows.
TABLE_ACTIONS: dict[str, str] = {
    "roll": "Roll the dice",
    "end_turn": "End turn",
    "property": "Property",
    "trade": "Trade",
    "claim": "Claim rent",
    "look": "Look at the board",
    "speed": "Speed switch",
    "odds": "Chances to win",
    "menu": "Pause menu",
}
#: What a key or button does in the menus and dialogs (the arrows move the board's look too).
MENU_ACTIONS: dict[str, str] = {
    "press": "Press the button in focus",
    "back": "Back",
    "up": "Up", "down": "Down", "left": "Left", "right": "Right",
    "page_up": "Previous page or partner",
    "page_down": "Next page or partner",
    "next": "Next field",
}
#: Every action a key or button may do: the one list the game and the Controls screen read.
ACTIONS: dict[str, str] = {**MENU_ACTIONS, **TABLE_ACTIONS}
#: The actions under their headings, as the Controls screen shows them.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("At the table", tuple(TABLE_ACTIONS)), ("In menus and dialogs", tuple(MENU_ACTIONS)))
#: Actions the table's own buttons do as well: they may go without a key or button (""),
#: as most do on a pad, whose A presses the table's button in focus.
SPARE: tuple[str, ...] = ("roll", "end_turn", "property", "trade", "claim", "look", "speed")
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
    "next": "tab", "odds": "o", "roll": "r", "end_turn": "e", "property": "p", "trade": "t",
    "claim": "c", "look": "b", "speed": "f",
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
    "odds": "back", "look": "rightstick", "roll": "", "end_turn": "", "property": "", "trade": "",
    "claim": "", "speed": "",
}


def with_new_actions(binding: dict[str, str], defaults: dict[str, str]) -> dict[str, str]:
    """A binding written before some actions were added: each new one takes its default key
    or button where that is free, else none."""
    taken = set(binding.values())
    out = dict(binding)
    for action in SPARE:
        if action not in out:
            free = defaults[action] not in taken
            out[action] = defaults[action] if free else ""
            taken.add(out[action])
    return out


def binding_problem(binding: dict[str, str]) -> str | None:
    """Why a binding cannot be played with, or None: every action a button (those in
    :data:`SPARE` may have none), no button twice."""
    for action, button in binding.items():
        if action not in ACTIONS:
            return f"{action!r} is not something a button does (one of {', '.join(ACTIONS)})"
        if button not in BUTTONS and button != "":
            return f"{button!r} is not a button of a pad (one of {', '.join(BUTTONS)})"
    missing = [a for a in ACTIONS if not binding.get(a) and a not in SPARE]
    if missing:
        return f"no button for {missing[0]!r}"
    given = [b for b in binding.values() if b]
    twice = [b for b in set(given) if given.count(b) > 1]
    if twice:
        return f"the button {twice[0]!r} is given to two actions"
    return None


def swapped(binding: dict[str, str], action: str, choice: str) -> dict[str, str]:
    """``action`` on the key or button ``choice``; the actions that had it take the one it
    leaves free (none, if it had none)."""
    out = dict(binding)
    for other, had in binding.items():
        if had == choice:
            out[other] = binding[action]
    out[action] = choice
    return out

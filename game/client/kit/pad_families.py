"""The families of game controllers and what each calls its buttons; no pygame here.

SDL reads every controller as one layout of buttons by place: ``a`` is the bottom face button,
``b`` the right, ``x`` the left, ``y`` the top (the game asks SDL for places, not printed
labels, see :mod:`.app`). Each family prints its own names on those places: PlayStation's
cross sits where Xbox has A, and a Nintendo pad has B there. pygame-ce does not tell a pad's
type, so the family is read from the name SDL gives the pad.
"""

from __future__ import annotations

from enum import Enum

from .pad_names import BUTTONS


class Family(str, Enum):
    """Who made the pad, as far as its buttons' names go."""

    XBOX = "xbox"
    PLAYSTATION = "playstation"
    #: A DualSense: a PlayStation pad whose Share button is called Create.
    PLAYSTATION5 = "playstation5"
    NINTENDO = "nintendo"
    #: Any other pad: named in the layout SDL names its buttons by (Xbox's letters).
    GENERIC = "generic"

    @property
    def sony(self) -> bool:
        return self in (Family.PLAYSTATION, Family.PLAYSTATION5)


#: Words in a pad's name that tell its family, checked in this order.
_MARKS: tuple[tuple[Family, tuple[str, ...]], ...] = (
    (Family.PLAYSTATION5, ("ps5", "dualsense")),
    (Family.PLAYSTATION, ("ps3", "ps4", "dualshock", "sony", "playstation")),
    (Family.NINTENDO, ("nintendo", "switch", "pro controller", "joy-con", "joycon")),
    (Family.XBOX, ("xbox", "x-box", "xinput")),
)

_DPAD = {"up": "D-pad up", "down": "D-pad down", "left": "D-pad left", "right": "D-pad right"}
_SONY = {"a": "Cross", "b": "Circle", "x": "Square", "y": "Triangle", "leftshoulder": "L1",
         "rightshoulder": "R1", "start": "Options", "back": "Share", "guide": "PS button",
         "leftstick": "L3", "rightstick": "R3", **_DPAD}

#: Each family's name for each of SDL's buttons (by place), as a sentence says it.
WORDS: dict[Family, dict[str, str]] = {
    Family.GENERIC: dict(BUTTONS),
    Family.XBOX: {**BUTTONS, "start": "Menu", "back": "View", "guide": "Xbox button"},
    Family.PLAYSTATION: _SONY,
    Family.PLAYSTATION5: {**_SONY, "back": "Create"},
    Family.NINTENDO: {**BUTTONS, "a": "B", "b": "A", "x": "Y", "y": "X", "leftshoulder": "L",
                      "rightshoulder": "R", "start": "Plus", "back": "Minus", "guide": "Home"},
}


def family_of(name: str) -> Family:
    """The family of a pad SDL calls ``name`` ('PS4 Controller', 'Xbox One Controller'...)."""
    low = name.lower()
    for family, marks in _MARKS:
        if any(mark in low for mark in marks):
            return family
    return Family.GENERIC

"""Which pad is which: a seat is tied to a pad by the name SDL gives it and its number among
the pads of that name plugged in at once, so that two pads alike are told apart while they are
plugged in, and a pad pulled out and plugged in again is the same pad to the game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

#: The longest pad name a file may hold, and the most pads of one name told apart.
PAD_NAME_LENGTH = 100
PAD_NUMBERS = 16
_SUFFIX = " Controller"


@dataclass(frozen=True)
class PadName:
    """A pad as a seat is tied to it: SDL's name for it, and which of the pads of that name it
    is (1 for the first plugged in)."""

    name: str
    number: int = 1

    @property
    def short(self) -> str:
        """The name without the word every pad has: 'Xbox One S', 'PS4'."""
        return self.name.removesuffix(_SUFFIX).strip() or self.name

    @property
    def tail(self) -> str:
        """What tells it from the first pad of its name: ' 2', or nothing."""
        return "" if self.number == 1 else f" {self.number}"

    @property
    def label(self) -> str:
        """As a person calls it: 'Xbox One S', 'PS4 2'."""
        return self.short + self.tail


def next_name(name: str, plugged: Iterable[PadName]) -> PadName:
    """The pad of SDL's ``name`` plugged in now: the lowest number no pad of that name holds,
    so that one plugged in again takes back its number."""
    taken = {p.number for p in plugged if p.name == name}
    return PadName(name, next(n for n in range(1, len(taken) + 2) if n not in taken))


def pad_problem(pad: PadName) -> str | None:
    """Why a file's pad cannot name one, or None."""
    if not pad.name.strip() or len(pad.name) > PAD_NAME_LENGTH:
        return f"expected the pad's name, 1 to {PAD_NAME_LENGTH} characters"
    if not 1 <= pad.number <= PAD_NUMBERS:
        return f"expected the pad's number among pads of its name, 1 to {PAD_NUMBERS}"
    return None

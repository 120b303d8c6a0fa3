"""A pad per seat at a shared screen: which seat a pad plays, and what the table tells when a
seat's pad is pulled out (the seat is then played by any pad) or plugged in again."""

from __future__ import annotations

from collections.abc import Sequence

from ..kit.pad_ids import PadName
from ..kit.pads import Pads
from ..store.seats import Seat


class SeatPads:
    """The pad each seat is tied to (None: any pad), and which of them were plugged in when
    last looked at."""

    def __init__(self, seats: Sequence[Seat]) -> None:
        self.ties: list[PadName | None] = [s.pad for s in seats]
        #: The seats whose pad is plugged in, as last seen; None before the first look.
        self.present: set[int] | None = None

    def kept_from(self, pads: Pads, instance: int, deciding: int) -> int | None:
        """The seat the pad of that instance id plays, when that keeps it from playing seat
        ``deciding``'s move: it is tied to another seat, and ``deciding`` has no pad of its own
        or has its own pad plugged in (a seat whose pad is pulled out is played by any pad)."""
        name = pads.name_of(instance)
        seat = next((p for p, tie in enumerate(self.ties) if tie == name), None)
        own = self.ties[deciding]
        if seat is None or seat == deciding or (own is not None
                                                 and own not in pads.names.values()):
            return None
        return seat

    def changes(self, pads: Pads, names: Sequence[str]) -> list[str]:
        """What to tell of the seats whose pad was pulled out or plugged in since the last look
        (at the first: the pads not plugged in)."""
        plugged = set(pads.names.values())
        tied = {p for p, tie in enumerate(self.ties) if tie is not None}
        now = {p for p in tied if self.ties[p] in plugged}
        before = tied if self.present is None else self.present
        self.present = now
        told = []
        for p in sorted(before - now):
            tie = self.ties[p]
            label = tie.label if tie is not None else ""
            told.append(f"{names[p]}'s pad ({label}) is not plugged in: any pad plays "
                        f"{names[p]} until it is.")
        told += [f"{names[p]}'s pad is back: it plays {names[p]}." for p in sorted(now - before)]
        return told

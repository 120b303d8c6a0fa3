"""Who sits at the table: kept in saves, set up by the menus and the kiosk, played by the table."""

from __future__ import annotations

from dataclasses import dataclass

from ..kit.pad_ids import PadName, pad_problem

#: What a file says of a seat's pad.
PAD_HELP = ("The pad that plays this seat: its name as the system gives it and which of the "
            "pads of that name it is (number, from 1); null: any pad, passed round.")


@dataclass(frozen=True)
class Seat:
    name: str
    token: int  # index into the theme's tokens
    level: str  # "human" or an AI level
    #: The pad that plays this seat (a person's); None: any pad, passed round.
    pad: PadName | None = None


def known_pad(pad: PadName | None) -> PadName | None:
    """A seat's pad as a file holds it; else the error the file's reader is shown."""
    problem = None if pad is None else pad_problem(pad)
    if problem is not None:
        raise ValueError(problem)
    return pad

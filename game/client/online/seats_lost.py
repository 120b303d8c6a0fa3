"""The people whose connection to the table is lost, as every screen at the table says it:
the countdown of the host's grace, then the computer that plays for them until they are back."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from ...net.protocol import SeatStatus
from ..table.scene import GameScene


class LostSeats:
    """Each seat away: when its grace ends (None once a computer plays it)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.until: dict[int, float | None] = {}

    def take(self, m: SeatStatus) -> None:
        if m.status == "back":
            self.until.pop(m.seat, None)
        elif m.status == "lost":
            self.until[m.seat] = self.clock() + (m.seconds_left or 0.0)
        else:
            self.until[m.seat] = None

    def lines(self, names: Sequence[str]) -> list[str]:
        out = []
        for seat, until in sorted(self.until.items()):
            name = names[seat] if seat < len(names) else f"Seat {seat + 1}"
            if until is None:
                out.append(f"A computer plays for {name} until they are back.")
            else:
                left = max(0, math.ceil(until - self.clock()))
                out.append(f"{name} lost the connection: a computer plays for them in {left} s.")
        return out


class Notice:
    """Lines said over every screen at the table while they hold: told again as they change,
    or when the notice went by."""

    def __init__(self) -> None:
        self.shown = ""

    def show(self, table: GameScene, lines: Sequence[str]) -> None:
        line = " ".join(lines)
        if line and (line != self.shown or table.stack is None or table.stack.toast is None):
            table.tell(line)
        self.shown = line

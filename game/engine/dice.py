"""The game's one random generator: splitmix64, whose whole state is a single integer.

A single int is trivial to copy (cheap clones for look-ahead) and to save, and the sequence is
the same on every platform and Python version.
"""

from __future__ import annotations

from typing import Final

MASK: Final = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in range(n); the bias of one 64-bit draw is far below anything measurable."""
        return self.next64() % n

    def dice(self) -> tuple[int, int]:
        r = self.next64() % 36
        return r // 6 + 1, r % 6 + 1

    def shuffle(self, items: list[int]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

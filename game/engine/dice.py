"""The game's one random generator: splitmix64, whose whole state is a single 64-bit integer.

A single integer is trivial to copy (cheap clones for look-ahead) and to save, and the
sequence is the same on every platform and Python version. The arithmetic is done on the
state's two 32-bit halves, multiplying 16-bit pieces, so that no number in it needs more than
36 bits: the compiled core keeps such numbers in machine words, where 64-bit products would
make it fall back on arbitrary-precision integers (the same sequence, a dozen times slower).

>>> r = Rng(2024)
>>> [r.dice() for _ in range(3)]
[(3, 2), (5, 3), (5, 4)]
>>> Rng(2024).next64() == _splitmix64(2024)[1]
True
"""

from __future__ import annotations

from typing import Final

MASK: Final = (1 << 64) - 1
M32: Final = 0xFFFFFFFF
M16: Final = 0xFFFF
GAMMA_HI: Final = 0x9E3779B9  # the step, 0x9E3779B97F4A7C15, in halves
GAMMA_LO: Final = 0x7F4A7C15
MIX1_HI: Final = 0xBF58476D  # the two multipliers
MIX1_LO: Final = 0x1CE4E5B9
MIX2_HI: Final = 0x94D049BB
MIX2_LO: Final = 0x133111EB
TWO32: Final = 1 << 32


def _mul(hi: int, lo: int, k_hi: int, k_lo: int) -> tuple[int, int]:
    """(hi, lo) times (k_hi, k_lo) modulo 2**64, in 32-bit halves, from products of 16-bit
    pieces (the compiled core multiplies numbers below 2**31 in machine words)."""
    x0, x1, x2, x3 = lo & M16, lo >> 16, hi & M16, hi >> 16
    k0, k1, k2, k3 = k_lo & M16, k_lo >> 16, k_hi & M16, k_hi >> 16
    c1 = x1 * k0 + x0 * k1
    low = x0 * k0 + ((c1 & M16) << 16)
    high = ((low >> 32) + (c1 >> 16) + x2 * k0 + x1 * k1 + x0 * k2
            + (((x3 * k0 + x2 * k1 + x1 * k2 + x0 * k3) & M16) << 16))
    return high & M32, low & M32


class Rng:
    __slots__ = ("hi", "lo")

    def __init__(self, seed: int) -> None:
        seed &= MASK
        self.hi, self.lo = seed >> 32, seed & M32

    def copy(self) -> Rng:
        r = Rng(0)
        r.hi, r.lo = self.hi, self.lo
        return r

    @property
    def state(self) -> int:
        """The whole state, as one integer (saved with the game)."""
        return self.hi << 32 | self.lo

    def _next(self) -> tuple[int, int]:
        """The next 64-bit output, in halves."""
        lo = self.lo + GAMMA_LO
        hi = (self.hi + GAMMA_HI + (lo >> 32)) & M32
        lo &= M32
        self.hi, self.lo = hi, lo
        # z = (s ^ s >> 30) * MIX1; z = (z ^ z >> 27) * MIX2; z ^ z >> 31
        hi, lo = _mul(hi ^ (hi >> 30), lo ^ ((((hi << 2) & M32) | (lo >> 30))), MIX1_HI, MIX1_LO)
        hi, lo = _mul(hi ^ (hi >> 27), lo ^ ((((hi << 5) & M32) | (lo >> 27))), MIX2_HI, MIX2_LO)
        return hi ^ (hi >> 31), lo ^ ((((hi << 1) & M32) | (lo >> 31)))

    def next64(self) -> int:
        hi, lo = self._next()
        return hi << 32 | lo

    def below(self, n: int) -> int:
        """A number in range(n): the next output modulo n (the bias of one 64-bit draw is far
        below anything measurable)."""
        hi, lo = self._next()
        return ((hi % n) * (TWO32 % n) + lo) % n

    def dice(self) -> tuple[int, int]:
        r = self.below(36)
        return r // 6 + 1, r % 6 + 1

    def shuffle(self, items: list[int]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def _splitmix64(state: int) -> tuple[int, int]:
    """The textbook step on whole integers, (new state, output): what :class:`Rng` does."""
    s = (state + 0x9E3779B97F4A7C15) & MASK
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return s, z ^ (z >> 31)

"""How colors look to the three common color blindnesses, and how far apart two colors are.

The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
Simulation of Color Vision Deficiency", at full severity (protanopia, deuteranopia,
tritanopia), applied in linear RGB. Distance is CIE76: the straight line in CIE L*a*b* (D65).
About 2.3 is a just-noticeable difference between two large patches side by side; the group
colors are thin bands and chips seen apart, across the board, and small fields look less
different than large ones, so two groups must be :data:`APART` (20, several times that) to
be told apart at a glance. Pure arithmetic: tests, the game and the palette tool share it.
"""

from __future__ import annotations

import math
from itertools import combinations

Rgb = tuple[float, float, float]
Matrix = tuple[Rgb, Rgb, Rgb]

#: Machado et al. 2009, severity 1.0, on linear RGB.
SIMULATIONS: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}

#: Two group colors at least this far apart (CIE76) are told apart at a glance (see above).
APART = 20.0


def linear(hex_color: str) -> Rgb:
    """'#rrggbb' as linear-light RGB, each 0..1."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    h = hex_color.lstrip("#")
    return channel(int(h[0:2], 16)), channel(int(h[2:4], 16)), channel(int(h[4:6], 16))


def simulate(rgb: Rgb, kind: str) -> Rgb:
    """``rgb`` (linear) as a person with ``kind`` sees it, clipped to the screen's range."""
    m = SIMULATIONS[kind]
    out = (sum(m[i][j] * rgb[j] for j in range(3)) for i in range(3))
    r, g, b = (min(1.0, max(0.0, v)) for v in out)
    return r, g, b


def lab(rgb: Rgb) -> Rgb:
    """Linear sRGB as CIE L*a*b* (D65 white)."""
    r, g, b = rgb
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: str, b: str, kind: str | None = None) -> float:
    """CIE76 distance between two '#rrggbb' colors, as seen with ``kind`` (None: normal sight)."""
    la, lb = linear(a), linear(b)
    if kind is not None:
        la, lb = simulate(la, kind), simulate(lb, kind)
    return math.dist(lab(la), lab(lb))


def closest_pairs(colors: dict[str, str], kind: str | None = None,
                  below: float = APART) -> list[tuple[str, str, float]]:
    """The pairs of ``colors`` nearer than ``below`` as seen with ``kind``, nearest first."""
    pairs = [(a, b, delta_e(colors[a], colors[b], kind)) for a, b in combinations(colors, 2)]
    return sorted((p for p in pairs if p[2] < below), key=lambda p: p[2])

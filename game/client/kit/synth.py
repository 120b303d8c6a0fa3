"""Sound effects synthesised in code: each recipe of a theme becomes 16-bit mono samples.

No sound files ship with the game: every cue is built from tones, noise and envelopes here.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable

from ...themes import SoundRecipe

RATE = 22_050
Wave = list[float]


def _silence(seconds: float) -> Wave:
    return [0.0] * int(seconds * RATE)


def _tone(freq: float, seconds: float, shape: str = "sine", decay: float = 6.0,
          attack: float = 0.005, end_freq: float | None = None) -> Wave:
    """A tone with a quick attack and an exponential decay; optionally sliding in pitch."""
    n = int(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq if end_freq is None else freq + (end_freq - freq) * (i / n)
        phase += f / RATE
        x = phase % 1.0
        if shape == "sine":
            v = math.sin(2 * math.pi * x)
        elif shape == "square":
            v = 1.0 if x < 0.5 else -1.0
        elif shape == "triangle":
            v = 4 * abs(x - 0.5) - 1
        else:
            v = 2 * x - 1
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(v * env)
    return out


def _noise(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> Wave:
    """A burst of noise; ``smooth`` (0..1) darkens it with a one-pole low-pass."""
    r = random.Random(seed)
    out = []
    last = 0.0
    for i in range(int(seconds * RATE)):
        v = r.uniform(-1, 1)
        last = last * smooth + v * (1 - smooth)
        out.append(last * math.exp(-decay * i / RATE))
    return out


def _mix(*parts: tuple[float, Wave]) -> Wave:
    """Overlay waves, each starting at its offset in seconds."""
    length = max(int(at * RATE) + len(w) for at, w in parts)
    out = [0.0] * length
    for at, wave in parts:
        start = int(at * RATE)
        for i, v in enumerate(wave):
            out[start + i] += v
    return out


def _seq(notes: list[tuple[float, float]], shape: str = "triangle", decay: float = 5.0) -> Wave:
    """Notes (frequency, seconds) one after another."""
    out: Wave = []
    for freq, seconds in notes:
        out += _tone(freq, seconds, shape, decay) if freq else _silence(seconds)
    return out


def _clicks(count: int, gap: float, seed: int) -> Wave:
    return _mix(*((i * gap, _noise(0.03, 90, seed + i, 0.3)) for i in range(count)))


_RECIPES: dict[SoundRecipe, Callable[[], Wave]] = {
    SoundRecipe.RATTLE: lambda: _mix((0, _clicks(7, 0.035, 1)), (0.3, _noise(0.08, 40, 9, 0.5)),
                                     (0.42, _noise(0.06, 50, 11, 0.5))),
    SoundRecipe.TICK: lambda: _mix((0, _tone(1800, 0.04, "sine", 80)), (0, _noise(0.02, 150, 3, 0.6))),
    SoundRecipe.POP: lambda: _tone(500, 0.09, "sine", 30, end_freq=900),
    SoundRecipe.REGISTER: lambda: _mix((0, _clicks(3, 0.05, 20)), (0.18, _tone(2093, 0.45, "sine", 7)),
                                       (0.18, _tone(2637, 0.45, "sine", 8))),
    SoundRecipe.COINS: lambda: _mix(*((i * 0.06, _tone(2400 + 300 * (i % 3), 0.18, "sine", 25))
                                      for i in range(5))),
    SoundRecipe.CHIME: lambda: _mix((0, _tone(880, 0.5, "sine", 5)), (0.12, _tone(1318.5, 0.6, "sine", 5))),
    SoundRecipe.SPARKLE: lambda: _mix(*((i * 0.05, _tone(1046.5 * 2 ** (i / 4), 0.3, "sine", 10))
                                        for i in range(6))),
    SoundRecipe.FLIP: lambda: _mix((0, _noise(0.12, 25, 5, 0.2)), (0.05, _tone(300, 0.06, "sine", 40))),
    SoundRecipe.PING: lambda: _mix((0, _tone(1568, 0.25, "sine", 12)), (0.1, _tone(2093, 0.3, "sine", 12))),
    SoundRecipe.CLANK: lambda: _mix((0, _noise(0.25, 18, 7, 0.1)), (0, _tone(140, 0.35, "square", 12)),
                                    (0, _tone(523, 0.3, "sine", 14))),
    SoundRecipe.SIREN: lambda: _seq([(960, 0.18), (720, 0.18), (960, 0.18), (720, 0.18)], "triangle", 2),
    SoundRecipe.KNOCK: lambda: _mix((0, _tone(180, 0.12, "sine", 30)), (0, _noise(0.05, 60, 13, 0.7)),
                                    (0.14, _tone(180, 0.12, "sine", 30))),
    SoundRecipe.SWISH: lambda: _noise(0.22, 12, 17, 0.85),
    SoundRecipe.THUD: lambda: _mix((0, _tone(90, 0.3, "sine", 14, end_freq=50)), (0, _noise(0.06, 50, 19, 0.8))),
    SoundRecipe.GAVEL: lambda: _mix((0, _tone(220, 0.12, "square", 35)), (0, _noise(0.04, 90, 23, 0.4)),
                                    (0.16, _tone(220, 0.14, "square", 30))),
    SoundRecipe.SLIDE: lambda: _tone(600, 0.8, "triangle", 2.5, end_freq=150),
    SoundRecipe.FANFARE: lambda: _seq([(523.3, 0.14), (659.3, 0.14), (784.0, 0.14), (0, 0.04),
                                       (1046.5, 0.5)], "square", 3),
    SoundRecipe.BLIP: lambda: _tone(1200, 0.05, "square", 60),
    SoundRecipe.BUZZ: lambda: _tone(110, 0.22, "square", 8),
}


def synthesise(recipe: SoundRecipe, volume: float = 0.6) -> array[int]:
    """The recipe's samples at RATE Hz, 16-bit signed mono, peak-normalised to ``volume``."""
    wave = _RECIPES[recipe]()
    peak = max((abs(v) for v in wave), default=0.0) or 1.0
    # A short fade at both ends avoids clicks.
    fade = min(len(wave) // 4, int(0.004 * RATE))
    scale = 32767 * volume / peak
    samples = array("h", (int(v * scale) for v in wave))
    for i in range(fade):
        k = i / fade
        samples[i] = int(samples[i] * k)
        samples[-1 - i] = int(samples[-1 - i] * k)
    return samples

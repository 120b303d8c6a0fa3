"""Memory that stays flat all day: big blocks go back to the system as soon as they are freed.

glibc raises its mmap threshold whenever a big block is freed; from then on big surfaces (the
board drawn at twice its size for smoothing, a dialog's fonts ...) come from the heap, whose
holes it seldom hands back, and a kiosk's memory creeps up with every new game. Pinning the
threshold keeps each big block in its own mapping, returned whole when freed. Other C libraries
have no such setting and need none.
"""

from __future__ import annotations

import ctypes

M_MMAP_THRESHOLD = -3  # mallopt's parameter number in glibc's malloc.h
BIG_BLOCK = 128 * 1024  # glibc's own starting threshold, kept from now on


def pin_mmap_threshold() -> bool:
    """True when the C library took the setting."""
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError, TypeError):
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, BIG_BLOCK))

"""Memory handed back between games, so that a kiosk's footprint creeps up less over a day.

A game leaves large freed blocks behind (its UI manager's fonts, its panels' and deeds'
images ...; the board and the fonts games share are kept); glibc keeps such holes in its heap rather than return them, and the next
game's blocks rarely fit them. When a game is thrown away its cycles are collected and glibc is
asked to hand every free page back. Other C libraries have no such call and need none.
"""

from __future__ import annotations

import ctypes
import gc


def give_back_memory() -> bool:
    """Collect what the last game left and return free pages to the system; True when the C
    library could (glibc)."""
    gc.collect()
    try:
        trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError, TypeError):
        return False
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    trim(0)
    return True

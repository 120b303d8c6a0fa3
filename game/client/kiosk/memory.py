"""The kiosk's memory over a day: what a game throws away goes back soon, and holes stay few.

Two habits of the libraries underneath would otherwise let the footprint swing by hundreds
of megabytes:

* pygame-gui's widgets live in reference cycles, and a dialog that lays itself out again (the
  property view, the trade builder: every touch) throws its old widgets away with their images,
  megabytes each, and scratch images four times their size. Only a full pass of Python's cycle
  collector frees them, and it seldom runs one: a full pass over everything the kiosk holds
  costs tens of milliseconds. So at each game's start everything alive is *frozen* (kept out of
  the collector's passes: it lives for the game or longer) and :func:`collect_garbage` then
  walks only what the game made since, in well under a millisecond, often enough that little
  garbage ever piles up.
* glibc keeps the holes freed blocks leave in its heap: at each game's start, and every few
  seconds while a game is played, it is asked to hand free pages back. (Fixing its mapping
  threshold, so that image-sized blocks are mapped on their own, frees a little more, but
  every frame that makes a large image then pays for fresh pages: measured, and left out.)
  Other C libraries have no such call and need none.
"""

from __future__ import annotations

import ctypes
import functools
import gc
from typing import Any

from ..dialogs.base import DialogScene


@functools.cache
def _malloc_trim() -> Any:
    """glibc's ``malloc_trim``, or None where the C library has none."""
    try:
        trim = getattr(ctypes.CDLL(None), "malloc_trim", None)
    except (OSError, TypeError):
        return None
    if trim is not None:
        trim.argtypes = [ctypes.c_size_t]
        trim.restype = ctypes.c_int
    return trim


def give_back_memory() -> bool:
    """A game starts: free what the last one left, freeze what is alive now and return free
    pages to the system; True when the C library could return pages (glibc)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    return return_free_pages()


def return_free_pages() -> bool:
    """Hand the heap's free pages back to the system (glibc's ``malloc_trim``, about a
    millisecond); False where the C library has no such call."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True


def collect_garbage() -> int:
    """Free the cycles made since the game started (what was frozen is not walked); returns
    how many objects were freed."""
    return gc.collect()


def thaw() -> None:
    """The kiosk stops: everything is the collector's business again, and dialogs laid out
    again leave their old widgets to it."""
    gc.unfreeze()
    DialogScene.on_relayout = None

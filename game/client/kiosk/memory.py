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
* glibc keeps the holes freed blocks leave in its heap: at each game's start it is asked to
  hand free pages back. (Fixing its mapping threshold, so that image-sized blocks are mapped on
  their own, frees a little more, but every frame that makes a large image then pays for fresh
  pages: measured, and left out.) Other C libraries have no such call and need none.
"""

from __future__ import annotations

import ctypes
import gc


def _libc() -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(None)
    except (OSError, TypeError):
        return None


def give_back_memory() -> bool:
    """A game starts: free what the last one left, return free pages to the system and freeze
    what is alive now; True when the C library could return pages (glibc)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    lib = _libc()
    trim = getattr(lib, "malloc_trim", None)
    if trim is None:
        return False
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    trim(0)
    return True


def collect_garbage() -> int:
    """Free the cycles made since the game started (what was frozen is not walked); returns
    how many objects were freed."""
    return gc.collect()


def thaw() -> None:
    """The kiosk stops: everything is the collector's business again."""
    gc.unfreeze()

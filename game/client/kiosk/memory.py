"""The kiosk's memory over a day: what a game throws away goes back soon, and holes stay few.

Three habits of the libraries underneath would otherwise let the footprint swing by hundreds
of megabytes:

* pygame-gui's widgets live in reference cycles, and a dialog that lays itself out again (the
  property view, the trade builder: every touch) throws its old widgets away with their images,
  megabytes each, and scratch images four times their size. Only a full pass of Python's cycle
  collector frees them, and it seldom runs one: a full pass over everything the kiosk holds
  costs tens of milliseconds. So at each game's start everything alive is *frozen* (kept out of
  the collector's passes: it lives for the game or longer) and :func:`collect_garbage` then
  walks only what the game made since, in well under a millisecond, often enough that little
  garbage ever piles up.
* glibc serves a large block from its heap once a large block has been freed (its mapping
  threshold rises to that block's size), and the heap keeps the hole when the block is freed:
  :func:`map_large_blocks` fixes the threshold so that every image-sized block is mapped on its
  own and unmapped when freed.
* Small blocks leave holes too: at each game's start glibc is asked to hand free pages back.

Other C libraries have neither call and need neither.
"""

from __future__ import annotations

import ctypes
import gc

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
LARGE_BLOCK = 256 * 1024  # bytes from which a block is mapped on its own: 256 x 256 pixels


def _libc() -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(None)
    except (OSError, TypeError):
        return None


def map_large_blocks() -> bool:
    """Have glibc map every block of :data:`LARGE_BLOCK` bytes or more on its own (given back
    to the system the moment it is freed); True when the C library could (glibc)."""
    lib = _libc()
    mallopt = getattr(lib, "mallopt", None)
    if mallopt is None:
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, LARGE_BLOCK))


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

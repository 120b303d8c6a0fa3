"""The one background thread for work that must not hold up a frame (computer players'
decisions, win odds): one job at a time, each on its own copy of what it reads.

No pygame here.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

_worker: ThreadPoolExecutor | None = None


def background() -> ThreadPoolExecutor:
    """The one background thread (started on first use)."""
    global _worker
    if _worker is None:
        _worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="thinking")
    return _worker

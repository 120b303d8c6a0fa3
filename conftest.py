"""Collection for the whole suite. The engine's doctests are read from its source, so a module
built as the compiled core has its doctests run on the pure Python core instead
(tests/test_core.py runs them there with the rules and AI tests)."""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from game.core import pure_wanted


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    if pure_wanted() or collection_path.suffix != ".py":
        return None
    built = (collection_path.with_name(collection_path.stem + suffix) for suffix in EXTENSION_SUFFIXES)
    return True if any(path.exists() for path in built) else None

"""Which core plays: the rules engine and the computer players (``game.engine``, ``game.ai``)
compiled with mypyc, or their pure Python source, which plays the same games more slowly.

``DEEDS_AND_DICE_PURE=1`` loads the pure modules even where compiled ones sit beside them
(for tests and debugging), and so does a compiled module older than its source, edited since
the last install; ``python -m game --version`` says which core is in use.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from pathlib import Path
from types import ModuleType

PURE_ENV = "DEEDS_AND_DICE_PURE"
CORE_PACKAGES = ("game.engine.", "game.ai.")


def pure_wanted() -> bool:
    """Whether the environment asks for the pure Python core."""
    return os.environ.get(PURE_ENV) == "1"


def stale(package: Path = Path(__file__).resolve().parent) -> list[str]:
    """In a source checkout (an editable install), the compiled modules older than their
    source, edited since the last install: while there are any, the pure core plays, since
    the compiled one is all or nothing. An installed wheel has no checkout to edit."""
    out: list[str] = []
    if not (package.parent / "pyproject.toml").is_file():
        return out
    for folder in (package / "engine", package / "ai"):
        if not folder.is_dir():
            continue
        for built in folder.iterdir():
            name, dot, suffix = built.name.partition(".")
            source = folder / f"{name}.py"
            if dot and f".{suffix}" in EXTENSION_SUFFIXES and source.exists() \
                    and source.stat().st_mtime > built.stat().st_mtime:
                out.append(f"{folder.name}/{source.name}")
    return sorted(out)


class SourceFirst(MetaPathFinder):
    """Finds the core's modules in their ``.py`` files, before the compiled ones are seen."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if not fullname.startswith(CORE_PACKAGES):
            return None
        name = fullname.rpartition(".")[2]
        for folder in path or ():
            source = Path(folder) / f"{name}.py"
            if source.is_file():
                return importlib.util.spec_from_file_location(fullname, source)
        return None


def use_pure_core() -> None:
    """Load the core from its Python source from now on (before any of it is imported)."""
    if not any(isinstance(finder, SourceFirst) for finder in sys.meta_path):
        sys.meta_path.insert(0, SourceFirst())


def compiled() -> bool:
    """Whether the core in use is the compiled one."""
    from .engine import game

    return (game.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


def describe() -> str:
    """'compiled core' or 'pure Python core', for --version and the benchmarks."""
    if compiled():
        return "compiled core"
    edited = stale()
    if edited and not pure_wanted():
        return (f"pure Python core ({', '.join(edited[:3])}{' ...' if len(edited) > 3 else ''} "
                "edited since the core was compiled: pip install -e . compiles it again)")
    return "pure Python core"

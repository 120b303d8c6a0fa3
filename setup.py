"""The build of Deeds & Dice (the project's metadata is in pyproject.toml).

The rules engine and the computer players (``game/engine``, ``game/ai``) are compiled with
mypyc when mypyc and a C compiler work here; otherwise, or with ``DEEDS_AND_DICE_PURE=1``, the
same modules are installed as pure Python, which plays the same games, only slower.
``python -m game --version`` says which core is in use. mypyc runs only when the extensions are
built (not to read the project's metadata), their C is compiled on every core, and an editable
install whose compiled core is newer than its sources, built by the same mypy, is not compiled
again.

``themes/`` and ``assets/`` stay at the top of the repository, where editions are made and
checked; a wheel (and so an installed game or a standalone app) carries them as
``game/_data/themes`` and ``game/_data/assets``, where ``game.engine.datafile.shipped`` finds
them. An editable install needs no copy: it reads the repository's folders.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
CORE = ("game/engine", "game/ai")
DATA_FOLDERS = ("themes", "assets")
PACKAGED_DATA = Path("game") / "_data"  # as game.engine.datafile.PACKAGED_DATA
SKIPPED = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")
# Left interpreted: the actions, which anyone may build with anything (apply refuses a wrong
# field with a reason, where a compiled class would raise TypeError as it is built); the
# pydantic models read at the edges (edition, rules); an AssertionError subclass (invariants:
# tests and ``sim --check``); a runtime-checkable Protocol (controller); the __init__ files.
INTERPRETED = frozenset({"game/engine/__init__.py", "game/engine/actions.py",
                         "game/engine/edition.py",
                         "game/engine/rules.py", "game/engine/invariants.py",
                         "game/ai/__init__.py", "game/ai/controller.py"})


def core_sources() -> list[str]:
    """The modules compiled, as paths relative to the project."""
    return sorted(str(path.relative_to(ROOT).as_posix()) for folder in CORE
                  for path in (ROOT / folder).glob("*.py")
                  if path.relative_to(ROOT).as_posix() not in INTERPRETED)


def _say(message: str) -> None:
    print(f"deeds-and-dice: {message}", file=sys.stderr, flush=True)


def _probe(cache: Path) -> subprocess.CompletedProcess[str]:
    """mypyc run on the core in a child process, with its cache in ``cache``."""
    probe = ("import sys; from mypyc.build import mypycify; "
             "mypycify(sys.argv[1:], opt_level='3', separate=True)")
    return subprocess.run([sys.executable, "-c", probe, *core_sources()], cwd=ROOT,
                          capture_output=True, text=True, timeout=900,
                          env={**os.environ, "MYPY_CACHE_DIR": str(cache)})


# mypyc's incremental cache, kept apart from a developer's own mypy runs. A cache left by other
# sources can trip mypyc, or make it write C that does not compile (seen when a module moved
# between files): either failure is tried once more from an empty cache.
CACHE = ROOT / "build" / "mypyc-cache"
# Which mypy compiled the core beside its sources (an editable install, build_ext --inplace).
BUILT_BY = ROOT / "build" / "core-built-by.json"


def _mypy_version() -> str:
    try:
        from mypy.version import __version__
    except ImportError:
        return ""
    return __version__


def extension_names() -> list[str]:
    """The extensions mypyc makes of the core (separate=True): for each module its shim and the
    library beside it, named before mypyc has run."""
    modules = [source.removesuffix(".py").replace("/", ".") for source in core_sources()]
    return [name for module in modules for name in (f"{module}__mypyc", module)]


def core_current() -> bool:
    """Whether the compiled core beside the sources is whole, every module newer than its
    source, and built by the mypy here: an editable install need not compile it again."""
    try:
        built_by = json.loads(BUILT_BY.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if built_by != {"mypy": _mypy_version(), "suffix": EXTENSION_SUFFIXES[0]}:
        return False
    for source in core_sources():
        path = ROOT / source
        for name in (path.stem, f"{path.stem}__mypyc"):
            built = path.with_name(name + EXTENSION_SUFFIXES[0])
            if not built.exists() or built.stat().st_mtime < path.stat().st_mtime:
                return False
    return True


def _mypycify() -> list[Extension]:
    """mypyc's extensions for the core, or none (with the reason) when mypyc cannot make them.
    mypyc is tried in a child process first, so that even a crash of the compiler leaves the
    pure install to go ahead."""
    cache = CACHE
    try:
        done = _probe(cache)
        if done.returncode != 0 and cache.exists():
            shutil.rmtree(cache, ignore_errors=True)
            done = _probe(cache)
    except (OSError, subprocess.TimeoutExpired) as exc:
        _say(f"mypyc could not be run ({exc}): the pure Python core is installed")
        return []
    if done.returncode != 0:
        said = (done.stderr.strip() or done.stdout.strip()).splitlines()
        last = said[-1] if said else f"exit status {done.returncode}"
        _say(f"mypyc did not compile the core ({last}): the pure Python core is installed")
        return []
    from mypyc.build import mypycify

    os.environ["MYPY_CACHE_DIR"] = str(cache)
    # separate: each module's library sits beside it (game/engine/game__mypyc.*.so), so the
    # install adds nothing beside the game package and each module knows its own file
    for last in (False, True):
        try:
            return list(mypycify(core_sources(), opt_level="3", separate=True))
        except (Exception, SystemExit) as exc:
            if last:
                _say(f"mypyc did not compile the core ({type(exc).__name__}: {exc}): "
                     "the pure Python core is installed")
            shutil.rmtree(cache, ignore_errors=True)
    return []


class BuildCore(build_ext):
    """Compiles the core when it can, its C on every core; a compiler error leaves the pure
    Python core, whole: a part of the compiled core without the rest would not import."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        """mypyc's extensions in place of the names given to setup(), then the build."""
        if not self.extensions:
            return
        if self.inplace and not self.force and core_current():  # beside the sources
            _say(f"the compiled core is up to date (built by mypy {_mypy_version()}): "
                 "not compiled again")
            self.extensions = []
            return
        BUILT_BY.unlink(missing_ok=True)
        self._fill(_mypycify())
        try:
            self._compile()
        except (Exception, SystemExit) as exc:  # no compiler, a failed compile: pure Python
            for built in self.get_outputs():
                Path(built).unlink(missing_ok=True)
            if self.inplace:
                for ext in self.extensions:
                    Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)
            self.extensions = []
            reason = f"{type(exc).__name__}: {exc}"
            _say(f"the core was not compiled ({reason[:200]}): the pure Python core is installed")
        else:
            if self.extensions:
                _say("the compiled core is built")
                if self.inplace:
                    # a module's shim is left as it was when its C did not change, older than
                    # the source just compiled: dated now, no module reads as stale
                    # (game.core.stale) and the compiled core plays
                    for ext in self.extensions:
                        Path(self.get_ext_fullpath(ext.name)).touch()
                    BUILT_BY.parent.mkdir(parents=True, exist_ok=True)
                    BUILT_BY.write_text(json.dumps({"mypy": _mypy_version(),
                                                    "suffix": EXTENSION_SUFFIXES[0]}))

    def _compile(self) -> None:
        try:
            super().run()
        except Exception:
            if not self.extensions or not CACHE.exists():
                raise
            _say("the core did not compile from mypyc's cache: once more from an empty one")
            shutil.rmtree(CACHE, ignore_errors=True)
            self._fill(_mypycify())
            self.force = True
            super().run()

    def _fill(self, made: list[Extension]) -> None:
        """The extensions named to setup(), which setuptools has prepared by name, take the
        sources and flags mypyc made for them; none made, or others: the pure core."""
        named = {ext.name: ext for ext in self.extensions}
        if made and set(named) != {ext.name for ext in made}:
            _say("mypyc made other extensions than the core's modules: the pure Python core "
                 "is installed")
            made = []
        for ext in made:
            vars(named[ext.name]).update({key: value for key, value in vars(ext).items()
                                          if not key.startswith("_")})
        if not made:
            self.extensions = []


class BuildWithData(build_py):
    """build_py, then the data folders copied into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for name in DATA_FOLDERS:
            target = Path(self.build_lib) / PACKAGED_DATA / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(ROOT / name, target, ignore=SKIPPED)


def core_build() -> dict[str, Any]:
    """The keyword arguments of setup() for the compiled core: its extensions, by name until
    the build step makes them with mypyc, and that step, which falls back to pure Python (a
    ``cmdclass`` to merge with other build steps)."""
    pure = os.environ.get("DEEDS_AND_DICE_PURE") == "1"
    if pure:
        _say("DEEDS_AND_DICE_PURE=1: the pure Python core is installed")
    names = [] if pure else extension_names()
    return {"ext_modules": [Extension(name, []) for name in names],
            "cmdclass": {"build_ext": BuildCore}}


if __name__ == "__main__":
    core = core_build()
    setup(ext_modules=core["ext_modules"],
          cmdclass={**core["cmdclass"], "build_py": BuildWithData})

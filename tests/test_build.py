"""The build of the compiled core: C compiled on every core, mypyc run only when extensions are
built, and an editable install whose compiled core is up to date not compiled again."""

from __future__ import annotations

import importlib.util
import json
import os
import time
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from setuptools import Distribution

ROOT = Path(__file__).resolve().parents[1]


def _setup_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("project_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """setup.py over a copy of the core's sources, each compiled module built after them."""
    module = _setup_module()
    for folder in module.CORE:
        for path in (ROOT / folder).glob("*.py"):
            copy = tmp_path / folder / path.name
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text("")
    (tmp_path / "build").mkdir()
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "BUILT_BY", tmp_path / "build" / "core-built-by.json")
    sources = module.core_sources()
    assert sources == _setup_module().core_sources()
    later = time.time() + 10
    for source in sources:
        path = tmp_path / source
        for name in (path.stem, f"{path.stem}__mypyc"):
            built = path.with_name(name + EXTENSION_SUFFIXES[0])
            built.write_bytes(b"")
            os.utime(built, (later, later))
    module.BUILT_BY.write_text(json.dumps({"mypy": module._mypy_version(),
                                           "suffix": EXTENSION_SUFFIXES[0]}))
    return module


def test_the_extensions_are_named_before_mypyc_runs() -> None:
    module = _setup_module()
    names = module.extension_names()
    assert "game.engine.game" in names and "game.engine.game__mypyc" in names
    assert "game.ai.easy" in names and "game.engine.rules" not in names
    assert len(names) == 2 * len(module.core_sources())
    core = module.core_build()
    assert [ext.name for ext in core["ext_modules"]] == names
    assert all(not ext.sources for ext in core["ext_modules"])  # mypyc has not run


def test_a_pure_install_names_no_extension(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEEDS_AND_DICE_PURE", "1")
    assert _setup_module().core_build()["ext_modules"] == []


def test_a_core_built_after_its_sources_by_this_mypy_is_current(build: ModuleType,
                                                                tmp_path: Path) -> None:
    assert build.core_current()
    edited = tmp_path / build.core_sources()[0]
    later = time.time() + 20
    os.utime(edited, (later, later))
    assert not build.core_current()  # a source edited since


def test_another_mypy_or_a_missing_library_means_compiling_again(build: ModuleType,
                                                                 tmp_path: Path) -> None:
    build.BUILT_BY.write_text(json.dumps({"mypy": "0.1", "suffix": EXTENSION_SUFFIXES[0]}))
    assert not build.core_current()
    build.BUILT_BY.write_text(json.dumps({"mypy": build._mypy_version(),
                                          "suffix": EXTENSION_SUFFIXES[0]}))
    assert build.core_current()
    source = tmp_path / build.core_sources()[-1]
    source.with_name(f"{source.stem}__mypyc{EXTENSION_SUFFIXES[0]}").unlink()
    assert not build.core_current()
    build.BUILT_BY.unlink()
    assert not build.core_current()


def _command(module: ModuleType, inplace: bool) -> Any:
    dist = Distribution({"name": "deeds-and-dice", **module.core_build()})
    command = module.BuildCore(dist)
    command.inplace = inplace
    command.ensure_finalized()
    return command


def test_the_c_is_compiled_on_every_core() -> None:
    module = _setup_module()
    assert _command(module, False).parallel == (os.cpu_count() or 1)


def test_an_up_to_date_core_in_place_is_not_compiled_again(build: ModuleType,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    def never() -> list[object]:
        raise AssertionError("mypyc ran")

    monkeypatch.setattr(build, "_mypycify", never)
    command = _command(build, True)
    command.run()
    assert command.extensions == []

    ran: list[bool] = []
    monkeypatch.setattr(build, "_mypycify", lambda: ran.append(True) or [])
    _command(build, False).run()  # a wheel: always compiled
    assert ran == [True]

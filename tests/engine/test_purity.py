"""The engine and the AI never import pygame: they run headless, in tools and in look-ahead."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "game"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_engine_and_ai_never_import_pygame() -> None:
    checked = 0
    for package in ("engine", "ai"):
        for path in (ROOT / package).rglob("*.py"):
            bad = _imports(path) & {"pygame", "pygame_gui"}
            assert not bad, f"{path.relative_to(ROOT.parent)} imports {bad}"
            checked += 1
    assert checked >= 10

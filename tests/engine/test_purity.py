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


def _absolute_imports(path: Path) -> set[str]:
    """Every module ``path`` imports, relative imports spelt out from the package ``game``."""
    package = path.relative_to(ROOT.parent).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = list(package[:len(package) - node.level + 1]) if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_engine_and_ai_never_touch_the_network() -> None:
    """Network play is built on them (game/net), never the other way round."""
    network = ("game.net", "websockets", "socket", "asyncio", "ssl", "http")
    for package in ("engine", "ai"):
        for path in (ROOT / package).rglob("*.py"):
            bad = {m for m in _absolute_imports(path) if m.split(".")[0] in network[1:]
                   or m == network[0] or m.startswith(network[0] + ".")}
            assert not bad, f"{path.relative_to(ROOT.parent)} imports {bad}"
    assert "game.net.host" in _absolute_imports(ROOT / "net" / "transport.py")

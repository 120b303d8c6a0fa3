"""The AI runs where there is no display: nothing under game/ai imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

AI = Path(__file__).resolve().parents[2] / "game" / "ai"


def test_no_module_of_the_ai_imports_pygame() -> None:
    files = list(AI.rglob("*.py"))
    assert len(files) >= 5
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            assert not any(n.split(".")[0] in ("pygame", "pygame_gui") for n in names), path


def test_importing_the_ai_loads_no_pygame() -> None:
    code = "import sys, game.ai; print(any(m.startswith('pygame') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=AI.parents[1], check=True)
    assert out.stdout.strip() == "False"

"""The client's rooms import only downward, and no module of the client imports itself round
a circle: the table above the menus, the menus above how to play and the dialogs, those above
the pictures, what is kept on disk and the app's kit."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

CLIENT = Path(__file__).resolve().parents[2] / "game" / "client"

#: Each room and the rooms it may import besides itself (and anything outside the client).
ROOMS: dict[str, frozenset[str]] = {
    "kit": frozenset(),
    "store": frozenset({"kit"}),
    "views": frozenset({"kit"}),
    "dialogs": frozenset({"views", "store", "kit"}),
    "how_to_play": frozenset({"views", "store", "kit"}),
    "scenes": frozenset({"how_to_play", "dialogs", "views", "store", "kit"}),
    "table": frozenset({"scenes", "dialogs", "views", "store", "kit"}),
    "kiosk": frozenset({"table", "scenes", "how_to_play", "dialogs", "views", "store", "kit"}),
    "online": frozenset({"table", "scenes", "dialogs", "views", "store", "kit"}),
}
#: The modules at the top of the client that put the rooms together.
TOP = frozenset({"game.client", "game.client.main"})
#: Outside the client, what a room may not import: the kit knows nothing of the game's rules.
FORBIDDEN_OUTSIDE: dict[str, tuple[str, ...]] = {"kit": ("game.engine", "game.ai")}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(CLIENT.parent.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(CLIENT.rglob("*.py"))}


def imports_of(name: str) -> Iterator[tuple[int, str]]:
    """Every module ``name`` imports (at any depth of its code, type-checking blocks too)."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                yield node.lineno, sub if sub in MODULES else target


def room_of(name: str) -> str | None:
    if name in TOP:
        return None
    room = name.split(".")[2]
    assert room in ROOMS, f"{name} is in no room: put it in one of {sorted(ROOMS)}"
    return room


def graph() -> dict[str, set[str]]:
    return {name: {t for _, t in imports_of(name) if t in MODULES and t != name} for name in MODULES}


def test_every_module_of_the_client_is_in_a_room() -> None:
    assert len(MODULES) > len(ROOMS)
    outside = {name for name in MODULES if room_of(name) is None}  # asserts a room for the rest
    assert outside == TOP


def upward(name: str, imports: list[tuple[int, str]]) -> list[str]:
    """The imports of module ``name`` that break the order of the rooms."""
    room = room_of(name)
    if room is None:
        return []
    wrong = []
    for line, target in imports:
        if target.startswith("game.client.") and target not in TOP:
            other = room_of(target)
            if other != room and other not in ROOMS[room]:
                wrong.append(f"line {line}: {target} ({other} is not below {room})")
        elif target in TOP:
            wrong.append(f"line {line}: {target} (the top of the client)")
        elif target.startswith(FORBIDDEN_OUTSIDE.get(room, ("\0",))):
            wrong.append(f"line {line}: {target} ({room} knows nothing of the game's rules)")
    return wrong


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_room_imports_only_the_rooms_below_it(name: str) -> None:
    wrong = upward(name, list(imports_of(name)))
    assert not wrong, f"{name} imports upward:\n" + "\n".join(wrong)


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other round a circle (Tarjan's strongly
    connected components of more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_circles_in_the_client() -> None:
    found = circles(graph())
    assert not found, "modules that import each other round a circle: " + "; ".join(
        " <-> ".join(c) for c in found)


def test_the_checks_catch_an_upward_import_and_a_circle() -> None:
    kit = next(n for n in MODULES if n.startswith("game.client.kit."))
    for lower in (kit, "game.client.store.seats"):
        for higher in ("game.client.table.scene", "game.client.scenes.title", "game.client.dialogs.base"):
            assert upward(lower, [(3, higher)]) == [
                f"line 3: {higher} ({higher.split('.')[2]} is not below {lower.split('.')[2]})"]
    assert upward(kit, [(1, "game.engine.game")])
    assert upward("game.client.table.scene", [(1, "game.client.kit.scene")]) == []
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_table_is_seen_importing_its_drawing() -> None:
    """The import graph is read as Python reads it: relative imports, submodules by name."""
    edges = graph()
    assert {"game.client.table.draw", "game.client.table.hud"} <= edges["game.client.table.scene"]
    assert "game.client.kit.scene" in edges["game.client.table.scene"]

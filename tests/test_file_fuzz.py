"""Files mutated at random: reading one raises only the game's own DataFileError (or gives what
passes every check), and never writes over the file."""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.client.store.settings import Settings
from game.engine import DataFileError, Game
from game.engine.datafile import load_model
from game.engine.invariants import check_state
from game.saves import load_game, save_text
from game.themes import THEMES_DIR, load_theme
from tests.engine.randomplay import random_action

Mutation = Callable[[bytes, random.Random], bytes]


def _save_bytes() -> bytes:
    r = random.Random(5)
    g = Game.new(["Ann", "Bob", "Cy"], seed=5)
    for _ in range(80):
        g.apply(random_action(g, r))
    return save_text(g, {"theme": "classic", "play_time": 12.5}).encode()


SOURCES: dict[str, bytes] = {
    "save": _save_bytes(),
    "settings": json.dumps(Settings().model_dump(mode="json")).encode(),
    "theme": (THEMES_DIR / "classic" / "theme.json").read_bytes(),
}


def _nodes(tree: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON tree, as the keys leading to it."""
    out = [path]
    items = tree.items() if isinstance(tree, dict) else enumerate(tree) if isinstance(tree, list) else ()
    for key, value in items:
        out += _nodes(value, path + (key,))
    return out


def _replace(data: bytes, r: random.Random, make: Callable[[random.Random, Any], Any],
             ints_only: bool = False) -> bytes:
    """The JSON with one node (one whole number, if ``ints_only``) replaced by ``make``'s value,
    written as JSON text (so values json.dumps cannot write go in as text)."""
    tree = json.loads(data)
    places = [p for p in _nodes(tree) if p and (not ints_only or type(_at(tree, p)) is int)]
    if not places:
        return data
    place = r.choice(places)
    marker = "\u0000MARK\u0000"
    parent = _at(tree, place[:-1])
    parent[place[-1]] = marker
    text = json.dumps(tree)
    return text.replace(json.dumps(marker), make(r, None), 1).encode()


def _at(tree: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        tree = tree[key]
    return tree


def _flip(data: bytes, r: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(r.randint(1, 4)):
        out[r.randrange(len(out))] ^= 1 << r.randrange(8)
    return bytes(out)


def _truncate(data: bytes, r: random.Random) -> bytes:
    return data[:r.randrange(len(data))]


def _deep(r: random.Random, _: Any) -> str:
    depth = r.choice((40, 1000, 5000))
    return r.choice(("[" * depth + "]" * depth, '{"a":' * depth + "1" + "}" * depth))


def _huge(r: random.Random, _: Any) -> str:
    return r.choice(("9" * 5000, "-" + "9" * 30, "Infinity", "-Infinity", "NaN", "1e999",
                     str(2**70)))


def _wrong_type(r: random.Random, _: Any) -> str:
    return json.dumps(r.choice(("", "x" * 50, None, True, 0, -1, 3.5, [], [1, "a"], {}, {"a": 1})))


def _index(r: random.Random, _: Any) -> str:
    return str(r.choice((-1, -2, -1000, 8, 39, 40, 99, 999, 2**40, r.randint(-50, 50))))


MUTATIONS: dict[str, Mutation] = {
    "flip": _flip,
    "truncate": _truncate,
    "deep": lambda d, r: _replace(d, r, _deep),
    "huge": lambda d, r: _replace(d, r, _huge, ints_only=r.random() < 0.5),
    "type": lambda d, r: _replace(d, r, _wrong_type),
    "index": lambda d, r: _replace(d, r, _index, ints_only=True),
}


def _load(kind: str, folder: Path) -> None:
    """Read the file as the game reads its kind; what loads must pass the game's checks."""
    if kind == "save":
        check_state(load_game(folder / "save.json"))
    elif kind == "settings":
        load_model(Settings, folder / "settings.json")
    else:
        load_theme(folder)


FILES = {"save": "save.json", "settings": "settings.json", "theme": "theme.json"}


@pytest.fixture(scope="module")
def theme_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("fuzz") / "theme"
    shutil.copytree(THEMES_DIR / "classic", folder)
    return folder


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(sorted(SOURCES)), mutation=st.sampled_from(sorted(MUTATIONS)),
       seed=st.integers(0, 2**32))
def test_a_mutated_file_is_refused_with_the_games_error_and_left_as_it_was(
        theme_folder: Path, kind: str, mutation: str, seed: int) -> None:
    data = MUTATIONS[mutation](SOURCES[kind], random.Random(seed))
    path = theme_folder / FILES[kind]
    path.write_bytes(data)
    try:
        _load(kind, theme_folder)
    except DataFileError as error:
        assert error.path.startswith(str(theme_folder))
    assert path.read_bytes() == data
    assert sorted(p.name for p in theme_folder.iterdir() if p.suffix in (".tmp", ".bad")) == []

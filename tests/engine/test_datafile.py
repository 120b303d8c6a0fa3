"""The one way in for data files: every failure is a DataFileError naming the file and field."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from pydantic import BaseModel

from game.engine import DataFileError
from game.engine.datafile import (MAX_BYTES, MAX_DEPTH, load_model, move_aside, read_json,
                                  remove_stale_temps, write_atomic)


class Small(BaseModel):
    name: str = "x"
    size: int = 1


def _file(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "data.json"
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return path


@pytest.mark.parametrize(("text", "field", "words"), [
    ("[" * 5000 + "]" * 5000, "", "nested deeper"),
    ('{"a": ' * 5000 + "1" + "}" * 5000, "", "nested deeper"),
    ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "0.0", "nested deeper"),
    ('{"size": ' + "9" * 5000 + "}", "size", "a number the game can use"),
    ('{"size": 18446744073709551616}', "size", "a number the game can use"),
    ('{"size": -18446744073709551616}', "size", "a number the game can use"),
    ('{"list": [1, Infinity]}', "list.1", "a number the game can use"),
    ('{"a": {"b": NaN}}', "a.b", "a number the game can use"),
    ('{"a": -Infinity}', "a", "a number the game can use"),
    ('{"a": 1e400}', "a", "a number the game can use"),
    ("1e99999", "(top level)", "a number the game can use"),
    ('{"a": 1', "line 1", "not valid JSON"),
    ("", "line 1", "not valid JSON"),
    (b"\xff\xfe{}", "", "not UTF-8"),
])
def test_a_file_the_game_cannot_use_raises_data_file_error_naming_the_field(
        tmp_path: Path, text: str | bytes, field: str, words: str) -> None:
    path = _file(tmp_path, text)
    with pytest.raises(DataFileError) as err:
        read_json(path)
    assert err.value.path == str(path)
    assert err.value.field.startswith(field), err.value
    assert words in str(err.value)


def test_numbers_the_game_writes_are_read() -> None:
    import json
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "ok.json"
        values = {"rng": 2**64 - 1, "low": -(2**63), "f": 1.5, "deep": [[[[1]]]]}
        path.write_text(json.dumps(values))
        assert read_json(path) == values


def test_a_file_over_the_cap_is_refused_by_its_size(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(1024 * MAX_BYTES)  # sparse: a gigabyte that takes no room
    with pytest.raises(DataFileError, match="too large"):
        read_json(path)
    small = _file(tmp_path, '{"a": "' + "x" * 200 + '"}')
    with pytest.raises(DataFileError, match="too large"):
        read_json(small, max_bytes=100)


@pytest.mark.parametrize("make", ["folder", "missing", "pipe"])
def test_what_is_not_a_readable_file_is_refused(tmp_path: Path, make: str) -> None:
    path = tmp_path / "thing.json"
    if make == "folder":
        path.mkdir()
    elif make == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)  # opened for reading, it would wait for a writer for ever
    with pytest.raises(DataFileError) as err:
        read_json(path)
    assert err.value.path == str(path)


def test_load_model_reads_through_the_same_checks(tmp_path: Path) -> None:
    assert load_model(Small, _file(tmp_path, '{"name": "y"}')) == Small(name="y")
    for text, field in [('{"size": "big"}', "size"), ('{"size": ' + "1" * 5000 + "}", "size"),
                        ('{"name": ' + "[" * 5000 + "]" * 5000 + "}", ""), ("[]", "(top level)")]:
        with pytest.raises(DataFileError) as err:
            load_model(Small, _file(tmp_path, text))
        assert err.value.field.startswith(field)


def test_move_aside_keeps_every_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    names = []
    for i in range(3):
        path.write_text(f"broken {i}")
        names.append(move_aside(path).name)
    assert names == ["settings.json.bad", "settings.json.bad.2", "settings.json.bad.3"]
    assert not path.exists()
    assert (tmp_path / "settings.json.bad.3").read_text() == "broken 2"


def test_stale_temporary_files_of_cut_short_writes_are_removed(tmp_path: Path) -> None:
    write_atomic(tmp_path / "autosave.json", "{}")
    old = tmp_path / ".autosave.json.k3j2h.tmp"
    fresh = tmp_path / ".autosave.json.p0q9r.tmp"
    other = tmp_path / "notes.tmp"
    for path in (old, fresh, other):
        path.write_text("{")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    os.utime(other, (hour_ago, hour_ago))
    assert remove_stale_temps(tmp_path) == [old]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [".autosave.json.p0q9r.tmp", "autosave.json", "notes.tmp"])
    assert remove_stale_temps(tmp_path / "none") == []

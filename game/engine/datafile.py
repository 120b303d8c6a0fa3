"""Data files in and out: the one checked way the game reads JSON, with errors that name the
file and the field; atomic writes; and tidying what failed reads and cut-short writes leave."""

from __future__ import annotations

import json
import math
import os
import stat
import tempfile
import time
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import DataFileError, pydantic_problems

M = TypeVar("M", bound=BaseModel)

#: Where the build puts the repository's top-level data folders inside the package.
PACKAGED_DATA = "_data"


def shipped(name: str) -> Path:
    """A data folder the game ships (``themes``, ``assets``), wherever the game runs from.

    An installed wheel and a standalone app carry it inside the package, as
    ``game/_data/<name>``; a checkout (or an editable install of one) has it at the top of the
    repository, beside the package.
    """
    package = resources.files("game")
    if not isinstance(package, Path):  # a zip import: the art has to be files on disk
        raise RuntimeError(f"the game's data must be in folders on disk, not in {package}")
    packaged = package / PACKAGED_DATA / name
    return packaged if packaged.is_dir() else package.parent / name


#: The largest file of each kind the game reads, checked before a byte is read.
MAX_BYTES = 1 << 20
#: How deep objects and lists may nest: the game's own files stay well within it.
MAX_DEPTH = 32
#: Whole numbers the game reads lie within this (its dice state is the largest, below 2**64).
MAX_INT = 2**64


class _Refused:
    """A number the parser met that the game refuses, kept to be named with its field."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def _int(text: str) -> int | _Refused:
    # Python refuses to read some 4,300 digits at all: only a short number is turned into one.
    if len(text) > 24:
        return _Refused(text)
    value = int(text)
    return value if -MAX_INT < value < MAX_INT else _Refused(text)


def _float(text: str) -> float | _Refused:
    value = float(text)
    return value if math.isfinite(value) else _Refused(text)


def read_json(path: str | Path, max_bytes: int = MAX_BYTES) -> Any:
    """Parse a JSON file, or raise DataFileError saying why it cannot be read.

    The one way in for every file the game reads: a file larger than ``max_bytes`` is refused
    before it is read, and so are nesting deeper than :data:`MAX_DEPTH`, NaN and Infinity, and
    whole numbers beyond :data:`MAX_INT`, each named with its field.
    """
    path = Path(path)
    name = str(path)
    try:
        info = path.stat()  # before opening: a pipe or device is refused, not waited on
        if not stat.S_ISREG(info.st_mode):
            raise DataFileError(name, "", "not a file")
        if info.st_size > max_bytes:
            raise DataFileError(name, "", f"too large ({info.st_size:,} bytes; the game reads "
                                          f"files of this kind up to {max_bytes:,})")
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)
    except FileNotFoundError:
        raise DataFileError(name, "", "file not found") from None
    except OSError as exc:
        raise DataFileError(name, "", f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > max_bytes:
        raise DataFileError(name, "", f"too large (more than {max_bytes:,} bytes)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataFileError(name, "", f"not UTF-8 text (byte {exc.start})") from None
    try:
        raw = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_Refused)
    except json.JSONDecodeError as exc:
        raise DataFileError(name, f"line {exc.lineno} column {exc.colno}",
                            f"not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise DataFileError(name, "", f"nested deeper than {MAX_DEPTH} levels") from None
    except ValueError as exc:
        raise DataFileError(name, "", f"not valid JSON ({exc})") from None
    _check_values(name, raw)
    return raw


def _check_values(name: str, raw: Any) -> None:
    """Refuse nesting past MAX_DEPTH and the numbers the parser kept aside, naming the field."""
    stack: list[tuple[Any, str, int]] = [(raw, "", 0)]
    while stack:
        node, field, depth = stack.pop()
        if isinstance(node, _Refused):
            raise DataFileError(name, field or "(top level)",
                                f"expected a number the game can use, got {node.text[:24]}"
                                f"{'...' if len(node.text) > 24 else ''}")
        if isinstance(node, dict):
            items: Any = node.items()
        elif isinstance(node, list):
            items = enumerate(node)
        else:
            continue
        if depth >= MAX_DEPTH:
            raise DataFileError(name, field or "(top level)",
                                f"nested deeper than {MAX_DEPTH} levels")
        for key, value in items:
            if isinstance(value, (dict, list, _Refused)):
                stack.append((value, f"{field}.{key}" if field else str(key), depth + 1))


def load_model(model: type[M], path: str | Path, max_bytes: int = MAX_BYTES) -> M:
    """Read a JSON file into a pydantic model; errors name the file and the first bad field."""
    raw = read_json(path, max_bytes)
    if not isinstance(raw, dict):
        raise DataFileError(str(path), "(top level)", "expected a JSON object")
    return validate(model, raw, str(path))


def validate(model: type[M], raw: dict[str, Any], name: str) -> M:
    """``raw`` as the model, or DataFileError naming the file and the first bad field."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise pydantic_problems(name, exc) from None
    except (ValueError, TypeError, ArithmeticError, RecursionError) as exc:
        raise DataFileError(name, "", f"cannot be used ({exc})") from None


def write_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file: a crash mid-write leaves the old
    file intact."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


#: What :func:`write_atomic` names its temporary files: ``.<name>.<random>.tmp``.
TEMP_SUFFIX = ".tmp"
#: A temporary file this many seconds old was left by a write that never finished.
STALE_AFTER = 60.0
#: What a file that cannot be read is renamed to end with (:func:`move_aside`).
BAD_SUFFIX = ".bad"


def remove_stale_temps(folder: str | Path, older_than: float = STALE_AFTER) -> list[Path]:
    """Delete the temporary files that writes cut short left in ``folder``; the files removed.

    Only files named as :func:`write_atomic` names them and untouched for ``older_than``
    seconds go: a write still in progress keeps its file.
    """
    folder = Path(folder)
    removed: list[Path] = []
    try:
        candidates = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    now = time.time()
    for path in candidates:
        try:
            info = path.lstat()
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


def move_aside(path: str | Path) -> Path:
    """Rename a file the game cannot read to ``<name>.bad`` (or ``.bad.2``, ...), so it is
    kept for a look but never read again; the new path. Raises OSError if it cannot be moved."""
    path = Path(path)
    bad = path.with_name(path.name + BAD_SUFFIX)
    n = 2
    while bad.exists():
        bad = path.with_name(f"{path.name}{BAD_SUFFIX}.{n}")
        n += 1
    os.replace(path, bad)
    return bad

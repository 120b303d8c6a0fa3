"""Reading JSON data files with errors that name the file and the field."""

from __future__ import annotations

import json
import os
import tempfile
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


def read_json(path: str | Path) -> Any:
    """Parse a JSON file, or raise DataFileError saying why it cannot be read."""
    path = Path(path)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataFileError(str(path), "", "file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFileError(str(path), "", f"cannot be read ({exc})") from None
    except json.JSONDecodeError as exc:
        raise DataFileError(str(path), f"line {exc.lineno} column {exc.colno}",
                            f"not valid JSON ({exc.msg})") from None


def load_model(model: type[M], path: str | Path) -> M:
    """Read a JSON file into a pydantic model; errors name the file and the first bad field."""
    raw = read_json(path)
    if not isinstance(raw, dict):
        raise DataFileError(str(path), "(top level)", "expected a JSON object")
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise pydantic_problems(str(path), exc) from None


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

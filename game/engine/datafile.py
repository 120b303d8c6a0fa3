"""Reading JSON data files with errors that name the file and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import DataFileError, pydantic_problems

M = TypeVar("M", bound=BaseModel)


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
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise pydantic_problems(str(path), exc) from None

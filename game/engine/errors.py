"""Errors the engine raises: each says, in words a player can read, what went wrong."""

from __future__ import annotations

from .folders import shown


class IllegalAction(ValueError):
    """An action the rules do not allow now; the game is left exactly as it was."""


class DataFileError(ValueError):
    """A data file (edition, rules, save) that cannot be used, with the file and field named."""

    def __init__(self, path: str, field: str, problem: str) -> None:
        path = shown(path)  # the file is named on screen: a name that is not UTF-8 must draw
        self.path = path
        self.field = field
        self.problem = problem
        where = f"{path}: {field}" if field else path
        super().__init__(f"{where}: {problem}")


def pydantic_problems(path: str, error: object) -> DataFileError:
    """Turn a pydantic ValidationError into one DataFileError naming the first bad field."""
    from pydantic import ValidationError

    if not isinstance(error, ValidationError):
        return DataFileError(path, "", str(error))
    problems = error.errors()
    first = problems[0]
    field = ".".join(str(part) for part in first["loc"]) or "(top level)"
    message = first["msg"]
    if len(problems) > 1:
        message += f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})"
    return DataFileError(path, field, message)

"""Saved games of the client: the autosave and named saves, in the per-user data folder.

A client save is an engine save file (:mod:`game.saves`, one format) whose ``table`` holds what
the client needs to put the game back on screen exactly: the theme, the seats (name, token,
human or computer level), the seed the game was started from (a replay starts from it and
applies the saved history), the play clock, the statistics record of the game-over scene and
the latest lines of the game's log (a save without them loads with the log started afresh).

Writing is split in two: :func:`snapshot` copies what is needed on the render thread (a clone
of the game, a copy of the record: microseconds), :class:`SaveWriter` turns it into JSON and
writes it on a thread of its own, one file at a time, atomically.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ...drawn_text import DrawnText
from ...engine import DataFileError, EditionSpec, Game
from ...engine.datafile import move_aside, remove_stale_temps, write_atomic
from ...engine.errors import pydantic_problems
from ...saves import read_save, save_text
from ...themes import TOKEN_COUNT, available_themes
from .record import GameRecord
from ...themes import theme_by_id
from .seats import PAD_HELP, Seat, known_pad
from ..kit.pad_ids import PadName
from .settings import APP_NAME, NAME_LENGTH, SEED_LIMIT, known_kind, strip_name

AUTOSAVE_FILE = "autosave.json"
SAVES_FOLDER = "saves"
SAVE_SUFFIX = ".json"
SAVE_NAME_LENGTH = 40
LOG_KEPT = 100  # the latest lines of the game's log a save keeps
_NAME_CHARS = re.compile(r"[\w .-]+")
#: Names Windows keeps for devices: no file may be called so, whatever its extension.
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
             *(f"lpt{i}" for i in range(1, 10))}


# -- folders --------------------------------------------------------------------------------

def data_dir(directory: str | Path | None = None) -> Path:
    """Where saves live: ``directory`` if given (tests), else the per-user data folder."""
    if directory is not None:
        return Path(directory)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def autosave_path(directory: str | Path | None = None) -> Path:
    return data_dir(directory) / AUTOSAVE_FILE


def saves_dir(directory: str | Path | None = None) -> Path:
    """The folder of named saves."""
    return data_dir(directory) / SAVES_FOLDER


def check_name(name: str) -> str | None:
    """Why ``name`` cannot name a save file on every system, or None when it can."""
    if not name.strip():
        return "Type a name for the saved game."
    if len(name) > SAVE_NAME_LENGTH:
        return f"A name has at most {SAVE_NAME_LENGTH} characters."
    if not _NAME_CHARS.fullmatch(name):
        bad = sorted({c for c in name if not _NAME_CHARS.fullmatch(c)})
        shown = " ".join(repr(c) for c in bad[:5])
        return f"Only letters, digits, spaces, '-', '_' and '.' may be used, not {shown}."
    if name != name.strip() or name.startswith(".") or name.endswith("."):
        return "A name may not start with a space or '.', nor end with one."
    if name.split(".")[0].lower() in _RESERVED:
        return f"'{name}' is a name the system keeps for itself."
    return None


def named_path(name: str, directory: str | Path | None = None) -> Path:
    """The file of the save called ``name`` (a name :func:`check_name` accepts)."""
    return saves_dir(directory) / f"{name}{SAVE_SUFFIX}"


def default_name(game: Game, edition: str) -> str:
    """The name offered when saving, short and whole: the edition and the round
    ('Classic - round 12'), in safe characters; an edition's name too long loses whole words."""
    tail = f" - round {game.round}"
    words = "".join(c if _NAME_CHARS.fullmatch(c) else " " for c in edition).split()
    kept: list[str] = []
    for word in words:
        if len(" ".join([*kept, word])) + len(tail) > SAVE_NAME_LENGTH:
            break
        kept.append(word)
    return (" ".join(kept).lstrip(". ") or "Game") + tail


# -- the table beside the game ---------------------------------------------------------------

class SavedSeat(BaseModel):
    """One seat as the table shows it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: DrawnText = Field(min_length=1, max_length=NAME_LENGTH, description="The player's name.")
    token: int = Field(ge=0, lt=TOKEN_COUNT, description="Index of the token in the theme.")
    level: str = Field(description="'human', or the computer level playing this seat.")
    pad: PadName | None = Field(default=None, description=PAD_HELP)

    # As the setup screen takes them, so that Play again can start from these seats.
    _strip = field_validator("name", mode="before")(strip_name)
    _known_level = field_validator("level")(known_kind)
    _known_pad = field_validator("pad")(known_pad)


class TableInfo(BaseModel):
    """The ``table`` object of a client save."""

    model_config = ConfigDict(extra="forbid")

    theme: str = Field(min_length=1, description="Theme id the game is shown in.")
    seats: list[SavedSeat] = Field(min_length=2, max_length=8, description="Seats in order.")
    seed: int = Field(ge=0, lt=SEED_LIMIT, description="The seed the game was started with.")
    play_time: float = Field(ge=0, description="Seconds played so far.")
    record: dict[str, Any] = Field(description="The statistics of the game so far.")
    log: list[str] = Field(default_factory=list, max_length=LOG_KEPT,
                           description="The latest lines of the game's log, oldest first.")


@dataclass(frozen=True)
class SavedTable:
    """A save read back: the game and everything the table needs to go on with it."""

    saved_at: datetime
    game: Game
    theme: str
    seats: tuple[Seat, ...]
    seed: int
    play_time: float
    record: GameRecord
    log: tuple[str, ...] = ()

    @property
    def theme_name(self) -> str:
        return theme_by_id(self.theme).name if self.theme in available_themes() else self.theme

    def summary(self) -> str:
        """Edition, players and round, as the list of saves shows them."""
        g = self.game
        return f"{self.theme_name} \u00b7 {', '.join(g.names)} \u00b7 round {g.round}"


@dataclass(frozen=True)
class Snapshot:
    """What a save needs, copied at one moment so the game can go on meanwhile."""

    game: Game
    table: dict[str, Any]


def snapshot(game: Game, theme: str, seats: Sequence[Seat], seed: int, play_time: float,
             record: GameRecord, log: Sequence[str] = ()) -> Snapshot:
    """Copy the game and the table now (cheap: the game's history is shared, being immutable);
    ``log``: the game's log so far, of which the latest lines are kept."""
    table = {"theme": theme,
             "seats": [{"name": s.name, "token": s.token, "level": s.level,
                        "pad": None if s.pad is None else asdict(s.pad)} for s in seats],
             "seed": seed, "play_time": round(play_time, 3),
             "record": json.loads(json.dumps(record.to_dict())),  # the quickest deep copy
             "log": list(log)[-LOG_KEPT:]}
    return Snapshot(game.clone(), table)


def write_snapshot(snap: Snapshot, path: Path) -> None:
    """Write a snapshot atomically: a crash or a failed write leaves the old file as it was."""
    write_atomic(path, save_text(snap.game, snap.table))


def installed_edition(edition_id: str) -> EditionSpec | None:
    """The edition of an installed theme, with that theme's names and card texts."""
    if edition_id not in available_themes():
        return None
    spec = theme_by_id(edition_id).edition_spec()
    return spec if spec.id == edition_id else None


def read_table(path: str | Path) -> SavedTable:
    """Read a client save; any problem, of any kind, raises DataFileError naming the file and
    the field."""
    try:
        return _read_table(path)
    except DataFileError:
        raise
    except Exception as exc:  # whatever a file no game wrote trips: refused, never a crash
        raise DataFileError(str(path), "", f"cannot be used ({type(exc).__name__}: {exc})"[:300]) from None


def _read_table(path: str | Path) -> SavedTable:
    name = str(path)
    save, game = read_save(path, installed_edition)
    if save.table is None:
        raise DataFileError(name, "table", "missing: the file holds a game but not its seats, "
                                           "edition and clock")
    try:
        info = TableInfo.model_validate(save.table)
    except ValidationError as exc:
        problem = pydantic_problems(name, exc)
        raise DataFileError(name, f"table.{problem.field}", problem.problem) from None
    if len(info.seats) != game.n:
        raise DataFileError(name, "table.seats", f"expected {game.n} seats, one per player")
    for i, seat in enumerate(info.seats):
        if seat.name != game.names[i]:
            raise DataFileError(name, f"table.seats.{i}.name", f"expected {game.names[i]!r}, the "
                                                               "player's name in the game")
    if len({s.token for s in info.seats}) != len(info.seats):
        raise DataFileError(name, "table.seats", "expected every seat to have a different token")
    try:
        record = GameRecord.from_dict(info.record)
    except (KeyError, TypeError, ValueError) as exc:
        raise DataFileError(name, "table.record", f"the statistics do not hold together ({exc})") from None
    if record.names != game.names:
        raise DataFileError(name, "table.record.names", "expected the players of the game")
    if (record.spaces, record.jail) != (game.board.size, game.board.jail):
        raise DataFileError(name, "table.record", f"expected the board of the game "
                                                  f"({game.board.size} spaces, the jail on "
                                                  f"{game.board.jail})")
    try:
        saved_at = datetime.fromisoformat(save.saved_at)
        saved_at.timestamp()  # the Load list sorts by it: a date no clock can hold is refused
    except (ValueError, OverflowError, OSError):
        raise DataFileError(name, "saved_at", "expected a date and time (ISO 8601)") from None
    seats = tuple(Seat(s.name, s.token, s.level, s.pad) for s in info.seats)
    return SavedTable(saved_at, game, info.theme, seats, info.seed, info.play_time, record,
                      tuple(info.log))


@dataclass(frozen=True)
class Autosave:
    """What the autosave holds: the game to continue, or why there is none to continue."""

    table: SavedTable | None
    #: Why an autosave could not be loaded (and where it was kept), for a notice; else None.
    problem: str | None = None


def read_autosave(directory: str | Path | None = None) -> Autosave:
    """The game to continue: the autosave, when there is one that loads and is not finished.

    One that cannot be loaded is moved aside (``autosave.json.bad``), so that the next game's
    autosave never writes over it, and the problem is told."""
    path = autosave_path(directory)
    if not path.exists():
        return Autosave(None)
    try:
        table = read_table(path)
    except DataFileError as error:
        problem = problem_text(error)
        try:
            kept = f"It was kept as {move_aside(path).name}."
        except OSError as exc:
            kept = f"It could not be moved aside ({exc.strerror or exc})."
        return Autosave(None, f"{path}: {problem}. {kept}")
    return Autosave(None if table.game.over else table)


def tidy(directory: str | Path | None = None) -> None:
    """Clear the temporary files that writes cut short (a crash, a power cut) left behind."""
    for folder in (data_dir(directory), saves_dir(directory)):
        remove_stale_temps(folder)


# -- the list of named saves ---------------------------------------------------------------

@dataclass(frozen=True)
class SaveEntry:
    """One file of the saves folder: the save it holds, or why it cannot be loaded."""

    name: str
    path: Path
    table: SavedTable | None
    problem: str | None

    @property
    def loadable(self) -> bool:
        return self.table is not None


def problem_text(error: DataFileError) -> str:
    """A file's problem for a player: the field and what is wrong (the file is named apart)."""
    problem = error.problem.removeprefix("Value error, ")
    return f"{error.field}: {problem}" if error.field else problem


def list_saves(directory: str | Path | None = None) -> list[SaveEntry]:
    """Every named save, newest first; files that cannot be loaded come last, with the reason."""
    folder = saves_dir(directory)
    if not folder.is_dir():
        return []
    entries = []
    for path in folder.iterdir():
        if path.suffix != SAVE_SUFFIX or path.name.startswith(".") or not path.is_file():
            continue
        try:
            entries.append(SaveEntry(path.stem, path, read_table(path), None))
        except DataFileError as error:
            entries.append(SaveEntry(path.stem, path, None, problem_text(error)))
    stamp = {e.path: e.path.stat().st_mtime for e in entries}
    entries.sort(key=lambda e: (not e.loadable, -(e.table.saved_at.timestamp() if e.table
                                                  else stamp[e.path]), e.name.lower()))
    return entries


# -- writing off the render thread -----------------------------------------------------------

class SaveWriter:
    """Writes saves on one background thread: never two writes at once, in the order asked.

    A failure is kept (:meth:`take_error`) for the game to report; the game goes on.
    """

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save-writer")
        self._last: Future[None] | None = None
        self._error: str | None = None

    def write(self, snap: Snapshot, path: Path) -> None:
        self._submit(path, lambda: write_snapshot(snap, path))

    def remove(self, path: Path) -> None:
        """Delete a file (after the writes asked before)."""
        self._submit(path, lambda: path.unlink(missing_ok=True))

    def _submit(self, path: Path, job: Callable[[], None]) -> None:
        def run() -> None:
            try:
                job()
            except OSError as exc:
                self._error = f"{path}: {exc.strerror or exc}"
        self._last = self._pool.submit(run)

    def wait(self) -> None:
        """Until every write asked for is done."""
        if self._last is not None:
            self._last.result()

    def take_error(self) -> str | None:
        """The last failure since the previous call, if any."""
        error, self._error = self._error, None
        return error

    def close(self) -> None:
        self._pool.shutdown(wait=True)

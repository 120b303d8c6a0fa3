"""Saved games of the client: the autosaves and named saves, in the per-user data folder.

Each game autosaves to a file of its own in ``autosaves/`` (the latest :data:`AUTOSAVES_KEPT`
are kept), so two windows on one data folder never write over each other's game; the single
``autosave.json`` of earlier versions is still continued.

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

import errno
import json
import re
import secrets
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass
from functools import cached_property
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ...drawn_text import NAME_LENGTH, DrawnText
from ...engine import DataFileError, EditionSpec, Game
from ...engine.datafile import move_aside, read_json, remove_stale_temps, write_atomic
from ...engine.errors import pydantic_problems
from ...engine.folders import found, listed, shown, usable
from ...saves import SAVE_MAX_BYTES, read_header, read_save, save_text
from ...themes import TOKEN_COUNT, available_themes
from .record import GameRecord
from ...themes import theme_by_id
from .seats import PAD_HELP, Seat, known_pad
from ..kit.pad_ids import PadName
from .settings import APP_NAME, SEED_LIMIT, known_kind, strip_name

AUTOSAVE_FILE = "autosave.json"  # the one autosave of earlier versions
AUTOSAVES_FOLDER = "autosaves"
AUTOSAVES_KEPT = 5  # the autosaves of the latest games; older ones are removed
SAVE_PROBLEM_FILE = "save-problem.json"  # a save that failed as the game closed, for the next start
SAVES_FOLDER = "saves"
SAVE_SUFFIX = ".json"
SAVE_NAME_LENGTH = 40
LOG_KEPT = 100  # the latest lines of the game's log a save keeps
#: What the game does without its data folder, and without its saves folder (for a notice).
NO_AUTOSAVE = "No game is continued or autosaved there."
NO_SAVES = "No saved games are listed or saved there."
LINE_KEPT = 400  # the characters a save keeps of each line of the log
LOG_FLOOR = 10  # the lines a save too large for the reader keeps, while the record is thinned
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
    """The single autosave of earlier versions (still continued, never written anew)."""
    return data_dir(directory) / AUTOSAVE_FILE


def autosaves_dir(directory: str | Path | None = None) -> Path:
    """The folder of the autosaves, one file per game."""
    return data_dir(directory) / AUTOSAVES_FOLDER


def new_autosave_path(directory: str | Path | None = None) -> Path:
    """A file of its own for a game's autosave: the moment it started, and a few random letters
    so that two windows starting a game in the same second still keep one each."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return autosaves_dir(directory) / f"{stamp}-{secrets.token_hex(3)}{SAVE_SUFFIX}"


def _save_files(folder: Path, instead: str) -> list[Path]:
    """The save files of a folder (hidden and temporary files left out); none, told, where the
    folder cannot be listed (``instead``: what the game does without it)."""
    return [p for p in listed(folder, instead)
            if p.suffix == SAVE_SUFFIX and not p.name.startswith(".") and _is_file(p)]


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def autosave_files(directory: str | Path | None = None) -> list[Path]:
    """Every autosave, the latest written first (an old single ``autosave.json`` among them)."""
    paths = _save_files(autosaves_dir(directory), NO_AUTOSAVE)
    old = autosave_path(directory)
    if found(old, NO_AUTOSAVE):
        paths.append(old)
    return sorted(paths, key=_mtime, reverse=True)


def latest_autosave(directory: str | Path | None = None) -> Path | None:
    """The autosave written last, if any."""
    return next(iter(autosave_files(directory)), None)


def is_autosave(path: Path, directory: str | Path | None = None) -> bool:
    return path.parent == autosaves_dir(directory) or path == autosave_path(directory)


def prune_autosaves(directory: str | Path | None = None, keep: int = AUTOSAVES_KEPT) -> None:
    """Remove the autosaves of all but the ``keep`` latest games."""
    for path in autosave_files(directory)[keep:]:
        if path.parent == autosaves_dir(directory):
            path.unlink(missing_ok=True)


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
    #: The file it was read from.
    path: Path | None = None

    @property
    def header(self) -> Header:
        """What the list of saves shows of it."""
        g = self.game
        return Header(self.saved_at, self.theme, tuple(g.names), g.round, self.play_time)


class SaveSummary(BaseModel):
    """The ``summary`` a client save carries on its first line, for the list of saves."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    theme: str = Field(min_length=1, max_length=64, description="Theme id the game is shown in.")
    players: list[DrawnText] = Field(min_length=2, max_length=8, description="The players' names.")
    round: int = Field(ge=1, description="The round the game is in.")
    play_time: float = Field(ge=0, allow_inf_nan=False, description="Seconds played so far.")


@dataclass(frozen=True)
class Header:
    """A save as the list of saves shows it: read from the file's first line alone (or, for a
    file without one, from the whole save)."""

    saved_at: datetime
    theme: str
    players: tuple[str, ...]
    round: int
    play_time: float

    @cached_property
    def theme_name(self) -> str:
        """The edition's name (looked up once: the list draws it every frame)."""
        return theme_by_id(self.theme).name if self.theme in available_themes() else self.theme

    def summary(self) -> str:
        """Edition, players and round, as the list of saves shows them."""
        return f"{self.theme_name} \u00b7 {', '.join(self.players)} \u00b7 round {self.round}"


def read_list_header(path: Path) -> Header | None:
    """The header of a client save from its first line alone; None when it has none that holds
    together (the file is then read whole, which says what is wrong with it)."""
    raw = read_header(path)
    if raw is None:
        return None
    try:
        summary = SaveSummary.model_validate(raw.get("summary"))
        saved_at = _saved_at(raw["saved_at"])
    except (ValidationError, ValueError, OverflowError, OSError):
        return None
    return Header(saved_at, summary.theme, tuple(summary.players), summary.round,
                  summary.play_time)


def _saved_at(text: str) -> datetime:
    """The moment of a save; ValueError (or OverflowError, OSError) for one no clock can hold."""
    saved_at = datetime.fromisoformat(text)
    saved_at.timestamp()  # the Load list sorts by it
    return saved_at


@dataclass(frozen=True)
class Snapshot:
    """What a save needs, copied at one moment so the game can go on meanwhile."""

    game: Game
    table: dict[str, Any]

    @property
    def summary(self) -> dict[str, Any]:
        """The header's account of the game (:class:`SaveSummary`)."""
        return {"theme": self.table["theme"], "players": list(self.game.names),
                "round": self.game.round, "play_time": self.table["play_time"]}


def snapshot(game: Game, theme: str, seats: Sequence[Seat], seed: int, play_time: float,
             record: GameRecord, log: Sequence[str] = ()) -> Snapshot:
    """Copy the game and the table now (cheap: the game's history is shared, being immutable);
    ``log``: the game's log so far, of which the latest lines are kept."""
    table = {"theme": theme,
             "seats": [{"name": s.name, "token": s.token, "level": s.level,
                        "pad": None if s.pad is None else asdict(s.pad)} for s in seats],
             "seed": seed, "play_time": round(play_time, 3),
             "record": json.loads(json.dumps(record.to_dict())),  # the quickest deep copy
             "log": [_cut(line) for line in list(log)[-LOG_KEPT:]]}
    return Snapshot(game.clone(), table)


def _cut(line: str) -> str:
    return line if len(line) <= LINE_KEPT else line[:LINE_KEPT - 1] + "\u2026"


def fitted_text(snap: Snapshot, limit: int = SAVE_MAX_BYTES) -> str:
    """The save's text, never larger than the reader accepts: a game that outgrows it keeps
    fewer lines of its log (the older half goes, then half again, down to a few), then a
    thinner statistics record, then no log. A game whose moves alone outgrow it raises OSError
    (EFBIG): the file is not written, and the failure is told like any other."""
    table = snap.table
    text = save_text(snap.game, table, snap.summary)
    while len(text) > limit:  # ASCII (json.dumps escapes the rest): characters are bytes
        log: list[str] = table["log"]
        record = GameRecord.thinned(table["record"]) if len(log) <= LOG_FLOOR else None
        if len(log) > LOG_FLOOR:
            table = {**table, "log": log[len(log) // 2 + 1:]}
        elif record is not None:
            table = {**table, "record": record}
        elif log:
            table = {**table, "log": []}
        else:
            raise OSError(errno.EFBIG, f"the game has grown past the {limit:,} bytes a save may "
                                       "hold")
        text = save_text(snap.game, table, snap.summary)
    return text


def write_snapshot(snap: Snapshot, path: Path) -> None:
    """Write a snapshot atomically, inside the size the reader accepts: a crash or a failed
    write leaves the old file as it was."""
    write_atomic(path, fitted_text(snap))


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
        saved_at = _saved_at(save.saved_at)
    except (ValueError, OverflowError, OSError):
        raise DataFileError(name, "saved_at", "expected a date and time (ISO 8601)") from None
    seats = tuple(Seat(s.name, s.token, s.level, s.pad) for s in info.seats)
    return SavedTable(saved_at, game, info.theme, seats, info.seed, info.play_time, record,
                      tuple(_cut(line) for line in info.log), Path(path))


@dataclass(frozen=True)
class Autosave:
    """What the autosave holds: the game to continue, or why there is none to continue."""

    table: SavedTable | None
    #: Why an autosave could not be loaded (and where it was kept), for a notice; else None.
    problem: str | None = None


def read_autosave(directory: str | Path | None = None) -> Autosave:
    """The game to continue: the latest autosave that loads and is not finished.

    One that cannot be loaded is moved aside (``<name>.json.bad``), so that it is never read
    again nor written over, the problem is told, and the autosave before it is tried."""
    problems = []
    for path in autosave_files(directory):
        try:
            table = read_table(path)
        except DataFileError as error:
            problem = problem_text(error)
            try:
                kept = f"It was kept as {move_aside(path).name}."
            except OSError as exc:
                kept = f"It could not be moved aside ({exc.strerror or exc})."
            problems.append(f"{shown(path)}: {problem}. {kept}")
            continue
        if not table.game.over:
            return Autosave(table, " ".join(problems) or None)
    return Autosave(None, " ".join(problems) or None)


def tidy(directory: str | Path | None = None) -> None:
    """Clear the temporary files that writes cut short (a crash, a power cut) left behind."""
    for folder, instead in ((data_dir(directory), NO_AUTOSAVE), (saves_dir(directory), NO_SAVES),
                            (autosaves_dir(directory), NO_AUTOSAVE)):
        if usable(folder, instead):
            remove_stale_temps(folder)


# -- the list of named saves ---------------------------------------------------------------

@dataclass(frozen=True)
class SaveEntry:
    """One save file as listed: its header, or why it cannot be loaded."""

    name: str
    path: Path
    header: Header | None
    problem: str | None
    #: A game's autosave (listed as such), not a save named by a player.
    autosave: bool = False

    @property
    def loadable(self) -> bool:
        return self.header is not None

    @property
    def label(self) -> str:
        """The name the list shows."""
        return "Autosave" if self.autosave else self.name


def problem_text(error: DataFileError) -> str:
    """A file's problem for a player: the field and what is wrong (the file is named apart)."""
    problem = error.problem.removeprefix("Value error, ")
    return f"{error.field}: {problem}" if error.field else problem


def list_saves(directory: str | Path | None = None,
               leave_out: Path | None = None) -> list[SaveEntry]:
    """Every named save and the autosave of each game but ``leave_out`` (the game Continue
    opens, or the one being played), newest first, each from its header alone (a file without
    one is read whole); files that cannot be loaded come last, with the reason."""
    files = [(path, False) for path in _save_files(saves_dir(directory), NO_SAVES)]
    files += [(path, True) for path in autosave_files(directory) if path != leave_out]
    entries = [_entry(path, auto) for path, auto in files]
    stamp = {e.path: _mtime(e.path) for e in entries}
    entries.sort(key=lambda e: (not e.loadable, -(e.header.saved_at.timestamp() if e.header
                                                  else stamp[e.path]), e.name.lower()))
    return entries


def _entry(path: Path, autosave: bool) -> SaveEntry:
    """A file as listed: from its first line, or read whole when it has no header."""
    header = read_list_header(path)
    if header is None:
        try:
            header = read_table(path).header
        except DataFileError as error:
            return SaveEntry(path.stem, path, None, problem_text(error), autosave)
    return SaveEntry(path.stem, path, header, None, autosave)


# -- a failed save told at the next start ------------------------------------------------------

def keep_save_problem(problem: str, folder: Path) -> None:
    """Keep why the last save failed, for the next start's title. Written in place, a few
    bytes, not through a rename: the rename may be what fails (a failure here is let go, the
    problem has been printed already)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / SAVE_PROBLEM_FILE).write_text(json.dumps({"problem": problem}), "utf-8")
    except OSError:
        pass


def take_save_problem(folder: Path) -> str | None:
    """Why the last save failed as the game closed, once (the file is removed)."""
    path = folder / SAVE_PROBLEM_FILE
    if not _is_file(path):
        return None
    try:
        raw = read_json(path, 1 << 16)
    except DataFileError as error:
        raw = {"problem": f"{shown(path)}: {problem_text(error)}"}
    try:
        path.unlink(missing_ok=True)
    except OSError:
        pass  # told again at the next start: better twice than never
    problem = raw.get("problem") if isinstance(raw, dict) else None
    return problem if isinstance(problem, str) else None


# -- writing off the render thread -----------------------------------------------------------

class SaveWriter:
    """Writes saves on one background thread: never two writes at once, in the order asked.

    Every failure is kept (:meth:`take_error`) for the game to report; the game goes on.
    """

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save-writer")
        self._last: Future[None] | None = None
        self._errors: list[str] = []

    def write(self, snap: Snapshot, path: Path) -> None:
        self._submit(path, lambda: write_snapshot(snap, path))

    def remove(self, path: Path) -> None:
        """Delete a file (after the writes asked before)."""
        self._submit(path, lambda: path.unlink(missing_ok=True))

    def prune(self, directory: str | Path | None = None) -> None:
        """Remove the autosaves of older games (after the writes asked before)."""
        self._submit(autosaves_dir(directory), lambda: prune_autosaves(directory))

    def _submit(self, path: Path, job: Callable[[], None]) -> None:
        def run() -> None:
            try:
                job()
            except OSError as exc:
                self._errors.append(f"{shown(path)}: {exc.strerror or exc}")
        self._last = self._pool.submit(run)

    def wait(self) -> None:
        """Until every write asked for is done."""
        if self._last is not None:
            self._last.result()

    def take_error(self) -> str | None:
        """The failures since the previous call (each on a line of its own), if any."""
        errors, self._errors = self._errors, []
        return "\n".join(errors) or None

    def close(self) -> None:
        self._pool.shutdown(wait=True)

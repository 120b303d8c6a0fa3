"""Save files: the whole game as versioned JSON, written atomically, read back with checks.

A missing, truncated, edited or wrong-version file raises :class:`DataFileError` naming the
file, the field and what was expected; the file itself is never touched by a failed load.
Beside the game, a file may carry a ``table`` object: what the client keeps of the game it
shows (edition, seats, clock, statistics), checked by the client (``game/client/store/saved_games.py``).
Older versions are read through :data:`UPGRADES`, one step per version.

The first line of a file is its header: format, version, date and the client's ``summary`` of
the game, closed by a comma; :func:`read_header` reads that line alone, so a list of many saves
never reads one whole. A file without such a line (written before headers, or edited) is still
a save: it is read whole.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .drawn_text import DrawnText
from .engine import EditionSpec, Game, RuleSet, classic_edition
from .engine.datafile import read_json, validate, write_atomic
from .engine.edition import DECKS
from .engine.errors import DataFileError
from .engine.invariants import InvariantBroken, check_state
from .engine.serialize import action_from_dict, decision_from_dict, state_from_dict, state_to_dict
from .themes import THEME_ID

SAVE_FORMAT = "deeds-and-dice-save"
SAVE_VERSION = 2
#: The largest save file read: a long game's history takes a few hundred kilobytes.
SAVE_MAX_BYTES = 8 << 20
#: The longest first line :func:`read_header` reads.
HEADER_MAX_BYTES = 16 << 10


class SavedState(BaseModel):
    """The engine's state, field by field, with the types and ranges it must have."""

    model_config = ConfigDict(extra="forbid")

    edition: str = Field(min_length=1, description="Id of the edition the game is played with.")
    rules: RuleSet
    players: list[DrawnText] = Field(min_length=2, max_length=8)
    rng: int = Field(ge=0, lt=2**64, description="State of the dice and shuffle generator.")
    cash: list[int]
    pos: list[int]
    in_jail: list[bool]
    jail_tries: list[int]
    active: list[bool]
    held: list[list[Literal["chance", "community_chest"]]]
    owner: list[int]
    level: list[int]
    mortgaged: list[bool]
    bank_houses: int = Field(ge=0)
    bank_hotels: int = Field(ge=0)
    decks: dict[Literal["chance", "community_chest"], list[str]]
    pot: int = Field(ge=0)
    current: int = Field(ge=0)
    first: int = Field(ge=0)
    phase: Literal["pre_roll", "post_roll", "over"]
    doubles: int = Field(ge=0, le=3)
    again: bool
    round: int = Field(ge=1)
    turn_no: int = Field(ge=0)
    decisions: list[dict[str, Any]]
    todo: list[list[int | str]]
    claims: list[list[int]]
    forced: list[tuple[int, int]]
    last_roll: tuple[int, int]
    bankruptcies: int = Field(ge=0)
    bank_sales: list[int]
    over: bool
    winners: list[int]
    end_reason: str
    time_up: bool
    worth_at_end: list[int]
    history: list[dict[str, Any]]
    ledger: list[tuple[int, int, int, int, int, int, int]] = Field(
        default_factory=list, description="What the table saw of each player's bids and "
                                          "building, oldest first (see game.engine.ledger); "
                                          "saves made before it was kept have none.")


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["deeds-and-dice-save"]
    version: Literal[2]
    saved_at: str = Field(description="When the game was saved (ISO 8601, UTC).")
    summary: dict[str, Any] | None = Field(
        default=None, description="A short account of the game for the list of saves (edition, "
                                  "players, round, clock), on the file's first line; never read "
                                  "to play.")
    state: SavedState
    table: dict[str, Any] | None = Field(
        default=None, description="What the client keeps beside the game (edition, seats, clock, "
                                  "statistics); checked by the client.")


def _from_version_1(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 1 held the game only: version 2 adds the optional ``table``."""
    return {**raw, "version": 2}


#: How a file of each older version is brought to the next version.
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_version_1}


EditionResolver = Callable[[str], EditionSpec | None]


def _shipped_edition(edition_id: str) -> EditionSpec | None:
    return classic_edition() if edition_id == "classic" else None


def save_text(game: Game, table: dict[str, Any] | None = None,
              summary: dict[str, Any] | None = None) -> str:
    """The text of a save file holding ``game`` (and the client's ``table`` and ``summary``, if
    given): the header on the first line, then the game."""
    head: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }
    if summary is not None:
        head["summary"] = summary
    body: dict[str, Any] = {"state": state_to_dict(game)}
    if table is not None:
        body["table"] = table
    compact = (",", ":")
    return f"{json.dumps(head, separators=compact)[:-1]},\n{json.dumps(body, separators=compact)[1:]}"


def _refuse(text: str) -> Any:
    raise ValueError(f"{text} is not a number a save holds")


def read_header(path: str | Path) -> dict[str, Any] | None:
    """The header of a save (its first line: format, version, date, summary), read without the
    rest of the file; None when the file has none this version wrote, or does not end as a
    whole save ends (cut short): such a file is to be read whole, which says what is wrong."""
    try:
        with Path(path).open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > SAVE_MAX_BYTES:
                return None
            line = handle.readline(HEADER_MAX_BYTES)
            handle.seek(max(0, size - 64))
            end = handle.read(64).rstrip()
    except OSError:
        return None
    if not line.endswith(b",\n") or not end.endswith(b"}"):
        return None
    try:
        raw = json.loads(line[:-2] + b"}", parse_constant=_refuse)
    except (ValueError, RecursionError):
        return None
    if (not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT
            or raw.get("version") != SAVE_VERSION or not isinstance(raw.get("saved_at"), str)):
        return None
    return raw


def save_game(game: Game, path: str | Path, table: dict[str, Any] | None = None) -> None:
    """Write the game to ``path`` atomically: a crash mid-write leaves the old file intact."""
    write_atomic(path, save_text(game, table))


def load_game(path: str | Path, editions: EditionResolver = _shipped_edition,
              record_events: bool = True) -> Game:
    """Read a saved game; any problem raises DataFileError and leaves the file as it was."""
    return read_save(path, editions, record_events)[1]


def read_save(path: str | Path, editions: EditionResolver = _shipped_edition,
              record_events: bool = True) -> tuple[SaveFile, Game]:
    """The checked file and the game it holds; any problem raises DataFileError."""
    name = str(path)
    raw = read_json(path, SAVE_MAX_BYTES)
    if not isinstance(raw, dict):
        raise DataFileError(name, "(top level)", "expected a JSON object")
    if raw.get("format") != SAVE_FORMAT:
        raise DataFileError(name, "format", f"expected {SAVE_FORMAT!r}: not a Deeds & Dice save")
    version = raw.get("version")
    while type(version) is int and version in UPGRADES:
        raw = UPGRADES[version](raw)
        version = raw.get("version")
    if version != SAVE_VERSION:
        raise DataFileError(name, "version", f"this game reads save versions 1 to {SAVE_VERSION}, "
                            f"the file has {version!r}")
    save = validate(SaveFile, raw, name)
    theme = (save.table or {}).get("theme")
    if theme is not None and not (isinstance(theme, str) and THEME_ID.fullmatch(theme)):
        raise DataFileError(name, "table.theme", "expected the id of an installed theme "
                            f"(the plain name of its folder), got {theme!r}")
    state = save.state
    edition = editions(state.edition)
    if edition is None:
        raise DataFileError(name, "state.edition", f"no edition named {state.edition!r} is installed")
    _check(name, state, edition)
    try:
        game = state_from_dict(state.model_dump(mode="json"), edition, state.rules, record_events)
        check_state(game)
    except InvariantBroken as broken:
        raise DataFileError(name, f"state.{broken.field}", broken.problem) from None
    except Exception as exc:  # whatever else a state no play reaches trips in the engine
        raise DataFileError(name, "state", f"the saved game does not hold together ({exc})") from None
    return save, game


def _check(name: str, s: SavedState, edition: EditionSpec) -> None:
    """What the file must hold for the engine to build the game from it; the game built is
    then checked as play checks it (:func:`~game.engine.invariants.check_state`)."""
    board = edition.board

    def bad(field: str, problem: str) -> DataFileError:
        return DataFileError(name, f"state.{field}", problem)

    n = len(s.players)
    for field in ("cash", "pos", "in_jail", "jail_tries", "active", "held"):
        if len(getattr(s, field)) != n:
            raise bad(field, f"expected {n} entries, one per player")
    for field in ("owner", "level", "mortgaged"):
        if len(getattr(s, field)) != board.size:
            raise bad(field, f"expected {board.size} entries, one per space")
    for deck in DECKS:
        ids = [c.id for c in board.cards[deck]]
        order: list[str] | None = s.decks.get(deck)  # type: ignore[call-overload]
        if order is None:
            raise bad("decks", f"deck {deck!r} is missing")
        held = sum(1 for h in s.held for d in h if d == deck)
        if len(set(order)) != len(order) or not set(order) <= set(ids) or len(order) + held != len(ids):
            raise bad(f"decks.{deck}", "expected every card of the deck once (held cards aside)")
    for field, items, parse, what in (("decisions", s.decisions, decision_from_dict, "a decision"),
                                      ("history", s.history, action_from_dict, "an action")):
        for i, raw in enumerate(items):
            try:
                parse(raw)
            except Exception as exc:  # any field of any type may have been written there
                raise bad(f"{field}.{i}", f"not {what} this game knows ({exc})") from None

"""Player settings and the last game setup, kept as JSON in the per-user config folder.

A broken settings file never stops the game: :func:`load_settings` reports it (file and
field), keeps it beside the new one as ``settings.json.bad`` and carries on with defaults.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Sequence
from enum import Enum
from pathlib import Path
from typing import Any, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from game.ai import LEVELS
from game.drawn_text import NAME_LENGTH, DrawnText
from game.engine import PRESETS, DataFileError, EditionSpec, Game, RuleSet
from game.engine.actions import MAX_PLAYERS, MIN_PLAYERS
from game.engine.datafile import load_model, move_aside, write_atomic
from game.engine.folders import found
from game.net.host import STANDIN_LEVEL

from game.client.kit.fonts import TEXT_SIZES
from game.client.kit.keys import keys_problem, normal_keys
from game.client.kit.pad_ids import PadName
from game.client.kit.pad_names import (DEFAULT_BINDING, DEFAULT_KEYS, binding_problem,
                                       with_new_actions)
from game.client.store.seats import PAD_HELP, known_pad

APP_NAME = "DeedsAndDice"  # the per-user folders: config, data (saves), logs
SETTINGS_FILE = "settings.json"
HUMAN = "human"
REMOTE = "remote"  # a person on another machine, at a game hosted here
#: Where a game hosted here listens: this machine only (127.0.0.1), or the network.
Network = Literal["here", "open"]
#: The computer levels a seat may take, weakest first; "hard" appears once game.ai has it.
AI_KINDS: tuple[str, ...] = tuple(k for k in ("easy", "medium", "hard") if k in LEVELS)
KINDS: tuple[str, ...] = (HUMAN, *AI_KINDS)
#: A level a settings file may name that this build lacks, and what plays it instead.
KIND_FALLBACK: dict[str, str] = {"hard": "medium"}
SEED_LIMIT = 2**63
#: Games a new player finishes with hints on, unless he switches them on or off himself.
HINT_GAMES = 3
KEPT_TABLES = 20  # the networked tables whose seats are kept, the latest joined


class AnimationSpeed(str, Enum):
    """How fast the engine's events play on screen."""

    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


def option_names() -> tuple[str, ...]:
    """RuleSet fields the setup screen offers as switches: those no preset changes (the house
    rules, Auctions, claiming rent); the presets settle the others."""
    presets = [RuleSet.from_preset(name) for name in PRESETS]
    return tuple(name for name, info in RuleSet.model_fields.items()
                 if info.annotation is bool
                 and len({getattr(rules, name) for rules in presets}) == 1)


def seat_names(typed: Sequence[str], computers: Sequence[bool], pool: Sequence[str]) -> list[str]:
    """Each seat's name: as typed; left empty, a computer takes the edition's next name
    nobody at the table has, a person 'Player N' (his seat's number, or the next one free)."""
    taken = {name for name in typed if name}
    left = [name for name in pool if name not in taken]
    out = []
    for i, (name, computer) in enumerate(zip(typed, computers)):
        if not name:
            name = left.pop(0) if computer and left else _player(i + 1, taken)
            taken.add(name)
        out.append(name)
    return out


def _player(n: int, taken: set[str]) -> str:
    while f"Player {n}" in taken:
        n += 1
    return f"Player {n}"


def strip_name(value: Any) -> Any:
    """A player's name as the setup screen takes it: without spaces around it."""
    return value.strip() if isinstance(value, str) else value


def one_of(value: str, allowed: Sequence[str]) -> str:
    """``value`` if it is one of ``allowed``; else the error a file's reader is shown."""
    if value not in allowed:
        raise ValueError(f"expected one of {', '.join(allowed)}, got {value!r}")
    return value


def known_text_size(value: int) -> int:
    """One of the text sizes offered; else the error a file's reader is shown."""
    if value not in TEXT_SIZES:
        raise ValueError(f"expected one of {', '.join(map(str, TEXT_SIZES))}, got {value!r}")
    return value


def known_preset(value: str) -> str:
    return one_of(value, tuple(PRESETS))


def played_by(kind: str) -> str:
    """Who plays a seat at a table on this machine: a person elsewhere is played by the
    computer that stands in for him (a hosted game saved goes on offline)."""
    return STANDIN_LEVEL if kind == REMOTE else kind


def known_kind(value: str) -> str:
    """'human', 'remote' or a computer level; an older or newer file may name a level this
    build lacks: the nearest one is played."""
    if value == REMOTE:
        return value
    return value if value in KINDS else one_of(KIND_FALLBACK.get(value, value), KINDS)


def playable(problem_of: Callable[[dict[str, str]], str | None]
             ) -> Callable[[dict[str, str]], dict[str, str]]:
    """A check of a binding of actions to keys or buttons: the binding, or the error a file's
    reader is shown."""
    def check(binding: dict[str, str]) -> dict[str, str]:
        problem = problem_of(binding)
        if problem is not None:
            raise ValueError(problem)
        return binding
    return check


class SeatConfig(BaseModel):
    """One seat at the table: who sits there, with which token, played by whom."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: DrawnText = Field(min_length=1, max_length=NAME_LENGTH,
                            description="The player's name as the game shows it.")
    token: str = Field(pattern=r"^[a-z][a-z0-9_]*$", description="Token id from the theme.")
    kind: str = Field(default=HUMAN, description="'human', the AI level playing this seat, or "
                      "'remote' (a person on another machine, at a game hosted here).")
    pad: PadName | None = Field(default=None, description=PAD_HELP)

    _strip = field_validator("name", mode="before")(strip_name)
    _known_kind = field_validator("kind")(known_kind)
    _known_pad = field_validator("pad")(known_pad)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


class SetupConfig(BaseModel):
    """Everything the setup screen chooses; enough to start a game."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seats: list[SeatConfig] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS,
                                    description="The players in seat order.")
    theme: str = Field(default="classic", min_length=1, description="Theme id (folder name).")
    preset: str = Field(default="classic", description="Rules preset name.")
    options: dict[str, Any] = Field(default_factory=dict,
                                    description="Rule options changed from the preset.")
    seed: int | None = Field(default=None, ge=0, lt=SEED_LIMIT,
                             description="Seed of the dice and decks; empty: a fresh one.")
    network: Network | None = Field(
        default=None, description="Host the game for people on other machines: 'here' listens "
        "on this machine only (127.0.0.1), 'open' on the network; empty: not hosted.")

    _known_preset = field_validator("preset")(known_preset)

    @field_validator("seats")
    @classmethod
    def _unique_tokens(cls, seats: list[SeatConfig]) -> list[SeatConfig]:
        tokens = [s.token for s in seats]
        if len(set(tokens)) != len(tokens):
            raise PydanticCustomError("token_unique", "expected every seat to have a different token")
        return seats

    @field_validator("options")
    @classmethod
    def _valid_options(cls, options: dict[str, Any], info: ValidationInfo) -> dict[str, Any]:
        """The options must be fields of RuleSet and, with the preset, make a valid rule set."""
        for key in options:
            if key == "preset" or key not in RuleSet.model_fields:
                raise PydanticCustomError("unknown_option", "unknown rule option {key}",
                                          {"key": repr(key)})
        preset = info.data.get("preset")
        if preset is None:
            return options  # the preset itself was refused; that error says enough
        try:
            RuleSet.from_preset(preset, **options)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(part) for part in first["loc"]) or "options"
            raise PydanticCustomError("bad_option", "rule option {field}: {msg}",
                                      {"field": field, "msg": first["msg"]}) from None
        return options

    def rules(self) -> RuleSet:
        """The rule set: the preset with the chosen options."""
        return RuleSet.from_preset(self.preset, **self.options)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def token_indices(self, token_ids: list[str]) -> list[int]:
        """Each seat's token as an index into a theme's tokens (``[t.id for t in theme.tokens]``)."""
        out = [token_ids.index(s.token) if s.token in token_ids else -1 for s in self.seats]
        free = [i for i in range(len(token_ids)) if i not in out]
        return [i if i >= 0 else free.pop(0) for i in out]  # another theme's token: a free one

    def new_game(self, edition: EditionSpec | None = None, seed: int | None = None) -> Game:
        """A new game of these seats and rules; no seed given or chosen: a fresh random one."""
        if seed is None:
            seed = self.seed if self.seed is not None else secrets.randbelow(SEED_LIMIT)
        return Game.new(self.names, rules=self.rules(), edition=edition, seed=seed)


class KeptSeat(BaseModel):
    """A seat taken at a networked table, kept so a rejoin after a drop takes it back."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int = Field(ge=0, lt=8, description="The seat, from 0.")
    token: str = Field(min_length=1, max_length=64, description="The seat's token from the host.")
    name: DrawnText | None = Field(default=None, min_length=1, max_length=NAME_LENGTH,
                                   description="The name asked for when sitting down (offered "
                                   "on the Join screen again); null: none was given.")
    piece: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_]*$",
                              description="The token id asked for with it.")


class Settings(BaseModel):
    """The player's settings; every field has a default, so a missing file is fine."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    version: Literal[1] = Field(default=1, description="Settings file format.")
    volume: float = Field(default=0.8, ge=0.0, le=1.0, description="Sound volume, 0 to 1.")
    animation_speed: AnimationSpeed = Field(default=AnimationSpeed.NORMAL,
                                            description="normal, fast or instant.")
    text_size: int = Field(default=100, strict=True,
                           description="Size of all text, in percent of the designed size: "
                           f"{', '.join(map(str, TEXT_SIZES))}.")
    fullscreen: bool = Field(default=False, description="Start in full screen.")
    reduced_motion: bool = Field(default=False, description="Fewer moving and flashing effects.")
    color_blind_markers: bool = Field(default=False, description="Colour help: group colors "
                                      "told apart by color-blind eyes, and a pattern on each.")
    show_live_odds: bool = Field(default=False, description="Show the live odds panel.")
    hints: bool | None = Field(default=None, description="A hint in each decision dialog: "
                               f"true, false, or empty: on for the first {HINT_GAMES} games.")
    games_finished: int = Field(default=0, ge=0, description="Games played to their end here "
                                "with a person at the table.")
    last_setup: SetupConfig | None = Field(default=None,
                                           description="The setup of the last game started.")
    pad_buttons: dict[str, str] = Field(default_factory=lambda: dict(DEFAULT_BINDING),
                                        description="Which button of a game controller does "
                                        "what: each action and its button (Controls screen; "
                                        "\"\" for none, which the table's own buttons may have).")

    keys: dict[str, str] = Field(default_factory=lambda: dict(DEFAULT_KEYS),
                                 description="Which key of the keyboard does what: each action "
                                 "and its key by pygame's name for it ('return', 'w', 'page up'; "
                                 "\"\" for none, which the table's own buttons may have; "
                                 "Controls screen).")

    tables: dict[str, KeptSeat] = Field(default_factory=dict, max_length=KEPT_TABLES,
                                        description="The seat taken at each networked table "
                                        "joined ('host:port/CODE'), with its token.")

    @field_validator("keys")
    @classmethod
    def _keys(cls, keys: dict[str, str]) -> dict[str, str]:
        """Keys that can be played with, kept by pygame's names for them."""
        return normal_keys(playable(keys_problem)(with_new_actions(normal_keys(keys),
                                                                   DEFAULT_KEYS)))

    @field_validator("pad_buttons")
    @classmethod
    def _binding(cls, binding: dict[str, str]) -> dict[str, str]:
        """Buttons by their names in any case, as SDL reads them ('A' is 'a')."""
        return playable(binding_problem)(with_new_actions(
            {action: button.lower() for action, button in binding.items()}, DEFAULT_BINDING))

    _text_size = field_validator("text_size")(known_text_size)

    @property
    def show_hints(self) -> bool:
        """Hints as the player set them; left unset, on for his first HINT_GAMES games."""
        return self.hints if self.hints is not None else self.games_finished < HINT_GAMES


def settings_dir(directory: str | Path | None = None) -> Path:
    """The folder settings live in: ``directory`` if given, else the per-user config folder."""
    if directory is not None:
        return Path(directory)
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path(directory: str | Path | None = None) -> Path:
    return settings_dir(directory) / SETTINGS_FILE


def load_settings(directory: str | Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or defaults; a broken file is reported, kept aside and replaced."""
    path = settings_path(directory)
    if not found(path, "Default settings are used."):
        return Settings(), None
    try:
        return load_model(Settings, path), None
    except DataFileError as error:
        return Settings(), _set_aside(path, error)


def _set_aside(path: Path, error: DataFileError) -> str:
    """Keep the broken file beside the new one and put defaults in its place."""
    where = f"{error.path}: {error.field}" if error.field else error.path
    message = f"Settings file {where}: {error.problem.removeprefix('Value error, ')}."
    try:
        message += f" It was kept as {move_aside(path).name}; default settings are used."
    except OSError as exc:
        return message + f" It could not be moved aside ({exc}); default settings are used."
    try:
        save_settings(Settings(), path.parent)
    except OSError:
        pass
    return message


def save_settings(settings: Settings, directory: str | Path | None = None) -> Path:
    """Write the settings atomically: a crash mid-write leaves the old file as it was."""
    path = settings_path(directory)
    write_atomic(path, json.dumps(settings.model_dump(mode="json"), indent=2) + "\n")
    return path

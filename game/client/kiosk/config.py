"""The kiosk's config file: editions, rules, opponents, timings, sound, the operator's exit.

A broken file never stops the kiosk: :func:`load_config` names the file and each field it
cannot use, whose default is played while the other fields are kept; the file itself is left as
the operator wrote it. No PIN is published: a kiosk without a valid one leaves by its exit keys.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, get_args, get_origin

import pygame
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ...ai import LEVELS
from ...engine import DataFileError
from ...engine.datafile import read_json
from ...themes import available_themes
from ..kit.fonts import TEXT_SIZES
from ..kit.keys import ACTION_KEYS
from ..kit.pads import Chord, parse_chord
from ..store.settings import AnimationSpeed, known_preset, known_text_size, one_of

#: Modifier names a key combination may use, and the pygame flags that satisfy each.
MODIFIERS = {"ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT, "alt": pygame.KMOD_ALT,
             "meta": pygame.KMOD_META}
#: The computer levels a kiosk may field (they think off the frame, so none slows the screen).
KIOSK_LEVELS = tuple(level for level in ("easy", "medium", "hard") if level in LEVELS)


def key_code(name: str) -> int | None:
    """pygame's key code for a name such as 'q', 'f12' or 'delete'; None if there is none."""
    for attr in (f"K_{name}", f"K_{name.upper()}"):
        code = getattr(pygame, attr, None)
        if isinstance(code, int):
            return code
    return None


@dataclass(frozen=True)
class KeyCombo:
    """A key with the modifiers that must be held with it."""

    key: int
    modifiers: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> KeyCombo:
        """'ctrl+alt+q': modifiers first, then one key; raises ValueError saying what is wrong."""
        parts = [p.strip().lower() for p in text.split("+")]
        *mods, last = parts
        unknown = [m for m in mods if m not in MODIFIERS]
        if unknown:
            raise ValueError(f"unknown modifier {unknown[0]!r} (one of {', '.join(MODIFIERS)})")
        code = key_code(last)
        if code is None or last in MODIFIERS:
            raise ValueError(f"{last!r} is not a key name pygame knows (e.g. 'q', 'f12')")
        if not mods:
            raise ValueError("hold at least one of ctrl, shift, alt or meta with the key")
        return cls(key=code, modifiers=tuple(mods))

    def matches(self, event: pygame.event.Event) -> bool:
        mod = getattr(event, "mod", 0)
        return (event.type == pygame.KEYDOWN and event.key == self.key
                and all(mod & MODIFIERS[m] for m in self.modifiers))


class KioskConfig(BaseModel):
    """What the operator sets for a kiosk; every field has a default, so no file is needed."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    editions: list[str] = Field(default_factory=lambda: ["classic", "boutique"], min_length=1,
                                description="Theme folders to play, in turn: each attract game "
                                "plays the next one, and quick play the one on screen.")
    preset: str = Field(default="modern-short", description="Rules preset of every game (a "
                        "short one keeps games lively), e.g. 'classic-short'.")
    max_rounds: int = Field(default=20, ge=1, le=500, description="Every kiosk game ends after "
                            "this many rounds at most, and the richest player wins.")
    ai_count: int = Field(default=2, ge=1, le=7, description="Computer opponents in quick play; "
                          "attract games seat one more computer player instead of the visitor.")
    ai_level: str = Field(default="easy", description="Level of the computer players: "
                          + " or ".join(repr(level) for level in KIOSK_LEVELS) + ".")
    attract_speed: AnimationSpeed = Field(default=AnimationSpeed.FAST, description="How fast "
                                          "attract games play: 'normal', 'fast' or 'instant'.")
    idle_seconds: float = Field(default=60.0, ge=5, le=3600, description="Seconds without a "
                                "touch in quick play before 'Still playing?' asks.")
    countdown_seconds: float = Field(default=15.0, ge=3, le=300, description="Seconds "
                                     "'Still playing?' waits for a touch before the game is "
                                     "dropped and the attract loop returns.")
    text_size: int = Field(default=100, strict=True, description="Size of every text on "
                           "screen, in percent of its designed size: "
                           + ", ".join(map(str, TEXT_SIZES)) + " (larger for a screen seen "
                           "from a distance).")
    volume: float = Field(default=0.6, ge=0.0, le=1.0, description="Sound volume, 0 to 1.")
    quiet_from: datetime.time | None = Field(default=None, description="Start of the quiet hours, "
                                     "'HH:MM' (no sound until quiet_until); empty: never quiet.")
    quiet_until: datetime.time | None = Field(default=None, description="End of the quiet hours, "
                                      "'HH:MM'; may be past midnight, e.g. 21:00 to 08:00.")
    pin: str | None = Field(default=None, pattern=r"^[0-9]{4,8}$", description="The operator's "
                            "PIN (4 to 8 digits), asked after a long press in a screen corner; "
                            "empty (or not valid): the kiosk closes with its exit keys only.")
    exit_keys: str = Field(default="ctrl+alt+q", description="Key combination that closes "
                           "the kiosk at once, e.g. 'ctrl+alt+q' or 'ctrl+shift+f12'.")
    cabinet_buttons: list[str] = Field(default_factory=lambda: ["press", "back"], max_length=32,
                                       description="What the buttons of a plain joystick (an "
                                       "arcade cabinet's stick and buttons, not a game "
                                       "controller) do, button 0 first: press, back, menu, up, "
                                       "down, left, right, page_up, page_down, next, odds, "
                                       "roll, end_turn, property, trade, claim, look, speed, or "
                                       "none. "
                                       "Its stick or hat moves the focus.")
    exit_buttons: str = Field(default="back+start+leftshoulder+rightshoulder",
                              description="Buttons of a game controller held down together "
                              "that close the kiosk at once, e.g. 'back+start' (a, b, x, y, "
                              "back, guide, start, leftstick, rightstick, leftshoulder, "
                              "rightshoulder, up, down, left, right).")

    @field_validator("editions")
    @classmethod
    def _known_editions(cls, editions: list[str]) -> list[str]:
        known = available_themes()
        for name in editions:
            if name not in known:
                raise ValueError(f"unknown edition {name!r} (one of {', '.join(known)})")
        return editions

    _known_preset = field_validator("preset")(known_preset)
    _text_size = field_validator("text_size")(known_text_size)

    @field_validator("ai_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        return one_of(value, KIOSK_LEVELS)

    @field_validator("exit_keys")
    @classmethod
    def _combo(cls, value: str) -> str:
        KeyCombo.parse(value)
        return value

    @field_validator("cabinet_buttons")
    @classmethod
    def _cabinet(cls, actions: list[str]) -> list[str]:
        for action in actions:
            if action not in ACTION_KEYS and action != "none":
                raise ValueError(f"{action!r} is not something a button does (one of "
                                 f"{', '.join(ACTION_KEYS)}, or none)")
        return actions

    @field_validator("exit_buttons")
    @classmethod
    def _chord(cls, value: str) -> str:
        parse_chord(value)
        return value

    @model_validator(mode="after")
    def _quiet_pair(self) -> KioskConfig:
        if (self.quiet_from is None) != (self.quiet_until is None):
            raise ValueError("quiet_from and quiet_until go together: give both or neither")
        return self

    @property
    def combo(self) -> KeyCombo:
        return KeyCombo.parse(self.exit_keys)

    def joystick_buttons(self) -> dict[int, int]:
        """The keys a plain joystick's buttons press, by button number."""
        return {i: ACTION_KEYS[a] for i, a in enumerate(self.cabinet_buttons) if a != "none"}

    def chord(self) -> Chord:
        """The pad's exit chord, with nothing held yet."""
        return Chord(parse_chord(self.exit_buttons))

    def quiet(self, now: datetime.time) -> bool:
        """Whether ``now`` falls in the quiet hours (which may run past midnight)."""
        start, end = self.quiet_from, self.quiet_until
        if start is None or end is None or start == end:
            return False
        if start < end:
            return start <= now < end
        return now >= start or now < end

    def sound_volume(self, now: datetime.time) -> float:
        return 0.0 if self.quiet(now) else self.volume


#: Fields that go together: a problem with the pair drops both.
PAIRED = ("quiet_from", "quiet_until")


def load_config(path: Path | None) -> tuple[KioskConfig, list[DataFileError]]:
    """The config in ``path`` (None: the defaults), read field by field: each field that cannot
    be used is a problem naming the file and field, and its default is played while the rest is
    kept; a file that cannot be read at all gives the defaults. The file is never changed."""
    if path is None:
        return KioskConfig(), []
    try:
        raw = read_json(path)
    except DataFileError as error:
        return KioskConfig(), [error]
    if not isinstance(raw, dict):
        return KioskConfig(), [DataFileError(str(path), "(top level)", "expected a JSON object")]
    problems: list[DataFileError] = []
    for _ in range(len(raw) + 1):  # each round drops at least one field, or ends
        try:
            return KioskConfig.model_validate(raw), problems
        except ValidationError as error:
            found = error.errors()
        bad: set[str] = set()
        for problem in found:
            field = ".".join(str(part) for part in problem["loc"])
            bad.update([str(problem["loc"][0])] if problem["loc"] else PAIRED)
            problems.append(DataFileError(str(path), field or "(top level)",
                                          problem["msg"].removeprefix("Value error, ")))
        if not bad & raw.keys():
            break
        raw = {name: value for name, value in raw.items() if name not in bad}
    return KioskConfig(), problems


# -- the README's field table ---------------------------------------------------------------

def _type_name(annotation: Any) -> str:
    """A field's type as an operator reads it."""
    args = [a for a in get_args(annotation) if a is not type(None)]
    if len(args) < len(get_args(annotation)):
        return f"{_type_name(args[0])} or empty"
    if get_origin(annotation) is list:
        return f"list of {_type_name(get_args(annotation)[0])}"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return " / ".join(f"`{m.value}`" for m in annotation)
    names = {str: "text", int: "whole number", float: "number", bool: "true or false",
             datetime.time: "time `HH:MM`"}
    return names.get(annotation, getattr(annotation, "__name__", str(annotation)))


def _default(value: Any) -> str:
    if isinstance(value, Enum):
        value = value.value
    if value is None:
        return "empty"
    if isinstance(value, list):
        return ", ".join(f"`{v}`" for v in value)
    return f"`{value}`"


def field_reference() -> str:
    """Every field of the kiosk config as a Markdown table, drawn from the model."""
    lines = ["| field | type | default | description |", "|---|---|---|---|"]
    for name, info in KioskConfig.model_fields.items():
        default = info.get_default(call_default_factory=True)
        lines.append(f"| `{name}` | {_type_name(info.annotation)} | {_default(default)} | "
                     f"{info.description or ''} |")
    return "\n".join(lines) + "\n"

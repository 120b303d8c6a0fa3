"""What a host keeps beside its save so people can take their seats back after a restart:
the table code and each person's seat token and last sequence number.

The file holds secrets, so it is written only as the host's own (``write_atomic`` makes it
readable by its owner alone) and never sent anywhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..engine.datafile import load_model, write_atomic
from .host import Chair
from .protocol import CODE_LENGTH

KEYS_FORMAT: Final = "deeds-and-dice-table-keys"
KEYS_SUFFIX = ".keys.json"


class SeatKey(BaseModel):
    model_config = ConfigDict(extra="forbid")

    token: Annotated[str, Field(min_length=16, max_length=64)] = Field(
        description="The seat's token, as its person's client keeps it.")
    claimed: bool = Field(description="Whether the token was given out (the seat was taken).")
    last_seq: int = Field(ge=0, description="The last sequence number taken from the seat.")


class TableKeys(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["deeds-and-dice-table-keys"]
    version: Literal[1]
    code: Annotated[str, Field(min_length=CODE_LENGTH, max_length=CODE_LENGTH)] = Field(
        description="The table code.")
    seats: list[SeatKey | None] = Field(min_length=2, max_length=8,
                                        description="Per seat: a person's key, or null.")


def keys_path(save: str | Path) -> Path:
    """The keys file beside a save: ``game.json`` -> ``game.keys.json``."""
    save = Path(save)
    return save.with_name(save.stem + KEYS_SUFFIX)


def write_keys(path: str | Path, code: str, chairs: list[Chair | None]) -> None:
    keys = TableKeys(format=KEYS_FORMAT, version=1, code=code, seats=[
        None if c is None else SeatKey(token=c.token, claimed=c.claimed, last_seq=c.last_seq)
        for c in chairs])
    write_atomic(path, keys.model_dump_json())


def read_keys(path: str | Path) -> tuple[str, list[Chair | None]]:
    """The table code and the chairs; DataFileError names the file and field at fault."""
    keys = load_model(TableKeys, path)
    return keys.code, [None if k is None else Chair(k.token, k.claimed, k.last_seq)
                       for k in keys.seats]

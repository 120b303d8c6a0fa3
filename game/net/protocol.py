"""The messages between a host and its clients: one pydantic model per kind, versioned, strict.

Every message is a JSON object with a ``kind`` and the protocol ``version``; :func:`parse`
refuses text over :data:`MAX_MESSAGE_BYTES` before reading it, then checks it against the one
union of all kinds (unknown kinds, extra fields and wrong types are refused alike).

| kind      | sent by | says                                                               |
|-----------|---------|--------------------------------------------------------------------|
| hello     | client  | the table code, the seat wanted (none: to watch), a rejoin token,  |
|           |         | the name and token piece the person plays under                    |
| welcome   | host    | answers hello: the seat, its token (the first time only), the state, |
|           |         | each seat's piece, the people's seats (and those still open)       |
| action    | client  | the seat's token, a sequence number, the action, the move it was   |
|           |         | chosen at                                                          |
| refused   | host    | answers hello, action or sync that it could not take, and why (and |
|           |         | whether it only went stale as others moved)                        |
| event     | host    | an action applied, its dice and cards drawn, the digest after it   |
| sync      | client  | asks for a snapshot (its copy has drifted)                         |
| snapshot  | host    | answers sync, or a person sat down: the whole public state, pieces |
| seat      | host    | a seat's connection is lost (with a countdown), played by a computer, or back |
| bye       | either  | leaving, or the table closing, and why                             |
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, TypeAdapter, ValidationError

PROTOCOL_VERSION = 2  # 2: names and token pieces, stale refusals
MAX_MESSAGE_BYTES = 64 * 1024
CODE_LENGTH = 6
#: The table code's letters: no 0/O or 1/I/L, which read alike when said across a table.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

Seat = Annotated[int, Field(ge=0, lt=8)]
Token = Annotated[str, Field(min_length=1, max_length=64)]
TEXT_LENGTH = 300  # characters of a reason or a refusal
Text = Annotated[str, Field(max_length=TEXT_LENGTH)]
Name = Annotated[str, Field(max_length=64)]
#: A token piece on the board, as the theme names it (not the seat's secret token).
Piece = Annotated[str, Field(min_length=1, max_length=32, pattern=r"^[a-z][a-z0-9_]*$")]
Pieces = Annotated[list[Piece], Field(max_length=8)]


class Message(BaseModel):
    """What every message has: its kind and the protocol version it speaks."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    version: Literal[2] = Field(default=2, description="The protocol version (PROTOCOL_VERSION).")


class Hello(Message):
    kind: Literal["hello"] = "hello"
    code: Annotated[str, Field(min_length=CODE_LENGTH, max_length=CODE_LENGTH)] = Field(
        description="The table code the host printed.")
    seat: Seat | None = Field(default=None, description="The seat wanted; none: watch the game.")
    token: Token | None = Field(default=None, description="The seat's token, to take it back.")
    name: Name | None = Field(default=None, description="The name the person plays under "
                                                        "(checked by the host); none: the seat's.")
    piece: Piece | None = Field(default=None, description="The token piece wanted, if the "
                                                          "table's theme has it free.")


class Welcome(Message):
    kind: Literal["welcome"] = "welcome"
    seat: Seat | None = Field(description="The seat taken; none: a spectator.")
    token: Token | None = Field(default=None, description="The seat's token, sent only once: "
                                                          "kept to rejoin.")
    last_seq: int = Field(ge=0, description="The last sequence number taken from this seat.")
    theme: Text | None = Field(default=None, description="The theme the edition comes from.")
    number: int = Field(ge=0, description="Actions applied so far.")
    state: dict[str, JsonValue] = Field(description="The public state (no seed, no deck order).")
    digest: Name = Field(description="Digest of that state.")
    pieces: Pieces = Field(default_factory=list, description="Each seat's token piece.")
    open: list[Seat] = Field(default_factory=list, max_length=8,
                             description="The people's seats no one has taken yet.")
    people: list[Seat] = Field(default_factory=list, max_length=8,
                               description="The seats people play, here or elsewhere (the "
                                           "others are the host's computers).")


class ActionMessage(Message):
    kind: Literal["action"] = "action"
    seat: Seat
    token: Token
    seq: int = Field(ge=1, lt=2**53, description="Higher than any this seat sent before.")
    action: dict[str, JsonValue] = Field(description="The action, as saves write it.")
    at: int | None = Field(default=None, ge=0, lt=2**53, description="The actions the client's "
                           "copy had played when the person chose it.")


class Refused(Message):
    kind: Literal["refused"] = "refused"
    reason: Text
    seq: int | None = Field(default=None, description="The refused action's sequence number.")
    stale: bool = Field(default=False, description="The action was possible where the person "
                        "chose it and went stale as others moved: not his mistake.")


class EventMessage(Message):
    kind: Literal["event"] = "event"
    number: int = Field(ge=1, description="This action's number in the game, from 1.")
    action: dict[str, JsonValue]
    dice: list[tuple[int, int]] = Field(default_factory=list, max_length=16,
                                        description="The dice it threw, in order.")
    cards: list[tuple[Name, Name]] = Field(default_factory=list, max_length=16,
                                           description="The cards it drew (deck, card), in order.")
    digest: Name
    said: Text = Field(default="", description="The reason the computer that made this move "
                       "gave for it (a trade offered, answered or countered), to show as its "
                       "own screen does; empty for any other move.")


class Sync(Message):
    kind: Literal["sync"] = "sync"


class Snapshot(Message):
    kind: Literal["snapshot"] = "snapshot"
    number: int = Field(ge=0)
    state: dict[str, JsonValue]
    digest: Name
    pieces: Pieces = Field(default_factory=list, description="Each seat's token piece.")


class SeatStatus(Message):
    kind: Literal["seat"] = "seat"
    seat: Seat
    status: Literal["lost", "computer", "back"]
    seconds_left: float | None = Field(default=None, ge=0, description="While lost: until a "
                                                                        "computer plays it.")


class Bye(Message):
    kind: Literal["bye"] = "bye"
    reason: Text = ""


AnyMessage = Annotated[Hello | Welcome | ActionMessage | Refused | EventMessage | Sync | Snapshot
                       | SeatStatus | Bye, Field(discriminator="kind")]
_ADAPTER: TypeAdapter[AnyMessage] = TypeAdapter(AnyMessage)


# Older versions whose clients read a refusal of kind, version and reason alone.
OLDER_VERSIONS: Final = frozenset({1})


class BadMessage(ValueError):
    """Text that is not a message of this protocol; says why in words a person can read.
    ``spoken``: the older protocol version it spoke, if it spoke one of OLDER_VERSIONS."""

    def __init__(self, reason: str, spoken: int | None = None) -> None:
        super().__init__(reason)
        self.spoken = spoken


def parse(text: str | bytes) -> AnyMessage:
    """The message ``text`` holds; anything else raises :class:`BadMessage`."""
    size = len(text) if isinstance(text, bytes) else len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_MESSAGE_BYTES:
        raise BadMessage(f"message too long ({size} bytes; at most {MAX_MESSAGE_BYTES})")
    try:
        raw: Any = json.loads(text)
    except (ValueError, RecursionError):
        raise BadMessage("not JSON") from None
    if not isinstance(raw, dict):
        raise BadMessage("expected a JSON object")
    version = raw.get("version")
    if type(version) is not int or version != PROTOCOL_VERSION:
        raise BadMessage(f"this host speaks protocol version {PROTOCOL_VERSION}, "
                         f"not {version!r}",
                         version if type(version) is int and version in OLDER_VERSIONS else None)
    try:
        # Strict models read JSON's own types: parsed from the text, not from Python objects.
        return _ADAPTER.validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "(top level)"
        raise BadMessage(f"{where}: {first['msg']}"[:TEXT_LENGTH]) from None


def other_version_refusal(text: str | bytes) -> Refused | None:
    """The refusal a host of another protocol version sent (its reason says which version it
    speaks), as this version reads it; None for any other text."""
    try:
        raw: Any = json.loads(text) if len(text) <= MAX_MESSAGE_BYTES else None
    except (ValueError, RecursionError):
        return None
    if not isinstance(raw, dict) or raw.get("kind") != "refused" or raw.get("version") == \
            PROTOCOL_VERSION or not isinstance(raw.get("reason"), str):
        return None
    return Refused(reason=raw["reason"][:TEXT_LENGTH])


def encode(message: Message) -> str:
    """The text of ``message``, as :func:`parse` reads it back."""
    return message.model_dump_json()


def refusal(bad: BadMessage) -> str:
    """The text that refuses ``bad``: a Refused of this version; or, to a client of an older
    version, a refusal in that version's own words (no field it does not know), which it
    reads and shows, where a message of this version would be dropped unread."""
    if bad.spoken is None:
        return encode(Refused(reason=str(bad)))
    return json.dumps({"kind": "refused", "version": bad.spoken, "reason": str(bad)})

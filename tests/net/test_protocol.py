"""Messages: each kind reads back as written; anything else is refused with a reason."""

from __future__ import annotations

import json

import pytest

from game.net.protocol import (MAX_MESSAGE_BYTES, ActionMessage, BadMessage, Bye, EventMessage,
                               Hello, Refused, SeatStatus, Snapshot, Sync, Welcome, encode,
                               parse)

EVERY_KIND = [
    Hello(code="ABCDEF", seat=1, token="t0k"),
    Hello(code="ABCDEF"),
    Welcome(seat=0, token="t0k", last_seq=0, theme="classic", number=3, state={"cash": [1]},
            digest="ab"),
    ActionMessage(seat=2, token="t0k", seq=7, action={"type": "Roll", "player": 2}),
    Refused(reason="not your turn", seq=7),
    EventMessage(number=4, action={"type": "Roll", "player": 2}, dice=[(3, 4)],
                 cards=[("chance", "go")], digest="cd"),
    Sync(),
    Snapshot(number=4, state={"cash": [1]}, digest="cd"),
    SeatStatus(seat=1, status="lost", seconds_left=60.0),
    Bye(reason="game over"),
]


@pytest.mark.parametrize("message", EVERY_KIND, ids=lambda m: m.kind)
def test_every_kind_reads_back_as_written(message: object) -> None:
    assert parse(encode(message)) == message  # type: ignore[arg-type]


@pytest.mark.parametrize("text, why", [
    ("{", "not JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"version": 1, "kind": "launch"}', "does not match"),
    ('{"version": 2, "kind": "sync"}', "version 1"),
    ('{"kind": "sync"}', "version 1"),
    ('{"version": 1, "kind": "sync", "extra": 1}', "Extra inputs"),
    ('{"version": 1, "kind": "hello", "code": "ABCDEF", "seat": "1"}', "valid integer"),
    ('{"version": 1, "kind": "hello", "code": "ABCDEF", "seat": 9}', "less than 8"),
    ('{"version": 1, "kind": "hello", "code": "ABC"}', "at least 6"),
    ('{"version": 1, "kind": "action", "seat": 0, "token": "t", "seq": 0, "action": {}}',
     "greater than or equal to 1"),
    ('{"version": 1.0, "kind": "sync"}', "version 1"),
    ("[" * 5000 + "]" * 5000, "not JSON"),  # nested too deep to read
    ('{"version": 1, "kind": "bye", "reason": ' + "[" * 3000 + "]" * 3000 + "}", "not JSON"),
])
def test_anything_else_is_refused_with_a_reason(text: str, why: str) -> None:
    with pytest.raises(BadMessage, match=why):
        parse(text)


def test_size_is_checked_before_the_text_is_read() -> None:
    big = json.dumps({"version": 1, "kind": "bye", "reason": "x" * MAX_MESSAGE_BYTES})
    with pytest.raises(BadMessage, match="too long"):
        parse(big)
    with pytest.raises(BadMessage, match="too long"):
        parse(b"{" * (MAX_MESSAGE_BYTES + 1))

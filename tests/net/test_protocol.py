"""Messages: each kind reads back as written; anything else is refused with a reason."""

from __future__ import annotations

import json

import pytest

from game.net.protocol import (MAX_MESSAGE_BYTES, ActionMessage, BadMessage, Bye, EventMessage,
                               Hello, Refused, SeatStatus, Snapshot, Sync, Welcome, encode,
                               other_version_refusal, parse)

EVERY_KIND = [
    Hello(code="ABCDEF", seat=1, token="t0k"),
    Hello(code="ABCDEF"),
    Hello(code="ABCDEF", seat=0, name="Zoë", piece="ship"),
    Welcome(seat=0, token="t0k", last_seq=0, theme="classic", number=3, state={"cash": [1]},
            digest="ab", pieces=["ship", "car"]),
    ActionMessage(seat=2, token="t0k", seq=7, action={"type": "Roll", "player": 2}, at=4),
    Refused(reason="not your turn", seq=7),
    Refused(reason="no longer possible", seq=7, stale=True),
    EventMessage(number=4, action={"type": "Roll", "player": 2}, dice=[(3, 4)],
                 cards=[("chance", "go")], digest="cd"),
    Sync(),
    Snapshot(number=4, state={"cash": [1]}, digest="cd", pieces=["ship", "car"]),
    SeatStatus(seat=1, status="lost", seconds_left=60.0),
    Bye(reason="game over"),
]


@pytest.mark.parametrize("message", EVERY_KIND, ids=lambda m: m.kind)
def test_every_kind_reads_back_as_written(message: object) -> None:
    assert parse(encode(message)) == message  # type: ignore[arg-type]


@pytest.mark.parametrize("text, why", [
    ("{", "not JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"version": 2, "kind": "launch"}', "does not match"),
    ('{"version": 1, "kind": "sync"}', "version 2, not 1"),  # an older client's
    ('{"kind": "sync"}', "version 2"),
    ('{"version": 2, "kind": "sync", "extra": 1}', "Extra inputs"),
    ('{"version": 2, "kind": "hello", "code": "ABCDEF", "seat": "1"}', "valid integer"),
    ('{"version": 2, "kind": "hello", "code": "ABCDEF", "seat": 9}', "less than 8"),
    ('{"version": 2, "kind": "hello", "code": "ABC"}', "at least 6"),
    ('{"version": 2, "kind": "action", "seat": 0, "token": "t", "seq": 0, "action": {}}',
     "greater than or equal to 1"),
    ('{"version": 2.0, "kind": "sync"}', "version 2"),
    ("[" * 5000 + "]" * 5000, "not JSON"),  # nested too deep to read
    ('{"version": 2, "kind": "bye", "reason": ' + "[" * 3000 + "]" * 3000 + "}", "not JSON"),
])
def test_anything_else_is_refused_with_a_reason(text: str, why: str) -> None:
    with pytest.raises(BadMessage, match=why):
        parse(text)


def test_size_is_checked_before_the_text_is_read() -> None:
    big = json.dumps({"version": 2, "kind": "bye", "reason": "x" * MAX_MESSAGE_BYTES})
    with pytest.raises(BadMessage, match="too long"):
        parse(big)
    with pytest.raises(BadMessage, match="too long"):
        parse(b"{" * (MAX_MESSAGE_BYTES + 1))


def test_a_refusal_from_a_host_of_another_version_is_read_for_its_reason() -> None:
    old = '{"version": 1, "kind": "refused", "reason": "this host speaks protocol version 1, not 2"}'
    with pytest.raises(BadMessage, match="version 2, not 1"):
        parse(old)
    refused = other_version_refusal(old)
    assert refused is not None and refused.reason.endswith("version 1, not 2")
    for other in ('{"version": 1, "kind": "event"}', '{"version": 2, "kind": "refused", "x": 1}',
                  '{"version": 1, "kind": "refused", "reason": 7}', "{", "[]"):
        assert other_version_refusal(other) is None

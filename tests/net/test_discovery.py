"""Tables told and found on the local network: a host's listing heard by a finder on this
machine, kept up to date and gone when the host stops; and every field heard checked, so that
a listing the game cannot use is never shown."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator

import pytest
from zeroconf import IPVersion, ServiceInfo, Zeroconf

from game.net.discovery import SERVICE, Advertiser, Finder, Listing, listing, properties
from game.net.protocol import PROTOCOL_VERSION

from .tables import hosted, join

WAIT_S = 10.0


def good() -> dict[bytes, bytes | None]:
    return {k.encode(): v.encode() for k, v in properties("Ann's table", "boutique", 2, False).items()}


def test_a_hosts_record_reads_back_as_its_listing() -> None:
    assert listing(good(), ["192.168.1.20"], 8765) == Listing(
        "Ann's table", "192.168.1.20", 8765, "boutique", 2, False)
    assert listing(good(), ["192.168.1.20"], 8765).where == "192.168.1.20:8765"  # type: ignore[union-attr]


@pytest.mark.parametrize(("field", "value"), [
    ("v", str(PROTOCOL_VERSION + 1).encode()), ("v", b"1"), ("v", None), ("name", b"\x00Ann"), ("name", b"A" * 41), ("name", b"   "),
    ("name", b"\xff\xfe"), ("name", "Ann\u202etable".encode()), ("theme", b"../../etc"),
    ("theme", b"Classic"), ("open", b"9x"), ("open", b"-1"), ("open", b"12"), ("tls", b"yes"),
    ("name", b"x" * 5000),
])
def test_a_record_with_any_field_out_of_range_is_left_out(field: str, value: bytes | None) -> None:
    raw = good()
    raw[field.encode()] = value
    assert listing(raw, ["192.168.1.20"], 8765) is None


@pytest.mark.parametrize(("addresses", "port"), [([], 8765), (["192.168.1.20"], 0),
                                                 (["192.168.1.20"], 70000), (["192.168.1.20"], None),
                                                 (["not an address"], 8765)])
def test_a_record_without_a_usable_address_is_left_out(addresses: list[str],
                                                       port: int | None) -> None:
    assert listing(good(), addresses, port) is None


def _until(done: Callable[[], bool]) -> bool:
    end = time.monotonic() + WAIT_S
    while time.monotonic() < end:
        if done():
            return True
        time.sleep(0.05)
    return done()


@pytest.fixture()
def finder() -> Iterator[Finder]:
    found = Finder()
    assert found.start(), found.problem
    yield found
    found.stop()


def test_a_listed_table_is_found_updated_and_gone_when_its_host_stops(finder: Finder) -> None:
    ad = Advertiser()
    assert ad.start("Ann's table", "127.0.0.1", 40123, "classic", 3, False), ad.problem
    try:
        assert _until(lambda: any(t.port == 40123 for t in finder.tables()))
        table = next(t for t in finder.tables() if t.port == 40123)
        assert (table.name, table.address, table.theme, table.open_seats, table.tls) == (
            "Ann's table", "127.0.0.1", "classic", 3, False)
        ad.update(1)
        assert _until(lambda: any(t.port == 40123 and t.open_seats == 1 for t in finder.tables()))
    finally:
        ad.stop()
    assert _until(lambda: all(t.port != 40123 for t in finder.tables()))


def test_a_listing_the_game_cannot_use_is_not_shown_beside_one_it_can(finder: Finder) -> None:
    """A record with a name that cannot be drawn is heard and left out; the good one is shown."""
    zc = Zeroconf(ip_version=IPVersion.V4Only)
    bad = ServiceInfo(SERVICE, f"Mallory.{SERVICE}", addresses=[socket.inet_aton("127.0.0.1")],
                      port=40124, properties={**properties("x", "classic", 1, False),
                                              "name": "\x1b[2Jgone"})
    zc.register_service(bad)
    ad = Advertiser()
    assert ad.start("Ben's table", "127.0.0.1", 40125, "classic", 1, True), ad.problem
    try:
        assert _until(lambda: any(t.port == 40125 for t in finder.tables()))
        time.sleep(0.5)
        assert [t.name for t in finder.tables() if t.port in (40124, 40125)] == ["Ben's table"]
        assert next(t for t in finder.tables() if t.port == 40125).tls
    finally:
        ad.stop()
        zc.unregister_service(bad)
        zc.close()


@pytest.mark.slow
def test_the_headless_host_lists_its_table_until_it_stops(finder: Finder) -> None:
    with hosted("--seats", "remote,medium", "--name", "Ann's table") as h:
        port = int(h.url.rsplit(":", 1)[1])

        def heard() -> list[Listing]:
            return [t for t in finder.tables() if t.port == port]

        assert _until(lambda: bool(heard()))
        assert heard() == [Listing("Ann's table", "127.0.0.1", port, "classic", 1, False)]
        me, _ = join(h.url, h.code, 0)
        try:
            assert _until(lambda: [t.open_seats for t in heard()] == [0])
        finally:
            me.close()
        h.process.send_signal(signal.SIGTERM)
        assert h.ended() == 0
    assert _until(lambda: not heard())


@pytest.mark.slow
def test_an_unlisted_host_is_not_heard(finder: Finder) -> None:
    with hosted("--seats", "remote,medium", "--unlisted") as h:
        port = int(h.url.rsplit(":", 1)[1])
        time.sleep(3)
        assert all(t.port != port for t in finder.tables())
        h.process.send_signal(signal.SIGTERM)
        assert h.ended() == 0


def test_the_game_starts_without_loading_zeroconf() -> None:
    """A game that never goes on the network (the kiosk, hot-seat) never loads it."""
    code = ("import sys, game.client.main, game.client.online.join_scene, "
            "game.client.online.hosting; print(sorted(m for m in sys.modules "
            "if m.split('.')[0] in ('zeroconf', 'ifaddr')))")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, timeout=60, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_without_a_working_zeroconf_the_table_plays_on_unlisted(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "zeroconf", None)  # any import of it fails
    finder, advertiser = Finder(), Advertiser()
    assert not finder.start() and finder.problem is not None
    assert "cannot be listed" in finder.problem
    assert not advertiser.start("Ann's table", "127.0.0.1", 8765, "classic", 2, False)
    assert advertiser.problem is not None and "not listed" in advertiser.problem
    finder.stop()
    advertiser.stop()

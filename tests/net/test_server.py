"""``python -m game.server`` as a person starts it: a real process, real sockets on 127.0.0.1."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.client.store.saved_games import read_table
from game.net.follower import Follower
from game.net.keys import keys_path
from game.net.protocol import Hello, Refused, encode
from game.net.public import digest
from game.net.transport import Closed, Connection, client_tls

from .tables import (ROOT, WAIT_S, Person, assault, editions, hosted, join, next_of,
                     play_out)


def test_the_command_hosts_a_game_to_its_end_and_saves_it(tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    with hosted("--seats", "remote,medium", "--rounds", "4", "--seed", "5",
                "--save", str(save)) as h:
        assert len(h.code) == 6 and h.url.startswith("ws://127.0.0.1:")
        me, welcome = join(h.url, h.code, 0)
        try:
            f = Follower(welcome, editions)
            play_out([(me, f, Person())], time.monotonic() + 20)
            assert isinstance(next_of(me, Closed), Closed)
        finally:
            me.close()
        assert h.ended() == 0
        assert h.line().startswith("game over: ")
    saved = read_table(save)  # an ordinary save, as the client reads it
    assert saved.game.over and digest(saved.game) == digest(f.game)
    assert [s.level for s in saved.seats] == ["human", "medium"]
    assert keys_path(save).is_file()


def test_stopped_and_continued_people_take_their_seats_back(tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    with hosted("--seats", "remote,remote,easy", "--save", str(save)) as h:
        ann, w0 = join(h.url, h.code, 0)
        bob, w1 = join(h.url, h.code, 1)
        code = h.code
        h.process.send_signal(signal.SIGTERM)
        assert h.ended() == 0
        assert "--continue" in h.line()
        for c in (ann, bob):
            assert isinstance(next_of(c, Closed), Closed)
            c.close()
    assert w0.token is not None and read_table(save).game.n == 3
    with hosted("--continue", "--save", str(save)) as h:
        assert h.code == code
        stranger = Connection(h.url)
        stranger.start()
        stranger.send_text(encode(Hello(code=code, seat=0)))
        refused = next_of(stranger, Refused)
        assert isinstance(refused, Refused) and "token" in refused.reason
        stranger.close()
        ann, back = join(h.url, code, 0, token=w0.token)
        assert back.seat == 0 and back.token is None
        ann.close()
        h.process.send_signal(signal.SIGINT)
        assert h.ended() == 0


def _certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key, as a host would make one."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True,
                   timeout=WAIT_S)
    return cert, key


def test_over_tls_a_client_that_trusts_the_certificate_plays_and_plain_text_gets_nothing(
        tmp_path: Path) -> None:
    cert, key = _certificate(tmp_path)
    with hosted("--seats", "remote,medium", "--rounds", "2", "--seed", "5", "--save",
                str(tmp_path / "tls.json"), "--certfile", str(cert), "--keyfile", str(key)) as h:
        assert h.url.startswith("wss://127.0.0.1:")
        plain = Connection(h.url.replace("wss://", "ws://", 1))
        with pytest.raises(OSError):
            plain.start(timeout=3)
        stranger = Connection(h.url)  # the system does not know a self-signed certificate
        with pytest.raises(OSError):
            stranger.start(timeout=3)
        me, welcome = join(h.url, h.code, 0, tls=client_tls(cert))
        try:
            f = Follower(welcome, editions)
            play_out([(me, f, Person())], time.monotonic() + 20)
        finally:
            me.close()
        assert h.ended() == 0


@pytest.mark.parametrize("which", ["missing", "not a certificate", "alone"])
def test_a_certificate_that_cannot_be_used_is_refused_before_listening(tmp_path: Path,
                                                                       which: str) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    if which == "not a certificate":
        cert.write_text("hello"), key.write_text("hello")
    files = ["--certfile", str(cert)] + ([] if which == "alone" else ["--keyfile", str(key)])
    done = subprocess.run([sys.executable, "-m", "game.server", "--port", "0", *files],
                          capture_output=True, text=True, timeout=WAIT_S, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and "listening" not in done.stdout
    assert "error:" in done.stderr and "Traceback" not in done.stderr


def test_people_sit_under_their_names_and_the_save_keeps_them(tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    with hosted("--seats", "remote,remote,easy", "--names", ",,Robo", "--save", str(save)) as h:
        ann, w0 = join(h.url, h.code, 0, name="Ann")
        bob, w1 = join(h.url, h.code, 1, name="Bob")
        assert w1.state["players"] == ["Ann", "Bob", "Robo"]
        h.process.send_signal(signal.SIGTERM)
        assert h.ended() == 0
        for c in (ann, bob):
            c.close()
    saved = read_table(save)
    assert saved.game.names == ["Ann", "Bob", "Robo"] == [s.name for s in saved.seats]


@pytest.mark.parametrize("names", ["Ann,ann", "Ann,Bob,Cy,Di", "\u202e,Bob"])
def test_names_that_cannot_be_used_are_refused_before_listening(names: str) -> None:
    done = subprocess.run([sys.executable, "-m", "game.server", "--port", "0", "--names", names],
                          capture_output=True, text=True, timeout=WAIT_S, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and "listening" not in done.stdout
    assert "error" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.slow
def test_hostile_clients_and_hundreds_of_silent_sockets_leave_a_running_host_playing(
        tmp_path: Path) -> None:
    """Against the command: every hostile message refused or its connection cut, two hundred
    sockets that never say a word held off, and the people still play to the end, their copies
    ending as the host saved its game."""
    save = tmp_path / "hosted.json"
    with hosted("--seats", "remote,remote,easy", "--rounds", "6", "--seed", "8",
                "--save", str(save), "--unlisted") as h:
        host, port = h.url.removeprefix("ws://").rsplit(":", 1)
        mute = [socket.create_connection((host, int(port)), timeout=WAIT_S) for _ in range(200)]
        ann, w0 = join(h.url, h.code, 0)
        bob, w1 = join(h.url, h.code, 1)
        others: list[Connection] = []
        try:
            assault(h.url, h.code, ann, w0, w1, others, silent=False)
            assert h.process.poll() is None
            f0, f1 = Follower(w0, editions), Follower(w1, editions)
            f0.seq = 3  # the last Ann's client sent
            play_out([(ann, f0, Person()), (bob, f1, Person())], time.monotonic() + 30)
            assert digest(f0.game) == digest(f1.game)
        finally:
            for c in [ann, bob, *others]:
                c.close()
            for s in mute:
                s.close()
        assert h.ended() == 0
    assert digest(read_table(save).game) == digest(f0.game)

"""Every client test runs headless: no window, no sound card."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator

import pytest

from game.engine import Game

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def same_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """A trade offer's hint plays the offer on in full, as on any machine, not only as far as
    the clock allows."""
    from game.client.dialogs.base import DialogScene

    monkeypatch.setattr(DialogScene, "look_guard", None)


@pytest.fixture(autouse=True)
def no_folder_notices_left() -> None:
    """A notice about a folder that another test met is not shown on this test's title."""
    from game.engine.folders import take_notices

    take_notices()


@pytest.fixture(autouse=True)
def designed_text() -> Iterator[None]:
    """Every test starts and ends with text at its designed size (100%)."""
    from game.client.kit.fonts import set_text_size

    set_text_size(100)
    yield
    set_text_size(100)


@pytest.fixture()
def held_estimates(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Win-odds estimates wait until the test sets the event it gets (set again at the end,
    so that no estimate is left waiting)."""
    from game.client.store import record as thinking

    gate = threading.Event()
    real = thinking.estimate

    def held(game: Game) -> list[float]:
        gate.wait()
        return real(game)

    monkeypatch.setattr(thinking, "estimate", held)
    yield gate
    gate.set()

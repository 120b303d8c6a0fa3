"""Between games the kiosk hands free memory back; on glibc the C library takes the request."""

from __future__ import annotations

import platform

import pytest

from game.client.kiosk.memory import give_back_memory


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="a glibc call")
def test_glibc_hands_free_pages_back() -> None:
    assert give_back_memory() is True

"""On glibc the kiosk pins the mmap threshold, so freed surfaces go back to the system."""

from __future__ import annotations

import platform

import pytest

from game.client.kiosk.memory import pin_mmap_threshold


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="a glibc setting")
def test_glibc_takes_the_pinned_threshold() -> None:
    assert pin_mmap_threshold() is True

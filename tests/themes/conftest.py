"""Shared fixtures: the shipped themes, loaded once, and a scratch copy to break."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game.themes import THEMES_DIR, Theme, load_theme

CLASSIC_WORDS = re.compile(
    r"\b(houses?|hotels?|chance|community chest|railroads?|utility|utilities|income tax|luxury tax)\b",
    re.IGNORECASE)


@pytest.fixture(scope="session")
def classic() -> Theme:
    return load_theme(THEMES_DIR / "classic")


@pytest.fixture(scope="session")
def boutique() -> Theme:
    return load_theme(THEMES_DIR / "boutique")


@pytest.fixture
def scratch(tmp_path: Path) -> Path:
    """A private copy of the Classic theme folder, free to break."""
    target = tmp_path / "scratch"
    shutil.copytree(THEMES_DIR / "classic", target)
    return target

"""The screenshot tool shows every decision dialog a human meets, with its hint, in both
editions, and writes each as a PNG."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.client.dialogs import (AuctionDialog, CardDialog, DebtDialog, DialogScene, JailDialog,
                                 MortgageDialog, ShortageDialog, TaxDialog)
from game.themes import THEMES_DIR, load_theme
from tests.client.driver import headless_app

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import screenshot  # noqa: E402

EXPECTED: dict[str, type[DialogScene]] = {
    "auction": AuctionDialog, "jail": JailDialog, "tax": TaxDialog, "card": CardDialog,
    "debt": DebtDialog, "shortage": ShortageDialog, "mortgage": MortgageDialog,
}


@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_every_staged_dialog_opens_with_its_hint(look: str, tmp_path: Path) -> None:
    app = headless_app((1600, 900))
    theme = load_theme(THEMES_DIR / look)
    seen = {}
    for name, stack in screenshot.staged_tables(app, theme):
        top = stack.top
        assert isinstance(top, EXPECTED[name]), (name, top)
        assert "Hint" in top.shown_texts(), name
        seen[name] = top
    assert set(seen) == set(EXPECTED)
    screenshot.shoot_staged(app, theme, tmp_path)
    for name in EXPECTED:
        shot = pygame.image.load(str(tmp_path / f"{look}-dialog-{name}.png"))
        assert shot.get_size() == (1600, 900)


@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_every_page_of_how_to_play_and_the_rules_in_play_are_written(look: str,
                                                                     tmp_path: Path) -> None:
    app = headless_app((1280, 720))
    theme = load_theme(THEMES_DIR / look)
    screenshot.shoot_how_to_play(app, theme, tmp_path)
    pages = sorted(tmp_path.glob(f"{look}-how-to-play-*.png"))
    assert len(pages) == 10
    shots = [pygame.image.load(str(p)) for p in pages]
    assert all(s.get_size() == (1280, 720) for s in shots)
    assert len({pygame.image.tobytes(s, "RGB") for s in shots}) == 10, "every page its own"
    assert (tmp_path / f"{look}-rules-in-play.png").is_file()


@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_the_board_cursor_is_shot_on_a_rivals_deed(look: str, tmp_path: Path) -> None:
    app = headless_app((1280, 720))
    screenshot.shoot_board_cursor(app, load_theme(THEMES_DIR / look), tmp_path)
    shot = pygame.image.load(str(tmp_path / f"{look}-game-look.png"))
    assert shot.get_size() == (1280, 720)

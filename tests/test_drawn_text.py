"""One rule for text the game draws as read: what pygame cannot draw is refused with the field
named, wherever it comes from (a save, the settings, a theme), and what passes draws."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pygame
import pytest
from pydantic import ValidationError

from game.client.kit.fonts import font
from game.client.store.saved_games import SavedSeat
from game.client.store.settings import SeatConfig
from game.drawn_text import drawable, never_drawn, text_problem
from game.engine import DataFileError
from game.themes import THEMES_DIR, load_theme

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

#: Names that pass every length check but that pygame cannot draw, or that show nothing.
UNDRAWN = {"NUL": "A\x00b", "byte-order mark": "\ufeff", "zero-width space": "\u200b",
           "joiner alone": "\u200d", "lone surrogate": "Bo\ud800", "tab": "Ann\tB",
           "right-to-left override": "\u202eAnn", "line separator": "A\u2028B",
           "variation selector alone": "\ufe0f", "combining accent alone": "\u0301",
           "Hangul filler": "\u3164", "spaces and a zero-width joiner": " \u200d "}
#: Names that draw: scripts, emoji sequences joined, an accent on its letter.
DRAWN = ["Ann", "Zoë", "Renée", "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",
         "\U0001F468\u200d\U0001F469\u200d\U0001F467", "\u2764\ufe0f", "क्\u200dष", "李雷", "A B"]


@pytest.mark.parametrize("kind", sorted(UNDRAWN))
def test_text_that_cannot_be_drawn_is_refused_with_its_reason(kind: str) -> None:
    problem = text_problem(UNDRAWN[kind])
    assert problem is not None and problem.startswith("expected")
    assert "\x00" not in problem and "\ufeff" not in problem  # the reason itself can be shown


@pytest.mark.parametrize("name", DRAWN)
def test_text_that_can_be_drawn_passes_and_draws(name: str) -> None:
    assert text_problem(name) is None
    pygame.font.init()
    assert font(20).render(name, True, (0, 0, 0)).get_width() > 0


def test_a_box_never_takes_a_character_no_drawn_text_holds() -> None:
    assert all(never_drawn(c) for c in "\x00\t\ufeff\u200b\u202e\u2028\ud800")
    assert not any(never_drawn(c) for c in "a \u200d\u200c\ufe0f\u0301\u3164")


@pytest.mark.parametrize("kind", sorted(UNDRAWN))
def test_every_name_of_the_setup_and_of_a_save_follows_the_rule(kind: str) -> None:
    for model, data in ((SeatConfig, {"name": UNDRAWN[kind], "token": "car"}),
                        (SavedSeat, {"name": UNDRAWN[kind], "token": 0, "level": "human"})):
        with pytest.raises(ValidationError) as caught:
            model.model_validate(data)
        assert caught.value.errors()[0]["loc"] == ("name",)


@pytest.mark.parametrize(("field", "value"), [("title", "\ufeff"), ("spaces.3", "Baltic\x00"),
                                              ("computer_names.0", "\u200b"),
                                              ("tokens.1.name", "\u200b\u200b")])
def test_a_theme_word_that_cannot_be_drawn_is_refused_with_its_field(
        tmp_path: Path, field: str, value: str) -> None:
    folder = tmp_path / "mine"
    shutil.copytree(THEMES_DIR / "classic", folder)
    data = json.loads((folder / "theme.json").read_text(encoding="utf-8"))
    *parents, last = field.split(".")
    node = data
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    node[int(last) if isinstance(node, list) else last] = value
    (folder / "theme.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_theme(folder)
    assert caught.value.field == field and caught.value.problem.startswith("expected")


@pytest.mark.parametrize("kind", sorted(UNDRAWN))
def test_drawing_never_raises_whatever_the_text(kind: str) -> None:
    pygame.font.init()
    for f in (font(20), font(20, bold=True)):
        image = f.render(UNDRAWN[kind], True, (0, 0, 0))
        assert image.get_height() == f.get_height()
        assert f.size(UNDRAWN[kind])[1] > 0
    assert font(20).render("", True, (0, 0, 0)).get_width() == 0
    assert drawable("A\x00b\ud800") == "Ab"

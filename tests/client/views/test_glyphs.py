"""A button is drawn as its pad has it (each family its own picture), a key as a key cap; lines
with buttons in them fit the width they are given."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.kit.naming import KEYS, Name, Naming
from game.client.kit.pad_families import Family
from game.client.kit.pad_names import ACTIONS, BUTTONS
from game.client.views.glyphs import draw_line, glyph, line_image, wrap_line
from game.client.views.look import theme_font

from ..driver import theme


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield


def ink(surface: pygame.Surface) -> int:
    """How many pixels of ``surface`` are drawn on."""
    return pygame.mask.from_surface(surface).count()


def picture(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("family", [*Family, None])
def test_every_button_of_every_family_and_every_key_draws_something(
        family: Family | None) -> None:
    t = theme()
    names = ([KEYS.of(a) for a in ACTIONS] if family is None
             else [Name(b, b, family) for b in BUTTONS])
    for name in names:
        image = glyph(name, 24, t)
        assert image.get_height() == 24 and image.get_width() >= 16
        assert ink(image) > image.get_width() * image.get_height() // 4, name


def test_each_family_draws_the_confirm_button_its_own_way() -> None:
    t = theme()
    drawn = {family: picture(glyph(Naming(family).of("press"), 32, t))
             for family in (Family.PLAYSTATION, Family.NINTENDO, Family.XBOX, Family.GENERIC)}
    drawn[None] = picture(glyph(KEYS.of("press"), 32, t))
    assert len(set(drawn.values())) == len(drawn)
    sony = picture(glyph(Name("Circle", "b", Family.PLAYSTATION), 32, t))
    assert sony != drawn[Family.PLAYSTATION]  # a circle is not a cross


def test_a_line_with_buttons_is_as_wide_as_its_pieces_and_narrowed_to_fit() -> None:
    t = theme()
    f = theme_font(t, 18)
    pieces = Naming(Family.PLAYSTATION).pieces("{press} to confirm, {back} to go back")
    image = line_image(pieces, f, t.palette.text, t)
    assert image.get_width() > f.size(" to confirm,  to go back")[0] + 2 * f.get_height()
    assert image.get_height() >= f.get_linesize()
    narrow = line_image(pieces, f, t.palette.text, t, max_width=120)
    assert narrow.get_width() == 120
    surface = pygame.Surface((400, 60), pygame.SRCALPHA)
    rect = draw_line(surface, pieces, f, t.palette.text, t, (200, 30), "center", 150)
    assert rect.w == 150 and rect.center == (200, 30) and ink(surface) > 0


def test_a_sentence_with_buttons_wraps_and_keeps_every_button() -> None:
    t = theme()
    f = theme_font(t, 18)
    pieces = Naming(Family.XBOX).pieces(
        "Then End turn ({press}) passes the dice to the next player; {menu} pauses the game.")
    lines = wrap_line(pieces, f, 200, t)
    assert len(lines) > 1
    assert [p for line in lines for p in line if isinstance(p, Name)] == [
        Naming(Family.XBOX).of("press"), Naming(Family.XBOX).of("menu")]
    assert all(line_image(line, f, t.palette.text, t).get_width() <= 200 for line in lines)
    assert " ".join("".join(p if isinstance(p, str) else p.word for p in line).strip()
                    for line in lines) == Naming(Family.XBOX).say(
        "Then End turn ({press}) passes the dice to the next player; {menu} pauses the game.")

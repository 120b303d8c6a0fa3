"""Every space's name on the board is readable in a 1280x720 window, in the theme's short board
words where it gives them; deeds, dialogs and the log keep the full names."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.layout import compute
from game.client.views.board import SUPERSAMPLE, BoardGeometry, BoardRenderer
from game.engine.edition import SpaceKind
from game.themes import Theme, theme_by_id

#: The smallest name, in pixels of the board on screen. At 1280x720 a space is 57 px wide and
#: its name is designed at 9.8 px; 8 px bold is the smallest at which a name still reads at a
#: glance (the names a player could not read were 6.5 to 7 px).
MIN_NAME_PX = 8


def _board(theme: Theme) -> tuple[BoardRenderer, BoardGeometry]:
    pygame.font.init()
    side = compute((1280, 720), 4).board.w
    return BoardRenderer(theme), BoardGeometry(side * SUPERSAMPLE)


@pytest.mark.parametrize("theme_id", ["classic", "boutique"])
def test_every_name_on_the_board_is_readable_at_1280x720(theme_id: str) -> None:
    renderer, geo = _board(theme_by_id(theme_id))
    for i in range(40):
        if geo.side(i) == "corner":
            continue
        f, lines = renderer.name_fit(geo, i)
        name = renderer.board.names[i]
        assert f.point_size / SUPERSAMPLE >= MIN_NAME_PX, name
        body = geo.body(i).inflate(-geo.unit * 0.1, -geo.unit * 0.08)
        assert max(f.size(line)[0] for line in lines) <= body.w, name
        assert len(lines) * f.get_linesize() <= body.h / 2, name


@pytest.mark.parametrize("theme_id", ["classic", "boutique"])
def test_short_names_are_printed_on_the_board_only(theme_id: str) -> None:
    theme = theme_by_id(theme_id)
    renderer, geo = _board(theme)
    assert theme.board_names, "each edition shortens its longest names"
    spec = theme.edition_spec()
    names = [s.name for s in spec.spaces]
    assert names == theme.spaces  # deeds, dialogs and the log read these
    for full, short in theme.board_names.items():
        assert short not in names
        for i in (i for i, name in enumerate(names) if name == full):
            if geo.side(i) != "corner":
                assert " ".join(renderer.name_fit(geo, i)[1]) == short
    railroad = next(i for i, s in enumerate(spec.spaces) if s.kind is SpaceKind.RAILROAD)
    assert theme.names(["Ann"]).spaces[railroad] == names[railroad]  # the log's words

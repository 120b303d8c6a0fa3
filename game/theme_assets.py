"""Every file a theme names, loaded as the game loads it: a theme that passes cannot stop the
game with a corrupt drawing, font or dialog theme. Needs pygame, so the rules never import it."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from pathlib import Path

import pygame

from game.engine import DataFileError
from game.engine.datafile import read_json
from game.themes import Asset, Theme, theme_assets

#: The size drawings are rasterised at to check them (the game draws them at many sizes).
CHECK_SIZE = 64
#: Text rendered with each font to check it: a font file may open and still fail to draw.
SAMPLE_TEXT = "Deeds & Dice $1,500"


def _svg(path: Path) -> None:
    pygame.image.load_sized_svg(str(path), (CHECK_SIZE, CHECK_SIZE))


def _font(path: Path) -> None:
    for bold in (False, True):
        face = pygame.font.Font(str(path), 14)
        face.set_bold(bold)
        face.render(SAMPLE_TEXT, True, (0, 0, 0))


def _image(path: Path) -> None:
    pygame.image.load(str(path))


def _ui_theme(path: Path) -> None:
    """Load ui.json into pygame-gui as the dialogs do; whatever it warns about is refused."""
    import pygame_gui

    data = read_json(path)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pygame_gui.UIManager((800, 600)).get_theme().load_theme(data)
    if caught:
        raise ValueError(str(caught[0].message).strip().replace("\n", " "))


LOADERS: dict[str, Callable[[Path], None]] = {
    "svg": _svg, "font": _font, "image": _image, "json": _ui_theme,
}


def check_asset(asset: Asset) -> None:
    """Load one file as the game would; DataFileError naming where it is named if it fails."""
    try:
        LOADERS[asset.kind](asset.path)
    except Exception as exc:  # pygame's loaders raise pygame.error, OSError, ValueError, ...
        raise DataFileError(asset.source, asset.field,
                            f"{asset.path.name} cannot be loaded as the game loads it "
                            f"({exc or type(exc).__name__})") from None


def check_theme_assets(theme: Theme) -> None:
    """Load every drawing, font and dialog theme the theme names, as the game does."""
    if not pygame.font.get_init():  # fonts only: pygame.init() would start SDL's video and
        pygame.font.init()          # events, whose signal handlers outlive it in forked children
    for asset in theme_assets(theme):
        check_asset(asset)

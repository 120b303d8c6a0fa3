"""Every file a theme names, loaded as the game loads it: a theme that passes cannot stop the
game with a corrupt drawing, font or dialog theme. Needs pygame, so the rules never import it.

:func:`load_checked_theme` is the one check of a theme folder: ``tools/check_theme.py``, a theme
of one's own (``--theme``) and the kiosk's editions pass or fail it alike. Every image is
measured from its header before anything decodes it (:mod:`game.image_size`, as the theme
loads), and ui.json is loaded with its files' paths resolved, as the game hands it to
pygame-gui (:func:`game.themes.ui_theme_data`).
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.engine import DataFileError
from game.themes import Asset, Theme, load_theme, theme_assets, theme_by_id, ui_theme_data

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


@contextmanager
def _window() -> Iterator[None]:
    """pygame-gui fits each image it loads to the window's pixel format: with no window (the
    check run as a tool), a hidden one of a pixel for the while, started without the signal
    handlers SDL would otherwise leave behind (a process forked later would ignore SIGTERM)."""
    if pygame.display.get_surface() is not None:
        yield
        return
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
    started = not pygame.display.get_init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    try:
        yield
    finally:
        if started:
            pygame.display.quit()


def _ui_theme(path: Path, folder: Path) -> None:
    """Load ui.json into pygame-gui as the dialogs do; whatever it warns about is refused."""
    import pygame_gui

    data = ui_theme_data(path, folder)
    with _window(), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pygame_gui.UIManager((800, 600)).get_theme().load_theme(data)
    if caught:
        raise ValueError(str(caught[0].message).strip().replace("\n", " "))


LOADERS: dict[str, Callable[[Path], None]] = {"svg": _svg, "font": _font, "image": _image}


def check_asset(asset: Asset, folder: Path) -> None:
    """Load one file of the theme in ``folder`` as the game would; DataFileError naming where
    it is named if it fails."""
    try:
        if asset.kind == "json":
            _ui_theme(asset.path, folder)
        else:
            LOADERS[asset.kind](asset.path)
    except Exception as exc:  # pygame's loaders raise pygame.error, OSError, ValueError, ...
        raise DataFileError(asset.source, asset.field,
                            f"{asset.path.name} cannot be loaded as the game loads it "
                            f"({exc or type(exc).__name__})") from None


def check_theme_assets(theme: Theme) -> None:
    """Load every drawing, font and dialog theme the theme names, as the game does."""
    if not pygame.font.get_init():  # not pygame.init(): SDL's events would start with signal
        pygame.font.init()          # handlers that a process forked later keeps (see _window)
    for asset in theme_assets(theme):
        check_asset(asset, theme.folder)


def load_checked_theme(path: str | Path) -> Theme:
    """A theme folder read and checked, and every file it names loaded as the game loads it."""
    theme = load_theme(path)
    check_theme_assets(theme)
    return theme


def checked_theme_or_classic(path: str | Path) -> tuple[Theme, DataFileError | None]:
    """The theme at ``path`` checked whole, or Classic and the reason it cannot be played."""
    try:
        return load_checked_theme(path), None
    except DataFileError as error:
        return theme_by_id("classic"), error

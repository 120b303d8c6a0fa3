"""``python -m game``: start Deeds & Dice."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, like 1600x900, not {text!r}") from None
    if w < 800 or h < 600:
        raise argparse.ArgumentTypeError("the window needs at least 800x600")
    return w, h


def _theme(text: str) -> Path:
    """A theme folder, or the name of an edition the game ships (``classic``, ``boutique``)."""
    from .themes import THEMES_DIR, available_themes

    folder = Path(text)
    if folder.is_dir():
        return folder
    if (THEMES_DIR / text).is_dir():
        return THEMES_DIR / text
    raise argparse.ArgumentTypeError(
        f"{text!r} is neither a theme folder nor an edition; the editions: "
        f"{', '.join(available_themes())}")


class _Version(argparse.Action):
    """--version: the version and which core plays (found only when asked: it loads the engine)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from .core import describe

        print(f"Deeds & Dice {__version__}, {describe()}")
        parser.exit()


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game", description="Deeds & Dice")
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="show the version and which core plays (compiled or pure Python), "
                        "then exit")
    parser.add_argument("--size", type=_size, default=(1600, 900), help="window size, e.g. 1280x720")
    parser.add_argument("--fullscreen", action="store_true", help="fill the screen")
    parser.add_argument("--demo", action="store_true",
                        help="the kiosk's attract loop in a window: games play themselves")
    parser.add_argument("--kiosk", action="store_true",
                        help="full screen for a touch screen that runs all day; only the operator "
                        "can leave")
    parser.add_argument("--config", type=Path, help="the kiosk config file (JSON)")
    parser.add_argument("--theme", type=_theme,
                        help="an edition (classic, boutique) or a theme folder to play with")
    parser.add_argument("--seed", type=int, help="seed of the dice and shuffles")
    parser.add_argument("--headless", action="store_true", help="no window and no sound (tests, tools)")
    parser.add_argument("--frames", type=int, help="stop after this many frames, 1/60 s each")
    parser.add_argument("--screenshot-dir", type=Path, help="write PNG screenshots here")
    parser.add_argument("--screenshot-every", type=int, default=0, help="a screenshot every K frames")
    parser.add_argument("--stats", type=Path, help="write frame times and peak memory (JSON) here")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    from .client.main import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())

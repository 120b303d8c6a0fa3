"""``python -m game``: start Deeds & Dice."""

from __future__ import annotations

import argparse
import os
import stat
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from . import __version__

MAX_SIZE = (7680, 4320)  # the largest window the game draws (an 8K screen)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, like 1600x900, not {text!r}") from None
    if w < 800 or h < 600:
        raise argparse.ArgumentTypeError("the window needs at least 800x600")
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(f"the window can be at most {MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return w, h


def _whole(least: int) -> Callable[[str], int]:
    """A whole number of at least ``least``."""

    def check(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"expected {least} or more, not {value}")
        return value

    return check


def _seed(text: str) -> int:
    """A seed a save can hold."""
    from .client.store.settings import SEED_LIMIT

    value = _whole(0)(text)
    if value >= SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to {SEED_LIMIT - 1}")
    return value


def _address(text: str) -> str:
    """A host's address: HOST or HOST:PORT."""
    from .client.online.address import parse_address

    try:
        parse_address(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _code(text: str) -> str:
    """A table code as the host shows it."""
    from .client.online.address import clean_code, code_problem

    problem = code_problem(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return clean_code(text)


def _writable_folder(text: str) -> Path:
    """A folder the game can write into (made if missing)."""
    folder = Path(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"cannot make the folder {text!r}: {exc.strerror}") from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"cannot write into the folder {text!r}")
    problem = _write_problem(folder / f".deeds-and-dice-{os.getpid()}.check")
    if problem is not None:
        raise argparse.ArgumentTypeError(f"cannot write into the folder {text!r}: {problem}")
    return folder


def _writable_file(text: str) -> Path:
    """A file the game can write at the end of the run (its folder must exist)."""
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file")
    folder = path.parent
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"no folder {str(folder)!r} to write {path.name!r} in")
    problem = _write_problem(path)
    if problem is not None:
        raise argparse.ArgumentTypeError(f"cannot write {text!r}: {problem}")
    return path


def _write_problem(path: Path) -> str | None:
    """Why ``path`` cannot be written, found by writing to it (a full disk, like /dev/full,
    fails only on a write), or None; the file is left as it was."""
    made = not path.exists()
    try:
        with path.open("ab") as f:
            size = f.tell()
            f.write(b"\n")
            f.flush()
            if stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                f.truncate(size)
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        if made and path.is_file():
            path.unlink()
    return None


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
    parser.add_argument("--seed", type=_seed, help="seed of the dice and shuffles (0 to 2^63 - 1)")
    parser.add_argument("--headless", action="store_true", help="no window and no sound (tests, tools)")
    parser.add_argument("--frames", type=_whole(1), help="stop after this many frames, 1/60 s each")
    parser.add_argument("--screenshot-dir", type=_writable_folder, help="write PNG screenshots here")
    parser.add_argument("--screenshot-every", type=_whole(0), default=0,
                        help="a screenshot every K frames")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--continue", dest="continue_game", action="store_true",
                       help="play on with the game saved automatically (as Continue on the title)")
    start.add_argument("--load", metavar="NAME", help="play on with the game saved under NAME")
    start.add_argument("--join", metavar="HOST:PORT", type=_address,
                       help="sit at the table of a host on another machine (with --code)")
    parser.add_argument("--code", type=_code, help="the table code the host shows (with --join)")
    parser.add_argument("--stats", type=_writable_file,
                        help="write frame times and peak memory (JSON) here")
    args = parser.parse_args(argv)
    if (args.join is None) != (args.code is None):
        parser.error("--join and --code go together")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    from .client.main import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())

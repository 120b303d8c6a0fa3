"""``python -m game``: start Deeds & Dice."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Deeds & Dice")
    parser.add_argument("--version", action="version", version=f"Deeds & Dice {__version__}")
    parser.parse_args(argv)
    from .engine import PRESETS, classic_edition

    edition = classic_edition()
    print(f"Deeds & Dice {__version__}")
    print(f"Rules engine ready: the {edition.name} edition, presets {', '.join(PRESETS)}.")
    print("The game window is on its way; meanwhile try: python tools/bench.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())

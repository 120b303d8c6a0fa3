"""Start a new theme from Classic, so nobody writes theme.json from an empty page.

    python tools/new_theme.py NAME [--themes DIR]

Copies themes/classic to DIR/NAME (default DIR: themes/), never over an existing folder; gives
the copy its own name and title in theme.json; and loads the copy to check it. Every field of
theme.json is listed by ``game.themes.field_reference()``.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import DataFileError  # noqa: E402
from game.themes import THEME_FILE, THEMES_DIR, load_theme  # noqa: E402

NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")
SOURCE = THEMES_DIR / "classic"


def new_theme(name: str, themes_dir: Path = THEMES_DIR, source: Path = SOURCE) -> Path:
    """Copy ``source`` to ``themes_dir/name``, rename it, and check that the copy loads."""
    if not NAME.fullmatch(name):
        raise ValueError(f"'{name}' is not a theme name: use lowercase letters, digits, '_' "
                         "and '-', starting with a letter (at most 40)")
    target = themes_dir / name
    if target.exists():
        raise FileExistsError(f"{target} already exists: pick another name, or move it away first")
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    try:
        _rename(target / THEME_FILE, name)
        load_theme(target)
    except (DataFileError, OSError, ValueError):
        shutil.rmtree(target)
        raise
    return target


def _rename(file: Path, name: str) -> None:
    """A copy that still says 'Classic' in the menu would be mistaken for the original."""
    data = json.loads(file.read_text(encoding="utf-8"))
    display = name.replace("_", " ").replace("-", " ").title()
    data["name"] = display
    data["title"] = f"Deeds & Dice: {display}"
    file.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Command line: 0 when the new theme is ready, 1 when it could not be made."""
    parser = argparse.ArgumentParser(description="Copy the Classic theme as a new theme.")
    parser.add_argument("name", help="folder name of the new theme, e.g. 'seaside'")
    parser.add_argument("--themes", type=Path, default=THEMES_DIR,
                        help="folder to create it in (default: the project's themes/)")
    args = parser.parse_args(argv)
    try:
        target = new_theme(args.name, args.themes)
    except (ValueError, FileExistsError, OSError) as error:
        print(f"new_theme: {error}", file=sys.stderr)
        return 1
    print(f"Created {target}: edit {target / THEME_FILE}, its tokens/ and icons/, and ui.json.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Build Deeds & Dice as a standalone app: one folder that runs on a machine with no Python.

    python -m pip install -e ".[app]"
    python tools/build_app.py [--dist DIR] [--work DIR]

PyInstaller freezes the game (its Python, pygame-ce with SDL, pygame-gui with its fonts, the
themes and art) into ``DIR/DeedsAndDice/`` (default ``dist/``) for the system it runs on: Linux
here, Windows and macOS by the same command on those systems (a ``.app`` bundle on macOS). The
app carries the game's icon and name; on Linux a ``.desktop`` entry and the icon lie beside the
program for a menu to show. Start it with ``DIR/DeedsAndDice/DeedsAndDice`` (``.exe`` on
Windows); it takes the same options as ``python -m game``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NAME = "DeedsAndDice"
TITLE = "Deeds & Dice"
ICON_SVG = ROOT / "assets" / "icon" / "deeds-and-dice.svg"
ICON_SIZE = 256
#: The repository's data folders and where the installed package keeps them.
DATA = (("themes", "game/_data/themes"), ("assets", "game/_data/assets"))
#: What the game never imports at run time, left out of the app (the standard library's GUI and
#: tests; the development tools a build environment may hold).
UNUSED = ("tkinter", "unittest", "pydoc", "test", "lib2to3", "mypy", "hypothesis", "pytest",
          "_pytest", "PyInstaller")
LAUNCHER = '''"""Start Deeds & Dice (the frozen app's entry point)."""
import sys

from game.__main__ import main

sys.exit(main())
'''
DESKTOP_ENTRY = f"""[Desktop Entry]
Type=Application
Name={TITLE}
Comment=A property-trading board game: buy, build, trade and bankrupt your rivals
Exec={NAME}
Icon=deeds-and-dice
Categories=Game;BoardGame;
Terminal=false
"""


def draw_icon(folder: Path) -> Path:
    """The game's icon, drawn from its SVG: a PNG (PyInstaller makes .ico and .icns of it)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    image = pygame.image.load_sized_svg(str(ICON_SVG), (ICON_SIZE, ICON_SIZE))
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / "deeds-and-dice.png"
    pygame.image.save(image, str(out))
    return out


def pyinstaller_args(dist: Path, work: Path, icon: Path) -> list[str]:
    """PyInstaller's command line for a one-folder, windowed app."""
    launcher = work / "deeds_and_dice.py"
    launcher.write_text(LAUNCHER, encoding="utf-8")
    args = [str(launcher), "--name", NAME, "--onedir", "--windowed", "--noconfirm", "--clean",
            "--distpath", str(dist), "--workpath", str(work / "build"), "--specpath", str(work),
            "--paths", str(ROOT), "--collect-submodules", "game", "--collect-data", "pygame_gui",
            # zeroconf's compiled modules import one another where PyInstaller cannot see
            "--collect-submodules", "zeroconf",
            "--log-level", "WARN"]
    for source, target in DATA:
        args += ["--add-data", f"{ROOT / source}{os.pathsep}{target}"]
    for module in UNUSED:
        args += ["--exclude-module", module]
    if sys.platform in ("win32", "darwin"):  # Linux programs take their icon from the desktop entry
        args += ["--icon", str(icon)]
    if sys.platform == "darwin":
        args += ["--osx-bundle-identifier", "com.deedsanddice.game"]
    return args


def build(dist: Path, work: Path) -> Path:
    """Build the app; the folder it is in."""
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        raise SystemExit('PyInstaller is not installed: python -m pip install -e ".[app]"') from None
    icon = draw_icon(work)
    pyinstaller.run(pyinstaller_args(dist, work, icon))
    folder = dist / NAME
    if sys.platform.startswith("linux"):
        shutil.copy2(icon, folder / icon.name)
        (folder / f"{NAME}.desktop").write_text(DESKTOP_ENTRY, encoding="utf-8")
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the app's folder is made (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "app",
                        help="PyInstaller's working folder (default: build/app/)")
    args = parser.parse_args(argv)
    folder = build(args.dist.resolve(), args.work.resolve())
    program = folder / (NAME + (".exe" if sys.platform == "win32" else ""))
    print(f"{TITLE} built: {folder}\nStart it with: {program}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

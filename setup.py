"""Build steps beyond pyproject.toml: the repository's data folders go inside the package.

``themes/`` and ``assets/`` stay at the top of the repository, where editions are made and
checked; a wheel (and so an installed game or a standalone app) carries them as
``game/_data/themes`` and ``game/_data/assets``, where ``game.engine.datafile.shipped`` finds
them. An editable install needs no copy: it reads the repository's folders.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA_FOLDERS = ("themes", "assets")
PACKAGED_DATA = Path("game") / "_data"  # as game.engine.datafile.PACKAGED_DATA
SKIPPED = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


class BuildWithData(build_py):
    """build_py, then the data folders copied into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for name in DATA_FOLDERS:
            target = Path(self.build_lib) / PACKAGED_DATA / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(ROOT / name, target, ignore=SKIPPED)


setup(cmdclass={"build_py": BuildWithData})

"""The kiosk's log file: what went wrong while nobody watched, in the per-user log folder.

The file rotates, so a kiosk that runs for months never fills its disk.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

import platformdirs

from ...engine.folders import tell_problem, usable

from ..store.settings import APP_NAME

LOG_FILE = "kiosk.log"
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3


def log_dir() -> Path:
    """The game's per-user data folder (where its saves are too)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def open_log(folder: Path | None = None) -> logging.Logger:
    """The kiosk's logger, writing to ``folder``/kiosk.log (default: :func:`log_dir`).

    Opening again (another folder, a restart in tests) replaces the file it writes to.
    """
    folder = folder or log_dir()
    log = logging.getLogger("game.kiosk")
    for old in list(log.handlers):
        log.removeHandler(old)
        old.close()
    handler: logging.Handler = logging.StreamHandler()  # stderr, when the file cannot be had
    instead = "The kiosk logs to stderr instead."
    if usable(folder, instead, make=True):
        try:
            handler = RotatingFileHandler(folder / LOG_FILE, maxBytes=LOG_BYTES,
                                          backupCount=LOG_BACKUPS, encoding="utf-8")
        except OSError as error:
            tell_problem(folder / LOG_FILE, error, instead)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    return log

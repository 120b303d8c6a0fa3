"""The kiosk's log file: what went wrong while nobody watched, in the per-user log folder.

The file rotates, so a kiosk that runs for months never fills its disk. A log that cannot be
written (a folder that cannot be made, a full disk) never stops the kiosk nor changes how it
exits: the log goes on to stderr, with a line saying why.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO

import platformdirs

from ...engine.folders import tell_problem, usable

from ..store.settings import APP_NAME

LOG_FILE = "kiosk.log"
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
FORMAT = logging.Formatter("%(asctime)s %(levelname)s %(message)s")


def log_dir() -> Path:
    """The game's per-user data folder (where its saves are too)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class _Stderr(logging.StreamHandler[TextIO]):
    """The log on stderr, the last place it can go: a failure there is let go."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)
        self.setFormatter(FORMAT)

    def handleError(self, record: logging.LogRecord) -> None:
        pass

    def note(self, message: str, *args: object) -> None:
        """A warning about the log itself."""
        self.emit(logging.makeLogRecord({"levelno": logging.WARNING, "levelname": "WARNING",
                                         "msg": message, "args": args}))


class _LogFile(RotatingFileHandler):
    """The log file, until writing it fails: from then on (the record that failed too) the
    log goes to stderr."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
        self.setFormatter(FORMAT)
        self.fallback: _Stderr | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.fallback is None:
            super().emit(record)
        if self.fallback is not None:
            self.fallback.emit(record)

    def handleError(self, record: logging.LogRecord) -> None:
        self._give_up(sys.exc_info()[1])

    def flush(self) -> None:
        if self.fallback is None:
            try:
                super().flush()
            except (OSError, ValueError) as error:
                self._give_up(error)

    def close(self) -> None:
        try:
            super().close()
        except (OSError, ValueError):  # what a full disk kept in the buffer is lost
            pass

    def _give_up(self, error: BaseException | None) -> None:
        if self.fallback is not None:
            return
        self.fallback = _Stderr()
        stream, self.stream = self.stream, None
        try:
            if stream is not None:
                stream.close()
        except (OSError, ValueError):
            pass
        why = getattr(error, "strerror", None) or error
        self.fallback.note("The log file %s cannot be written (%s): the log goes on here.",
                           self.baseFilename, why)


def open_log(folder: Path | None = None) -> logging.Logger:
    """The kiosk's logger, writing to ``folder``/kiosk.log (default: :func:`log_dir`), or to
    stderr if that cannot be written.

    Opening again (another folder, a restart in tests) replaces the file it writes to.
    """
    folder = folder or log_dir()
    log = logging.getLogger("game.kiosk")
    for old in list(log.handlers):
        log.removeHandler(old)
        old.close()
    handler: logging.Handler = _Stderr()  # when the file cannot be had
    instead = "The kiosk logs to stderr instead."
    if usable(folder, instead, make=True):
        try:
            handler = _LogFile(folder / LOG_FILE)
        except OSError as error:
            tell_problem(folder / LOG_FILE, error, instead)
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    return log

"""The one guarded way into the folders the game reads and lists (data, saves, config, logs,
themes): a folder another user owns, a file where a folder should be, or a name that is not
UTF-8 text is told to the person once, with what the game does instead and how to fix it, and
the game goes on with what it can use; it never crashes on a path.

What is told goes to stderr at once and waits in :func:`take_notices` for the screen in front
of the person (the title, the Load list), where what is told of one folder makes one notice.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

#: The title of a notice about a folder.
NOTICE_TITLE = "A folder could not be used"

#: What waits to be shown: each folder's problem and its fix, with what the game does instead.
_pending: dict[tuple[str, str], list[str]] = {}
_told: set[tuple[str, str]] = set()


def shown(path: str | Path) -> str:
    """A path as text that can be drawn and printed: bytes that are not UTF-8 become U+FFFD
    (Python keeps them as lone surrogates, which no font renders and UTF-8 cannot encode)."""
    return os.fsencode(path).decode("utf-8", errors="replace")


def take_notices() -> list[str]:
    """The notices told since the last call, oldest first, one a folder, for the screen."""
    notices = [_text(what, insteads, fix) for (what, fix), insteads in _pending.items()]
    _pending.clear()
    return notices


def tell(what: str, instead: str, fix: str) -> None:
    """Tell the person once what is wrong, what the game does instead and how to fix it: on
    stderr now, on screen at the next :func:`take_notices`."""
    if (what, instead) in _told:
        return
    _told.add((what, instead))
    _pending.setdefault((what, fix), []).append(instead)
    print(_text(what, [instead], fix), file=sys.stderr)


def _text(what: str, insteads: list[str], fix: str) -> str:
    return " ".join(part for part in (what, *insteads, fix) if part)


def _user(uid: int) -> str:
    """A user's name, where the system knows one."""
    try:
        import pwd
        return pwd.getpwuid(uid).pw_name
    except (ImportError, KeyError):
        return f"user {uid}"


def _owner(path: Path) -> str:
    try:
        return _user(path.stat().st_uid)
    except OSError:
        return "another user"


def _you() -> str:
    getuid = getattr(os, "getuid", None)  # Windows has no user ids
    return _user(getuid()) if getuid is not None else "you"


def _first_barred(path: Path) -> Path:
    """The outermost folder on the way to ``path`` that may not be entered, or, where the rest
    of the way is missing, the last one there (which refused to have it made); else ``path``."""
    last = path
    for folder in (*reversed(path.parents), path):
        try:
            info = folder.stat()
        except OSError:
            return last
        if stat.S_ISDIR(info.st_mode) and not os.access(folder, os.R_OK | os.X_OK):
            return folder
        last = folder
    return path


def _first_file(path: Path) -> Path:
    """The file standing where a folder on the way to ``path`` should be (else ``path``)."""
    for folder in (*reversed(path.parents), path):
        try:
            if not stat.S_ISDIR(folder.stat().st_mode):
                return folder
        except OSError:
            break
    return path


def tell_problem(path: Path, error: OSError, instead: str) -> None:
    """Tell an ``error`` met at ``path``: which folder, what the game does instead
    (``instead``), and what the person can do about it."""
    if isinstance(error, PermissionError):
        barred = _first_barred(path)
        owner, you = _owner(barred), _you()
        fix = (f"chmod u+rwx '{shown(barred)}'" if owner == you
               else f"sudo chown -R {you} '{shown(barred)}'")
        tell(f"The game may not use {shown(barred)} (it belongs to {owner}).", instead,
             f"To fix it: {fix}")
    elif isinstance(error, (NotADirectoryError, FileExistsError)) or error.errno == errno.ENOTDIR:
        tell(f"{shown(_first_file(path))} is a file where the game needs a folder.", instead,
             "To fix it, move or rename that file.")
    else:
        tell(f"{shown(path)} cannot be used ({error.strerror or error}).", instead, "")


def there(path: Path, instead: str) -> bool:
    """Whether anything is at ``path``; missing is fine (False), a folder on the way that
    cannot be entered is told with ``instead`` and gives False."""
    try:
        path.stat()
    except FileNotFoundError:
        return False
    except OSError as error:
        tell_problem(path, error, instead)
        return False
    return True


def found(path: Path, instead: str) -> bool:
    """Whether there is something at ``path`` the game may read; missing is fine (False), any
    other obstacle is told with ``instead`` and gives False (the file is left as it is)."""
    if not there(path, instead):
        return False
    if not os.access(path, os.R_OK):
        tell_problem(path, PermissionError(errno.EACCES, "Permission denied"), instead)
        return False
    return True


def usable(folder: Path, instead: str, *, make: bool = False) -> bool:
    """Whether ``folder`` can be read and written into (made first if ``make``); if not, the
    person is told, with ``instead``. A folder missing and not to be made is not usable, untold."""
    try:
        if make:
            folder.mkdir(parents=True, exist_ok=True)
        info = folder.stat()
        if not stat.S_ISDIR(info.st_mode):
            raise NotADirectoryError(errno.ENOTDIR, "Not a directory", str(folder))
    except OSError as error:
        if make or not isinstance(error, FileNotFoundError):
            tell_problem(folder, error, instead)
        return False
    if not os.access(folder, os.R_OK | os.W_OK | os.X_OK):
        tell_problem(folder, PermissionError(errno.EACCES, "Permission denied"), instead)
        return False
    return True


def listed(folder: Path, instead: str) -> list[Path]:
    """The entries of ``folder`` whose names are UTF-8 text (others are told and left out);
    none if it is missing, and none, told, if it cannot be listed."""
    try:
        paths = list(folder.iterdir())
    except FileNotFoundError:
        return []
    except OSError as error:
        tell_problem(folder, error, instead)
        return []
    out = []
    for path in paths:
        if shown(path.name) != path.name:
            tell(f"{shown(path)}: its name is not UTF-8 text.", "The game leaves it out.",
                 "Rename it to use it.")
        else:
            out.append(path)
    return out

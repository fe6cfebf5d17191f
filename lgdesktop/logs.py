"""Logging of every ``lgdesktop`` command: a rotating file in the platform's log directory,
and the console.

:func:`setup` is called once by the command line (``lgdesktop.cli.main``) before a command
runs. The file keeps INFO and above (DEBUG with ``--verbose``); the console (stderr) shows
warnings and errors (everything with ``--verbose``). A program without a console (the
windowed Windows bundle) still writes the file. ``$LGDESKTOP_LOG_DIR`` overrides the folder
(tests); a folder that cannot be written only loses the file, never the command.
"""

from __future__ import annotations

import logging
import os
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

#: Application name for platformdirs (the log folder's name).
APP_NAME = "lgdesktop"
#: Environment variable naming another log folder.
LOG_DIR_ENV = "LGDESKTOP_LOG_DIR"
#: Name of the log file in that folder.
LOG_FILE = "lgdesktop.log"
#: Size at which the file is rotated: 1 MiB holds thousands of games' worth of warnings.
MAX_BYTES = 1 << 20
#: Rotated files kept beside the current one (lgdesktop.log.1 ... .3): 4 MiB at most.
BACKUP_COUNT = 3
#: One line a record: time, level, logger, message.
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
#: The console's line without --verbose: the message alone, as the command's other lines.
CONSOLE_FORMAT = "lgdesktop: %(message)s"
#: Marks the handlers this module installed, so that a second setup replaces them.
_OURS = "_lgdesktop_handler"


def log_dir() -> Path:
    """The folder of the log file: ``$LGDESKTOP_LOG_DIR``, else the platform's user log
    folder (``~/.local/state/lgdesktop/log`` on Linux, ``%LOCALAPPDATA%\\lgdesktop\\Logs``
    on Windows, ``~/Library/Logs/lgdesktop`` on macOS)."""
    override = os.environ.get(LOG_DIR_ENV)
    if override:
        return Path(override)
    from platformdirs import user_log_path

    return user_log_path(APP_NAME, appauthor=False)


def log_path() -> Path:
    """The current log file."""
    return log_dir() / LOG_FILE


def setup(verbose: bool = False) -> Path | None:
    """Send the root logger to the rotating file and to stderr; returns the file's path, or
    None when it could not be opened (a read-only home: the command still runs)."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if getattr(h, _OURS, False)]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    formatter = logging.Formatter(FORMAT)
    path: Path | None = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        file_handler = RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8", delay=True
        )
    except OSError:
        path = None
    else:
        file_handler.setFormatter(formatter)
        _install(root, file_handler)
    if sys.stderr is not None:
        console = _Stderr()
        console.setLevel(logging.DEBUG if verbose else logging.WARNING)
        console.setFormatter(formatter if verbose else logging.Formatter(CONSOLE_FORMAT))
        _install(root, console)
    return path


class _Stderr(logging.StreamHandler):
    """A console handler that writes to the current ``sys.stderr`` (which tests and the
    windowed bundle replace after set-up), not to the stream of its creation."""

    @property
    def stream(self):  # type: ignore[override]
        return sys.stderr

    @stream.setter
    def stream(self, _value) -> None:
        pass


def _install(root: logging.Logger, handler: logging.Handler) -> None:
    setattr(handler, _OURS, True)
    root.addHandler(handler)

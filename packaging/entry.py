"""Entry point of the packaged application (PyInstaller freezes this script).

Same as the ``lgdesktop`` console script, plus what a frozen program needs:
``multiprocessing.freeze_support()`` (``simulate`` starts worker processes, which re-run this
executable on Windows and macOS), and real streams for the windowed Windows executable,
which starts with ``sys.stdout`` and ``sys.stderr`` set to None (writing a log line or a
``--version`` would raise): they go to a log file in the user's log directory instead.
"""

import multiprocessing
import sys


def _give_windowed_process_streams() -> None:
    if sys.stdout is not None and sys.stderr is not None:
        return
    from platformdirs import user_log_path

    log_dir = user_log_path("lgdesktop", appauthor=False, ensure_exists=True)
    stream = open(log_dir / "lgdesktop.log", "a", encoding="utf-8", buffering=1)  # noqa: SIM115
    sys.stdout = sys.stdout or stream
    sys.stderr = sys.stderr or stream


if __name__ == "__main__":
    multiprocessing.freeze_support()
    _give_windowed_process_streams()
    from lgdesktop.cli import main

    sys.exit(main())

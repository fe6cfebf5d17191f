"""Entry point of the packaged application (PyInstaller freezes this script).

Same as the ``lgdesktop`` console script, plus what a frozen program needs:
``multiprocessing.freeze_support()`` (``simulate`` starts worker processes, which re-run this
executable on Windows and macOS), and real streams for the windowed Windows executable,
which starts with ``sys.stdout`` and ``sys.stderr`` set to None (a ``print`` would raise):
they go to ``console.log`` in the user's log directory, rewritten at each start. The log
itself (``lgdesktop.log``, rotated) is written by ``lgdesktop.logs`` in every build.
"""

import multiprocessing
import os
import sys


def _give_windowed_process_streams() -> None:
    if sys.stdout is not None and sys.stderr is not None:
        return
    from lgdesktop.logs import log_dir

    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        stream = open(folder / "console.log", "w", encoding="utf-8", buffering=1)  # noqa: SIM115
    except OSError:  # an unwritable profile: lose the console, never the app
        stream = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    sys.stdout = sys.stdout or stream
    sys.stderr = sys.stderr or stream


if __name__ == "__main__":
    multiprocessing.freeze_support()
    _give_windowed_process_streams()
    from lgdesktop.cli import main

    sys.exit(main())

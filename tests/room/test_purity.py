"""The room core is sans-I/O: importing it loads no network, event loop, database or Qt."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_room_core_imports_no_io_library():
    code = (
        "import sys, lgdesktop.room; "
        "bad = [m for m in ('asyncio', 'websockets', 'zeroconf', 'PySide6', 'socket', "
        "'lgdesktop.net', 'sqlite3', 'qasync') if m in sys.modules]; print(bad)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[]"

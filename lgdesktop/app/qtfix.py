"""A work-around for a reference-count bug of PySide6 6.12 on Python 3.11.

In PySide6 6.12.0 every ``SignalInstance.emit()`` made from Python returns ``True`` without
taking a reference to it, so each emit drops one reference to ``True``. After a few hundred
emits (ours, or qasync's ``call_soon_threadsafe`` signaller) the interpreter aborts with
"Fatal Python error: bool_dealloc". Python 3.12 made ``True`` immortal, which hides the bug.

:func:`apply` detects the bug with one probe emit and, only when it is present, gives
``True`` a reference count so large that no run can exhaust it — what Python 3.12 does.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

#: References granted to ``True`` when the bug is present (2**40: no run emits that often).
SPARE_REFERENCES = 1 << 40


class _Probe(QObject):
    ping = Signal()


def emit_loses_reference() -> bool:
    """True if a Python-side ``emit()`` drops a reference to ``True`` (the 6.12.0 bug)."""
    probe = _Probe()
    before = sys.getrefcount(True)
    probe.ping.emit()
    lost = sys.getrefcount(True) < before
    if lost:
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))  # give back the probe's loss
    return lost


def apply() -> bool:
    """Protect ``True`` if the bug is present; returns whether it was."""
    if sys.version_info >= (3, 12) or not emit_loses_reference():
        return False
    ctypes.c_ssize_t.from_address(id(True)).value += SPARE_REFERENCES
    return True

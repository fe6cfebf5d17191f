"""A work-around for reference-count bugs of PySide6 6.12 on Python 3.11.

In PySide6 6.12.0, on Python 3.11, calls made from Python forget to take a reference to
the singleton they return: every call of a ``void`` method (``QTimer.start``,
``QObject.setObjectName``, ``beginResetModel`` ...) drops one reference to ``None``, and
every ``SignalInstance.emit()`` drops one to ``True``. After a few thousand calls the
interpreter aborts with "Fatal Python error: none_dealloc" (or ``bool_dealloc``). Python
3.12 made these singletons immortal, which hides the bug.

:func:`apply` detects the bug with two probe calls and, only when it is present, gives
``None``, ``True`` and ``False`` reference counts so large that no run can exhaust them —
what Python 3.12 does.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

#: References granted to each singleton when the bug is present (2**40: no run calls Qt
#: that often).
SPARE_REFERENCES = 1 << 40


class _Probe(QObject):
    ping = Signal()


def _loses(singleton: object, call) -> bool:
    """True if ``call()`` drops a reference to ``singleton`` (which is then given back)."""
    before = sys.getrefcount(singleton)
    call()
    lost = sys.getrefcount(singleton) < before
    if lost:
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(singleton))
    return lost


def calls_lose_references() -> bool:
    """True if Python calls into Qt drop references to ``None`` or ``True`` (6.12.0 bug)."""
    probe = _Probe()
    return _loses(None, lambda: probe.setObjectName("probe")) or _loses(True, probe.ping.emit)


def apply() -> bool:
    """Protect ``None``, ``True`` and ``False`` if the bug is present; returns whether it was."""
    if sys.version_info >= (3, 12) or not calls_lose_references():
        return False
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += SPARE_REFERENCES
    return True

"""Start-up and shutdown of the Qt application on a qasync event loop.

The pattern follows docs/PITFALLS: the style is fixed before any QML is loaded, the loop is
``asyncio.Runner(loop_factory=QEventLoop)``, closing the last window does not stop the loop
by itself (``setQuitOnLastWindowClosed(False)``) but sets :attr:`Session.closed`, after which
the caller's coroutine awaits its own shutdown and returns an exit code (Ctrl+C or SIGTERM
close the windows the same way). Every exception that
reaches ``sys.excepthook`` (Python slots called from QML, ``@asyncSlot`` bodies) or the asyncio
loop (failed tasks) is logged and shown by :class:`ErrorReporter`.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import signal
import sys
import traceback
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_API", "pyside6")  # qasync must bind to PySide6 (qasync #23)

import qasync
from PySide6.QtCore import Property, QCoreApplication, QEvent, QObject, QUrl, Signal, Slot
from PySide6.QtQml import QmlElement, QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle
from PySide6.QtWidgets import QApplication

from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..texts.i18n import language
from . import sound as _sound  # noqa: F401  (registers SoundSettings for QML)
from .images import ArtProvider, QrProvider
from .paths import UI_DIR, qml_file

log = logging.getLogger(__name__)

#: The Qt Quick Controls style, fixed so that every OS and every screenshot looks the same.
STYLE = "Basic"
#: Longest error text shown in a window (the full traceback goes to the log).
MAX_SHOWN_ERROR = 300
#: Longest wait for a window's first frame with ``--screenshot``, in seconds (it comes in
#: under a second here, a few on a slow CI runner with Qt's software renderer).
FIRST_FRAME_TIMEOUT_S = 60.0


@QmlElement
class ErrorReporter(QObject):
    """Logs every uncaught exception and exposes the last one to QML (``message``).

    ``report`` is installed as ``sys.excepthook`` and as the asyncio loop's exception
    handler; windows show ``message`` in a banner until the user dismisses it.
    """

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._message = ""
        self.count = 0

    def report(self, exc_type: type[BaseException], exc: BaseException, tb: Any) -> None:
        """Log the exception with its traceback and show its one-line summary."""
        log.error(
            "uncaught exception:\n%s",
            "".join(traceback.format_exception(exc_type, exc, tb)).rstrip(),
        )
        self.count += 1
        self._message = f"{exc_type.__name__}: {exc}"[:MAX_SHOWN_ERROR]
        self.changed.emit()

    def loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        """asyncio's exception handler: a failed task or callback is reported, not lost."""
        exc = context.get("exception")
        if exc is None:
            log.error("asyncio: %s", context.get("message"))
            return
        self.report(type(exc), exc, exc.__traceback__)

    @Slot()
    def dismiss(self) -> None:
        self._message = ""
        self.changed.emit()

    @Property(str, notify=changed)
    def message(self) -> str:
        return self._message


def application() -> QApplication:
    """The process's QApplication (created once), with the fixed style and no auto-quit."""
    QQuickStyle.setStyle(STYLE)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("lgdesktop")
    app.setOrganizationName("lgdesktop")
    app.setQuitOnLastWindowClosed(False)
    return app


def run(main: Callable[[ErrorReporter], Coroutine[Any, Any, int]]) -> int:
    """Run ``main(reporter)`` on a qasync loop and return its exit code.

    The previous ``sys.excepthook`` is restored afterwards (tests run several apps), and the
    closed loop's garbage is collected before returning: qasync's timer and signaller are Qt
    objects held in reference cycles, and a later automatic collection could destroy them at
    any moment — in the middle of the next window's load, or from a thread that happens to
    allocate (an image provider's, zeroconf's) — where deleting a Qt object is unsafe.
    """
    app = application()
    reporter = ErrorReporter()
    previous_hook = sys.excepthook
    sys.excepthook = reporter.report
    try:
        with asyncio.Runner(loop_factory=lambda: qasync.QEventLoop(app)) as runner:
            runner.get_loop().set_exception_handler(reporter.loop_exception)
            return runner.run(main(reporter))
    finally:
        sys.excepthook = previous_hook
        gc.collect()


class Tasks:
    """The coroutines a session started: failures are reported, shutdown cancels them all."""

    def __init__(self, reporter: ErrorReporter):
        self.reporter = reporter
        self._tasks: set[asyncio.Task] = set()

    def spawn(self, coro: Coroutine[Any, Any, Any], name: str) -> asyncio.Task:
        """Start ``coro`` now; an exception it raises is reported (never swallowed)."""
        task = asyncio.get_running_loop().create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (exc := task.exception()) is not None:
            self.reporter.report(type(exc), exc, exc.__traceback__)

    async def async_cancel_all(self) -> None:
        """Cancel every running task and wait until each has finished."""
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


class Session:
    """One QML engine, its windows, and the event set when the last window closes.

    With ``screenshot`` (a ``.png`` path: ``--screenshot``), the first window opened is
    saved there once it has drawn its first frame, then every window is closed.
    """

    def __init__(self, reporter: ErrorReporter, *, screenshot: Path | None = None):
        self.reporter = reporter
        self.screenshot = screenshot
        self.engine = QQmlApplicationEngine()
        self.engine.addImportPath(str(UI_DIR))
        self.engine.addImageProvider("qr", QrProvider())
        self.engine.addImageProvider("art", ArtProvider())
        language().attach(self.engine)
        self.warnings: list[str] = []
        self.engine.warnings.connect(self._on_warnings)
        self.windows: list[QQuickWindow] = []
        #: The objects handed to QML, kept alive until the engine is gone.
        self.handed: list[dict[str, Any]] = []
        self.closed = asyncio.Event()
        self.tasks = Tasks(reporter)
        self._signals: list[int] = []

    def _catch_signals(self) -> None:
        """Make Ctrl+C and SIGTERM close the windows cleanly (once the loop runs: a session
        may be built before it starts; Windows has no loop signal handlers)."""
        if self._signals:
            return
        with contextlib.suppress(RuntimeError, NotImplementedError):
            loop = asyncio.get_running_loop()
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(signum, self.close_all)
                self._signals.append(signum)

    def _on_warnings(self, warnings: list) -> None:
        for warning in warnings:
            self.warnings.append(warning.toString())
            log.warning("QML: %s", warning.toString())

    def open(self, name: str, properties: dict[str, Any]) -> QQuickWindow:
        """Load ``ui/LgUi/<name>.qml`` (a Window) with its required properties and show it."""
        self._catch_signals()
        self.handed.append(properties)
        self.engine.setInitialProperties(properties)
        before = len(self.engine.rootObjects())
        self.engine.load(QUrl.fromLocalFile(str(qml_file(name))))
        roots = self.engine.rootObjects()
        if len(roots) == before:
            raise RuntimeError(f"{name}.qml did not load: {'; '.join(self.warnings)}")
        window = roots[-1]
        self.windows.append(window)
        window.visibleChanged.connect(self._on_visibility)
        if self.screenshot is not None and len(self.windows) == 1:
            self._save_first_frame(window)
        return window

    def _save_first_frame(self, window: QQuickWindow) -> None:
        """Save ``window`` to :attr:`screenshot` after its first frame, then close every
        window; an error on the way (no frame within :data:`FIRST_FRAME_TIMEOUT_S`, a file
        that cannot be written) is reported, and the windows close all the same."""
        loop = asyncio.get_running_loop()
        drawn = asyncio.Event()
        # Connected before the loop runs again: the first frame cannot come before.
        window.frameSwapped.connect(lambda: loop.call_soon_threadsafe(drawn.set))

        async def async_save() -> None:
            try:
                await asyncio.wait_for(drawn.wait(), FIRST_FRAME_TIMEOUT_S)
                grab(window, self.screenshot)
            except (OSError, TimeoutError) as error:  # reported before the windows close
                self.reporter.report(type(error), error, error.__traceback__)
            self.close_all()

        self.tasks.spawn(async_save(), "screenshot")

    def _on_visibility(self) -> None:
        if not any(window.isVisible() for window in self.windows):
            self.closed.set()

    def close_all(self) -> None:
        """Close every window (which sets :attr:`closed`)."""
        for window in self.windows:
            window.close()
        self.closed.set()

    async def async_shutdown(self) -> None:
        """Cancel the session's tasks, then :meth:`release` the windows and the engine."""
        await self.tasks.async_cancel_all()
        self.release()

    def release(self) -> None:
        """Destroy the windows and the QML engine before the objects handed to QML (so no
        binding ever reads a deleted model)."""
        if self._signals:
            loop = asyncio.get_running_loop()
            for signum in self._signals:
                loop.remove_signal_handler(signum)
        for window in self.windows:
            window.visibleChanged.disconnect(self._on_visibility)
            window.close()
        self.windows.clear()
        for root in self.engine.rootObjects():
            root.deleteLater()
        self.engine.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        self.handed.clear()


def grab(window: QQuickWindow, path: Path) -> None:
    """Save what ``window`` shows now as a PNG at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not window.grabWindow().save(str(path)):
        raise OSError(f"could not write the screenshot {path}")

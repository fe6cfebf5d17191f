"""Start-up and shutdown: exceptions are logged and shown, closing the last window ends
the loop cleanly with no task left behind."""

from __future__ import annotations

import asyncio
import gc
import logging
import signal

from PySide6.QtCore import QObject, QTimer, QUrl
from PySide6.QtQml import QQmlComponent

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.app.workarounds.qtfix import calls_lose_references


def test_an_exception_in_a_slot_is_logged_and_shown(app, english, caplog):
    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        board = BoardModel()  # a spectator board: admin slots refuse
        component = QQmlComponent(session.engine)
        component.setData(
            b"import QtQuick\nimport LgModels\nItem {\n"
            b"    required property BoardModel board\n"
            b"    Component.onCompleted: board.start()\n}",
            QUrl(),
        )
        item = component.createWithInitialProperties({"board": board})
        assert item is not None
        await session.async_shutdown()
        return reporter.count

    with caplog.at_level(logging.ERROR):
        assert runtime.run(main) == 1
    assert "PermissionError: this board does not hold the host's admin token" in caplog.text


def test_a_failed_task_is_reported_and_shown(app, caplog):
    shown: list[str] = []

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        reporter.changed.connect(lambda: shown.append(reporter.message))

        async def fail() -> None:
            raise ValueError("the host went away")

        task = session.tasks.spawn(fail(), "failing")
        await asyncio.gather(task, return_exceptions=True)
        await asyncio.sleep(0)
        await session.async_shutdown()
        return reporter.count

    with caplog.at_level(logging.ERROR):
        assert runtime.run(main) == 1
    assert shown == ["ValueError: the host went away"]
    assert "the host went away" in caplog.text


def test_closing_the_last_window_shuts_down_cleanly(app, english, caplog):
    left: list[set] = []

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        session.open(
            "BoardWindow", {"board": BoardModel(), "errors": reporter, "language": language()}
        )
        session.tasks.spawn(asyncio.sleep(3600), "a long wait")
        QTimer.singleShot(50, lambda: session.windows[0].close())
        await session.closed.wait()
        await session.async_shutdown()
        left.append(asyncio.all_tasks() - {asyncio.current_task()})
        return reporter.count

    with caplog.at_level(logging.WARNING):
        assert runtime.run(main) == 0
    assert left == [set()]
    assert "Event loop stopped" not in caplog.text and "Task was destroyed" not in caplog.text


def test_the_refcount_work_around_is_in_force(app):
    """Whatever PySide6 does, calling into Qt many times must not kill the interpreter."""
    from PySide6.QtCore import QObject

    probe = QObject()
    for _ in range(100_000):
        probe.setObjectName("x")
    assert isinstance(calls_lose_references(), bool)


def test_a_termination_signal_closes_the_windows_cleanly(app, english):
    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        session.open(
            "BoardWindow", {"board": BoardModel(), "errors": reporter, "language": language()}
        )
        asyncio.get_running_loop().call_later(0.05, signal.raise_signal, signal.SIGTERM)
        await asyncio.wait_for(session.closed.wait(), 5)
        await session.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0


def test_ctrl_c_closes_a_session_built_before_the_loop_runs(app, english):
    """The commands build their session before the loop starts (``run_board``): Ctrl+C
    must still close its windows cleanly, not end in a KeyboardInterrupt."""

    async def board(session: runtime.Session) -> int:
        session.open(
            "BoardWindow",
            {"board": BoardModel(), "errors": session.reporter, "language": language()},
        )
        asyncio.get_running_loop().call_later(0.05, signal.raise_signal, signal.SIGINT)
        await asyncio.wait_for(session.closed.wait(), 5)
        await session.async_shutdown()
        return session.reporter.count

    assert runtime.run(lambda reporter: board(runtime.Session(reporter))) == 0


def test_the_closed_loop_leaves_no_qt_object_for_a_later_collection(app):
    """Once ``run`` returns, no Qt object of its loop is left in a reference cycle: an
    automatic collection later (in another window's load, in another thread) would delete
    it at an unsafe moment."""

    async def main(reporter: runtime.ErrorReporter) -> int:
        await asyncio.sleep(0)
        return 0

    def qasync_objects() -> list[QObject]:
        return [
            o
            for o in gc.get_objects()
            if isinstance(o, QObject) and type(o).__module__.startswith("qasync")
        ]

    gc.collect()  # earlier tests' garbage, whatever made it
    gc.disable()  # from here, only run's own collection may free the loop's cycles
    try:
        before = {id(o) for o in qasync_objects()}
        assert runtime.run(main) == 0
        left = [o for o in qasync_objects() if id(o) not in before]
    finally:
        gc.enable()
    assert left == []

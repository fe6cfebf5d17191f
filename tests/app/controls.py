"""Driving windows like a person: real mouse clicks and key presses on named controls."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from lgdesktop.app.models.joining import JoinModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell.runtime import Session
from lgdesktop.app.texts.i18n import language

#: Longest wait for a window a session opens by itself (the join window), in seconds.
WINDOW_TIMEOUT = 10.0


def player_window(session: Session, player: PlayerModel, **properties: object) -> QQuickWindow:
    """A laptop's window on ``player``, past the join form (joined), with the window's
    other ``properties`` (a size)."""
    join = JoinModel(discovery=False)
    join.update_joined()
    context = {"player": player, "join": join, "errors": session.reporter, "language": language()}
    return session.open("PlayerWindow", context | properties)


async def async_join_window(
    session: Session, **options: object
) -> tuple[QQuickWindow, asyncio.Future[int]]:
    """Start the app's join session on ``session`` (``launch.async_join_session`` with
    ``options``) and return its window once open, with the session's future (close the
    window, then await it)."""
    from lgdesktop.app.shell import launch

    opened = asyncio.Event()
    open_window = session.open

    def open_and_tell(*args):
        window = open_window(*args)
        opened.set()
        return window

    session.open = open_and_tell
    joining = asyncio.ensure_future(launch.async_join_session(session, **options))
    await asyncio.wait_for(opened.wait(), WINDOW_TIMEOUT)
    return session.windows[0], joining


def local_window(session: Session, table) -> QQuickWindow:
    """The one-screen window of ``table`` (a ``LocalTable``: its model, board and player)."""
    context = {"local": table.model, "board": table.board, "player": table.player}
    return session.open(
        "LocalWindow", context | {"errors": session.reporter, "language": language()}
    )


def item(window: QQuickWindow, name: str) -> QQuickItem:
    """The visible item called ``name`` (searched in the visual tree: a Repeater's items
    have no QObject parent)."""
    stack = [window.contentItem()]
    while stack:
        current = stack.pop()
        if current.objectName() == name and current.isVisible():
            return current
        stack.extend(current.childItems())
    raise AssertionError(f"no visible {name!r} in the window")


def find(root: QQuickItem, name: str) -> QQuickItem | None:
    """The first item called ``name`` under ``root`` (visible or not), or None."""
    for child in root.childItems():
        if child.objectName() == name:
            return child
        found = find(child, name)
        if found is not None:
            return found
    return None


def find_all(root: QQuickItem, name: str) -> list[QQuickItem]:
    """Every item called ``name`` under ``root``, in tree order."""
    found = []
    for child in root.childItems():
        if child.objectName() == name:
            found.append(child)
        found.extend(find_all(child, name))
    return found


def scene_rect(target: QQuickItem) -> QRectF:
    """``target``'s rectangle in the window's coordinates."""
    return target.mapRectToScene(QRectF(0, 0, target.width(), target.height()))


def click_on(window: QQuickWindow, target: QQuickItem) -> None:
    """A real mouse click in the middle of ``target``, its effects processed."""
    QTest.mouseClick(
        window,
        Qt.MouseButton.LeftButton,
        pos=target.mapToScene(target.boundingRect().center()).toPoint(),
    )
    QCoreApplication.processEvents()


async def async_click(window: QQuickWindow, name: str) -> None:
    """:func:`click` from the loop itself, as a user's click comes: a click processes Qt
    events, which must not happen inside a running task (qasync would nest tasks)."""
    done = asyncio.get_running_loop().create_future()

    def run() -> None:
        try:
            click(window, name)
            done.set_result(None)
        except BaseException as error:  # the test's assertion, passed to the test
            done.set_exception(error)

    asyncio.get_running_loop().call_soon(run)
    await done


def click(window: QQuickWindow, name: str) -> None:
    """A real mouse click in the middle of the named control."""
    target = item(window, name)
    assert target.isVisible() and target.isEnabled(), name
    centre = target.mapToScene(QPointF(target.width() / 2, target.height() / 2))
    QTest.mouseClick(
        window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre.toPoint()
    )


async def async_type(window: QQuickWindow, name: str, text: str) -> None:
    """Focus the named field with a click, then type ``text`` on the keyboard."""
    await async_click(window, name)
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(
                window, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char)
            )

"""Whether a window's items fit it: none sticks out of its parent, a control lies whole in
the window (for windows drawn on a scaled design canvas, at any window size)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtQuick import QQuickItem, QQuickWindow

from .controls import item
from .layout_kit import class_name

#: Pixels an item may stick out of its parent (rounding of the scaled canvas).
TOLERANCE = 1.0


def escaping(parent: QQuickItem) -> list[str]:
    """Every visible item under ``parent`` that sticks out of its own parent (so, of the
    window, for the items under its content item): a panel's button pushed past the
    panel's edge, a title wider than its column."""
    bad = []
    for child in parent.childItems():
        if not child.isVisible() or child.width() <= 0 or child.height() <= 0:
            continue
        box = child.mapRectToItem(parent, QRectF(0, 0, child.width(), child.height()))
        if (
            box.left() < -TOLERANCE
            or box.top() < -TOLERANCE
            or box.right() > parent.width() + TOLERANCE
            or box.bottom() > parent.height() + TOLERANCE
        ):
            label = child.property("text") or child.objectName() or class_name(child)
            bad.append(f"{label!r} at {box.getRect()} in {parent.width()}x{parent.height()}")
        bad.extend(escaping(child))
    return bad


def on_screen(window: QQuickWindow, name: str) -> bool:
    """Whether the visible item ``name`` lies whole inside ``window``."""
    target = item(window, name)
    box = target.mapRectToScene(QRectF(0, 0, target.width(), target.height()))
    return (
        QRectF(0, 0, window.width(), window.height())
        .adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE)
        .contains(box)
    )

"""Where each window opens: sized for the screen it opens on, never larger than its area.

Every window opener (the launcher, ``host``, ``join``, the one-screen table, the demo) asks
:func:`window_properties` for the initial geometry of its window, so one rule decides for
all of them. The rule itself is the pure :func:`plan_window`, from the screen's available
geometry (the screen less its panels and docks, ``QScreen.availableGeometry``) to the
window's geometry: tested over the screens people have (1280x720 to 3840x2160).

What a window draws inside that geometry is the QML side's business: each window draws a
design canvas that grows to the window's aspect ratio and is scaled to fill it
(``ui/LgUi/DesignCanvas.qml``), so any geometry chosen here shows every control.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtGui import QGuiApplication, QScreen, QWindow
from PySide6.QtQuick import QQuickWindow

from .runtime import Session

#: The design size of the launcher and of a player's laptop window (their canvas, 16:10).
LAPTOP_SIZE = (1280, 800)
#: The design size of the TV board and of the one-screen table (their canvas, 16:9).
TV_SIZE = (1920, 1080)
#: Room kept around a window that opens at its own size, for the title bar and borders the
#: window manager adds outside the geometry (a title bar is 24 to 40 px on the desktops we
#: know): a window whose design size does not fit with it opens maximised instead.
FRAME_ALLOWANCE = (16, 48)
#: Share of the available area a window that fits grows to (each way): large enough to
#: read from arm's length on a big screen, small enough to stay a window beside others.
WINDOW_SHARE = 0.8


class Geometry(NamedTuple):
    """A rectangle in the desktop's logical pixels (``x``, ``y`` of its top-left corner)."""

    x: int
    y: int
    width: int
    height: int


class WindowPlan(NamedTuple):
    """How a window opens: its normal ``geometry``, and whether it opens ``maximised``
    (then the window manager gives it the available area; ``geometry`` is that area,
    kept as the size it returns to)."""

    geometry: Geometry
    maximised: bool


def plan_window(
    available: Geometry, design: tuple[int, int], *, maximise: bool = False
) -> WindowPlan:
    """The window for a screen whose available area is ``available``.

    A window whose ``design`` size (plus :data:`FRAME_ALLOWANCE`) fits opens centred in
    the area, at its design size grown to :data:`WINDOW_SHARE` of the area while it keeps
    the design's aspect ratio; otherwise (or with ``maximise``) it opens maximised over
    the area. Either way the geometry lies inside ``available``.
    """
    width, height = design
    room_width = available.width - FRAME_ALLOWANCE[0]
    room_height = available.height - FRAME_ALLOWANCE[1]
    if maximise or width > room_width or height > room_height:
        return WindowPlan(available, True)
    grow = max(
        1.0, min(available.width * WINDOW_SHARE / width, available.height * WINDOW_SHARE / height)
    )
    width, height = round(width * grow), round(height * grow)
    x = available.x + (available.width - width) // 2
    y = available.y + (available.height - height) // 2
    return WindowPlan(Geometry(x, y, width, height), False)


def available_geometry(screen: QScreen) -> Geometry:
    """``screen``'s available area (less its panels and docks)."""
    area = screen.availableGeometry()
    return Geometry(area.x(), area.y(), area.width(), area.height())


def window_properties(
    design: tuple[int, int],
    screen: QScreen | None = None,
    *,
    maximise: bool = False,
    exact: bool = False,
) -> dict[str, Any]:
    """The initial properties (``x``, ``y``, ``width``, ``height``, ``visibility``) that open
    a QML window on ``screen`` (default: the primary screen) as :func:`plan_window` says;
    with ``exact``, only the ``design`` size, whatever the screen (screenshots of a known
    size)."""
    if exact:
        return {"width": design[0], "height": design[1]}
    screen = screen or QGuiApplication.primaryScreen()
    plan = plan_window(available_geometry(screen), design, maximise=maximise)
    x, y, width, height = plan.geometry
    visibility = QWindow.Visibility.Maximized if plan.maximised else QWindow.Visibility.Windowed
    return {"x": x, "y": y, "width": width, "height": height, "visibility": visibility}


def open_window(
    session: Session,
    name: str,
    properties: dict[str, Any],
    design: tuple[int, int],
    *,
    screen: QScreen | None = None,
    maximise: bool = False,
    exact: bool = False,
) -> QQuickWindow:
    """Open ``ui/LgUi/<name>.qml`` with ``properties`` (:meth:`Session.open`), placed on
    ``screen`` (default: the primary screen) by :func:`window_properties`. The position
    puts it on that screen on most systems; it is moved there after loading too."""
    screen = screen or QGuiApplication.primaryScreen()
    placed = window_properties(design, screen, maximise=maximise, exact=exact)
    window = session.open(name, {**properties, **placed})
    if window.screen() is not screen:
        window.setScreen(screen)
    return window

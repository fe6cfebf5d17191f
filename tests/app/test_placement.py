"""Where windows open: sized for the screen they open on, never larger than its area."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication, QWindow

from lgdesktop.app.shell.placement import (
    FRAME_ALLOWANCE,
    LAPTOP_SIZE,
    TV_SIZE,
    Geometry,
    WindowPlan,
    available_geometry,
    plan_window,
    window_properties,
)

#: Screens people have, each less a 32 px panel at the top (as most desktops keep one),
#: and placed right of a 1920 px primary screen (a second screen's area does not start at
#: the origin).
SCREENS = [
    Geometry(1920, 32, width, height - 32)
    for width, height in ((1280, 720), (1366, 768), (1280, 800), (1920, 1080), (3840, 2160))
]


def inside(inner: Geometry, outer: Geometry) -> bool:
    return (
        outer.x <= inner.x
        and outer.y <= inner.y
        and inner.x + inner.width <= outer.x + outer.width
        and inner.y + inner.height <= outer.y + outer.height
    )


@pytest.mark.parametrize("design", [LAPTOP_SIZE, TV_SIZE])
@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.width}x{s.height + 32}")
def test_a_window_never_outgrows_the_area_of_its_screen(screen, design):
    for maximise in (False, True):
        plan = plan_window(screen, design, maximise=maximise)
        assert inside(plan.geometry, screen)
        if not plan.maximised:  # at least its design size, with room for the title bar
            assert plan.geometry.width >= design[0] and plan.geometry.height >= design[1]
            assert plan.geometry.width + FRAME_ALLOWANCE[0] <= screen.width
            assert plan.geometry.height + FRAME_ALLOWANCE[1] <= screen.height


def test_a_laptop_window_opens_maximised_where_its_design_does_not_fit():
    # The launcher at 1280x800 on a 1280x800 laptop was taller than the screen less its
    # panel: its Host button ran off the bottom.
    for width, height in ((1280, 720), (1366, 768), (1280, 800)):
        area = Geometry(0, 32, width, height - 32)
        assert plan_window(area, LAPTOP_SIZE) == WindowPlan(area, True)


def test_a_window_that_fits_opens_centred_and_grown_to_a_share_of_the_screen():
    area = Geometry(0, 0, 1920, 1080)
    assert plan_window(area, LAPTOP_SIZE) == WindowPlan(Geometry(269, 108, 1382, 864), False)
    tv = Geometry(1920, 0, 3840, 2160)
    assert plan_window(tv, TV_SIZE) == WindowPlan(Geometry(2304, 216, 3072, 1728), False)


def test_the_one_screen_table_on_a_laptop_opens_maximised():
    # It opened at 1920x1080 on a 1280x800 laptop, its Start button off the screen.
    laptop = Geometry(0, 0, 1280, 770)
    assert plan_window(laptop, TV_SIZE) == WindowPlan(laptop, True)
    big = Geometry(0, 0, 3840, 2120)
    assert plan_window(big, TV_SIZE, maximise=True) == WindowPlan(big, True)


def test_the_window_properties_place_a_window_on_the_screen(app):
    screen = QGuiApplication.primaryScreen()
    area = available_geometry(screen)
    plan = plan_window(area, LAPTOP_SIZE)
    properties = window_properties(LAPTOP_SIZE, screen)
    assert Geometry(*(properties[key] for key in ("x", "y", "width", "height"))) == plan.geometry
    expected = QWindow.Visibility.Maximized if plan.maximised else QWindow.Visibility.Windowed
    assert properties["visibility"] == expected
    assert window_properties(TV_SIZE, screen, exact=True) == {"width": 1920, "height": 1080}

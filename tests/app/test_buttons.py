"""Buttons stay readable: dark text on a light face, light text on a dark one (the center
cards and *Start again* of a one_night night, the − of the TV lobby were dark on dark)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor
from PySide6.QtQml import QQmlComponent

from lgdesktop.app.shell.runtime import UI_DIR

#: A document "in" the LgUi folder, so that its components resolve as they do for the app's.
HERE = QUrl.fromLocalFile(str(UI_DIR / "LgUi" / "inline_test.qml"))
BUTTON = b"""
import QtQuick
ActionButton { text: "x"; accent: Theme.%s; enabled: %s }
"""


@pytest.mark.parametrize(
    ("accent", "text"),
    [
        ("surfaceHigh", "text"),
        ("outline", "text"),
        ("village", "background"),
        ("wolves", "background"),
        ("good", "background"),
        ("highlight", "background"),
        ("danger", "background"),
    ],
)
def test_an_enabled_button_reads_against_its_face(session, accent, text):
    component = QQmlComponent(session.engine)
    component.setData(BUTTON % (accent.encode(), b"true"), HERE)
    button = component.create()
    assert button is not None, component.errorString()
    theme = {"text": QColor("#f6f2e8"), "background": QColor("#0d1321")}
    assert button.property("contentItem").property("color") == theme[text]


def test_a_disabled_button_is_muted(session):
    component = QQmlComponent(session.engine)
    component.setData(BUTTON % (b"surfaceHigh", b"false"), HERE)
    button = component.create()
    assert button is not None, component.errorString()
    assert button.property("contentItem").property("color") == QColor("#b3bccf")

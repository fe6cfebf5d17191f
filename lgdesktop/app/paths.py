"""Where the app finds its QML (``ui/``) and its resources (art, translations)."""

from __future__ import annotations

from pathlib import Path

#: The source tree's root (ui/ and resources/ sit beside the ``lgdesktop`` package).
ROOT = Path(__file__).resolve().parents[2]
#: The QML import path: holds the ``LgUi`` module.
UI_DIR = ROOT / "ui"
#: The QML module of the app's screens and components.
QML_DIR = UI_DIR / "LgUi"
RESOURCES_DIR = ROOT / "resources"
TRANSLATIONS_DIR = RESOURCES_DIR / "translations"
ROLE_ART_DIR = RESOURCES_DIR / "roles"


def qml_file(name: str) -> Path:
    """The path of ``ui/LgUi/<name>.qml``."""
    return QML_DIR / f"{name}.qml"

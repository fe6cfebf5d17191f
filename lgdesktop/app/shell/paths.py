"""Where the app finds its QML (``ui/``) and its resources (art, translations).

Two layouts hold them: a clone (and the PyInstaller bundle) keeps ``ui/`` and ``resources/``
beside the ``lgdesktop`` package; an installed wheel keeps them inside it (``lgdesktop/ui``,
``lgdesktop/resources``: pyproject's ``force-include``). The package's own copy wins.
"""

from __future__ import annotations

from pathlib import Path

#: The ``lgdesktop`` package's folder.
PACKAGE_DIR = Path(__file__).resolve().parents[2]
#: The source tree's root (a clone; the translation tool scans its sources from here).
ROOT = PACKAGE_DIR.parent
#: The folder that holds ``ui/`` and ``resources/``: the package itself when installed.
DATA_DIR = PACKAGE_DIR if (PACKAGE_DIR / "ui").is_dir() else ROOT
#: The QML import path: holds the ``LgUi`` module.
UI_DIR = DATA_DIR / "ui"
#: The QML module of the app's screens and components.
QML_DIR = UI_DIR / "LgUi"
RESOURCES_DIR = DATA_DIR / "resources"
TRANSLATIONS_DIR = RESOURCES_DIR / "translations"
ROLE_ART_DIR = RESOURCES_DIR / "roles"


def qml_file(name: str) -> Path:
    """The path of ``ui/LgUi/<name>.qml``."""
    return QML_DIR / f"{name}.qml"

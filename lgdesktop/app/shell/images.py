"""Image providers for QML: ``image://qr/<url-encoded text>`` and ``image://art/<path>``.

``qr`` draws a QR code (segno) of the text; ``art`` renders ``resources/<path>.svg`` at the
size QML asks for, so emblems stay sharp at any scale. A character from outside the product
brings its emblem through :func:`register_emblems`, which ``art`` reads first for
``roles/<id>``; a role with no emblem either way gets the face-down card.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import unquote

import segno
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtQuick import QQuickImageProvider

from .paths import RESOURCES_DIR, ROLE_ART_DIR

#: Pixel size of an image when QML does not ask for one.
DEFAULT_SIZE = 256
#: The art of a role an edition has but that has no emblem of its own yet (a role of a
#: new edition): the face-down card.
UNDRAWN_ROLE = "roles/hidden"
#: Modules of quiet zone around a QR code (the standard asks for 4; our frame adds more).
QR_BORDER = 2
#: The art id of a role's emblem, before its role id (``Emblem.qml`` asks for it).
ROLE_ART = "roles/"

#: The emblems of characters from outside the product, by role id: SVG files a plug-in
#: ships (filled through :func:`register_emblems` only; a product role's emblem is
#: ``resources/roles/<id>.svg``).
EMBLEMS: dict[str, Path] = {}


def register_emblems(emblems: Mapping[str, Path]) -> None:
    """Give characters from outside the product their emblems: role id -> SVG file.

    Like a text, an emblem has one home: a role id already registered, or one the product
    draws itself (``resources/roles/<id>.svg``), is a ValueError, and so is a file that does
    not exist; a refused registration adds nothing.
    """
    clash = sorted(
        role for role in emblems if role in EMBLEMS or (ROLE_ART_DIR / f"{role}.svg").is_file()
    )
    if clash:
        raise ValueError(f"emblems of {', '.join(clash)} registered twice")
    missing = sorted(str(path) for path in emblems.values() if not Path(path).is_file())
    if missing:
        raise ValueError(f"no emblem file {', '.join(missing)}")
    EMBLEMS.update({role: Path(path).resolve() for role, path in emblems.items()})


class QrProvider(QQuickImageProvider):
    """QR codes of texts (the board's join address and code)."""

    def __init__(self) -> None:
        super().__init__(QQuickImageProvider.ImageType.Image)

    def requestImage(self, id: str, size: QSize, requested: QSize) -> QImage:
        buffer = io.BytesIO()
        side = max(requested.width(), requested.height(), DEFAULT_SIZE)
        code = segno.make(unquote(id), error="m")
        modules = code.symbol_size(border=QR_BORDER)[0]
        code.save(buffer, kind="png", scale=max(1, side // modules), border=QR_BORDER)
        image = QImage.fromData(buffer.getvalue(), "PNG")
        size.setWidth(image.width())
        size.setHeight(image.height())
        return image


def art_file(id: str) -> Path:
    """The SVG file of art ``id`` (a path under ``resources/`` without the extension):
    a registered emblem for ``roles/<id>`` first, then the product's own file; the
    face-down card for a role with neither. FileNotFoundError for anything else, and for a
    path that leaves ``resources/``."""
    if id.startswith(ROLE_ART) and id.removeprefix(ROLE_ART) in EMBLEMS:
        return EMBLEMS[id.removeprefix(ROLE_ART)]
    path = (RESOURCES_DIR / f"{id}.svg").resolve()
    if RESOURCES_DIR.resolve() not in path.parents:
        raise FileNotFoundError(f"no art {id!r} under {RESOURCES_DIR}")
    if not path.is_file() and path.parent == ROLE_ART_DIR.resolve():
        path = (RESOURCES_DIR / f"{UNDRAWN_ROLE}.svg").resolve()
    if not path.is_file():
        raise FileNotFoundError(f"no art {id!r} under {RESOURCES_DIR}")
    return path


class ArtProvider(QQuickImageProvider):
    """SVG art by :func:`art_file`'s ids, drawn at the size QML asks for."""

    def __init__(self) -> None:
        super().__init__(QQuickImageProvider.ImageType.Image)

    def requestImage(self, id: str, size: QSize, requested: QSize) -> QImage:
        path = art_file(id)
        reader = QImageReader(str(path))
        side = (
            requested
            if requested.isValid() and not requested.isEmpty()
            else QSize(DEFAULT_SIZE, DEFAULT_SIZE)
        )
        reader.setScaledSize(reader.size().scaled(side, Qt.AspectRatioMode.KeepAspectRatio))
        image = reader.read()
        if image.isNull():
            raise OSError(f"cannot read {path}: {reader.errorString()}")
        size.setWidth(image.width())
        size.setHeight(image.height())
        return image

"""Image providers for QML: ``image://qr/<url-encoded text>`` and ``image://art/<path>``.

``qr`` draws a QR code (segno) of the text; ``art`` renders ``resources/<path>.svg`` at the
size QML asks for, so emblems stay sharp at any scale; a role without art of its own gets
the face-down card.
"""

from __future__ import annotations

import io
from urllib.parse import unquote

import segno
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtQuick import QQuickImageProvider

from .paths import RESOURCES_DIR

#: Pixel size of an image when QML does not ask for one.
DEFAULT_SIZE = 256
#: The art of a role an edition has but that has no emblem of its own yet (a role of a
#: new edition): the face-down card.
UNDRAWN_ROLE = "roles/hidden"
#: Modules of quiet zone around a QR code (the standard asks for 4; our frame adds more).
QR_BORDER = 2


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


class ArtProvider(QQuickImageProvider):
    """The app's own SVG art, by path under ``resources/`` without the extension."""

    def __init__(self) -> None:
        super().__init__(QQuickImageProvider.ImageType.Image)

    def requestImage(self, id: str, size: QSize, requested: QSize) -> QImage:
        path = (RESOURCES_DIR / f"{id}.svg").resolve()
        if RESOURCES_DIR.resolve() not in path.parents:
            raise FileNotFoundError(f"no art {id!r} under {RESOURCES_DIR}")
        if not path.is_file() and path.parent == (RESOURCES_DIR / "roles").resolve():
            path = (RESOURCES_DIR / f"{UNDRAWN_ROLE}.svg").resolve()
        if not path.is_file():
            raise FileNotFoundError(f"no art {id!r} under {RESOURCES_DIR}")
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

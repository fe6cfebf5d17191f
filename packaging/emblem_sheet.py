"""Render every role emblem onto one contact sheet, to check them side by side.

    uv run python packaging/emblem_sheet.py [OUT.png]

reads every ``resources/roles/*.svg`` and writes one PNG (default
``docs/screenshots/emblems.png``): a cell per emblem, in file-name order, holding the emblem
at :data:`LARGE` px (a laptop's role card) and at :data:`SMALL` px (a seat on the TV, the
size an emblem must stay readable at), with its file name under it, on the app's background
colour. Rendering uses Qt's SVG renderer offscreen, exactly as the app's ``art`` image
provider does, so what the sheet shows is what the screens show.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
ROLES_DIR = ROOT / "resources" / "roles"
DEFAULT_OUT = ROOT / "docs" / "screenshots" / "emblems.png"
#: Pixel size of the large copy (about a role card's emblem on a laptop).
LARGE = 100
#: Pixel size of the small copy (a seat chip's emblem on the TV, read from the sofa).
SMALL = 48
#: Emblems per row of the sheet.
COLUMNS = 6
#: Gap in pixels around and between the two copies inside a cell.
PAD = 12
#: Height in pixels of the file-name line under the emblems.
LABEL_HEIGHT = 22
#: Colours of the app's theme (ui/LgUi/Theme.qml): background and text.
BACKGROUND = "#0d1321"
TEXT = "#f6f2e8"


def render_sheet(svgs: list[Path]) -> QImage:
    """The contact sheet of ``svgs``: one cell per file, :data:`COLUMNS` cells a row."""
    cell_w = PAD + LARGE + PAD + SMALL + PAD
    cell_h = PAD + LARGE + LABEL_HEIGHT + PAD
    rows = (len(svgs) + COLUMNS - 1) // COLUMNS
    image = QImage(cell_w * COLUMNS, cell_h * rows, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(BACKGROUND))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    font = QFont("DejaVu Sans")
    font.setPixelSize(13)
    painter.setFont(font)
    painter.setPen(QColor(TEXT))
    for index, path in enumerate(svgs):
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise ValueError(f"{path} is not an SVG Qt can draw")
        x = (index % COLUMNS) * cell_w
        y = (index // COLUMNS) * cell_h
        renderer.render(painter, QRectF(x + PAD, y + PAD, LARGE, LARGE))
        small_top = y + PAD + (LARGE - SMALL) / 2
        renderer.render(painter, QRectF(x + PAD + LARGE + PAD, small_top, SMALL, SMALL))
        label = QRectF(x, y + PAD + LARGE, cell_w, LABEL_HEIGHT)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, path.stem)
    painter.end()
    return image


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT
    _app = QGuiApplication.instance() or QGuiApplication([])
    svgs = sorted(ROLES_DIR.glob("*.svg"))
    if not svgs:
        print(f"no emblem under {ROLES_DIR}", file=sys.stderr)
        return 1
    if not render_sheet(svgs).save(str(out), "PNG"):
        print(f"could not write {out}", file=sys.stderr)
        return 1
    print(f"{out}: {len(svgs)} emblems")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Render the app icon's SVG source into the raster icons the platforms want.

    uv run python packaging/make_icons.py

reads ``resources/icons/lgdesktop.svg`` and writes, beside it:

- ``lgdesktop-<N>.png`` for every size in :data:`PNG_SIZES` (Linux hicolor theme, window icon);
- ``lgdesktop.ico`` (Windows: PNG-compressed entries, readable since Vista);
- ``lgdesktop.icns`` (macOS: PNG entries of the standard sizes, 1x and 2x).

Rendering uses Qt's SVG renderer from PySide6 (already a dependency); the ICO and ICNS
containers are written here with ``struct`` so that no imaging library is needed. The outputs
are committed, so a build does not need to run this; run it again after editing the SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICON_DIR = Path(__file__).resolve().parents[1] / "resources" / "icons"
SOURCE = ICON_DIR / "lgdesktop.svg"
#: Sizes of the PNG files (the freedesktop hicolor sizes, plus 1024 for macOS 512@2x).
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
#: Sizes inside the Windows .ico (256 is the largest the format holds).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry type -> pixel size (PNG-encoded entries; "@2x" types hold the doubled size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The SVG drawn at ``size`` x ``size`` pixels, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size}px icon as PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG entry per size of :data:`ICO_SIZES`."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = len(header) + 16 * len(ICO_SIZES)
    entries, blobs = b"", b""
    for size in ICO_SIZES:
        blob = pngs[size]
        dim = 0 if size == 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding one PNG entry per type of :data:`ICNS_TYPES`."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"make_icons: cannot read {SOURCE}", file=sys.stderr)
        return 1
    pngs = {size: render_png(renderer, size) for size in PNG_SIZES}
    for size, blob in pngs.items():
        (ICON_DIR / f"lgdesktop-{size}.png").write_bytes(blob)
    (ICON_DIR / "lgdesktop.ico").write_bytes(ico(pngs))
    (ICON_DIR / "lgdesktop.icns").write_bytes(icns(pngs))
    print(
        f"make_icons: wrote {len(pngs)} PNG sizes, lgdesktop.ico and lgdesktop.icns in {ICON_DIR}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

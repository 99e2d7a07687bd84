"""Render the application icon `resources/icons/arbiter-gui.svg` into the files the installers
need, and write them beside it (they are committed; run this again after changing the drawing):

- `arbiter-gui-<N>.png` for N in PNG_SIZES: the window icon and the Linux icon theme;
- `arbiter-gui.ico`: the Windows executable, setup program and file-type icon;
- `arbiter-gui.icns`: the macOS application bundle's icon.

Both container formats are written here rather than by an image library: each is a short
header and a directory of PNG images (Windows Vista and later, macOS 10.7 and later read PNG
entries), so Qt's PNG writer is all that is needed.

    .venv/bin/python installer/make_icons.py
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SVG = ICONS / "arbiter-gui.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The icns element types holding PNG data, and the pixel size of each (the "@2x" types hold the
# double-density image of the next smaller point size).
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
              (b"ic14", 512))


def render_png(svg: bytes, size: int) -> bytes:
    """The drawing rendered at size × size pixels on a transparent ground, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError(f"{SVG}: not a drawing Qt can render")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR, one 16-byte ICONDIRENTRY per image, then the PNG images."""
    header = struct.pack("<HHH", 0, 1, len(pngs))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # a width or height of 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """An icns file: 'icns' and the total length, then per element its type, length and PNG."""
    elements = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                        for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts, images)
    svg = SVG.read_bytes()
    sizes = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: render_png(svg, size) for size in sorted(sizes)}
    for size in PNG_SIZES:
        (ICONS / f"arbiter-gui-{size}.png").write_bytes(pngs[size])
    (ICONS / "arbiter-gui.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "arbiter-gui.icns").write_bytes(icns(pngs))
    print(f"wrote {len(PNG_SIZES)} PNG sizes, arbiter-gui.ico and arbiter-gui.icns to {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes the small PNGs the renderer conformance maps use (run from anywhere; standard library).

Every tile is asymmetric (bright top-left corner, dark top-right corner, a dark left edge), has a
half-transparent stripe along its bottom and a fully transparent bottom-right corner, so flips,
off-by-one texels and alpha blending all show up in a pixel comparison with tmxrasterizer.
"""

import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

PALETTE = [
    (200, 60, 50), (60, 170, 70), (50, 90, 200), (220, 180, 40),
    (150, 60, 190), (40, 180, 190), (230, 120, 30), (120, 120, 120),
]
KEY = (255, 0, 255)  # the "trans" colour of the keyed images


def chunk(kind, payload):
    crc = zlib.crc32(kind + payload) & 0xFFFFFFFF
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", crc)


def write_png(name, width, height, pixels, alpha=True):
    """pixels: function (x, y) -> (r, g, b, a). alpha=False writes an RGB image."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            p = pixels(x, y)
            raw += bytes(p if alpha else p[:3])
    color_type = 6 if alpha else 2
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) +
            chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def tile_pixel(index, w, h, x, y, key=False):
    """One pixel of the asymmetric test tile number index (w x h)."""
    r, g, b = PALETTE[index % len(PALETTE)]
    shade = 40 + 160 * x // max(1, w - 1)
    r, g, b = (r + shade) // 2, (g + 255 * y // max(1, h - 1)) // 2, b
    if x < 3 and y < 3:
        return (250, 250, 240, 255)
    if x >= w - 2 and y < 2:
        return (10, 10, 20, 255)
    if x == 0:
        return (r // 3, g // 3, b // 3, 255)
    if x >= w - 3 and y >= h - 3:
        return KEY + (255,) if key else (0, 0, 0, 0)
    if y >= h - 3:
        return (r, g, b, 255 if key else 128)
    if (x + y) % 7 == 0:
        return (255 - r, 255 - g, 255 - b, 255)
    return (r, g, b, 255)


def tileset_image(name, tw, th, columns, rows, margin=0, spacing=0, first=0, key=False):
    width = 2 * margin + columns * tw + (columns - 1) * spacing
    height = 2 * margin + rows * th + (rows - 1) * spacing

    def pixel(x, y):
        cx, cy = x - margin, y - margin
        col, row = cx // (tw + spacing), cy // (th + spacing)
        lx, ly = cx - col * (tw + spacing), cy - row * (th + spacing)
        if cx < 0 or cy < 0 or col >= columns or row >= rows or lx >= tw or ly >= th:
            return (255, 0, 0, 255)  # margins and spacing: loud red, must never be drawn
        return tile_pixel(first + row * columns + col, tw, th, lx, ly, key)

    write_png(name, width, height, pixel, alpha=not key)


def main():
    tileset_image("tiles16.png", 16, 16, 4, 2, margin=2, spacing=1)
    tileset_image("tall.png", 16, 32, 4, 1, first=2)
    tileset_image("wide.png", 32, 16, 2, 2, first=5)
    tileset_image("keyed.png", 16, 16, 2, 1, first=3, key=True)
    for name, w, h, index in (("col_a.png", 16, 16, 1), ("col_b.png", 24, 40, 2),
                              ("col_c.png", 40, 24, 4), ("col_d.png", 8, 8, 6)):
        write_png(name, w, h, lambda x, y, w=w, h=h, i=index: tile_pixel(i, w, h, x, y))
    write_png("layer.png", 40, 28,
              lambda x, y: (200 - 4 * x, 80 + 5 * y, 120, 255 if x < 30 else 255 - 20 * (x - 29)))
    write_png("layer_keyed.png", 24, 20,
              lambda x, y: KEY + (255,) if (x // 6 + y // 5) % 2 else (40 + 8 * x, 200, 9 * y, 255),
              alpha=False)


if __name__ == "__main__":
    main()

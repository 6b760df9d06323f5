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


def tile_pixel(index, w, h, x, y, key=False, stripes=True):
    """One pixel of the asymmetric test tile number index (w x h). stripes=False leaves out the
    one-pixel diagonal stripes (for tiles drawn turned, whose single texels Qt and SDL sample
    differently)."""
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
    if stripes and (x + y) % 7 == 0:
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


def inside_diamond(w, h, x, y):
    """Whether pixel (x, y) of a w x h box lies in the diamond touching its four sides."""
    return abs(2 * x + 1 - w) * h + abs(2 * y + 1 - h) * w <= w * h


def inside_hexagon(w, h, side, axis_x, x, y):
    """Whether pixel (x, y) of a w x h box lies in Tiled's hexagon of that box: straight sides of
    length side across (axis x) or down (axis y) the middle, slanted ones reaching the box's edges."""
    if axis_x:
        w, h, x, y = h, w, y, x
    # Pointy top and bottom: a diamond's slopes, cut by the straight side.
    slant = (h - side) / 2
    dy = abs(y + 0.5 - h / 2) - side / 2
    if dy <= 0:
        return True
    return abs(x + 0.5 - w / 2) <= (w / 2) * (1 - dy / slant) if slant > 0 else False


def shaped_tileset(name, tw, th, columns, rows, inside, first=0, stripes=True):
    """Tiles drawn only where inside(x, y) is true, transparent elsewhere."""

    def pixel(x, y):
        lx, ly = x % tw, y % th
        index = first + (y // th) * columns + x // tw
        if not inside(lx, ly):
            return (0, 0, 0, 0)
        return tile_pixel(index, tw, th, lx, ly, stripes=stripes)

    write_png(name, columns * tw, rows * th, pixel)


def block_tileset(name, tw, th, columns, face, first=0):
    """Tall isometric tiles: a diamond top face face pixels high on a block (the face swept down
    to the tile's bottom) whose left and right sides are shaded."""

    def pixel(x, y):
        lx, index = x % tw, first + x // tw
        if inside_diamond(tw, face, lx, y):
            return tile_pixel(index, tw, th, lx, y)
        drop = th - face  # how far the face is swept down
        if not (face // 2 <= y < drop + face // 2 or inside_diamond(tw, face, lx, y - drop)):
            return (0, 0, 0, 0)
        shade = 0.55 if lx < tw // 2 else 0.8
        r, g, b, _ = tile_pixel(index + 3, tw, th, lx, y)
        return (int(r * shade), int(g * shade), int(b * shade), 255)

    write_png(name, columns * tw, th, pixel)


def main():
    shaped_tileset("iso.png", 32, 16, 4, 2, lambda x, y: inside_diamond(32, 16, x, y))
    block_tileset("iso_block.png", 32, 32, 4, 16, first=2)
    shaped_tileset("hex_y.png", 28, 32, 4, 2,
                   lambda x, y: inside_hexagon(28, 32, 16, False, x, y), first=1, stripes=False)
    shaped_tileset("hex_x.png", 32, 28, 4, 2,
                   lambda x, y: inside_hexagon(32, 28, 16, True, x, y), first=3, stripes=False)
    shaped_tileset("hex_odd.png", 29, 33, 2, 2,
                   lambda x, y: inside_hexagon(29, 33, 15, False, x, y), first=5, stripes=False)
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

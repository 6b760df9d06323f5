#!/usr/bin/env python3
"""Writes iso_tiles.png, the test maps' isometric tileset: 64 x 64 tiles for 64 x 32 cells.

Tile 0 is flat grass (a diamond in the image's bottom half), tile 1 a stone pillar standing on
its cell (a tall tile, solid in iso_tiles.tsx). Standard library only: python3 make_tiles.py
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "tools"))
sys.dont_write_bytecode = True

from assets.png import encode_png  # noqa: E402

W, H = 128, 64  # two 64 x 64 tiles side by side


def in_diamond(x, y, top):
    """Whether (x, y) of a 64-wide tile lies in the 64 x 32 diamond whose top is at row top."""
    dx = abs(x + 0.5 - 32) / 32
    dy = abs(y + 0.5 - (top + 16)) / 16
    return dx + dy <= 1.0


def pixel(tile, x, y):
    if tile == 0:
        if not in_diamond(x, y, 32):
            return (0, 0, 0, 0)
        shade = 20 if (x // 8 + y // 4) % 2 else 0
        return (70 + shade, 140 + shade, 60, 255)
    # The pillar: a column from the cell's diamond up to the tile's top, lit from the left.
    if in_diamond(x, y, 32) or (16 <= x < 48 and 8 <= y < 48):
        side = 40 if x < 32 else 0
        return (120 + side, 115 + side, 125 + side, 255)
    if in_diamond(x * 2 - 32, y * 2, 0) and y < 16:
        return (170, 165, 175, 255)  # its cap
    return (0, 0, 0, 0)


def main():
    rgba = bytearray()
    for y in range(H):
        for x in range(W):
            rgba += bytes(pixel(x // 64, x % 64, y))
    with open(os.path.join(HERE, "iso_tiles.png"), "wb") as f:
        f.write(encode_png(W, H, bytes(rgba)))


if __name__ == "__main__":
    main()

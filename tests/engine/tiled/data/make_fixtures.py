#!/usr/bin/env python3
"""Writes the generated fixtures of the Tiled loader tests into this folder.

The same 4x3 tile layer is written in every encoding Tiled offers (CSV, base64 uncompressed,
base64 with zlib, gzip and zstd), plus the tileset image they all use. zstd needs the `zstd`
command-line tool (apt-get install zstd); Python 3.11 has no zstd module.

Run from anywhere:  python3 tests/engine/tiled/data/make_fixtures.py
"""

import base64
import gzip
import os
import struct
import subprocess
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

FLIP_H = 0x80000000
FLIP_V = 0x40000000
FLIP_D = 0x20000000

# 4 columns x 3 rows, row-major; empty tiles and every flip bit combination appear.
GIDS = [
    1, 2, 3, 4,
    0, 5 | FLIP_H, 6 | FLIP_V, 7 | FLIP_D,
    8 | FLIP_H | FLIP_V | FLIP_D, 0, 2 | FLIP_H | FLIP_V, 1,
]
WIDTH, HEIGHT = 4, 3


def png(width, height, rgba):
    """A minimal RGBA PNG: IHDR, one IDAT, IEND."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    rows = b"".join(b"\x00" + rgba(y) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows))
            + chunk(b"IEND", b""))


def tileset_image():
    # 64x32: two rows of four 16x16 tiles, each a different grey.
    def row(y):
        return b"".join(bytes([(x // 16 + 4 * (y // 16)) * 30, 80, 120, 255]) for x in range(64))
    return png(64, 32, row)


def gid_bytes():
    return b"".join(struct.pack("<I", gid) for gid in GIDS)


def zstd_compress(data):
    result = subprocess.run(["zstd", "-q", "-c", "-19"], input=data, stdout=subprocess.PIPE,
                            check=True)
    return result.stdout


def csv_text():
    rows = []
    for y in range(HEIGHT):
        rows.append(",".join(str(g) for g in GIDS[y * WIDTH:(y + 1) * WIDTH]))
    return "\n" + ",\n".join(rows) + "\n"


def data_element(encoding, compression, text):
    attrs = f'encoding="{encoding}"'
    if compression:
        attrs += f' compression="{compression}"'
    return f"  <data {attrs}>{text}</data>"


def map_text(data, version="1.10"):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="{version}" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="{WIDTH}" height="{HEIGHT}" tilewidth="16" tileheight="16" infinite="0" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="terrain" tilewidth="16" tileheight="16" tilecount="8" columns="4">
  <image source="tiles.png" width="64" height="32"/>
 </tileset>
 <layer id="1" name="ground" width="{WIDTH}" height="{HEIGHT}">
{data}
 </layer>
</map>
"""


def base64_text(raw):
    # Tiled writes base64 on one line between newlines and indentation; keep that shape.
    return "\n   " + base64.b64encode(raw).decode("ascii") + "\n  "


def main():
    with open(os.path.join(HERE, "tiles.png"), "wb") as f:
        f.write(tileset_image())
    raw = gid_bytes()
    variants = {
        "encoding_csv.tmx": data_element("csv", "", csv_text()),
        "encoding_base64.tmx": data_element("base64", "", base64_text(raw)),
        "encoding_zlib.tmx": data_element("base64", "zlib", base64_text(zlib.compress(raw))),
        "encoding_gzip.tmx": data_element("base64", "gzip",
                                          base64_text(gzip.compress(raw, mtime=0))),
        "encoding_zstd.tmx": data_element("base64", "zstd", base64_text(zstd_compress(raw))),
    }
    for name, data in variants.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(map_text(data))


if __name__ == "__main__":
    main()

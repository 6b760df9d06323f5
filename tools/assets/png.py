"""A minimal PNG writer: 8-bit RGBA, one zlib stream, no filtering choices to vary.

Written by hand (zlib + struct + crc) because the generators may use only the standard
library. Filter type 0 on every row and a fixed compression level keep the bytes stable.
"""

import struct
import zlib


def _chunk(kind, payload):
    """One PNG chunk: length, type, payload, CRC over type+payload."""
    crc = zlib.crc32(kind + payload) & 0xFFFFFFFF
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", crc)


def encode_png(width, height, rgba):
    """PNG file bytes for width*height pixels of rgba (bytes, 4 per pixel, row-major)."""
    assert len(rgba) == width * height * 4, "pixel buffer does not match the size"
    stride = width * 4
    raw = bytearray()
    for y in range(height):
        raw.append(0)  # filter type 0 (None) for every row
        raw += rgba[y * stride:(y + 1) * stride]
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + _chunk(b"IEND", b""))

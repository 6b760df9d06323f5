"""Reads the pixels of a PNG screenshot with the standard library alone (zlib), so a browser
test can check what was drawn where without ImageMagick or Pillow.

Handles what Chromium's Page.captureScreenshot writes: 8-bit RGB or RGBA, not interlaced,
any of the five row filters. Anything else is refused with a clear error.
"""
import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {2: 3, 6: 4}  # PNG colour type -> bytes per pixel at 8 bits (RGB, RGBA)


class PngError(ValueError):
    pass


class PngImage:
    """Width, height and the unfiltered rows; pixel(x, y) gives (r, g, b)."""

    def __init__(self, width, height, channels, rows):
        self.width = width
        self.height = height
        self.channels = channels
        self.rows = rows  # list of bytes, one per row, channels bytes per pixel

    def pixel(self, x, y):
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise PngError(f"pixel ({x}, {y}) is outside the {self.width}x{self.height} image")
        start = x * self.channels
        return tuple(self.rows[y][start:start + 3])


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if not data.startswith(SIGNATURE):
        raise PngError(f"{path}: not a PNG file")
    header, compressed = read_chunks(path, data)
    width, height, depth, colour, _compression, _filter, interlace = struct.unpack(">IIBBBBB",
                                                                                   header)
    if depth != 8 or colour not in CHANNELS or interlace:
        raise PngError(f"{path}: only 8-bit RGB/RGBA, not interlaced, is read "
                       f"(depth {depth}, colour type {colour}, interlace {interlace})")
    channels = CHANNELS[colour]
    raw = zlib.decompress(compressed)
    return PngImage(width, height, channels, unfilter(raw, width, height, channels))


def read_chunks(path, data):
    """The IHDR payload and the IDAT payloads joined."""
    offset, header, compressed = len(SIGNATURE), None, []
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        payload = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = payload
        elif kind == b"IDAT":
            compressed.append(payload)
        elif kind == b"IEND":
            break
        offset += 12 + length
    if header is None or not compressed:
        raise PngError(f"{path}: no IHDR or no IDAT chunk")
    return header, b"".join(compressed)


def unfilter(raw, width, height, channels):
    """Undoes the per-row filters (None, Sub, Up, Average, Paeth) of PNG's specification."""
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                row[i] = (row[i] + paeth(left, up, up_left)) & 0xFF
            elif kind != 0:
                raise PngError(f"row {y}: unknown filter type {kind}")
        rows.append(bytes(row))
        previous = row
    return rows


def paeth(left, up, up_left):
    estimate = left + up - up_left
    to_left, to_up, to_up_left = abs(estimate - left), abs(estimate - up), abs(estimate - up_left)
    if to_left <= to_up and to_left <= to_up_left:
        return left
    return up if to_up <= to_up_left else up_left

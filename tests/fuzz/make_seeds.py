#!/usr/bin/env python3
"""Writes the generated seeds of the fuzzers into tests/fuzz/seeds/.

- tmj_map/, tsj_tileset/: every TMX map and TSX tileset the fuzzers seed from (the loader's
  fixtures, maps/, and the hand-written seeds in tmx_map/ and tsx_tileset/) exported to JSON by
  Tiled's command line (`tiled --export-map json`; apt-get install tiled). They are exported
  from a copy of tests/engine/tiled/data/, so their relative tileset and image paths resolve
  where the fuzz targets pretend inputs live.
- base64_decompress/: the <data> text of the encoding fixtures behind the target's 3-byte
  header (see tests/fuzz/fuzz_targets.cpp).
- loop_tags/: the header of every shipped track in data/music/ (its Ogg pages up to the one that
  ends the comment packet, a few kilobytes; the audio after it is never read), plus a hand-built
  FLAC and Opus header whose loop tags are times ("00:01.5") rather than sample counts.

Run from anywhere:  python3 tests/fuzz/make_seeds.py [tiled|base64_decompress|loop_tags...]
(default: all of them; only "tiled" needs Tiled)
"""

import glob
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(ROOT, "tests", "engine", "tiled", "data")
SEEDS = os.path.join(HERE, "seeds")

COMPRESSIONS = {"": 0, "zlib": 1, "gzip": 2, "zstd": 3}
CSV = 4


def fresh(folder):
    path = os.path.join(SEEDS, folder)
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def tiled(kind, source, target):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run(["tiled", f"--export-{kind}", "json", source, target], check=True, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def export_json(sources, kind, subfolder, extension, out):
    """Exports each source from a scratch copy of the fixture folder into out."""
    with tempfile.TemporaryDirectory() as scratch:
        data = os.path.join(scratch, "data")
        shutil.copytree(FIXTURES, data)
        for source in sources:
            name = os.path.splitext(os.path.basename(source))[0]
            copy = os.path.join(data, subfolder, "seed_" + os.path.basename(source))
            shutil.copy(source, copy)
            exported = os.path.join(data, subfolder, "seed_" + name + extension)
            tiled(kind, copy, exported)
            prefix = "maps_" if source.startswith(os.path.join(ROOT, "maps")) else ""
            shutil.copy(exported, os.path.join(out, prefix + name + extension))


def write_tile_data_seeds(out):
    for path in sorted(glob.glob(os.path.join(FIXTURES, "encoding_*.tmx"))):
        text = open(path, encoding="utf-8").read()
        layer = re.search(r'<layer[^>]* width="(\d+)" height="(\d+)"', text)
        data = re.search(r'<data encoding="(\w+)"(?: compression="(\w+)")?>(.*?)</data>', text,
                         re.S)
        width, height = int(layer.group(1)), int(layer.group(2))
        mode = CSV if data.group(1) == "csv" else COMPRESSIONS[data.group(2) or ""]
        header = bytes([mode, width - 1, height - 1])
        name = os.path.splitext(os.path.basename(path))[0]
        with open(os.path.join(out, name), "wb") as f:
            f.write(header + data.group(3).encode())


def ogg_header(data):
    """The pages of an Ogg file up to the one that ends its second packet (the comments)."""
    pos, packets = 0, 0
    while packets < 2 and data[pos:pos + 4] == b"OggS":
        segments = data[pos + 26]
        lacing = data[pos + 27:pos + 27 + segments]
        pos += 27 + segments + sum(lacing)
        packets += sum(1 for value in lacing if value < 255)
    return data[:pos]


def comment_list(comments):
    vendor = b"heartpath make_seeds.py"
    out = struct.pack("<I", len(vendor)) + vendor + struct.pack("<I", len(comments))
    for comment in comments:
        out += struct.pack("<I", len(comment)) + comment
    return out


def ogg_page(packet, sequence, first):
    """One Ogg page holding one whole packet (its CRC left zero: the reader ignores it)."""
    lacing = [255] * (len(packet) // 255) + [len(packet) % 255]
    return (b"OggS" + bytes([0, 2 if first else 0]) + struct.pack("<qII", 0, 1, sequence) +
            struct.pack("<I", 0) + bytes([len(lacing)]) + bytes(lacing) + packet)


def write_loop_tag_seeds(out):
    for path in sorted(glob.glob(os.path.join(ROOT, "data", "music", "*.ogg"))):
        with open(path, "rb") as f:
            header = ogg_header(f.read(1 << 20))
        with open(os.path.join(out, os.path.basename(path)), "wb") as f:
            f.write(header)
    tags = [b"LOOPSTART=00:01.5", b"LOOPEND=0:01:30.250", b"loopLength=96000"]
    streaminfo = struct.pack(">HH", 4096, 4096) + bytes(6) + bytes([0x0a, 0xc4, 0x42]) + bytes(21)
    comments = comment_list(tags)
    flac = (b"fLaC" + bytes([0]) + len(streaminfo).to_bytes(3, "big") + streaminfo +
            bytes([0x84]) + len(comments).to_bytes(3, "big") + comments)
    with open(os.path.join(out, "hand_made_times.flac"), "wb") as f:
        f.write(flac)
    opus_head = b"OpusHead" + bytes([1, 2]) + struct.pack("<HIhB", 312, 48000, 0, 0)
    opus = ogg_page(opus_head, 0, True) + ogg_page(b"OpusTags" + comment_list(tags), 1, False)
    with open(os.path.join(out, "hand_made_times.opus"), "wb") as f:
        f.write(opus)


def write_tiled_seeds():
    maps = sorted(glob.glob(os.path.join(FIXTURES, "*.tmx")) +
                  glob.glob(os.path.join(ROOT, "maps", "*.tmx")) +
                  glob.glob(os.path.join(SEEDS, "tmx_map", "*.tmx")))
    tilesets = sorted(glob.glob(os.path.join(FIXTURES, "tilesets", "*.tsx")) +
                      glob.glob(os.path.join(SEEDS, "tsx_tileset", "*.tsx")))
    export_json(maps, "map", "", ".tmj", fresh("tmj_map"))
    export_json(tilesets, "tileset", "tilesets", ".tsj", fresh("tsj_tileset"))


WRITERS = {
    "tiled": write_tiled_seeds,  # tmj_map/ and tsj_tileset/
    "base64_decompress": lambda: write_tile_data_seeds(fresh("base64_decompress")),
    "loop_tags": lambda: write_loop_tag_seeds(fresh("loop_tags")),
}


def main():
    for name in sys.argv[1:] or WRITERS:
        WRITERS[name]()


if __name__ == "__main__":
    main()

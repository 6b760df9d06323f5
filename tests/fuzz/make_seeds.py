#!/usr/bin/env python3
"""Writes the generated seeds of the fuzzers into tests/fuzz/seeds/.

- tmj_map/, tsj_tileset/: every TMX map and TSX tileset the fuzzers seed from (the loader's
  fixtures, maps/, and the hand-written seeds in tmx_map/ and tsx_tileset/) exported to JSON by
  Tiled's command line (`tiled --export-map json`; apt-get install tiled). They are exported
  from a copy of tests/engine/tiled/data/, so their relative tileset and image paths resolve
  where the fuzz targets pretend inputs live.
- base64_decompress/: the <data> text of the encoding fixtures behind the target's 3-byte
  header (see tests/fuzz/fuzz_targets.cpp).

Run from anywhere:  python3 tests/fuzz/make_seeds.py
"""

import glob
import os
import re
import shutil
import subprocess
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


def main():
    maps = sorted(glob.glob(os.path.join(FIXTURES, "*.tmx")) +
                  glob.glob(os.path.join(ROOT, "maps", "*.tmx")) +
                  glob.glob(os.path.join(SEEDS, "tmx_map", "*.tmx")))
    tilesets = sorted(glob.glob(os.path.join(FIXTURES, "tilesets", "*.tsx")) +
                      glob.glob(os.path.join(SEEDS, "tsx_tileset", "*.tsx")))
    export_json(maps, "map", "", ".tmj", fresh("tmj_map"))
    export_json(tilesets, "tileset", "tilesets", ".tsj", fresh("tsj_tileset"))
    write_tile_data_seeds(fresh("base64_decompress"))


if __name__ == "__main__":
    main()

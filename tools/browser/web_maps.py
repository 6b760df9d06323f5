#!/usr/bin/python3
"""A designer's folder of maps for the page (tools/web --maps DIR).

  web_maps.py maps DIR             prints DIR's maps, one a line; exits 1 when a map, or a
                                   tileset, template or image it uses, points outside DIR
  web_maps.py stage DIR OUT [--first MAP]
                                   copies what the maps use into OUT/maps (and DIR/music,
                                   DIR/sounds into OUT/music, OUT/sounds), writes OUT/first_map
                                   (the map the page opens) and OUT/packed.list (what went in;
                                   tools/web's hash list of every packed file decides the
                                   relink)

DIR's maps are the Tiled maps at its top (.tmx, .tmj, and .json holding a map), and every map
their next_map properties lead to. Only what the maps reference goes in, wherever it is inside
DIR: a map's tilesets, templates, images and file properties, followed the way the game loads
them, relative to the file that names them. The page's FS has nothing outside DIR but the
game's own data/, so a reference leaving DIR would load natively and break in the page: it is
an error naming the file, its line, the reference and the map that uses it. One exception:
the page holds the game's data/ beside its maps, so when DIR sits beside the game's data/ (the
repo's maps/, or a folder next to it) a reference into that data/ (the shipped tilesets'
"../../data/art/terrain.png") finds the same file in the page and is kept as it is.
"""

import json
import os
import shutil
import sys
import xml.parsers.expat

MAP_SUFFIXES = (".tmx", ".tmj")
XML_SUFFIXES = (".tmx", ".tsx", ".tx")
# DIR's subfolders played the way `play --music DIR` / `--sounds DIR` play a folder.
AUDIO_FOLDERS = ("music", "sounds")


class Reference:
    """One file a Tiled file names: where it is named and the path it resolves to."""

    def __init__(self, owner, line, kind, text):
        self.owner = owner  # the file naming it
        self.line = line  # 1-based line of the name in owner, 0 when unknown
        self.kind = kind  # "tileset", "image", "template" or a file property's name
        self.text = text  # as written in owner
        self.path = os.path.normpath(os.path.join(os.path.dirname(owner), text))


def xml_references(path):
    """The files an XML Tiled file (map, tileset, template) names, with their lines."""
    found = []
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attrs):
        line = parser.CurrentLineNumber
        if tag == "tileset" and attrs.get("source"):
            found.append(Reference(path, line, "tileset", attrs["source"]))
        elif tag == "image" and attrs.get("source"):
            found.append(Reference(path, line, "image", attrs["source"]))
        elif tag == "object" and attrs.get("template"):
            found.append(Reference(path, line, "template", attrs["template"]))
        elif tag == "property" and attrs.get("type") == "file" and attrs.get("value"):
            found.append(Reference(path, line, attrs.get("name", "file"), attrs["value"]))

    parser.StartElementHandler = start
    with open(path, "rb") as f:
        parser.ParseFile(f)
    return found


def line_of(text, needle):
    """The first line of text holding needle (JSON loses lines once parsed), else 0."""
    at = text.find(needle)
    return text.count("\n", 0, at) + 1 if at >= 0 else 0


def json_references(path):
    """The files a JSON Tiled file (.tmj, .tsj, .tj, .json) names."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    found = []

    def add(kind, value):
        found.append(Reference(path, line_of(text, json.dumps(value)), kind, value))

    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("source"), str) and "firstgid" in node:
                add("tileset", node["source"])
            if isinstance(node.get("image"), str) and node["image"]:
                add("image", node["image"])
            if isinstance(node.get("template"), str):
                add("template", node["template"])
            if node.get("type") == "file" and isinstance(node.get("value"), str) and node["value"]:
                add(node.get("name", "file"), node["value"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads(text))
    return found


def references(path):
    return xml_references(path) if path.endswith(XML_SUFFIXES) else json_references(path)


def is_json_map(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f).get("type") == "map"
    except (OSError, ValueError, AttributeError):
        return False


def top_maps(folder):
    """The maps at the top of folder, by name."""
    names = sorted(os.listdir(folder))
    return [os.path.join(folder, n) for n in names
            if n.endswith(MAP_SUFFIXES) or (n.endswith(".json") and
                                            is_json_map(os.path.join(folder, n)))]


GAME_DATA = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", "..", "data"))


def inside(path, folder):
    real = os.path.realpath(path)
    return real == folder or real.startswith(folder + os.sep)


class Folder:
    """What a designer's folder holds for the page: its maps and every file they use."""

    def __init__(self, folder):
        self.folder = os.path.realpath(folder)
        self.shown = folder.rstrip("/") or "/"  # as the designer named it, for messages
        self.maps = top_maps(self.folder)
        self.files = set()  # every file inside the folder the maps use, the maps included
        self.next_maps = set()  # maps some map's next_map leads to
        self.errors = []
        self._follow()

    def show(self, path):
        return os.path.join(self.shown, os.path.relpath(path, self.folder))

    def _follow(self):
        todo = [(m, m) for m in self.maps]
        while todo:
            path, used_by = todo.pop()
            if path in self.files:
                continue
            self.files.add(path)
            if os.path.splitext(path)[1] in (".png", ".jpg", ".jpeg", ".bmp", ".gif", ".webp"):
                continue
            try:
                refs = references(path)
            except (OSError, ValueError, xml.parsers.expat.ExpatError):
                continue  # check reports a file it cannot read, with its line
            for ref in refs:
                self._take(ref, used_by, todo)

    def _take(self, ref, used_by, todo):
        if self._in_game_data(ref.path):
            return  # the page packs the game's data/ at the same place beside the maps
        if not inside(ref.path, self.folder):
            where = f"{self.show(ref.owner)}:{ref.line}" if ref.line else self.show(ref.owner)
            via = "" if ref.owner == used_by else f" (used by {self.show(used_by)})"
            self.errors.append(
                f'{where}: error: {ref.kind} "{ref.text}"{via} is outside {self.shown} '
                f"({os.path.normpath(ref.path)}), so the page would not have it; copy it into "
                f"{self.shown} and point the file at the copy")
            return
        if not os.path.isfile(ref.path):
            return  # check reports a missing file
        if ref.kind == "next_map":
            self.next_maps.add(os.path.realpath(ref.path))
            if ref.path not in self.maps:
                self.maps.append(ref.path)
            todo.append((ref.path, ref.path))
        else:
            todo.append((ref.path, used_by))

    def _in_game_data(self, path):
        beside = os.path.realpath(os.path.join(self.folder, "..", "data")) == GAME_DATA
        return beside and inside(path, GAME_DATA)

    def first_map(self):
        """The map the page opens: default.tmx as natively, else the first map by name that no
        next_map leads to (the start of a designer's campaign), else the first by name."""
        by_name = sorted(self.maps)
        for m in by_name:
            if os.path.basename(m) == "default.tmx" and os.path.dirname(m) == self.folder:
                return m
        starts = [m for m in by_name if os.path.realpath(m) not in self.next_maps]
        return (starts or by_name)[0]


def copy_tree(source, target):
    for dirpath, dirnames, filenames in os.walk(source):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            if name.startswith("."):
                continue
            src = os.path.join(dirpath, name)
            dst = os.path.join(target, os.path.relpath(src, source))
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(src, dst)


def stage(found, out, first):
    """Copies what goes into the page into out; returns the lines of packed.list, the record of
    what went in (tools/web's own list of every packed file's hash decides the relink)."""
    for sub in ("maps",) + AUDIO_FOLDERS:
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
    for path in sorted(found.files):
        relative = os.path.relpath(os.path.realpath(path), found.folder)
        target = os.path.join(out, "maps", relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(path, target)
    for sub in AUDIO_FOLDERS:
        if os.path.isdir(os.path.join(found.folder, sub)):
            copy_tree(os.path.join(found.folder, sub), os.path.join(out, sub))
    listing = [f"first_map {first}"]
    for dirpath, _, filenames in sorted(os.walk(out)):
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            relative = os.path.relpath(path, out)
            if relative not in ("packed.list", "first_map"):
                listing.append(relative)
    return listing


def write_if_changed(path, text):
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main(argv):
    if len(argv) < 2 or argv[0] not in ("maps", "stage") or argv[0] == "-h":
        print(__doc__.strip())
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    found = Folder(argv[1])
    if not found.maps:
        print(f"{found.shown}: error: no Tiled map (.tmx, .tmj, .json) at the top of the folder")
        return 1
    for error in found.errors:
        print(error)
    if found.errors:
        return 1
    if argv[0] == "maps":
        for m in found.maps:
            print(found.show(m))
        return 0
    out = argv[2]
    first = found.first_map()
    if len(argv) > 4 and argv[3] == "--first":
        first = os.path.realpath(os.path.join(found.folder, argv[4]))
        if first not in [os.path.realpath(m) for m in found.maps]:
            print(f"{argv[4]}: error: --first names no map of {found.shown}")
            return 1
    first_in_page = os.path.relpath(os.path.realpath(first), found.folder)
    os.makedirs(out, exist_ok=True)
    listing = stage(found, out, first_in_page)
    write_if_changed(os.path.join(out, "first_map"), first_in_page + "\n")
    write_if_changed(os.path.join(out, "packed.list"), "\n".join(listing) + "\n")
    for m in found.maps:
        opens = os.path.realpath(m) == os.path.realpath(first)
        print(found.show(m) + (" (the page opens it)" if opens else ""))
    for sub in AUDIO_FOLDERS:
        if os.path.isdir(os.path.join(found.folder, sub)):
            print(f"{found.show(os.path.join(found.folder, sub))}/ (instead of the game's data/{sub})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

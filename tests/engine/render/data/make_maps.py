#!/usr/bin/env python3
"""Writes the renderer conformance maps (run from anywhere; standard library; make_images.py first).

Each map exercises a few of the things `heartpath render` must draw as tmxrasterizer does; the
conformance test renders every one with both and compares the pictures. json_map.tmj is exported
from groups.tmx (and isometric.tmj from isometric_right_down.tmx) with Tiled's own CLI (`tiled --export-map json`), when tiled is installed.
"""

import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
H, V, D = 0x80000000, 0x40000000, 0x20000000


def combo(gid, flips):
    """gid with flip bits from a 3-bit number: 1 horizontal, 2 vertical, 4 diagonal."""
    return gid | (H if flips & 1 else 0) | (V if flips & 2 else 0) | (D if flips & 4 else 0)


def csv(width, height, cells):
    rows = [",".join(str(cells.get((x, y), 0)) for x in range(width)) for y in range(height)]
    return ",\n".join(rows)


TILES16 = """ <tileset firstgid="{first}" name="tiles16" tilewidth="16" tileheight="16" spacing="1" margin="2" tilecount="8" columns="4">
  <image source="tiles16.png" width="71" height="37"/>
  <tile id="0">
   <animation>
    <frame tileid="3" duration="100"/>
    <frame tileid="4" duration="150"/>
   </animation>
  </tile>
 </tileset>"""
TALL = """ <tileset firstgid="{first}" name="tall" tilewidth="16" tileheight="32" tilecount="4" columns="4">
  <image source="tall.png" width="64" height="32"/>
 </tileset>"""
WIDE = """ <tileset firstgid="{first}" name="wide" tilewidth="32" tileheight="16" tilecount="4" columns="2">
  <image source="wide.png" width="64" height="32"/>
 </tileset>"""
SHIFTED = """ <tileset firstgid="{first}" name="shifted" tilewidth="16" tileheight="16" spacing="1" margin="2" tilecount="8" columns="4">
  <tileoffset x="5" y="-3"/>
  <image source="tiles16.png" width="71" height="37"/>
 </tileset>"""
KEYED = """ <tileset firstgid="{first}" name="keyed" tilewidth="16" tileheight="16" tilecount="2" columns="2">
  <image source="keyed.png" trans="ff00ff" width="32" height="16"/>
 </tileset>"""
COLLECTION = """ <tileset firstgid="{first}" name="collection" tilewidth="40" tileheight="40" tilecount="4" columns="0">
  <grid orientation="orthogonal" width="1" height="1"/>
  <tileoffset x="2" y="2"/>
  <tile id="0">
   <image width="16" height="16" source="col_a.png"/>
  </tile>
  <tile id="1">
   <image width="24" height="40" source="col_b.png"/>
  </tile>
  <tile id="2">
   <image width="40" height="24" source="col_c.png"/>
  </tile>
  <tile id="5">
   <image width="8" height="8" source="col_d.png"/>
  </tile>
 </tileset>"""


def map_xml(width, height, tilesets, body, attrs="", infinite=False):
    sets = "\n".join(t.format(first=first) for first, t in tilesets)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="{width}" height="{height}" tilewidth="16" tileheight="16" infinite="{1 if infinite else 0}" nextlayerid="40" nextobjectid="100"{attrs}>
{sets}
{body}
</map>
"""


def tile_layer(lid, name, width, height, cells, attrs=""):
    return f""" <layer id="{lid}" name="{name}" width="{width}" height="{height}"{attrs}>
  <data encoding="csv">
{csv(width, height, cells)}
</data>
 </layer>"""


def write(name, text):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text)


def flips():
    """Every flip on square, tall and wide tiles (diagonal on non-square tiles swaps their size),
    margin and spacing in the tileset image, and an animated tile (frame 0 at time 0)."""
    w, h = 26, 12
    cells = {(1, 10): 1, (3, 10): combo(1, 1), (5, 10): 8}
    for c in range(8):
        cells[(1 + 2 * c, 1)] = combo(2, c)
        cells[(1 + 3 * c, 4)] = combo(10, c)
        cells[(1 + 3 * c, 7)] = combo(14, c)
    write("flips.tmx", map_xml(w, h, [(1, TILES16), (9, TALL), (13, WIDE)],
                               tile_layer(1, "flips", w, h, cells)))


def groups():
    """Offsets (fractional too) added through nested groups, opacity and tint multiplied through
    them, a tileset <tileoffset>, hidden layers and groups, and parallax (which tmxrasterizer and
    `heartpath render` ignore)."""
    w, h = 14, 8
    base = {(x, y): 1 + (x + y) % 8 for x in range(w) for y in range(h) if (x * 3 + y) % 4 != 0}
    base = {k: (v if v != 1 else 2) for k, v in base.items()}
    top = {(x, 2 + x % 3): 1 + (x * 5) % 8 for x in range(0, w, 2)}
    top = {k: (v if v != 1 else 3) for k, v in top.items()}
    shifted = {(x, 5): 17 + x % 8 for x in range(1, w - 1, 3)}
    body = "\n".join([
        tile_layer(1, "ground", w, h, base),
        f""" <group id="2" name="outer" offsetx="5" offsety="3" opacity="0.8" tintcolor="#ffc0a0">
{tile_layer(3, "in outer", w, h, top, ' tintcolor="#8080ff"')}
  <group id="4" name="inner" offsetx="-2.5" offsety="7.25" opacity="0.75" tintcolor="#c0ffff80">
{tile_layer(5, "deep", w, h, {(x, 1): 4 + x % 4 for x in range(3, 11)}, ' offsetx="1" offsety="1" opacity="0.9"')}
{tile_layer(6, "parallax", w, h, {(x, 6): 5 for x in range(0, 6)}, ' parallaxx="0.5" parallaxy="0.25"')}
  </group>
  <group id="7" name="hidden group" visible="0">
{tile_layer(8, "in hidden group", w, h, {(x, 0): 6 for x in range(w)})}
  </group>
 </group>""",
        tile_layer(9, "hidden", w, h, {(x, 3): 7 for x in range(w)}, ' visible="0"'),
        tile_layer(10, "shifted", w, h, shifted),
    ])
    write("groups.tmx", map_xml(w, h, [(1, TILES16), (17, SHIFTED)], body))


def objects():
    """Tile objects scaled to their size, rotated about their bottom-left corner, flipped, at
    fractional positions, overlapping (Tiled's default "topdown" order draws by y), on a tinted,
    half-opaque layer; a layer drawn in file order (draworder="index"); other shapes, which only
    the editor shows. (Scaled objects sit on whole
    pixels and flipped ones off exact halves: there Qt samples texels with the unrounded position,
    which SDL cannot; docs/rendering.md lists that difference.)"""
    w, h = 16, 10
    objs = [
        '<object id="1" gid="2" x="10" y="41" width="32" height="24"/>',
        '<object id="2" gid="3" x="60" y="40" width="16" height="16" rotation="30"/>',
        f'<object id="3" gid="{combo(4, 1)}" x="90.3" y="30.7" width="16" height="16"/>',
        '<object id="13" gid="4" x="60.6" y="60.4" width="16" height="16"/>',
        f'<object id="4" gid="{combo(5, 2)}" x="120" y="40" width="24" height="16"/>',
        f'<object id="5" gid="{combo(6, 3)}" x="150" y="40" width="16" height="16"/>',
        '<object id="6" gid="10" x="180" y="60" width="16" height="32" rotation="90"/>',
        '<object id="7" gid="14" x="200" y="120" width="48" height="16" rotation="-45"/>',
        '<object id="8" gid="7" x="30" y="120" width="16" height="16"/>',
        '<object id="9" gid="8" x="36" y="112" width="16" height="16"/>',
        '<object id="10" gid="6" x="24" y="104" width="16" height="16"/>',
        '<object id="11" gid="2" x="100" y="140" width="16" height="16" visible="0"/>',
        '<object id="12" gid="15" x="120" y="150" width="64" height="16" rotation="180"/>',
        '<object id="20" name="zone" x="60" y="80" width="40" height="30"/>',
        '<object id="21" name="ring" x="130" y="70" width="20" height="20"><ellipse/></object>',
        '<object id="22" name="spot" x="90" y="90"><point/></object>',
        '<object id="23" name="path" x="10" y="150"><polyline points="0,0 40,-20 80,0"/></object>',
        '<object id="24" name="note" x="160" y="130" width="60" height="20"><text>hello</text></object>',
    ]
    in_file_order = [  # drawn as listed, the lowest first: the opposite of "topdown"
        '<object id="30" gid="3" x="214" y="40" width="16" height="16"/>',
        '<object id="31" gid="5" x="220" y="34" width="16" height="16"/>',
        '<object id="32" gid="6" x="226" y="28" width="16" height="16"/>',
    ]
    body = "\n".join([
        tile_layer(1, "floor", w, h, {(x, y): 1 + (x * 7 + y * 3) % 8 for x in range(w)
                                      for y in range(h) if (x + y) % 3 == 0 and (x * 7 + y * 3) % 8}),
        ' <objectgroup id="2" name="things" opacity="0.85" tintcolor="#ffe0c0">',
        "\n".join("  " + o for o in objs),
        " </objectgroup>",
        ' <objectgroup id="3" name="in file order" draworder="index">',
        "\n".join("  " + o for o in in_file_order),
        " </objectgroup>",
    ])
    write("objects.tmx", map_xml(w, h, [(1, TILES16), (9, TALL), (13, WIDE)], body))


def image_layers():
    """Image layers: offset in a group, opacity, tint, a "trans" colour, and Tiled 1.8's
    repeatx / repeaty (which cover the whole picture along the repeated axis)."""
    w, h = 12, 8

    def image(lid, name, attrs, source="layer.png", size=(40, 28), extra=""):
        return f""" <imagelayer id="{lid}" name="{name}"{attrs}>
  <image source="{source}"{extra} width="{size[0]}" height="{size[1]}"/>
 </imagelayer>"""

    body = "\n".join([
        image(1, "across", ' offsetx="7" offsety="5" repeatx="1" opacity="0.5"'),
        tile_layer(2, "tiles", w, h, {(x, y): 1 + (x + 2 * y) % 8 for x in range(2, 10)
                                      for y in range(3, 6) if (x + 2 * y) % 8}),
        image(3, "down", ' offsetx="150" offsety="-9" repeaty="1" tintcolor="#a0ff80"'),
        f""" <group id="4" name="moved" offsetx="20" offsety="12">
{image(5, "plain", ' offsetx="3" offsety="4"')}
{image(6, "keyed", ' offsetx="60" offsety="50" opacity="0.9"', "layer_keyed.png", (24, 20), ' trans="ff00ff"')}
 </group>""",
        image(7, "everywhere", ' offsetx="-13" offsety="-11" repeatx="1" repeaty="1" opacity="0.25"'),
    ])
    write("image_layers.tmx", map_xml(w, h, [(1, TILES16)], body))


def collection():
    """An image-collection tileset (one image per tile, of different sizes, anchored at the
    bottom-left of their cell, with a tile offset), flipped, in a tile layer and as objects."""
    w, h = 20, 10
    cells = {}
    for c in range(8):
        cells[(1 + 2 * c, 3)] = combo(1 + c % 4 if c % 4 != 3 else 6, c)
        cells[(1 + 3 * c % 18, 7)] = combo(2 + c % 2, c)
    objs = [
        '<object id="1" gid="2" x="20" y="150" width="24" height="40"/>',
        '<object id="2" gid="3" x="60" y="149" width="60" height="36"/>',
        f'<object id="3" gid="{combo(2, 1)}" x="150" y="150" width="24" height="40" rotation="20"/>',
        '<object id="4" gid="6" x="200" y="140" width="16" height="16"/>',
    ]
    body = "\n".join([
        tile_layer(1, "cells", w, h, cells),
        ' <objectgroup id="2" name="objects">',
        "\n".join("  " + o for o in objs),
        " </objectgroup>",
    ])
    write("collection.tmx", map_xml(w, h, [(1, COLLECTION)], body))


def render_orders():
    """Overlapping tall and wide tiles with see-through edges: which one is on top is the map's
    render order."""
    w, h = 10, 8
    cells = {}
    for x in range(w):
        for y in range(h):
            cells[(x, y)] = 9 + (x + y) % 4 if (x + y) % 2 else 13 + (x * y) % 4
    for order in ("right-down", "right-up", "left-down", "left-up"):
        text = map_xml(w, h, [(9, TALL), (13, WIDE)], tile_layer(1, "crowd", w, h, cells))
        text = text.replace('renderorder="right-down"', f'renderorder="{order}"')
        write(f"renderorder_{order.replace('-', '_')}.tmx", text)


def background():
    """A half-transparent background colour under half-transparent tiles and gaps, and a layer at
    half opacity: what shows through must blend as Tiled blends."""
    w, h = 10, 6
    cells = {(x, y): 1 + (x * 3 + y) % 8 for x in range(w) for y in range(h) if (x + y) % 3}
    cells = {k: (v if v != 1 else 5) for k, v in cells.items()}
    body = "\n".join([
        tile_layer(1, "tiles", w, h, cells),
        tile_layer(2, "faint", w, h, {(x, 2): 6 for x in range(w)}, ' opacity="0.5"'),
    ])
    write("background.tmx", map_xml(w, h, [(1, TILES16)], body, ' backgroundcolor="#80336699"'))


def trans_colour():
    """A tileset whose image marks transparency with a colour key (Tiled's "trans")."""
    w, h = 8, 4
    cells = {(x, y): 1 + (x + y) % 2 for x in range(w) for y in range(h)}
    cells[(3, 1)] = combo(2, 5)
    write("trans_colour.tmx", map_xml(w, h, [(1, KEYED)], tile_layer(1, "keyed", w, h, cells)))


ALIGNED = """ <tileset firstgid="{first}" name="ALIGNMENT" tilewidth="16" tileheight="32" tilecount="4" columns="4" objectalignment="ALIGNMENT">
  <tileoffset x="2" y="-1"/>
  <image source="tall.png" width="64" height="32"/>
 </tileset>"""


def alignment():
    """Tilesets' objectalignment (Tiled 1.4+): which point of a tile object's box its position
    is, scaled, flipped (diagonally too) and rotated about that point. (Few rotated objects: the
    software renderer rasterises them from whole-pixel corners, so their texels shift a little.)"""
    w, h = 16, 10
    names = ["topleft", "center", "bottomright", "top", "right"]
    sets = [(1 + 4 * i, ALIGNED.replace("ALIGNMENT", a)) for i, a in enumerate(names)]
    objs = []
    for i in range(len(names)):
        gid, x = 1 + 4 * i + i % 4, 20 + 48 * i
        objs += [
            f'<object id="{1 + 3 * i}" gid="{gid}" x="{x}" y="40" width="16" height="32"/>',
            f'<object id="{2 + 3 * i}" gid="{combo(gid, 5)}" x="{x}" y="90" width="24" height="40"/>',
        ]
        if names[i] in ("center", "bottomright"):  # turned about their alignment point
            objs.append(f'<object id="{3 + 3 * i}" gid="{gid}" x="{x + 4}" y="130" width="16" '
                        f'height="32" rotation="{30 * (i + 1)}"/>')
    body = "\n".join([' <objectgroup id="1" name="aligned">', "\n".join("  " + o for o in objs),
                      " </objectgroup>"])
    write("alignment.tmx", map_xml(w, h, sets, body))


def chunk(x, y, cells):
    return f"""   <chunk x="{x}" y="{y}" width="16" height="16">
{csv(16, 16, cells)}
</chunk>"""


def infinite():
    """An infinite map whose chunks sit at negative coordinates: the picture spans the 16 x 16
    blocks that hold tiles, on any layer, widened by layer offsets."""
    a = {(x, y): 1 + (x + y) % 8 for x in range(8, 16) for y in range(10, 16)}
    a = {k: (v if v != 1 else 2) for k, v in a.items()}
    b = {(x, y): 9 + x % 4 for x in range(0, 6, 2) for y in (1, 3)}
    c = {(0, 0): 14, (4, 2): 3}
    body = f""" <layer id="1" name="ground" width="16" height="16">
  <data encoding="csv">
{chunk(-32, -16, a)}
{chunk(0, 0, b)}
  </data>
 </layer>
 <layer id="2" name="far" width="16" height="16" offsetx="-3.5" offsety="2">
  <data encoding="csv">
{chunk(16, -16, c)}
  </data>
 </layer>
 <objectgroup id="3" name="things">
  <object id="1" gid="5" x="-40" y="-20" width="16" height="16"/>
 </objectgroup>"""
    write("infinite.tmx", map_xml(16, 16, [(1, TILES16), (9, TALL), (13, WIDE)], body,
                                  infinite=True))


# Maps in Tiled's other orientations: isometric, staggered and hexagonal.
R = 0x10000000  # the hexagonal 120-degree rotation bit


def hex_combo(gid, flips):
    """gid with flip bits from a 4-bit number: 1 horizontal, 2 vertical, 4 diagonal (60 degrees
    on hexagonal maps), 8 the hexagonal 120-degree rotation."""
    return combo(gid, flips & 7) | (R if flips & 8 else 0)


ISO = """ <tileset firstgid="{first}" name="iso" tilewidth="32" tileheight="16" tilecount="8" columns="4">
  <grid orientation="isometric" width="32" height="16"/>
  <image source="iso.png" width="128" height="32"/>
 </tileset>"""
BLOCKS = """ <tileset firstgid="{first}" name="blocks" tilewidth="32" tileheight="32" tilecount="4" columns="4">
  <tileoffset x="1" y="4"/>
  <image source="iso_block.png" width="128" height="32"/>
 </tileset>"""
BLOCKS_TOPLEFT = BLOCKS.replace('name="blocks"', 'name="blocks topleft" objectalignment="topleft"')
HEX_Y = """ <tileset firstgid="{first}" name="hex y" tilewidth="28" tileheight="32" tilecount="8" columns="4">
  <image source="hex_y.png" width="112" height="64"/>
 </tileset>"""
HEX_X = """ <tileset firstgid="{first}" name="hex x" tilewidth="32" tileheight="28" tilecount="8" columns="4">
  <image source="hex_x.png" width="128" height="56"/>
 </tileset>"""
HEX_ODD = """ <tileset firstgid="{first}" name="hex odd" tilewidth="29" tileheight="33" tilecount="4" columns="2">
  <tileoffset x="-1" y="2"/>
  <image source="hex_odd.png" width="58" height="66"/>
 </tileset>"""


def projected_map_xml(orientation, width, height, tile, tilesets, body, attrs="", infinite=False):
    sets = "\n".join(t.format(first=first) for first, t in tilesets)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="{orientation}" renderorder="right-down" width="{width}" height="{height}" tilewidth="{tile[0]}" tileheight="{tile[1]}" infinite="{1 if infinite else 0}"{attrs} nextlayerid="40" nextobjectid="100">
{sets}
{body}
</map>
"""


def object_layer(lid, name, objects, attrs=""):
    return "\n".join([f' <objectgroup id="{lid}" name="{name}"{attrs}>',
                      "\n".join("  " + o for o in objects), " </objectgroup>"])


def ground(width, height, first, count, flip_bits, hexagonal=False):
    """Every cell but a few gaps, tiles and flips varying from cell to cell."""
    cells = {}
    for x in range(width):
        for y in range(height):
            if (x * 5 + y * 3) % 11 == 0:
                continue  # a gap
            flips = (x * 3 + y * 7) % (16 if hexagonal else 8) if (x + y) % flip_bits == 0 else 0
            tile = first + (x + 2 * y) % count
            cells[(x, y)] = hex_combo(tile, flips) if hexagonal else combo(tile, flips)
    return cells


def blocks(width, height, first):
    """Tall tiles on a few cells, side by side so that they overlap: the drawing order shows."""
    return {(x, y): first + (x + y) % 4 for x in range(width) for y in range(height)
            if (x + 2 * y) % 5 == 0}


def isometric():
    """Isometric maps (32 x 16 diamonds): a ground layer with every flip and gaps, tall blocks
    with a tile offset, tile objects (placed along the tile axes; bottom-centre unless their
    tileset says otherwise; scaled, flipped, rotated) in a group with an offset, an image layer,
    and a layer offset. Tiled draws isometric layers by screen rows whatever the render order:
    the four maps differ only in it."""
    w, h = 10, 8
    objs = [
        '<object id="1" gid="9" x="16" y="16"/>',
        '<object id="2" gid="10" x="40" y="24" width="64" height="32"/>',
        f'<object id="3" gid="{combo(11, 1)}" x="72.5" y="40.25"/>',
        f'<object id="4" gid="{combo(12, 6)}" x="100" y="100"/>',
        '<object id="5" gid="10" x="120" y="30" rotation="30"/>',
        '<object id="6" gid="13" x="8" y="110"/>',
        f'<object id="7" gid="{combo(14, 5)}" x="60" y="120" width="32" height="64"/>',
    ]
    body = "\n".join([
        tile_layer(1, "ground", w, h, ground(w, h, 1, 8, 3)),
        tile_layer(2, "blocks", w, h, blocks(w, h, 9)),
        f""" <group id="3" name="things" offsetx="3" offsety="-2">
{object_layer(4, "objects", objs)}
 </group>""",
        """ <imagelayer id="5" name="picture" offsetx="40" offsety="50" opacity="0.6">
  <image source="layer.png" width="40" height="28"/>
 </imagelayer>""",
        tile_layer(6, "raised", w, h, {(x, 5): 9 + x % 4 for x in range(2, 8, 2)},
                   ' offsetx="-5" offsety="-7"'),
    ])
    for order in ("right-down", "right-up", "left-down", "left-up"):
        text = projected_map_xml("isometric", w, h, (32, 16),
                                 [(1, ISO), (9, BLOCKS), (13, BLOCKS_TOPLEFT)], body)
        text = text.replace('renderorder="right-down"', f'renderorder="{order}"')
        write(f"isometric_{order.replace('-', '_')}.tmx", text)


def isometric_infinite():
    """An infinite isometric map with chunks at negative coordinates: tmxrasterizer 1.8 frames
    it by its own rule for isometric bounds."""
    a = {(x, y): 1 + (x + y) % 8 for x in range(8, 16) for y in range(10, 16)}
    b = {(x, y): 9 + x % 4 for x in range(0, 6, 2) for y in (1, 3)}
    body = f""" <layer id="1" name="ground" width="16" height="16">
  <data encoding="csv">
{chunk(-16, -16, a)}
{chunk(0, 0, b)}
  </data>
 </layer>"""
    write("isometric_infinite.tmx",
          projected_map_xml("isometric", 16, 16, (32, 16), [(1, ISO), (9, BLOCKS)], body,
                            infinite=True))


def staggered_and_hexagonal():
    """Staggered maps (diamonds, 32 x 16) and hexagonal maps (28 x 32 with side 16 on stagger
    axis y, 32 x 28 on x) for each stagger axis and index, with tall tiles, tile objects, every
    flip (on hexagonal maps a diagonal flip turns the tile 60 degrees and the 120-degree bit
    turns it further), and each map a different render order (which Tiled ignores here)."""
    orders = {("x", "odd"): "right-down", ("x", "even"): "left-up", ("y", "odd"): "right-up",
              ("y", "even"): "left-down"}
    for (axis, index), order in orders.items():
        attrs = f' staggeraxis="{axis}" staggerindex="{index}"'
        w, h = (9, 7)
        objs = [
            '<object id="1" gid="9" x="20" y="40"/>',
            f'<object id="2" gid="{combo(10, 3)}" x="70.5" y="60" width="40" height="24"/>',
            '<object id="3" gid="11" x="100" y="90" rotation="90"/>',
        ]
        body = "\n".join([
            tile_layer(1, "ground", w, h, ground(w, h, 1, 8, 2)),
            tile_layer(2, "blocks", w, h, blocks(w, h, 9)),
            object_layer(3, "objects", objs),
        ])
        text = projected_map_xml("staggered", w, h, (32, 16), [(1, ISO), (9, BLOCKS)], body,
                                 attrs)
        write(f"staggered_{axis}_{index}.tmx", text.replace('"right-down"', f'"{order}"'))

        tile, hexes = ((28, 32), HEX_Y) if axis == "y" else ((32, 28), HEX_X)
        objs = [
            '<object id="1" gid="9" x="30" y="50"/>',
            f'<object id="2" gid="{hex_combo(2, 4)}" x="80" y="70"/>',
            f'<object id="3" gid="{hex_combo(3, 8)}" x="120" y="100" width="40" height="40"/>',
            f'<object id="4" gid="{hex_combo(4, 13)}" x="60" y="150" rotation="15"/>',
        ]
        body = "\n".join([
            tile_layer(1, "ground", w, h, ground(w, h, 1, 8, 3, hexagonal=True)),
            tile_layer(2, "blocks", w, h, blocks(w, h, 9)),
            object_layer(3, "objects", objs),
        ])
        text = projected_map_xml("hexagonal", w, h, tile, [(1, hexes), (9, BLOCKS)], body,
                                 f' hexsidelength="16"{attrs}')
        write(f"hexagonal_{axis}_{index}.tmx", text.replace('"right-down"', f'"{order}"'))


def hexagonal_odd():
    """A hexagonal map whose tile size is odd (29 x 33, side 15): Tiled 1.8 lays it out with the
    size rounded down to even, and tiles keep their own size and offset."""
    w, h = 8, 6
    body = tile_layer(1, "ground", w, h, ground(w, h, 1, 4, 2, hexagonal=True))
    write("hexagonal_odd.tmx",
          projected_map_xml("hexagonal", w, h, (29, 33), [(1, HEX_ODD)], body,
                            ' hexsidelength="15" staggeraxis="y" staggerindex="even"'))


def hexagonal_infinite():
    """An infinite hexagonal map (stagger axis x) with chunks at negative coordinates."""
    a = {(x, y): hex_combo(1 + (x + y) % 8, x % 16) for x in range(6, 16) for y in range(9, 16)}
    b = {(x, y): 1 + x % 8 for x in range(0, 7) for y in (0, 2)}
    body = f""" <layer id="1" name="ground" width="16" height="16">
  <data encoding="csv">
{chunk(-16, -16, a)}
{chunk(0, 0, b)}
  </data>
 </layer>"""
    write("hexagonal_infinite.tmx",
          projected_map_xml("hexagonal", 16, 16, (32, 28), [(1, HEX_X)], body,
                            ' hexsidelength="16" staggeraxis="x" staggerindex="even"',
                            infinite=True))


def json_map():
    tiled = shutil.which("tiled")
    if not tiled:
        print("tiled not found: json_map.tmj not refreshed")
        return
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for source, target in (("groups.tmx", "json_map.tmj"),
                           ("isometric_right_down.tmx", "isometric.tmj")):
        subprocess.run([tiled, "--export-map", "json", os.path.join(HERE, source),
                        os.path.join(HERE, target)], check=True, env=env)


def main():
    flips()
    groups()
    objects()
    alignment()
    image_layers()
    collection()
    render_orders()
    background()
    trans_colour()
    infinite()
    isometric()
    isometric_infinite()
    staggered_and_hexagonal()
    hexagonal_odd()
    hexagonal_infinite()
    json_map()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the fixtures of the format tests: TMX maps, TSX tilesets and TX templates written
here, and their JSON twins exported by Tiled itself (tiled --export-map/--export-tileset), so
the tests can check that both formats load into the same model.

Needs Tiled (apt-get install tiled); it runs headless. Files Tiled cannot export (.tj
templates) and the cross-format variants (a TMX map using .tsj tilesets, a JSON map using .tj
templates) are derived from the exported ones by renaming references.

Run from anywhere:  python3 tests/engine/tiled/data/formats/make_formats.py
"""

import base64
import os
import re
import struct
import subprocess
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from make_fixtures import png  # noqa: E402


def write(name, text):
    path = os.path.join(HERE, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def solid(width, height, rgba):
    return png(width, height, lambda y: bytes(rgba) * width)


def tiled(*args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run(["tiled", *args], cwd=HERE, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# An image-based tileset with everything a tileset can carry: class, properties, an animation,
# collision shapes.
TERRAIN_TSX = """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="16" tileheight="16" spacing="0" margin="0" tilecount="8" columns="4" objectalignment="top">
 <tileoffset x="2" y="-3"/>
 <properties>
  <property name="biome" value="meadow"/>
 </properties>
 <image source="../tiles.png" trans="ff00ff" width="64" height="32"/>
 <tile id="1" type="Water">
  <properties>
   <property name="depth" type="float" value="1.5"/>
  </properties>
  <animation>
   <frame tileid="1" duration="100"/>
   <frame tileid="2" duration="250"/>
  </animation>
 </tile>
 <tile id="3" type="Wall">
  <objectgroup draworder="index" id="2">
   <object id="1" x="1" y="2" width="14" height="12"/>
   <object id="2" x="0" y="0">
    <polygon points="0,0 16,0 8,8"/>
   </object>
   <object id="3" x="4" y="4" width="8" height="8">
    <ellipse/>
   </object>
  </objectgroup>
 </tile>
</tileset>
"""

# An image collection: tiles of different sizes, ids with a gap, an animation.
PROPS_TSX = """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="props" tilewidth="32" tileheight="32" tilecount="3" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="Crate">
  <image width="16" height="16" source="art/small.png"/>
 </tile>
 <tile id="1">
  <image width="16" height="32" source="art/tall.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="lit" type="bool" value="true"/>
  </properties>
  <image width="32" height="16" source="art/wide.png"/>
  <animation>
   <frame tileid="4" duration="50"/>
   <frame tileid="0" duration="75"/>
  </animation>
 </tile>
</tileset>
"""

CRATE_TX = """<?xml version="1.0" encoding="UTF-8"?>
<template>
 <tileset firstgid="1" source="../props.tsx"/>
 <object name="crate" type="Crate" gid="1" width="16" height="16">
  <properties>
   <property name="hp" type="int" value="3"/>
   <property name="loot" value="coins"/>
   <property name="stats" type="class" propertytype="Stats">
    <properties>
     <property name="armor" type="int" value="1"/>
     <property name="weight" type="float" value="2.5"/>
    </properties>
   </property>
  </properties>
 </object>
</template>
"""

CRATE_TJ = """{ "type":"template",
 "tileset":
    {
     "firstgid":1,
     "source":"..\\/props.tsj"
    },
 "object":
    {
     "gid":1,
     "height":16,
     "name":"crate",
     "properties":[
            {
             "name":"hp",
             "type":"int",
             "value":3
            },
            {
             "name":"loot",
             "type":"string",
             "value":"coins"
            },
            {
             "name":"stats",
             "propertytype":"Stats",
             "type":"class",
             "value":
                {
                 "armor":1,
                 "weight":2.5
                }
            }],
     "rotation":0,
     "type":"Crate",
     "visible":true,
     "width":16
    }
}
"""

ZONE_TX = """<?xml version="1.0" encoding="UTF-8"?>
<template>
 <object name="zone" type="Zone">
  <properties>
   <property name="danger" type="int" value="1"/>
  </properties>
  <polygon points="0,0 32,0 32,16 0,16"/>
 </object>
</template>
"""

ZONE_TJ = """{ "type":"template",
 "object":
    {
     "height":0,
     "name":"zone",
     "polygon":[
            {"x":0, "y":0},
            {"x":32, "y":0},
            {"x":32, "y":16},
            {"x":0, "y":16}],
     "properties":[
            {
             "name":"danger",
             "type":"int",
             "value":1
            }],
     "rotation":0,
     "type":"Zone",
     "visible":true,
     "width":0
    }
}
"""

# Every map feature the loader reads, in a Tiled 1.8 map.
FEATURES_TMX = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="left-up" width="4" height="3" tilewidth="16" tileheight="16" infinite="0" parallaxoriginx="10" parallaxoriginy="-5" backgroundcolor="#80203040" nextlayerid="9" nextobjectid="20">
 <properties>
  <property name="boss" type="object" value="3"/>
  <property name="gravity" type="float" value="9.5"/>
  <property name="intro">Line one
Line two</property>
  <property name="music" type="file" value="../music/battle.ogg"/>
  <property name="night" type="bool" value="true"/>
  <property name="spawn" type="class" propertytype="SpawnRule">
   <properties>
    <property name="area" type="class" propertytype="Area">
     <properties>
      <property name="w" type="float" value="3.5"/>
     </properties>
    </property>
    <property name="count" type="int" value="2"/>
   </properties>
  </property>
  <property name="tint" type="color" value="#ff102030"/>
  <property name="title" value="Test Keep"/>
  <property name="turns" type="int" value="12"/>
 </properties>
 <tileset firstgid="1" source="terrain.tsx"/>
 <tileset firstgid="9" name="marks" tilewidth="16" tileheight="16" spacing="1" margin="2" tilecount="3" columns="3">
  <tileoffset x="0" y="4"/>
  <properties>
   <property name="kind" value="overlay"/>
  </properties>
  <image source="../tiles.png" trans="00ff00" width="64" height="32"/>
  <tile id="2" type="Door">
   <properties>
    <property name="locked" type="bool" value="false"/>
   </properties>
  </tile>
 </tileset>
 <layer id="1" name="ground" width="4" height="3" opacity="0.5" tintcolor="#ff8000" offsetx="2" offsety="-3" parallaxx="0.5" parallaxy="0.75">
  <properties>
   <property name="walkable" type="bool" value="true"/>
  </properties>
  <data encoding="csv">
1,2,3,4,
5,6,7,8,
9,10,2147483659,3221225483
</data>
 </layer>
 <group id="2" name="decor" offsetx="8" offsety="8" tintcolor="#80ffffff" parallaxx="2">
  <layer id="3" name="walls" width="4" height="3" visible="0">
   <data encoding="csv">
0,0,0,0,
0,4,0,0,
0,0,0,0
</data>
  </layer>
  <imagelayer id="4" name="sky" repeatx="1" repeaty="1">
   <image source="../tiles.png" trans="0000ff" width="64" height="32"/>
  </imagelayer>
 </group>
 <objectgroup id="5" name="units" tintcolor="#ff00ff00" draworder="index">
  <object id="1" name="Ada" type="Hero" x="24" y="40">
   <properties>
    <property name="hp" type="int" value="10"/>
   </properties>
   <point/>
  </object>
  <object id="2" name="North wall" type="Wall" x="0" y="0" width="64" height="16"/>
  <object id="3" name="pond" x="10" y="12" width="20" height="10" rotation="45">
   <ellipse/>
  </object>
  <object id="4" name="path" x="1" y="2" visible="0">
   <polyline points="0,0 10,10 20,5"/>
  </object>
  <object id="5" name="sign" type="Sign" x="1" y="2" width="40" height="12" rotation="30">
   <text fontfamily="Sans" wrap="1" color="#ff0000" halign="center">Hello
there</text>
  </object>
  <object id="6" name="flipped" gid="3221225474" x="32" y="48" width="32" height="8" rotation="90"/>
  <object id="7" template="templates/crate.tx" x="5" y="20"/>
  <object id="8" template="templates/crate.tx" name="big crate" x="40" y="20" width="32" height="32">
   <properties>
    <property name="hp" type="int" value="9"/>
    <property name="stats" type="class" propertytype="Stats">
     <properties>
      <property name="armor" type="int" value="4"/>
     </properties>
    </property>
   </properties>
  </object>
  <object id="9" template="templates/zone.tx" name="pit" x="10" y="10"/>
 </objectgroup>
 <imagelayer id="6" name="backdrop" offsetx="1">
  <image source="../tiles.png" width="64" height="32"/>
 </imagelayer>
</map>
"""

# Image-collection tiles placed as tile objects: sizes, flips, rotation and scale.
COLLECTION_TMX = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="8" height="8" tilewidth="16" tileheight="16" infinite="0" nextlayerid="3" nextobjectid="5">
 <tileset firstgid="1" source="props.tsx"/>
 <layer id="1" name="floor" width="8" height="8">
  <data encoding="base64" compression="zlib">
{floor}
  </data>
 </layer>
 <objectgroup id="2" name="things">
  <object id="1" gid="1" x="0" y="16" width="16" height="16"/>
  <object id="2" gid="2147483650" x="32" y="48" width="16" height="32"/>
  <object id="3" gid="5" x="64" y="64" width="64" height="32" rotation="-90"/>
  <object id="4" gid="1073741829" x="96" y="96" width="16" height="8"/>
 </objectgroup>
</map>
"""

INFINITE_TMX = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="30" height="20" tilewidth="16" tileheight="16" infinite="1" nextlayerid="4" nextobjectid="1">
 <tileset firstgid="1" source="terrain.tsx"/>
 <layer id="1" name="ground" width="48" height="32" startx="-32" starty="-16">
  <data encoding="{encoding}"{compression}>
{ground}
  </data>
 </layer>
 <group id="2" name="upper">
  <layer id="3" name="roof" width="16" height="16" startx="0" starty="0">
   <data encoding="{encoding}"{compression}>
{roof}
   </data>
  </layer>
 </group>
</map>
"""


def chunk_gids(x, y):
    """A 16x16 chunk whose corners say where it is."""
    gids = [0] * 256
    gids[0] = 1 + (x // 16) % 4
    gids[255] = 5 + (y // 16) % 4
    gids[17] = 2 | 0x80000000
    return gids


def chunk_text(x, y, gids, zlib_encoded):
    if zlib_encoded:
        raw = b"".join(struct.pack("<I", g) for g in gids)
        body = base64.b64encode(zlib.compress(raw)).decode("ascii")
    else:
        rows = [",".join(str(g) for g in gids[r * 16:(r + 1) * 16]) for r in range(16)]
        body = "\n" + ",\n".join(rows) + "\n"
    return f'   <chunk x="{x}" y="{y}" width="16" height="16">{body}</chunk>'


def infinite_map(zlib_encoded):
    ground = "\n".join(chunk_text(x, y, chunk_gids(x, y), zlib_encoded)
                       for (x, y) in [(-32, -16), (-16, -16), (0, 0)])
    roof = chunk_text(0, 0, chunk_gids(16, 16), zlib_encoded)
    return INFINITE_TMX.format(encoding="base64" if zlib_encoded else "csv",
                               compression=' compression="zlib"' if zlib_encoded else "",
                               ground=ground, roof=roof)


# One map per orientation and stagger setting, finite and infinite, each with what the
# orthogonal maps carry: flips (and on hexagonal maps the 120-degree rotation bit, 0x10000000),
# a group with an offset, a tile object, a template instance, shapes and an image layer. The
# tileset has an isometric <grid> on the isometric maps, as Tiled gives tilesets made for them.
ORIENTED_TMX = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="{orientation}" renderorder="{order}" width="6" height="5" tilewidth="{tw}" tileheight="{th}" infinite="{infinite}"{stagger} nextlayerid="6" nextobjectid="6">
 <tileset firstgid="1" name="blocks" tilewidth="16" tileheight="16" tilecount="8" columns="4">
  <tileoffset x="0" y="4"/>{grid}
  <image source="../tiles.png" width="64" height="32"/>
 </tileset>
 <tileset firstgid="9" source="props.tsx"/>
 <layer id="1" name="ground" width="6" height="5">
  <data encoding="csv">{ground}</data>
 </layer>
 <group id="2" name="raised" offsetx="0" offsety="-8">
  <layer id="3" name="blocks" width="6" height="5">
   <data encoding="csv">{blocks}</data>
  </layer>
 </group>
 <objectgroup id="4" name="units">
  <object id="1" name="Ada" type="Hero" x="{px}" y="{py}">
   <point/>
  </object>
  <object id="2" name="statue" gid="{statue}" x="{px}" y="{py}" width="16" height="32"/>
  <object id="3" template="templates/crate.tx" x="8" y="24"/>
  <object id="4" name="wall" type="Wall" x="0" y="0" width="{wall}" height="8"/>
  <object id="5" name="route" x="4" y="4">
   <polyline points="0,0 {px},0 {px},{py}"/>
  </object>
 </objectgroup>
 <imagelayer id="5" name="sky" offsetx="-4">
  <image source="art/wide.png" width="32" height="16"/>
 </imagelayer>
</map>
"""

HEX = 0x10000000


def oriented_gids(hexagonal):
    """Ground and raised blocks, with every flip and, on hexagonal maps, the 120-degree bit."""
    ground = [1 + (i % 7) for i in range(30)]
    ground[3] |= 0x80000000
    ground[8] |= 0x40000000
    ground[13] |= 0x20000000
    blocks = [0] * 30
    blocks[7] = 8
    blocks[16] = 8 | 0x80000000
    if hexagonal:
        ground[5] |= HEX
        ground[21] |= HEX | 0x80000000
        blocks[22] = 3 | HEX
    return ground, blocks


def csv_rows(gids, width):
    rows = [",".join(str(g) for g in gids[r:r + width]) for r in range(0, len(gids), width)]
    return "\n" + ",\n".join(rows) + "\n"


def infinite_data(gids, indent):
    """The 6x5 layer as one 16x16 chunk at (-16, -16), the tiles in its bottom-right corner."""
    chunk = [0] * 256
    for i, gid in enumerate(gids):
        chunk[(10 + i // 6) * 16 + 10 + i % 6] = gid
    return f'\n{indent}<chunk x="-16" y="-16" width="16" height="16">{csv_rows(chunk, 16)}</chunk>\n'


def oriented_map(orientation, tw, th, axis=None, index=None, side=None, infinite=False,
                 order="right-down"):
    hexagonal = orientation == "hexagonal"
    stagger = ""
    if side is not None:
        stagger += f' hexsidelength="{side}"'
    if axis is not None:
        stagger += f' staggeraxis="{axis}" staggerindex="{index}"'
    grid = ""
    if orientation == "isometric":
        grid = f'\n  <grid orientation="isometric" width="{tw}" height="{th}"/>'
    ground, blocks = oriented_gids(hexagonal)
    statue = 10 | (HEX if hexagonal else 0) | 0x80000000
    text = ORIENTED_TMX.format(
        orientation=orientation, order=order, tw=tw, th=th, infinite=1 if infinite else 0,
        stagger=stagger, grid=grid, statue=statue, px=3 * th, py=2 * th, wall=4 * th,
        ground=infinite_data(ground, "   ") if infinite else csv_rows(ground, 6),
        blocks=infinite_data(blocks, "    ") if infinite else csv_rows(blocks, 6))
    if infinite:
        text = text.replace('<layer id="1" name="ground" width="6" height="5">',
                            '<layer id="1" name="ground" width="16" height="16">')
        text = text.replace('<layer id="3" name="blocks" width="6" height="5">',
                            '<layer id="3" name="blocks" width="16" height="16">')
    return text


ORIENTED = {
    "iso": ("isometric", 32, 16, {}),
    "iso_infinite": ("isometric", 32, 16, {"infinite": True, "order": "left-up"}),
    "staggered_y_odd": ("staggered", 32, 16, {"axis": "y", "index": "odd"}),
    "staggered_x_even": ("staggered", 32, 16, {"axis": "x", "index": "even",
                                               "order": "right-up"}),
    "staggered_y_even_infinite": ("staggered", 32, 16, {"axis": "y", "index": "even",
                                                        "infinite": True}),
    "hex_y_odd": ("hexagonal", 28, 24, {"axis": "y", "index": "odd", "side": 12}),
    "hex_x_even": ("hexagonal", 24, 28, {"axis": "x", "index": "even", "side": 12,
                                         "order": "left-down"}),
    "hex_x_odd_infinite": ("hexagonal", 24, 28, {"axis": "x", "index": "odd", "side": 12,
                                                 "infinite": True}),
}


def floor_data():
    gids = [(i % 3) and 2 or 1 for i in range(64)]
    raw = b"".join(struct.pack("<I", g) for g in gids)
    return "   " + base64.b64encode(zlib.compress(raw)).decode("ascii")


def main():
    for name, size, colour in [("small", (16, 16), (200, 50, 50, 255)),
                               ("tall", (16, 32), (50, 200, 50, 255)),
                               ("wide", (32, 16), (50, 50, 200, 255))]:
        with open(os.path.join(HERE, "art", name + ".png"), "wb") as f:
            f.write(solid(*size, colour))
    write("terrain.tsx", TERRAIN_TSX)
    write("props.tsx", PROPS_TSX)
    write("templates/crate.tx", CRATE_TX)
    write("templates/crate.tj", CRATE_TJ)
    write("templates/zone.tx", ZONE_TX)
    write("templates/zone.tj", ZONE_TJ)
    write("features.tmx", FEATURES_TMX)
    write("collection.tmx", COLLECTION_TMX.replace("{floor}", floor_data()))
    write("infinite.tmx", infinite_map(False))
    write("infinite_zlib.tmx", infinite_map(True))
    tiled("--export-tileset", "json", "terrain.tsx", "terrain.tsj")
    tiled("--export-tileset", "json", "props.tsx", "props.tsj")
    for name, (orientation, tw, th, options) in ORIENTED.items():
        write(name + ".tmx", oriented_map(orientation, tw, th, **options))
    for name in ["features", "collection", "infinite", "infinite_zlib", *ORIENTED]:
        tiled("--export-map", "json", name + ".tmx", name + ".tmj")
    # Cross-format twins: a TMX map on .tsj tilesets, a JSON map on .tj templates.
    with open(os.path.join(HERE, "features.tmx"), encoding="utf-8") as f:
        write("features_tsj.tmx", f.read().replace("terrain.tsx", "terrain.tsj"))
    with open(os.path.join(HERE, "features.tmj"), encoding="utf-8") as f:
        write("features_tj.tmj", re.sub(r"\.tx\"", ".tj\"", f.read()))


if __name__ == "__main__":
    main()

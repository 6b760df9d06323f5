"""Writers for Tiled 1.8 files: the external tileset (.tsx) and a map (.tmx) of any orientation.

The XML is written by hand, in the element order and indentation Tiled itself uses, so a
map saved again from Tiled produces a small, readable diff.
"""

import base64
import struct
import zlib
from xml.sax.saxutils import quoteattr

TILED_VERSION = "1.8.2"
FORMAT_VERSION = "1.8"


def _attrs(pairs):
    return "".join(f" {k}={quoteattr(str(v))}" for k, v in pairs if v is not None)


def _format_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return repr(value).rstrip("0").rstrip(".") if value != int(value) else str(int(value))
    return str(value)


def properties_xml(props, indent):
    """<properties> for a list of (name, type, value); type None means string (Tiled omits it)."""
    if not props:
        return []
    pad = " " * indent
    lines = [pad + "<properties>"]
    for name, kind, value in props:
        lines.append(pad + " <property" + _attrs([("name", name), ("type", kind),
                                                  ("value", _format_value(value))]) + "/>")
    lines.append(pad + "</properties>")
    return lines


# --------------------------------------------------------------------------- tileset

def tileset_xml(name, image_source, image_size, tile_size, columns, specs, wangsets,
                tile_offset=None, grid=None):
    """The .tsx text. specs: terrain.TileSpec list; wangsets: list of WangSet; tile_size: one
    number (square tiles) or (width, height); tile_offset: (x, y) pixels added where each tile
    is drawn (tall tiles whose footprint is not at the image's bottom); grid: (orientation,
    width, height), the cell Tiled snaps this tileset's tile objects and overlays to."""
    tile_w, tile_h = (tile_size, tile_size) if isinstance(tile_size, int) else tile_size
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<tileset" + _attrs([("version", FORMAT_VERSION), ("tiledversion", TILED_VERSION),
                                  ("name", name), ("tilewidth", tile_w),
                                  ("tileheight", tile_h), ("tilecount", len(specs)),
                                  ("columns", columns)]) + ">"]
    if tile_offset:
        offset = [("x", tile_offset[0]), ("y", tile_offset[1])]
        lines.append(" <tileoffset" + _attrs(offset) + "/>")
    if grid:
        lines.append(" <grid" + _attrs([("orientation", grid[0]), ("width", grid[1]),
                                        ("height", grid[2])]) + "/>")
    lines.append(" <image" + _attrs([("source", image_source), ("width", image_size[0]),
                                     ("height", image_size[1])]) + "/>")
    for spec in specs:
        probability = spec.probability if spec.probability not in (None, 1) else None
        head = " <tile" + _attrs([("id", spec.id), ("type", spec.name), ("probability", probability)])
        if spec.solid:
            lines.append(head + ">")
            lines += properties_xml([("solid", "bool", True)], 2)
            lines.append(" </tile>")
        else:
            lines.append(head + "/>")
    if wangsets:
        lines.append(" <wangsets>")
        for wangset in wangsets:
            lines += wangset.xml(2)
        lines.append(" </wangsets>")
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


class WangSet:
    """A corner Wang set (Tiled's terrain brush): colours and each tile's corner colours."""

    def __init__(self, name, icon_tile):
        self.name = name
        self.icon_tile = icon_tile
        self.colors = []   # (name, "#rrggbb", icon tile)
        self.tiles = []    # (tile id, (tl, tr, bl, br) colour indices from 1)

    def add_color(self, name, color, tile):
        self.colors.append((name, color, tile))
        return len(self.colors)

    def add_tile(self, tile_id, corners):
        self.tiles.append((tile_id, corners))

    def xml(self, indent):
        pad = " " * indent
        lines = [pad + "<wangset" + _attrs([("name", self.name), ("type", "corner"),
                                             ("tile", self.icon_tile)]) + ">"]
        for name, color, tile in self.colors:
            lines.append(pad + " <wangcolor" + _attrs([("name", name), ("color", color),
                                                        ("tile", tile), ("probability", 1)]) + "/>")
        for tile_id, (tl, tr, bl, br) in self.tiles:
            # Tiled's order: top, top-right, right, bottom-right, bottom, bottom-left, left,
            # top-left; a corner set leaves the edge slots 0.
            wangid = f"0,{tr},0,{br},0,{bl},0,{tl}"
            lines.append(pad + " <wangtile" + _attrs([("tileid", tile_id), ("wangid", wangid)]) + "/>")
        lines.append(pad + "</wangset>")
        return lines


# --------------------------------------------------------------------------- map

def encode_layer_data(gids):
    """Base64 of zlib-compressed little-endian uint32 gids, as Tiled writes them."""
    raw = struct.pack("<%dI" % len(gids), *gids)
    return base64.b64encode(zlib.compress(raw, 9)).decode("ascii")


class Projection:
    """A map's orientation attributes as Tiled writes them; None leaves one out."""

    def __init__(self, orientation, stagger_axis=None, stagger_index=None, hex_side_length=None):
        self.orientation, self.stagger_axis = orientation, stagger_axis
        self.stagger_index, self.hex_side_length = stagger_index, hex_side_length


class MapObject:
    """A point object by default; shape "polyline" or "polygon" takes points relative to
    (x, y), as Tiled stores them; shape "rectangle" takes size = (width, height) from its
    top-left corner (x, y)."""

    def __init__(self, obj_id, name, kind, x, y, props=(), shape="point", points=(), size=None):
        self.id, self.name, self.kind, self.x, self.y = obj_id, name, kind, x, y
        self.props = list(props)
        self.shape = shape
        self.points = list(points)
        self.size = size
        assert (shape == "rectangle") == (size is not None), (name, shape, size)


class TileLayer:
    """A tile layer with Tiled's extras: hidden in the editor or not, and custom properties."""

    def __init__(self, name, gids, visible=True, props=()):
        self.name, self.gids, self.visible, self.props = name, gids, visible, list(props)


class ObjectLayer:
    def __init__(self, name, objects, props=()):
        self.name, self.objects, self.props = name, objects, list(props)


def map_xml(width, height, tile_size, tileset_source, map_props, tile_layers, object_layers,
            projection=None):
    """The .tmx text. tileset_source: a path, or [(firstgid, path)]; tile_layers: [(name, gids)]
    or TileLayer; object_layers: [(name, [MapObject])] or ObjectLayer; tile_size: one number
    (square cells) or (width, height). projection: None for an orthogonal map, else a Projection
    (its orientation and, for staggered and hexagonal maps, stagger and side length)."""
    tile_w, tile_h = (tile_size, tile_size) if isinstance(tile_size, int) else tile_size
    projection = projection or Projection("orthogonal")
    tilesets = [(1, tileset_source)] if isinstance(tileset_source, str) else tileset_source
    tile_layers = [t if isinstance(t, TileLayer) else TileLayer(*t) for t in tile_layers]
    object_layers = [o if isinstance(o, ObjectLayer) else ObjectLayer(*o) for o in object_layers]
    next_layer = len(tile_layers) + len(object_layers) + 1
    next_object = 1 + max([o.id for layer in object_layers for o in layer.objects] or [0])
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<map" + _attrs([("version", FORMAT_VERSION), ("tiledversion", TILED_VERSION),
                              ("orientation", projection.orientation),
                              ("renderorder", "right-down"), ("width", width),
                              ("height", height), ("tilewidth", tile_w), ("tileheight", tile_h),
                              ("hexsidelength", projection.hex_side_length),
                              ("staggeraxis", projection.stagger_axis),
                              ("staggerindex", projection.stagger_index), ("infinite", 0),
                              ("nextlayerid", next_layer), ("nextobjectid", next_object)]) + ">"]
    lines += properties_xml(map_props, 1)
    for firstgid, source in tilesets:
        lines.append(" <tileset" + _attrs([("firstgid", firstgid), ("source", source)]) + "/>")
    layer_id = 1
    for layer in tile_layers:
        assert len(layer.gids) == width * height
        lines.append(" <layer" + _attrs([("id", layer_id), ("name", layer.name), ("width", width),
                                         ("height", height),
                                         ("visible", None if layer.visible else 0)]) + ">")
        lines += properties_xml(layer.props, 2)
        lines.append('  <data encoding="base64" compression="zlib">')
        lines.append("   " + encode_layer_data(layer.gids))
        lines.append("  </data>")
        lines.append(" </layer>")
        layer_id += 1
    for layer in object_layers:
        lines.append(" <objectgroup" + _attrs([("id", layer_id), ("name", layer.name)]) + ">")
        lines += properties_xml(layer.props, 2)
        for o in layer.objects:
            size = o.size or (None, None)
            head = "  <object" + _attrs([("id", o.id), ("name", o.name), ("type", o.kind),
                                         ("x", _format_value(o.x)), ("y", _format_value(o.y)),
                                         ("width", size[0]), ("height", size[1])])
            if o.shape == "rectangle" and not o.props:
                lines.append(head + "/>")  # Tiled writes a plain rectangle as one element
                continue
            lines.append(head + ">")
            lines += properties_xml(o.props, 3)
            if o.shape == "rectangle":
                pass  # a rectangle is its x, y, width and height: no shape element
            elif o.shape == "point":
                lines.append("   <point/>")
            else:
                points = " ".join(f"{_format_value(px)},{_format_value(py)}" for px, py in o.points)
                lines.append(f'   <{o.shape} points="{points}"/>')
            lines.append("  </object>")
        lines.append(" </objectgroup>")
        layer_id += 1
    lines.append("</map>")
    return "\n".join(lines) + "\n"

"""Builds an isometric or hexagonal campaign map from a layout drawn in text.

The orthogonal maps come from map_builder.py; these two projections draw with their own
tilesets (projected_tiles.py) and place objects in their own object space:

- isometric (64x32 cells): Tiled stores object positions along the tile axes, one cell
  32 x 32 (the tile height on both axes), so cell (col, row) spans (col*32, row*32) to
  ((col+1)*32, (row+1)*32) whatever the picture looks like;
- hexagonal (flat-topped 64x56 cells with 32-px sides, stagger axis x, odd columns pushed down
  half a cell): objects are in map pixels, and cell (col, row)'s box starts at
  (col*48, row*56 + 28 if col is odd).

A layout is a dict (watchtower_map.py and fens_map.py each hold one):

- "name", "title", "briefing", "next_map" (a file name or None), "objectives" as in
  map_builder.py;
- "projection": ISOMETRIC or HEXAGONAL below;
- "ground": rows of characters, one a cell (row = the cell's row, column = its column):
  "." grass (its look picked at random), ":" dirt, "=" flagstones, "~" water (solid), "w"
  water with lily pads (solid), "r" reeds on grass; and the
  tall pieces, which stand on grass or flagstones on the `tall` layer (all solid): "#" wall,
  "_" low wall, "T" oak, "P" pine, "A" autumn oak, "o" boulder, "I" standing stone; "G" a gate:
  flagstones with the wooden gate on the `gate` layer, a door's look (the layout's objects()
  puts the Wall rectangle on it);
- "heroes", "enemies": (name, position, [(property, type, value)]), the position as
  Grid.position reads it (isometric: cells along the tile axes, fractions allowed;
  hexagonal: the cell the unit stands in the middle of);
- "waypoint_cells", "waypoint_route": optional, as map_builder.py (the `waypoints` tile layer,
  kept hidden: its 32x32 markers are orthogonal art).

check_layout() keeps every unit most of a cell clear of anything solid and two cells (two
columns on the hexagonal grid) from each other.
"""

import math
import random

from . import projected_tiles as art
from . import waypoint_markers
from .tiled_files import MapObject, Projection, TileLayer, map_xml

TALL_KEY = {"#": "wall", "_": "wall_low", "T": "oak", "P": "pine", "A": "autumn_oak",
            "o": "boulder", "I": "standing_stone"}


class Grid:
    """One projection's numbers: cell size, Tiled's attributes and the object-space cells."""

    def __init__(self, name, ground, tall, projection, tile_size, cell, spacing):
        self.name, self.ground, self.tall = name, ground, tall
        self.projection, self.tile_size, self.cell = projection, tile_size, cell
        self.spacing = spacing  # the least distance between two units, object space

    def position(self, pos):
        """Object space of a layout position: isometric, a point in cells along the tile axes
        ((3.5, 5.5) is cell (3, 5)'s centre, as map_builder.py's px); hexagonal, a cell
        (col, row), meaning its centre."""
        if self.name == "isometric":
            return pos[0] * self.cell, pos[1] * self.cell
        col, row = pos
        x0, y0 = self.box(col, row)
        return x0 + 32, y0 + 28

    def box(self, col, row):
        """Hexagonal: the top-left of cell (col, row)'s 64x56 box, map pixels."""
        return col * 48, row * 56 + (28 if col % 2 else 0)

    def outline(self, col, row):
        """The cell's shape in object space, for the clearance check."""
        if self.name == "isometric":
            x, y, s = col * self.cell, row * self.cell, self.cell
            return [(x, y), (x + s, y), (x + s, y + s), (x, y + s)]
        x, y = self.box(col, row)
        return [(x + 16, y), (x + 48, y), (x + 64, y + 28), (x + 48, y + 56), (x + 16, y + 56),
                (x, y + 28)]

    def rectangle(self, obj_id, name, kind, cells, props=()):
        """A rectangle object over cells (c0, r0, c1, r1), c1 and r1 excluded (isometric: a
        rectangle in object space is a diamond-shaped patch of cells on screen)."""
        c0, r0, c1, r1 = cells
        assert self.name == "isometric", "hexagonal areas are polygons (hex_area)"
        s = self.cell
        return MapObject(obj_id, name, kind, c0 * s, r0 * s, props, shape="rectangle",
                         size=((c1 - c0) * s, (r1 - r0) * s))

    def hex_area(self, obj_id, name, kind, cells, props=()):
        """A polygon object round a set of hexagonal cells' centres, padded to their edges:
        the convex hull of their outlines."""
        points = sorted({p for c, r in cells for p in self.outline(c, r)})
        hull = _convex_hull(points)
        x0, y0 = hull[0]
        return MapObject(obj_id, name, kind, x0, y0, props, shape="polygon",
                         points=[(x - x0, y - y0) for x, y in hull])


ISOMETRIC = Grid("isometric", art.ISO_GROUND, art.ISO_TALL, Projection("isometric"), (64, 32), 32,
                 64)
HEXAGONAL = Grid("hexagonal", art.HEX_GROUND, art.HEX_TALL,
                 Projection("hexagonal", "x", "odd", 32), (64, 56), 56, 96)


def _convex_hull(points):
    """Andrew's monotone chain; clockwise on screen (y down), starting at the left-most."""
    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower, upper = [], []
    for p in points:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) >= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(points):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) >= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


# --------------------------------------------------------------------------- layers

def _ground_id(ch, ids, rng):
    if ch in ".TPAoI":
        roll = rng.random()
        if roll < 0.08:
            return ids["grass_flowers"]
        if roll < 0.2:
            return ids["grass_tufts"]
        if roll < 0.26:
            return ids["grass_pebbles"]
        return ids["grass"]
    if ch == ":":
        return ids["dirt_pebbles"] if rng.random() < 0.25 else ids["dirt"]
    if ch in "=G#_":
        return ids["flagstone_mossy"] if rng.random() < 0.2 else ids["flagstone"]
    if ch == "~":
        return ids["water"]
    if ch == "w":
        return ids["water_lilies"]
    if ch == "r":
        return ids["grass_reeds"]
    raise ValueError(f"unknown ground character {ch!r}")


def layers(layout, grid):
    """The ground, tall and gate layers' gids (ground tileset first, then the tall one)."""
    rows = layout["ground"]
    width, height = len(rows[0]), len(rows)
    assert all(len(row) == width for row in rows), layout["name"]
    rng = random.Random(layout["name"])
    ground_ids, tall_ids = grid.ground.ids(), grid.tall.ids()
    tall_first = 1 + len(grid.ground.tiles)
    ground, tall, gate = [], [], []
    for row in rows:
        for ch in row:
            ground.append(1 + _ground_id(ch, ground_ids, rng))
            tall.append(tall_first + tall_ids[TALL_KEY[ch]] if ch in TALL_KEY else 0)
            gate.append(tall_first + tall_ids["gate"] if ch == "G" else 0)
    return width, height, ground, tall, gate, tall_first


def solid_cells(layout):
    return [(c, r) for r, row in enumerate(layout["ground"]) for c, ch in enumerate(row)
            if ch in TALL_KEY or ch in "~w"]


# --------------------------------------------------------------------------- checks

class LayoutError(Exception):
    pass


def _segment_distance(p, a, b):
    ax, ay, bx, by = a[0], a[1], b[0], b[1]
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def _distance_to_cell(p, outline):
    return min(_segment_distance(p, a, b) for a, b in zip(outline, outline[1:] + outline[:1]))


def check_layout(layout, grid):
    """Every unit at least 0.9 of a cell (object space) from any solid cell's edge and
    grid.spacing from every other unit; returns a report, raises LayoutError otherwise."""
    cells = [grid.outline(c, r) for c, r in solid_cells(layout)]
    units = [(n, grid.position(p)) for n, p, _ in layout["heroes"] + layout["enemies"]]
    report, problems = [], []
    for name, pos in units:
        nearest = min(_distance_to_cell(pos, cell) for cell in cells)
        report.append(f"{layout['name']}: {name} at {pos[0]:.0f},{pos[1]:.0f}: nearest solid "
                      f"cell {nearest:.0f} px")
        if nearest < 0.9 * grid.cell:
            problems.append(f"{name} is {nearest:.0f} px from a solid cell")
    for i, (a, pa) in enumerate(units):
        for b, pb in units[i + 1:]:
            if math.dist(pa, pb) < grid.spacing:
                problems.append(f"{a} and {b} are only {math.dist(pa, pb):.0f} px apart")
    if problems:
        raise LayoutError(f"{layout['name']}: " + "; ".join(problems))
    return report


# --------------------------------------------------------------------------- the map

def build_map(layout, objects_for, tileset_dir="tilesets"):
    """The .tmx text of a layout and a report of its units' clearances. objects_for takes the
    grid and the unit objects (ids from 1, heroes first) and returns the map's object layers."""
    grid = layout["projection"]
    report = check_layout(layout, grid)
    width, height, ground, tall, gate, tall_first = layers(layout, grid)
    units = []
    for i, (name, pos, props) in enumerate(layout["heroes"] + layout["enemies"]):
        kind = "Hero" if i < len(layout["heroes"]) else "Enemy"
        x, y = grid.position(pos)
        units.append(MapObject(i + 1, name, kind, round(x), round(y), list(props)))
    tile_layers = [TileLayer("ground", ground), TileLayer("tall", tall)]
    if any(gate):
        tile_layers.append(TileLayer("gate", gate))
    tilesets = [(1, f"{tileset_dir}/{grid.ground.name}.tsx"),
                (tall_first, f"{tileset_dir}/{grid.tall.name}.tsx")]
    if layout.get("waypoint_cells"):
        first = tall_first + len(grid.tall.tiles)
        gids = [0] * (width * height)
        for c, r, number in layout["waypoint_cells"]:
            gids[r * width + c] = first + number - 1
        tile_layers.append(TileLayer("waypoints", gids, False, layout["waypoint_route"]))
        tilesets.append((first, f"{tileset_dir}/waypoints.tsx"))
    map_props = [("title", None, layout["title"]), ("briefing", None, layout["briefing"])]
    if layout["next_map"]:
        map_props.append(("next_map", "file", layout["next_map"]))
    map_props += layout.get("objectives", [])
    text = map_xml(width, height, grid.tile_size, tilesets, map_props, tile_layers,
                   objects_for(grid, units), projection=grid.projection)
    return text, report


def tileset_files(image_dir="../../data/art"):
    """{tileset name: (png bytes, tsx text)} for the four projected tilesets."""
    from .tiled_files import tileset_xml
    out = {}
    for tileset in art.TILESETS:
        sheet, specs = tileset.build()
        grid = ("isometric", 64, 32) if tileset.fp is art.DIAMOND else None
        text = tileset_xml(tileset.name, f"{image_dir}/{tileset.name}.png",
                           (sheet.width, sheet.height), (tileset.tile_width, tileset.tile_height),
                           tileset.columns, specs, [], tile_offset=(0, art.SKIRT), grid=grid)
        out[tileset.name] = (sheet.png_bytes(), text)
    return out


assert waypoint_markers.TILE == 32

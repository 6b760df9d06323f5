"""Builds a campaign map (maps/*.tmx after the default one) from a layout drawn in text.

A layout is a dict (crossroads_map.py and the others each hold one):

- "name", "title", "briefing", "next_map" (a file name, or None for the campaign's last map),
  "objectives": the map's objective properties as (name, type, value), e.g.
  ("victory_rout", "bool", False) (docs/level-design.md lists them);
- "ground": HEIGHT rows of WIDTH characters, one a tile: "." grass, "=" flagstones,
  "#" stone wall (solid); gates (gates.py): "[" "]" the west and east halves of a gate in a
  horizontal wall, "^" "v" the north and south halves of one in a vertical wall, and the wall
  tiles beside a gate, whose post stands on the gate's side: "E", "W", "N", "S" (solid);
- "paths": dirt paths as centre lines in tile-corner coordinates (as on the default map);
  "water": optional rivers and ponds as (centre line, half width) in the same coordinates,
  drawn with shore transitions (solid); a "=" tile over water is a bridge;
- "meadows": (x, y, radius) blobs where the grass grows flowery;
- "decor": props as (key, tile x, tile y): DECOR_KEY below ("O", "P", "A" are 2x2 trees by
  their top-left tile);
- "heroes", "enemies": (name, (tile x, tile y), [(property, type, value)]);
- "waypoint_cells": optional (tile x, tile y, number) painted on a `waypoints` tile layer, with
  "waypoint_route": that layer's properties.

The map's objects (units, patrols, Goals, Areas) come from a function of the layout's units,
given to build_map. check_layout() keeps every unit two tiles clear of anything solid and of
each other.
"""

import math
import random

from . import default_map, terrain, waypoint_markers
from .tiled_files import MapObject, TileLayer, map_xml

WIDTH, HEIGHT, TILE = 30, 20, terrain.TILE
WAYPOINT_FIRSTGID = terrain.COLUMNS * terrain.ROWS + 1  # after the terrain tileset's tiles

# The default map's props, and the pond's: lily pads and reeds (walkable, drawn on water or
# the shore).
DECOR_KEY = dict(default_map.DECOR_KEY, w="lily_pads", e="reeds")


def px(tx, ty):
    """Pixel centre of a point given in tiles (fractions allowed)."""
    return (round(tx * TILE), round(ty * TILE))


def rectangle(obj_id, name, kind, tiles, props=()):
    """A rectangle object covering tiles (x0, y0, x1, y1), x1 and y1 excluded."""
    x0, y0, x1, y1 = tiles
    return MapObject(obj_id, name, kind, x0 * TILE, y0 * TILE, props, shape="rectangle",
                     size=((x1 - x0) * TILE, (y1 - y0) * TILE))


# --------------------------------------------------------------------------- borders

def border(gaps_top, gaps_left, gaps_right, gaps_bottom):
    """A ring of 2x2 trees round the map, with single trees and bushes filling odd tiles and
    gaps (tile ranges) where paths leave the map."""
    kinds = "OPA"
    placed = []

    def run(positions, gaps):
        for x, y in positions:
            covered = [x, x + 1] if y in (0, HEIGHT - 2) else [y, y + 1]
            if any(c in gaps for c in covered):
                continue
            placed.append((kinds[(x * 7 + y * 3) % 3], x, y))
    run([(x, 0) for x in range(0, WIDTH - 1, 2)], gaps_top)
    run([(x, HEIGHT - 2) for x in range(0, WIDTH - 1, 2)], gaps_bottom)
    run([(0, y) for y in range(2, HEIGHT - 3, 2)], gaps_left)
    run([(WIDTH - 2, y) for y in range(2, HEIGHT - 3, 2)], gaps_right)
    return placed


# --------------------------------------------------------------------------- ground

def _corners_near(lines, default_width):
    """Which tile corners lie within a line's half width of its centre line; lines are
    centre lines, or (centre line, half width)."""
    shapes = [(line, default_width) if isinstance(line[0][0], (int, float)) else line
              for line in lines]
    return [[any(min(default_map._segment_distance((i, j), a, b) for a, b in zip(line, line[1:]))
                 < width for line, width in shapes)
             for i in range(WIDTH + 1)] for j in range(HEIGHT + 1)]


GATE_KEY = {"[": "gate_ns_w", "]": "gate_ns_e", "^": "gate_ew_n", "v": "gate_ew_s",
            "E": "wall_post_e", "W": "wall_post_w", "N": "wall_post_n", "S": "wall_post_s"}


def ground_layer(layout, ids, rng):
    paths = _corners_near(layout["paths"], 1.05)
    water = _corners_near(layout.get("water", []), 1.0)
    art = layout["ground"]
    assert len(art) == HEIGHT and all(len(row) == WIDTH for row in art), layout["name"]
    grid = [[0] * WIDTH for _ in range(HEIGHT)]
    blobs = layout["meadows"]
    for y in range(HEIGHT):
        for x in range(WIDTH):
            ch = art[y][x]
            dirt = default_map._mask(paths, x, y)
            wet = default_map._mask(water, x, y)
            if ch == "#":
                grid[y][x] = ids["stone_wall"]
            elif ch in GATE_KEY:
                grid[y][x] = ids[GATE_KEY[ch]]
            elif ch == "=":
                grid[y][x] = ids["stone_floor_mossy"] if rng.random() < 0.2 else ids["stone_floor"]
            elif wet == 15:
                grid[y][x] = ids["water_glint"] if rng.random() < 0.2 else ids["water"]
            elif wet:
                grid[y][x] = terrain.SHORE_BASE + wet
            elif dirt == 15:
                grid[y][x] = ids["dirt_pebbles"] if rng.random() < 0.25 else ids["dirt"]
            elif dirt:
                grid[y][x] = terrain.PATH_BASE + dirt
            else:
                grid[y][x] = _grass(ids, rng, x, y, blobs)
    return grid


def _grass(ids, rng, x, y, blobs):
    m = max(math.exp(-((x - bx) ** 2 + (y - by) ** 2) / (r * r)) for bx, by, r in blobs)
    return default_map.grass_for(ids, rng, m)


def decor_layer(layout, ids):
    """Local tile ids of the decor layer from the layout's placements (None where empty)."""
    grid = [[None] * WIDTH for _ in range(HEIGHT)]
    for ch, x, y in layout["decor"]:
        if ch in "OPA":
            cells = [(x, y, "_nw"), (x + 1, y, "_ne"), (x, y + 1, "_sw"), (x + 1, y + 1, "_se")]
        else:
            cells = [(x, y, "")]
        for cx, cy, part in cells:
            assert 0 <= cx < WIDTH and 0 <= cy < HEIGHT, (layout["name"], ch, x, y)
            assert grid[cy][cx] is None, f"{layout['name']}: two props on tile {cx},{cy}"
            grid[cy][cx] = ids[DECOR_KEY[ch] + part]
    return grid


def waypoint_layer(cells, props):
    gids = [0] * (WIDTH * HEIGHT)
    for x, y, number in cells:
        gids[y * WIDTH + x] = WAYPOINT_FIRSTGID + number - 1
    return TileLayer("waypoints", gids, True, props)


# --------------------------------------------------------------------------- checks

class LayoutError(Exception):
    pass


def check_layout(layout, specs, ground, decor):
    """Every unit two tiles from anything solid (one and a half for patrollers' waypoints)
    and three unit diameters from every other unit; returns a report."""
    solid_ids = {s.id for s in specs if s.solid}
    solid = {(x, y) for layer in (ground, decor) for y in range(HEIGHT) for x in range(WIDTH)
             if layer[y][x] in solid_ids}
    units = [(n, px(*p)) for n, p, _ in layout["heroes"] + layout["enemies"]]
    report, problems = [], []
    radius = 0.4 * TILE
    for name, (ux, uy) in units:
        nearest = min(math.hypot(max(x * TILE - ux, 0, ux - (x + 1) * TILE),
                                 max(y * TILE - uy, 0, uy - (y + 1) * TILE)) for x, y in solid)
        report.append(f"{layout['name']}: {name} at {ux},{uy}: nearest solid tile {nearest:.0f} px")
        if nearest < 1.5 * TILE:
            problems.append(f"{name} is {nearest:.0f} px from a solid tile")
    for i, (a, pa) in enumerate(units):
        for b, pb in units[i + 1:]:
            if math.dist(pa, pb) - 2 * radius < 3 * 2 * radius:
                problems.append(f"{a} and {b} are only {math.dist(pa, pb):.0f} px apart")
    if problems:
        raise LayoutError(f"{layout['name']}: " + "; ".join(problems))
    return report


# --------------------------------------------------------------------------- the map

def build_map(layout, specs, objects_for, terrain_source, waypoint_source):
    """The .tmx text of a layout and a report of its units' clearances. objects_for takes the
    unit objects (ids from 1, heroes first) and returns the map's object layers."""
    ids = {s.name: s.id for s in specs}
    rng = random.Random(layout["name"])
    ground = ground_layer(layout, ids, rng)
    decor = decor_layer(layout, ids)
    report = check_layout(layout, specs, ground, decor)
    to_gids = lambda grid: [0 if t is None else t + 1 for row in grid for t in row]
    units = []
    for i, (name, pos, props) in enumerate(layout["heroes"] + layout["enemies"]):
        kind = "Hero" if i < len(layout["heroes"]) else "Enemy"
        x, y = px(*pos)
        units.append(MapObject(i + 1, name, kind, x, y, list(props)))
    tile_layers = [TileLayer("ground", to_gids(ground)), TileLayer("decor", to_gids(decor))]
    tilesets = [(1, terrain_source)]
    if layout.get("waypoint_cells"):
        tile_layers.append(waypoint_layer(layout["waypoint_cells"], layout["waypoint_route"]))
        tilesets.append((WAYPOINT_FIRSTGID, waypoint_source))
    map_props = [("title", None, layout["title"]), ("briefing", None, layout["briefing"])]
    if layout["next_map"]:
        map_props.append(("next_map", "file", layout["next_map"]))
    map_props += layout.get("objectives", [])
    text = map_xml(WIDTH, HEIGHT, TILE, tilesets, map_props, tile_layers, objects_for(units))
    return text, report


assert waypoint_markers.TILE == TILE

"""maps/crossroads.tmx and maps/fortress.tmx: the campaign's second and third battles.

The campaign runs default -> crossroads -> fortress (each map's `next_map`), harder each time:
more enemies with more HP, walls that bend every route, and patrols. Between them the maps use
every waypoint form of docs/map-conventions.md:

- crossroads: a dirt crossroads among four walled gardens. Vex walks a `Patrol` polyline north
  to south and back (picked by an object reference); Mott walks a loop of `Waypoint` objects
  round the crossing (picked by route name). Their routes cross twice.
- fortress: a walled fort with a west and a south gate. The Warden walks the courtyard on the
  seed's `waypoints` tile layer; the Sentry walks a `Patrol` polygon round the outside walls;
  a Brute and a Gatekeeper stand guard at the gates.

Maps are drawn in text below, one character a tile. Ground: "." grass, "=" flagstones,
"#" stone wall (solid); gates (gates.py): "[" "]" the west and east halves of a gate in a
horizontal wall, "^" "v" the north and south halves of one in a vertical wall, and the wall
tiles beside a gate, whose post stands on the gate's side: "E", "W", "N", "S" (solid); dirt paths come from centre lines, as on the default map. Decor uses
default_map.DECOR_KEY ("O+", "P+", "A+" start 2x2 trees; single trees t, a, i; b bushes...).
check_layout() keeps every unit two tiles clear of anything solid and of each other.
"""

import math
import random

from . import default_map, terrain, waypoint_markers
from .tiled_files import MapObject, ObjectLayer, TileLayer, map_xml

WIDTH, HEIGHT, TILE = 30, 20, terrain.TILE
WAYPOINT_FIRSTGID = terrain.COLUMNS * terrain.ROWS + 1  # after the terrain tileset's tiles


def _px(tx, ty):
    """Pixel centre of a point given in tiles (fractions allowed)."""
    return (round(tx * TILE), round(ty * TILE))


# --------------------------------------------------------------------------- borders

def _border(gaps_top, gaps_left, gaps_right, gaps_bottom):
    """A ring of 2x2 trees round the map, with single trees and bushes filling odd tiles and
    gaps (tile ranges) where paths leave the map."""
    kinds = "OPA"
    placed = []
    def run(positions, gaps):
        for n, (x, y) in enumerate(positions):
            covered = [x, x + 1] if y in (0, HEIGHT - 2) else [y, y + 1]
            if any(c in gaps for c in covered):
                continue
            placed.append((kinds[(x * 7 + y * 3) % 3], x, y))
    run([(x, 0) for x in range(0, WIDTH - 1, 2)], gaps_top)
    run([(x, HEIGHT - 2) for x in range(0, WIDTH - 1, 2)], gaps_bottom)
    run([(0, y) for y in range(2, HEIGHT - 3, 2)], gaps_left)
    run([(WIDTH - 2, y) for y in range(2, HEIGHT - 3, 2)], gaps_right)
    return placed


# --------------------------------------------------------------------------- crossroads

CROSSROADS = {
    "name": "crossroads",
    "title": "The Crossroads",
    "briefing": "Three ogres hold the crossroads, two on patrol. Meet the walkers on their "
                "beats; knock all three out.",
    "next_map": "fortress.tmx",
    "paths": [[(-2, 10), (6, 10.2), (14, 10), (22, 9.8), (32, 10)],
              [(15, -2), (15.2, 6), (15, 14), (14.8, 22)]],
    "meadows": [(5, 4, 3.0), (24, 15, 3.5), (8, 16, 2.5), (23, 4, 3.0)],
    "ground": [
        "..............................",
        "..............................",
        "..............................",
        "............#.....#...........",
        "............#.....#...........",
        "............#.....#...........",
        "........#####.....#####.......",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "........#####.....#####.......",
        "............#.....#...........",
        "............#.....#...........",
        "............#.....#...........",
        "..............................",
        "..............................",
    ],
    # 2x2 trees (O, P, A) by their top-left tile; then single props.
    "decor": _border(gaps_top=range(13, 18), gaps_left=range(9, 12), gaps_right=range(9, 12),
                     gaps_bottom=range(13, 18)) + [
        ("f", 3, 2), ("m", 6, 3), ("g", 16, 3), ("c", 24, 2), ("c", 7, 4), ("f", 19, 4), ("m", 26, 4), ("g", 3, 6), ("b", 27, 7),
        ("c", 27, 12), ("f", 3, 14), ("y", 8, 17), ("f", 20, 17)],
    "heroes": [("Shytor", (4.5, 8.0), []), ("Mickey", (4.5, 14.0), []),
               ("Talan", (7.5, 11.0), [("hp", "int", 14)]),
               ("Dana", (4.5, 4.5), [("speed", "float", 110.0)])],
    "enemies": [("Grub", (26, 10), [("hp", "int", 12)]),
                ("Vex", (15, 4), [("hp", "int", 10), ("speed", "float", 90.0)]),
                ("Mott", (20.5, 12.5), [("hp", "int", 12), ("speed", "float", 80.0)])],
}


def crossroads_objects(units):
    """Units, the north-south Patrol polyline and the plaza's Waypoint loop."""
    objects = list(units)
    next_id = max(o.id for o in objects) + 1
    north, south = _px(15.5, 3.5), _px(15.5, 16.5)
    patrol = MapObject(next_id, "north_south", "Patrol", north[0], north[1],
                       [("wait", "float", 1.5)], shape="polyline",
                       points=[(0, 0), (south[0] - north[0], south[1] - north[1])])
    waypoints = []
    for order, (tx, ty) in enumerate([(10.5, 8.5), (20.5, 8.5), (20.5, 12.5), (10.5, 12.5)], 1):
        x, y = _px(tx, ty)
        props = [("order", "int", order), ("route", None, "plaza")]
        if order == 2:
            props.append(("wait", "float", 3.0))  # Mott looks down the east road a while
        waypoints.append(MapObject(next_id + order, f"plaza {order}", "Waypoint", x, y, props))
    for o in objects:
        if o.name == "Vex":
            o.props.append(("patrol", "object", patrol.id))
        if o.name == "Mott":
            o.props.append(("patrol", None, "plaza"))
    return [ObjectLayer("units", objects), ObjectLayer("patrols", [patrol]),
            ObjectLayer("plaza waypoints", waypoints, [("loop", "bool", True), ("wait", "float", 1.0)])]


# --------------------------------------------------------------------------- fortress

FORTRESS = {
    "name": "fortress",
    "title": "The Fortress",
    "briefing": "Four ogres hold the fortress; the Sentry walks outside its walls. Each ogre "
                "strikes the hero it can reach: shield the wounded.",
    "next_map": None,
    "paths": [[(-2, 10.0), (6, 10.1), (12, 10.0), (17, 10.0)],
              [(21, 14.5), (21.1, 18), (21, 22)]],
    "meadows": [(5, 4, 3.0), (7, 16, 3.0), (13, 3, 2.0)],
    "ground": [
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "................##########....",
        "................#........#....",
        "................#........#....",
        "................S........#....",
        "................^........#....",
        "................v........#....",
        "................N........#....",
        "................#........#....",
        "................#........#....",
        "................###E[]W###....",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
    ],
    "decor": _border(gaps_top=(), gaps_left=range(9, 12), gaps_right=(),
                     gaps_bottom=range(20, 23)) + [
        ("f", 2, 2), ("g", 10, 2), ("c", 24, 2), ("m", 27, 3), ("m", 3, 4), ("c", 3, 13),
        ("f", 10, 16), ("g", 3, 17), ("f", 21, 17)],
    "heroes": [("Shytor", (3.5, 5.5), []), ("Mickey", (3.5, 9.5), []),
               ("Talan", (6.5, 13.0), [("hp", "int", 14)]),
               ("Dana", (3.5, 16.5), [("speed", "float", 110.0)])],
    "enemies": [("Brute", (13.5, 10.0),
                 [("attack", "int", 4), ("hp", "int", 14), ("speed", "float", 80.0)]),
                ("Gatekeeper", (21.0, 11.0), [("attack", "int", 4), ("hp", "int", 12)]),
                ("Warden", (18.5, 7.5), [("hp", "int", 12), ("speed", "float", 85.0)]),
                ("Sentry", (14.0, 3.5), [("hp", "int", 10), ("speed", "float", 100.0)])],
    # The Warden's courtyard round, painted as waypoint markers: (tile x, tile y, number).
    "waypoint_cells": [(18, 7, 1), (23, 7, 2), (23, 12, 3), (18, 12, 4)],
}


def fortress_objects(units):
    """Units and the Sentry's Patrol polygon round the outside walls."""
    objects = list(units)
    next_id = max(o.id for o in objects) + 1
    corners = [(14.0, 3.5), (27.0, 3.5), (27.0, 16.0), (14.0, 16.0)]
    x0, y0 = _px(*corners[0])
    points = [(x - x0, y - y0) for x, y in (_px(*c) for c in corners)]
    ramparts = MapObject(next_id, "ramparts", "Patrol", x0, y0, [("wait", "float", 1.0)],
                         shape="polygon", points=points)
    for o in objects:
        if o.name == "Sentry":
            o.props.append(("patrol", "object", ramparts.id))
        if o.name == "Warden":
            o.props.append(("patrol", None, "courtyard"))
    return [ObjectLayer("units", objects), ObjectLayer("patrols", [ramparts])]


def waypoint_layer(cells):
    gids = [0] * (WIDTH * HEIGHT)
    for x, y, number in cells:
        gids[y * WIDTH + x] = WAYPOINT_FIRSTGID + number - 1
    return TileLayer("waypoints", gids, True,
                     [("loop", "bool", True), ("route", None, "courtyard"), ("wait", "float", 1.5)])


# --------------------------------------------------------------------------- building

def _path_corners(paths):
    return [[min(default_map._segment_distance((i, j), a, b)
                 for path in paths for a, b in zip(path, path[1:])) < 1.05
             for i in range(WIDTH + 1)] for j in range(HEIGHT + 1)]


GATE_KEY = {"[": "gate_ns_w", "]": "gate_ns_e", "^": "gate_ew_n", "v": "gate_ew_s",
            "E": "wall_post_e", "W": "wall_post_w", "N": "wall_post_n", "S": "wall_post_s"}


def ground_layer(layout, ids, rng):
    corners = _path_corners(layout["paths"])
    art = layout["ground"]
    assert len(art) == HEIGHT and all(len(row) == WIDTH for row in art), layout["name"]
    grid = [[0] * WIDTH for _ in range(HEIGHT)]
    blobs = layout["meadows"]
    for y in range(HEIGHT):
        for x in range(WIDTH):
            ch = art[y][x]
            dirt = default_map._mask(corners, x, y)
            if ch == "#":
                grid[y][x] = ids["stone_wall"]
            elif ch in GATE_KEY:
                grid[y][x] = ids[GATE_KEY[ch]]
            elif ch == "=":
                grid[y][x] = ids["stone_floor_mossy"] if rng.random() < 0.2 else ids["stone_floor"]
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
    key = default_map.DECOR_KEY
    for ch, x, y in layout["decor"]:
        if ch in "OPA":
            cells = [(x, y, "_nw"), (x + 1, y, "_ne"), (x, y + 1, "_sw"), (x + 1, y + 1, "_se")]
        else:
            cells = [(x, y, "")]
        for cx, cy, part in cells:
            assert 0 <= cx < WIDTH and 0 <= cy < HEIGHT, (layout["name"], ch, x, y)
            assert grid[cy][cx] is None, f"{layout['name']}: two props on tile {cx},{cy}"
            grid[cy][cx] = ids[key[ch] + part]
    return grid


class LayoutError(Exception):
    pass


def check_layout(layout, specs, ground, decor):
    """Every unit two tiles from anything solid (one and a half for patrollers' waypoints)
    and three unit diameters from every other unit; returns a report."""
    solid_ids = {s.id for s in specs if s.solid}
    solid = {(x, y) for layer in (ground, decor) for y in range(HEIGHT) for x in range(WIDTH)
             if layer[y][x] in solid_ids}
    units = [(n, _px(*p)) for n, p, _ in layout["heroes"] + layout["enemies"]]
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


def build_map(layout, specs, objects_for, terrain_source, waypoint_source):
    ids = {s.name: s.id for s in specs}
    rng = random.Random(layout["name"])
    ground = ground_layer(layout, ids, rng)
    decor = decor_layer(layout, ids)
    report = check_layout(layout, specs, ground, decor)
    to_gids = lambda grid: [0 if t is None else t + 1 for row in grid for t in row]
    units = []
    for i, (name, pos, props) in enumerate(
            [(n, p, pr) for n, p, pr in layout["heroes"]] + [(n, p, pr) for n, p, pr in layout["enemies"]]):
        kind = "Hero" if i < len(layout["heroes"]) else "Enemy"
        x, y = _px(*pos)
        units.append(MapObject(i + 1, name, kind, x, y, list(props)))
    tile_layers = [TileLayer("ground", to_gids(ground)), TileLayer("decor", to_gids(decor))]
    tilesets = [(1, terrain_source)]
    if layout.get("waypoint_cells"):
        tile_layers.append(waypoint_layer(layout["waypoint_cells"]))
        tilesets.append((WAYPOINT_FIRSTGID, waypoint_source))
    map_props = [("title", None, layout["title"]), ("briefing", None, layout["briefing"])]
    if layout["next_map"]:
        map_props.append(("next_map", "file", layout["next_map"]))
    text = map_xml(WIDTH, HEIGHT, TILE, tilesets, map_props, tile_layers, objects_for(units))
    return text, report


def build_campaign(specs):
    """{file name: tmx text} for the campaign maps after the default one, and a report."""
    out, report = {}, []
    for layout, objects_for in ((CROSSROADS, crossroads_objects), (FORTRESS, fortress_objects)):
        text, lines = build_map(layout, specs, objects_for, "tilesets/terrain.tsx",
                                "tilesets/waypoints.tsx")
        out[layout["name"] + ".tmx"] = text
        report += lines
    return out, report


assert waypoint_markers.TILE == TILE

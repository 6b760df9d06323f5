"""maps/default.tmx: a forest clearing with a path, a pond and the demo's six units.

Layout (30x20 tiles of 32 px): trees, rocks and bushes ring the borders; a dirt path
enters on the left and leaves at the top; a pond fills the bottom-right corner and old
stone ruins sit top-right. Everything solid stays near the edges, so the middle is an
open field. Heroes start left of centre, enemies on the right.

The line from Shytor to Ultros (the headless demo's attack) is deliberately blocked by
Mickey and Talan, off the line by different amounts on opposite sides, so the route has
to bend around them; check_layout() asserts that, and that every unit stands at least two
tiles from anything solid.
"""

import math
import random

from . import terrain
from .tiled_files import MapObject, map_xml

WIDTH, HEIGHT, TILE = 30, 20, terrain.TILE
UNIT_RADIUS = 0.4 * TILE  # the game's default collision disc

# (name, type, x, y, properties); positions in pixels, the unit's centre.
SHYTOR = (176, 336)
ULTROS = (752, 304)


def _beside_line(a, b, t, offset):
    """The point a fraction t along a->b, moved offset px to the line's right-hand side."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    return (round(a[0] + dx * t + nx * offset), round(a[1] + dy * t + ny * offset))


UNITS = [
    ("Shytor", "Hero", SHYTOR, []),
    # Mickey: a third of the way, 10 px to one side; Talan: further on, 17 px to the other.
    ("Mickey", "Hero", _beside_line(SHYTOR, ULTROS, 1 / 3, 10), []),
    ("Talan", "Hero", _beside_line(SHYTOR, ULTROS, 0.6, -17), [("hp", "int", 14)]),
    ("Dana", "Hero", (144, 224), [("speed", "float", 110.0)]),
    ("Ultros", "Enemy", ULTROS, [("hp", "int", 12)]),
    ("Otto", "Enemy", (784, 416), [("speed", "float", 80.0)]),
]


# --------------------------------------------------------------------------- terrain shapes

def _segment_distance(p, a, b):
    ax, ay = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / (ax * ax + ay * ay)))
    return math.hypot(p[0] - a[0] - ax * t, p[1] - a[1] - ay * t)


# The path's centre line in tile-corner coordinates (it runs off the map at both ends).
PATH = [(-2, 14.4), (4, 14.2), (8.5, 13.4), (12, 11.6), (14.5, 8.6), (16.5, 5.6),
        (18.6, 3.2), (19.6, 0.5), (19.8, -2)]


def path_corners():
    """Which tile corners are dirt: those within about a tile of the path's centre line."""
    return [[min(_segment_distance((i, j), a, b) for a, b in zip(PATH, PATH[1:])) < 1.05
             for i in range(WIDTH + 1)] for j in range(HEIGHT + 1)]


def pond_corners():
    """Which tile corners are water: a lobed ellipse in the bottom-right corner."""
    out = []
    for j in range(HEIGHT + 1):
        row = []
        for i in range(WIDTH + 1):
            angle = math.atan2(j - 20.5, i - 24.5)
            wobble = 1 + 0.12 * math.sin(3 * angle + 1.0) + 0.06 * math.sin(5 * angle)
            r = math.hypot((i - 24.5) / 7.0, (j - 20.5) / 4.3)
            row.append(r < wobble)
        out.append(row)
    return out


# --------------------------------------------------------------------------- layers

def ground_layer(ids, rng):
    """Local tile ids of the ground: grass variants, path and shore transitions, water."""
    path, pond = path_corners(), pond_corners()
    grid = [[0] * WIDTH for _ in range(HEIGHT)]
    for y in range(HEIGHT):
        for x in range(WIDTH):
            water = _mask(pond, x, y)
            dirt = _mask(path, x, y)
            assert not (water and dirt), f"path and pond meet at tile {x},{y}"
            if water == 15:
                grid[y][x] = ids["water_glint"] if rng.random() < 0.2 else ids["water"]
            elif water:
                grid[y][x] = terrain.SHORE_BASE + water
            elif dirt == 15:
                grid[y][x] = ids["dirt_pebbles"] if rng.random() < 0.25 else ids["dirt"]
            elif dirt:
                grid[y][x] = terrain.PATH_BASE + dirt
            else:
                grid[y][x] = _grass_variant(ids, rng, x, y)
    _ruins(grid, ids)
    return grid


def _mask(corners, x, y):
    return (corners[y][x] << 3) | (corners[y][x + 1] << 2) | (corners[y + 1][x] << 1) | corners[y + 1][x + 1]


# Grass variant weights (plain, meadow): flowers and clover gather in meadow patches and
# plain grass dominates elsewhere, so the field has larger shapes than single tiles.
_GRASS_WEIGHTS = [("grass", 40, 14), ("grass_blades", 16, 10), ("grass_tufts", 8, 8),
                  ("grass_pebbles", 3, 1), ("flowers_warm", 0.5, 9), ("flowers_cool", 0.5, 9),
                  ("grass_clover", 1, 6), ("tall_grass", 2, 5)]


def meadow(x, y):
    """0..1: how flowery the grass around tile (x, y) is; a few soft blobs."""
    blobs = [(7, 6, 3.5), (13, 14, 3.0), (21, 10, 3.2), (4, 16, 2.5), (17, 4, 2.5)]
    return max(math.exp(-((x - bx) ** 2 + (y - by) ** 2) / (r * r)) for bx, by, r in blobs)


def _grass_variant(ids, rng, x, y):
    return grass_for(ids, rng, meadow(x, y))


def grass_for(ids, rng, m):
    """A random grass tile for a meadow amount m in 0..1 (plain grass at 0, flowery at 1)."""
    weights = [(name, plain * (1 - m) + lush * m) for name, plain, lush in _GRASS_WEIGHTS]
    pick = rng.uniform(0, sum(w for _, w in weights))
    for name, weight in weights:
        pick -= weight
        if pick < 0:
            return ids[name]
    return ids["grass"]


# Old ruins in the top-right corner, drawn on the ground layer from (RUINS_AT): W a wall
# block, f flagstones, m mossy flagstones, "." left as grass so the outline is ragged.
RUINS_AT = (23, 2)
RUINS_ART = ["WW.WW",
             "fmffW",
             "ffmff",
             ".fmf."]


def _ruins(grid, ids):
    names = {"W": "stone_wall", "f": "stone_floor", "m": "stone_floor_mossy"}
    x0, y0 = RUINS_AT
    for dy, row in enumerate(RUINS_ART):
        for dx, ch in enumerate(row):
            if ch in names:
                grid[y0 + dy][x0 + dx] = ids[names[ch]]


# The decor layer drawn in text, one character per tile (see DECOR_KEY); a capital letter
# is the north-west quarter of a 2x2 tree and "+" marks the other three quarters.
DECOR_ART = [
    "O+P+O+A+iO+P+O+Bt....aP+O+A+P+",
    "++++++++b++++++t.n....++++++++",
    "O+A+bm.c..i.b.R.n...........O+",
    "++++n........m............p.++",
    "P+.........g........S....H..P+",
    "++.....f...............g...R++",
    "O+n.......................B.O+",
    "++........y...........f....b++",
    "A+....c...........g......fn.A+",
    "++c.........................++",
    "O+.........................mP+",
    "++.............y....y......r++",
    "btb.....p...................O+",
    ".............f..............++",
    "...................c.......bRt",
    "..m.....g.....................",
    "P+r...n.......................",
    "++.b.i.m.R.l.b.t.B............",
    "O+A+O+P+O+P+A+O+P+............",
    "++++++++++++++++++............",
]

DECOR_KEY = {
    "O": "big_tree", "P": "pine", "A": "autumn_tree",                  # 2x2, solid
    "t": "decor_tree", "a": "decor_autumn_tree", "i": "decor_pine_small",  # solid
    "b": "decor_bush", "B": "blossom_bush", "r": "decor_rock", "R": "decor_rocks",
    "l": "log", "s": "decor_stump", "S": "signpost", "H": "standing_stone",
    "f": "decor_flowers", "y": "decor_flowers_yellow", "g": "decor_tall_grass",  # walkable
    "c": "decor_clover", "m": "mushrooms", "n": "fern", "p": "decor_pebbles",
}


def decor_layer(ids, ground):
    """Local tile ids of the decor layer (None where empty), from DECOR_ART."""
    assert len(DECOR_ART) == HEIGHT and all(len(row) == WIDTH for row in DECOR_ART)
    grid = [[None] * WIDTH for _ in range(HEIGHT)]
    for y, row in enumerate(DECOR_ART):
        for x, ch in enumerate(row):
            if ch in "OPA":
                for part, (dx, dy) in (("nw", (0, 0)), ("ne", (1, 0)), ("sw", (0, 1)), ("se", (1, 1))):
                    assert DECOR_ART[y + dy][x + dx] == (ch if (dx, dy) == (0, 0) else "+")
                    grid[y + dy][x + dx] = ids[DECOR_KEY[ch] + "_" + part]
            elif ch not in ".+":
                grid[y][x] = ids[DECOR_KEY[ch]]
    _pond_decor(grid, ids, ground)
    return grid


def _pond_decor(grid, ids, ground):
    """Lily pads on a few open-water tiles, reeds along the pond's northern shore."""
    open_water = {ids["water"], ids["water_glint"]}
    for x, y in [(22, 18), (26, 17), (24, 19)]:
        if ground[y][x] in open_water:
            grid[y][x] = ids["lily_pads"]
    for x, y in [(19, 16), (28, 15), (21, 15)]:
        if grid[y][x] is None:
            grid[y][x] = ids["reeds"]


# --------------------------------------------------------------------------- checks

def check_layout(specs, ground, decor):
    """Check the demo's promises; returns a report, raises LayoutError listing every breach."""
    solid_ids = {s.id for s in specs if s.solid}
    solid = {(x, y) for layer in (ground, decor) for y in range(HEIGHT) for x in range(WIDTH)
             if layer[y][x] in solid_ids}
    positions = {name: p for name, _, p, _ in UNITS}
    report, problems = [], []
    for name, (ux, uy) in positions.items():
        nearest = min(math.hypot(max(x * TILE - ux, 0, ux - (x + 1) * TILE),
                                 max(y * TILE - uy, 0, uy - (y + 1) * TILE)) for x, y in solid)
        report.append(f"{name} at {ux},{uy}: nearest solid tile {nearest:.0f} px")
        if nearest < 2 * TILE:
            problems.append(f"{name} is {nearest:.0f} px from a solid tile (want >= {2 * TILE})")
    for ally in ("Mickey", "Talan"):
        off = _line_offset(positions["Shytor"], positions["Ultros"], positions[ally])
        report.append(f"{ally}: {off:+.1f} px off the Shytor-Ultros line")
        if abs(off) > 20:
            problems.append(f"{ally} is {off:.1f} px off the attack line (want within 20)")
    names = list(positions)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            # Three unit diameters of clear space between any two units, so routes fit through.
            gap = math.dist(positions[a], positions[b]) - 2 * UNIT_RADIUS
            if gap < 3 * 2 * UNIT_RADIUS:
                problems.append(f"{a} and {b} are only {gap:.0f} px apart")
    if problems:
        raise LayoutError("default map layout: " + "; ".join(problems))
    return report


class LayoutError(Exception):
    pass


def _line_offset(a, b, p):
    dx, dy = b[0] - a[0], b[1] - a[1]
    return ((p[0] - a[0]) * -dy + (p[1] - a[1]) * dx) / math.hypot(dx, dy)


def build_map(specs, tileset_source):
    """The .tmx text for the default map (tile ids become gids: firstgid 1)."""
    ids = {s.name: s.id for s in specs}
    rng = random.Random(2024)
    ground = ground_layer(ids, rng)
    decor = decor_layer(ids, ground)
    report = check_layout(specs, ground, decor)
    to_gids = lambda grid: [0 if t is None else t + 1 for row in grid for t in row]
    objects = [MapObject(i + 1, name, kind, x, y, props)
               for i, (name, kind, (x, y), props) in enumerate(UNITS)]
    text = map_xml(WIDTH, HEIGHT, TILE, tileset_source,
                   [("title", None, "The Clearing"),
                    ("briefing", None,
                     "Two ogres hold the clearing: knock out both, Ultros and Otto, to win. Lose "
                     "all four heroes and the battle is lost."),
                    ("demo_enemy", None, "Ultros"), ("demo_hero", None, "Shytor"),
                    ("next_map", "file", "bridge.tmx")],
                   [("ground", to_gids(ground)), ("decor", to_gids(decor))],
                   [("units", objects)])
    return text, report

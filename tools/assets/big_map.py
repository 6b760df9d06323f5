"""tools/bench/bigmap/big_256.tmx: the benchmarks' big level, 256x256 tiles (not a campaign map).

The map is an 8x8 grid of 32-tile blocks. Every wall between two blocks is either left out
(open ground) or a one-tile stone wall with one or two three-tile gaps; some blocks hold an
inner room, a box with one gap. So a long route winds through rooms and corridors, and a
route between neighbouring blocks may have to go round. Four heroes start in one block; ten
enemies: guards beside them and far away, some asleep until a hero comes near (`aggro_range`),
patrollers walking `Patrol` rectangles, and two reinforcements: one on turn 2, one called when
a hero enters the yard (an `Area`). A gate (a door `Wall`) in the heroes' block opens at the
start of turn 2. Every random choice uses a fixed seed, so a rerun writes identical bytes.

    python3 tools/assets/big_map.py          # rewrite tools/bench/bigmap/big_256.tmx
"""

import os
import random
import sys

if __package__ in (None, ""):
    sys.dont_write_bytecode = True
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from assets import terrain  # noqa: E402
    from assets.tiled_files import MapObject, ObjectLayer, TileLayer, map_xml  # noqa: E402
else:
    from . import terrain
    from .tiled_files import MapObject, ObjectLayer, TileLayer, map_xml

SIZE, BLOCK, TILE = 256, 32, terrain.TILE
BLOCKS = SIZE // BLOCK
GAP = 3  # tiles in a gap: a unit (0.8 tile wide) passes with room to spare
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tools", "bench", "bigmap", "big_256.tmx")
TILESET = "../../../maps/tilesets/terrain.tsx"  # relative to OUT

HEROES = [("Shytor", (100, 100)), ("Mickey", (100, 108)), ("Talan", (108, 100)),
          ("Dana", (108, 108))]
HERO_BLOCK = (3, 3)  # no inner room here: the heroes and the yard's ground
# The gate: the south wall of the heroes' block (y = 128), tiles 100..102; opens on turn 2.
GATE = (100, 128, 103, 129)
YARD = (112, 112, 124, 124)  # the Area that calls Keel
# (name, tile position, properties, patrol rectangle in tiles or None)
ENEMIES = [
    ("Brute", (116, 100), [("attack", "int", 4), ("hp", "int", 14)], None),
    ("Gatekeeper", (101, 135), [("hp", "int", 12)], None),
    ("Sentry", (86, 90), [("hp", "int", 10), ("speed", "float", 100.0)], (84, 86, 92, 94)),
    ("Warden", (180, 180), [("attack", "int", 5), ("hp", "int", 30),
                            ("aggro_range", "float", 400.0)], None),
    ("Lurker", (40, 210), [("aggro_range", "float", 300.0)], None),
    ("Walker", (200, 40), [("speed", "float", 90.0)], (196, 36, 228, 58)),
    ("Rover", (150, 60), [("speed", "float", 100.0)], (140, 52, 156, 70)),
    ("Hermit", (230, 230), [], None),
    ("Horn", (70, 120), [("arrives_on_turn", "int", 2)], None),
    ("Keel", (120, 70), [("arrives_when_entered", None, "the yard"), ("hp", "int", 12)], None),
]
GRASS = ["grass", "grass", "grass", "grass_blades", "grass_tufts", "grass_pebbles"]


def walls(rng):
    """The solid tiles: the block walls with their gaps, and the inner rooms."""
    solid = set()
    for k in range(1, BLOCKS):
        for j in range(BLOCKS):
            for vertical in (True, False):
                if rng.random() < 0.25:
                    continue  # open ground between these blocks
                gaps = set()
                for _ in range(rng.choice((1, 1, 2))):
                    start = rng.randrange(3, BLOCK - GAP - 3)
                    gaps.update(range(start, start + GAP))
                for i in range(BLOCK):
                    if i in gaps:
                        continue
                    along = j * BLOCK + i
                    solid.add((k * BLOCK, along) if vertical else (along, k * BLOCK))
    for bx in range(BLOCKS):
        for by in range(BLOCKS):
            if (bx, by) == HERO_BLOCK or rng.random() < 0.5:
                continue
            x0, y0 = bx * BLOCK + 12, by * BLOCK + 12
            door_side = rng.randrange(4)
            for i in range(11):
                edges = [(x0 + i, y0), (x0 + i, y0 + 10), (x0, y0 + i), (x0 + 10, y0 + i)]
                for side, tile in enumerate(edges):
                    if side != door_side or not 4 <= i < 4 + GAP:
                        solid.add(tile)
    clearings = [pos for _, pos in HEROES] + [pos for _, pos, _, _ in ENEMIES]
    clearings += [c for *_, rect in ENEMIES if rect for c in corners(rect)]
    for x, y in clearings:  # every unit and patrol corner stands clear of the walls
        solid.difference_update((x + dx, y + dy) for dx in range(-3, 4) for dy in range(-3, 4))
    gx0, gy0, gx1, _ = GATE
    for x in range(gx0 - 4, gx1 + 4):
        solid.discard((x, gy0))  # the gate's gap, and the wall either side of it closed
    for x in list(range(gx0 - 4, gx0)) + list(range(gx1, gx1 + 4)):
        solid.add((x, gy0))
    return solid


def corners(rect):
    x0, y0, x1, y1 = rect
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def clearance(solid, tile):
    """Tiles from `tile` to the nearest solid one (Chebyshev), up to 3."""
    x, y = tile
    for r in range(4):
        if any((x + dx, y + dy) in solid for dx in range(-r, r + 1) for dy in range(-r, r + 1)):
            return r
    return 4


def unit_objects(solid):
    objects, patrols = [], []
    for name, pos in HEROES:
        objects.append(MapObject(len(objects) + 1, name, "Hero", pos[0] * TILE, pos[1] * TILE))
    for name, pos, props, _ in ENEMIES:
        objects.append(MapObject(len(objects) + 1, name, "Enemy", pos[0] * TILE, pos[1] * TILE,
                                 list(props)))
    for o in objects:
        tile = (o.x // TILE, o.y // TILE)
        assert clearance(solid, tile) >= 3, f"{o.name} stands within 2 tiles of a wall"
    next_id = len(objects) + 1
    for (name, _, _, rect), o in zip(ENEMIES, objects[len(HEROES):]):
        if rect is None:
            continue
        x0, y0 = rect[:2]
        assert all(clearance(solid, c) >= 2 for c in corners(rect)), f"{name}'s patrol is tight"
        points = [((x - x0) * TILE, (y - y0) * TILE) for x, y in corners(rect)]
        patrol = MapObject(next_id, name.lower() + "_round", "Patrol", x0 * TILE, y0 * TILE,
                           [("wait", "float", 1.0)], shape="polygon", points=points)
        o.props.append(("patrol", "object", next_id))
        patrols.append(patrol)
        next_id += 1
    gx0, gy0, gx1, gy1 = GATE
    gate = MapObject(next_id, "Gate", "Wall", gx0 * TILE, gy0 * TILE,
                     [("layer", None, "gate"), ("opens_on_turn", "int", 2)], shape="rectangle",
                     size=((gx1 - gx0) * TILE, (gy1 - gy0) * TILE))
    x0, y0, x1, y1 = YARD
    yard = MapObject(next_id + 1, "the yard", "Area", x0 * TILE, y0 * TILE, shape="rectangle",
                     size=((x1 - x0) * TILE, (y1 - y0) * TILE))
    return [ObjectLayer("units", objects + [gate]), ObjectLayer("patrols", patrols),
            ObjectLayer("areas", [yard])]


def build():
    """The .tmx text."""
    rng = random.Random("big_256")
    ids = {s.name: s.id for s in terrain.tile_table()}
    solid = walls(rng)
    ground = [ids[rng.choice(GRASS)] + 1 for _ in range(SIZE * SIZE)]
    wall_gids = [ids["stone_wall"] + 1 if (x, y) in solid else 0
                 for y in range(SIZE) for x in range(SIZE)]
    gx0, gy0, gx1, gy1 = GATE
    gate_gids = [ids["stone_wall"] + 1 if gx0 <= x < gx1 and gy0 <= y < gy1 else 0
                 for y in range(SIZE) for x in range(SIZE)]
    props = [("title", None, "The Big Level (benchmark)"),
             ("briefing", None, "A 256x256 benchmark level: rooms, corridors and open ground.")]
    layers = [TileLayer("ground", ground), TileLayer("walls", wall_gids),
              TileLayer("gate", gate_gids)]
    return map_xml(SIZE, SIZE, TILE, TILESET, props, layers, unit_objects(solid))


def main():
    text = build()
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(os.path.relpath(OUT, ROOT))


if __name__ == "__main__":
    main()

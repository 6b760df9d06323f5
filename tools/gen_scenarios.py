#!/usr/bin/env python3
"""Writes the steering scenario maps, maps/scenarios/*.tmx, from code.

    python3 tools/gen_scenarios.py            # rewrite every scenario map
    python3 tools/gen_scenarios.py --list     # name each scenario and what it tests

Each map is a 30 x 20 orthogonal map of 32 px tiles on maps/tilesets/terrain.tsx (the tileset
of maps/default.tmx), written in Tiled 1.8's format: the object class is the `type` attribute,
tile layers are CSV. Map properties demo_hero / demo_enemy name the attacking pair; the
scenario test (tests/game/app/commands/scenarios_test.cpp) runs `heartpath sim MAP --attack HERO ENEMY`
on each. Layers: "ground" (grass), "walls" (solid stone_wall tiles), "wall objects" (objects of
class Wall), "units" (Hero / Enemy points), "routes" (Patrol polylines).

Only the Python standard library is used. The one random layout (crowd_50) uses its own
fixed-seed generator, so a rerun rewrites identical bytes.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "maps", "scenarios")
TILESET = "../tilesets/terrain.tsx"

TILE = 32
WIDTH, HEIGHT = 30, 20  # tiles
GRASS_GID = 1           # tile 0 "grass" + firstgid 1
STONE_WALL_GID = 16     # tile 15 "stone_wall", solid
MID_Y = HEIGHT * TILE // 2
HERO = (160, MID_Y)
ENEMY = (800, MID_Y)
ALLY_SPACING = 28  # px between neighbouring allies in a line: a 2.4 px gap, too narrow to pass


class Scenario:
    """One map: its units, walls and routes, built up by the scenario functions below."""

    def __init__(self, name, about):
        self.name = name
        self.about = about
        self.hero = "Ann"
        self.enemy = "Ultros"
        self.units = []        # (name, type, x, y, properties)
        self.solid = set()     # (column, row) of stone_wall tiles
        self.walls = []        # ("rect", x, y, w, h) or ("polygon", x, y, [(dx, dy), ...])
        self.routes = []       # (key, x, y, [(dx, dy), ...], wait seconds)

    def add_unit(self, name, kind, x, y, properties=()):
        self.units.append((name, kind, x, y, list(properties)))

    def add_allies(self, points, prefix="Ally"):
        for i, (x, y) in enumerate(points, start=1):
            self.add_unit(f"{prefix}{i:02d}", "Hero", x, y)

    def add_pair(self, hero=HERO, enemy=ENEMY, enemy_properties=()):
        self.add_unit(self.hero, "Hero", *hero)
        self.add_unit(self.enemy, "Enemy", *enemy, enemy_properties)

    def add_bystander(self, x=48, y=48):
        # Far from the action, so min_clearance is a real number rather than "no unit".
        self.add_unit("Watcher", "Hero", x, y)

    def fill_tiles(self, columns, rows):
        for c in columns:
            for r in rows:
                self.solid.add((c, r))


# --------------------------------------------------------------------------- scenarios

def symmetric_pair():
    s = Scenario("symmetric_pair", "seed 001's case: two allies mirror each other about the "
                 "straight line, 6.4 px apart, so neither side is preferred and the gap is shut")
    s.add_pair()
    s.add_allies([(480, MID_Y - 16), (480, MID_Y + 16)])
    return s


def ally_dead_ahead():
    s = Scenario("ally_dead_ahead", "one ally exactly on the straight line, halfway")
    s.add_pair()
    s.add_allies([(480, MID_Y)])
    return s


def wall_of_allies():
    s = Scenario("wall_of_allies", "17 allies in a line across the way (2.4 px gaps); the only "
                 "ways past are around the ends, the top one shorter")
    s.add_pair()
    s.add_allies([(480, y) for y in range(112, 561, ALLY_SPACING)])
    return s


def u_pocket():
    s = Scenario("u_pocket", "allies in a U opening toward the hero, the enemy behind its base: "
                 "walking straight in is a dead end")
    s.add_pair(enemy=(700, MID_Y))
    base_x, top, bottom = 568, MID_Y - 112, MID_Y + 112
    points = [(base_x, y) for y in range(top, bottom + 1, ALLY_SPACING)]
    for y in (top, bottom):
        points += [(x, y) for x in range(base_x - ALLY_SPACING, 399, -ALLY_SPACING)]
    s.add_allies(points)
    return s


def corridor_ally():
    s = Scenario("corridor_ally", "two rows of stone wall make a 4-tile corridor on the straight "
                 "line; an ally stands in it, off-centre, with room to pass below it")
    s.add_pair(hero=(128, MID_Y), enemy=(832, MID_Y))
    s.fill_tiles(range(8, 22), (7, 12))
    s.add_allies([(480, MID_Y - 20)])
    s.add_bystander()
    return s


def crowd_50():
    s = Scenario("crowd_50", "50 allies scattered between hero and enemy (centres at least 46 px "
                 "apart: some gaps shut, many open)")
    s.add_pair(hero=(96, MID_Y), enemy=(864, MID_Y))
    s.add_allies(scatter(50, (224, 48, 736, 592), 46.0, seed=50))
    return s


def patrol_target():
    s = Scenario("patrol_target", "the enemy walks a Patrol polyline up and down across the "
                 "hero's way, waiting 1 s at each end")
    route_key = "route"
    s.add_pair(enemy=(640, 160), enemy_properties=[("patrol", "object", route_key)])
    s.routes.append((route_key, 640, 160, [(0, 0), (0, 320)], 1.0))
    s.add_bystander()
    return s


def walls_between():
    s = Scenario("walls_between", "stone tiles from the bottom edge, a Wall rectangle from the "
                 "top edge and a Wall polygon on the straight line: a zigzag way round")
    s.add_pair(hero=(96, MID_Y), enemy=(864, MID_Y))
    s.fill_tiles((12,), range(6, HEIGHT))                       # x 384..416, y 192..640
    s.walls.append(("rect", 608, 0, 32, 448))                   # x 608..640, y 0..448
    s.walls.append(("polygon", 240, MID_Y, [(0, -48), (40, 0), (0, 48), (-40, 0)]))
    s.add_bystander(48, 600)
    return s


def no_path():
    s = Scenario("no_path", "the hero stands inside a closed ring of stone tiles: no way out")
    s.fill_tiles(range(3, 8), (8, 12))
    s.fill_tiles((3, 7), range(8, 13))
    s.add_pair(hero=(176, 336))  # the centre of tile (5, 10)
    s.add_bystander()
    return s


def sentries():
    s = Scenario("sentries", "enemies with an aggro range: Grub stands within Ann's reach but has "
                 "not noticed her, the Imp notices heroes who cross its beat, Ultros is alert from "
                 "the start; Ann's way to Ultros passes Grub and wakes it. Looks: Ann, the leader, "
                 "wears red; Ultros has a sprite of its own and a purple base")
    s.add_unit(s.hero, "Hero", 160, MID_Y, [("color", "color", "#ffd03030")])
    s.add_unit(s.enemy, "Enemy", 800, MID_Y,
               [("sprite", "file", "../../data/art/units/enemy_strong.png"),
                ("color", "color", "#ff8040c0")])
    s.add_unit("Bo", "Hero", 160, MID_Y + 128)
    s.add_unit("Grub", "Enemy", 416, MID_Y, [("aggro_range", "float", "128")])
    route_key = "beat"
    s.add_unit("Imp", "Enemy", 608, 160,
               [("aggro_range", "float", "96"), ("patrol", "object", route_key)])
    s.routes.append((route_key, 608, 160, [(0, 0), (0, 320)], 1.0))
    return s


SCENARIOS = (symmetric_pair, ally_dead_ahead, wall_of_allies, u_pocket, corridor_ally, crowd_50,
             patrol_target, walls_between, no_path, sentries)


# --------------------------------------------------------------------------- layout helpers

class Lcg:
    """A small fixed generator (Numerical Recipes' LCG), so layouts never depend on Python's."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def uniform(self, lo, hi):
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return lo + (hi - lo) * (self.state / 2**32)


def scatter(count, box, min_distance, seed):
    """count points in box (x0, y0, x1, y1), whole pixels, pairwise at least min_distance apart."""
    rng = Lcg(seed)
    points = []
    while len(points) < count:
        p = (round(rng.uniform(box[0], box[2])), round(rng.uniform(box[1], box[3])))
        if all((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 >= min_distance ** 2 for q in points):
            points.append(p)
    return points


# --------------------------------------------------------------------------- TMX writing

def csv_rows(gid_at):
    rows = []
    for r in range(HEIGHT):
        rows.append(",".join(str(gid_at(c, r)) for c in range(WIDTH)))
    return ",\n".join(rows)


def tile_layer(layer_id, name, gid_at):
    return (f' <layer id="{layer_id}" name="{name}" width="{WIDTH}" height="{HEIGHT}">\n'
            f'  <data encoding="csv">\n{csv_rows(gid_at)}\n</data>\n'
            f' </layer>\n')


def properties_xml(properties, indent):
    if not properties:
        return ""
    pad = " " * indent
    lines = [f"{pad}<properties>\n"]
    for name, kind, value in properties:
        type_attr = "" if kind == "string" else f' type="{kind}"'
        lines.append(f'{pad} <property name="{name}"{type_attr} value="{value}"/>\n')
    lines.append(f"{pad}</properties>\n")
    return "".join(lines)


def points_attr(points):
    return " ".join(f"{x:g},{y:g}" for x, y in points)


class IdCounter:
    def __init__(self):
        self.next = 1

    def take(self):
        value = self.next
        self.next += 1
        return value


def build_objects(s, ids):
    """The three object layers' bodies. Route objects get their ids first, so patrol references
    (written as the route's key in add_pair) can be resolved to ids."""
    route_ids = {key: ids.take() for key, *_ in s.routes}
    units = []
    for name, kind, x, y, props in s.units:
        resolved = [(n, k, route_ids[v] if k == "object" else v) for n, k, v in props]
        units.append(f'  <object id="{ids.take()}" name="{name}" type="{kind}" x="{x}" y="{y}">\n'
                     f'{properties_xml(resolved, 3)}   <point/>\n  </object>\n')
    walls = []
    for wall in s.walls:
        oid = ids.take()
        if wall[0] == "rect":
            _, x, y, w, h = wall
            walls.append(f'  <object id="{oid}" type="Wall" x="{x}" y="{y}" '
                         f'width="{w}" height="{h}"/>\n')
        else:
            _, x, y, points = wall
            walls.append(f'  <object id="{oid}" type="Wall" x="{x}" y="{y}">\n'
                         f'   <polygon points="{points_attr(points)}"/>\n  </object>\n')
    routes = []
    for key, x, y, points, wait in s.routes:
        props = properties_xml([("wait", "float", f"{wait:g}")], 3)
        routes.append(f'  <object id="{route_ids[key]}" name="{key}" type="Patrol" x="{x}" '
                      f'y="{y}">\n{props}   <polyline points="{points_attr(points)}"/>\n'
                      f'  </object>\n')
    return "".join(units), "".join(walls), "".join(routes)


def map_xml(s):
    ids = IdCounter()
    units, walls, routes = build_objects(s, ids)
    layers = [tile_layer(1, "ground", lambda c, r: GRASS_GID),
              tile_layer(2, "walls", lambda c, r: STONE_WALL_GID if (c, r) in s.solid else 0)]
    groups = [(3, "wall objects", walls), (4, "units", units), (5, "routes", routes)]
    for layer_id, name, body in groups:
        layers.append(f' <objectgroup id="{layer_id}" name="{name}">\n{body} </objectgroup>\n'
                      if body else f' <objectgroup id="{layer_id}" name="{name}"/>\n')
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{WIDTH}" height="{HEIGHT}" tilewidth="{TILE}" '
            f'tileheight="{TILE}" infinite="0" nextlayerid="{len(layers) + 1}" '
            f'nextobjectid="{ids.next}">\n')
    props = properties_xml([("demo_enemy", "string", s.enemy), ("demo_hero", "string", s.hero),
                            ("scenario", "string", s.about)], 1)
    return (head + props + f' <tileset firstgid="1" source="{TILESET}"/>\n' + "".join(layers) +
            "</map>\n")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="describe the scenarios, write none")
    args = parser.parse_args(argv)
    scenarios = [make() for make in SCENARIOS]
    if args.list:
        for s in scenarios:
            print(f"{s.name}: {s.hero} attacks {s.enemy}; {s.about}")
        return 0
    os.makedirs(OUT_DIR, exist_ok=True)
    for s in scenarios:
        data = map_xml(s).encode("utf-8")
        path = os.path.join(OUT_DIR, s.name + ".tmx")
        with open(path, "wb") as f:
            f.write(data)
        print(f"  {os.path.relpath(path, ROOT)}  ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

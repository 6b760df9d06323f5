"""Ground tiles: grass, dirt, water, stone, and the grass/dirt and grass/water transitions.

Seamless by construction: every ground tile is painted from the same noise fields, which
repeat every 32 px, so any two tiles of a material meet without a seam. Variants only add
details (tufts, pebbles, flowers) kept away from the tile borders.

Transitions (grass/dirt path, grass/water shore) are corner-based ("Wang corner" tiles): a
tile's four corners are each grass or the other material, and the border between them is
drawn where a bilinear blend of the corners crosses one half, wobbled by a shared noise.
Neighbours share corners and the noise repeats every tile, so borders line up.
"""

import math
import random

from . import palette as pal
from .dither import TileNoise, hash01, ramp_color
from .shapes import ellipse

TILE = 32

# Shared noise fields; each repeats every 32 px.
_grass_noise = TileNoise(seed=101, cells=(8, 16))  # no big blobs: they would show the 32-px grid
dirt_noise = TileNoise(seed=202, cells=(8, 16))
_water_noise = TileNoise(seed=303, cells=(8, 16))
_edge_noise = TileNoise(seed=404, cells=(2, 4, 8))
leaf_noise = TileNoise(seed=505, cells=(8, 16, 32))


# --------------------------------------------------------------------------- ground textures

def grass_shade(x, y):
    """Base grass shade at pixel (x, y): gentle noise, same in every grass tile."""
    return 0.46 + (_grass_noise(x, y) - 0.5) * 0.7


def _grass_blades(rng, count):
    """Scattered blade marks: a light tip over a dark root. Wrap around, so shared by all."""
    return [(rng.randrange(TILE), rng.randrange(TILE)) for _ in range(count)]


_BASE_BLADES = _grass_blades(random.Random(7), 22)


def paint_grass(canvas, ox=0, oy=0, shade=grass_shade, ramp=pal.GRASS):
    for y in range(TILE):
        for x in range(TILE):
            canvas.set(ox + x, oy + y, ramp_color(ramp, shade(x, y), x, y))
    for bx, by in _BASE_BLADES:
        canvas.set(ox + bx, oy + by, ramp[3])
        canvas.set(ox + bx, oy + (by + 1) % TILE, ramp[1])


def dirt_shade(x, y):
    return 0.52 + (dirt_noise(x, y) - 0.5) * 1.0


_DIRT_SPECKS = _grass_blades(random.Random(11), 14)  # light grit over a dark grain


def dirt_color(x, y):
    for sx, sy in _DIRT_SPECKS:
        if (x, y) == (sx, sy):
            return pal.DIRT[4]
        if (x, y) == (sx, (sy + 1) % TILE):
            return pal.DIRT[1]
    return ramp_color(pal.DIRT, dirt_shade(x, y), x, y)


def water_shade(x, y):
    return 0.5 + (_water_noise(x, y) - 0.5) * 0.7


# Wave crests: short light dashes over a darker trough pixel, shared by all water tiles.
_WAVES = [(3, 4, 4), (19, 7, 3), (10, 13, 5), (26, 17, 4), (5, 22, 3), (16, 26, 4), (28, 29, 3)]


def water_color(x, y, ramp=pal.WATER, waves=_WAVES):
    for wx, wy, length in waves:
        dx = (x - wx) % TILE
        if y == wy and dx < length:
            return ramp[-1] if 0 < dx < length - 1 else ramp[-2]
        if y == (wy + 1) % TILE and 0 < dx < length - 1:
            return ramp[max(0, len(ramp) - 4)]
    return ramp_color(ramp, water_shade(x, y), x, y)


def deep_water_color(x, y):
    waves = [(w[0], w[1], w[2] - 1) for w in _WAVES[::2]]
    return water_color(x, y, pal.DEEP_WATER, waves)


# --------------------------------------------------------------------------- small details

def stamp(canvas, ox, oy, rows, colors):
    """Draw a little pixel pattern: rows of characters, '.' transparent, others from colors."""
    for dy, row in enumerate(rows):
        for dx, ch in enumerate(row):
            if ch != ".":
                canvas.set(ox + dx, oy + dy, colors[ch])


TUFT = ["..a...a.",
        "a.b..ab.",
        "b.bb.b.a",
        ".bbbbbb.",
        "..cccc.."]

PEBBLE = [".lm.",
          "lmmd",
          ".dds"]

FLOWER = [".pp.",
          "pcpq",
          ".qq.",
          "..l."]


def tuft(canvas, x, y, ramp=pal.GRASS):
    stamp(canvas, x, y, TUFT, {"a": ramp[4], "b": ramp[3], "c": ramp[0]})


def pebble(canvas, x, y):
    stamp(canvas, x, y, PEBBLE, {"l": pal.STONE[4], "m": pal.STONE[3], "d": pal.STONE[1],
                                 "s": pal.GRASS[0]})


def flower(canvas, x, y, petals):
    """A 4x4 blossom: lit upper petals, shaded lower ones, a contrasting eye, a leaf."""
    eye = pal.FLOWER_YELLOW[2] if petals is not pal.FLOWER_YELLOW else pal.FLOWER_RED[1]
    stamp(canvas, x, y, FLOWER, {"p": petals[2], "q": petals[1], "c": eye, "l": pal.GRASS[4]})
    canvas.set(x + 3, y + 2, petals[0])
    canvas.set(x + 1, y + 3, pal.GRASS[0])  # the stem's shadow grounds the flower


def scatter(seed, count, margin=3, spacing=6):
    """count points inside the tile, margin px from its border and spacing px apart."""
    rng = random.Random(seed)
    points = []
    while len(points) < count:
        p = (rng.randrange(margin, TILE - margin - 4), rng.randrange(margin, TILE - margin - 4))
        if all(abs(p[0] - q[0]) + abs(p[1] - q[1]) >= spacing for q in points):
            points.append(p)
    return points


# --------------------------------------------------------------------------- ground tiles

def grass_tile(seed=None, tufts=0, pebbles=0, flowers=(), clover=False):
    def painter(canvas, ox, oy):
        paint_grass(canvas, ox, oy)
        points = scatter(seed, tufts + pebbles + len(flowers), spacing=8) if seed else []
        for i, (x, y) in enumerate(points):
            if i < tufts:
                tuft(canvas, ox + x, oy + y)
            elif i < tufts + pebbles:
                pebble(canvas, ox + x, oy + y)
            else:
                flower(canvas, ox + x, oy + y, flowers[i - tufts - pebbles])
        if clover:
            clover_patch(canvas, ox, oy)
    return painter


def clover_patch(canvas, ox, oy):
    """A darker, lusher patch of round leaves in the middle of the tile."""
    for (x, y), (nx, ny) in ellipse(16, 16, 10, 8).items():
        r = nx * nx + ny * ny
        if r < 0.85 or hash01(x, y, 3) < 0.4:
            t = 0.85 + (leaf_noise(x, y) - 0.5) * 1.2 - 0.3 * r
            canvas.set(ox + x, oy + y, ramp_color(pal.GRASS_DARK, t, x, y))
    for x, y in [(10, 12), (17, 10), (21, 16), (13, 19), (18, 20)]:
        stamp(canvas, ox + x, oy + y, [".a.", "aba", ".c."],
              {"a": pal.GRASS[3], "b": pal.GRASS[4], "c": pal.GRASS_DARK[0]})


def tall_grass_tile(canvas, ox, oy):
    paint_grass(canvas, ox, oy)
    for x, y in [(3, 4), (14, 2), (23, 5), (8, 12), (19, 13), (2, 20), (12, 21), (22, 22)]:
        tuft(canvas, ox + x, oy + y)


def dirt_tile(pebbles=0, seed=None):
    def painter(canvas, ox, oy):
        for y in range(TILE):
            for x in range(TILE):
                canvas.set(ox + x, oy + y, dirt_color(x, y))
        if pebbles:
            for x, y in scatter(seed, pebbles, spacing=7):
                stamp(canvas, ox + x, oy + y, PEBBLE, {"l": pal.STONE[4], "m": pal.STONE[3],
                                                       "d": pal.STONE[1], "s": pal.DIRT[1]})
    return painter


def water_tile(glints=False):
    def painter(canvas, ox, oy):
        for y in range(TILE):
            for x in range(TILE):
                canvas.set(ox + x, oy + y, water_color(x, y))
        if glints:
            for x, y in [(8, 9), (22, 20), (14, 25)]:
                stamp(canvas, ox + x - 1, oy + y - 1, [".w.", "wfw", ".w."],
                      {"w": pal.WATER[4], "f": pal.FOAM})
    return painter


def deep_water_tile(canvas, ox, oy):
    for y in range(TILE):
        for x in range(TILE):
            canvas.set(ox + x, oy + y, deep_water_color(x, y))


# Flagstones inside one tile: (x0, y0, x1, y1) in tile pixels, laid in two offset courses.
_FLAGSTONES = [(0, 0, 13, 15), (14, 0, 31, 15), (0, 16, 7, 31), (8, 16, 22, 31), (23, 16, 31, 31)]


def stone_floor_tile(mossy=False):
    def painter(canvas, ox, oy):
        for i, (x0, y0, x1, y1) in enumerate(_FLAGSTONES):
            bias = (hash01(i, 77) - 0.5) * 0.3  # each stone a slightly different grey
            for y in range(y0, y1 + 1):
                for x in range(x0, x1 + 1):
                    canvas.set(ox + x, oy + y, _flagstone_pixel(x, y, x0, y0, x1, y1, bias))
        if mossy:
            for x, y in [(3, 13), (4, 14), (5, 14), (2, 14), (22, 15), (23, 15), (24, 16),
                         (7, 27), (8, 28), (7, 28), (6, 29), (30, 7), (29, 8), (30, 8)]:
                canvas.set(ox + x, oy + y, pal.MOSS[1] if hash01(x, y) < 0.6 else pal.MOSS[2])
            for x, y in [(17, 5), (18, 6), (18, 7), (19, 8), (19, 9), (20, 10)]:
                canvas.set(ox + x, oy + y, pal.STONE[0])
    return painter


def _flagstone_pixel(x, y, x0, y0, x1, y1, bias):
    """Mortar on the stone's right/bottom edge, a lit top/left rim, a shaded bottom/right."""
    if x == x1 or y == y1:
        return pal.STONE[0]
    corner = (x in (x0, x1 - 1)) and (y in (y0, y1 - 1))
    if corner:
        return pal.STONE[1]
    if y == y0 or x == x0:
        return pal.STONE[4] if hash01(x, y, 5) < 0.7 else pal.STONE[3]
    if y == y1 - 1 or x == x1 - 1:
        return pal.STONE[1]
    t = 0.55 + bias + (dirt_noise(x * 2 % 32, y * 2 % 32) - 0.5) * 0.6
    return ramp_color(pal.STONE, t, x, y)


def stone_wall_tile(canvas, ox, oy):
    """A waist-high block of masonry in 3/4 view: a lit capstone top and a bricked front."""
    top = 11
    for y in range(TILE):
        for x in range(TILE):
            if y < top:
                # Capstones: two slabs seen from above, lit, split where walls join seamlessly.
                if y == 0 or x in (15,):
                    c = pal.STONE[2]
                elif y == top - 1:
                    c = pal.STONE[4]
                else:
                    t = 0.7 + (dirt_noise(x, y) - 0.5) * 0.6
                    c = ramp_color(pal.STONE, t, x, y)
            elif y == top:
                c = pal.OUTLINE
            else:
                c = _brick_pixel(x, y - top - 1)
            canvas.set(ox + x, oy + y, c)


def _brick_pixel(x, y):
    """Front face: 3 brick courses of 6 px, darker towards the ground."""
    course, row = divmod(y, 7)
    if row == 6 or y >= 20:
        return pal.STONE[0]
    shift = 8 if course % 2 else 0
    bx = (x + shift) % 16
    if bx == 15:
        return pal.STONE[0]
    depth = y / 20.0
    if row == 0:
        return pal.STONE[3]
    t = 0.5 - 0.3 * depth + (hash01((x + shift) // 16, course, 9) - 0.5) * 0.2
    t += (dirt_noise(x, y * 3 % 32) - 0.5) * 0.4
    return ramp_color(pal.STONE[:4], t, x, y)


# --------------------------------------------------------------------------- transitions

def corner_field(corners, x, y):
    """Where pixel (x, y) lies relative to the border drawn from the four corners.

    Returns (s, distance, (gx, gy)): s > 0 on the other material's side; distance is the
    signed distance to the border in pixels (approximate); (gx, gy) is the unit direction
    in which the other material increases.
    """
    tl, tr, bl, br = corners
    u, v = (x + 0.5) / TILE, (y + 0.5) / TILE
    value = (tl * (1 - u) + tr * u) * (1 - v) + (bl * (1 - u) + br * u) * v
    gx = ((tr - tl) * (1 - v) + (br - bl) * v) / TILE
    gy = ((bl - tl) * (1 - u) + (br - tr) * u) / TILE
    s = value - 0.5 + (_edge_noise(x, y) - 0.5) * 0.28
    g = math.hypot(gx, gy)
    distance = s / max(g, 1e-3)
    return s, distance, (gx / g if g else 0.0, gy / g if g else 0.0)


def path_tile(corners):
    """Grass with a dirt path on the corners marked 1; a soft dark rim where they meet."""
    def painter(canvas, ox, oy):
        for y in range(TILE):
            for x in range(TILE):
                _, d, _ = corner_field(corners, x, y)
                canvas.set(ox + x, oy + y, _path_pixel(x, y, d))
    return painter


def _path_pixel(x, y, d):
    if d < 0:
        if d > -1.2:
            return pal.GRASS[3]  # the grass lip catches the light
        return ramp_color(pal.GRASS, grass_shade(x, y) - (0.12 if d > -3 else 0.0), x, y)
    if d < 1.3:
        # Grass blades straggle over the path edge.
        return pal.GRASS[2] if hash01(x, y, 21) < 0.35 else pal.DIRT[0]
    if d < 3.0:
        return ramp_color(pal.DIRT, dirt_shade(x, y) - 0.28, x, y)
    return dirt_color(x, y)


def shore_tile(corners):
    """Grass with water on the corners marked 1: earth bank, foam line, shadowed shallows.

    In 3/4 view the bank's face is only seen where grass lies to the north of the water, so
    the earth strip is widest there (gy > 0) and nearly absent on southern shores.
    """
    def painter(canvas, ox, oy):
        for y in range(TILE):
            for x in range(TILE):
                _, d, (_, gy) = corner_field(corners, x, y)
                canvas.set(ox + x, oy + y, _shore_pixel(x, y, d, gy))
    return painter


def _shore_pixel(x, y, d, gy):
    bank = 1.0 + 3.0 * max(0.0, gy)
    if d < 0:
        if d > -1.2:
            return pal.GRASS[3]
        return ramp_color(pal.GRASS, grass_shade(x, y) - (0.1 if d > -2.5 else 0.0), x, y)
    if d < bank:
        return pal.DIRT[1] if d < bank * 0.5 or hash01(x, y, 8) < 0.5 else pal.DIRT[0]
    if d < bank + 1.2:
        return pal.FOAM if hash01(x // 2, y, 31) < 0.75 else pal.WATER[3]
    if d < bank + 4.0:
        return ramp_color(pal.WATER, water_shade(x, y) - 0.3, x, y)
    return water_color(x, y)

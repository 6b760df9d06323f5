"""Props: trees, bushes, rocks and small decorations, drawn as transparent 32-px sprites
(or 64-px ones cut into four tiles) for the decor layer, and composited on grass for the
opaque "on grass" tiles.

Each prop is a few lit, dithered shapes with a 1-px dark outline and a soft shadow cast
down-right, matching the top-left light of the ground tiles.
"""

import math
import random

from . import palette as pal
from .canvas import Canvas
from .dither import hash01, ramp_color
from .ground import (PEBBLE, TILE, clover_patch, dirt_noise, flower, leaf_noise, paint_grass,
                     scatter, stamp, tuft)
from .shapes import drop_shadow, ellipse, fill, outline_canvas, paint, sphere_shade


def on_grass(draw):
    """A painter that draws an object sprite over the plain grass tile."""
    def painter(canvas, ox, oy):
        paint_grass(canvas, ox, oy)
        canvas.paste(draw(), ox, oy)
    return painter


def transparent(draw):
    def painter(canvas, ox, oy):
        canvas.paste(draw(), ox, oy)
    return painter


def rock_sprite(cx=16, cy=17, rx=12, ry=10, moss=True, seed=1):
    """A mossy boulder: a faceted lit ellipse with a crack, outlined, on a soft shadow."""
    sprite = Canvas(TILE, TILE)
    drop_shadow(sprite, cx + 3, cy + ry - 2, rx + 1, ry * 0.5, alpha=0.5)
    body = Canvas(TILE, TILE)
    shades = {}
    for (x, y), (nx, ny) in ellipse(cx, cy, rx, ry).items():
        if ny > 0.75:
            continue  # flat bottom: it sits on the ground
        # Quantised normals give chunky facets instead of a smooth ball.
        qx, qy = round(nx * 3) / 3, round(ny * 3) / 3
        shades[(x, y)] = 0.6 * sphere_shade(nx, ny) + 0.4 * sphere_shade(qx * 0.9, qy * 0.9)
    paint(body, shades, pal.ROCK, jitter=lambda x, y: (dirt_noise(x * 3 % 32, y * 3 % 32) - 0.5) * 0.25)
    if moss:
        for (x, y), (nx, ny) in ellipse(cx - 2, cy - ry * 0.55, rx * 0.6, ry * 0.35).items():
            if (x, y) in shades and hash01(x, y, seed) < 0.75:
                body.set(x, y, ramp_color(pal.MOSS, 0.6 - ny * 0.5, x, y))
    rng = random.Random(seed)
    x, y = cx + 2, cy - 3
    for _ in range(6):  # a crack running down the shaded side
        body.set(x, y, pal.ROCK[0])
        x += rng.choice((0, 1))
        y += 1
    outline_canvas(body)
    sprite.paste(body, 0, 0)
    return sprite


def canopy(sprite, cx, cy, radius, ramp, seed, bumps=7, berries=None):
    """A rounded, bumpy crown of leaves: a lit sphere ringed by smaller lit leaf clumps."""
    rng = random.Random(seed)
    circles = []
    for i in range(bumps):
        angle = (i + rng.random() * 0.5) * 2 * math.pi / bumps
        r = radius * (0.42 + rng.random() * 0.12)
        dist = radius - r * 0.85
        circles.append((cx + math.cos(angle) * dist, cy + math.sin(angle) * dist * 0.92, r))
    circles.sort(key=lambda c: c[1])  # lower clumps overlap upper ones
    circles.insert(0, (cx, cy, radius * 0.8))
    shades = {}
    for ccx, ccy, r in circles:
        for (x, y), (nx, ny) in ellipse(ccx, ccy, r, r).items():
            gx, gy = (x + 0.5 - cx) / radius, (y + 0.5 - cy) / radius
            whole = sphere_shade(max(-1, min(1, gx)) * 0.9, max(-1, min(1, gy)) * 0.9)
            shades[(x, y)] = 0.55 * whole + 0.45 * sphere_shade(nx * 0.95, ny * 0.95)
    layer = Canvas(sprite.width, sprite.height)
    paint(layer, shades, ramp, jitter=lambda x, y: (leaf_noise(x % 32, y % 32) - 0.5) * 0.45)
    for (x, y), t in shades.items():  # leaf sparkle on the lit side
        if t > 0.75 and hash01(x, y, seed) < 0.12:
            layer.set(x, y, ramp[-1])
    if berries:
        for x, y in berries:
            stamp(layer, x, y, ["ab", "bc"], {"a": pal.FLOWER_RED[2], "b": pal.FLOWER_RED[1],
                                               "c": pal.FLOWER_RED[0]})
    outline_canvas(layer)
    sprite.paste(layer, 0, 0)


def bush_sprite():
    """A round berry bush."""
    sprite = Canvas(TILE, TILE)
    drop_shadow(sprite, 17, 24, 13, 5, alpha=0.5)
    canopy(sprite, 16, 18, 11, pal.BUSH, seed=9, bumps=6, berries=[(10, 14), (19, 12), (15, 20)])
    return sprite


def stump_sprite():
    sprite = Canvas(TILE, TILE)
    drop_shadow(sprite, 17, 22, 11, 5, alpha=0.5)
    body = Canvas(TILE, TILE)
    fill(body, [(x, y) for x in range(8, 25) for y in range(15, 23)], pal.BARK[1])
    for x in range(8, 25):
        body.set(x, 22, pal.BARK[0])
        if x % 4 == 1:
            for y in range(16, 22):
                body.set(x, y, pal.BARK[0])
    paint(body, {p: 0.3 + 0.6 * (1 - (n[0] ** 2 + n[1] ** 2)) for p, n in ellipse(16, 15, 8.5, 4.5).items()},
          pal.DIRT[1:])
    for (x, y), (nx, ny) in ellipse(16, 15, 8.5, 4.5).items():
        r = math.hypot(nx, ny)
        if 0.45 < r < 0.6 or r < 0.12:
            body.set(x, y, pal.DIRT[1])
    outline_canvas(body)
    sprite.paste(body, 0, 0)
    return sprite


_BIG_SPRITES = {}


def _cached(key, draw):
    """Two-tile sprites are drawn once and cut into four tiles."""
    if key not in _BIG_SPRITES:
        _BIG_SPRITES[key] = draw()
    return _BIG_SPRITES[key]


def big_tree_sprite(ramp=pal.FOLIAGE, seed=5):
    """A 2x2-tile broadleaf tree: a broad crown over a trunk with roots."""
    sprite = Canvas(2 * TILE, 2 * TILE)
    drop_shadow(sprite, 36, 56, 25, 7, alpha=0.55)
    trunk = Canvas(2 * TILE, 2 * TILE)
    for y in range(38, 58):
        half = 5 + (2 if y > 53 else 0) + (1 if y > 55 else 0)
        for x in range(32 - half, 33 + half):
            t = 0.75 - (x - (32 - half)) / (2 * half + 1) * 0.6
            if (x + y // 3) % 5 == 0:
                t -= 0.25  # bark grooves
            trunk.set(x, y, ramp_color(pal.BARK, t, x, y))
    outline_canvas(trunk)
    sprite.paste(trunk, 0, 0)
    canopy(sprite, 32, 26, 26, ramp, seed=seed, bumps=9)
    return sprite


def pine_sprite():
    """A 2x2-tile fir in 3/4 view: four scalloped tiers, lit from the left, over a trunk."""
    sprite = Canvas(2 * TILE, 2 * TILE)
    drop_shadow(sprite, 35, 57, 20, 6, alpha=0.55)
    trunk = Canvas(2 * TILE, 2 * TILE)
    fill(trunk, [(x, y) for x in range(29, 36) for y in range(48, 59)], pal.BARK[1])
    fill(trunk, [(29, y) for y in range(48, 59)], pal.BARK[2])
    outline_canvas(trunk)
    sprite.paste(trunk, 0, 0)
    tiers = [(22, 52, 23), (14, 41, 19), (7, 30, 14), (1, 19, 9)]  # apex y, base y, half width
    for top, base, half in tiers:
        tier = Canvas(2 * TILE, 2 * TILE)
        shades = {}
        for y in range(top, base + 3):
            frac = min(1.0, (y - top) / (base - top))
            width = half * (0.25 + 0.75 * frac)
            for x in range(int(32 - width) - 1, int(32 + width) + 2):
                dx = (x + 0.5 - 32) / max(width, 1)
                scallop = base + 2.5 * abs(math.cos((x - 32) * math.pi / 6))  # needle fringe
                if abs(dx) <= 1 and y <= scallop:
                    shades[(x, y)] = 0.72 - 0.45 * dx - 0.35 * frac ** 3
        paint(tier, shades, pal.PINE, jitter=lambda x, y: (leaf_noise(x % 32, y % 32) - 0.5) * 0.35)
        outline_canvas(tier)
        sprite.paste(tier, 0, 0)
    return sprite


def two_by_two(key, draw, col, row):
    return lambda: _cached(key, draw).crop(col * TILE, row * TILE, TILE, TILE)


def small_tree_sprite(ramp=pal.FOLIAGE, seed=3):
    """A one-tile round tree seen from above, its trunk just peeking out below."""
    sprite = Canvas(TILE, TILE)
    drop_shadow(sprite, 18, 25, 13, 6, alpha=0.55)
    fill(sprite, [(x, y) for x in range(14, 19) for y in range(22, 29)], pal.BARK[1])
    fill(sprite, [(14, y) for y in range(22, 29)], pal.BARK[2])
    fill(sprite, [(18, y) for y in range(22, 29)], pal.BARK[0])
    outline_canvas(sprite)
    canopy(sprite, 16, 13, 13, ramp, seed=seed)
    return sprite


def blossom_bush_sprite():
    sprite = Canvas(TILE, TILE)
    drop_shadow(sprite, 17, 24, 13, 5, alpha=0.5)
    canopy(sprite, 16, 18, 11, pal.BUSH, seed=13, bumps=6)
    for x, y in [(9, 14), (15, 11), (21, 15), (12, 20), (19, 21), (17, 16)]:
        stamp(sprite, x, y, [".a.", "aba", ".a."], {"a": pal.BLOSSOM[2], "b": pal.BLOSSOM[3]})
    return sprite


def fern_sprite():
    """A leafy undergrowth plant: broad leaves fanning out from the root, each with a midrib;
    for shady spots under the trees."""
    sprite = Canvas(TILE, TILE)
    leaves = [(-1.57, 7.5), (-2.2, 7), (-0.95, 7), (-2.75, 6), (-0.4, 6), (-1.9, 5), (-1.2, 5)]
    for angle, length in leaves:  # back leaves first; the short front ones overlap them
        ux, uy = math.cos(angle), math.sin(angle)
        cx, cy = 16 + ux * length * 0.9, 25 + uy * length * 0.8
        leaf = {}
        for y in range(int(cy - length) - 1, int(cy + length) + 2):
            for x in range(int(cx - length) - 1, int(cx + length) + 2):
                dx, dy = x + 0.5 - cx, y + 0.5 - cy
                u, v = dx * ux + dy * uy, -dx * uy + dy * ux
                if (u / length) ** 2 + (v / (length * 0.38)) ** 2 <= 1:
                    leaf[(x, y)] = (u / length, v / (length * 0.38))
        layer = Canvas(TILE, TILE)
        for (x, y), (u, v) in leaf.items():
            t = 0.62 + 0.25 * u - 0.3 * v * (1 if ux > 0 else -1)
            color = pal.BUSH[1] if abs(v) < 0.22 and u < 0.7 else ramp_color(pal.BUSH, t, x, y)
            layer.set(x, y, color)
        outline_canvas(layer, pal.GRASS[0])
        sprite.paste(layer, 0, 0)
    return sprite


def rock_pair_sprite():
    sprite = Canvas(TILE, TILE)
    sprite.paste(rock_sprite(cx=11, cy=14, rx=8, ry=7, moss=False, seed=4), 0, 0)
    sprite.paste(rock_sprite(cx=21, cy=21, rx=7, ry=6, moss=True, seed=6), 0, 0)
    return sprite


def flowers_sprite():
    """A clump of mixed wildflowers on a bed of leaves."""
    sprite = Canvas(TILE, TILE)
    for (x, y), (nx, ny) in ellipse(16, 17, 12, 9).items():
        if hash01(x, y, 17) < 0.5 * (1 - nx * nx - ny * ny) + 0.1:
            sprite.set(x, y, pal.GRASS[3] if ny < 0 else pal.GRASS[2])
    for i, (x, y) in enumerate(scatter(41, 7, margin=5, spacing=6)):
        flower(sprite, x, y, [pal.FLOWER_RED, pal.FLOWER_YELLOW, pal.FLOWER_WHITE,
                              pal.FLOWER_BLUE][i % 4])
    return sprite


def pebbles_sprite():
    sprite = Canvas(TILE, TILE)
    for x, y in scatter(42, 5, margin=2, spacing=7):
        stamp(sprite, x, y, PEBBLE, {"l": pal.STONE[4], "m": pal.STONE[3], "d": pal.STONE[1],
                                     "s": (20, 24, 40, 90)})
    return sprite


def lily_pad_sprite():
    """Two floating pads, one with a pink blossom; drawn over water tiles."""
    sprite = Canvas(TILE, TILE)
    for cx, cy, r in [(11, 12, 7), (22, 22, 5.5)]:
        pad = Canvas(TILE, TILE)
        for (x, y), (nx, ny) in ellipse(cx, cy, r, r * 0.75).items():
            if nx > 0.1 and abs(ny) < 0.18:
                continue  # the notch
            pad.set(x, y, ramp_color(pal.BUSH[1:], sphere_shade(nx * 0.6, ny * 0.6), x, y))
        outline_canvas(pad, pal.DEEP_WATER[1])
        sprite.paste(pad, 0, 0)
    stamp(sprite, 9, 9, [".a.", "aba", ".a."],
          {"a": (240, 150, 190), "b": pal.FLOWER_YELLOW[2]})
    return sprite


def reeds_sprite():
    """Reeds and cattails for the pond's edge: thin lit blades with brown seed heads."""
    sprite = Canvas(TILE, TILE)
    for x, top, lean, head in [(5, 12, -1, False), (8, 7, 0, True), (11, 13, 1, False),
                               (15, 5, 0, True), (18, 11, -1, False), (21, 8, 1, True),
                               (25, 12, 1, False)]:
        for y in range(top, 28):
            bx = x + (lean if y < top + (28 - top) // 3 else 0)
            sprite.set(bx, y, pal.BUSH[4] if y < top + 2 else pal.BUSH[3] if y < 20 else pal.BUSH[2])
            sprite.set(bx + 1, y, pal.BUSH[1])
        if head:
            for y in range(top + 2, top + 7):
                sprite.set(x, y, pal.DIRT[2] if y == top + 2 else pal.BARK[2])
                sprite.set(x + 1, y, pal.BARK[1])
    outline_canvas(sprite, pal.GRASS[0])
    return sprite


def mushrooms_sprite():
    sprite = Canvas(TILE, TILE)
    for cx, cy, r in [(12, 17, 5), (20, 21, 3.5), (9, 23, 3)]:
        mush = Canvas(TILE, TILE)
        fill(mush, [(x, y) for x in range(int(cx) - 1, int(cx) + 2)
                    for y in range(int(cy), int(cy + r + 2))], pal.FLOWER_WHITE[1])
        for (x, y), (nx, ny) in ellipse(cx, cy, r, r * 0.7).items():
            if ny < 0.45:
                mush.set(x, y, ramp_color(pal.MUSHROOM_RED, sphere_shade(nx, ny), x, y))
        for dx, dy in [(-2, -1), (1, -2), (2, 0)]:
            if r > 4:
                mush.set(int(cx) + dx, int(cy) + dy, pal.FLOWER_WHITE[2])
        outline_canvas(mush)
        sprite.paste(mush, 0, 0)
    return sprite


def log_sprite():
    """A fallen log lying across the tile."""
    sprite = Canvas(TILE, TILE)
    drop_shadow(sprite, 17, 22, 14, 4, alpha=0.5)
    body = Canvas(TILE, TILE)
    for x in range(4, 27):
        for y in range(12, 22):
            t = 0.85 - (y - 12) / 10.0 * 0.7
            if (x * 3 + y) % 11 == 0:
                t -= 0.2
            body.set(x, y, ramp_color(pal.BARK, t, x, y))
    for (x, y), (nx, ny) in ellipse(26.5, 17, 3, 5).items():
        r = math.hypot(nx, ny)
        body.set(x, y, pal.DIRT[3] if r < 0.45 else pal.DIRT[2] if r < 0.8 else pal.BARK[1])
    outline_canvas(body)
    sprite.paste(body, 0, 0)
    return sprite


def signpost_sprite():
    """A little wooden signpost pointing right, towards the enemy camp."""
    sprite = Canvas(TILE, TILE)
    drop_shadow(sprite, 17, 27, 6, 2.5, alpha=0.5)
    body = Canvas(TILE, TILE)
    fill(body, [(x, y) for x in range(15, 18) for y in range(12, 28)], pal.BARK[1])
    fill(body, [(15, y) for y in range(12, 28)], pal.BARK[2])
    board = [(x, y) for y in range(7, 14) for x in range(6, 25 - abs(y - 10))]
    for x, y in board:
        t = 0.8 - (y - 7) / 7 * 0.5
        body.set(x, y, ramp_color(pal.DIRT[1:], t, x, y))
    for x in range(9, 20, 3):
        body.set(x, 10, pal.BARK[0])
        body.set(x + 1, 10, pal.BARK[0])
    outline_canvas(body)
    sprite.paste(body, 0, 0)
    return sprite


def standing_stone_sprite():
    """A weathered standing stone with a carved heart: Heartpath's waymark."""
    sprite = Canvas(TILE, TILE)
    drop_shadow(sprite, 18, 27, 10, 3.5, alpha=0.55)
    body = Canvas(TILE, TILE)
    for y in range(5, 28):
        half = 6 if y > 9 else 6 - (10 - y) // 2  # a rounded top
        for x in range(16 - half, 17 + half):
            nx = (x + 0.5 - 16.5) / (half + 0.5)
            body.set(x, y, ramp_color(pal.STONE, sphere_shade(nx * 0.95, -0.2) - (y - 5) / 60, x, y))
    stamp(body, 13, 14, ["bb.bb", "bbbbb", ".bbb.", "..b.."], {"b": pal.FLOWER_RED[1]})
    for x, y in [(12, 24), (13, 25), (19, 23), (20, 24), (11, 25)]:
        body.set(x, y, pal.MOSS[1])
    outline_canvas(body)
    sprite.paste(body, 0, 0)
    return sprite


def clover_decor():
    sprite = Canvas(TILE, TILE)
    clover_patch(sprite, 0, 0)
    return sprite


def yellow_flowers_sprite():
    sprite = Canvas(TILE, TILE)
    for (x, y), (nx, ny) in ellipse(16, 17, 12, 9).items():
        if hash01(x, y, 19) < 0.5 * (1 - nx * nx - ny * ny) + 0.1:
            sprite.set(x, y, pal.GRASS[3] if ny < 0 else pal.GRASS[2])
    for i, (x, y) in enumerate(scatter(43, 7, margin=5, spacing=6)):
        flower(sprite, x, y, pal.FLOWER_YELLOW if i % 3 else pal.FLOWER_WHITE)
    return sprite


def small_pine_sprite():
    """A young fir, one tile: the big fir drawn at half size."""
    big = _cached("pine", pine_sprite)
    sprite = Canvas(TILE, TILE)
    for y in range(TILE):
        for x in range(TILE):
            block = [big.get(2 * x + dx, 2 * y + dy) for dy in (0, 1) for dx in (0, 1)]
            opaque = [p for p in block if p[3] > 0]
            if len(opaque) >= 2:  # keep a pixel where most of its 2x2 block is drawn
                sprite.set(x, y, max(opaque, key=lambda p: p[3]))
    return sprite


def tall_grass_decor():
    sprite = Canvas(TILE, TILE)
    for x, y in [(3, 5), (15, 3), (22, 8), (7, 14), (18, 16), (4, 23), (14, 24), (23, 22)]:
        tuft(sprite, x, y)
    return sprite

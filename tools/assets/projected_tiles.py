"""Tiles drawn for the isometric and hexagonal maps: ground cells and tall pieces.

Each projection has a footprint, the cell's shape as Tiled lays it on the map: a 64x32
diamond (isometric) or a 64x56 flat-topped hexagon with 32-px sides (hexagonal, stagger axis
x). Ground tiles fill the footprint and hang SKIRT pixels of earth below its lower edges, so
the map's near border shows a cut bank; every tile image is therefore SKIRT pixels taller than
its cell, and the tilesets' tile offset (0, SKIRT) puts the footprint back on the grid. Tall
tiles (wall blocks, a wooden gate, trees, rocks, a standing stone) stand on the same
footprint, SKIRT pixels above the bottom of a taller image (room for the props' shadows), and
rise above it; the same tile offset puts them on the grid.

Textures come from ground.py's noise fields, sampled along the cell's own axes (an isometric
cell's texture runs along the tile axes, not the screen), dithered with the shared Bayer
matrix in screen pixels so neighbouring cells keep one stipple. A one-pixel bevel (lit upper
edges, dark lower ones) draws the grid a tactics player counts moves on.

Maps refer to tiles by id, and the walkthrough map in docs/level-design/ is not regenerated:
add new tiles at the end of a set.
"""

import math

from . import palette as pal
from .canvas import Canvas
from .dither import hash01, ramp_color
from .ground import dirt_shade, grass_shade, water_shade
from .props import (big_tree_sprite, lily_pad_sprite, pine_sprite, reeds_sprite, rock_sprite,
                    standing_stone_sprite)
from .shapes import outline_canvas

SKIRT = 8  # pixels of earth below a cell's lower edges; every tileset's tile offset y


class Footprint:
    """A cell's shape in its tile box: width x height pixels, (0, 0) the box's top-left."""

    def __init__(self, name, width, height, side=0):
        self.name, self.width, self.height, self.side = name, width, height, side

    def inside(self, x, y):
        """Whether pixel (x, y)'s centre lies in the cell (box coordinates, any ints)."""
        fx, fy = x + 0.5 - self.width / 2, y + 0.5 - self.height / 2
        if self.name == "diamond":
            return abs(fx) / (self.width / 2) + abs(fy) / (self.height / 2) <= 1.0
        # Flat-topped hexagon: the top and bottom edges are the sides of length `side`.
        half_w, half_h, half_side = self.width / 2, self.height / 2, self.side / 2
        if abs(fy) > half_h or abs(fx) > half_w:
            return False
        slope = (half_w - half_side) / half_h
        return abs(fx) <= half_w - abs(fy) * slope

    def texture(self, x, y):
        """Texture coordinates (u, v) of a box pixel, wrapped to the noise's 32-px period."""
        if self.name == "diamond":
            # Along the isometric tile axes: one cell is 32 x 32 texels.
            dx = x - self.width / 2
            return int(y + dx / 2) % 32, int(y - dx / 2) % 32
        return x % 32, y % 32

    def edge(self, x, y):
        """'top' or 'bottom' for a pixel on the cell's rim (its up or down neighbour outside),
        else None: the bevel that draws the grid."""
        if not self.inside(x, y):
            return None
        if not self.inside(x, y - 1) or (not self.inside(x - 1, y) and y < self.height / 2):
            return "top"
        if not self.inside(x, y + 1) or not self.inside(x + 1, y) or not self.inside(x - 1, y):
            return "bottom"
        return None


DIAMOND = Footprint("diamond", 64, 32)
HEXAGON = Footprint("hexagon", 64, 56, side=32)


# --------------------------------------------------------------------------- ground

def _grass(fp, x, y, seed):
    u, v = fp.texture(x, y)
    t = grass_shade(u, v)
    if seed and hash01(x, y, seed) < 0.05:
        return pal.GRASS[3] if hash01(x, y, seed + 1) < 0.5 else pal.GRASS[1]
    return ramp_color(pal.GRASS, t, x, y)


def _dirt(fp, x, y, seed):
    u, v = fp.texture(x, y)
    if hash01(u, v, 11) < 0.04:
        return pal.DIRT[4]
    return ramp_color(pal.DIRT, dirt_shade(u, v), x, y)


def _flagstone(fp, x, y, seed):
    u, v = fp.texture(x, y)
    if u % 16 == 15 or v % 16 == 15:
        return pal.STONE[0]  # mortar along the cell's own axes
    bias = (hash01(u // 16, v // 16, 77) - 0.5) * 0.3
    t = 0.55 + bias + (dirt_shade(u * 2 % 32, v * 2 % 32) - 0.52) * 0.5
    if u % 16 == 0 or v % 16 == 0:
        t += 0.25
    if seed and hash01(u, v, seed) < 0.08:
        return pal.MOSS[1]
    return ramp_color(pal.STONE, t, x, y)


def _water(fp, x, y, seed):
    u, v = fp.texture(x, y)
    # Wave crests: short horizontal dashes in screen space, where the eye expects ripples.
    if hash01(x // 5, y, 303) < 0.05 and x % 5 != 4:
        return pal.WATER[4] if x % 5 else pal.WATER[3]
    return ramp_color(pal.WATER, water_shade(u, v) - 0.1, x, y)


MATERIALS = {"grass": (_grass, pal.GRASS), "dirt": (_dirt, pal.DIRT),
             "flagstone": (_flagstone, pal.STONE), "water": (_water, pal.WATER)}


def _skirt_color(x, y, depth, fp, ramp):
    """The cut bank below a cell: lit on the left face, shaded on the right, in strata."""
    left = x < fp.width / 2
    t = (0.55 if left else 0.3) - depth * 0.03 + (0.1 if (y + x // 7) % 4 == 0 else 0)
    return ramp_color(ramp, t, x, y)


def ground_tile(fp, material, seed=0, details=()):
    """A painter of one ground cell: the material on the footprint, a bevelled rim, the bank
    below it; details are (kind, x, y) in box pixels: a small mark ("tuft", "flower_red", ...)
    or a function drawing a 32-px prop sprite (props.py) to centre there."""
    shade, _ = MATERIALS[material]
    bank = pal.ROCK if material == "water" else pal.DIRT

    def painter(canvas, ox, oy):
        for y in range(fp.height + SKIRT):
            for x in range(fp.width):
                if fp.inside(x, y):
                    c = shade(fp, x, y, seed)
                    rim = fp.edge(x, y)
                    if rim == "top":
                        c = _lighter(c, 0.25)
                    elif rim == "bottom":
                        c = _darker(c, 0.35)
                    canvas.set(ox + x, oy + y, c)
                    continue
                depth = next((k for k in range(1, SKIRT + 1) if fp.inside(x, y - k)), None)
                if depth is not None:
                    canvas.set(ox + x, oy + y, _skirt_color(x, y, depth, fp, bank[:4]))
        for kind, x, y in details:
            if callable(kind):  # a 32-px prop sprite centred on (x, y)
                canvas.paste(kind(), ox + x - 16, oy + y - 16)
            else:
                _detail(canvas, ox + x, oy + y, kind)
    return painter


def _lighter(c, k):
    return tuple(min(255, int(v + (255 - v) * k)) for v in c[:3])


def _darker(c, k):
    return tuple(int(v * (1 - k)) for v in c[:3])


def _detail(canvas, x, y, kind):
    if kind == "tuft":
        for dx, dy, c in ((0, 0, pal.GRASS[4]), (0, 1, pal.GRASS[2]), (-1, 1, pal.GRASS[3]),
                          (1, 1, pal.GRASS[3]), (0, 2, pal.GRASS[1])):
            canvas.set(x + dx, y + dy, c)
    elif kind.startswith("flower"):
        ramp = {"flower_red": pal.FLOWER_RED, "flower_yellow": pal.FLOWER_YELLOW,
                "flower_white": pal.FLOWER_WHITE, "flower_blue": pal.FLOWER_BLUE}[kind]
        for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1)):
            canvas.set(x + dx, y + dy, ramp[1])
        canvas.set(x, y, pal.FLOWER_YELLOW[2] if ramp is not pal.FLOWER_YELLOW else ramp[0])
        canvas.set(x, y + 2, pal.GRASS[1])
    elif kind == "pebble":
        canvas.set(x, y, pal.ROCK[3])
        canvas.set(x + 1, y, pal.ROCK[2])
        canvas.set(x, y + 1, pal.ROCK[0])
        canvas.set(x + 1, y + 1, pal.ROCK[1])


def scattered(fp, seed, kinds, count, margin=6):
    """Deterministic detail positions well inside the footprint."""
    out, i = [], 0
    while len(out) < count and i < 400:
        x = int(hash01(seed, i, 1) * fp.width)
        y = int(hash01(seed, i, 2) * fp.height)
        i += 1
        half = margin // 2
        corners = [(x + dx, y + dy) for dx in (-margin, margin) for dy in (-half, half)]
        if all(fp.inside(cx, cy) for cx, cy in corners):
            out.append((kinds[len(out) % len(kinds)], x, y))
    return out


# --------------------------------------------------------------------------- tall pieces

def block_tile(fp, box_height, rise, material="stone"):
    """A painter of a block standing on the footprint and `rise` pixels tall: a lit cap, brick
    (or plank) faces, an outline. The footprint sits at the bottom of a box_height-tall image,
    above the SKIRT rows (left empty: the ground tile under it draws the bank)."""
    base = box_height - SKIRT - fp.height  # the footprint's top row in the image

    def in_base(x, y):
        return fp.inside(x, y - base)

    def painter(canvas, ox, oy):
        sprite = Canvas(fp.width, box_height)
        for x in range(fp.width):
            ground = max((y for y in range(box_height) if in_base(x, y)), default=None)
            for y in range(box_height):
                if in_base(x, y + rise):
                    sprite.set(x, y, _cap_color(fp, x, y - base + rise, material))
                    continue
                if ground is not None and ground - rise <= y <= ground:
                    # A front face: its height above the ground is the distance down to the
                    # footprint's lower edge in this column.
                    sprite.set(x, y, _face_color(fp, x, y, ground - y, rise, material))
        outline_canvas(sprite)
        canvas.paste(sprite, ox, oy)
    return painter


def _cap_color(fp, x, y, material):
    u, v = fp.texture(x, y)
    rim = fp.edge(x, y)
    if material == "wood":
        t = 0.6 + (0.15 if rim == "top" else 0) - (0.3 if rim == "bottom" else 0)
        return ramp_color(pal.BARK, t + (hash01(u // 4, 5) - 0.5) * 0.2, x, y)
    t = 0.72 + (dirt_shade(u, v) - 0.52) * 0.5
    if rim == "top":
        t += 0.25
    elif rim == "bottom":
        t -= 0.3
    return ramp_color(pal.STONE, t, x, y)


def _face_color(fp, x, y, height, rise, material):
    """A side face pixel `height` pixels above the ground; which face from x."""
    centre, half_side = fp.width / 2, fp.side / 2
    if x < centre - half_side:
        light = 0.62        # the face towards the light, down-left
    elif x >= centre + half_side:
        light = 0.3         # the face away from it, down-right
    else:
        light = 0.46        # a hexagon's front face
    if material == "wood":
        plank = x % 6 == 0
        t = light - (0.25 if plank else 0) + (hash01(x // 6, 3) - 0.5) * 0.15
        if height in (rise // 4, rise * 3 // 4):
            return pal.STEEL[0]  # iron bands
        return ramp_color(pal.BARK, t, x, y)
    course = height // 6
    shift = 6 if course % 2 else 0
    if height % 6 == 0 or (x + shift) % 12 == 0:
        return pal.STONE[0]
    t = light + (hash01((x + shift) // 12, course, 9) - 0.5) * 0.2 - (1 - height / rise) * 0.12
    return ramp_color(pal.STONE[:4], t, x, y)


def sprite_tile(fp, box_height, draw, foot):
    """A painter placing a 3/4-view prop sprite (props.py) so that its foot point (x, y) in the
    sprite stands on the footprint's centre."""
    base = box_height - SKIRT - fp.height
    cx, cy = fp.width // 2, base + fp.height // 2

    def painter(canvas, ox, oy):
        sprite = draw()
        canvas.paste(sprite, ox + cx - foot[0], oy + cy - foot[1])
    return painter


def big_rock_sprite():
    return rock_sprite(cx=16, cy=18, rx=13, ry=11, seed=4)


# --------------------------------------------------------------------------- the tilesets

class Tileset:
    """One generated tileset: tile size, columns and (name, solid, painter) per tile id."""

    def __init__(self, name, fp, tile_height, tiles, columns=4):
        self.name, self.fp, self.tile_height, self.tiles = name, fp, tile_height, tiles
        self.columns = columns
        self.tile_width = fp.width

    def build(self):
        """(sheet canvas, [TileSpec-like records]) for tileset_xml."""
        rows = math.ceil(len(self.tiles) / self.columns)
        sheet = Canvas(self.columns * self.tile_width, rows * self.tile_height)
        specs = []
        for i, (name, solid, painter) in enumerate(self.tiles):
            row, col = divmod(i, self.columns)
            painter(sheet, col * self.tile_width, row * self.tile_height)
            specs.append(_Spec(i, name, solid))
        return sheet, specs

    def ids(self):
        return {name: i for i, (name, _, _) in enumerate(self.tiles)}


class _Spec:
    def __init__(self, tile_id, name, solid):
        self.id, self.name, self.solid, self.probability = tile_id, name, solid, None


def ground_set(name, fp):
    """The ground cells of one projection: grass in four looks, dirt, flagstones, water, and
    the marsh's lily pads (on water) and reeds (on grass)."""
    h = fp.height + SKIRT
    tiles = [
        ("grass", False, ground_tile(fp, "grass")),
        ("grass_tufts", False, ground_tile(fp, "grass", 5, scattered(fp, 5, ["tuft"], 5))),
        ("grass_flowers", False, ground_tile(fp, "grass", 7, scattered(
            fp, 7, ["tuft", "flower_red", "flower_yellow", "flower_white"], 6))),
        ("grass_pebbles", False, ground_tile(fp, "grass", 0, scattered(
            fp, 9, ["pebble", "tuft", "flower_blue"], 4))),
        ("dirt", False, ground_tile(fp, "dirt")),
        ("dirt_pebbles", False, ground_tile(fp, "dirt", 0, scattered(fp, 13, ["pebble"], 4))),
        ("flagstone", False, ground_tile(fp, "flagstone")),
        ("flagstone_mossy", False, ground_tile(fp, "flagstone", 21)),
        # Water is solid: nobody wades.
        ("water", True, ground_tile(fp, "water")),
        ("water_lilies", True, ground_tile(fp, "water", 0, [(lily_pad_sprite, fp.width // 2,
                                                             fp.height // 2)])),
        ("grass_reeds", False, ground_tile(fp, "grass", 0, [(reeds_sprite, fp.width // 2,
                                                             fp.height // 2 - 4)])),
    ]
    return Tileset(name, fp, h, tiles, columns=3)


def tall_set(name, fp, box_height, rise):
    """The pieces that stand up from a cell, on the footprint at the image's bottom: solid but
    for the gate."""
    tiles = [
        ("wall", True, block_tile(fp, box_height, rise)),
        ("wall_low", True, block_tile(fp, box_height, rise // 2)),
        # A door's look: the Wall object on it blocks, and the game hides it when it opens.
        ("gate", False, block_tile(fp, box_height, rise, material="wood")),
        ("oak", True, sprite_tile(fp, box_height, big_tree_sprite, (32, 56))),
        ("pine", True, sprite_tile(fp, box_height, pine_sprite, (33, 57))),
        ("autumn_oak", True, sprite_tile(fp, box_height,
                                         lambda: big_tree_sprite(pal.AUTUMN, seed=8), (32, 56))),
        ("boulder", True, sprite_tile(fp, box_height, big_rock_sprite, (16, 25))),
        ("standing_stone", True, sprite_tile(fp, box_height, standing_stone_sprite, (17, 26))),
    ]
    return Tileset(name, fp, box_height, tiles, columns=4)


ISO_GROUND = ground_set("iso_ground", DIAMOND)
ISO_TALL = tall_set("iso_tall", DIAMOND, 96, 32)
HEX_GROUND = ground_set("hex_ground", HEXAGON)
HEX_TALL = tall_set("hex_tall", HEXAGON, 112, 28)
TILESETS = (ISO_GROUND, ISO_TALL, HEX_GROUND, HEX_TALL)

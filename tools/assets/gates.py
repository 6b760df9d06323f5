"""Gate tiles: the openings in a fort's walls and the posts that frame them.

A gate is two tiles wide. Each half is trodden earth crossed by a dark stone sill where
the wall line runs (a groove for the portcullis, iron studs), with a wooden door leaf swung
open against its post: floor, sill and open leaf read as "a way through" where the wall stops.
The wall tiles either side of a gate end in a taller gatepost.

Each piece is painted once for a gate in a horizontal wall (the passage runs north-south and
the doors open north, into the fort) and turned for a vertical wall (the passage runs
east-west and the doors open east): gate_ns_w / gate_ns_e are the west and east halves of a
north-south gate, gate_ew_n / gate_ew_s the north and south halves of an east-west one.
"""

from . import palette as pal
from .canvas import Canvas
from .dither import hash01, ramp_color
from .ground import TILE, dirt_tile, stone_wall_tile

SILL = (13, 19)   # rows of the sill across a north-south gate (the wall's line)
LEAF = (0, 6)     # columns of the open door leaf, against the post on the west
LEAF_END = 0      # the leaf reaches from the sill up to this row


def _gate_half():
    """The west half of a north-south gate, on its own canvas."""
    c = Canvas(TILE, TILE)
    dirt_tile(pebbles=2, seed=17)(c, 0, 0)  # trodden earth: the ground goes on through
    top, bottom = SILL
    for y in range(top, bottom + 1):
        for x in range(TILE):
            if y in (top, bottom):
                c.set(x, y, pal.OUTLINE)
            elif y == (top + bottom) // 2:
                c.set(x, y, pal.STONE[0])  # the portcullis groove
            else:
                t = 0.5 + (hash01(x // 8, y, 31) - 0.5) * 0.15 + (0.15 if y == top + 1 else 0)
                c.set(x, y, ramp_color(pal.STONE[1:4], t, x, y))
    for x in (5, 13, 21, 29):  # iron studs along the groove
        c.set(x, (top + bottom) // 2 - 1, pal.STEEL[2])
    _open_leaf(c)
    return c


def _open_leaf(c):
    """A plank door swung open, lying back against its post, and its shadow on the floor."""
    x0, x1 = LEAF
    for y in range(LEAF_END, SILL[0] + 1):
        for x in range(x1 + 1, x1 + 3):
            c.blend(x, y, pal.SHADOW, 0.45)
    for y in range(LEAF_END, SILL[0] + 1):
        for x in range(x0, x1 + 1):
            if x in (x0, x1) or y in (LEAF_END, SILL[0]):
                c.set(x, y, pal.OUTLINE)
            elif y in (LEAF_END + 2, SILL[0] - 2):
                c.set(x, y, pal.STEEL[1])  # iron bands
            else:
                plank = 0.8 if x == x0 + 1 else 0.55 if (x - x0) % 2 else 0.4
                c.set(x, y, ramp_color(pal.LEATHER + [pal.DIRT[3]], plank, x, y))
    c.set(x1 - 1, SILL[0] + 1, pal.STEEL[2])  # the hinge on the sill


def _post(c, x0, y0, size=11):
    """A gatepost: a square block standing above the wall, its lit cap and shaded front."""
    cap = size - 3
    for y in range(y0, y0 + size):
        for x in range(x0, x0 + size):
            edge = x in (x0, x0 + size - 1) or y in (y0, y0 + size - 1)
            if edge:
                c.set(x, y, pal.OUTLINE)
            elif y < y0 + cap:
                c.set(x, y, pal.STONE[4] if y == y0 + 1 or x == x0 + 1 else pal.STONE[3])
            elif y == y0 + cap:
                c.set(x, y, pal.OUTLINE)
            else:
                c.set(x, y, pal.STONE[1])
    c.set(x0 + size // 2, y0 + cap // 2, pal.GOLD[2])  # a bronze boss on the cap


def _wall_post(gate_side):
    """A wall tile ending in a gatepost on the side its gate is (e, w, n or s)."""
    c = Canvas(TILE, TILE)
    stone_wall_tile(c, 0, 0)
    size = 13
    x0 = {"e": TILE - size, "w": 0}.get(gate_side, (TILE - size) // 2)
    y0 = {"n": 0, "s": TILE - size}.get(gate_side, 0)
    _post(c, x0, y0, size)
    return c


def _transpose(c):
    out = Canvas(c.height, c.width)
    for y in range(c.height):
        for x in range(c.width):
            out.set(y, x, c.get(x, y))
    return out


def _mirror_x(c):
    out = Canvas(c.width, c.height)
    for y in range(c.height):
        for x in range(c.width):
            out.set(c.width - 1 - x, y, c.get(x, y))
    return out


def _mirror_y(c):
    out = Canvas(c.width, c.height)
    for y in range(c.height):
        for x in range(c.width):
            out.set(x, c.height - 1 - y, c.get(x, y))
    return out


def gate_pieces():
    """{tile name: canvas} for the four gate halves and the four wall posts."""
    west = _gate_half()
    north = _mirror_x(_transpose(west))  # the leaf opens east, into the fort
    return {
        "gate_ns_w": west,
        "gate_ns_e": _mirror_x(west),
        "gate_ew_n": north,
        "gate_ew_s": _mirror_y(north),
        "wall_post_e": _wall_post("e"),
        "wall_post_w": _wall_post("w"),
        "wall_post_s": _wall_post("s"),
        "wall_post_n": _wall_post("n"),
    }


def painter(name):
    """A terrain painter (canvas, ox, oy) for one of gate_pieces()."""
    def paint(canvas, ox, oy):
        canvas.paste(gate_pieces()[name], ox, oy)
    return paint

"""Shape helpers shared by the terrain and unit painters: lit blobs, outlines, shadows.

Shapes are sets of pixels; a "lit" shape also carries a shade value per pixel (0..1) that
ramp_color turns into dithered palette colours. Light comes from the top-left, towards the
viewer, as in most top-down RPGs.
"""

import math

from .dither import ramp_color
from .palette import OUTLINE, SHADOW

LIGHT = (-0.48, -0.62, 0.62)  # unit-ish vector from the surface towards the light


def _normalise(v):
    n = math.sqrt(sum(c * c for c in v))
    return tuple(c / n for c in v)


LIGHT = _normalise(LIGHT)


def sphere_shade(nx, ny, ambient=0.22):
    """Lambert shade of a sphere point whose normal's x/y are (nx, ny) (inside unit disc)."""
    nz = math.sqrt(max(0.0, 1.0 - nx * nx - ny * ny))
    lit = max(0.0, nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2])
    return ambient + (1 - ambient) * lit


def ellipse(cx, cy, rx, ry):
    """Pixels inside the ellipse, mapped to their normalised offsets (nx, ny) in the unit disc."""
    out = {}
    for y in range(int(math.floor(cy - ry)), int(math.ceil(cy + ry)) + 1):
        for x in range(int(math.floor(cx - rx)), int(math.ceil(cx + rx)) + 1):
            nx, ny = (x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry
            if nx * nx + ny * ny <= 1.0:
                out[(x, y)] = (nx, ny)
    return out


def paint(canvas, shades, ramp, jitter=None):
    """Paint {pixel: shade} with the ramp, dithered; jitter(x, y) adds texture to the shade."""
    for (x, y), t in shades.items():
        if jitter is not None:
            t += jitter(x, y)
        canvas.set(x, y, ramp_color(ramp, t, x, y))


def fill(canvas, pixels, color):
    for x, y in pixels:
        canvas.set(x, y, color)


def border(pixels, diagonal=False):
    """Pixels just outside a shape: its 1-px outline ring."""
    pixels = set(pixels)
    steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]
    if diagonal:
        steps += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    ring = set()
    for x, y in pixels:
        for dx, dy in steps:
            q = (x + dx, y + dy)
            if q not in pixels:
                ring.add(q)
    return ring


def outline_canvas(canvas, color=OUTLINE):
    """Outline every opaque region of a canvas with a 1-px ring (4-connected)."""
    solid = {(x, y) for y in range(canvas.height) for x in range(canvas.width)
             if canvas.get(x, y)[3] >= 128}
    for x, y in border(solid):
        canvas.set(x, y, color)


def drop_shadow(canvas, cx, cy, rx, ry, alpha=0.45, softness=0.35):
    """A soft elliptical shadow: full alpha in the middle, fading over the outer `softness`."""
    for (x, y), (nx, ny) in ellipse(cx, cy, rx, ry).items():
        r = math.sqrt(nx * nx + ny * ny)
        fade = min(1.0, (1.0 - r) / softness)
        canvas.blend(x, y, SHADOW, alpha * fade)


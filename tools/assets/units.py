"""Unit sprites: data/art/units/{hero,enemy}{,_ko}.png and enemy_{weak,strong}.png, 64x64,
facing right.

The game draws a sprite centred on the unit's position, and the unit's collision disc
(radius 12.8 px at 32-px tiles) should cover the body, so each body is about 32 px wide
around the canvas centre, with a soft shadow ellipse under it at the bottom centre.

A sprite is built from parts drawn back to front. Each part is painted into its own layer
with a lit, dithered ramp, then pasted over a 1-px dark ring of its own outline: the ring
separates it from the parts behind, as hand-drawn sprites do.
"""

import math

from . import palette as pal
from .canvas import Canvas
from .dither import ramp_color
from .shapes import border, drop_shadow, ellipse, sphere_shade
from .ground import paint_grass

SIZE = 64


# --------------------------------------------------------------------------- drawing helpers

class Figure:
    """A sprite being assembled from outlined parts (no shadow: that goes under it later)."""

    def __init__(self):
        self.canvas = Canvas(SIZE, SIZE)

    def part(self, shades, ramp, outline=pal.OUTLINE):
        """Add a part: {pixel: shade 0..1}, painted with ramp over its own outline ring."""
        if outline is not None:
            for x, y in border(shades):
                self.canvas.set(x, y, outline)
        for (x, y), t in shades.items():
            self.canvas.set(x, y, ramp_color(ramp, t, x, y))

    def pixels(self, points, color):
        for x, y in points:
            self.canvas.set(x, y, color)


def lit(pixels_with_normals, bias=0.0, ambient=0.25):
    return {p: sphere_shade(nx, ny, ambient) + bias for p, (nx, ny) in pixels_with_normals.items()}


def thick_line(x0, y0, x1, y1, width):
    """Pixels within width/2 of the segment, each with a normal-ish offset across it."""
    out = {}
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    half = width / 2.0
    for y in range(int(min(y0, y1) - half) - 1, int(max(y0, y1) + half) + 2):
        for x in range(int(min(x0, x1) - half) - 1, int(max(x0, x1) + half) + 2):
            px, py = x + 0.5 - x0, y + 0.5 - y0
            t = max(0.0, min(1.0, (px * (x1 - x0) + py * (y1 - y0)) / (length * length)))
            across = px * nx + py * ny
            if math.hypot(px - t * (x1 - x0), py - t * (y1 - y0)) <= half:
                out[(x, y)] = (across / max(half, 0.5), t)
    return out


def tube(points, radii):
    """A tapering tube along a polyline: pixels -> (nx, ny) like a chain of lit spheres."""
    out = {}
    for (x, y), r in zip(points, radii):
        for p, n in ellipse(x, y, r, r).items():
            out[p] = n
    return out


def bezier(p0, p1, p2, steps):
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (i / (steps - 1) for i in range(steps))]


def clip(shades, keep):
    return {p: t for p, t in shades.items() if keep(*p)}


def finish(figure, shadow, rim=None):
    """Shadow under the figure, plus an optional light rim around the figure's silhouette."""
    out = Canvas(SIZE, SIZE)
    drop_shadow(out, *shadow)
    body = {(x, y) for y in range(SIZE) for x in range(SIZE) if figure.canvas.get(x, y)[3] > 0}
    if rim is not None:
        color, alpha = rim
        for x, y in border(body):
            out.blend(x, y, color, alpha)
    out.paste(figure.canvas, 0, 0)
    return out


# --------------------------------------------------------------------------- the hero

def hero_figure():
    """A small knight in teal plate with a red plume, sword forward, round shield on back."""
    f = Figure()
    # Round shield slung on the back: wood with a steel rim and a gold boss.
    f.part(lit(ellipse(22.5, 30.5, 7, 7.5), bias=-0.05), pal.STEEL)
    f.part(lit(ellipse(22.5, 30.5, 5, 5.5), bias=-0.1), pal.LEATHER[1:] + [pal.DIRT[2]], outline=pal.LEATHER[0])
    f.part(lit(ellipse(22.5, 30.5, 1.6, 1.6), bias=0.1), pal.GOLD, outline=None)
    # Cape falling behind the body.
    cape = {}
    for y in range(24, 44):
        left = 25 - (y - 24) * 0.35
        for x in range(int(left), 33):
            cape[(x, y)] = 0.55 - (y - 24) / 40 + (0.15 if (x + y // 2) % 5 == 0 else 0)
    f.part(cape, pal.HERO_CAPE)
    # Legs and boots: the back leg darker, the front one stepping forward.
    f.part({(x, y): 0.35 for x in range(27, 31) for y in range(37, 43)}, pal.LEATHER)
    f.part(lit(ellipse(28.5, 43.5, 3.5, 2.2), bias=-0.2), pal.LEATHER)
    f.part({(x, y): 0.6 for x in range(33, 37) for y in range(37, 43)}, pal.LEATHER)
    f.part(lit(ellipse(36.5, 43.5, 4, 2.3), bias=0.0), pal.LEATHER)
    # Torso: a round breastplate, a belt with a gold buckle.
    torso = ellipse(32, 32.5, 8.5, 8)
    f.part(lit(torso, bias=0.05), pal.HERO_ARMOR)
    belt = {p: 0.5 for p in torso if p[1] in (36, 37)}
    f.part(belt, pal.LEATHER, outline=None)
    f.pixels([(37, 36), (38, 36), (37, 37), (38, 37)], pal.GOLD[2])
    f.pixels([(38, 37)], pal.GOLD[1])
    # Head: a big round helmet with an open face on the side it looks towards.
    head = ellipse(32, 18, 10.5, 9.5)
    f.part(lit(head, bias=0.05), pal.HERO_ARMOR)
    face = clip(lit(ellipse(38, 21, 5.5, 5.5), bias=0.2), lambda x, y: (x, y) in head)
    f.part(face, pal.SKIN, outline=pal.GOLD[1])
    f.pixels([(36, 16), (37, 16), (38, 16), (39, 16), (40, 16), (35, 17), (36, 17)], pal.HAIR[1])
    f.pixels([(40, 17), (41, 17)], pal.HAIR[2])
    f.pixels([(38, 19), (39, 19), (38, 20), (39, 20), (38, 21), (39, 21)], pal.OUTLINE)
    f.pixels([(39, 19)], pal.EYE_WHITE)                               # a big, bright eye
    f.pixels([(37, 23), (38, 23)], (238, 140, 128))                   # cheek
    # Helmet rim and crest.
    f.pixels([(x, 13) for x in range(24, 36)], pal.HERO_ARMOR[4])
    plume = tube(bezier((32, 9), (26, 4), (18, 10), 9), [3.2, 3.2, 3.0, 2.8, 2.6, 2.3, 2.0, 1.7, 1.3])
    f.part(lit(plume, bias=0.1), pal.FLOWER_RED)
    # Near arm: pauldron, arm, gloved fist on the sword.
    f.part(lit(ellipse(35, 27.5, 4.5, 3.5), bias=0.15), pal.HERO_ARMOR)
    arm = {p: 0.45 + 0.3 * (-n[0]) for p, n in thick_line(36, 29, 40, 33, 3.5).items()}
    f.part(arm, pal.HERO_ARMOR)
    draw_sword(f, 41.5, 33.5, 55, 22)
    f.part(lit(ellipse(41.5, 33.5, 2.5, 2.3), bias=0.0), pal.LEATHER)        # fist
    return f


def draw_sword(f, hx, hy, tx, ty):
    """A short sword from the hilt (hx, hy) to the tip (tx, ty), with a gold crossguard."""
    length = math.hypot(tx - hx, ty - hy)
    ux, uy = (tx - hx) / length, (ty - hy) / length
    blade = thick_line(hx + ux * 2, hy + uy * 2, tx, ty, 2.6)
    f.part({p: 0.85 if n[0] < 0 else 0.55 for p, n in blade.items()}, pal.STEEL)
    gx, gy = hx + ux * 1.5, hy + uy * 1.5
    f.part({p: 0.6 for p in thick_line(gx + uy * 3, gy - ux * 3, gx - uy * 3, gy + ux * 3, 1.8)},
           pal.GOLD)


# --------------------------------------------------------------------------- the enemy

def slime_body(cx, cy, rx, ry, floor):
    """Dome pixels with normals: an ellipse cut flat at y = floor, sagging at the base."""
    out = {}
    for (x, y), (nx, ny) in ellipse(cx, cy, rx + 1.5, ry).items():
        sag = 1.5 * max(0.0, ny) ** 2  # the base spreads as the slime sits on the ground
        if abs(nx) * (rx + 1.5) <= rx + sag and y <= floor:
            out[(x, y)] = (nx, ny)
    return out


# Enemy looks by strength (game/view/battlefield/unit_look.h picks one from HP and slam): a weak
# enemy is a small pale slime with nub horns; a strong one a big dark brute with long horns and an
# iron helm with spikes. Shape and size tell them apart as much as the shade does.
ENEMY_LOOKS = {
    # body (cx, cy, rx, ry), slime ramp, horn length (0..1), horn thickness (px at the root)
    "weak": ((31, 37, 11, 10), pal.SLIME_PALE, 0.45, 2.6),
    "normal": ((31, 34, 14, 13), pal.SLIME, 1.0, 3.4),
    "strong": ((31, 33, 16, 14), pal.SLIME_DARK, 1.25, 4.2),
}


def _horn_tip(start, tip, length):
    return (start[0] + (tip[0] - start[0]) * length, start[1] + (tip[1] - start[1]) * length)


def enemy_figure(knocked_out=False, look="normal"):
    """A purple-red horned slime-beast, grinning, looking right; or squashed flat at 0 HP."""
    f = Figure()
    (cx, cy, rx, ry), ramp, horn_length, horn_root = ENEMY_LOOKS[look]
    floor = 46
    if knocked_out:
        cx, cy, rx, ry = 31, 42, 15, 7
    top = cy - ry
    # Horns sprout from the crown, behind the body's outline.
    if knocked_out:  # horns splayed flat on the ground either side
        horns = [((22, top + 4), (15, top + 3), (11, top + 8)), ((40, top + 4), (47, top + 2), (52, top + 7))]
    else:
        horns = [((cx - 6, top + 4), (cx - 13, top - 1), (cx - 14, top - 9)),
                 ((cx + 5, top + 3), (cx + 11, top - 3), (cx + 13, top - 11))]
        horns = [(start, _horn_tip(start, bend, horn_length), _horn_tip(start, tip, horn_length))
                 for start, bend, tip in horns]
    for start, bend, tip in horns:
        path = bezier(start, bend, tip, 10)
        radii = [horn_root - (horn_root - 0.8) * i / 9 for i in range(10)]
        shades = lit(tube(path, radii), bias=0.05)
        for i, (hx, hy) in enumerate(path):  # ridges around the horn
            if i in (3, 6):
                for p in ellipse(hx, hy, radii[i] * 0.9, 0.7):
                    if p in shades:
                        shades[p] -= 0.3
        f.part(shades, pal.BONE)
    body = slime_body(cx, cy, rx, ry, floor)
    if knocked_out:  # a puddle spreading out around the squashed dome
        body.update({p: (n[0], 0.6 + 0.4 * n[1]) for p, n in ellipse(cx + 1, floor - 2.5, rx + 5, 3.5).items()
                     if p not in body})
    shades = lit(body, bias=0.02)
    for (x, y), (nx, ny) in body.items():
        if ny > 0.55 and nx > -0.6:
            shades[(x, y)] += 0.18  # light bouncing off the ground under the belly
    f.part(shades, ramp)
    # Glossy highlights, top-left.
    hx, hy = cx - rx * 0.45, cy - ry * 0.5
    f.pixels([p for p in ellipse(hx, hy, 2.6, 1.8)], ramp[4])
    f.pixels([(int(hx) - 1, int(hy)), (int(hx), int(hy) - 1)], pal.EYE_WHITE)
    f.pixels([(int(hx) + 4, int(hy) - 2)], ramp[4])
    # Drips along the base.
    for dx in (-10, -3, 6):
        x = cx + dx
        f.pixels([(x, floor - 1), (x, floor)], ramp[2])
        f.pixels([(x + 1, floor)], pal.OUTLINE)
    if knocked_out:
        _x_eyes(f, cx, cy)
        return f
    if look == "strong":
        _iron_helm(f, cx, top, rx)
    _angry_face(f, cx, cy)
    if look == "strong":
        _scar(f, cx, cy)
    return f


def _iron_helm(f, cx, top, rx):
    """A riveted iron cap over the crown with three spikes: the strong enemy's mark."""
    for sx, height in ((cx - 7, 8), (cx, 11), (cx + 7, 8)):
        spike = {}
        for i in range(height):
            half = 2.2 * (1 - i / height)
            for x in range(int(sx - half), int(sx + half) + 1):
                spike[(x, top + 2 - i)] = 0.7 if x < sx else 0.4
        f.part(spike, pal.STEEL)
    cap = clip(lit(ellipse(cx, top + 6, rx * 0.8, 6.5), bias=0.0), lambda x, y: y <= top + 7)
    f.part(cap, pal.STEEL)
    f.pixels([(x, top + 7) for x in range(int(cx - rx * 0.8) + 1, int(cx + rx * 0.8))], pal.STEEL[0])
    for rivet in range(-2, 3):
        f.pixels([(cx + rivet * 4, top + 5)], pal.STEEL[3])


def _scar(f, cx, cy):
    """Three stitches across the near cheek."""
    f.pixels([(cx - 6 + i, cy + i // 2 - 1) for i in range(6)], pal.OUTLINE)
    f.pixels([(cx - 5, cy - 2), (cx - 3, cy - 1), (cx - 1, cy)], pal.BONE[2])


def _angry_face(f, cx, cy):
    """Two eyes shifted right (it faces right), scowling brows and a fanged grin."""
    for ex, ey, w, h in ((cx + 3, cy - 4, 3.2, 3.8), (cx + 10, cy - 3, 2.8, 3.6)):
        eye = ellipse(ex, ey, w, h)
        for x, y in border(eye):
            f.canvas.set(x, y, pal.OUTLINE)
        f.pixels(eye, pal.EYE_WHITE)
        f.pixels([(int(ex) + dx, int(ey) + dy) for dx in (0, 1) for dy in (-1, 0, 1)], pal.OUTLINE)
        f.pixels([(int(ex) + 1, int(ey) - 1)], pal.BONE[2])  # glint in the pupil
        # Brows: a thick scowl slanting down towards the middle of the face.
        near = ex < cx + 6
        for i in range(int(2 * w) + 2):
            bx = int(ex - w) + i
            by = int(ey - h) - 1 + (i // 2 if near else 2 - i // 2)
            f.pixels([(bx, by), (bx, by - 1)], pal.OUTLINE)
    # A wide grin: dark inside, a row of upper teeth, curving up at the far (right) end.
    for x in range(cx + 1, cx + 15):
        u = (x - cx - 1) / 13.0
        top = cy + 4 + round(2.5 * math.sin(u * math.pi) - 2 * u)
        depth = round(3.2 * math.sin(u * math.pi))
        for y in range(top, top + depth + 1):
            f.canvas.set(x, y, (62, 10, 32))
        f.canvas.set(x, top - 1, pal.OUTLINE)
        f.canvas.set(x, top + depth + 1, pal.OUTLINE)
        if depth >= 1 and x % 3 != 0:
            f.canvas.set(x, top, pal.EYE_WHITE if x % 3 == 1 else pal.BONE[2])
        if depth >= 2 and x % 3 == 1:
            f.canvas.set(x, top + 1, pal.BONE[2])  # fangs hang lower
        if depth >= 2 and x % 4 == 2:
            f.canvas.set(x, top + depth, (200, 80, 110))  # a hint of tongue


def _x_eyes(f, cx, cy):
    for ex in (cx + 2, cx + 9):
        ey = cy - 3
        f.pixels([(ex + d, ey + d) for d in (-2, -1, 0, 1, 2)] +
                 [(ex + d, ey - d) for d in (-2, -1, 0, 1, 2)], pal.OUTLINE)
    f.pixels([(x, cy + 1) for x in range(cx + 3, cx + 11)], pal.OUTLINE)
    f.pixels([(cx + 8, cy + 2), (cx + 9, cy + 2), (cx + 8, cy + 3), (cx + 9, cy + 3)], (228, 110, 140))  # tongue
    f.pixels([(cx + 10, cy + 2), (cx + 10, cy + 3), (cx + 8, cy + 4), (cx + 9, cy + 4)], pal.OUTLINE)


# --------------------------------------------------------------------------- knocked out

def desaturate(canvas, amount=0.65, darken=0.85):
    """Grey a sprite towards its luminance, keeping alpha: how a fallen unit looks."""
    def fade(p):
        r, g, b, a = p
        lum = 0.3 * r + 0.59 * g + 0.11 * b
        mix = lambda c: int(round((c + (lum - c) * amount) * darken))
        return (mix(r), mix(g), mix(b), a)
    return canvas.map(fade)


def hero_ko_figure():
    """The knight flat on the back, head to the left, eyes shut, sword dropped beside."""
    f = Figure()
    f.part(lit(ellipse(31, 40, 14, 5.5), bias=-0.15), pal.HERO_CAPE)          # cape spread out
    f.part(lit(tube(bezier((13, 33), (8, 37), (10, 43), 7), [3, 3, 2.8, 2.5, 2.2, 1.8, 1.4]),
               bias=0.05), pal.FLOWER_RED)                                    # plume in the grass
    for y0 in (35, 41):                                                       # legs and boots
        f.part({(x, y): 0.45 for x in range(38, 45) for y in range(y0, y0 + 4)}, pal.LEATHER)
        f.part(lit(ellipse(46, y0 + 1.5, 2.4, 3.2), bias=0.0), pal.LEATHER)
    f.part(lit(ellipse(31, 38, 8.5, 7), bias=0.05), pal.HERO_ARMOR)          # breastplate
    f.part({(x, y): 0.5 for x in (36, 37) for y in range(32, 45) if (x - 31) ** 2 / 72 + (y - 38) ** 2 / 49 <= 1},
           pal.LEATHER, outline=None)                                          # belt
    f.part(lit(ellipse(30, 46.5, 4, 2.5), bias=0.1), pal.HERO_ARMOR)         # near arm, flung out
    f.part(lit(ellipse(33.5, 48.5, 2.2, 2), bias=0.0), pal.LEATHER)
    head = ellipse(19.5, 37, 9, 8.5)
    f.part(lit(head, bias=0.05), pal.HERO_ARMOR)                             # helmet
    face = clip(lit(ellipse(20.5, 33, 5, 4.5), bias=0.2), lambda x, y: (x, y) in head)
    f.part(face, pal.SKIN, outline=pal.GOLD[1])
    f.pixels([(18, 32), (19, 33), (20, 32)], pal.OUTLINE)                    # eyes shut: ^ ^
    f.pixels([(22, 32), (23, 33), (24, 32)], pal.OUTLINE)
    f.pixels([(21, 35), (22, 35)], (150, 70, 70))                             # a small "o" mouth
    draw_sword(f, 41, 51, 55, 49)
    return f


def hero_ko():
    figure = hero_ko_figure()
    figure.canvas = desaturate(figure.canvas)
    return finish(figure, (32, 44, 22, 6, 0.4), rim=(pal.HERO_RIM, 0.35))


def enemy_ko():
    figure = enemy_figure(knocked_out=True)
    figure.canvas = desaturate(figure.canvas)
    return finish(figure, (32, 45, 21, 4.5, 0.45))


# --------------------------------------------------------------------------- entry points

def build_units():
    """All unit sprites by file stem."""
    return {
        "hero": finish(hero_figure(), (32, 45, 13, 4.5, 0.5), rim=(pal.HERO_RIM, 0.7)),
        "enemy": finish(enemy_figure(), (32, 45.5, 16, 5, 0.5)),
        "enemy_weak": finish(enemy_figure(look="weak"), (32, 45.5, 13, 4.5, 0.5)),
        "enemy_strong": finish(enemy_figure(look="strong"), (32, 45.5, 18, 5.5, 0.55)),
        "hero_ko": hero_ko(),
        "enemy_ko": enemy_ko(),
    }


def contact_sheet(sprites, scale=4):
    """The sprites side by side on grass (as in the game) and on a flat grey, enlarged."""
    sheet = Canvas(len(sprites) * SIZE, 2 * SIZE)
    for i, sprite in enumerate(sprites.values()):
        for ty in range(2):
            for tx in range(2):
                paint_grass(sheet, i * SIZE + tx * 32, ty * 32)
        for y in range(SIZE, 2 * SIZE):
            for x in range(i * SIZE, (i + 1) * SIZE):
                sheet.set(x, y, (96, 96, 104) if (x // 8 + y // 8) % 2 else (110, 110, 118))
        sheet.paste(sprite, i * SIZE, 0)
        sheet.paste(sprite, i * SIZE, SIZE)
        # The collision disc (radius 12.8 px), dotted, to check the body fills it.
        for k in range(48):
            a = k * math.pi / 24
            sheet.set(i * SIZE + int(32 + 12.8 * math.cos(a)), SIZE + int(32 + 12.8 * math.sin(a)),
                      (255, 255, 0))
    return sheet.scaled(scale)

"""Tileable value noise and ordered (Bayer) dithering: the 16-bit look comes from these.

A smooth value t in 0..1 is turned into one colour of a short ramp by a 4x4 Bayer threshold,
so gradients become the checker/stipple patterns of SNES-era art instead of banding. The
Bayer matrix repeats every 4 pixels, so dithered 32-px tiles stay seamless.
"""

import math
import random

_BAYER4 = [[0, 8, 2, 10],
           [12, 4, 14, 6],
           [3, 11, 1, 9],
           [15, 7, 13, 5]]


def bayer(x, y):
    """Threshold in (0, 1) for pixel (x, y)."""
    return (_BAYER4[y % 4][x % 4] + 0.5) / 16.0


def ramp_color(ramp, t, x, y):
    """The ramp colour for shade t (0 = darkest entry, 1 = lightest), Bayer-dithered."""
    t = min(1.0, max(0.0, t))
    pos = t * (len(ramp) - 1)
    base = int(pos)
    if base >= len(ramp) - 1:
        return ramp[-1]
    return ramp[base + 1] if pos - base > bayer(x, y) else ramp[base]


def smoothstep(t):
    return t * t * (3 - 2 * t)


class TileNoise:
    """Value noise that repeats every `period` pixels in x and y, so tiles built on it join.

    Octaves use lattices of 4, 8 and 16 cells across the period; each octave has half the
    weight of the one before. Values are in roughly 0..1, mean 0.5.
    """

    def __init__(self, seed, period=32, cells=(4, 8, 16)):
        rng = random.Random(seed)
        self.period = period
        self.octaves = []
        for n in cells:
            grid = [[rng.random() for _ in range(n)] for _ in range(n)]
            self.octaves.append((n, grid))

    def __call__(self, x, y):
        total, weight, norm = 0.0, 1.0, 0.0
        for n, grid in self.octaves:
            total += weight * _lattice(grid, n, x * n / self.period, y * n / self.period)
            norm += weight
            weight *= 0.5
        return total / norm


def _lattice(grid, n, fx, fy):
    x0, y0 = math.floor(fx), math.floor(fy)
    tx, ty = smoothstep(fx - x0), smoothstep(fy - y0)
    x0, y0 = x0 % n, y0 % n
    x1, y1 = (x0 + 1) % n, (y0 + 1) % n
    top = grid[y0][x0] + (grid[y0][x1] - grid[y0][x0]) * tx
    bottom = grid[y1][x0] + (grid[y1][x1] - grid[y1][x0]) * tx
    return top + (bottom - top) * ty


def hash01(*values):
    """A deterministic pseudo-random number in [0, 1) from integers (no global state)."""
    h = 2166136261
    for v in values:
        h = ((h ^ (v & 0xFFFFFFFF)) * 16777619) & 0xFFFFFFFF
        h ^= h >> 13
        h = (h * 0x5BD1E995) & 0xFFFFFFFF
        h ^= h >> 15
    return h / 4294967296.0

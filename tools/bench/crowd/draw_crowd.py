#!/usr/bin/env python3
"""Draws a crowd_compare CROWD_DUMP file around its worst jam, as a PPM image.

Usage: draw_crowd.py DUMP OUT.ppm [RANK]   (then: convert OUT.ppm OUT.png)

Centres the 40x40-unit window on the unarrived agent with the most unarrived agents within 15
units (RANK picks the next ones). Arrived agents are green, unarrived red; a blue line points
to each unarrived agent's goal (a blue dot marks goals inside the window), a purple line shows
its last velocity (x3). Standard library only: the machine has no imaging modules for Python.
"""
import math
import sys

WINDOW = 20.0  # units either side of the centre
SCALE = 20  # pixels per unit
RADIUS = 1.5


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    rows = []
    with open(sys.argv[1]) as dump:
        for number, line in enumerate(dump, 1):
            fields = line.split()
            if len(fields) != 7:
                sys.exit(f"{sys.argv[1]}:{number}: expected 7 numbers, got {len(fields)}")
            rows.append([float(f) for f in fields])
    rank = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    unarrived = [i for i, r in enumerate(rows) if r[4] == 0]
    if not unarrived:
        sys.exit("every agent arrived: no jam to draw")

    def jam_size(i):
        x, y = rows[i][0], rows[i][1]
        return sum(1 for j in unarrived if (rows[j][0] - x) ** 2 + (rows[j][1] - y) ** 2 < 225)

    unarrived.sort(key=lambda i: -jam_size(i))
    centre = unarrived[min(rank, len(unarrived) - 1)]
    cx, cy = rows[centre][0], rows[centre][1]
    size = int(2 * WINDOW * SCALE)
    image = [[(255, 255, 255)] * size for _ in range(size)]

    def pixel(x, y):
        return int((x - cx + WINDOW) * SCALE), int((y - cy + WINDOW) * SCALE)

    def disc(x, y, r, colour, edge=None):
        px, py = pixel(x, y)
        pr = int(r * SCALE)
        for j in range(max(0, py - pr), min(size, py + pr + 1)):
            for i in range(max(0, px - pr), min(size, px + pr + 1)):
                d = (i - px) ** 2 + (j - py) ** 2
                if d <= pr * pr:
                    image[j][i] = colour if edge is None or d < (pr - 1) ** 2 else edge

    def line(x0, y0, x1, y1, colour):
        (a, b), (c, d) = pixel(x0, y0), pixel(x1, y1)
        n = max(abs(c - a), abs(d - b), 1)
        for t in range(n + 1):
            i, j = a + (c - a) * t // n, b + (d - b) * t // n
            if 0 <= i < size and 0 <= j < size:
                image[j][i] = colour

    visible = [r for r in rows if abs(r[0] - cx) < WINDOW + 2 and abs(r[1] - cy) < WINDOW + 2]
    for x, y, gx, gy, arrived, vx, vy in visible:
        disc(x, y, RADIUS, (150, 210, 150) if arrived else (250, 140, 140), (0, 0, 0))
    for x, y, gx, gy, arrived, vx, vy in visible:
        if arrived:
            continue
        d = math.hypot(gx - x, gy - y) or 1.0
        line(x, y, x + 1.4 * (gx - x) / d, y + 1.4 * (gy - y) / d, (0, 0, 255))
        line(x, y, x + 3 * vx, y + 3 * vy, (160, 0, 160))
        if abs(gx - cx) < WINDOW and abs(gy - cy) < WINDOW:
            disc(gx, gy, 0.3, (0, 0, 255))
    with open(sys.argv[2], "w") as out:
        out.write(f"P3\n{size} {size}\n255\n")
        for row in image:
            out.write(" ".join(f"{r} {g} {b}" for r, g, b in row) + "\n")
    print(f"centre ({cx:.1f}, {cy:.1f}), {jam_size(centre)} unarrived within 15 units")


if __name__ == "__main__":
    main()

"""maps/tilesets/waypoints.tsx and data/art/waypoints.png: numbered markers for the seed's
waypoint grid (a tile layer named `waypoints`, docs/map-conventions.md, form 3).

Tile n-1 shows the number n in an amber ring and carries the int property `waypoint` = n,
so a level designer paints a route by painting 1, 2, 3... (any count up to MARKERS). The
markers are half transparent so the ground shows through while the layer is visible.
"""

from .canvas import Canvas

TILE = 32
MARKERS = 16
COLUMNS = 8

# 3x5 pixel digits, drawn at 2x.
_DIGITS = {
    "0": ["###", "#.#", "#.#", "#.#", "###"], "1": [".#.", "##.", ".#.", ".#.", "###"],
    "2": ["###", "..#", "###", "#..", "###"], "3": ["###", "..#", ".##", "..#", "###"],
    "4": ["#.#", "#.#", "###", "..#", "..#"], "5": ["###", "#..", "###", "..#", "###"],
    "6": ["###", "#..", "###", "#.#", "###"], "7": ["###", "..#", ".#.", ".#.", ".#."],
    "8": ["###", "#.#", "###", "#.#", "###"], "9": ["###", "#.#", "###", "..#", "###"],
}
AMBER = (255, 196, 80, 255)
DARK = (36, 26, 20, 255)


def _marker(number):
    tile = Canvas(TILE, TILE)
    c = (TILE - 1) / 2
    for y in range(TILE):
        for x in range(TILE):
            r = ((x - c) ** 2 + (y - c) ** 2) ** 0.5
            if r <= 11.5:
                tile.blend(x, y, DARK, 0.55)
            if 11.5 < r <= 14.0:
                tile.set(x, y, AMBER)
            elif 14.0 < r <= 15.0:
                tile.blend(x, y, DARK, 0.8)
    text = str(number)
    width = len(text) * 8 - 2
    x0, y0 = (TILE - width) // 2, (TILE - 10) // 2
    for i, ch in enumerate(text):
        for row, bits in enumerate(_DIGITS[ch]):
            for col, bit in enumerate(bits):
                if bit == "#":
                    for dy in range(2):
                        for dx in range(2):
                            tile.set(x0 + i * 8 + col * 2 + dx, y0 + row * 2 + dy, AMBER)
    return tile


def build_sheet():
    rows = (MARKERS + COLUMNS - 1) // COLUMNS
    sheet = Canvas(COLUMNS * TILE, rows * TILE)
    for n in range(1, MARKERS + 1):
        sheet.paste(_marker(n), ((n - 1) % COLUMNS) * TILE, ((n - 1) // COLUMNS) * TILE)
    return sheet


def tileset_xml(image_source, sheet):
    from .tiled_files import FORMAT_VERSION, TILED_VERSION, _attrs
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<tileset" + _attrs([("version", FORMAT_VERSION), ("tiledversion", TILED_VERSION),
                                  ("name", "waypoints"), ("tilewidth", TILE), ("tileheight", TILE),
                                  ("tilecount", MARKERS), ("columns", COLUMNS)]) + ">",
             " <image" + _attrs([("source", image_source), ("width", sheet.width),
                                 ("height", sheet.height)]) + "/>"]
    for n in range(1, MARKERS + 1):
        lines.append(f' <tile id="{n - 1}" type="waypoint_{n}">')
        lines.append("  <properties>")
        lines.append(f'   <property name="waypoint" type="int" value="{n}"/>')
        lines.append("  </properties>")
        lines.append(" </tile>")
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"

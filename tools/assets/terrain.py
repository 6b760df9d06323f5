"""The terrain tileset: 32x32 tiles in 8 columns (data/art/terrain.png) and its tile table.

The table names every tile (written as its Tiled type), says whether it is solid and how
to paint it. Ground tiles come from ground.py, props from props.py, a fort's gates from
gates.py. Transition tiles are laid out by corner mask m (bits tl=8, tr=4, bl=2, br=1): PATH_BASE + m for grass/dirt and
SHORE_BASE + m for grass/water; maps/tilesets/terrain.tsx exposes both as Tiled Wang sets.
"""

from . import gates
from . import palette as pal
from .canvas import Canvas
from .ground import (TILE, deep_water_tile, dirt_tile, grass_tile, path_tile, shore_tile,
                     stone_floor_tile, stone_wall_tile, tall_grass_tile, water_tile)
from .props import (big_tree_sprite, blossom_bush_sprite, bush_sprite, clover_decor,
                    fern_sprite, flowers_sprite, lily_pad_sprite, log_sprite, mushrooms_sprite,
                    on_grass, pebbles_sprite, pine_sprite, reeds_sprite, rock_pair_sprite,
                    rock_sprite, signpost_sprite, small_pine_sprite, small_tree_sprite,
                    standing_stone_sprite, stump_sprite, tall_grass_decor, transparent,
                    two_by_two, yellow_flowers_sprite)

__all__ = ["TILE", "COLUMNS", "ROWS", "PATH_BASE", "SHORE_BASE", "TileSpec", "tile_table",
           "build_terrain"]

COLUMNS = 8
ROWS = 11

PATH_BASE = 15    # tile id of path corner mask m is PATH_BASE + m (m in 1..14)
SHORE_BASE = 31   # tile id of shore corner mask m is SHORE_BASE + m (m in 1..14)


class TileSpec:
    """One tile: its id, a name (written as the tile's Tiled type), solidity and painter."""

    def __init__(self, tile_id, name, solid, painter, probability=None, corners=None, wang=None):
        self.id = tile_id
        self.name = name
        self.solid = solid
        self.painter = painter
        self.probability = probability  # Tiled's random-brush weight, None = default 1
        self.corners = corners          # (tl, tr, bl, br) for transition tiles
        self.wang = wang                # "path" or "shore" for transition tiles


def _corners(mask):
    return ((mask >> 3) & 1, (mask >> 2) & 1, (mask >> 1) & 1, mask & 1)


# Transition names say where the path/water is ("path_s": dirt in the south half); "inner_X"
# tiles are all path/water except a grass notch in corner X.
_CORNER_NAMES = {1: "se", 2: "sw", 3: "s", 4: "ne", 5: "e", 6: "ne_sw", 7: "inner_nw",
                 8: "nw", 9: "nw_se", 10: "w", 11: "inner_ne", 12: "n", 13: "inner_sw",
                 14: "inner_se"}


def tile_table():
    """Every tile of terrain.png, by id (row-major, 8 per row)."""
    specs = [
        TileSpec(0, "grass", False, grass_tile(), probability=4),
        TileSpec(1, "grass_blades", False, grass_tile(seed=1, tufts=1), probability=2),
        TileSpec(2, "grass_tufts", False, grass_tile(seed=2, tufts=2), probability=1),
        TileSpec(3, "grass_pebbles", False, grass_tile(seed=3, tufts=1, pebbles=2), probability=0.5),
        TileSpec(4, "flowers_warm", False, grass_tile(seed=4, tufts=1, flowers=(
            pal.FLOWER_RED, pal.FLOWER_YELLOW, pal.FLOWER_RED, pal.FLOWER_YELLOW)), probability=0.3),
        TileSpec(5, "flowers_cool", False, grass_tile(seed=5, flowers=(
            pal.FLOWER_WHITE, pal.FLOWER_BLUE, pal.FLOWER_WHITE, pal.FLOWER_BLUE,
            pal.FLOWER_WHITE)), probability=0.3),
        TileSpec(6, "grass_clover", False, grass_tile(clover=True), probability=0.4),
        TileSpec(7, "tall_grass", False, tall_grass_tile, probability=0.3),
        TileSpec(8, "dirt", False, dirt_tile(), probability=3),
        TileSpec(9, "dirt_pebbles", False, dirt_tile(pebbles=3, seed=9), probability=1),
        TileSpec(10, "stone_floor", False, stone_floor_tile(), probability=3),
        TileSpec(11, "stone_floor_mossy", False, stone_floor_tile(mossy=True), probability=1),
        TileSpec(12, "water", True, water_tile(), probability=3),
        TileSpec(13, "water_glint", True, water_tile(glints=True), probability=1),
        TileSpec(14, "deep_water", True, deep_water_tile),
        TileSpec(15, "stone_wall", True, stone_wall_tile),
    ]
    for mask in range(1, 15):
        specs.append(TileSpec(PATH_BASE + mask, "path_" + _CORNER_NAMES[mask], False,
                              path_tile(_corners(mask)), corners=_corners(mask), wang="path"))
    specs += [
        TileSpec(30, "rock", True, on_grass(rock_sprite)),
        TileSpec(31, "bush", True, on_grass(bush_sprite)),
    ]
    for mask in range(1, 15):
        # Any tile with water in it is solid: nobody wades, and the shoreline stays a wall.
        specs.append(TileSpec(SHORE_BASE + mask, "shore_" + _CORNER_NAMES[mask], True,
                              shore_tile(_corners(mask)), corners=_corners(mask), wang="shore"))
    specs += [
        TileSpec(46, "tree", True, on_grass(small_tree_sprite)),
        TileSpec(47, "stump", True, on_grass(stump_sprite)),
        TileSpec(48, "big_tree_nw", True, transparent(two_by_two("oak", big_tree_sprite, 0, 0))),
        TileSpec(49, "big_tree_ne", True, transparent(two_by_two("oak", big_tree_sprite, 1, 0))),
        TileSpec(50, "decor_flowers", False, transparent(flowers_sprite)),
        TileSpec(51, "decor_pebbles", False, transparent(pebbles_sprite)),
        TileSpec(52, "lily_pads", False, transparent(lily_pad_sprite)),
        TileSpec(53, "reeds", False, transparent(reeds_sprite)),
        TileSpec(54, "mushrooms", False, transparent(mushrooms_sprite)),
        TileSpec(55, "decor_rock", True, transparent(lambda: rock_sprite(seed=2))),
        TileSpec(56, "big_tree_sw", True, transparent(two_by_two("oak", big_tree_sprite, 0, 1))),
        TileSpec(57, "big_tree_se", True, transparent(two_by_two("oak", big_tree_sprite, 1, 1))),
        TileSpec(58, "decor_bush", True, transparent(bush_sprite)),
        TileSpec(59, "decor_tree", True, transparent(small_tree_sprite)),
        TileSpec(60, "log", True, transparent(log_sprite)),
        TileSpec(61, "signpost", True, transparent(signpost_sprite)),
        TileSpec(62, "standing_stone", True, transparent(standing_stone_sprite)),
        TileSpec(63, "decor_tall_grass", False, transparent(tall_grass_decor)),
    ]
    autumn = lambda: big_tree_sprite(pal.AUTUMN, seed=8)
    for i, (col, row) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
        part = ("nw", "ne", "sw", "se")[i]
        specs.append(TileSpec(64 + row * 8 + col, "pine_" + part, True,
                              transparent(two_by_two("pine", pine_sprite, col, row))))
        specs.append(TileSpec(66 + row * 8 + col, "autumn_tree_" + part, True,
                              transparent(two_by_two("autumn", autumn, col, row))))
    specs += [
        TileSpec(68, "decor_autumn_tree", True, transparent(lambda: small_tree_sprite(pal.AUTUMN, 12))),
        TileSpec(69, "blossom_bush", True, transparent(blossom_bush_sprite)),
        TileSpec(70, "decor_rocks", True, transparent(rock_pair_sprite)),
        TileSpec(71, "fern", False, transparent(fern_sprite)),
        TileSpec(76, "decor_stump", True, transparent(stump_sprite)),
        TileSpec(77, "decor_clover", False, transparent(clover_decor)),
        TileSpec(78, "decor_flowers_yellow", False, transparent(yellow_flowers_sprite)),
        TileSpec(79, "decor_pine_small", True, transparent(small_pine_sprite)),
    ]
    # A fort's gates (gates.py): the open halves pass, the posts beside them are wall.
    for i, name in enumerate(gates.gate_pieces()):
        specs.append(TileSpec(80 + i, name, name.startswith("wall_post"), gates.painter(name)))
    specs.sort(key=lambda spec: spec.id)
    assert [s.id for s in specs] == list(range(COLUMNS * ROWS)), "tile ids must be dense"
    return specs


def build_terrain():
    """Paint the whole tileset image; returns (canvas, tile table)."""
    specs = tile_table()
    sheet = Canvas(COLUMNS * TILE, ROWS * TILE)
    for spec in specs:
        row, col = divmod(spec.id, COLUMNS)
        spec.painter(sheet, col * TILE, row * TILE)
    return sheet, specs

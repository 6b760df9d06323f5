"""maps/fens.tmx: a hexagonal map, the fens round a ruined shrine.

The campaign's fourth battle, after the crossroads and before the chapel: a rout against the
clock. Knocking out every ogre wins (the default `victory_rout`), the Keeper too, so the shrine
must be entered to wake him; the battle is lost when turn 12 ends first (`defeat_turn_limit`).
The fens' pools (solid water) split the field into three ways east: the causeway in the north,
the dry middle and the southern bank. Mire walks a `Patrol` polygon on the open ground north of
the shrine (a round hugging the shrine's walls made every forecast against him plan through
one-hex gaps that a hero cannot pass, at 250 ms a forecast); Sedge walks the causeway on the seed's
`waypoints` tile layer (hidden: its markers are orthogonal art); Bog comes out of the reeds on
turn 2 and Reed behind the heroes on turn 4 (`arrives_on_turn`), and the shrine's Keeper wakes
the turn after a hero stands in the ruin (an `Area`). Drawn for projected_map.py.

Object positions are map pixels (hexagonal maps' object space); the layout names cells
(column, row), odd columns standing half a cell lower.
"""

from .projected_map import HEXAGONAL
from .tiled_files import MapObject, ObjectLayer

# Units a little narrower than the default radius (two fifths of a hex across its flats,
# 22 px): a one-hex gap between two solid hexes is 32 px at its narrowest, and discs that wide
# jammed in the notches of the pools and the shrine (random orders on this map ended "stuck"
# beside an ogre a route reached).
SMALL = ("radius", "float", 18.0)

LAYOUT = {
    "name": "fens",
    "title": "The Fens",
    "briefing": "Knock out every ogre in the fens before turn 12 ends. The pools cannot be "
                "waded: go round by the causeway or the southern bank. More ogres wade out of "
                "the reeds on turns 2 and 4, and the shrine's keeper, who must fall too, wakes "
                "only when you enter the ruin.",
    "next_map": "chapel.tmx",
    "projection": HEXAGONAL,
    "objectives": [("defeat_turn_limit", "int", 12)],
    "ground": [
        "PTPAPTPPAPTPPTPAPT",
        "T...r~w~r........P",
        "P...~~~w~r.:::...A",
        "A...r~w~..::......",
        "P.......::...#=_..",
        "T..::::::...._=#..",
        "P.::.....r~w..=..A",
        "A.:...I..~w~~r...P",
        "P.:....r~~~w~....T",
        "T.:......~w~r....P",
        "P.o..........o...A",
        "APTPPAPTPPTPAPTPPA",
    ],
    "heroes": [("Shytor", (3, 3), [SMALL]), ("Talan", (2, 5), [SMALL, ("hp", "int", 14)]),
               ("Mickey", (4, 7), [SMALL]), ("Dana", (7, 5), [SMALL, ("speed", "float", 110.0)])],
    "enemies": [("Mire", (12, 3), [SMALL, ("hp", "int", 16)]),
                ("Sedge", (10, 2), [SMALL, ("speed", "float", 90.0)]),
                ("Rush", (15, 8), [SMALL, ("attack", "int", 4), ("hp", "int", 16)]),
                ("Bog", (15, 2), [SMALL, ("arrives_on_turn", "int", 2)]),
                ("Reed", (6, 9), [SMALL, ("arrives_on_turn", "int", 4), ("hp", "int", 12)]),
                ("Keeper", (17, 4), [SMALL, ("arrives_when_entered", None, "the shrine"),
                                     ("attack", "int", 5), ("hp", "int", 16),
                                     ("speed", "float", 80.0)])],
    # Sedge's round along the causeway, painted as waypoint markers: (col, row, number).
    "waypoint_cells": [(10, 2, 1), (13, 2, 2), (11, 4, 3)],
    "waypoint_route": [("loop", "bool", True), ("route", None, "causeway"),
                       ("wait", "float", 1.0)],
}


def objects(grid, units):
    """Units, Mire's round north of the shrine and the shrine's Area."""
    objects = list(units)
    next_id = max(o.id for o in objects) + 1
    corners = [grid.position(c) for c in ((12, 3), (11, 1), (16, 1), (16, 3))]
    x0, y0 = corners[0]
    mire = MapObject(next_id, "round the shrine", "Patrol", x0, y0, [("wait", "float", 1.0)],
                     shape="polygon", points=[(x - x0, y - y0) for x, y in corners])
    for o in objects:
        if o.name == "Mire":
            o.props.append(("patrol", "object", mire.id))
        if o.name == "Sedge":
            o.props.append(("patrol", None, "causeway"))
    shrine = grid.hex_area(next_id + 1, "the shrine", "Area",
                           [(c, r) for c in range(13, 16) for r in range(4, 7)])
    return [ObjectLayer("units", objects), ObjectLayer("patrols", [mire]),
            ObjectLayer("areas", [shrine])]

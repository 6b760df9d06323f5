"""maps/bridge.tmx: a river crossed by an old stone bridge and a footbridge; the way out is the
road on the far bank.

The campaign's second battle and its first that is not a rout: any hero standing on the east
road (a Goal) wins, and the battle is lost when turn 6 ends first. Three ogres hold the east
bank: Brakk guards the bridge's far end, Skarn walks the bank on a `Patrol` polyline between
the two crossings, and Mog, the strongest, waits by the road. Drawn for map_builder.py.
"""

from .map_builder import border, px, rectangle
from .tiled_files import MapObject, ObjectLayer

# The river's centre line and half width (tile corners), the road's centre line.
RIVER = [(15.5, -2), (15.2, 4), (16.2, 10), (15.0, 15), (15.6, 22)]
ROAD = [(-2, 12.5), (5, 12.2), (10, 10.5), (13, 10), (19, 10), (23, 9.4), (26.5, 8),
        (32, 8)]

LAYOUT = {
    "name": "bridge",
    "title": "The Old Bridge",
    "briefing": "Get across the river: bring any hero to the east road before turn 6 ends. "
                "Ogres hold the far bank; the old bridge is the short way, the footbridge to "
                "the north the quiet one.",
    "next_map": "crossroads.tmx",
    "objectives": [("victory_rout", "bool", False), ("defeat_turn_limit", "int", 6)],
    "paths": [ROAD, [(8.5, 11), (10, 7), (12.5, 4.2), (19, 4.2), (21, 6), (22.5, 8.8)]],
    "water": [(RIVER, 1.7)],
    "meadows": [(5, 5, 3.0), (6, 16, 3.0), (24, 15, 2.5)],
    "ground": [
        "..............................",
        "..............................",
        "..............................",
        ".............=====............",
        ".............=====............",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        ".............======...........",
        ".............======...........",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
    ],
    "decor": border(gaps_top=range(14, 18), gaps_left=range(11, 14), gaps_right=range(6, 10),
                    gaps_bottom=range(13, 18)) + [
        ("f", 3, 3), ("m", 7, 2), ("g", 10, 4), ("y", 5, 15), ("c", 9, 16), ("n", 11, 7),
        ("b", 11, 14), ("R", 8, 6), ("e", 13, 6), ("e", 17, 13), ("w", 16, 7), ("w", 15, 16),
        ("P", 21, 12), ("P", 24, 2), ("i", 26, 14), ("t", 23, 14), ("m", 25, 16), ("f", 22, 2),
        ("n", 27, 12), ("g", 19, 16), ("c", 21, 6)],
    "heroes": [("Shytor", (3.5, 7.5), []), ("Mickey", (3.5, 15.5), []),
               ("Talan", (6.5, 11.5), [("hp", "int", 14)]),
               ("Dana", (3.5, 4.0), [("speed", "float", 110.0)])],
    "enemies": [("Brakk", (21.5, 10.5), [("hp", "int", 12)]),
                ("Skarn", (19.5, 5.5), [("speed", "float", 90.0)]),
                ("Mog", (25.5, 10.0), [("hp", "int", 14),
                                       ("speed", "float", 80.0)])],
}


def objects(units):
    """Units, Skarn's beat along the east bank and the east road's Goal."""
    objects = list(units)
    next_id = max(o.id for o in objects) + 1
    north, south = px(19.5, 5.5), px(19.5, 14.5)
    beat = MapObject(next_id, "east_bank", "Patrol", north[0], north[1], [("wait", "float", 1.5)],
                     shape="polyline", points=[(0, 0), (south[0] - north[0], south[1] - north[1])])
    for o in objects:
        if o.name == "Skarn":
            o.props.append(("patrol", "object", beat.id))
    goal = rectangle(next_id + 1, "the east road", "Goal", (28, 6, 30, 10))
    return [ObjectLayer("units", objects), ObjectLayer("patrols", [beat]),
            ObjectLayer("objectives", [goal])]

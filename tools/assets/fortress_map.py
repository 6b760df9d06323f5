"""maps/fortress.tmx: a walled fort with a west and a south gate.

The Warden walks the courtyard on the seed's `waypoints` tile layer; the Sentry walks a
`Patrol` polygon round the outside walls; a Brute and a Gatekeeper stand guard at the gates.
Drawn for map_builder.py.
"""

from .map_builder import border, px
from .tiled_files import MapObject, ObjectLayer

LAYOUT = {
    "name": "fortress",
    "title": "The Fortress",
    "briefing": "Four ogres hold the fortress; the Sentry walks outside its walls. Each ogre "
                "strikes the hero it can reach: shield the wounded.",
    "next_map": None,
    "paths": [[(-2, 10.0), (6, 10.1), (12, 10.0), (17, 10.0)],
              [(21, 14.5), (21.1, 18), (21, 22)]],
    "meadows": [(5, 4, 3.0), (7, 16, 3.0), (13, 3, 2.0)],
    "ground": [
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "................##########....",
        "................#........#....",
        "................#........#....",
        "................S........#....",
        "................^........#....",
        "................v........#....",
        "................N........#....",
        "................#........#....",
        "................#........#....",
        "................###E[]W###....",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
    ],
    "decor": border(gaps_top=(), gaps_left=range(9, 12), gaps_right=(),
                    gaps_bottom=range(20, 23)) + [
        ("f", 2, 2), ("g", 10, 2), ("c", 24, 2), ("m", 27, 3), ("m", 3, 4), ("c", 3, 13),
        ("f", 10, 16), ("g", 3, 17), ("f", 21, 17)],
    "heroes": [("Shytor", (3.5, 5.5), []), ("Mickey", (3.5, 9.5), []),
               ("Talan", (6.5, 13.0), [("hp", "int", 14)]),
               ("Dana", (3.5, 16.5), [("speed", "float", 110.0)])],
    "enemies": [("Brute", (13.5, 10.0),
                 [("attack", "int", 4), ("hp", "int", 14), ("speed", "float", 80.0)]),
                ("Gatekeeper", (21.0, 11.0), [("attack", "int", 4), ("hp", "int", 12)]),
                ("Warden", (18.5, 7.5), [("hp", "int", 12), ("speed", "float", 85.0)]),
                ("Sentry", (14.0, 3.5), [("hp", "int", 10), ("speed", "float", 100.0)])],
    # The Warden's courtyard round, painted as waypoint markers: (tile x, tile y, number).
    "waypoint_cells": [(18, 7, 1), (23, 7, 2), (23, 12, 3), (18, 12, 4)],
    "waypoint_route": [("loop", "bool", True), ("route", None, "courtyard"),
                       ("wait", "float", 1.5)],
}


def objects(units):
    """Units and the Sentry's Patrol polygon round the outside walls."""
    objects = list(units)
    next_id = max(o.id for o in objects) + 1
    corners = [(14.0, 3.5), (27.0, 3.5), (27.0, 16.0), (14.0, 16.0)]
    x0, y0 = px(*corners[0])
    points = [(x - x0, y - y0) for x, y in (px(*c) for c in corners)]
    ramparts = MapObject(next_id, "ramparts", "Patrol", x0, y0, [("wait", "float", 1.0)],
                         shape="polygon", points=points)
    for o in objects:
        if o.name == "Sentry":
            o.props.append(("patrol", "object", ramparts.id))
        if o.name == "Warden":
            o.props.append(("patrol", None, "courtyard"))
    return [ObjectLayer("units", objects), ObjectLayer("patrols", [ramparts])]

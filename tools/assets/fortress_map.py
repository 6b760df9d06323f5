"""maps/fortress.tmx: a walled fort with a west and a south gate.

The campaign's last battle: defeat the leader. Knocking out the Warden wins
(`victory_unit_out`); knocking out the rest does not (`victory_rout` false), and the battle is
lost when turn 10 ends first (`defeat_turn_limit`). The Warden walks the courtyard on the
seed's `waypoints` tile layer; the Sentry walks a `Patrol` polygon round the outside walls; a
Brute and a Gatekeeper stand guard at the gates. Reinforcements: Hulk and Horn come out of the
wood behind the heroes on turn 2 (`arrives_on_turn`), and Keel, the Warden's guard, steps out
of the keep the turn after a hero first stands in the courtyard (an `Area` named by his
`arrives_when_entered`). Drawn for map_builder.py.
"""

from .map_builder import border, px, rectangle
from .tiled_files import MapObject, ObjectLayer

LAYOUT = {
    "name": "fortress",
    "title": "The Fortress",
    "briefing": "Knock out the Warden before turn 10 ends and the fortress falls, whoever "
                "else stands. Ogres come out of the wood behind you on turn 2, and his guard "
                "joins him once a hero sets foot in the courtyard.",
    "next_map": None,
    "objectives": [("victory_rout", "bool", False), ("victory_unit_out", None, "Warden"),
                   ("defeat_turn_limit", "int", 10)],
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
                ("Warden", (18.5, 7.5),
                 [("attack", "int", 5), ("hp", "int", 40), ("speed", "float", 85.0)]),
                ("Sentry", (14.0, 3.5), [("hp", "int", 10), ("speed", "float", 100.0)]),
                ("Hulk", (8.5, 16.5), [("arrives_on_turn", "int", 2), ("hp", "int", 12)]),
                ("Horn", (8.5, 3.5), [("arrives_on_turn", "int", 2)]),
                ("Keel", (23.0, 7.5), [("arrives_when_entered", None, "the courtyard"),
                                       ("attack", "int", 4), ("hp", "int", 12)])],
    # The Warden's courtyard round, painted as waypoint markers: (tile x, tile y, number).
    "waypoint_cells": [(18, 7, 1), (23, 7, 2), (23, 12, 3), (18, 12, 4)],
    "waypoint_route": [("loop", "bool", True), ("route", None, "courtyard"),
                       ("wait", "float", 1.5)],
}


def objects(units):
    """Units, the Sentry's Patrol polygon round the outside walls and the courtyard's Area."""
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
    courtyard = rectangle(next_id + 1, "the courtyard", "Area", (17, 6, 26, 14))
    return [ObjectLayer("units", objects), ObjectLayer("patrols", [ramparts]),
            ObjectLayer("areas", [courtyard])]

"""maps/watchtower.tmx: an isometric map, a walled watchtower across a stream.

The campaign's sixth battle: an escort. Talan must reach the beacon inside the tower's walls
(a `Goal` only he counts for); the battle is lost if he is knocked out (`defeat_unit_out`), and
routing the ogres does not win it (`victory_rout` false). The stream is crossed at the bridge
or the ford. The tower's gate is a door: it opens when the Gatekeeper is knocked out or at the
start of turn 4 (`opens_when_out`, `opens_on_turn`), drawn closed by the `gate` layer. Crag
walks the north bank on a `Patrol` polyline, Vex the courtyard on `Waypoint` objects; Thorn
guards the ford; Brakk comes out of the wood behind the heroes on turn 3 and Ulla steps out of
the tower once a hero is in the courtyard (an `Area`). Drawn for projected_map.py.

Object positions are in the isometric object space: (x, y) tiles along the map's axes, 32
pixels each (the tile height), x down-right and y down-left on screen. The bridge, the ford and
the gate are two cells wide, as passages are on the orthogonal maps.
"""

from .projected_map import ISOMETRIC
from .tiled_files import MapObject, ObjectLayer

LAYOUT = {
    "name": "watchtower",
    "title": "The Watchtower",
    "briefing": "Bring Talan to the beacon inside the watchtower: only he can light it, and if "
                "he falls the battle is lost. The gate opens when the Gatekeeper falls, or on "
                "turn 4. More ogres come from the wood on turn 3, and one waits in the tower for "
                "the first hero to step into the courtyard.",
    "next_map": "fortress.tmx",
    "projection": ISOMETRIC,
    "objectives": [("victory_rout", "bool", False), ("defeat_unit_out", None, "Talan")],
    "ground": [
        "PTAPTPPTAPTPPTPAPTPPAP",
        "T..........#########.T",
        "P...o......#=======#.P",
        "A..........#=I===I=#.A",
        "P......I...#=======#.P",
        "T..........#=======#.T",
        "P..o.......#=======#.P",
        "A..........###GG####.A",
        "P.............::.....P",
        "T.....::::::::::.....T",
        "P.r...::....r....::..P",
        "~~w~~~==~~~w~~~~~::~w~",
        "~~~~w~==~~~~~~~w~::~~~",
        "P...r.::......r..::..P",
        "T.....::......o..::..T",
        "P.....:::::::::::::..A",
        "A.....:..............P",
        "P..o..:.......A......T",
        "T.....:..............P",
        "P.....:..........o...A",
        "A....................T",
        "PTPAPTPTPPAPTPPTAPTPPT",
    ],
    "heroes": [("Shytor", (3.5, 14.5), []), ("Mickey", (9.5, 17.5), []),
               ("Talan", (2.5, 19.5), [("hp", "int", 14)]),
               ("Dana", (12.5, 19.5), [("speed", "float", 110.0)])],
    "enemies": [("Gatekeeper", (15.0, 9.0), [("hp", "int", 12)]),
                ("Crag", (3.5, 9.5), [("speed", "float", 90.0)]),
                ("Vex", (15.5, 5.5), [("hp", "int", 12)]),
                ("Thorn", (16.5, 14.5), [("hp", "int", 12), ("speed", "float", 80.0)]),
                ("Brakk", (19.5, 18.5), [("arrives_on_turn", "int", 3), ("hp", "int", 12)]),
                ("Ulla", (17.5, 5.0), [("arrives_when_entered", None, "the courtyard"),
                                       ("attack", "int", 4)])],
}


def objects(grid, units):
    """Units, Crag's beat, Vex's waypoints, the gate, the courtyard and the beacon."""
    objects = list(units)
    next_id = max(o.id for o in objects) + 1
    x0, y0 = grid.position((3.5, 9.5))
    x1, _ = grid.position((10.0, 9.5))
    beat = MapObject(next_id, "north bank", "Patrol", x0, y0, [("wait", "float", 1.5)],
                     shape="polyline", points=[(0, 0), (x1 - x0, 0)])
    keep = []
    for order, pos in enumerate(((13.0, 5.5), (18.0, 5.5), (15.5, 3.0)), start=1):
        x, y = grid.position(pos)
        keep.append(MapObject(next_id + order, f"keep {order}", "Waypoint", round(x), round(y),
                              [("order", "int", order), ("route", None, "keep")]))
    for o in objects:
        if o.name == "Crag":
            o.props.append(("patrol", "object", beat.id))
        if o.name == "Vex":
            o.props.append(("patrol", None, "keep"))
    gate = grid.rectangle(next_id + 4, "the gate", "Wall", (14, 7, 16, 8),
                          [("layer", None, "gate"), ("opens_on_turn", "int", 4),
                           ("opens_when_out", None, "Gatekeeper")])
    courtyard = grid.rectangle(next_id + 5, "the courtyard", "Area", (12, 2, 19, 7))
    beacon = grid.rectangle(next_id + 6, "the beacon", "Goal", (14, 2, 17, 5),
                            [("hero", None, "Talan")])
    return [ObjectLayer("units", objects), ObjectLayer("patrols", [beat]),
            ObjectLayer("waypoints", keep, [("loop", "bool", True), ("wait", "float", 1.0)]),
            ObjectLayer("doors", [gate]), ObjectLayer("areas", [courtyard]),
            ObjectLayer("objectives", [beacon])]

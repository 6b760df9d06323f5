"""maps/crossroads.tmx: a dirt crossroads among four walled gardens.

The campaign's third battle: a rout with a hero to protect. Pell the herald, weak and slow to
hit, has gone ahead of the heroes toward the crossing; the battle is won when the four ogres
are knocked out and lost if Pell is (`defeat_unit_out`), so he has to be pulled back out of
their reach before he is hit, and kept there. Vex walks a `Patrol` polyline north to south and
back (picked by an object reference); Mott walks a loop of `Waypoint` objects round the
crossing (picked by route name). Their routes cross twice. Grub and Snag stand guard east of
the crossing. Drawn for map_builder.py.
"""

from .map_builder import border, px
from .tiled_files import MapObject, ObjectLayer

LAYOUT = {
    "name": "crossroads",
    "title": "The Crossroads",
    "briefing": "Knock out the four ogres at the crossroads, and keep Pell the herald "
                "standing: if he falls, the battle is lost. He has gone ahead to the crossing; "
                "bring him back out of the ogres' reach before they strike.",
    "next_map": "fens.tmx",
    "objectives": [("defeat_unit_out", None, "Pell")],
    "paths": [[(-2, 10), (6, 10.2), (14, 10), (22, 9.8), (32, 10)],
              [(15, -2), (15.2, 6), (15, 14), (14.8, 22)]],
    "meadows": [(5, 4, 3.0), (24, 15, 3.5), (8, 16, 2.5), (23, 4, 3.0)],
    "ground": [
        "..............................",
        "..............................",
        "..............................",
        "............#.....#...........",
        "............#.....#...........",
        "............#.....#...........",
        "........#####.....#####.......",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "........#####.....#####.......",
        "............#.....#...........",
        "............#.....#...........",
        "............#.....#...........",
        "..............................",
        "..............................",
    ],
    # 2x2 trees (O, P, A) by their top-left tile; then single props.
    "decor": border(gaps_top=range(13, 18), gaps_left=range(9, 12), gaps_right=range(9, 12),
                    gaps_bottom=range(13, 18)) + [
        ("f", 3, 2), ("m", 6, 3), ("g", 16, 3), ("c", 24, 2), ("c", 7, 4), ("f", 19, 4),
        ("m", 26, 4), ("g", 3, 6), ("b", 27, 7), ("c", 27, 12), ("f", 3, 14), ("y", 8, 17),
        ("f", 20, 17)],
    "heroes": [("Shytor", (4.5, 8.0), []), ("Mickey", (4.5, 14.0), []),
               ("Talan", (7.5, 11.0), [("hp", "int", 14)]),
               ("Dana", (4.5, 4.5), [("speed", "float", 110.0)]),
               ("Pell", (11.0, 11.5), [("attack", "int", 2), ("hp", "int", 8),
                                      ("speed", "float", 90.0)])],
    "enemies": [("Grub", (23, 9.5), [("attack", "int", 4), ("hp", "int", 16)]),
                ("Vex", (15, 4), [("attack", "int", 4), ("hp", "int", 12), ("speed", "float", 90.0)]),
                ("Mott", (20.5, 12.5), [("hp", "int", 14), ("speed", "float", 80.0)]),
                ("Snag", (24.5, 16.5), [("hp", "int", 12)])],
}


def objects(units):
    """Units, the north-south Patrol polyline and the plaza's Waypoint loop."""
    objects = list(units)
    next_id = max(o.id for o in objects) + 1
    north, south = px(15.5, 3.5), px(15.5, 16.5)
    patrol = MapObject(next_id, "north_south", "Patrol", north[0], north[1],
                       [("wait", "float", 1.5)], shape="polyline",
                       points=[(0, 0), (south[0] - north[0], south[1] - north[1])])
    waypoints = []
    for order, (tx, ty) in enumerate([(10.5, 8.5), (20.5, 8.5), (20.5, 12.5), (10.5, 12.5)], 1):
        x, y = px(tx, ty)
        props = [("order", "int", order), ("route", None, "plaza")]
        if order == 2:
            props.append(("wait", "float", 3.0))  # Mott looks down the east road a while
        waypoints.append(MapObject(next_id + order, f"plaza {order}", "Waypoint", x, y, props))
    for o in objects:
        if o.name == "Vex":
            o.props.append(("patrol", "object", patrol.id))
        if o.name == "Mott":
            o.props.append(("patrol", None, "plaza"))
    return [ObjectLayer("units", objects), ObjectLayer("patrols", [patrol]),
            ObjectLayer("plaza waypoints", waypoints,
                        [("loop", "bool", True), ("wait", "float", 1.0)])]

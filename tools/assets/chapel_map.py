"""maps/chapel.tmx: a roofless chapel in an autumn wood, a graveyard below it.

The campaign's fifth battle: hold out. The heroes start inside the chapel's broken walls and
win when the enemies' turn 6 ends with one of them standing. Two ogres are there from the
start and more come out of the wood on turns 2, 3 and 4 (`arrives_on_turn`), each marked a
turn ahead where it will appear; two more sleep among the graves and wake the turn after a
hero sets foot in the graveyard (an `Area` named by their `arrives_when_entered`), so chasing
an ogre out of the south door costs more than it gains. Drawn for map_builder.py.
"""

from .map_builder import border, rectangle
from .tiled_files import ObjectLayer

LAYOUT = {
    "name": "chapel",
    "title": "The Ruined Chapel",
    "briefing": "Hold the chapel until the end of turn 6. Ogres come out of the wood from "
                "every side, each marked a turn before it arrives. Stay out of the graveyard: "
                "more sleep there.",
    "next_map": "watchtower.tmx",
    "objectives": [("victory_rout", "bool", False), ("victory_survive_turns", "int", 6)],
    "paths": [[(-2, 9.5), (4, 9.8), (10, 9.5)], [(20, 11), (25, 11.5), (32, 11)],
              [(15, 14), (15.2, 16), (14.8, 22)]],
    "meadows": [(5, 4, 3.0), (24, 4, 3.0), (5, 15, 2.5), (25, 16, 2.5)],
    "ground": [
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..........###..####...........",
        "..........#========#..........",
        "..........#========#..........",
        "..........#========#..........",
        "..........=========#..........",
        "..........=========#..........",
        "..........#========...........",
        "..........#========...........",
        "..........#========#..........",
        "..........####..####..........",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "..............................",
    ],
    "decor": border(gaps_top=range(13, 18), gaps_left=range(8, 12), gaps_right=range(10, 14),
                    gaps_bottom=range(10, 21)) + [
        # The graveyard: headstones in two rows, flowers left on the graves.
        ("H", 11, 15), ("H", 13, 15), ("H", 17, 15), ("H", 19, 15), ("H", 10, 17),
        ("H", 20, 17), ("f", 11, 16), ("y", 13, 16), ("f", 17, 16), ("y", 19, 16),
        ("f", 15, 18), ("c", 12, 19),
        # Fallen stones and growth in the chapel; the wood round it.
        ("R", 13, 4), ("n", 11, 5), ("m", 18, 12), ("p", 16, 7),
        ("a", 6, 3), ("a", 23, 6), ("t", 7, 14), ("A", 7, 16), ("s", 4, 12), ("b", 26, 8),
        ("a", 22, 17), ("g", 3, 4), ("m", 8, 6), ("g", 25, 3), ("c", 5, 16), ("n", 21, 3)],
    "heroes": [("Shytor", (13.5, 7.0), []), ("Mickey", (17.0, 7.5), []),
               ("Talan", (13.0, 11.0), [("hp", "int", 14)]),
               ("Dana", (17.0, 11.0), [("speed", "float", 110.0)])],
    "enemies": [("Rook", (4.5, 6.0), []),
                ("Fenn", (24.5, 10.5), []),
                ("Hask", (4.5, 15.0), [("arrives_on_turn", "int", 2)]),
                ("Bran", (25.5, 4.5), [("arrives_on_turn", "int", 2)]),
                ("Ulla", (14.0, 2.5), [("arrives_on_turn", "int", 3), ("hp", "int", 12)]),
                ("Gorm", (26.5, 16.5), [("arrives_on_turn", "int", 4), ("attack", "int", 5),
                                        ("hp", "int", 16), ("speed", "float", 80.0)]),
                ("Moss", (12.5, 17.5), [("arrives_when_entered", None, "the graveyard")]),
                ("Lurk", (18.5, 17.5), [("arrives_when_entered", None, "the graveyard")])],
}


def objects(units):
    """Units and the graveyard's Area."""
    objects = list(units)
    graveyard = rectangle(max(o.id for o in objects) + 1, "the graveyard", "Area",
                          (10, 14, 21, 19))
    return [ObjectLayer("units", objects), ObjectLayer("areas", [graveyard])]

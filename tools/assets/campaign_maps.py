"""The campaign's maps after the default one.

maps/default.tmx (default_map.py) opens the campaign; `next_map` chains it on through bridge,
crossroads, fens, chapel and watchtower to fortress. Each map here is one module holding its
LAYOUT and objects(), built by map_builder.py; the isometric and hexagonal maps among them
(watchtower, fens) are built by projected_map.py. Between them the maps use every waypoint form of
docs/map-conventions.md.
"""

from . import bridge_map, chapel_map, crossroads_map, fens_map, fortress_map, projected_map
from . import watchtower_map
from .map_builder import build_map

CAMPAIGN = (bridge_map, crossroads_map, chapel_map, fortress_map)
PROJECTED = (watchtower_map, fens_map)


def build_campaign(specs):
    """{file name: tmx text} for the campaign maps after the default one, and a report."""
    out, report = {}, []
    for module in CAMPAIGN:
        text, lines = build_map(module.LAYOUT, specs, module.objects, "tilesets/terrain.tsx",
                                "tilesets/waypoints.tsx")
        out[module.LAYOUT["name"] + ".tmx"] = text
        report += lines
    for module in PROJECTED:
        text, lines = projected_map.build_map(module.LAYOUT, module.objects)
        out[module.LAYOUT["name"] + ".tmx"] = text
        report += lines
    return out, report

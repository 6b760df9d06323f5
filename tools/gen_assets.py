#!/usr/bin/env python3
"""Regenerates Heartpath's art, sounds, music and Tiled files from code.

    python3 tools/gen_assets.py              # everything except existing maps
    python3 tools/gen_assets.py --map        # also rewrite the campaign's maps from code
    python3 tools/gen_assets.py --only art   # one group: art, sounds, music, tileset, map
                                             # (repeatable; --only map still needs --map
                                             # to replace an existing file)
    python3 tools/gen_assets.py --preview /tmp/heartpath-preview   # enlarged sheets to look at

Only the Python standard library is used; music is encoded by oggenc (Debian package
vorbis-tools). Every random choice uses a fixed seed, so a rerun rewrites identical bytes.

Maps are the assets people also edit by hand in Tiled, so existing maps (default.tmx and the
campaign's others, assets/campaign_maps.py) are left alone unless --map is given; the
tilesets are always rewritten, because their tile ids must match their images.
"""

import argparse
import os
import sys

sys.dont_write_bytecode = True  # keep tools/assets free of __pycache__ litter
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from assets import campaign_maps, default_map, music, sfx, stingers, terrain, units  # noqa: E402
from assets import projected_map  # noqa: E402
from assets import battle_music, enemy_music, waypoint_markers  # noqa: E402
from assets.audio import wav_bytes  # noqa: E402
from assets.tiled_files import WangSet, tileset_xml  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GROUPS = ("art", "sounds", "music", "tileset", "map")


def out_path(*parts):
    return os.path.join(ROOT, *parts)


def write_file(path, data):
    """Write bytes (or text, as UTF-8 with \\n) and log the path and size."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    shown = os.path.relpath(path, ROOT) if path.startswith(ROOT + os.sep) else path
    print(f"  {shown}  ({len(data)} bytes)")


# --------------------------------------------------------------------------- art

def gen_art(preview_dir):
    sheet, _ = terrain.build_terrain()
    write_file(out_path("data", "art", "terrain.png"), sheet.png_bytes())
    write_file(out_path("data", "art", "waypoints.png"), waypoint_markers.build_sheet().png_bytes())
    for name, (png, _) in projected_map.tileset_files().items():
        write_file(out_path("data", "art", name + ".png"), png)
    sprites = units.build_units()
    for name, canvas in sprites.items():
        write_file(out_path("data", "art", "units", name + ".png"), canvas.png_bytes())
    if preview_dir:
        write_file(os.path.join(preview_dir, "terrain_x3.png"), sheet.scaled(3).png_bytes())
        write_file(os.path.join(preview_dir, "units_x4.png"),
                   units.contact_sheet(sprites, scale=4).png_bytes())


# --------------------------------------------------------------------------- Tiled files

TSX_PATH = ("maps", "tilesets", "terrain.tsx")
TMX_PATH = ("maps", "default.tmx")


def terrain_wangsets(specs):
    """Tiled terrain brushes: grass<->dirt path and grass<->water, both corner-based."""
    names = {s.name: s.id for s in specs}
    sets = []
    for wang, label, other, color, fulls in (
            ("path", "Path", "Dirt", "#b98a5a", ("dirt", "dirt_pebbles")),
            ("shore", "Pond", "Water", "#3476b4", ("water", "water_glint"))):
        wangset = WangSet(label, names[fulls[0]])
        grass = wangset.add_color("Grass", "#5c9e3c", names["grass"])
        material = wangset.add_color(other, color, names[fulls[0]])
        for spec in specs:
            if spec.name.startswith(("grass", "flowers", "tall_grass")):
                wangset.add_tile(spec.id, (grass,) * 4)
        for spec in specs:
            if spec.wang == wang:
                wangset.add_tile(spec.id, tuple(material if c else grass for c in spec.corners))
        for name in fulls:
            wangset.add_tile(names[name], (material,) * 4)
        sets.append(wangset)
    return sets


def gen_tileset():
    sheet, specs = terrain.build_terrain()
    text = tileset_xml("terrain", "../../data/art/terrain.png", (sheet.width, sheet.height),
                       terrain.TILE, terrain.COLUMNS, specs, terrain_wangsets(specs))
    write_file(out_path(*TSX_PATH), text)
    markers = waypoint_markers.tileset_xml("../../data/art/waypoints.png",
                                           waypoint_markers.build_sheet())
    write_file(out_path("maps", "tilesets", "waypoints.tsx"), markers)
    for name, (_, tsx) in projected_map.tileset_files().items():
        write_file(out_path("maps", "tilesets", name + ".tsx"), tsx)


def gen_map(force):
    _, specs = terrain.build_terrain()
    text, report = default_map.build_map(specs, "tilesets/terrain.tsx")
    maps = {TMX_PATH[-1]: text}
    campaign, campaign_report = campaign_maps.build_campaign(specs)
    maps.update(campaign)
    for name, text in maps.items():
        path = out_path("maps", name)
        if os.path.exists(path) and not force:
            print(f"  {os.path.relpath(path, ROOT)} exists; kept (pass --map to rewrite it)")
            continue
        write_file(path, text)
    for line in report + campaign_report:
        print("    " + line)


# --------------------------------------------------------------------------- audio

def gen_sounds():
    for name, samples in sfx.build_effects().items():
        write_file(out_path("data", "sounds", name + ".wav"), wav_bytes(samples))


def gen_music():
    data, loop_length = music.build_theme()
    write_file(out_path("data", "music", "theme.ogg"), data)
    print(f"    loop: LOOPSTART=0 LOOPLENGTH={loop_length} samples")
    data, loop_start, loop_length = enemy_music.build_enemy_turn()
    write_file(out_path("data", "music", "enemy_turn.ogg"), data)
    print(f"    loop: LOOPSTART={loop_start} LOOPLENGTH={loop_length} samples")
    for name, data in stingers.build_stingers().items():
        write_file(out_path("data", "music", name), data)
    stems, report = battle_music.build_battle_stems()
    for name, data in stems.items():
        write_file(out_path("data", "music", name), data)
    for line in report:
        print("    " + line)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", action="append", choices=GROUPS,
                        help="generate only this group (repeatable)")
    parser.add_argument("--map", action="store_true", help="rewrite the maps in maps/")
    parser.add_argument("--preview", metavar="DIR", help="also write enlarged preview sheets")
    args = parser.parse_args(argv)
    groups = args.only or GROUPS
    if "music" in groups:
        music.require_encoder()  # fail before writing anything, not half-way through
    steps = {"art": lambda: gen_art(args.preview), "sounds": gen_sounds, "music": gen_music,
             "tileset": gen_tileset, "map": lambda: gen_map(args.map)}
    for group in GROUPS:
        if group in groups:
            print(group + ":")
            steps[group]()
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except music.EncoderMissing as error:
        sys.exit(f"gen_assets: {error}")

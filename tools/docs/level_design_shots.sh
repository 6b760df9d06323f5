#!/usr/bin/env bash
# Makes the pictures of docs/level-design.md from the walkthrough maps in
# docs/level-design/walkthrough/: the editor's view of each step (Tiled's own tmxrasterizer,
# which draws object shapes as the editor does, on a copy with the templates detached by
# `tiled --export-map`, since tmxrasterizer 1.8 draws template instances as bare squares) and
# the game's view of the finished map (heartpath play --headless). Needs Debian's `tiled`.
# Run from anywhere after building the dev preset:
#   tools/docs/level_design_shots.sh [path/to/heartpath]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
heartpath=${1:-$root/build/dev/game/heartpath}
walk=$root/docs/level-design/walkthrough
out=$root/docs/level-design
export QT_QPA_PLATFORM=offscreen  # tmxrasterizer needs no display

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for step in 1-empty 2-units 3-walls 4-patrol 6-objective 7-reinforcements 8-door 9-isometric; do
  tiled --export-map --detach-templates "$walk/$step.tmx" "$work/$step.tmx" 2>/dev/null
  tmxrasterizer --no-smoothing "$work/$step.tmx" "$out/$step-editor.png" 2>/dev/null
done
# The finished map in the game, three seconds into the headless demo: Mira walks round the
# wall to Grub.
env -u DISPLAY -u WAYLAND_DISPLAY "$heartpath" play "$walk/4-patrol.tmx" --headless --mute \
  --seconds 3 --window 960x540 --screenshot "$out/4-patrol-game.png" >/dev/null
# The objective: the panel under the top bar, the Exit on the ground. A script that only looks
# (instead of the demo's attack), and time for the turn's banner to go.
look=$work/look.txt
printf '0.5 hover unit Mira\n' >"$look"
env -u DISPLAY -u WAYLAND_DISPLAY "$heartpath" play "$walk/6-objective.tmx" --headless --mute \
  --script "$look" --seconds 3.5 --window 960x540 --screenshot "$out/6-objective-game.png" \
  >/dev/null
# Reinforcements: the player ends turn 1 at once; on turn 2 the Scout's spot is marked, a turn
# before it comes.
script=$work/end-turn.txt
printf '0.5 end-turn\n' >"$script"
env -u DISPLAY -u WAYLAND_DISPLAY "$heartpath" play "$walk/7-reinforcements.tmx" --headless \
  --mute --script "$script" --seconds 9 --window 960x540 \
  --screenshot "$out/7-reinforcements-game.png" >/dev/null
# The door, closed, with what opens it.
env -u DISPLAY -u WAYLAND_DISPLAY "$heartpath" play "$walk/8-door.tmx" --headless --mute \
  --script "$look" --seconds 3.5 --window 960x540 --screenshot "$out/8-door-game.png" >/dev/null
# The isometric and hexagonal campaign maps, as the editor draws them (until the game's own
# pictures of them replace these).
for map in watchtower fens; do
  tmxrasterizer --no-smoothing "$root/maps/$map.tmx" "$out/$map-editor.png" 2>/dev/null
done
ls -1 "$out"/*.png

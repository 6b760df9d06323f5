#!/usr/bin/env bash
# Regenerates the screenshots in docs/steering/: each scenario map of maps/scenarios/ played
# headless with the steering overlay (F1) on, caught 60% of the way to contact.
# Usage: tools/steering_screenshots.sh [BUILD_DIR]   (default build/release; builds heartpath)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${1:-build/release}
if [[ "$build" == build/release ]]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target heartpath >/dev/null
fi
heartpath="$build/game/heartpath"
mkdir -p docs/steering
demo_start=30  # frames before the headless demo orders its attack (play_command.cpp)
for map in maps/scenarios/*.tmx; do
  name=$(basename "$map" .tmx)
  # The demo pair and the time to contact, from the map and a headless run.
  read -r hero enemy < <(python3 - "$map" <<'PY'
import sys, xml.etree.ElementTree as ET
props = {p.get("name"): p.get("value") for p in ET.parse(sys.argv[1]).getroot().find("properties")}
print(props["demo_hero"], props["demo_enemy"])
PY
)
  # (sim exits 3 on the no-path map; its JSON is printed all the same)
  contact=$( ("$heartpath" sim "$map" --attack "$hero" "$enemy" --json 2>/dev/null || true) |
            python3 -c 'import json,sys; print(json.load(sys.stdin)["seconds_to_contact"])')
  frames=$(python3 -c "print($demo_start + max(20, int(0.6 * float('$contact') * 60)))")
  "$heartpath" play "$map" --headless --mute --overlay steering --window 960x540 \
    --frames "$frames" --screenshot "docs/steering/$name.png" >/dev/null
  echo "docs/steering/$name.png ($hero -> $enemy, frame $frames)"
done

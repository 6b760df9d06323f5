#!/usr/bin/env bash
# Smoke test in the real Tiled (1.8+, run offscreen): loads maps/heartpath.tiled-project from a
# throwaway session, opens a map, prints the Hero/Enemy defaults Tiled resolves from the project,
# saves the map with a misspelt property and runs maps/extensions/heartpath-check.js on it.
# Tiled asks before it runs a project's extensions ("Enable Extensions"), which cannot be
# clicked here, so the extension is installed as a user extension beside a link to tools/.
# Usage: tools/tiled/tiled_smoke.sh [SECONDS] [ORIENTATION]   (Tiled does not quit by itself
# offscreen; it is stopped after SECONDS, default 20. ORIENTATION: orthogonal (the default),
# isometric, staggered or hexagonal, the smoke map's). Exit 0 when every expected line was seen.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=${1:-20}
orientation=${2:-orthogonal}
case $orientation in
  orthogonal | isometric) layout="orientation=\"$orientation\"" ;;
  staggered) layout='orientation="staggered" staggeraxis="y" staggerindex="odd"' ;;
  hexagonal) layout='orientation="hexagonal" hexsidelength="16" staggeraxis="x" staggerindex="even"' ;;
  *) echo "unknown orientation $orientation" >&2; exit 2 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/project" "$work/home/.config/mapeditor.org" "$work/home/.config/tiled/extensions" \
  "$work/home/.local/share/tiled"
cp -r "$root/maps" "$work/project/maps"
ln -s "$root/tools" "$work/project/tools"
ln -s "$root/tools" "$work/home/.config/tools"  # the user extension finds tools/ from its folder
map=$work/project/maps/smoke.tmx
cat > "$map" <<MAP
<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" $layout renderorder="right-down" width="10" height="8" tilewidth="32" tileheight="32" infinite="0" nextlayerid="2" nextobjectid="3">
 <objectgroup id="1" name="units">
  <object id="1" name="Ann" type="Hero" x="40" y="40"><point/></object>
  <object id="2" name="Otto" type="Enemy" x="280" y="40"><point/></object>
 </objectgroup>
</map>
MAP
log=$work/log.txt
cp "$root/maps/extensions/heartpath-check.js" "$work/home/.config/tiled/extensions/zz-heartpath-check.js"
cat > "$work/home/.config/tiled/extensions/smoke.js" <<JS
function smokeLog(text) {
  const f = new TextFile("$log", TextFile.Append);
  f.writeLine(text);
  f.close();
}
tiled.assetOpened.connect(function (asset) {
  if (!asset.isTileMap) return;
  asset.layerAt(0).objects.forEach(function (o) {
    smokeLog("defaults " + o.type + " " + JSON.stringify(o.resolvedProperties()));
  });
  asset.layerAt(0).objects[1].setProperty("hpp", 4);
  tiled.activeAsset = asset;
  tiled.trigger("Save");
  try { heartpathCheck(asset); smokeLog("extension ran"); } catch (e) { smokeLog("extension threw " + e); }
  heartpathSelect(asset.fileName, 2);
  smokeLog("selected " + asset.selectedObjects.map(function (o) { return o.id; }).join(","));
});
JS
printf '{\n "activeFile": "%s",\n "openFiles": ["%s"],\n "project": "%s"\n}\n' "$map" "$map" \
  "$work/project/maps/heartpath.tiled-project" > "$work/home/.local/share/tiled/smoke.tiled-session"
printf '[Install]\nRunCount=5\nFirstRun=2026-01-01\nDisplayNews=false\nCheckForUpdates=false\n[Project]\nLastSession=%s\n[Startup]\nRestorePreviousSession=true\n' \
  "$work/home/.local/share/tiled/smoke.tiled-session" > "$work/home/.config/mapeditor.org/tiled.conf"
calls=$work/calls.txt
cat > "$work/heartpath" <<SH
#!/bin/sh
echo "heartpath \$*" >> "$calls"
exec "$root/build/dev/game/heartpath" "\$@"
SH
chmod +x "$work/heartpath"
HOME=$work/home XDG_CONFIG_HOME=$work/home/.config HEARTPATH_BIN=$work/heartpath \
  QT_QPA_PLATFORM=offscreen timeout "$seconds" tiled --new-instance >/dev/null 2>&1
cat "$log" "$calls" 2>/dev/null
ok=0
grep -q '^defaults Hero {"arrives_on_turn":0,"arrives_when_entered":"","attack":3,"color":"","hp":10,"speed":96,"sprite":{"url":""}}$' "$log" || ok=1
grep -q '^defaults Enemy {"aggro_range":0,"arrives_on_turn":0,"arrives_when_entered":"","attack":3,"color":"","hp":10,"patrol":{"id":0},"speed":96,"sprite":{"url":""}}$' "$log" || ok=1
grep -q '^extension ran$' "$log" || ok=1
grep -q '^selected 2$' "$log" || ok=1
grep -q "check --format json $map" "$calls" || ok=1
grep -q 'name="hpp"' "$map" || ok=1
[[ $ok == 0 ]] && echo "tiled smoke ($orientation): ok" || echo "tiled smoke ($orientation): FAILED"
exit $ok

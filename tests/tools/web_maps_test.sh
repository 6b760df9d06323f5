#!/usr/bin/env bash
# tools/web --maps DIR refuses a folder the page would play wrongly, before building anything: a
# tileset image outside DIR (named with its file, line and map), and a map the game's check
# rejects (check's messages shown); a good folder is staged with only what its maps use, its own
# music and sounds, and the start of its campaign as the first map. Runs copies of the scripts in
# a scratch tree (so nothing is written to the checkout) with the built game as HEARTPATH_BIN.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export HEARTPATH_BIN=${1:?usage: web_maps_test.sh HEARTPATH_BINARY}
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/tools/browser"
cp "$repo/tools/web" "$tree/tools/"
cp "$repo/tools/browser/web_maps.py" "$repo/tools/browser/web_maps_steps.sh" "$tree/tools/browser/"
fail() { echo "web_maps_test: $1" >&2; exit 1; }

# --help says how the binary is found, naming HEARTPATH_BIN without needing it set.
env -u HEARTPATH_BIN "$tree/tools/web" --help | grep -q 'HEARTPATH_BIN' || fail "--help fails"

# A designer's folder: ford.tmx leads to abbey.tmx; the tileset and its image copied in.
folder() {  # folder NAME: DIR with the two maps, their tileset and image
  local dir="$tree/$1"
  mkdir -p "$dir/tilesets" "$dir/art" "$dir/drafts"
  sed 's/value="crossroads.tmx"/value="abbey.tmx"/' "$repo/maps/bridge.tmx" >"$dir/ford.tmx"
  sed '/name="next_map"/d' "$repo/maps/chapel.tmx" >"$dir/abbey.tmx"
  sed 's#../../data/art/#../art/#' "$repo/maps/tilesets/terrain.tsx" >"$dir/tilesets/terrain.tsx"
  cp "$repo/data/art/terrain.png" "$dir/art/"
  cp "$dir/ford.tmx" "$dir/drafts/unused.tmx"
}

# A tileset whose image is outside the folder: refused, naming the tileset's line and the map.
folder outside
sed -i 's#../art/#../../elsewhere/#' "$tree/outside/tilesets/terrain.tsx"
mkdir -p "$tree/elsewhere" && cp "$repo/data/art/terrain.png" "$tree/elsewhere/"  # check passes it
out=$("$tree/tools/web" --maps "$tree/outside" 2>&1) && fail "packed a folder using a file outside it"
grep -q 'outside/tilesets/terrain.tsx:3: error: image "../../elsewhere/terrain.png" (used by .*outside/\(ford\|abbey\).tmx) is outside' <<<"$out" ||
  fail "the refusal does not name the tileset's line, the image and the map: $out"
[[ ! -e $tree/build/web-maps ]] || fail "staged a refused folder"

# A map check rejects: refused with check's own message.
folder rejected
sed -i 's/name="hp" type="int"/name="hpp" type="int"/' "$tree/rejected/abbey.tmx"
out=$("$tree/tools/web" --maps "$tree/rejected" 2>&1) && fail "packed a map check rejects"
grep -q 'rejected/abbey.tmx:[0-9]*: error: .*"hpp".*did you mean "hp"' <<<"$out" ||
  fail "check's message is not shown: $out"
grep -q "check rejects the maps of" <<<"$out" || fail "the refusal does not say check rejected: $out"

# A good folder with its own music: only what the maps use is staged; the page opens ford.tmx,
# the start of the campaign, though abbey.tmx comes first by name.
folder good
mkdir -p "$tree/good/music"
cp "$repo/data/music/theme.ogg" "$tree/good/music/"
echo '{"moments": {"title": {"track": "theme.ogg"}}}' >"$tree/good/music/music.json"
"$HEARTPATH_BIN" check --music "$tree/good/music" "$tree/good/ford.tmx" "$tree/good/abbey.tmx" >/dev/null ||
  fail "the good folder does not pass check"
/usr/bin/python3 "$tree/tools/browser/web_maps.py" stage "$tree/good" "$tree/stage" >/dev/null
staged=$(cd "$tree/stage" && find . -type f | sort | tr '\n' ' ')
expected="./first_map ./maps/abbey.tmx ./maps/art/terrain.png ./maps/ford.tmx ./maps/tilesets/terrain.tsx ./music/music.json ./music/theme.ogg ./packed.list "
[[ $staged == "$expected" ]] || fail "staged: $staged; expected: $expected"
[[ $(<"$tree/stage/first_map") == ford.tmx ]] || fail "the page opens $(<"$tree/stage/first_map")"
echo "web_maps_test: ok"

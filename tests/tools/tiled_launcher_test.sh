#!/bin/sh
# tools/tiled/heartpath.sh (how Tiled runs the game) picks the newest of the checkout's builds:
# tools/play's build/play, build/dev, build/release; HEARTPATH_BIN overrides them; with none it
# says how to build one. Run on a copy of the script in a scratch tree with stand-in binaries.
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)/tools/tiled/heartpath.sh
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/tools/tiled"
cp "$src" "$tree/tools/tiled/heartpath.sh"
fail() { echo "tiled_launcher_test: $1" >&2; exit 1; }
stand_in() {  # stand_in DIR: a binary that says which build it is
  mkdir -p "$tree/build/$1/game"
  printf '#!/bin/sh\necho %s "$@"\n' "$1" >"$tree/build/$1/game/heartpath"
  chmod +x "$tree/build/$1/game/heartpath"
}
run() { PATH=/usr/bin:/bin "$tree/tools/tiled/heartpath.sh" "$@"; }

# None built: exit 127 and the advice.
out=$(run check x.tmx 2>&1) && fail "ran with no build: $out"
echo "$out" | grep -q "tools/play" || fail "no advice: $out"
# Only tools/play's build.
stand_in play
[ "$(run check x.tmx)" = "play check x.tmx" ] || fail "did not find build/play: $(run check x.tmx)"
# A dev build made later wins; then a play build made later still.
sleep 1; stand_in dev
[ "$(run check)" = "dev check" ] || fail "the newer dev build was not used: $(run check)"
sleep 1; touch "$tree/build/play/game/heartpath"
[ "$(run check)" = "play check" ] || fail "the newer play build was not used: $(run check)"
# HEARTPATH_BIN overrides them all.
[ "$(HEARTPATH_BIN="$tree/build/dev/game/heartpath" run check)" = "dev check" ] ||
  fail "HEARTPATH_BIN was not used"
echo "tiled_launcher_test: ok"

#!/bin/sh
# Runs the heartpath binary for Tiled (the "Play in Heartpath" command and the check extension).
# Which binary: $HEARTPATH_BIN if set, else this checkout's dev build (build/dev/game/heartpath,
# i.e. ../build/dev/game/heartpath from the project in maps/), else `heartpath` on PATH.
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ -n "${HEARTPATH_BIN:-}" ]; then
  bin=$HEARTPATH_BIN
elif [ -x "$root/build/dev/game/heartpath" ]; then
  bin=$root/build/dev/game/heartpath
elif command -v heartpath >/dev/null 2>&1; then
  bin=heartpath
else
  echo "heartpath: no game binary: build it (cmake --build --preset dev) or set HEARTPATH_BIN" >&2
  exit 127
fi
exec "$bin" "$@"

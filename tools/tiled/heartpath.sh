#!/bin/sh
# Runs the heartpath binary for Tiled (the "Play in Heartpath" command and the check extension).
# Which binary: $HEARTPATH_BIN if set, else the newest of this checkout's builds (tools/play's
# build/play, the dev preset's build/dev, the release preset's build/release: whichever was
# built last is what the designer is working with), else `heartpath` on PATH.
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=
if [ -n "${HEARTPATH_BIN:-}" ]; then
  bin=$HEARTPATH_BIN
else
  for candidate in "$root/build/play/game/heartpath" "$root/build/dev/game/heartpath" \
                   "$root/build/release/game/heartpath"; do
    [ -x "$candidate" ] || continue
    if [ -z "$bin" ] || [ "$candidate" -nt "$bin" ]; then bin=$candidate; fi
  done
  if [ -z "$bin" ] && command -v heartpath >/dev/null 2>&1; then bin=heartpath; fi
fi
if [ -z "$bin" ]; then
  echo "heartpath: no game binary: run tools/play (or cmake --build --preset dev), or set HEARTPATH_BIN" >&2
  exit 127
fi
exec "$bin" "$@"

#!/usr/bin/env bash
# Installs the Debian packages Heartpath needs, in groups: `tools/setup.sh play` installs what
# building and playing need (tools/play), `tools/setup.sh test` adds what the tests, benchmarks
# and fuzzers need (tools/test), `tools/setup.sh web` what the browser build and its test need
# (tools/browser/web_deps.sh). The one list of packages is here.
# Prints one line per group; apt's own output goes to a log whose path it prints, shown in full
# when the install fails. Runs as root or through sudo; installs nothing that is already there.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# group name, then what it is for, then its packages.
group_build=(build "compiler and build tools"
  build-essential cmake ninja-build pkg-config)
group_libraries=(libraries "SDL2, SDL2_image, SDL2_mixer, SDL2_ttf, tinyxml2, pugixml, JSON, simdjson, zlib, zstd, libdeflate"
  libsdl2-dev libsdl2-image-dev libsdl2-mixer-dev libsdl2-ttf-dev libvorbis-dev
  libflac-dev
  libtinyxml2-dev nlohmann-json3-dev zlib1g-dev libzstd-dev libdeflate-dev
  libpugixml-dev libsimdjson-dev)
group_font=(font "the HUD's font, and fallbacks for CJK, symbols and emoji"
  fonts-dejavu-core fonts-wqy-microhei fonts-symbola)
group_test_libraries=(test-libraries "GoogleTest, GoogleMock, Google Benchmark, clang-format"
  libgtest-dev libgmock-dev libbenchmark-dev clang-format)
group_window=(window "a real X window for the window tests: Xvfb, xdotool, ImageMagick"
  xvfb xdotool imagemagick)
# oggenc encodes data/music (tools/gen_assets.py) and, with vorbiscomment, the audio tests'
# tagged fixtures; sox is how docs/composing.md checks levels and captured output.
group_audio_tools=(audio-tools "vorbis-tools and sox for the audio tests"
  vorbis-tools sox)
# clang's libFuzzer, and Tiled, the reference renderer and loader the tests compare against.
group_fuzz_and_tiled=(fuzz-and-tiled "clang with libFuzzer, and Tiled (tmxrasterizer)"
  clang libclang-rt-14-dev tiled)

# The browser build: Debian's emscripten (em++, emcmake, clang 14, binaryen) compiles the game and
# the libraries, whose sources come from `apt-get source` (dpkg-dev unpacks them). emscripten's JS
# optimiser needs Debian's acorn module (node-acorn; see tools/browser/README.md). libdeflate's
# Debian source builds with make only. The page packs the HUD font (fonts-dejavu-core) cut down
# to the characters a page may show, by fonttools' pyftsubset (tools/browser/web_font.sh).
group_web=(web "emscripten, node-acorn, dpkg-dev, make, the HUD font and fonttools for the browser build"
  emscripten node-acorn dpkg-dev make fonts-dejavu-core python3-fonttools)
# The browser test: Debian's Chromium, headless, driven over its DevTools protocol (a websocket).
group_browser=(browser "Chromium and a DevTools protocol client for the browser test"
  chromium python3-websocket)

case "${1:-test}" in
  play) groups=(group_build group_libraries group_font) ;;
  test) groups=(group_build group_libraries group_font group_test_libraries group_window
                group_audio_tools group_fuzz_and_tiled) ;;
  web) groups=(group_build group_web group_browser) ;;
  -h | --help)
    echo "usage: tools/setup.sh [play|test|web]   (default: test, which includes play)"
    echo "  play  build and play the game          test  play's, plus the tests' tools"
    echo "  web   build the game for the browser and test it there (emscripten, chromium)"
    exit 0 ;;
  *)
    echo "setup: unknown group set '$1': use play, test or web" >&2
    exit 2 ;;
esac

installed() {
  [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" == "install ok installed" ]]
}

source "$root/tools/as_root.sh"
mkdir -p "$root/build"
log="$root/build/setup.log"
updated=no

for name in "${groups[@]}"; do
  declare -n group="$name"
  label=${group[0]} purpose=${group[1]}
  missing=()
  for p in "${group[@]:2}"; do installed "$p" || missing+=("$p"); done
  if [[ ${#missing[@]} -eq 0 ]]; then
    echo "setup: $label: installed ($purpose)"
    continue
  fi
  if [[ "${sudo[*]}" == false ]]; then
    echo "setup: $label: need root or sudo to install ${missing[*]}" >&2
    exit 1
  fi
  printf 'setup: %s: installing %d package(s) (%s) ... ' "$label" "${#missing[@]}" "$purpose"
  started=$SECONDS
  export DEBIAN_FRONTEND=noninteractive
  # Another apt (a second session on the same machine) holding the lock is waited for, not failed.
  wait_for_lock=(-o DPkg::Lock::Timeout=600)
  if { [[ $updated == yes ]] || "${sudo[@]}" apt-get "${wait_for_lock[@]}" update; } >>"$log" 2>&1 &&
     "${sudo[@]}" apt-get "${wait_for_lock[@]}" install -y --no-install-recommends "${missing[@]}" \
       >>"$log" 2>&1; then
    updated=yes
    echo "done in $((SECONDS - started)) s (log: $log)"
  else
    echo "failed"
    echo "setup: $label: apt-get failed installing ${missing[*]}; its log ($log):" >&2
    cat "$log" >&2
    exit 1
  fi
done

#!/usr/bin/env bash
# Installs every Debian package that building, testing and playing Heartpath needs.
# Runs as root or through sudo; does nothing when everything is already installed.
set -euo pipefail

packages=(
  # build
  build-essential cmake ninja-build pkg-config clang-format
  # libraries (the -dev packages pull in the runtime libraries the game needs)
  libsdl2-dev libsdl2-image-dev libsdl2-mixer-dev libsdl2-ttf-dev
  libtinyxml2-dev nlohmann-json3-dev zlib1g-dev libzstd-dev
  # the HUD font
  fonts-dejavu-core
  # tests and benchmarks (a real X window for the click test: Xvfb, xdotool, ImageMagick)
  libgtest-dev libgmock-dev libbenchmark-dev xvfb xdotool imagemagick
  # music: oggenc encodes data/music (tools/gen_assets.py) and, with vorbiscomment, the audio
  # tests' tagged fixtures; sox is how docs/composing.md checks levels and captured output
  vorbis-tools sox
  # fuzzing (clang's libFuzzer) and the reference renderer the drawing is compared with
  clang libclang-rt-14-dev tiled
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "setup: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "setup: need root or sudo to install: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"

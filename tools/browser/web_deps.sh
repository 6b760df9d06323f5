#!/usr/bin/env bash
# Builds every library the game links, for the browser, from Debian's source packages: installs
# emscripten and the rest (tools/setup.sh web), adds a deb-src line for the archive the machine
# already uses, fetches each source with `apt-get source`, and builds it with Debian's emcmake (or
# emmake) as a static -O2 library into build/web-deps/prefix, in dependency order. Nothing else
# is downloaded: no emscripten port (-sUSE_SDL and the like) is used.
# One line per step; each library's full log in build/web-deps/logs/<lib>.log. A stamp per
# library (its source version, the flags, its recipe and its dependencies' stamps) means a second
# run rebuilds nothing. --smoke then links tools/browser/smoke.cpp against the prefix.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here="$root/tools/browser"

usage() {
  cat <<EOF
usage: tools/browser/web_deps.sh [--smoke] [--help]
  Builds the game's libraries for the browser into build/web-deps/prefix (cached: a second
  run rebuilds nothing). Sources: build/web-deps/src, logs: build/web-deps/logs.
  build/web-deps links to the user's cache, ~/.cache/heartpath/web-deps (HEARTPATH_WEB_DEPS
  names another folder), shared by every clone.
  --smoke   then build tools/browser/smoke/ (smoke.cpp) against the prefix into build/web-deps/smoke
EOF
}

smoke=no
for arg in "$@"; do
  case "$arg" in
    --smoke) smoke=yes ;;
    -h | --help) usage; exit 0 ;;
    *) echo "web_deps: unknown argument '$arg'" >&2; usage >&2; exit 2 ;;
  esac
done

# The libraries are the same for every clone of the game, so they are built once into the
# user's cache (HEARTPATH_WEB_DEPS, else ~/.cache/heartpath/web-deps), which build/web-deps
# links to: a fresh clone (CI's) does not spend ten minutes building them again. The real path
# is used from here on, since the libraries' .pc files keep the prefix they were built for.
link="$root/build/web-deps"
if [[ ! -e $link && ! -L $link ]]; then
  cache="${HEARTPATH_WEB_DEPS:-${XDG_CACHE_HOME:-$HOME/.cache}/heartpath/web-deps}"
  mkdir -p "$cache" "$root/build"
  ln -s "$cache" "$link"
fi
out=$(readlink -f "$link")
mkdir -p "$out"
# Two clones building at once would write the same files: the second waits for the first.
exec 9>"$out/lock"
if ! flock -n 9; then
  echo "web_deps: another build of the libraries holds $out/lock; waiting for it"
  flock 9
fi
src_root="$out/src"
build_root="$out/build"
prefix="$out/prefix"
logs="$out/logs"
stamps="$out/stamps"
mkdir -p "$src_root" "$build_root" "$prefix" "$logs" "$stamps"

# The flags every library is compiled with; part of each stamp, so changing them rebuilds all.
opt_flags="-O2"
jobs=2  # the machine's two cores are shared: -j2 at most, and nice

# Debian's emscripten runs its JS optimiser on a node that may not be Debian's; acorn (and the
# other modules it needs) are found only in Debian's node module folder.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
# emcmake/emconfigure point pkg-config at emscripten's sysroot; this adds the prefix.
export EM_PKG_CONFIG_PATH="$prefix/lib/pkgconfig:$prefix/share/pkgconfig"

fail() {  # step, log
  echo "failed"
  echo "web_deps: $1 failed; its full log: $2" >&2
  exit 1
}

# --- packages --------------------------------------------------------------------------------
"$root/tools/setup.sh" web

source "$root/tools/as_root.sh"

# --- sources ---------------------------------------------------------------------------------
# Source package, then the library names built from it (see build_order below).
source_packages=(zlib libpng1.6 libogg libvorbis flac libsamplerate freetype libsdl2
  libsdl2-image libsdl2-mixer libsdl2-ttf libzstd libdeflate pugixml simdjson nlohmann-json3
  tinyxml2)

deb_src_file=/etc/apt/sources.list.d/heartpath-deb-src.sources
apt_log="$logs/apt-source.log"

# Writes the deb-src file (the same archives as debian.sources) when it is missing or differs.
enable_deb_src() {
  local wanted
  wanted=$("$here/deb_src_sources.sh")
  if [[ -r $deb_src_file && "$(cat "$deb_src_file")" == "$wanted" ]]; then
    return 1
  fi
  if [[ "${sudo[*]}" == false ]]; then
    echo "web_deps: need root or sudo to write $deb_src_file" >&2
    exit 1
  fi
  printf '%s\n' "$wanted" | "${sudo[@]}" tee "$deb_src_file" >/dev/null
}

# The directory a package's source was unpacked into, from the stamp `apt-get source` left.
source_dir() {
  local package=$1
  [[ -r "$src_root/$package/.unpacked" ]] || return 1
  echo "$src_root/$package/$(sed -n 2p "$src_root/$package/.unpacked")"
}

source_version() {
  sed -n 1p "$src_root/$1/.unpacked"
}

# apt-get source, newest version first; a version the archive lists but no longer serves (a
# security update's source missing from a mirror) falls back to the next one.
# Sets not_served to the versions skipped that way.
fetch_source() {
  local package=$1 dir="$src_root/$package" version
  not_served=()
  rm -rf "$dir" && mkdir -p "$dir"
  for version in $(apt-cache showsrc "$package" | awk '/^Version:/ {print $2}' | sort -rV); do
    if (cd "$dir" && apt-get source "$package=$version") >>"$apt_log" 2>&1; then
      local unpacked
      unpacked=$(cd "$dir" && find . -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | head -1)
      [[ -n $unpacked ]] || return 1
      printf '%s\n%s\n' "$version" "$unpacked" >"$dir/.unpacked"
      return 0
    fi
    echo "web_deps: $package $version could not be fetched; trying an older version" >>"$apt_log"
    not_served+=("$version")
    find "$dir" -mindepth 1 -delete
  done
  return 1
}

missing_sources=()
for package in "${source_packages[@]}"; do
  source_dir "$package" >/dev/null || missing_sources+=("$package")
done
if [[ ${#missing_sources[@]} -eq 0 ]]; then
  echo "web_deps: sources: all ${#source_packages[@]} unpacked in $src_root"
else
  printf 'web_deps: sources: deb-src for the configured archive, apt-get update ... '
  started=$SECONDS
  enable_deb_src || true
  "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update >>"$apt_log" 2>&1 || fail "apt-get update" "$apt_log"
  echo "done in $((SECONDS - started)) s"
  for package in "${missing_sources[@]}"; do
    printf 'web_deps: source %s ... ' "$package"
    started=$SECONDS
    fetch_source "$package" || fail "apt-get source $package" "$apt_log"
    skipped=""
    [[ ${#not_served[@]} -eq 0 ]] ||
      skipped=" (newer ${not_served[*]} listed but not served by the mirror; log: $apt_log)"
    echo "$(source_version "$package") in $((SECONDS - started)) s$skipped"
  done
fi

# --- building --------------------------------------------------------------------------------
# Configures, builds and installs a CMake project (its source folder, then its own -D options).
cmake_library() {
  local source=$1 build=$2
  shift 2
  emcmake cmake -S "$source" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE="$opt_flags -DNDEBUG" -DCMAKE_CXX_FLAGS_RELEASE="$opt_flags -DNDEBUG" \
    -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_INSTALL_LIBDIR=lib \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_ROOT_PATH="$prefix" \
    -DBUILD_SHARED_LIBS=OFF "$@"
  nice cmake --build "$build" -j "$jobs"
  cmake --install "$build"
}

source "$here/web_deps_recipes.sh"

# Each library, after the ones it needs: name, source package, the libraries it is built against.
build_order=(
  "zlib zlib"
  "libpng libpng1.6 zlib"
  "libogg libogg"
  "libvorbis libvorbis libogg"
  "flac flac libogg"
  "libsamplerate libsamplerate"
  "freetype freetype zlib"
  "sdl2 libsdl2 libsamplerate"
  "sdl2_image libsdl2-image sdl2 libpng"
  "sdl2_mixer libsdl2-mixer sdl2 libvorbis flac"
  "sdl2_ttf libsdl2-ttf sdl2 freetype"
  "zstd libzstd"
  "libdeflate libdeflate"
  "pugixml pugixml"
  "simdjson simdjson"
  "nlohmann_json nlohmann-json3"
  "tinyxml2 tinyxml2"
)

# What a library's build depends on: its source version, the flags, its recipe (the function's
# text) and its dependencies' stamps, so a change to any of them rebuilds it and what needs it.
stamp_text() {
  local lib=$1 package=$2
  shift 2
  echo "source $package $(source_version "$package")"
  echo "flags $opt_flags"
  echo "recipe $(declare -f "build_$lib" | sha256sum | cut -d' ' -f1)"
  local dep
  for dep in "$@"; do echo "needs $dep $(sha256sum <"$stamps/$dep" | cut -d' ' -f1)"; done
}

rebuilt=0
for entry in "${build_order[@]}"; do
  read -r lib package deps <<<"$entry"
  # shellcheck disable=SC2086  # deps is a word list
  wanted=$(stamp_text "$lib" "$package" $deps)
  if [[ -r "$stamps/$lib" && "$(cat "$stamps/$lib")" == "$wanted" ]]; then
    echo "web_deps: $lib: up to date ($(source_version "$package"))"
    continue
  fi
  log="$logs/$lib.log"
  printf 'web_deps: %s: building %s ... ' "$lib" "$(source_version "$package")"
  started=$SECONDS
  rm -f "$stamps/$lib"
  rm -rf "${build_root:?}/$lib"
  source=$(source_dir "$package")
  # errexit is off inside an `if` condition, so the recipe runs in its own subshell with it on:
  # its first failing command ends it.
  set +e
  (set -ex; "build_$lib" "$source" "$build_root/$lib") >"$log" 2>&1
  status=$?
  set -e
  [[ $status -eq 0 ]] || fail "building $lib" "$log"
  printf '%s\n' "$wanted" >"$stamps/$lib"
  rebuilt=$((rebuilt + 1))
  echo "done in $((SECONDS - started)) s"
done
echo "web_deps: prefix: $prefix ($(du -sh "$prefix" | cut -f1), $rebuilt rebuilt)"

# --- smoke check -----------------------------------------------------------------------------
if [[ $smoke == yes ]]; then
  log="$logs/smoke.log"
  printf 'web_deps: smoke: building tools/browser/smoke against the prefix ... '
  started=$SECONDS
  rm -rf "$out/smoke-build"
  set +e
  (set -ex
   emcmake cmake -S "$here/smoke" -B "$out/smoke-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
     -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_ROOT_PATH="$prefix" \
     -DSMOKE_OUTPUT_DIR="$out/smoke"
   nice cmake --build "$out/smoke-build" -j "$jobs") >"$log" 2>&1
  status=$?
  set -e
  [[ $status -eq 0 ]] || fail "the smoke build" "$log"
  echo "done in $((SECONDS - started)) s: $out/smoke/smoke.html"
fi

# Finds every external dependency from Debian's packages. Nothing is downloaded or vendored:
# when something is missing, configuration stops and names the package to install
# (tools/setup.sh installs all of them).

# Stops configuration with a message naming the Debian package that provides `what`.
function(heartpath_require found what package)
  if(NOT ${found})
    message(FATAL_ERROR
      "Heartpath needs ${what}, which was not found.\n"
      "Install it with:  sudo apt-get install ${package}\n"
      "(or run tools/setup.sh, which installs every package the build needs)")
  endif()
endfunction()

# pkg-config finds the libraries that ship no CMake package (libdeflate, libvorbisfile, libFLAC).
find_package(PkgConfig QUIET)
heartpath_require(PkgConfig_FOUND "pkg-config" pkg-config)
if(EMSCRIPTEN)
  # The browser build links the static libraries tools/browser/web_deps.sh builds: with their
  # own dependencies (libFLAC's libogg) from pkg-config's private lists.
  set(PKG_CONFIG_ARGN --static)
endif()

if(HEARTPATH_BUILD_GAME)
find_package(SDL2 CONFIG QUIET)
heartpath_require(SDL2_FOUND "SDL2" libsdl2-dev)
find_package(SDL2_image CONFIG QUIET)
heartpath_require(SDL2_image_FOUND "SDL2_image" libsdl2-image-dev)
find_package(SDL2_mixer CONFIG QUIET)
heartpath_require(SDL2_mixer_FOUND "SDL2_mixer" libsdl2-mixer-dev)
find_package(SDL2_ttf CONFIG QUIET)
heartpath_require(SDL2_ttf_FOUND "SDL2_ttf" libsdl2-ttf-dev)

# libvorbisfile and libFLAC: music decoded on the track loader's thread without
# SDL_mixer's device lock (engine/audio/native_decoder).
if(PkgConfig_FOUND)
  pkg_check_modules(VORBISFILE QUIET IMPORTED_TARGET vorbisfile)
  pkg_check_modules(FLAC QUIET IMPORTED_TARGET flac)
endif()
heartpath_require(VORBISFILE_FOUND "libvorbisfile" libvorbis-dev)
heartpath_require(FLAC_FOUND "libFLAC" libflac-dev)
endif()
# tinyxml2: the render tests read their reference map with it, apart from the loader (pugixml).
find_package(tinyxml2 CONFIG QUIET)
heartpath_require(tinyxml2_FOUND "tinyxml2" libtinyxml2-dev)
find_package(nlohmann_json 3.10 CONFIG QUIET)
heartpath_require(nlohmann_json_FOUND "nlohmann-json" nlohmann-json3-dev)
find_package(ZLIB QUIET)
heartpath_require(ZLIB_FOUND "zlib" zlib1g-dev)
find_package(zstd CONFIG QUIET)
heartpath_require(zstd_FOUND "zstd" libzstd-dev)
# libdeflate: zlib and gzip tile data inflated in one call into a buffer of the known size.
pkg_check_modules(LIBDEFLATE QUIET IMPORTED_TARGET libdeflate)
heartpath_require(LIBDEFLATE_FOUND "libdeflate" libdeflate-dev)
# pugixml: TMX/TSX/TX parsing in place, about six times tinyxml2's speed on a large map.
find_package(pugixml CONFIG QUIET)
heartpath_require(pugixml_FOUND "pugixml" libpugixml-dev)
# simdjson: Tiled JSON maps parsed at memory speed (nlohmann's lexer alone took longer than
# decoding a large map's tile data).
find_package(simdjson CONFIG QUIET)
heartpath_require(simdjson_FOUND "simdjson" libsimdjson-dev)

# The browser build's prefix has static libraries only: they get the names the engine links.
include(${CMAKE_CURRENT_LIST_DIR}/static_targets.cmake)

if(HEARTPATH_BUILD_TESTS)
  find_package(GTest CONFIG QUIET)
  heartpath_require(GTest_FOUND "GoogleTest" "libgtest-dev libgmock-dev")
endif()
if(HEARTPATH_BUILD_BENCHMARKS)
  find_package(benchmark CONFIG QUIET)
  heartpath_require(benchmark_FOUND "Google Benchmark" libbenchmark-dev)
endif()

# The font the HUD draws names with; installed by fonts-dejavu-core (Latin, Greek, Cyrillic).
set(HEARTPATH_SYSTEM_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    CACHE FILEPATH "TrueType font for unit names and HUD text")
# Fonts for the characters it lacks, tried in order: CJK (fonts-wqy-microhei), then symbols and
# emoji (fonts-symbola). A missing one only means boxes for what it alone has (check says so).
set(HEARTPATH_FALLBACK_FONTS
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc;/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"
    CACHE STRING "Fallback fonts for characters the HUD font lacks (a ;-separated list)")
string(REPLACE ";" ":" HEARTPATH_FALLBACK_FONTS_PATH "${HEARTPATH_FALLBACK_FONTS}")

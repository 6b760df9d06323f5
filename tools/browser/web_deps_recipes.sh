# How each library is built for the browser: one function per library, sourced by web_deps.sh
# (which provides cmake_library, prefix, opt_flags and jobs). Each takes the unpacked Debian
# source folder and a fresh build folder, and installs into the prefix. Only what the game uses
# is built: no programs, tests, examples or documentation, and no optional dependency the game
# does not need. A function's text is part of its library's stamp: editing it rebuilds it.
# shellcheck shell=bash

build_zlib() {
  # zlib's CMake file always adds its shared library too, which emscripten builds as a second
  # static libz.a; its own configure script builds the static library alone.
  cp -a "$1/." "$2"
  cd "$2"
  CFLAGS="$opt_flags" emconfigure ./configure --static --prefix="$prefix"
  # With --static, `install` builds and installs libz.a, its headers and zlib.pc only.
  nice emmake make -j "$jobs" install
}

build_libpng() {
  cmake_library "$1" "$2" -DPNG_SHARED=OFF -DPNG_STATIC=ON -DPNG_TESTS=OFF -DPNG_EXECUTABLES=OFF \
    -DPNG_HARDWARE_OPTIMIZATIONS=OFF -Dld-version-script=OFF
}

build_libogg() {
  # libogg picks its integer types with check_type_size, which reads the sizes out of the test
  # program it links; emscripten's program is a .js whose .wasm holds them, so every check comes
  # back empty ("No 16 bit type found"). The sizes are wasm32's, given as the checks' results.
  local sizes=() type_size
  for type_size in INT16:2 UINT16:2 U_INT16:2 INT32:4 UINT32:4 U_INT32:4 INT64:8 SHORT:2 INT:4 \
      LONG:4 LONG_LONG:8; do
    sizes+=("-DHAVE_${type_size%%:*}_SIZE=TRUE" "-D${type_size%%:*}_SIZE=${type_size##*:}")
  done
  cmake_library "$1" "$2" -DINSTALL_DOCS=OFF -DBUILD_TESTING=OFF "${sizes[@]}"
}

build_libvorbis() {
  cmake_library "$1" "$2" -DBUILD_TESTING=OFF
}

build_flac() {
  # libFLAC alone (the game decodes with its C API); Ogg FLAC through libogg.
  cmake_library "$1" "$2" -DBUILD_PROGRAMS=OFF -DBUILD_EXAMPLES=OFF -DBUILD_TESTING=OFF \
    -DBUILD_DOCS=OFF -DINSTALL_MANPAGES=OFF -DBUILD_CXXLIBS=OFF -DWITH_OGG=ON \
    -DWITH_STACK_PROTECTOR=OFF
}

build_libsamplerate() {
  # The fastest sinc filter only: the game asks SDL for "fast" (engine/audio/audio.cpp), and a
  # page has no environment to ask for another. The best filter's table alone is 1.3 MB of the
  # page's .wasm, the medium one's 90 KB; SDL falls back to its own resampler if a mode's filter
  # is missing (src_new fails), it does not fail.
  cmake_library "$1" "$2" -DBUILD_TESTING=OFF -DLIBSAMPLERATE_EXAMPLES=OFF \
    -DLIBSAMPLERATE_ENABLE_SINC_BEST_CONVERTER=OFF -DLIBSAMPLERATE_ENABLE_SINC_MEDIUM_CONVERTER=OFF
}

build_freetype() {
  # zlib for compressed fonts; no HarfBuzz, Brotli (WOFF2), bzip2 or PNG (colour emoji bitmaps):
  # the game's fonts need none of them.
  # Only the modules the page's one font needs are registered, so the linker leaves the rest
  # out (about 300 KB of the .wasm): the page's HUD font is TrueType (DejaVu), drawn with light
  # hinting, which is the auto-hinter's (autofit), and antialiased (smooth). Not registered:
  # Type 1, CFF, CID, Type 42, PFR, Windows FNT, PCF and BDF fonts, their PostScript helpers
  # (psaux, pshinter, psnames: glyph names), the monochrome rasteriser, SDF and SVG renderers.
  mkdir -p "$2"
  cp -a "$1/." "$2/source"
  cat >"$2/source/include/freetype/config/ftmodule.h" <<'EOF_MODULES'
/* Written by tools/browser/web_deps_recipes.sh: the modules the page's TrueType font needs. */
FT_USE_MODULE( FT_Module_Class, autofit_module_class )
FT_USE_MODULE( FT_Driver_ClassRec, tt_driver_class )
FT_USE_MODULE( FT_Module_Class, sfnt_module_class )
FT_USE_MODULE( FT_Renderer_Class, ft_smooth_renderer_class )
EOF_MODULES
  cmake_library "$2/source" "$2/build" -DFT_REQUIRE_ZLIB=ON -DFT_DISABLE_HARFBUZZ=ON \
    -DFT_DISABLE_BROTLI=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON
}

build_sdl2() {
  # libsamplerate linked in, not loaded at run time (a page cannot dlopen it): SDL's own
  # resampler damages music at any rate but the device's (issue 30), and browsers mostly run
  # their audio at 48 kHz.
  cmake_library "$1" "$2" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DSDL_LIBSAMPLERATE=ON -DSDL_LIBSAMPLERATE_SHARED=OFF
  grep -q '^#define HAVE_LIBSAMPLERATE_H 1' "$prefix/include/SDL2/SDL_config.h"
  # SDL 2.26 links libsamplerate into its static library through a build-only target, so neither
  # its installed CMake package nor sdl2.pc says that SDL2::SDL2-static needs it: a program
  # linking SDL would miss src_new, src_process and src_delete. Both are told here.
  # SDL's Emscripten audio calls two functions of emscripten's JS library, which a page includes
  # only when asked (emscripten's own SDL2 port asks); without them opening the audio device
  # throws "autoResumeAudioContext is not defined". The package asks for every program, through
  # a file: CMake escapes a "$" in a link option once too often for Ninja and the shell.
  echo '["$autoResumeAudioContext", "$dynCall"]' >"$prefix/lib/cmake/SDL2/sdl2_js_library_funcs.json"
  cat >>"$prefix/lib/cmake/SDL2/SDL2Config.cmake" <<'EOF'

# Added by tools/browser/web_deps.sh: this static SDL2 resamples with libsamplerate, and its
# audio needs two functions of emscripten's JS library in the page.
include(CMakeFindDependencyMacro)
find_dependency(SampleRate CONFIG)
set_property(TARGET SDL2::SDL2-static APPEND PROPERTY INTERFACE_LINK_LIBRARIES SampleRate::samplerate)
set_property(TARGET SDL2::SDL2-static APPEND PROPERTY INTERFACE_LINK_OPTIONS
             "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${CMAKE_CURRENT_LIST_DIR}/sdl2_js_library_funcs.json")
EOF
  sed -i 's/^Requires:.*/Requires.private: samplerate/' "$prefix/lib/pkgconfig/sdl2.pc"
}

build_sdl2_image() {
  # PNG through libpng, as Debian's native SDL2_image (IMG_SavePNG writes the screenshots); the
  # formats that need no library stay in; JPEG, TIFF, WebP, AVIF and JPEG XL are left out.
  cmake_library "$1" "$2" -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_DEPS_SHARED=OFF \
    -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_BACKEND_STB=OFF -DSDL2IMAGE_PNG=ON \
    -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_AVIF=OFF \
    -DSDL2IMAGE_JXL=OFF
}

build_sdl2_mixer() {
  # OGG through libvorbisfile and FLAC through libFLAC, both linked in; WAV built in; MP3 through
  # the dr_mp3 copy in SDL_mixer's own source. Opus, MOD and MIDI need libraries not built here.
  cmake_library "$1" "$2" -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_DEPS_SHARED=OFF \
    -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_CMD=OFF \
    -DSDL2MIXER_VORBIS=VORBISFILE -DSDL2MIXER_VORBIS_VORBISFILE_SHARED=OFF \
    -DSDL2MIXER_FLAC=ON -DSDL2MIXER_FLAC_LIBFLAC=ON -DSDL2MIXER_FLAC_LIBFLAC_SHARED=OFF \
    -DSDL2MIXER_FLAC_DRFLAC=OFF \
    -DSDL2MIXER_MP3=ON -DSDL2MIXER_MP3_DRMP3=ON -DSDL2MIXER_MP3_MPG123=OFF \
    -DSDL2MIXER_WAVE=ON -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MIDI=OFF
  # SDL_mixer 2.6.2 links libFLAC by the bare name FLAC, so its installed static target asks a
  # program for -lFLAC with no path (wasm-ld: "unable to find library -lFLAC"); and its own find
  # modules make FLAC::FLAC and vorbisfile::vorbisfile without the libraries under them (libogg,
  # libvorbis), which only a static link needs. The installed package is told both.
  local cmake_dir="$prefix/lib/cmake/SDL2_mixer"
  sed -i 's/\$<LINK_ONLY:FLAC>/$<LINK_ONLY:FLAC::FLAC>/' "$cmake_dir/SDL2_mixer-static-targets.cmake"
  grep -q 'LINK_ONLY:FLAC::FLAC>' "$cmake_dir/SDL2_mixer-static-targets.cmake"
  cat >>"$cmake_dir/SDL2_mixerConfig.cmake" <<'EOF'

# Added by tools/browser/web_deps.sh: the static codecs' own dependencies.
if(TARGET SDL2_mixer::SDL2_mixer-static)
  include(CMakeFindDependencyMacro)
  find_dependency(Vorbis CONFIG)  # Vorbis::vorbis, and Ogg::ogg through it
  set_property(TARGET vorbisfile::vorbisfile APPEND PROPERTY INTERFACE_LINK_LIBRARIES
               Vorbis::vorbis Ogg::ogg)
  set_property(TARGET FLAC::FLAC APPEND PROPERTY INTERFACE_LINK_LIBRARIES Ogg::ogg)
endif()
EOF
}

build_sdl2_ttf() {
  cmake_library "$1" "$2" -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF
}

build_zstd() {
  # One thread: the library is used to decompress whole buffers.
  cmake_library "$1/build/cmake" "$2" -DZSTD_BUILD_PROGRAMS=OFF -DZSTD_BUILD_TESTS=OFF \
    -DZSTD_BUILD_SHARED=OFF -DZSTD_BUILD_STATIC=ON -DZSTD_MULTITHREAD_SUPPORT=OFF \
    -DZSTD_LEGACY_SUPPORT=OFF
}

build_libdeflate() {
  # libdeflate 1.14 builds with make only; its install target builds the gzip program too, so
  # the library, its header and its pkg-config file are installed here as its install would.
  cp -a "$1/." "$2"
  cd "$2"
  nice emmake make -j "$jobs" CC=emcc AR=emar CFLAGS="$opt_flags" DISABLE_SHARED=1 libdeflate.a
  local version
  version=$(sed -n 's/^#define LIBDEFLATE_VERSION_STRING[[:space:]]*"\(.*\)"/\1/p' libdeflate.h)
  install -d "$prefix/lib/pkgconfig" "$prefix/include"
  install -m644 libdeflate.a "$prefix/lib"
  install -m644 libdeflate.h "$prefix/include"
  sed -e "s|@PREFIX@|$prefix|" -e "s|@LIBDIR@|$prefix/lib|" -e "s|@INCDIR@|$prefix/include|" \
    -e "s|@VERSION@|$version|" libdeflate.pc.in >"$prefix/lib/pkgconfig/libdeflate.pc"
  grep -q "^Version: [0-9]" "$prefix/lib/pkgconfig/libdeflate.pc"
}

build_pugixml() {
  cmake_library "$1" "$2" -DPUGIXML_BUILD_TESTS=OFF
}

build_simdjson() {
  # One thread: the game parses whole files where it loads them.
  cmake_library "$1" "$2" -DSIMDJSON_DEVELOPER_MODE=OFF -DSIMDJSON_ENABLE_THREADS=OFF
}

build_nlohmann_json() {
  # Header only: installing it puts its CMake package (nlohmann_jsonConfig.cmake) in the prefix.
  cmake_library "$1" "$2" -DJSON_BuildTests=OFF -DJSON_Install=ON
}

build_tinyxml2() {
  # Only the tests read XML with it; it is one file, so it is built for them too.
  cmake_library "$1" "$2" -Dtinyxml2_BUILD_TESTING=OFF
}

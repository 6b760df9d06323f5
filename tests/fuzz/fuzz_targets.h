// FuzzTargets: the parser entry points the fuzzers drive and the regression test replays.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace hp::tiled::fuzz {

// Runs one input through a loader entry point and checks what the loader promises about the
// result. Returns an empty string when every promise held, else which one broke (the fuzzer
// aborts on it, the regression test fails with it). Crashes, leaks and undefined behaviour are
// caught by the sanitizers, not here. Never writes a file; reads only what the loader resolves
// from the input's pretended path (a copy of tests/engine/tiled/data/ in the build tree).
using FuzzEntry = std::string (*)(std::span<const std::uint8_t> input);

struct FuzzTarget {
  std::string_view name;  // also the folder of its seeds and regressions ("tmx_map")
  FuzzEntry run;
};

// Every target: tmx_map, tmj_map, tsx_tileset, tsj_tileset, base64_decompress (the Tiled loader);
// music_manifest, sound_manifest, loop_tags (the audio parsers, audio_fuzz_targets.h).
std::span<const FuzzTarget> fuzz_targets();

// The target called name, or nullptr.
const FuzzTarget* find_fuzz_target(std::string_view name);

}  // namespace hp::tiled::fuzz

// AudioFuzzTargets: the entry points of the audio parsers' fuzz targets (listed in
// fuzz_targets.cpp beside the loader's).
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace hp::tiled::fuzz {

// Each runs one input through a parser and returns which promise broke, or an empty string (the
// contract of FuzzEntry in fuzz_targets.h). None reads or writes a file.

// parse_music_manifest on the input as data/music/music.json, with the shipped tracks' names.
std::string run_music_manifest(std::span<const std::uint8_t> input);
// parse_sound_manifest on the input as data/sounds/sounds.json, with the shipped sounds' names.
std::string run_sound_manifest(std::span<const std::uint8_t> input);
// parse_intensity_log on the input as a recorded battle (play --intensity-log).
std::string run_intensity_log(std::span<const std::uint8_t> input);
// read_loop_tags on the input as a file's header bytes, and parse_loop_value on it as a tag.
std::string run_loop_tags(std::span<const std::uint8_t> input);

}  // namespace hp::tiled::fuzz

// WAV files the music and sound tests write: 44.1 kHz, 16-bit stereo.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hp::test {

// A 44.1 kHz 16-bit stereo WAV of the interleaved samples.
void write_stereo_wav(const std::string& path, const std::vector<std::int16_t>& samples);

// A 44.1 kHz stereo WAV of a constant sample value, frames long.
void write_wav(const std::string& path, std::int16_t value, int frames);

}  // namespace hp::test

// Audio test helpers: WAV and OGG fixtures written at test time, and Ogg pages built by hand.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hp::test {

// A fresh empty folder under the system's temporary directory.
std::string audio_temp_dir(const std::string& name);
// Writes a 16-bit stereo WAV of frames frames at rate: a quiet tone, so an encoder has signal.
void write_tone_wav(const std::string& path, int frames, int rate);
// Runs a shell command; returns its exit status.
int run_command(const std::string& command);
// One Ogg page holding data as a single packet continuation-free unless continued; the lacing
// is computed (packets over 255 * 255 bytes need several pages: see ogg_pages).
std::string ogg_pages(const std::vector<std::string>& packets, std::uint32_t serial);
// A Vorbis-comment list body (vendor, count, comments) as Vorbis, Opus and FLAC share it.
std::string comment_list(const std::vector<std::string>& comments);
std::string le32(std::uint32_t v);

}  // namespace hp::test

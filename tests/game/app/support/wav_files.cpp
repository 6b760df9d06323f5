// The RIFF header written by hand: the tests need exact files, not an encoder's.
#include "tests/game/app/support/wav_files.h"

#include <fstream>

namespace hp::test {

void write_stereo_wav(const std::string& path, const std::vector<std::int16_t>& samples) {
  const auto le = [](std::uint32_t v, int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += static_cast<char>((v >> (8 * i)) & 0xff);
    return s;
  };
  std::string data;
  for (const std::int16_t sample : samples) data += le(static_cast<std::uint16_t>(sample), 2);
  std::ofstream(path, std::ios::binary)
      << "RIFF" << le(36 + static_cast<std::uint32_t>(data.size()), 4) << "WAVEfmt " << le(16, 4)
      << le(1, 2) << le(2, 2) << le(44100, 4) << le(44100 * 4, 4) << le(4, 2) << le(16, 2) << "data"
      << le(static_cast<std::uint32_t>(data.size()), 4) << data;
}

void write_wav(const std::string& path, std::int16_t value, int frames) {
  write_stereo_wav(path, std::vector<std::int16_t>(static_cast<std::size_t>(frames) * 2, value));
}

}  // namespace hp::test

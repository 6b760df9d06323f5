// Audio test helpers: byte builders for WAV, Ogg pages and comment lists.
#include "audio_test_util.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace hp::test {

std::string le32(std::uint32_t v) {
  std::string s;
  for (int i = 0; i < 4; ++i) s += static_cast<char>((v >> (8 * i)) & 0xff);
  return s;
}

namespace {

std::string le16(std::uint32_t v) {
  return le32(v).substr(0, 2);
}

// One page: the segments given (each <= 255 bytes) with the header's lacing table.
std::string page(const std::vector<std::string>& segments, std::uint32_t serial,
                 std::uint32_t sequence, bool continued) {
  std::string p = "OggS";
  p += '\0';
  p += static_cast<char>(continued ? 1 : 0);
  p += std::string(8, '\0');                     // granule
  p += le32(serial) + le32(sequence) + le32(0);  // CRC: the tag reader does not check it
  p += static_cast<char>(segments.size());
  for (const std::string& s : segments) p += static_cast<char>(s.size());
  for (const std::string& s : segments) p += s;
  return p;
}

}  // namespace

std::string audio_temp_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("heartpath-audio-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

void write_tone_wav(const std::string& path, int frames, int rate) {
  std::string data;
  for (int i = 0; i < frames; ++i) {
    const auto v = static_cast<std::int16_t>(8000 * std::sin(i * 2 * 3.14159265 * 440 / rate));
    data += le16(static_cast<std::uint16_t>(v)) + le16(static_cast<std::uint16_t>(v));
  }
  std::ofstream out(path, std::ios::binary);
  out << "RIFF" << le32(static_cast<std::uint32_t>(36 + data.size())) << "WAVEfmt " << le32(16)
      << le16(1) << le16(2) << le32(static_cast<std::uint32_t>(rate))
      << le32(static_cast<std::uint32_t>(rate * 4)) << le16(4) << le16(16) << "data"
      << le32(static_cast<std::uint32_t>(data.size())) << data;
}

int run_command(const std::string& command) {
  return std::system(command.c_str());
}

std::string ogg_pages(const std::vector<std::string>& packets, std::uint32_t serial) {
  // Cut every packet into lacing segments (a final short one ends it), 255 segments a page.
  std::vector<std::string> segments;
  for (const std::string& packet : packets) {
    std::size_t at = 0;
    for (; packet.size() - at >= 255; at += 255) segments.push_back(packet.substr(at, 255));
    segments.push_back(packet.substr(at));
  }
  std::string out;
  std::uint32_t sequence = 0;
  bool continued = false;
  for (std::size_t at = 0; at < segments.size(); at += 255) {
    const std::vector<std::string> chunk(
        segments.begin() + static_cast<long>(at),
        segments.begin() + static_cast<long>(std::min(at + 255, segments.size())));
    out += page(chunk, serial, sequence++, continued);
    continued = chunk.back().size() == 255;
  }
  return out;
}

std::string comment_list(const std::vector<std::string>& comments) {
  std::string out = le32(6) + "tester" + le32(static_cast<std::uint32_t>(comments.size()));
  for (const std::string& c : comments) out += le32(static_cast<std::uint32_t>(c.size())) + c;
  return out;
}

}  // namespace hp::test

// StreamEnd: the last "OggS" page header in the file's tail, and its end-of-stream flag.
#include "engine/audio/tracks/stream_end.h"

#include <fstream>

namespace hp {
namespace {

constexpr std::streamoff kTailBytes = 64 * 1024;  // an Ogg page is at most 65,307 bytes
constexpr int kHeaderTypeOffset = 5;              // "OggS", version, then the header type
constexpr char kEndOfStream = 0x04;
constexpr std::size_t kPageHeaderBytes = 27;  // up to and with the segment count

}  // namespace

bool ogg_tail_has_end_of_stream(std::string_view tail) {
  // Walks the pages from the first capture pattern (the tail may begin inside a page), each by
  // its own size, to the end: the last page must be whole and flagged. A page cut by the
  // file's end is no end at all.
  bool ends = false;
  for (std::size_t at = tail.find("OggS"); at != std::string_view::npos && at < tail.size();) {
    if (at + kPageHeaderBytes > tail.size()) return false;
    const auto segments = static_cast<unsigned char>(tail[at + kPageHeaderBytes - 1]);
    if (at + kPageHeaderBytes + segments > tail.size()) return false;
    std::size_t body = 0;
    for (std::size_t i = 0; i < segments; ++i) {
      body += static_cast<unsigned char>(tail[at + kPageHeaderBytes + i]);
    }
    const std::size_t next = at + kPageHeaderBytes + segments + body;
    if (next > tail.size()) return false;
    ends = (tail[at + kHeaderTypeOffset] & kEndOfStream) != 0;
    at = tail.compare(next, 4, "OggS") == 0 ? next : tail.find("OggS", next);  // resync
  }
  return ends;
}

bool ogg_file_is_cut(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  char magic[4] = {};
  if (!file.read(magic, 4) || std::string_view(magic, 4) != "OggS") return false;
  file.seekg(0, std::ios::end);
  const std::streamoff size = file.tellg();
  const std::streamoff from = size > kTailBytes ? size - kTailBytes : 0;
  std::string tail(static_cast<std::size_t>(size - from), '\0');
  file.seekg(from);
  file.read(tail.data(), static_cast<std::streamsize>(tail.size()));
  return !ogg_tail_has_end_of_stream(tail);
}

}  // namespace hp

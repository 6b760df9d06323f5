// LoopTags: a bounds-checked walk over Ogg pages and FLAC metadata blocks to the comment list.
#include "engine/audio/tracks/loop_tags.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <limits>

namespace hp {
namespace {

constexpr std::size_t kMaxHeaderBytes = 16u << 20;  // comments with cover art can be large
constexpr std::uint32_t kMaxComments = 100000;

// A cursor over bytes whose reads fail (instead of overrunning) past the end.
class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  bool skip(std::size_t n) {
    if (n > bytes_.size() - pos_) return fail();
    pos_ += n;
    return true;
  }
  bool u8(std::uint32_t& v) { return little(1, v); }
  bool u32le(std::uint32_t& v) { return little(4, v); }
  bool u24be(std::uint32_t& v) {
    if (3 > bytes_.size() - pos_) return fail();
    v = 0;
    for (int i = 0; i < 3; ++i) v = (v << 8) | static_cast<unsigned char>(bytes_[pos_++]);
    return true;
  }
  bool text(std::size_t n, std::string_view& out) {
    if (n > bytes_.size() - pos_) return fail();
    out = bytes_.substr(pos_, n);
    pos_ += n;
    return true;
  }
  bool starts_with(std::string_view magic) const {
    return bytes_.substr(pos_).substr(0, magic.size()) == magic;
  }
  std::size_t left() const { return bytes_.size() - pos_; }

 private:
  bool fail() {
    pos_ = bytes_.size();
    return false;
  }
  bool little(int n, std::uint32_t& v) {
    if (static_cast<std::size_t>(n) > bytes_.size() - pos_) return fail();
    v = 0;
    for (int i = 0; i < n; ++i) {
      v |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes_[pos_++])) << (8 * i);
    }
    return true;
  }
  std::string_view bytes_;
  std::size_t pos_ = 0;
};

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::toupper(static_cast<unsigned char>(x)) ==
                  std::toupper(static_cast<unsigned char>(y));
         });
}

// The comment list shared by Vorbis, Opus and FLAC: vendor, count, then length-prefixed text.
void read_comment_list(Reader in, LoopTags& tags) {
  std::uint32_t vendor = 0, count = 0;
  std::string_view text;
  if (!in.u32le(vendor) || !in.skip(vendor) || !in.u32le(count)) return;
  count = std::min(count, kMaxComments);
  for (std::uint32_t i = 0; i < count; ++i) {
    std::uint32_t length = 0;
    if (!in.u32le(length) || !in.text(length, text)) return;
    tags.comments.emplace_back(text);
  }
}

void apply_loop_comments(LoopTags& tags) {
  for (const std::string& comment : tags.comments) {
    const std::size_t eq = comment.find('=');
    if (eq == std::string::npos) continue;
    const std::string_view key = std::string_view(comment).substr(0, eq);
    const std::string_view value = std::string_view(comment).substr(eq + 1);
    const int rate = tags.sample_rate > 0 ? tags.sample_rate : 44100;
    if (equals_ignoring_case(key, "LOOPSTART")) tags.loop_start = parse_loop_value(value, rate);
    if (equals_ignoring_case(key, "LOOPLENGTH")) tags.loop_length = parse_loop_value(value, rate);
    if (equals_ignoring_case(key, "LOOPEND")) tags.loop_end = parse_loop_value(value, rate);
  }
}

// Splits the first Ogg logical stream into its first two packets (identification, comments).
std::vector<std::string> first_ogg_packets(std::string_view bytes, std::size_t wanted) {
  std::vector<std::string> packets(1);
  Reader in(bytes);
  std::uint32_t serial = 0;
  bool have_serial = false;
  while (packets.size() <= wanted && in.starts_with("OggS")) {
    std::uint32_t header_type = 0, page_serial = 0, segments = 0;
    if (!in.skip(5) || !in.u8(header_type) || !in.skip(8) || !in.u32le(page_serial) ||
        !in.skip(8) || !in.u8(segments)) {
      break;
    }
    std::vector<std::uint32_t> lacing(segments);
    for (std::uint32_t& l : lacing) {
      if (!in.u8(l)) return {};
    }
    const bool ours = !have_serial || page_serial == serial;
    serial = page_serial;
    have_serial = true;
    for (std::uint32_t l : lacing) {
      std::string_view data;
      if (!in.text(l, data)) return {};
      if (!ours || packets.size() > wanted) continue;
      if (packets.back().size() + l > kMaxHeaderBytes) return {};
      packets.back().append(data);
      if (l < 255) packets.emplace_back();  // a lacing value under 255 ends a packet
    }
  }
  packets.pop_back();  // the unfinished one
  return packets;
}

void read_ogg(std::string_view bytes, LoopTags& tags) {
  const std::vector<std::string> packets = first_ogg_packets(bytes, 2);
  if (packets.size() < 2) return;
  Reader id(packets[0]);
  if (id.starts_with("\x01vorbis")) {
    std::uint32_t rate = 0;
    if (!id.skip(7 + 4 + 1) || !id.u32le(rate)) return;
    tags.container = "OGG Vorbis";
    tags.sample_rate = static_cast<int>(std::min<std::uint32_t>(rate, 1000000));
    Reader comments(packets[1]);
    if (comments.starts_with("\x03vorbis") && comments.skip(7)) read_comment_list(comments, tags);
  } else if (id.starts_with("OpusHead")) {
    tags.container = "Opus";
    tags.sample_rate = 48000;  // Opus always decodes at 48 kHz; its loop tags count those frames
    Reader comments(packets[1]);
    if (comments.starts_with("OpusTags") && comments.skip(8)) read_comment_list(comments, tags);
  }
}

void read_flac(std::string_view bytes, LoopTags& tags) {
  Reader in(bytes);
  if (!in.skip(4)) return;
  tags.container = "FLAC";
  for (bool last = false; !last && in.left() > 0;) {
    std::uint32_t header = 0, length = 0;
    std::string_view block;
    if (!in.u8(header) || !in.u24be(length) || !in.text(length, block)) return;
    last = (header & 0x80) != 0;
    const std::uint32_t type = header & 0x7f;
    if (type == 0 && block.size() >= 13) {  // STREAMINFO: 20-bit rate after 10 bytes
      const auto b = [&](std::size_t i) { return static_cast<unsigned char>(block[i]); };
      tags.sample_rate = static_cast<int>((b(10) << 12) | (b(11) << 4) | (b(12) >> 4));
    } else if (type == 4) {  // VORBIS_COMMENT
      read_comment_list(Reader(block), tags);
    }
  }
}

std::optional<std::int64_t> parse_whole(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  std::int64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

std::optional<double> parse_seconds(std::string_view text) {
  const std::size_t dot = text.find('.');
  const auto whole = parse_whole(text.substr(0, dot));
  if (!whole) return std::nullopt;
  double v = static_cast<double>(*whole);
  if (dot == std::string_view::npos) return v;
  const std::string_view fraction = text.substr(dot + 1);
  if (fraction.size() > 9) return std::nullopt;
  const auto digits = parse_whole(fraction);
  if (!fraction.empty() && !digits) return std::nullopt;
  if (digits) v += static_cast<double>(*digits) / std::pow(10.0, fraction.size());
  return v;
}

// Whether bytes hold all a header read needs: an Ogg stream's first two packets, or FLAC's
// metadata up to its last block. Anything else needs no more.
bool header_complete(std::string_view bytes) {
  if (bytes.substr(0, 4) == "OggS") return first_ogg_packets(bytes, 2).size() >= 2;
  if (bytes.substr(0, 4) != "fLaC") return true;
  Reader in(bytes);
  in.skip(4);
  for (;;) {
    std::uint32_t header = 0, length = 0;
    if (!in.u8(header) || !in.u24be(length) || !in.skip(length)) return false;
    if (header & 0x80) return true;
  }
}

}  // namespace

std::optional<std::pair<std::int64_t, std::int64_t>> LoopTags::loop() const {
  if (!loop_start && !loop_length && !loop_end) return std::nullopt;
  const std::int64_t start = loop_start.value_or(0);
  std::int64_t end = 0;
  if (loop_length) {
    if (*loop_length > std::numeric_limits<std::int64_t>::max() - start) return std::nullopt;
    end = start + *loop_length;
  } else if (loop_end) {
    end = *loop_end;
  } else {
    return std::nullopt;  // a start alone is ignored, as SDL_mixer 2.6 ignores it
  }
  if (end <= start) return std::nullopt;
  return std::pair{start, end};
}

std::optional<std::int64_t> parse_loop_value(std::string_view value, int rate) {
  while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
  while (!value.empty() && value.back() == ' ') value.remove_suffix(1);
  if (value.find(':') == std::string_view::npos && value.find('.') == std::string_view::npos) {
    return parse_whole(value);
  }
  double seconds = 0.0;
  std::size_t fields = 0;
  while (true) {
    const std::size_t colon = value.find(':');
    const auto part = parse_seconds(value.substr(0, colon));
    if (!part || ++fields > 3) return std::nullopt;
    if (colon != std::string_view::npos && value.substr(0, colon).find('.') != std::string::npos) {
      return std::nullopt;  // only the seconds may have a fraction
    }
    seconds = seconds * 60.0 + *part;
    if (colon == std::string_view::npos) break;
    value.remove_prefix(colon + 1);
  }
  const double frames = seconds * rate;
  if (!(frames < 1e15)) return std::nullopt;  // beyond any real track; keeps llround defined
  return static_cast<std::int64_t>(std::llround(frames));
}

LoopTags read_loop_tags(std::string_view bytes) {
  LoopTags tags;
  if (bytes.substr(0, 4) == "OggS") read_ogg(bytes, tags);
  if (bytes.substr(0, 4) == "fLaC") read_flac(bytes, tags);
  apply_loop_comments(tags);
  return tags;
}

LoopTags read_loop_tags_from_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return {};
  // The header is read in growing steps: the comments are a few kilobytes at the start, and
  // reading a whole 8-minute file for them would stall the game thread at every scan.
  std::string bytes;
  for (std::size_t want = std::size_t{64} << 10;; want = std::min(want * 4, kMaxHeaderBytes)) {
    const std::size_t had = bytes.size();
    bytes.resize(want);
    file.read(bytes.data() + had, static_cast<std::streamsize>(want - had));
    bytes.resize(had + static_cast<std::size_t>(file.gcount()));
    if (!file || header_complete(bytes) || bytes.size() >= kMaxHeaderBytes) break;
  }
  return read_loop_tags(bytes);
}

}  // namespace hp

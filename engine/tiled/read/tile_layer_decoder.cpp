// Tile data decoding: CSV parsed in one pass, base64 decoded (and inflated) straight into gids.
#include "engine/tiled/read/tile_layer_decoder.h"

#include <bit>
#include <cstddef>
#include <optional>
#include <span>

#include "engine/tiled/read/base64.h"
#include "engine/tiled/read/printable.h"

namespace hp::tiled {
namespace {

constexpr std::size_t kGidBytes = 4;

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool is_digit(char c) {
  return static_cast<unsigned char>(c - '0') < 10;
}

std::string count_mismatch(std::string_view actual, int width, int height) {
  const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  return "tile data has " + std::string(actual) + " tiles, expected " + std::to_string(expected) +
         " (" + std::to_string(width) + "x" + std::to_string(height) + ")";
}

const char* skip_space(const char* p, const char* end) {
  while (p != end && is_space(*p)) ++p;
  return p;
}

std::string unexpected_in_csv(char c, const char* where, std::size_t tile) {
  return "unexpected character " + printable_char(c) + where + std::to_string(tile) +
         "; CSV tile data holds only numbers separated by commas";
}

// Parses comma-separated gids straight from the text, in one pass. Values past gids.size() are
// counted but not stored, so the caller can report the real count. Returns the number of
// values, or nullopt with error set. Kept out of line, so that the compiler keeps this loop's
// registers to itself (docs/performance.md, "The loader").
[[gnu::noinline]] std::optional<std::size_t> parse_csv(std::string_view text,
                                                       std::span<std::uint32_t> gids,
                                                       std::string& error) {
  const char* p = text.data();
  const char* const end = p + text.size();
  std::size_t count = 0;
  while (true) {
    // The usual tile starts right after the last comma; only otherwise look for spaces.
    if (p == end || !is_digit(*p)) {
      p = skip_space(p, end);
      if (p == end) break;  // end of data (a trailing comma is tolerated)
      if (!is_digit(*p)) {
        error = unexpected_in_csv(*p, " in CSV tile data at tile ", count + 1);
        return std::nullopt;
      }
    }
    // Nine digits cannot pass 2^32, so the overflow test waits for the tenth (a gid has one
    // to three digits as a rule, so the test is almost never reached).
    const char* const first_digit = p;
    std::uint64_t value = static_cast<std::uint64_t>(*p - '0');
    unsigned digit = 0;
    while (++p != end && (digit = static_cast<unsigned char>(*p - '0')) < 10) {
      value = value * 10 + digit;
      if (p - first_digit >= 9 && value > 0xffffffffu) {
        error = "CSV tile " + std::to_string(count + 1) + " is larger than a 32-bit gid";
        return std::nullopt;
      }
    }
    if (count < gids.size()) gids[count] = static_cast<std::uint32_t>(value);
    ++count;
    if (p != end && *p == ',') {  // the usual case: the comma right after the number
      ++p;
      continue;
    }
    p = skip_space(p, end);
    if (p == end) break;
    if (*p != ',') {
      error = unexpected_in_csv(*p, " after CSV tile ", count);
      return std::nullopt;
    }
    ++p;
  }
  return count;
}

bool decode_csv(std::string_view text, int width, int height, std::vector<std::uint32_t>& gids,
                std::string& error) {
  const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  // Every tile takes at least two characters ("0,"): a short text cannot hold them all, so
  // only count its values instead of allocating for the claimed size.
  const bool can_fit = expected <= text.size() / 2 + 1;
  gids.clear();
  if (can_fit) gids.resize(expected);
  const std::optional<std::size_t> count = parse_csv(text, gids, error);
  if (!count) return false;
  if (*count != expected) {
    error = tile_count_mismatch(*count, width, height);
    return false;
  }
  return true;
}

// Tiled stores gids as little-endian 32-bit words.
void fix_byte_order(std::vector<std::uint32_t>& gids) {
  if constexpr (std::endian::native == std::endian::big) {
    for (std::uint32_t& gid : gids) {
      gid = ((gid & 0xffu) << 24) | ((gid & 0xff00u) << 8) | ((gid >> 8) & 0xff00u) | (gid >> 24);
    }
  }
}

std::span<std::uint8_t> as_bytes(std::vector<std::uint32_t>& gids) {
  return {reinterpret_cast<std::uint8_t*>(gids.data()), gids.size() * kGidBytes};
}

std::string byte_count_mismatch(std::size_t bytes, int width, int height) {
  if (bytes % kGidBytes != 0) {
    return "tile data is " + std::to_string(bytes) +
           " bytes, which is not a whole number of 4-byte tiles";
  }
  return tile_count_mismatch(bytes / kGidBytes, width, height);
}

bool decode_base64_plain(std::string_view text, int width, int height,
                         std::vector<std::uint32_t>& gids, std::string& error) {
  const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  // A text too short to fill the layer is only read for its size, not given the claimed one.
  gids.clear();
  if (base64_decoded_size_bound(text) >= expected * kGidBytes) gids.assign(expected, 0);
  const std::optional<std::size_t> size = decode_base64_up_to(text, as_bytes(gids), error);
  if (!size) return false;
  if (*size != expected * kGidBytes) {
    error = byte_count_mismatch(*size, width, height);
    return false;
  }
  return true;
}

std::string describe_failure(const DecompressResult& result, Compression compression, int width,
                             int height) {
  switch (result.status) {
    case DecompressStatus::kOk:
      return byte_count_mismatch(result.size, width, height);
    case DecompressStatus::kTooLarge:
      return count_mismatch("more than " + std::to_string(static_cast<std::size_t>(width) *
                                                          static_cast<std::size_t>(height)),
                            width, height);
    case DecompressStatus::kCorrupt:
      break;
  }
  return std::string("cannot decompress ") + compression_name(compression) +
         " tile data: " + result.error;
}

bool decode_base64_compressed(std::string_view text, Compression compression, int width, int height,
                              std::vector<std::uint32_t>& gids, std::string& error) {
  const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  std::vector<std::uint8_t> packed;
  if (!decode_base64(text, packed, error)) return false;
  const std::size_t bound = decompressed_size_bound(compression, packed);
  if (bound < expected * kGidBytes) {
    // The data cannot fill the layer: learn its real size without allocating the claimed one.
    std::vector<std::uint8_t> scratch(bound);
    error =
        describe_failure(decompress_into(compression, packed, scratch), compression, width, height);
    return false;
  }
  gids.assign(expected, 0);
  const DecompressResult result = decompress_into(compression, packed, as_bytes(gids));
  if (result.status == DecompressStatus::kOk && result.size == expected * kGidBytes) return true;
  error = describe_failure(result, compression, width, height);
  return false;
}

}  // namespace

std::string tile_count_mismatch(std::size_t actual, int width, int height) {
  return count_mismatch(std::to_string(actual), width, height);
}

bool decode_tile_data(TileDataFormat format, std::string_view text, int width, int height,
                      std::vector<std::uint32_t>& gids, std::string& error) {
  bool decoded = false;
  if (format.encoding == TileEncoding::kCsv) {
    decoded = decode_csv(text, width, height, gids, error);
  } else if (format.compression == Compression::kNone) {
    decoded = decode_base64_plain(text, width, height, gids, error);
  } else {
    decoded = decode_base64_compressed(text, format.compression, width, height, gids, error);
  }
  if (!decoded) {
    gids.clear();
    return false;
  }
  fix_byte_order(gids);
  return true;
}

}  // namespace hp::tiled

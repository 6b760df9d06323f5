// Test helpers: encoders for tile data (base64, zlib, gzip, zstd), the inverse of the loader's.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace hp::tiled::test {

using Bytes = std::vector<std::uint8_t>;

std::string encode_base64(std::span<const std::uint8_t> bytes);
// gids as Tiled stores them: 32-bit little-endian words.
Bytes gid_bytes(const std::vector<std::uint32_t>& gids);
Bytes bytes_of(std::string_view text);

Bytes zlib_compress(std::span<const std::uint8_t> bytes);
Bytes gzip_compress(std::span<const std::uint8_t> bytes);
// with_size: whether the frame header states the decompressed size (ZSTD_compress does).
Bytes zstd_compress(std::span<const std::uint8_t> bytes, bool with_size = true);

}  // namespace hp::tiled::test

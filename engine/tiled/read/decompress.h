// Decompress: inflating zlib, gzip and zstd tile data into a buffer of the expected size.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace hp::tiled {

// The compression of a <data encoding="base64" compression="..."> element.
enum class Compression { kNone, kZlib, kGzip, kZstd };

// The compression Tiled names in a layer's "compression" attribute or field ("" is none), or
// nullopt for a name Tiled does not write.
std::optional<Compression> compression_from_name(std::string_view name);

enum class DecompressStatus {
  kOk,        // the whole stream fitted in the output buffer
  kTooLarge,  // the stream holds more bytes than the buffer (nothing past it was written)
  kCorrupt,   // not valid data of that compression (or truncated)
};

struct DecompressResult {
  DecompressStatus status = DecompressStatus::kOk;
  std::size_t size = 0;  // bytes written to the output (valid when kOk)
  std::string error;     // what went wrong (when not kOk)
};

// Decompresses input into output, never writing or allocating more than output.size() bytes:
// the buffer size is the hard cap, so a small "bomb" stream cannot grow memory. kZlib and kGzip
// both accept either header (a gzip stream is told by its magic bytes, as zlib does).
DecompressResult decompress_into(Compression compression, std::span<const std::uint8_t> input,
                                 std::span<std::uint8_t> output);

// The most bytes input could decompress to (deflate expands at most 1032:1; a zstd frame states
// its size or expands at most 32768:1), so callers can refuse short data without allocating the
// size a file claims.
std::size_t decompressed_size_bound(Compression compression, std::span<const std::uint8_t> input);

// The name Tiled writes for a compression ("zlib"), or "none".
const char* compression_name(Compression compression);

}  // namespace hp::tiled

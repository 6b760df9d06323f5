// Bounded decompression of tile data with zlib (zlib and gzip streams) and zstd.
#include "engine/tiled/read/decompress.h"

#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

#include <climits>
#include <cstring>

namespace hp::tiled {
namespace {

DecompressResult ok(std::size_t size) {
  return {DecompressStatus::kOk, size, {}};
}

DecompressResult failed(DecompressStatus status, std::string error) {
  return {status, 0, std::move(error)};
}

DecompressResult too_large(std::size_t capacity) {
  return failed(DecompressStatus::kTooLarge, "decompressed data is larger than the expected " +
                                                 std::to_string(capacity) + " bytes");
}

DecompressResult copy_uncompressed(std::span<const std::uint8_t> input,
                                   std::span<std::uint8_t> output) {
  if (input.size() > output.size()) return too_large(output.size());
  if (!input.empty()) std::memcpy(output.data(), input.data(), input.size());
  return ok(input.size());
}

// After the output buffer filled up, asks zlib for one more byte: a stream that ends here fits
// exactly, one that produces more is too large for the buffer.
DecompressResult finish_full_inflate(z_stream& stream, std::size_t capacity) {
  std::uint8_t probe = 0;
  stream.next_out = &probe;
  stream.avail_out = 1;
  const int ret = inflate(&stream, Z_FINISH);
  if (ret == Z_STREAM_END && stream.avail_out == 1) return ok(capacity);
  if (stream.avail_out == 0) return too_large(capacity);
  return failed(DecompressStatus::kCorrupt,
                std::string("corrupt zlib/gzip data: ") + (stream.msg ? stream.msg : "truncated"));
}

DecompressResult run_inflate(z_stream& stream, std::span<std::uint8_t> output) {
  stream.next_out = output.data();
  stream.avail_out = static_cast<uInt>(output.size());
  const int ret = inflate(&stream, Z_FINISH);
  if (ret == Z_STREAM_END) return ok(output.size() - stream.avail_out);
  if (ret == Z_BUF_ERROR && stream.avail_out == 0)
    return finish_full_inflate(stream, output.size());
  if (ret == Z_BUF_ERROR) {
    return failed(DecompressStatus::kCorrupt, "zlib/gzip data ends early (truncated)");
  }
  if (ret == Z_MEM_ERROR) return failed(DecompressStatus::kCorrupt, "out of memory in zlib");
  return failed(DecompressStatus::kCorrupt,
                std::string("corrupt zlib/gzip data: ") + (stream.msg ? stream.msg : "bad stream"));
}

DecompressResult inflate_bounded(std::span<const std::uint8_t> input,
                                 std::span<std::uint8_t> output) {
  if (input.size() > UINT_MAX || output.size() > UINT_MAX) return too_large(output.size());
  z_stream stream{};
  stream.next_in = const_cast<Bytef*>(input.data());  // zlib's API is not const-correct
  stream.avail_in = static_cast<uInt>(input.size());
  // 15 + 32: largest window, and detect a zlib or gzip header automatically.
  if (inflateInit2(&stream, 15 + 32) != Z_OK) {
    return failed(DecompressStatus::kCorrupt, "cannot start zlib");
  }
  DecompressResult result = run_inflate(stream, output);
  inflateEnd(&stream);
  return result;
}

DecompressResult zstd_bounded(std::span<const std::uint8_t> input, std::span<std::uint8_t> output) {
  // The frame header may state its size: refuse early without touching the output.
  const unsigned long long declared = ZSTD_getFrameContentSize(input.data(), input.size());
  if (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != ZSTD_CONTENTSIZE_ERROR &&
      declared > output.size()) {
    return too_large(output.size());
  }
  const std::size_t size =
      ZSTD_decompress(output.data(), output.size(), input.data(), input.size());
  if (!ZSTD_isError(size)) return ok(size);
  if (ZSTD_getErrorCode(size) == ZSTD_error_dstSize_tooSmall) return too_large(output.size());
  return failed(DecompressStatus::kCorrupt,
                std::string("corrupt zstd data: ") + ZSTD_getErrorName(size));
}

}  // namespace

DecompressResult decompress_into(Compression compression, std::span<const std::uint8_t> input,
                                 std::span<std::uint8_t> output) {
  switch (compression) {
    case Compression::kNone:
      return copy_uncompressed(input, output);
    case Compression::kZlib:
    case Compression::kGzip:
      return inflate_bounded(input, output);
    case Compression::kZstd:
      return zstd_bounded(input, output);
  }
  return failed(DecompressStatus::kCorrupt, "unknown compression");
}

std::size_t decompressed_size_bound(Compression compression, std::span<const std::uint8_t> input) {
  constexpr std::size_t kSlack = 1024;  // headers and rounding
  switch (compression) {
    case Compression::kNone:
      return input.size();
    case Compression::kZlib:
    case Compression::kGzip:
      return input.size() * 1032 + kSlack;
    case Compression::kZstd: {
      const unsigned long long declared = ZSTD_getFrameContentSize(input.data(), input.size());
      const bool single_frame =
          declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != ZSTD_CONTENTSIZE_ERROR &&
          ZSTD_findFrameCompressedSize(input.data(), input.size()) == input.size();
      // An RLE block turns 4 bytes into up to 128 KiB.
      return single_frame ? static_cast<std::size_t>(declared) : input.size() * 32768 + kSlack;
    }
  }
  return 0;
}

const char* compression_name(Compression compression) {
  switch (compression) {
    case Compression::kNone:
      return "none";
    case Compression::kZlib:
      return "zlib";
    case Compression::kGzip:
      return "gzip";
    case Compression::kZstd:
      return "zstd";
  }
  return "unknown";
}

std::optional<Compression> compression_from_name(std::string_view name) {
  if (name.empty()) return Compression::kNone;
  if (name == "zlib") return Compression::kZlib;
  if (name == "gzip") return Compression::kGzip;
  if (name == "zstd") return Compression::kZstd;
  return std::nullopt;
}

}  // namespace hp::tiled

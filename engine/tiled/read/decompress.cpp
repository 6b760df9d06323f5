// Bounded decompression of tile data with libdeflate (zlib and gzip streams) and zstd.
#include "engine/tiled/read/decompress.h"

#include <libdeflate.h>
#include <zstd.h>
#include <zstd_errors.h>

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

// One decoder context per thread, made on first use by make and freed by free_it when the
// thread ends: making one sets up its tables afresh, so it is kept rather than made per call.
template <typename Context, Context* (*make)(), auto free_it>
Context* per_thread() {
  struct Owned {
    Context* context = make();
    ~Owned() { free_it(context); }
  };
  thread_local const Owned owned;
  return owned.context;
}

// libdeflate's decompressor: about 32 KiB.
libdeflate_decompressor* inflater() {
  return per_thread<libdeflate_decompressor, libdeflate_alloc_decompressor,
                    libdeflate_free_decompressor>();
}

// zstd's context: about 95 KiB, which ZSTD_decompress would make and free on every call.
ZSTD_DCtx* zstd_context() {
  return per_thread<ZSTD_DCtx, ZSTD_createDCtx, ZSTD_freeDCtx>();
}

bool has_gzip_header(std::span<const std::uint8_t> input) {
  return input.size() >= 2 && input[0] == 0x1f && input[1] == 0x8b;
}

// Inflates a zlib or gzip stream (told apart by gzip's magic bytes, as zlib's automatic header
// detection does) in one call, checking its adler32 or CRC-32. libdeflate never writes past
// output.size() and reports a stream that needs more room as such.
DecompressResult inflate_bounded(std::span<const std::uint8_t> input,
                                 std::span<std::uint8_t> output) {
  libdeflate_decompressor* decompressor = inflater();
  if (!decompressor) return failed(DecompressStatus::kCorrupt, "out of memory for inflating");
  std::size_t written = 0;
  const libdeflate_result result =
      has_gzip_header(input) ? libdeflate_gzip_decompress(decompressor, input.data(), input.size(),
                                                          output.data(), output.size(), &written)
                             : libdeflate_zlib_decompress(decompressor, input.data(), input.size(),
                                                          output.data(), output.size(), &written);
  switch (result) {
    case LIBDEFLATE_SUCCESS:
      return ok(written);
    case LIBDEFLATE_INSUFFICIENT_SPACE:
      return too_large(output.size());
    case LIBDEFLATE_BAD_DATA:
    case LIBDEFLATE_SHORT_OUTPUT:  // only without an actual size, which is always given
      break;
  }
  return failed(DecompressStatus::kCorrupt,
                "corrupt zlib/gzip data: a bad header or block, a wrong checksum, or truncated");
}

DecompressResult zstd_failed(std::size_t code, std::size_t capacity) {
  if (ZSTD_getErrorCode(code) == ZSTD_error_dstSize_tooSmall) return too_large(capacity);
  return failed(DecompressStatus::kCorrupt,
                std::string("corrupt zstd data: ") + ZSTD_getErrorName(code));
}

// Every frame of input, one after another, in one call: zstd's stable API, which never writes
// past output.size() and reports a stream that needs more room as such.
DecompressResult zstd_bounded(std::span<const std::uint8_t> input, std::span<std::uint8_t> output) {
  // The frame header may state its size: refuse early without touching the output.
  const unsigned long long declared = ZSTD_getFrameContentSize(input.data(), input.size());
  if (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != ZSTD_CONTENTSIZE_ERROR &&
      declared > output.size()) {
    return too_large(output.size());
  }
  ZSTD_DCtx* context = zstd_context();
  if (!context) return failed(DecompressStatus::kCorrupt, "out of memory for zstd");
  const std::size_t size =
      ZSTD_decompressDCtx(context, output.data(), output.size(), input.data(), input.size());
  if (!ZSTD_isError(size)) return ok(size);
  return zstd_failed(size, output.size());
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

// Bounded decompression of tile data with libdeflate (zlib and gzip streams) and zstd.
#include "engine/tiled/read/decompress.h"

#include <libdeflate.h>
// For zstd's buffer-less streaming (ZSTD_decompressContinue), which Debian's libzstd exports.
#define ZSTD_STATIC_LINKING_ONLY
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

// One frame after another (as ZSTD_decompressDCtx reads them), each block written straight
// after the one before in output and reported to watcher while it is in the cache.
DecompressResult zstd_blocks(ZSTD_DCtx* context, std::span<const std::uint8_t> input,
                             std::span<std::uint8_t> output, OutputWatcher& watcher) {
  std::size_t in = 0, out = 0;
  while (in < input.size()) {
    const std::size_t begun = ZSTD_decompressBegin(context);
    if (ZSTD_isError(begun)) return zstd_failed(begun, output.size());
    for (std::size_t next = ZSTD_nextSrcSizeToDecompress(context); next != 0;
         next = ZSTD_nextSrcSizeToDecompress(context)) {
      if (next > input.size() - in) {
        return zstd_failed(static_cast<std::size_t>(-ZSTD_error_srcSize_wrong), output.size());
      }
      const std::size_t made = ZSTD_decompressContinue(
          context, output.data() + out, output.size() - out, input.data() + in, next);
      if (ZSTD_isError(made)) return zstd_failed(made, output.size());
      in += next;
      out += made;
      if (made != 0) watcher.written(out);
    }
  }
  return ok(out);
}

DecompressResult zstd_bounded(std::span<const std::uint8_t> input, std::span<std::uint8_t> output,
                              OutputWatcher* watcher) {
  // The frame header may state its size: refuse early without touching the output.
  const unsigned long long declared = ZSTD_getFrameContentSize(input.data(), input.size());
  if (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != ZSTD_CONTENTSIZE_ERROR &&
      declared > output.size()) {
    return too_large(output.size());
  }
  ZSTD_DCtx* context = zstd_context();
  if (!context) return failed(DecompressStatus::kCorrupt, "out of memory for zstd");
  if (watcher && !input.empty()) {
    DecompressResult blocks = zstd_blocks(context, input, output, *watcher);
    // A refused stream is decompressed again in one call, only for its status and message:
    // the two ways word some errors differently and may stop at another one first.
    if (blocks.status == DecompressStatus::kOk) return blocks;
  }
  const std::size_t size =
      ZSTD_decompressDCtx(context, output.data(), output.size(), input.data(), input.size());
  if (!ZSTD_isError(size)) return ok(size);
  return zstd_failed(size, output.size());
}

}  // namespace

DecompressResult decompress_into(Compression compression, std::span<const std::uint8_t> input,
                                 std::span<std::uint8_t> output, OutputWatcher* watcher) {
  switch (compression) {
    case Compression::kNone:
      return copy_uncompressed(input, output);
    case Compression::kZlib:
    case Compression::kGzip:
      return inflate_bounded(input, output);
    case Compression::kZstd:
      return zstd_bounded(input, output, watcher);
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

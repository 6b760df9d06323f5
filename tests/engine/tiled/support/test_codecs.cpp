// Test encoders built on zlib and zstd directly, independent of the code under test.
#include "tests/engine/tiled/support/test_codecs.h"

#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <stdexcept>
#include <string_view>

namespace hp::tiled::test {

std::string encode_base64(std::span<const std::uint8_t> bytes) {
  static const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string text;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
    std::uint32_t group = static_cast<std::uint32_t>(bytes[i]) << 16;
    if (n > 1) group |= static_cast<std::uint32_t>(bytes[i + 1]) << 8;
    if (n > 2) group |= bytes[i + 2];
    for (std::size_t k = 0; k < 4; ++k) {
      text += k <= n ? kAlphabet[(group >> (18 - 6 * k)) & 63] : '=';
    }
  }
  return text;
}

Bytes gid_bytes(const std::vector<std::uint32_t>& gids) {
  Bytes bytes;
  for (std::uint32_t gid : gids) {
    for (int shift = 0; shift < 32; shift += 8)
      bytes.push_back(static_cast<std::uint8_t>(gid >> shift));
  }
  return bytes;
}

Bytes bytes_of(std::string_view text) {
  return Bytes(text.begin(), text.end());
}

namespace {

Bytes deflate_with_window(std::span<const std::uint8_t> bytes, int window_bits) {
  z_stream stream{};
  if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY) !=
      Z_OK) {
    throw std::runtime_error("deflateInit2 failed");
  }
  Bytes out(deflateBound(&stream, static_cast<uLong>(bytes.size())) + 32);
  stream.next_in = const_cast<Bytef*>(bytes.data());
  stream.avail_in = static_cast<uInt>(bytes.size());
  stream.next_out = out.data();
  stream.avail_out = static_cast<uInt>(out.size());
  const int ret = deflate(&stream, Z_FINISH);
  deflateEnd(&stream);
  if (ret != Z_STREAM_END) throw std::runtime_error("deflate failed");
  out.resize(stream.total_out);
  return out;
}

}  // namespace

Bytes zlib_compress(std::span<const std::uint8_t> bytes) {
  return deflate_with_window(bytes, 15);
}

Bytes gzip_compress(std::span<const std::uint8_t> bytes) {
  return deflate_with_window(bytes, 15 + 16);  // +16: gzip header and trailer
}

Bytes zstd_compress(std::span<const std::uint8_t> bytes, bool with_size) {
  ZSTD_CCtx* context = ZSTD_createCCtx();
  ZSTD_CCtx_setParameter(context, ZSTD_c_contentSizeFlag, with_size ? 1 : 0);
  Bytes out(ZSTD_compressBound(bytes.size()));
  const std::size_t size =
      ZSTD_compress2(context, out.data(), out.size(), bytes.data(), bytes.size());
  ZSTD_freeCCtx(context);
  if (ZSTD_isError(size)) throw std::runtime_error("zstd compression failed");
  out.resize(size);
  return out;
}

}  // namespace hp::tiled::test

// Decode-only floors for each tile data encoding: the least work any loader of the file must do.
#include "tools/bench/load/load_floor.h"

#include <benchmark/benchmark.h>
#include <libdeflate.h>
#include <zstd.h>

#include <cstdint>
#include <memory>
#include <span>

#include "engine/tiled/read/base64.h"

namespace hp::bench {
namespace {

// Base64 through the loader's own decoder (engine/tiled/read/base64.cpp): it checks its input
// and still takes fewer instructions than the four-symbols-at-a-time loop this floor had
// (callgrind, the four layers of the uncompressed fixture: 201 M against 214 M), and the floor
// is to be as low as the code at hand allows. Returns the bytes the text decodes to, or 0.
std::size_t base64_into(std::string_view text, std::span<std::uint8_t> out) {
  std::string error;
  return tiled::decode_base64_up_to(text, out, error).value_or(0);
}

// Digits accumulate, a comma ends a number, everything else (whitespace) is skipped: no
// validation beyond staying inside gids. (std::from_chars per number took 60 instructions a
// number here, more than the loader's own scanner.)
std::size_t csv_into(std::string_view text, std::span<std::uint32_t> gids) {
  std::size_t count = 0;
  std::uint32_t value = 0;
  for (const char c : text) {
    const auto digit = static_cast<std::uint32_t>(static_cast<unsigned char>(c - '0'));
    if (digit < 10) {
      value = value * 10 + digit;
    } else if (c == ',' && count < gids.size()) {
      gids[count++] = value;
      value = 0;
    }
  }
  if (count < gids.size()) gids[count++] = value;  // the last number has no comma after it
  return count;
}

std::span<std::uint8_t> as_bytes(std::vector<std::uint32_t>& gids) {
  return {reinterpret_cast<std::uint8_t*>(gids.data()), gids.size() * sizeof(std::uint32_t)};
}

// Inflates (or copies) packed into out; false if it does not fill out exactly.
bool unpack(FixtureEncoding encoding, std::span<const std::uint8_t> packed,
            std::span<std::uint8_t> out, libdeflate_decompressor* inflater, ZSTD_DCtx* zstd) {
  switch (encoding) {
    case FixtureEncoding::kBase64Zlib:
      return libdeflate_zlib_decompress(inflater, packed.data(), packed.size(), out.data(),
                                        out.size(), nullptr) == LIBDEFLATE_SUCCESS;
    case FixtureEncoding::kBase64Gzip:
      return libdeflate_gzip_decompress(inflater, packed.data(), packed.size(), out.data(),
                                        out.size(), nullptr) == LIBDEFLATE_SUCCESS;
    case FixtureEncoding::kBase64Zstd:
      return ZSTD_decompressDCtx(zstd, out.data(), out.size(), packed.data(), packed.size()) ==
             out.size();
    default:
      return false;
  }
}

}  // namespace

LayerDecoder::LayerDecoder()
    : inflater_(libdeflate_alloc_decompressor(), libdeflate_free_decompressor),
      zstd_(ZSTD_createDCtx(), ZSTD_freeDCtx) {}

bool LayerDecoder::decode(FixtureEncoding encoding, std::string_view text,
                          std::vector<std::uint32_t>& gids) {
  if (encoding == FixtureEncoding::kCsv) return csv_into(text, gids) == gids.size();
  if (encoding == FixtureEncoding::kBase64) {
    return base64_into(text, as_bytes(gids)) == gids.size() * sizeof(std::uint32_t);
  }
  std::vector<std::uint8_t> packed(text.size() / 4 * 3 + 3);
  packed.resize(base64_into(text, packed));
  return unpack(encoding, packed, as_bytes(gids), inflater_.get(), zstd_.get());
}

std::string decode_floor(FixtureEncoding encoding, const std::vector<FixtureLayer>& layers,
                         bool check) {
  LayerDecoder decoder;
  for (const FixtureLayer& layer : layers) {
    std::vector<std::uint32_t> gids(layer.gids.size());
    if (!decoder.decode(encoding, layer.text(encoding), gids)) {
      return "the floor could not decode layer " + layer.name;
    }
    if (check && gids != layer.gids) return "the floor decoded other gids in layer " + layer.name;
    benchmark::DoNotOptimize(gids.data());
  }
  return {};
}

}  // namespace hp::bench

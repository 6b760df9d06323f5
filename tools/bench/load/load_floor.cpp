// Decode-only floors for each tile data encoding: the least work any loader of the file must do.
#include "tools/bench/load/load_floor.h"

#include <benchmark/benchmark.h>
#include <libdeflate.h>
#include <zstd.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>

namespace hp::bench {
namespace {

constexpr std::uint8_t kNotSymbol = 0x80;

constexpr std::array<std::uint8_t, 256> make_base64_table() {
  std::array<std::uint8_t, 256> table{};
  table.fill(kNotSymbol);
  const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (std::uint8_t i = 0; i < 64; ++i) table[static_cast<unsigned char>(alphabet[i])] = i;
  return table;
}

constexpr std::array<std::uint8_t, 256> kBase64 = make_base64_table();

// One pass: four symbols at a time while they are all in the alphabet, else one at a time
// (whitespace, '=' and anything else are skipped). Returns the bytes written.
std::size_t base64_into(const std::string& text, std::span<std::uint8_t> out) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* end = p + text.size();
  std::uint8_t* o = out.data();
  std::uint8_t* const o_end = o + out.size();
  std::uint32_t group = 0;
  int symbols = 0;
  while (p < end) {
    if (symbols == 0 && end - p >= 4 && o_end - o >= 3) {
      const std::uint32_t a = kBase64[p[0]], b = kBase64[p[1]], c = kBase64[p[2]],
                          d = kBase64[p[3]];
      if (((a | b | c | d) & kNotSymbol) == 0) {
        const std::uint32_t v = (a << 18) | (b << 12) | (c << 6) | d;
        o[0] = static_cast<std::uint8_t>(v >> 16);
        o[1] = static_cast<std::uint8_t>(v >> 8);
        o[2] = static_cast<std::uint8_t>(v);
        o += 3;
        p += 4;
        continue;
      }
    }
    const std::uint8_t v = kBase64[*p++];
    if (v & kNotSymbol) continue;
    group = (group << 6) | v;
    if (++symbols == 4) {
      for (int shift : {16, 8, 0}) {
        if (o < o_end) *o++ = static_cast<std::uint8_t>(group >> shift);
      }
      group = 0;
      symbols = 0;
    }
  }
  if (symbols == 2 && o < o_end) *o++ = static_cast<std::uint8_t>(group >> 4);
  if (symbols == 3 && o_end - o >= 2) {
    *o++ = static_cast<std::uint8_t>(group >> 10);
    *o++ = static_cast<std::uint8_t>(group >> 2);
  }
  return static_cast<std::size_t>(o - out.data());
}

// Digits accumulate, a comma ends a number, everything else (whitespace) is skipped: no
// validation beyond staying inside gids. (std::from_chars per number took 60 instructions a
// number here, more than the loader's own scanner.)
std::size_t csv_into(const std::string& text, std::span<std::uint32_t> gids) {
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

std::string decode_floor(FixtureEncoding encoding, const std::vector<FixtureLayer>& layers,
                         bool check) {
  const std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor*)> inflater(
      libdeflate_alloc_decompressor(), libdeflate_free_decompressor);
  const std::unique_ptr<ZSTD_DCtx, std::size_t (*)(ZSTD_DCtx*)> zstd(ZSTD_createDCtx(),
                                                                     ZSTD_freeDCtx);
  for (const FixtureLayer& layer : layers) {
    const std::string& text = layer.text(encoding);
    std::vector<std::uint32_t> gids(layer.gids.size());
    bool decoded = false;
    if (encoding == FixtureEncoding::kCsv) {
      decoded = csv_into(text, gids) == gids.size();
    } else if (encoding == FixtureEncoding::kBase64) {
      decoded = base64_into(text, as_bytes(gids)) == gids.size() * sizeof(std::uint32_t);
    } else {
      std::vector<std::uint8_t> packed(text.size() / 4 * 3 + 3);
      packed.resize(base64_into(text, packed));
      decoded = unpack(encoding, packed, as_bytes(gids), inflater.get(), zstd.get());
    }
    if (!decoded) return "the floor could not decode layer " + layer.name;
    if (check && gids != layer.gids) return "the floor decoded other gids in layer " + layer.name;
    benchmark::DoNotOptimize(gids.data());
  }
  return {};
}

}  // namespace hp::bench

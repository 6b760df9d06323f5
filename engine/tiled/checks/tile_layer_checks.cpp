// Tile layer checks: size limits before allocation, gid ownership after decoding.
#include "engine/tiled/checks/tile_layer_checks.h"

#include <algorithm>
#include <bit>
#include <span>
#include <string>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HP_GID_SCAN_AVX2 1
#endif

#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {
namespace {

std::string size_text(int width, int height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

std::string chunk_text(const TileChunk& chunk) {
  return "chunk at (" + std::to_string(chunk.x) + ", " + std::to_string(chunk.y) + ") of " +
         size_text(chunk.width, chunk.height) + " tiles";
}

bool chunk_in_range(const TileChunk& c) {
  const auto fits = [](int start, int length) {
    return length >= 1 && length <= kMaxMapSide && start >= -kMaxInfiniteExtent &&
           static_cast<std::int64_t>(start) + length <= kMaxInfiniteExtent;
  };
  return fits(c.x, c.width) && fits(c.y, c.height);
}

struct BadGids {
  std::size_t count = 0;
  int column = 0, row = 0;
  std::uint32_t first = 0;
};

// Clears the hexagonal bit of each gid of region (top-left at x, y) and notes the unowned ones.
void scan_slowly(std::vector<std::uint32_t>& gids, int x, int y, int width, const GidOwners& owners,
                 BadGids& bad) {
  for (std::size_t i = 0; i < gids.size(); ++i) {
    gids[i] &= ~kRotateHex120;
    if (owners.owns(gids[i])) continue;
    if (bad.count++ == 0) {
      bad.column = x + static_cast<int>(i % static_cast<std::size_t>(width));
      bad.row = y + static_cast<int>(i / static_cast<std::size_t>(width));
      bad.first = gids[i] & kGidMask;
    }
  }
}

// Whether any gid's id lies outside first <= id < first + span (0, an empty cell, never does),
// and whether any has the hexagonal bit; four gids at a time where SSE2 is there. Only reads:
// Tiled never sets the hexagonal bit on an orthogonal map, so writing every gid back would cost
// a second pass over memory for nothing.
struct RangeScan {
  bool stray = false;
  bool hexagonal = false;
};

#if defined(__SSE2__)
// The vector part of scan_range, up to a multiple of eight gids; returns where it stopped.
// from_one: the range starts at gid 1 (the usual one tileset, or tilesets end to end from 1),
// so one unsigned compare, id < end, also accepts 0. Else id - first < span, or id == 0.
template <bool from_one>
std::size_t scan_range_sse2(std::span<const std::uint32_t> gids, std::uint32_t first,
                            std::uint32_t span, std::uint32_t& stray, std::uint32_t& bits) {
  // SSE2 compares signed: flipping the top bit of both sides makes it an unsigned compare, and
  // (id - first) with the top bit flipped is id - (first with the top bit flipped).
  const __m128i bias = _mm_set1_epi32(static_cast<int>(0x80000000u));
  const __m128i shift = _mm_set1_epi32(static_cast<int>(first ^ 0x80000000u));
  // The last offset id - first that is owned; from one, the last id (first + span - 1 = span).
  const std::uint32_t last_owned = from_one ? span : span - 1;
  const __m128i last = _mm_set1_epi32(static_cast<int>(last_owned ^ 0x80000000u));
  const __m128i mask = _mm_set1_epi32(static_cast<int>(kGidMask));
  const __m128i zero = _mm_setzero_si128();
  __m128i any_stray = zero, any_bits = zero;
  const auto strays = [&](__m128i v) {
    const __m128i id = _mm_and_si128(v, mask);
    if constexpr (from_one) return _mm_cmpgt_epi32(_mm_xor_si128(id, bias), last);
    const __m128i past = _mm_cmpgt_epi32(_mm_sub_epi32(id, shift), last);
    return _mm_andnot_si128(_mm_cmpeq_epi32(id, zero), past);
  };
  std::size_t i = 0;
  for (; i + 8 <= gids.size(); i += 8) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(gids.data() + i));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(gids.data() + i + 4));
    any_bits = _mm_or_si128(any_bits, _mm_or_si128(a, b));
    any_stray = _mm_or_si128(any_stray, _mm_or_si128(strays(a), strays(b)));
  }
  stray |= static_cast<std::uint32_t>(_mm_movemask_epi8(any_stray));
  alignas(16) std::uint32_t lanes[4];
  _mm_store_si128(reinterpret_cast<__m128i*>(lanes), any_bits);
  bits |= lanes[0] | lanes[1] | lanes[2] | lanes[3];
  return i;
}
#endif

#if defined(HP_GID_SCAN_AVX2)
// A gid's offset from the range's first id; an empty cell (id 0) gets offset 0.
template <bool from_one>
__attribute__((target("avx2"), always_inline)) inline __m256i gid_offsets(__m256i gids,
                                                                          __m256i shift) {
  const __m256i id = _mm256_and_si256(gids, _mm256_set1_epi32(static_cast<int>(kGidMask)));
  if constexpr (from_one) return id;  // offset id - 1, shifted by one: id itself
  const __m256i empty = _mm256_cmpeq_epi32(id, _mm256_setzero_si256());
  return _mm256_andnot_si256(empty, _mm256_sub_epi32(id, shift));
}

// The vector part of scan_range on AVX2, 32 gids a loop (SSE2's signed compares took about 10
// instructions for 8 gids). Unsigned max does it in fewer: a gid strays when its offset
// id - first is above the last owned offset, i.e. when max(offset, last) != last. An empty cell
// (id 0) has offset 0 (from one: id itself; else masked to 0), which never strays.
template <bool from_one>
__attribute__((target("avx2"))) std::size_t scan_range_avx2(std::span<const std::uint32_t> gids,
                                                            std::uint32_t first, std::uint32_t span,
                                                            std::uint32_t& stray,
                                                            std::uint32_t& bits) {
  // From one, the offsets are the ids themselves and the last owned is span (0 is empty).
  const std::uint32_t last_owned = from_one ? span : span - 1;
  const __m256i last = _mm256_set1_epi32(static_cast<int>(last_owned));
  const __m256i shift = _mm256_set1_epi32(static_cast<int>(first));
  __m256i top = _mm256_setzero_si256(), any_bits = _mm256_setzero_si256();
  const std::uint32_t* data = gids.data();
  std::size_t i = 0;
  for (; i + 32 <= gids.size(); i += 32) {
    const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i));
    const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i + 8));
    const __m256i c = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i + 16));
    const __m256i d = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i + 24));
    any_bits =
        _mm256_or_si256(any_bits, _mm256_or_si256(_mm256_or_si256(a, b), _mm256_or_si256(c, d)));
    const __m256i ab =
        _mm256_max_epu32(gid_offsets<from_one>(a, shift), gid_offsets<from_one>(b, shift));
    const __m256i cd =
        _mm256_max_epu32(gid_offsets<from_one>(c, shift), gid_offsets<from_one>(d, shift));
    top = _mm256_max_epu32(top, _mm256_max_epu32(ab, cd));
  }
  // Every lane's largest offset within the last owned one: max(top, last) == last throughout.
  const __m256i within = _mm256_cmpeq_epi32(_mm256_max_epu32(top, last), last);
  if (static_cast<std::uint32_t>(_mm256_movemask_epi8(within)) != 0xffffffffu) stray |= 1;
  alignas(32) std::uint32_t lanes[8];
  _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), any_bits);
  for (const std::uint32_t lane : lanes) bits |= lane;
  return i;
}

bool has_avx2() {
  static const bool supported = __builtin_cpu_supports("avx2");
  return supported;
}
#endif

// The vector part of scan_range, on the widest instructions at hand; returns where it stopped.
std::size_t scan_range_vector(std::span<const std::uint32_t> gids, std::uint32_t first,
                              std::uint32_t span, std::uint32_t& stray, std::uint32_t& bits) {
  if (span == 0) return 0;
#if defined(HP_GID_SCAN_AVX2)
  if (has_avx2()) {
    return first == 1 ? scan_range_avx2<true>(gids, first, span, stray, bits)
                      : scan_range_avx2<false>(gids, first, span, stray, bits);
  }
#endif
#if defined(__SSE2__)
  return first == 1 ? scan_range_sse2<true>(gids, first, span, stray, bits)
                    : scan_range_sse2<false>(gids, first, span, stray, bits);
#else
  return 0;
#endif
}

RangeScan scan_range(std::span<const std::uint32_t> gids, std::uint32_t first, std::uint32_t span) {
  std::uint32_t stray = 0, bits = 0;  // bits: every gid ORed, for the hexagonal bit
  std::size_t i = scan_range_vector(gids, first, span, stray, bits);
  for (; i < gids.size(); ++i) {
    const std::uint32_t id = gids[i] & kGidMask;
    bits |= gids[i];
    // Unsigned wrap-around makes one comparison test first <= id < end.
    stray |= static_cast<std::uint32_t>(id != 0) & static_cast<std::uint32_t>(id - first >= span);
  }
  return {stray != 0, (bits & kRotateHex120) != 0};
}

// The same for gids owned by one unbroken range: a vector scan, since a large layer is mostly
// spent here. Only when it finds a stray gid (or a hexagonal bit to clear) does the slow scan
// run.
void scan(std::vector<std::uint32_t>& gids, int x, int y, int width, const GidOwners& owners,
          const std::optional<GidOwners::Range>& range, BadGids& bad) {
  if (!range) return scan_slowly(gids, x, y, width, owners, bad);
  const RangeScan found = scan_range(gids, range->first, range->end - range->first);
  if (found.stray || found.hexagonal) scan_slowly(gids, x, y, width, owners, bad);
}

}  // namespace

bool TileBudget::take_layer(int width, int height, std::string_view what,
                            const ReadContext& context, int line) {
  const std::int64_t count = static_cast<std::int64_t>(width) * height;
  if (count > kMaxTilesPerLayer || width > kMaxMapSide || height > kMaxMapSide) {
    context.error(line, std::string(what) + " is " + size_text(width, height) + " tiles; at most " +
                            std::to_string(kMaxTilesPerLayer) + " tiles (e.g. 4096x4096) and " +
                            std::to_string(kMaxMapSide) +
                            " on a side are supported; make the layer smaller");
    return false;
  }
  return take(count, what, size_text(width, height), context, line);
}

bool TileBudget::take_chunk(const TileChunk& chunk, std::int64_t& layer_tiles,
                            std::string_view what, const ReadContext& context, int line) {
  if (!chunk_in_range(chunk)) {
    context.error(line, std::string(what) + ": " + chunk_text(chunk) +
                            " is outside the supported area (chunks lie within " +
                            std::to_string(kMaxInfiniteExtent) +
                            " tiles of the origin and are at least 1x1); move the tiles "
                            "closer to the origin in Tiled");
    return false;
  }
  const std::int64_t count = static_cast<std::int64_t>(chunk.width) * chunk.height;
  if (layer_tiles + count > kMaxTilesPerLayer) {
    context.error(line, std::string(what) + ": its chunks hold more than " +
                            std::to_string(kMaxTilesPerLayer) +
                            " tiles (e.g. 4096x4096); make the layer smaller");
    return false;
  }
  layer_tiles += count;
  return take(count, what, chunk_text(chunk), context, line);
}

bool TileBudget::take(std::int64_t count, std::string_view what, std::string_view size,
                      const ReadContext& context, int line) {
  if (tiles_ + count > kMaxTilesPerMap) {
    context.error(line, std::string(what) + " (" + std::string(size) +
                            ") brings the map's tile layers to " + std::to_string(tiles_ + count) +
                            " tiles, more than the " + std::to_string(kMaxTilesPerMap) +
                            " allowed; use fewer or smaller layers");
    return false;
  }
  tiles_ += count;
  return true;
}

GidScanAhead::GidScanAhead(const std::vector<std::uint32_t>& gids, const GidOwners& owners)
    : gids_(gids), range_(owners.single_range()) {
  // Tiled's words are little-endian: elsewhere they are only right after the byte swap.
  if constexpr (std::endian::native != std::endian::little) clean_ = false;
  if (!range_) clean_ = false;
}

void GidScanAhead::written(std::size_t bytes) {
  const std::size_t now = std::min(bytes / sizeof(std::uint32_t), gids_.size());
  if (!clean_ || now <= scanned_) return;
  const std::span<const std::uint32_t> fresh(gids_.data() + scanned_, now - scanned_);
  const RangeScan found = scan_range(fresh, range_->first, range_->end - range_->first);
  if (found.stray || found.hexagonal) clean_ = false;
  scanned_ = now;
}

bool GidScanAhead::covers_clean(const std::vector<std::uint32_t>& gids) const {
  return clean_ && &gids == &gids_ && scanned_ == gids.size();
}

bool check_layer_gids(TileLayer& layer, const GidOwners& owners, std::string_view what,
                      const ReadContext& context, int line, const GidScanAhead* ahead) {
  BadGids bad;
  const std::optional<GidOwners::Range> range = ahead ? ahead->range() : owners.single_range();
  if (!ahead || !ahead->covers_clean(layer.gids)) {
    scan(layer.gids, 0, 0, layer.width, owners, range, bad);
  }
  for (TileChunk& chunk : layer.chunks) {
    scan(chunk.gids, chunk.x, chunk.y, chunk.width, owners, range, bad);
  }
  if (bad.count == 0) return true;
  context.error(line, std::string(what) + ": " + std::to_string(bad.count) +
                          " tile(s) have a gid no tileset owns; the first, at column " +
                          std::to_string(bad.column) + ", row " + std::to_string(bad.row) +
                          ", is gid " + std::to_string(bad.first) + " (tilesets cover " +
                          owners.describe() + "); add the missing tileset or erase the tiles");
  return false;
}

}  // namespace hp::tiled

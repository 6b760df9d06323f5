// Tile layer checks: size limits before allocation, gid ownership after decoding.
#include "engine/tiled/checks/tile_layer_checks.h"

#include <algorithm>
#include <span>
#include <string>

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

// Clears the hexagonal bit of each gid of region (top-left at x, y) unless kept, and notes the
// unowned ones.
void scan_slowly(std::vector<std::uint32_t>& gids, int x, int y, int width, const GidOwners& owners,
                 std::uint32_t clear, BadGids& bad) {
  for (std::size_t i = 0; i < gids.size(); ++i) {
    gids[i] &= ~clear;
    if (owners.owns(gids[i])) continue;
    if (bad.count++ == 0) {
      bad.column = x + static_cast<int>(i % static_cast<std::size_t>(width));
      bad.row = y + static_cast<int>(i / static_cast<std::size_t>(width));
      bad.first = gids[i] & kGidMask;
    }
  }
}

// Whether any gid's id lies outside first <= id < first + span (0, an empty cell, never does),
// and whether any has the hexagonal bit. Only reads: Tiled never sets the hexagonal bit on an
// orthogonal map, so writing every gid back would cost a second pass over memory for nothing.
// The loop has no branch, so the compiler can vectorise it.
struct RangeScan {
  bool stray = false;
  bool hexagonal = false;
};

RangeScan scan_range(std::span<const std::uint32_t> gids, std::uint32_t first, std::uint32_t span) {
  std::uint32_t stray = 0, bits = 0;  // bits: every gid ORed, for the hexagonal bit
  for (const std::uint32_t gid : gids) {
    const std::uint32_t id = gid & kGidMask;
    bits |= gid;
    // Unsigned wrap-around makes one comparison test first <= id < end.
    stray |= static_cast<std::uint32_t>(id != 0) & static_cast<std::uint32_t>(id - first >= span);
  }
  return {stray != 0, (bits & kRotateHex120) != 0};
}

// Checks gids, owned by one unbroken range (the usual case: one tileset, or tilesets end to
// end) with the quick scan; only when it finds a stray gid (or a hexagonal bit to clear) does
// the slow scan run, which looks each gid up and says where the first stray one is. clear: the
// bits to clear from every gid (the hexagonal bit, or none on hexagonal maps).
void scan(std::vector<std::uint32_t>& gids, int x, int y, int width, const GidOwners& owners,
          const std::optional<GidOwners::Range>& range, std::uint32_t clear, BadGids& bad) {
  if (!range) return scan_slowly(gids, x, y, width, owners, clear, bad);
  const RangeScan found = scan_range(gids, range->first, range->end - range->first);
  if (found.stray || (found.hexagonal && clear != 0)) {
    scan_slowly(gids, x, y, width, owners, clear, bad);
  }
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

bool check_layer_gids(TileLayer& layer, const GidOwners& owners, bool keep_hex_rotation,
                      std::string_view what, const ReadContext& context, int line) {
  BadGids bad;
  const std::optional<GidOwners::Range> range = owners.single_range();
  const std::uint32_t clear = keep_hex_rotation ? 0 : kRotateHex120;
  scan(layer.gids, 0, 0, layer.width, owners, range, clear, bad);
  for (TileChunk& chunk : layer.chunks) {
    scan(chunk.gids, chunk.x, chunk.y, chunk.width, owners, range, clear, bad);
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

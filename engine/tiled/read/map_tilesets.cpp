// Map tilesets: overlap checks, ordering, and adopting the tilesets of templates.
#include "engine/tiled/read/map_tilesets.h"

#include <algorithm>

namespace hp::tiled {
namespace {

std::int64_t end_gid(const Tileset& tileset) {
  return static_cast<std::int64_t>(tileset.first_gid) + tileset.tile_count;
}

const Tileset* owner_in(const std::vector<Tileset>& tilesets, std::uint32_t gid) {
  for (const Tileset& tileset : tilesets) {
    if (tileset.contains(gid)) return &tileset;
  }
  return nullptr;
}

// A tileset sized from its image may hold more tiles than the gids up to the next tileset (the
// file stated fewer, or the last cells of the image are empty): Tiled gives a gid to the tileset
// with the largest firstgid at or below it, so the gids from upper's on are upper's. Ends lower
// there and returns true; false when lower does not lie below upper, was not sized so, or the
// count its file states overlaps upper too (the file's own mistake, reported).
bool fit_below(Tileset& lower, const Tileset& upper) {
  if (!lower.image_read || lower.first_gid >= upper.first_gid) return false;
  if (lower.first_gid + std::max(lower.stated_tile_count, 0) > upper.first_gid) return false;
  lower.tile_count = upper.first_gid - lower.first_gid;
  return true;
}

}  // namespace

bool add_tileset(std::vector<Tileset>& tilesets, Tileset tileset, const ReadContext& context,
                 int line) {
  for (Tileset& other : tilesets) {
    if (end_gid(tileset) <= other.first_gid || end_gid(other) <= tileset.first_gid) continue;
    if (fit_below(tileset, other) || fit_below(other, tileset)) continue;
    context.error(line, "tileset \"" + tileset.name + "\" (firstgid " +
                            std::to_string(tileset.first_gid) + ") overlaps tileset \"" +
                            other.name + "\" (gids " + std::to_string(other.first_gid) + "-" +
                            std::to_string(end_gid(other) - 1) + "); re-save the map from Tiled");
    return false;
  }
  tilesets.push_back(std::move(tileset));
  return true;
}

void sort_tilesets(std::vector<Tileset>& tilesets) {
  std::stable_sort(tilesets.begin(), tilesets.end(),
                   [](const Tileset& a, const Tileset& b) { return a.first_gid < b.first_gid; });
}

MapTilesets::MapTilesets(std::vector<Tileset>& tilesets, bool complete)
    : tilesets_(tilesets), owners_(tilesets, complete) {
  for (const Tileset& tileset : tilesets) {
    if (!tileset.source.empty()) keys_.emplace_back(tileset.source, tileset.first_gid);
  }
}

std::optional<Vec2> MapTilesets::tile_size(std::uint32_t gid) const {
  const Tileset* owner = owner_in(tilesets_, gid);
  if (!owner) return std::nullopt;
  const TileData* tile = owner->tile(static_cast<int>((gid & kGidMask) - owner->first_gid));
  if (tile && tile->image_width > 0) {
    return Vec2{static_cast<double>(tile->image_width), static_cast<double>(tile->image_height)};
  }
  return Vec2{static_cast<double>(owner->tile_width), static_cast<double>(owner->tile_height)};
}

std::optional<std::uint32_t> MapTilesets::import_gid(std::uint32_t gid,
                                                     const std::vector<Tileset>& from,
                                                     const std::string& from_path,
                                                     const ReadContext& context, int line) {
  const Tileset* owner = owner_in(from, gid);
  if (!owner) {
    context.error(line, "template \"" + from_path + "\" has tile gid " +
                            std::to_string(gid & kGidMask) +
                            ", which none of its tilesets owns; re-save the template in Tiled");
    return std::nullopt;
  }
  // A tileset embedded in a template (Tiled never writes one, but a file may) is that
  // template's own; an external one is shared by every map and template naming its file.
  const std::string key =
      owner->source.empty() ? from_path + "#" + std::to_string(owner->first_gid) : owner->source;
  std::optional<int> first = first_gid_of(key);
  if (!first) first = adopt(*owner, key, context, line);
  if (!first) return std::nullopt;
  const std::uint32_t local = (gid & kGidMask) - static_cast<std::uint32_t>(owner->first_gid);
  return (gid & ~kGidMask) | (static_cast<std::uint32_t>(*first) + local);
}

std::optional<int> MapTilesets::first_gid_of(const std::string& key) const {
  for (const auto& [known, first] : keys_) {
    if (known == key) return first;
  }
  return std::nullopt;
}

std::optional<int> MapTilesets::adopt(const Tileset& tileset, const std::string& key,
                                      const ReadContext& context, int line) {
  std::int64_t next = 1;
  for (const Tileset& t : tilesets_) next = std::max(next, end_gid(t));
  if (next + tileset.tile_count - 1 > kGidMask) {
    context.error(line, "no gids are left for tileset \"" + tileset.name +
                            "\" of a template; the map's tilesets use them all (remove unused "
                            "tilesets in Tiled)");
    return std::nullopt;
  }
  Tileset copy = tileset;
  copy.first_gid = static_cast<int>(next);
  owners_.add(copy);
  tilesets_.push_back(std::move(copy));
  keys_.emplace_back(key, static_cast<int>(next));
  return static_cast<int>(next);
}

}  // namespace hp::tiled

// TileLookup implementation.
#include "engine/render/map/tile_lookup.h"

#include <algorithm>

#include "engine/render/draw/quad_batch.h"
#include "engine/render/draw/texture_cache.h"

namespace hp {
namespace {

TextureRect rect_in(const MapTexture& texture, int x, int y, int w, int h) {
  return {texel_edge(x, texture.texture_width), texel_edge(y, texture.texture_height),
          texel_edge(x + w, texture.texture_width), texel_edge(y + h, texture.texture_height)};
}

// The tile with local id in tiles (a TileLookup::TilesetTiles, const or not), or nullptr.
template <typename Tiles>
auto local_tile(Tiles& tiles, int id) -> decltype(&tiles.dense[0]) {
  if (id >= 0 && static_cast<std::size_t>(id) < tiles.dense.size()) {
    return &tiles.dense[static_cast<std::size_t>(id)];
  }
  auto it = std::lower_bound(tiles.sparse.begin(), tiles.sparse.end(), id,
                             [](const auto& entry, int key) { return entry.first < key; });
  return it != tiles.sparse.end() && it->first == id ? &it->second : nullptr;
}

}  // namespace

TileLookup::TileLookup(const tiled::Map& map, TextureCache& textures)
    : orientation_(map.orientation) {
  reach_.max_extent = std::max(map.tile_width, map.tile_height);
  for (const tiled::Tileset& tileset : map.tilesets) {
    if (tileset.is_image_collection()) {
      add_collection_tileset(tileset, textures);
    } else {
      add_atlas_tileset(tileset, textures);
    }
    add_animations(tileset, tilesets_.back());
    reach_.min_offset = {std::min(reach_.min_offset.x, tileset.tile_offset.x),
                         std::min(reach_.min_offset.y, tileset.tile_offset.y)};
    reach_.max_offset = {std::max(reach_.max_offset.x, tileset.tile_offset.x),
                         std::max(reach_.max_offset.y, tileset.tile_offset.y)};
  }
  for (const TilesetTiles& tiles : tilesets_) {
    for (const TileImage& tile : tiles.dense) {
      reach_.max_extent = std::max({reach_.max_extent, tile.width, tile.height});
    }
    for (const auto& [id, tile] : tiles.sparse) {
      reach_.max_extent = std::max({reach_.max_extent, tile.width, tile.height});
    }
  }
}

int TileLookup::add_source(TileSource source) {
  sources_.push_back(std::move(source));
  return static_cast<int>(sources_.size()) - 1;
}

void TileLookup::add_atlas_tileset(const tiled::Tileset& tileset, TextureCache& textures) {
  TilesetTiles& tiles = tilesets_.emplace_back();
  tiles.first_gid = static_cast<std::uint32_t>(tileset.first_gid);
  if (tileset.columns <= 0 || tileset.tile_width <= 0 || tileset.tile_height <= 0) return;
  const TileSource source{tileset.image, tileset.transparent, tileset.image_width,
                          tileset.image_height};
  const MapTexture& texture = textures.map_texture(source.path, source.color_key, std::nullopt,
                                                   source.expected_width, source.expected_height);
  const int index = add_source(source);
  for (int id = 0; id < tileset.tile_count; ++id) {
    const int x = tileset.margin + (id % tileset.columns) * (tileset.tile_width + tileset.spacing);
    const int y = tileset.margin + (id / tileset.columns) * (tileset.tile_height + tileset.spacing);
    if (x + tileset.tile_width > texture.width || y + tileset.tile_height > texture.height) break;
    TileImage& tile = tiles.dense.emplace_back();
    tile.source = index;
    tile.texture_width = texture.texture_width;
    tile.texture_height = texture.texture_height;
    tile.rect = rect_in(texture, x, y, tileset.tile_width, tileset.tile_height);
    tile.width = tileset.tile_width;
    tile.height = tileset.tile_height;
    tile.offset = tileset.tile_offset;
    tile.anchor = tileset.object_anchor(orientation_);
  }
}

void TileLookup::add_collection_tileset(const tiled::Tileset& tileset, TextureCache& textures) {
  TilesetTiles& tiles = tilesets_.emplace_back();
  tiles.first_gid = static_cast<std::uint32_t>(tileset.first_gid);
  for (const tiled::TileData& data : tileset.tiles) {
    if (data.image.empty()) continue;
    const TileSource source{data.image, tileset.transparent, data.image_width, data.image_height};
    const MapTexture& texture = textures.map_texture(source.path, source.color_key, std::nullopt,
                                                     source.expected_width, source.expected_height);
    TileImage tile;
    tile.source = add_source(source);
    tile.texture_width = texture.texture_width;
    tile.texture_height = texture.texture_height;
    tile.rect = rect_in(texture, 0, 0, texture.width, texture.height);
    tile.width = texture.width;
    tile.height = texture.height;
    tile.offset = tileset.tile_offset;
    tile.anchor = tileset.object_anchor(orientation_);
    tiles.sparse.emplace_back(data.id, tile);
  }
  std::sort(tiles.sparse.begin(), tiles.sparse.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
}

void TileLookup::add_animations(const tiled::Tileset& tileset, TilesetTiles& tiles) {
  for (const tiled::TileData& data : tileset.tiles) {
    if (data.animation.empty()) continue;
    TileImage* tile = local_tile(tiles, data.id);
    if (!tile) continue;
    Animation animation;
    for (const tiled::AnimationFrame& frame : data.animation) {
      animation.total_ms += std::max(0, frame.duration_ms);
      animation.frames.push_back(
          {animation.total_ms, static_cast<std::uint32_t>(tileset.first_gid + frame.tile_id)});
    }
    tile->animation = static_cast<int>(animations_.size());
    animations_.push_back(std::move(animation));
  }
}

const TileImage* TileLookup::image_of(std::uint32_t gid) const {
  auto it =
      std::upper_bound(tilesets_.begin(), tilesets_.end(), gid,
                       [](std::uint32_t g, const TilesetTiles& t) { return g < t.first_gid; });
  if (gid == 0 || it == tilesets_.begin()) return nullptr;
  const TilesetTiles& tiles = *std::prev(it);
  const TileImage* tile = local_tile(tiles, static_cast<int>(gid - tiles.first_gid));
  return tile && tile->source >= 0 ? tile : nullptr;
}

std::size_t TileLookup::frame_at(const Animation& animation, std::int64_t time_ms) {
  if (animation.total_ms <= 0) return 0;
  const std::int64_t t = ((time_ms % animation.total_ms) + animation.total_ms) % animation.total_ms;
  for (std::size_t i = 0; i < animation.frames.size(); ++i) {
    if (t < animation.frames[i].end_ms) return i;
  }
  return 0;
}

const TileImage* TileLookup::find(std::uint32_t gid, std::int64_t time_ms) const {
  const TileImage* tile = image_of(gid & tiled::kGidMask);
  if (!tile || tile->animation < 0) return tile;
  const Animation& animation = animations_[static_cast<std::size_t>(tile->animation)];
  return image_of(animation.frames[frame_at(animation, time_ms)].gid);
}

bool TileLookup::animated(std::uint32_t gid) const {
  const TileImage* tile = image_of(gid & tiled::kGidMask);
  return tile && tile->animation >= 0;
}

std::uint64_t TileLookup::animation_phase(std::int64_t time_ms) const {
  std::uint64_t phase = 0;
  for (const Animation& animation : animations_) {
    // FNV-1a over the frame indices.
    phase = (phase ^ (frame_at(animation, time_ms) + 1)) * 1099511628211ull;
  }
  return phase;
}

bool TileLookup::tiles_may_overlap(int map_tile_width, int map_tile_height) const {
  const bool offset = reach_.min_offset != Vec2{} || reach_.max_offset != Vec2{};
  return offset || reach_.max_extent > std::min(map_tile_width, map_tile_height);
}

}  // namespace hp

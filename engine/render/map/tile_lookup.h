// TileLookup: every tile of a map resolved once to its texture, its image's place in it, its size
// and offset, with animations followed by time.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/render/draw/tile_flip.h"
#include "engine/tiled/map_model.h"

namespace hp {

class TextureCache;

// An image tiles are cut from: a tileset's image, or one tile's in an image collection.
struct TileSource {
  std::string path;
  std::optional<tiled::Color> color_key;  // the tileset's "trans" colour
  int expected_width = 0;                 // the size the map says the image has
  int expected_height = 0;
};

// One tile's image, ready to draw.
struct TileImage {
  int source = -1;        // index into TileLookup::sources(); -1 for gaps (no tileset owns it)
  int texture_width = 0;  // the source's texture size (MapTexture), for texel arithmetic
  int texture_height = 0;
  TextureRect rect;  // where the image is in the texture
  int width = 0;     // the image's size, pixels (an image-collection tile's own size)
  int height = 0;
  Vec2 offset;         // the tileset's <tileoffset>, pixels
  Vec2 anchor{0, 1};   // the point of a tile object's box at its (x, y), 0..1 across it (the
                       // tileset's objectalignment; when unspecified bottom-left, or
                       // bottom-centre on isometric maps)
  int animation = -1;  // index of the tile's animation, -1 when it is not animated
};

// How far tiles can reach beyond their grid cell, for culling.
struct TileReach {
  int max_extent = 0;  // the largest tile side in any tileset, pixels
  Vec2 min_offset;     // the smallest and largest tileset offsets, pixels
  Vec2 max_offset;
};

class TileLookup {
 public:
  // Loads every tileset's image(s) through textures (for their sizes) and resolves every tile.
  TileLookup(const tiled::Map& map, TextureCache& textures);

  // The image gid shows at time_ms (flip bits ignored; an animated tile's current frame), or
  // nullptr for gid 0 and gids no tileset owns.
  const TileImage* find(std::uint32_t gid, std::int64_t time_ms) const;
  // Which frame every animation shows at time_ms, as one number: equal at two times when every
  // animated tile looks the same at both (and almost surely different otherwise). 0 when nothing
  // is animated.
  std::uint64_t animation_phase(std::int64_t time_ms) const;
  // Whether gid (flip bits ignored) names an animated tile.
  bool animated(std::uint32_t gid) const;
  const TileReach& reach() const { return reach_; }
  const std::vector<TileSource>& sources() const { return sources_; }
  // Whether tiles on a map_tile_width x map_tile_height grid may overlap their neighbours.
  bool tiles_may_overlap(int map_tile_width, int map_tile_height) const;

 private:
  struct Frame {
    std::int64_t end_ms;  // when the frame ends, from the start of the animation
    std::uint32_t gid;
  };
  struct Animation {
    std::vector<Frame> frames;
    std::int64_t total_ms = 0;
  };
  // The index of animation's frame showing at time_ms.
  static std::size_t frame_at(const Animation& animation, std::int64_t time_ms);
  // One tileset's tiles, stored by local id: densely for an image atlas (as many as its image
  // holds), sorted for an image collection (ids may be sparse), never by the gid's size.
  struct TilesetTiles {
    std::uint32_t first_gid = 0;
    std::vector<TileImage> dense;
    std::vector<std::pair<int, TileImage>> sparse;
  };

  void add_atlas_tileset(const tiled::Tileset& tileset, TextureCache& textures);
  void add_collection_tileset(const tiled::Tileset& tileset, TextureCache& textures);
  void add_animations(const tiled::Tileset& tileset, TilesetTiles& tiles);
  int add_source(TileSource source);
  // The tile gid (flip bits cleared) names, animated or not; nullptr when there is none.
  const TileImage* image_of(std::uint32_t gid) const;

  tiled::Orientation orientation_;      // the map's: where unaligned tile objects anchor
  std::vector<TilesetTiles> tilesets_;  // sorted by first_gid, as the map's
  std::vector<TileSource> sources_;
  std::vector<Animation> animations_;
  TileReach reach_;
};

}  // namespace hp

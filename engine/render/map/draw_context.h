// DrawContext: what every layer drawer shares during one MapRenderer::draw.
#pragma once

#include <cstdint>

#include "engine/render/draw/quad_batch.h"
#include "engine/render/map/tile_lookup.h"
#include "engine/render/map/tile_textures.h"
#include "engine/tiled/map_model.h"

namespace hp {

class TextureCache;

struct DrawContext {
  const tiled::Map& map;
  const TileLookup& tiles;
  TileTextures& tile_textures;
  TextureCache& textures;
  QuadBatch& batch;
  std::int64_t time_ms = 0;  // animation clock
  int output_width = 0;      // for culling objects
  int output_height = 0;
};

}  // namespace hp

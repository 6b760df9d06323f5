// DrawContext: what every layer drawer shares during one MapRenderer::draw.
#pragma once

#include <cstdint>

#include "engine/render/draw/quad_batch.h"
#include "engine/render/map/cell_walk.h"
#include "engine/render/map/tile_lookup.h"
#include "engine/render/map/tile_textures.h"
#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_model.h"

namespace hp {

class TextureCache;

struct DrawContext {
  const tiled::Map& map;
  const tiled::MapGeometry& geometry;  // where the map's cells and objects are drawn
  bool hexagonal_cells = false;        // Tiled's hexagonal flips (hexagonal maps only)
  const TileLookup& tiles;
  TileTextures& tile_textures;
  TextureCache& textures;
  QuadBatch& batch;
  std::vector<CellRun>& cell_runs;  // scratch for the tile layer drawer
  std::int64_t time_ms = 0;         // animation clock
  int output_width = 0;             // for culling objects
  int output_height = 0;
};

}  // namespace hp

// RasterFrame: the picture tmxrasterizer (Tiled 1.8) makes of a whole map: where it starts in the
// world and how big it is.
#pragma once

#include "engine/core/vec2.h"
#include "engine/tiled/map_model.h"

namespace hp {

struct RasterFrame {
  Vec2 origin;     // world pixel at the picture's top-left corner
  int width = 0;   // picture size in output pixels (at the requested scale)
  int height = 0;  //
};

// The map's tile area in map pixels as Tiled lays it out for the map's orientation (the whole grid
// of a finite map; for an infinite one the 16 x 16 tile blocks that hold any tile, on any tile
// layer, hidden or not), widened by the largest layer offset in each direction (every non-group
// layer, rounded up), then scaled and truncated.
RasterFrame raster_frame(const tiled::Map& map, double scale);

}  // namespace hp

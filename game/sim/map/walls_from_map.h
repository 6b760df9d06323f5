// Reads static collision from a map: solid tiles and Wall objects (the wall half of the map
// conventions).
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/world_setup.h"

namespace hp::sim {

// Answers "is this gid a solid tile?" (tileset tile with bool property solid = true), caching
// per tile so a bad "solid" value is reported once, not once per cell.
class SolidTiles {
 public:
  SolidTiles(const tiled::Map& map, Diagnostics& diagnostics)
      : map_(map), diagnostics_(diagnostics) {}

  bool is_solid(std::uint32_t gid);

 private:
  bool look_up(std::uint32_t id);

  const tiled::Map& map_;
  Diagnostics& diagnostics_;
  std::unordered_map<std::uint32_t, bool> cache_;
};

// Adds the cell of every solid tile of a tile layer, in its shape in object space (geometry's
// cell_outline), shifted by the layers' offset (object space): a box where the cell is an
// axis-aligned rectangle (orthogonal and isometric maps), else a polygon (a staggered map's
// diamond, a hexagon).
void add_solid_tiles(const tiled::TileLayer& layer, Vec2 offset, const tiled::MapGeometry& geometry,
                     SolidTiles& solid, Walls& walls);

// A cell's outline as a box when it is an axis-aligned rectangle; nullopt otherwise.
std::optional<Rect> outline_box(const std::vector<Vec2>& outline);

// Adds a Wall object: rectangles and tile objects become boxes (polygons when rotated), polygons
// become polygons with absolute points. Other shapes are reported as warnings and skipped.
void add_wall_object(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                     Walls& walls, Diagnostics& diagnostics);

}  // namespace hp::sim

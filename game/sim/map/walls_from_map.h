// Reads static collision from a map: solid tiles and Wall objects (the wall half of the map
// conventions).
#pragma once

#include <cstdint>
#include <unordered_map>

#include "engine/core/diagnostic.h"
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

// Adds a box (one map cell) for every solid tile of a tile layer, shifted by the layers' offset.
void add_solid_tiles(const tiled::TileLayer& layer, Vec2 offset, const tiled::Map& map,
                     SolidTiles& solid, Walls& walls);

// Adds a Wall object: rectangles and tile objects become boxes (polygons when rotated), polygons
// become polygons with absolute points. Other shapes are reported as warnings and skipped.
void add_wall_object(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                     Walls& walls, Diagnostics& diagnostics);

}  // namespace hp::sim

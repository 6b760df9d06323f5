// Walls: static collision as read from a map (solid tiles, Wall objects), in absolute pixels.
#pragma once

#include <vector>

#include "engine/core/vec2.h"

namespace hp::sim {

// An axis-aligned box, pixels.
struct Rect {
  double x = 0, y = 0, w = 0, h = 0;
};

// Static collision: solid tiles and Wall objects.
struct Walls {
  std::vector<Rect> boxes;                  // solid tiles and rectangle walls
  std::vector<std::vector<Vec2>> polygons;  // polygon walls, absolute points
};

}  // namespace hp::sim

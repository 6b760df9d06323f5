// Obstacle: a disc that steering walks around (another unit, as the neighbour query sees it).
#pragma once

#include "engine/core/vec2.h"

namespace hp::sim {

struct Obstacle {
  Vec2 position;        // pixels, centre of the disc
  double radius = 0.0;  // pixels
};

}  // namespace hp::sim

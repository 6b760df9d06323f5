// WorldSetup: everything a World starts from, read from a map (see setup_from_map).
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/area.h"
#include "game/sim/model/objectives.h"
#include "game/sim/model/patrol_route.h"
#include "game/sim/model/unit.h"

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

struct WorldSetup {
  double width = 0;  // map size, pixels
  double height = 0;
  double tile_width = 32;
  std::vector<UnitSpec> units;
  Walls walls;
  std::vector<PatrolRoute> routes;  // patrol routes; UnitSpec::patrol_route indexes this
  std::vector<Area> areas;          // named Area objects: what spawns and doors wait for a hero in
  Objectives objectives;            // how the battle is won and lost
};

}  // namespace hp::sim

// WorldSetup: everything a World starts from, read from a map (see setup_from_map).
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/area.h"
#include "game/sim/model/difficulty.h"
#include "game/sim/model/door.h"
#include "game/sim/model/objectives.h"
#include "game/sim/model/patrol_route.h"
#include "game/sim/model/unit.h"
#include "game/sim/model/walls.h"

namespace hp::sim {

struct WorldSetup {
  double width =
      0;  // map size in the world plane (Tiled's object space; pixels on orthogonal maps)
  double height = 0;
  // One tile's length in the world: the tile width on orthogonal maps (sim/map/map_space.h says
  // what it is on the other orientations).
  double tile_width = 32;
  std::vector<UnitSpec> units;
  Walls walls;  // the walls that stand all battle (doors are apart: they open)
  std::vector<Door> doors;
  std::vector<PatrolRoute> routes;  // patrol routes; UnitSpec::patrol_route indexes this
  std::vector<Area> areas;          // named Area objects: what spawns and doors wait for a hero in
  Objectives objectives;            // how the battle is won and lost
  // How the enemies fight: the player's choice, which the game sets on every battle it loads
  // (Normal unless chosen). A setup made in code (tests, benchmarks) fights the map as drawn.
  Difficulty difficulty = Difficulty::kStory;
};

}  // namespace hp::sim

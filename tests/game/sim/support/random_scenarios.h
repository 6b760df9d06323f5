// RandomScenarios: seeded random little battlefields for the steering's property tests.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "game/sim/model/world_setup.h"

namespace hp::test {

// Ranges the generator draws from (all inclusive).
struct RandomScenarioLimits {
  int min_tiles_wide = 10, max_tiles_wide = 16;  // map width, 32 px tiles
  int min_tiles_high = 8, max_tiles_high = 12;   // map height
  int max_wall_boxes = 6;                        // tile-aligned boxes, 1-4 tiles a side
  int max_wall_polygons = 2;                     // convex, 3-5 corners, 14-36 px across
  int max_allies = 40;  // standing heroes in the way, in clusters (gaps shut or >= 33.6 px)
  int enclose_hero_percent = 10;  // a ring of wall tiles around the hero
  int enclose_enemy_percent = 5;  // ... or around the enemy
};

struct RandomScenario {
  std::uint32_t seed = 0;
  sim::WorldSetup setup;
  std::size_t hero = 0;   // index into setup.units: the attacker, named "Hero"
  std::size_t enemy = 1;  // the target, named "Target"
  bool enclosed = false;  // a ring of walls was built around the hero or the enemy
};

// The scenario for seed: the same seed gives the same scenario on every platform (the generator
// uses its own integer random source, not <random>'s distributions). Units never overlap each
// other, a wall or the map edge.
RandomScenario make_random_scenario(std::uint32_t seed, const RandomScenarioLimits& limits = {});

}  // namespace hp::test

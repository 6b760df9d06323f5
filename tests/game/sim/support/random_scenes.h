// Random steering scenes shared by the oracle comparison tests (seed 000 and seed 001).
#pragma once

#include <random>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim::test {

struct Configuration {
  Vec2 self;
  double self_radius = 0;
  Vec2 target;
  std::vector<Obstacle> obstacles;
};

// A random scene on a 1000 px square with 0 to max_obstacles obstacles; half of them crowd the
// walker so the cardioid, the turns and the inverse square all matter, the rest are anywhere.
inline Configuration random_configuration(std::mt19937_64& rng, int max_obstacles) {
  std::uniform_real_distribution<double> coord(0.0, 1000.0);
  std::uniform_real_distribution<double> radius(2.0, 40.0);
  std::uniform_real_distribution<double> nearby(-120.0, 120.0);
  std::uniform_int_distribution<int> count(0, max_obstacles);
  Configuration c;
  c.self = {coord(rng), coord(rng)};
  c.self_radius = radius(rng);
  c.target = {coord(rng), coord(rng)};
  const int n = count(rng);
  for (int i = 0; i < n; ++i) {
    const Vec2 at =
        i % 2 == 0 ? c.self + Vec2{nearby(rng), nearby(rng)} : Vec2{coord(rng), coord(rng)};
    c.obstacles.push_back({at, radius(rng)});
  }
  return c;
}

}  // namespace hp::sim::test

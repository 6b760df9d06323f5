// Closest approach: minimise |p + v t| over t in [0, horizon].
#include "game/sim/steering/closest_approach.h"

#include <algorithm>
#include <cmath>

namespace hp::sim {

ClosestApproach closest_approach(Vec2 relative_position, Vec2 relative_velocity, double radius_sum,
                                 double horizon) {
  const double speed_squared = relative_velocity.length_squared();
  double time = 0.0;
  // With no relative motion every time is as close as now; report now rather than divide by 0.
  if (speed_squared > 0.0) {
    time = std::clamp(-dot(relative_position, relative_velocity) / speed_squared, 0.0,
                      std::max(horizon, 0.0));
  }
  ClosestApproach approach;
  approach.time = time;
  approach.relative_position = relative_position + relative_velocity * time;
  approach.gap = approach.relative_position.length() - radius_sum;
  return approach;
}

}  // namespace hp::sim

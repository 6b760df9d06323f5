// Seed 000's cardioid anti-gravity: obstacles ahead push a walker aside, those behind do not.
#pragma once

#include <algorithm>
#include <span>

#include "engine/core/vec2.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// Steering constants; the defaults are seed 000's.
struct SteeringTunables {
  // Scales the anti-gravity: mass = (r_self + r_obstacle)^2 * personal_space. Seed 000 uses 2
  // (its part 3 uses 3). At the touching distance the push is personal_space times the pull.
  double personal_space = 2.0;
  // Power the cardioid is raised to; higher narrows the cone of obstacles that count.
  int cardioid_exponent = 3;
  // Not in seed 000: an obstacle exactly on the line ahead pushes straight back, so the walker
  // would stall in front of it. This fraction of its push is turned to the right (the side seed
  // 001 prefers) so the walker picks a side. Only applies within kDeadAheadSine of the line;
  // 0 gives seed 000's behaviour exactly.
  double dead_ahead_nudge = 1e-3;
};

// How far off the line ahead (sine of the angle) an obstacle counts as dead ahead.
inline constexpr double kDeadAheadSine = 1e-9;

// ((1 + cos delta) / 2)^exponent, delta being the angle between heading and to_obstacle,
// computed without trigonometry: 1 straight ahead, 0 straight behind, 0.125 at 90 degrees (for
// the cube). A zero vector has no direction and counts as 90 degrees. Never NaN.
double cardioid_weight(Vec2 heading, Vec2 to_obstacle, int exponent = 3);

// ((1 + cos delta) / 2)^exponent from cos delta, clamped against rounding past +-1.
inline double cardioid_of_cos(double cos_delta, int exponent = 3) {
  const double half = (1.0 + std::clamp(cos_delta, -1.0, 1.0)) / 2.0;
  if (exponent == 3) return half * half * half;
  double result = 1.0;
  for (int i = 0; i < exponent; ++i) result *= half;
  return result;
}

// The anti-gravity one obstacle puts on a walker at self (radius self_radius) heading along
// heading: magnitude mass / d^2, from the obstacle toward self, scaled by the cardioid weight.
// An obstacle on top of the walker (d = 0) pushes it to the right of heading with the strength
// it has when the discs touch (personal_space), so stacked units separate instead of dividing by
// zero. The magnitude is capped at kMaxPush so sums stay finite.
Vec2 obstacle_push(Vec2 self, double self_radius, Vec2 heading, const Obstacle& obstacle,
                   const SteeringTunables& tunables = {});

// Largest push one obstacle can give (reached only when nearly on top of the walker).
inline constexpr double kMaxPush = 1e12;

// The unit direction to walk from self toward target around the obstacles: the unit vector to
// the target plus the sum of the pushes, normalised (seed 000's moveObject looped over every
// obstacle). Zero when self is on the target (nowhere to go). When the pushes cancel the pull
// exactly, steps to the right of the target direction rather than standing still. Never NaN.
Vec2 avoidance_direction(Vec2 self, double self_radius, Vec2 target,
                         std::span<const Obstacle> obstacles,
                         const SteeringTunables& tunables = {});

}  // namespace hp::sim

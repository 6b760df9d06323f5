// Seed 001's side choice: pushes turned toward the target so a walker picks a side, trig-light.
#pragma once

#include <span>

#include "engine/core/vec2.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// Side-choice constants; the defaults are seed 001's.
struct SideChoiceTunables {
  // mass = (r_self + r_obstacle)^2 * personal_space; seed 001 uses 3 (seed 000 used 2).
  double personal_space = 3.0;
  // Power the cardioid is raised to (seed 001 cubes it).
  int cardioid_exponent = 3;
};

// One obstacle's vectors (seed 001's red and blue lines), unweighted, plus the cardioid weight
// both are multiplied by before they are summed.
struct SideChoiceForce {
  Vec2 red;           // anti-gravity: from the obstacle toward the walker, length mass / d^2
  Vec2 blue;          // red turned toward the target, same length
  double weight = 0;  // cardioid weight, 0 (behind) .. 1 (dead ahead)
};

// The vectors seed 001 combines, kept so a debug overlay can draw them.
struct SideChoiceVectors {
  Vec2 heading;   // unit vector toward the target (zero when on the target)
  Vec2 yellow;    // sum of weight * red
  Vec2 blue_sum;  // sum of weight * blue ("B")
  Vec2 green;     // yellow turned to the right and shrunk ("A"); zero unless it points back
  double blue_factor = 0;  // quarter-ellipse weight on blue_sum, 0..1
  Vec2 direction;          // unit movement direction: heading + green + blue_factor * blue_sum
};

// Largest anti-gravity magnitude one obstacle can have (only when nearly on top of the walker).
inline constexpr double kMaxSideChoicePush = 1e12;

// The red and blue vectors one obstacle puts on a walker at self heading along heading (unit).
// The blue vector is the red one rotated toward heading by (pi/2) * weight * (1 - sqrt(1 - s^2)),
// s = 2 * angle(red, heading) / pi - 1, for obstacles in the front half; obstacles beside or
// behind keep blue == red. An obstacle dead ahead turns to the right of heading (y down: right
// of the direction of travel). An obstacle on top of the walker (d = 0) acts as one touching it
// from the left, pushing right. An obstacle with zero combined radius pushes nothing.
SideChoiceForce side_choice_force(Vec2 self, double self_radius, Vec2 heading,
                                  const Obstacle& obstacle,
                                  const SideChoiceTunables& tunables = {});

// Seed 001's moveGuy: sums red (yellow) and blue, turns a backward-pointing yellow to the right
// (green), and blends the blue sum in by how far green + blue_sum is from pointing back. On the
// target: everything zero. No obstacles or no push: direction == heading. If everything cancels
// the pull exactly, direction is the right of heading. Never NaN.
SideChoiceVectors side_choice(Vec2 self, double self_radius, Vec2 target,
                              std::span<const Obstacle> obstacles,
                              const SideChoiceTunables& tunables = {});

// Just the movement direction of side_choice.
inline Vec2 side_choice_direction(Vec2 self, double self_radius, Vec2 target,
                                  std::span<const Obstacle> obstacles,
                                  const SideChoiceTunables& tunables = {}) {
  return side_choice(self, self_radius, target, obstacles, tunables).direction;
}

}  // namespace hp::sim

// ORCA (optimal reciprocal collision avoidance, van den Berg et al.; the algorithm of RVO2): the
// velocity nearest the preferred one that is collision-free for time_horizon against every
// neighbour, each taking half the responsibility. The crowd's fast alternative to sampling.
#pragma once

#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/steering/local_steering.h"

namespace hp::sim {

// A half-plane of permitted velocities: the side left of `direction` through `point`.
struct OrcaLine {
  Vec2 point;
  Vec2 direction;  // unit
};

// Buffers orca_velocity reuses between calls, so a crowd's steps do not allocate.
struct OrcaScratch {
  std::vector<OrcaLine> lines;
  std::vector<OrcaLine> projected;
};

// The new velocity of `self` (its velocity is the one it took last step), at most max_speed.
// time_horizon: seconds ahead collisions are avoided; dt: the step (for already-overlapping
// pairs). Never NaN for finite input.
Vec2 orca_velocity(const Walker& self, Vec2 preferred_velocity,
                   std::span<const Neighbour> neighbours, double time_horizon, double dt,
                   OrcaScratch& scratch);

}  // namespace hp::sim

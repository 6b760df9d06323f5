// Local steering: the velocity a walker takes this tick, its preferred velocity bent around the
// units near it, anticipating where moving ones will be (closest approach), with a bounded turn
// rate. The layer under route following for heroes and the whole of it for crowds.
#pragma once

#include <span>

#include "engine/core/vec2.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// A unit near the walker as local steering sees it: a disc with a velocity (zero if standing).
struct Neighbour {
  Vec2 position;  // pixels (or world units), centre
  Vec2 velocity;  // per second
  double radius = 0.0;
};

// The walker's own state.
struct Walker {
  Vec2 position;
  Vec2 velocity;  // the velocity it took last tick (its heading when non-zero)
  double radius = 0.0;
  double max_speed = 0.0;  // per second
};

struct LocalSteeringTunables {
  // Degrees per second the heading may turn (no jitter: heading changes stay smooth).
  double max_turn_rate_degrees = 540.0;
  // Seconds ahead a moving neighbour's closest approach is looked for.
  double horizon_seconds = 2.0;
  // The remaining numbers are the implementation's; defaults give the behaviour the tests check.
  // Candidate velocities are scored by deviation from the preferred velocity plus
  // collision_weight / (time to contact) against the most urgent neighbour (Guy et al.'s RVO
  // sampling penalty); the cheapest wins. Speed * seconds: at 1, a contact 1 s away costs as
  // much as a deviation of 1 speed unit.
  double collision_weight = 2.0;
  // Added per unit of speed below the preferred speed, scaled by how far the walker is already
  // below it: a held-up walker must find standing still dearer than walking round what holds
  // it up (plain RVO's cost makes stopping the cheaper answer, and crowds deadlock).
  double slowing_weight = 1.0;
  // Added per unit of deviation from the current velocity: inertia against dithering.
  double inertia_weight = 0.15;
  // Added per unit of leftward velocity (relative to the preferred heading): the right-hand
  // rule, so mirror-image choices (two walkers exactly head-on) both go right.
  double left_penalty = 0.05;
  // Share of avoidance a moving neighbour is trusted to take (0.5: reciprocal, RVO); a
  // neighbour at rest is assumed not to move and gets none.
  double reciprocity = 0.5;
};

// Neighbours local_steering_velocity looks at, at most (it keeps no heap memory).
inline constexpr int kMaxSteeringNeighbours = 32;

// The walker's new velocity: length at most max_speed, heading turned from the old heading by at
// most max_turn_rate * dt (a walker at rest may start in any direction). Never NaN. Only the
// first kMaxSteeringNeighbours neighbours count: pass the nearest ones, nearest first.
Vec2 local_steering_velocity(const Walker& self, Vec2 preferred_velocity,
                             std::span<const Neighbour> neighbours, double dt,
                             const LocalSteeringTunables& tunables = {});

}  // namespace hp::sim

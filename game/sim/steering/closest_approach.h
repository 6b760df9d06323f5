// Closest approach of two moving discs: when they are nearest and where the other one is then.
// Inline throughout: local steering calls these for every neighbour and candidate velocity.
#pragma once

#include <algorithm>
#include <cmath>

#include "engine/core/vec2.h"

namespace hp::sim {

// Where a neighbour will be relative to the walker at their closest approach, both keeping
// their velocities.
struct ClosestApproach {
  double time = 0.0;       // seconds from now, in [0, horizon]
  Vec2 relative_position;  // neighbour centre minus walker centre at `time`
  double gap = 0.0;        // centre distance at `time` minus the radius sum (< 0: overlapping)
};

// The closest approach within [0, horizon] seconds of a neighbour at relative_position (its
// centre minus the walker's) moving at relative_velocity (its velocity minus the walker's),
// radius_sum being the two radii added. Zero relative velocity: time 0 (the gap never changes).
// Never NaN for finite input; a negative horizon counts as 0.
inline ClosestApproach closest_approach(Vec2 relative_position, Vec2 relative_velocity,
                                        double radius_sum, double horizon) {
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

// time_to_contact (below) with `beyond`, the squared centre distance minus the squared radius
// sum, worked out by the caller: once per neighbour rather than once per candidate velocity.
inline double time_to_contact_apart(Vec2 relative_position, double beyond, Vec2 closing_velocity,
                                    double never) {
  const double closing = dot(relative_position, closing_velocity);  // > 0: the gap shrinks
  if (closing <= 0.0) return never;
  if (beyond <= 0.0) return 0.0;
  const double speed_squared = closing_velocity.length_squared();
  const double discriminant = closing * closing - speed_squared * beyond;
  if (discriminant < 0.0) return never;  // the paths pass wide
  // closing > 0 and beyond > 0 keep this root positive: the first touch.
  const double time = (closing - std::sqrt(discriminant)) / speed_squared;
  return time < never ? time : never;
}

// Seconds until two discs first touch, the walker moving at closing_velocity relative to the
// neighbour (its velocity minus the neighbour's), or `never` if they do not touch before it.
// Discs already touching or overlapping: 0 while the gap is closing, `never` once it opens.
inline double time_to_contact(Vec2 relative_position, Vec2 closing_velocity, double radius_sum,
                              double never) {
  return time_to_contact_apart(relative_position,
                               relative_position.length_squared() - radius_sum * radius_sum,
                               closing_velocity, never);
}

}  // namespace hp::sim

// Seed 002's `move`: unit vector times speed, never past the destination.
#include "game/sim/navigation/movement_step.h"

#include "engine/core/assert.h"

namespace hp::sim {

Vec2 step_toward(Vec2 from, Vec2 to, double length) {
  HP_ASSERT(length >= 0.0);
  const Vec2 diff = to - from;
  const double norm = diff.length();
  // Within reach (this also covers from == to, where there is no direction to divide by).
  if (norm <= length) return to;
  // One division instead of two, as the seed suggests: length / norm scales the whole vector.
  return from + diff * (length / norm);
}

Vec2 step_along(Vec2 from, Vec2 direction, double length) {
  HP_ASSERT(length >= 0.0);
  return from + direction * length;
}

Vec2 step_along(Vec2 from, Vec2 direction, double length, Vec2 destination) {
  if (distance(from, destination) <= length) return destination;
  return step_along(from, direction, length);
}

Vec2 velocity_toward(Vec2 from, Vec2 to, double speed, double dt) {
  if (dt <= 0.0) return {};
  return (step_toward(from, to, speed * dt) - from) / dt;
}

}  // namespace hp::sim

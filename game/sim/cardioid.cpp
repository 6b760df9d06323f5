// Cardioid anti-gravity steering (seed 000), with linear algebra in place of atan2 and cos.
#include "game/sim/cardioid.h"

#include <algorithm>
#include <cmath>

namespace hp::sim {
namespace {

// The unit vector along v, or zero; scaled first so huge components cannot overflow to inf.
Vec2 unit_or_zero(Vec2 v) {
  const double scale = std::max(std::abs(v.x), std::abs(v.y));
  if (!(scale > 0.0) || !std::isfinite(scale)) return {};
  return normalized(v / scale);
}

// |v| without overflow or underflow in the squares (0 for the zero vector).
double robust_length(Vec2 v) {
  const double scale = std::max(std::abs(v.x), std::abs(v.y));
  if (!(scale > 0.0) || !std::isfinite(scale)) return scale;
  const Vec2 scaled = v / scale;
  return scale * std::sqrt(scaled.length_squared());
}

double power(double base, int exponent) {
  double result = 1.0;
  for (int i = 0; i < exponent; ++i) result *= base;
  return result;
}

// Whether an obstacle in direction to_obstacle (unit) lies on the line ahead (unit heading).
bool dead_ahead(Vec2 heading, Vec2 to_obstacle) {
  return dot(heading, to_obstacle) > 0.0 && std::abs(cross(heading, to_obstacle)) <= kDeadAheadSine;
}

}  // namespace

double cardioid_weight(Vec2 heading, Vec2 to_obstacle, int exponent) {
  // cos delta is the dot product of the two unit vectors; clamped against rounding past +-1.
  const double cos_delta =
      std::clamp(dot(unit_or_zero(heading), unit_or_zero(to_obstacle)), -1.0, 1.0);
  return power((1.0 + cos_delta) / 2.0, exponent);
}

Vec2 obstacle_push(Vec2 self, double self_radius, Vec2 heading, const Obstacle& obstacle,
                   const SteeringTunables& tunables) {
  const Vec2 away = self - obstacle.position;
  const double d = robust_length(away);
  const Vec2 ahead = unit_or_zero(heading);
  if (d == 0.0) return perpendicular(ahead) * tunables.personal_space;

  // mass / d^2 with mass = reach^2 * personal_space, as (reach / d)^2 so no square overflows.
  const double ratio = (self_radius + obstacle.radius) / d;
  double magnitude = ratio * ratio * tunables.personal_space;
  if (!(magnitude <= kMaxPush)) magnitude = kMaxPush;  // also catches inf / inf
  const Vec2 away_unit = unit_or_zero(away);
  const double strength =
      magnitude * cardioid_weight(ahead, -away_unit, tunables.cardioid_exponent);
  Vec2 push = away_unit * strength;
  if (dead_ahead(ahead, -away_unit)) {
    push += perpendicular(ahead) * (strength * tunables.dead_ahead_nudge);
  }
  return push;
}

Vec2 avoidance_direction(Vec2 self, double self_radius, Vec2 target,
                         std::span<const Obstacle> obstacles, const SteeringTunables& tunables) {
  const Vec2 heading = unit_or_zero(target - self);
  if (heading == Vec2{}) return {};
  Vec2 sum = heading;
  for (const Obstacle& obstacle : obstacles) {
    sum += obstacle_push(self, self_radius, heading, obstacle, tunables);
  }
  const Vec2 direction = unit_or_zero(sum);
  // The pushes cancelled the pull exactly: sidestep right (seed 001's side) instead of stalling.
  return direction == Vec2{} ? perpendicular(heading) : direction;
}

}  // namespace hp::sim

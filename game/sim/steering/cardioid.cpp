// Cardioid anti-gravity steering (seed 000), with linear algebra in place of atan2 and cos.
#include "game/sim/steering/cardioid.h"

#include <algorithm>
#include <cmath>

namespace hp::sim {
namespace {

// Squared distances between which plain sums of squares, d^6 and the products below neither
// overflow nor lose the smaller component to underflow. Outside them (d = 0, NaN, or pixels
// beyond 1e50) the scaled path takes over; in play it never runs.
constexpr double kMinPlainDistanceSquared = 1e-100;
constexpr double kMaxPlainDistanceSquared = 1e100;

// robust_normalized with one sqrt and one division when |v|^2 is an ordinary number (always, in
// play).
Vec2 plain_normalized(Vec2 v) {
  const double length_squared = v.length_squared();
  const bool plain =
      length_squared >= kMinPlainDistanceSquared && length_squared <= kMaxPlainDistanceSquared;
  return plain ? v / std::sqrt(length_squared) : robust_normalized(v);
}

// Whether an obstacle in direction to_obstacle (unit) lies on the line ahead (unit heading).
// The rare condition goes first: the sign of the dot product is a coin toss per obstacle, and
// branching on it first costs a misprediction every other obstacle.
bool dead_ahead(Vec2 heading, Vec2 to_obstacle) {
  return std::abs(cross(heading, to_obstacle)) <= kDeadAheadSine && dot(heading, to_obstacle) > 0.0;
}

// mass / d^2 as personal_space * (reach / d)^2, so no square overflows; capped at kMaxPush.
double push_magnitude(double reach_over_d, double personal_space) {
  const double magnitude = reach_over_d * reach_over_d * personal_space;
  return magnitude <= kMaxPush ? magnitude : kMaxPush;  // also catches inf / inf
}

// magnitude along away_unit (unit, from the obstacle toward self), weighted by the cardioid of
// the angle between the unit heading ahead and the obstacle, plus the dead-ahead nudge.
Vec2 weighted_push(Vec2 ahead, Vec2 away_unit, double magnitude, const SteeringTunables& tunables) {
  const double strength =
      magnitude * cardioid_of_cos(-dot(ahead, away_unit), tunables.cardioid_exponent);
  Vec2 push = away_unit * strength;
  if (dead_ahead(ahead, -away_unit)) {
    push += perpendicular(ahead) * (strength * tunables.dead_ahead_nudge);
  }
  return push;
}

// Any away vector, lengths scaled first; a coincident obstacle (d = 0) pushes right of ahead.
Vec2 scaled_push(Vec2 away, double reach, Vec2 ahead, const SteeringTunables& tunables) {
  const double d = robust_length(away);
  if (d == 0.0) return perpendicular(ahead) * tunables.personal_space;
  const double magnitude = push_magnitude(reach / d, tunables.personal_space);
  return weighted_push(ahead, robust_normalized(away), magnitude, tunables);
}

// Seed 000's cube in one expression: with t = d - ahead.away = 2d (1 + cos delta) / 2, the push
// away / d * mass / d^2 * (t / 2d)^3 is away * mass t^3 / (8 d^6): one sqrt, one division.
Vec2 cube_push(Vec2 away, double d2, double mass, Vec2 ahead, double dead_ahead_nudge) {
  const double d = std::sqrt(d2);
  const double t = std::clamp(d - dot(ahead, away), 0.0, 2.0 * d);  // cos delta within [-1, 1]
  const double scale = mass * (t * t * t) / (8.0 * d2 * d2 * d2);
  Vec2 push = away * scale;
  // dead_ahead() with the sine and cosine not yet divided by d; the rare test first.
  if (std::abs(cross(ahead, away)) <= kDeadAheadSine * d && dot(ahead, away) < 0.0) {
    push += perpendicular(ahead) * (scale * d * dead_ahead_nudge);  // scale * d is the strength
  }
  return push;
}

// obstacle_push for a heading already of unit length (or zero). The cube on an ordinary distance
// with an uncapped push takes the one-sqrt, one-division path; any other exponent takes one sqrt
// and two divisions; degenerate distances and capped pushes take the scaled path.
Vec2 push_along_unit_heading(Vec2 self, double self_radius, Vec2 ahead, const Obstacle& obstacle,
                             const SteeringTunables& tunables) {
  const Vec2 away = self - obstacle.position;
  const double reach = self_radius + obstacle.radius;
  const double d2 = away.length_squared();
  const double mass = reach * reach * tunables.personal_space;
  const bool plain = d2 >= kMinPlainDistanceSquared && d2 <= kMaxPlainDistanceSquared;
  if (!plain || !(mass <= kMaxPush * d2)) return scaled_push(away, reach, ahead, tunables);
  if (tunables.cardioid_exponent == 3) {
    return cube_push(away, d2, mass, ahead, tunables.dead_ahead_nudge);
  }
  const double inverse_d = 1.0 / std::sqrt(d2);
  const double magnitude = push_magnitude(reach * inverse_d, tunables.personal_space);
  return weighted_push(ahead, away * inverse_d, magnitude, tunables);
}

}  // namespace

double cardioid_weight(Vec2 heading, Vec2 to_obstacle, int exponent) {
  // cos delta is the dot product of the two unit vectors.
  return cardioid_of_cos(dot(robust_normalized(heading), robust_normalized(to_obstacle)), exponent);
}

Vec2 obstacle_push(Vec2 self, double self_radius, Vec2 heading, const Obstacle& obstacle,
                   const SteeringTunables& tunables) {
  return push_along_unit_heading(self, self_radius, robust_normalized(heading), obstacle, tunables);
}

Vec2 avoidance_direction(Vec2 self, double self_radius, Vec2 target,
                         std::span<const Obstacle> obstacles, const SteeringTunables& tunables) {
  const Vec2 heading = plain_normalized(target - self);  // normalised once, not per obstacle
  if (heading == Vec2{}) return {};
  Vec2 sum = heading;
  for (const Obstacle& obstacle : obstacles) {
    sum += push_along_unit_heading(self, self_radius, heading, obstacle, tunables);
  }
  const Vec2 direction = plain_normalized(sum);
  // The pushes cancelled the pull exactly: sidestep right (seed 001's side) instead of stalling.
  return direction == Vec2{} ? perpendicular(heading) : direction;
}

}  // namespace hp::sim

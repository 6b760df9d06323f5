// Seed 001's side choice with dot and cross products in place of seed 001's atan2 arithmetic.
//
// Trigonometry left, and why: seed 001 scales its turns by functions of the angles themselves
// (a quarter ellipse of |delta|, a linear ramp of |delta|), not of their sines or cosines, so
// matching it needs the angle: one atan2(|cross|, dot) for each obstacle in the front half, for a
// backward-pointing yellow, and for the blend. Each turn is by such an angle, so it needs one
// sin/cos pair: one per front-half obstacle and one for green. Obstacles beside or behind, and
// the heading, need none (seed 001 uses atan2, cos and sin on every obstacle).
#include "game/sim/steering/side_choice.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "game/sim/steering/cardioid.h"

namespace hp::sim {
namespace {

constexpr double kHalfPi = std::numbers::pi / 2.0;

// The unsigned angle between a and b in [0, pi] (0 when either is zero).
double angle_between(Vec2 a, Vec2 b) {
  return std::atan2(std::abs(cross(a, b)), dot(a, b));
}

// v rotated by angle (radians); positive turns x toward y, i.e. clockwise on screen (y down).
Vec2 rotated(Vec2 v, double angle) {
  const double c = std::cos(angle);
  const double s = std::sin(angle);
  return {v.x * c - v.y * s, v.y * c + v.x * s};
}

// sqrt(1 - t^2) for t in [-1, 1], clamped so rounding past +-1 cannot give NaN.
double quarter_ellipse(double t) {
  return std::sqrt(std::max(0.0, 1.0 - t * t));
}

// Seed 001's turn of a front-half push toward the heading: (pi/2) * weight * (1 - ellipse),
// signed so the push rotates toward heading; a push straight back (tie) turns right.
double blue_turn(Vec2 heading, Vec2 away_unit, double weight) {
  const double abs_delta = angle_between(heading, away_unit);  // in (pi/2, pi]
  const double r2 = 1.0 - quarter_ellipse(abs_delta / kHalfPi - 1.0);
  const double theta = kHalfPi * weight * r2;
  // Seed: aTheta = vTheta - theta * sign(delta); sign(delta) is the sign of the cross product,
  // and a dead-ahead obstacle (cross == 0) takes +1, which turns the push to the right.
  return cross(heading, away_unit) >= 0.0 ? -theta : theta;
}

// Seed 001's green: yellow turned by a non-positive angle (to the right when it points back)
// and shrunk by how much longer it is than the blue sum. Zero unless yellow points backward
// and is at least as long as the blue sum; zero for a zero yellow (the seed divides 0 / 0).
Vec2 green_vector(Vec2 heading, Vec2 yellow, Vec2 blue_sum) {
  const double magold = robust_length(yellow);
  const double magnew = robust_length(blue_sum);
  if (!(magold > 0.0) || magold < magnew || dot(heading, yellow) >= 0.0) return {};
  const double shrink = (1.0 - magnew / magold) / (magnew + 1.0);
  const double axxx = (angle_between(heading, yellow) - kHalfPi) / kHalfPi;  // 0..1, unsigned
  return rotated(yellow, -shrink * kHalfPi * axxx) * (shrink * axxx);
}

// The quarter-ellipse weight seed 001 puts on the blue sum: 0 when green + blue_sum points at
// the target or straight back, 1 at 90 degrees. Zero when the combination has no direction.
double blue_factor(Vec2 heading, Vec2 combined) {
  if (combined == Vec2{}) return 0.0;
  return quarter_ellipse(angle_between(heading, combined) / kHalfPi - 1.0);
}

// side_choice_force for ahead = robust_normalized(heading), given with its own
// robust_normalized (what cardioid_weight would work out from it): side_choice works both out
// once for all its obstacles.
SideChoiceForce force_ahead(Vec2 self, double self_radius, Vec2 ahead, Vec2 ahead_again,
                            const Obstacle& obstacle, const SideChoiceTunables& tunables) {
  const double reach = self_radius + obstacle.radius;
  if (!(reach > 0.0)) return {};
  const Vec2 away = self - obstacle.position;
  const double d = robust_length(away);
  // On top of the walker: treat it as touching from the left, so it pushes right.
  const Vec2 away_unit = d > 0.0 ? robust_normalized(away) : perpendicular(ahead);
  const double ratio = d > 0.0 ? reach / d : 1.0;
  double magnitude = ratio * ratio * tunables.personal_space;
  if (!(magnitude <= kMaxSideChoicePush)) magnitude = kMaxSideChoicePush;

  SideChoiceForce force;
  // cardioid_weight(ahead, -away_unit) with ahead's normalisation done once.
  force.weight =
      cardioid_of_cos(dot(ahead_again, robust_normalized(-away_unit)), tunables.cardioid_exponent);
  force.red = away_unit * magnitude;
  const bool front_half = dot(ahead, away_unit) < 0.0;  // the push points back at the walker
  force.blue =
      front_half ? rotated(force.red, blue_turn(ahead, away_unit, force.weight)) : force.red;
  return force;
}

}  // namespace

SideChoiceForce side_choice_force(Vec2 self, double self_radius, Vec2 heading,
                                  const Obstacle& obstacle, const SideChoiceTunables& tunables) {
  const Vec2 ahead = robust_normalized(heading);
  return force_ahead(self, self_radius, ahead, robust_normalized(ahead), obstacle, tunables);
}

SideChoiceVectors side_choice(Vec2 self, double self_radius, Vec2 target,
                              std::span<const Obstacle> obstacles,
                              const SideChoiceTunables& tunables) {
  SideChoiceVectors out;
  out.heading = robust_normalized(target - self);
  if (out.heading == Vec2{}) return out;
  const Vec2 ahead = robust_normalized(out.heading);
  const Vec2 ahead_again = robust_normalized(ahead);
  for (const Obstacle& obstacle : obstacles) {
    const SideChoiceForce force =
        force_ahead(self, self_radius, ahead, ahead_again, obstacle, tunables);
    out.yellow += force.red * force.weight;
    out.blue_sum += force.blue * force.weight;
  }
  // Nothing pushes (no obstacles, or all straight behind): walk straight. The seed divides
  // 0 / 0 here and returns NaN.
  if (out.yellow == Vec2{} && out.blue_sum == Vec2{}) {
    out.direction = out.heading;
    return out;
  }
  out.green = green_vector(out.heading, out.yellow, out.blue_sum);
  out.blue_factor = blue_factor(out.heading, out.green + out.blue_sum);
  out.direction = robust_normalized(out.heading + out.green + out.blue_sum * out.blue_factor);
  // Everything cancelled the pull exactly: sidestep right instead of stalling.
  if (out.direction == Vec2{}) out.direction = perpendicular(out.heading);
  return out;
}

}  // namespace hp::sim

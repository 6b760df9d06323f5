// IntensityShape: curves summed and clamped, then an asymmetric exponential follower.
#include "game/app/music/intensity_shape.h"

#include <algorithm>
#include <cmath>

namespace hp::app {

double IntensityCurve::at(double x) const {
  if (points.empty()) return 0.0;
  if (x <= points.front().first) return points.front().second;
  if (x >= points.back().first) return points.back().second;
  for (std::size_t i = 1; i < points.size(); ++i) {
    const auto& [x1, y1] = points[i];
    if (x > x1) continue;
    const auto& [x0, y0] = points[i - 1];
    if (x1 <= x0) return y1;  // a vertical step: the later point holds from x0 on
    return y0 + (y1 - y0) * (x - x0) / (x1 - x0);
  }
  return points.back().second;
}

// Measured on the shipped maps' scripted battles (docs/composing.md has the numbers): between
// attacks the closest enemy is 0.7-0.9 of a reach from a hero, during a slam 0-0.1. So a
// battle at rest sits under 0.3 (only a base stem), a slam or a wounded side brings the middle
// stems, and a slam with wounds or on the last enemy the top ones; the long fall keeps the
// middle stems through a hero's walk home.
IntensityShape default_intensity_shape() {
  IntensityShape shape;
  shape.closeness.points = {{0.0, 0.5}, {0.5, 0.3}, {1.0, 0.1}, {1.5, 0.0}};
  shape.wounds.points = {{0.0, 0.0}, {0.5, 0.3}, {1.0, 0.5}};
  shape.last_enemy = 0.3;
  shape.rise_seconds = 1.0;
  shape.fall_seconds = 6.0;
  shape.stem_fade_seconds = 1.0;
  return shape;
}

double battle_tension(const IntensityInputs& inputs, const IntensityShape& shape) {
  if (!inputs.both_sides) return 0.0;
  double tension = shape.wounds.at(std::clamp(inputs.wounds, 0.0, 1.0));
  if (std::isfinite(inputs.gap_reaches)) tension += shape.closeness.at(inputs.gap_reaches);
  if (inputs.last_enemy) tension += shape.last_enemy;
  return std::clamp(tension, 0.0, 1.0);
}

double IntensityFollower::follow(double tension, double dt, const IntensityShape& shape) {
  const double target = std::clamp(tension, 0.0, 1.0);
  const double seconds = target > value_ ? shape.rise_seconds : shape.fall_seconds;
  if (seconds <= 0.0) return value_ = target;  // no smoothing asked for
  value_ += (target - value_) * (1.0 - std::exp(-std::max(dt, 0.0) / seconds));
  return value_;
}

}  // namespace hp::app

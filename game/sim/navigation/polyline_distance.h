// Distances from a point to a segment and to a polyline (routes), pixels.
#pragma once

#include <algorithm>
#include <limits>
#include <span>

#include "engine/core/vec2.h"

namespace hp::sim {

inline double distance_to_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double length_squared = ab.length_squared();
  const double t =
      length_squared > 0.0 ? std::clamp(dot(p - a, ab) / length_squared, 0.0, 1.0) : 0.0;
  return distance(p, a + ab * t);
}

// Infinity for an empty polyline; the distance to the point for a one-point one.
inline double distance_to_polyline(Vec2 p, std::span<const Vec2> points) {
  if (points.size() == 1) return distance(p, points[0]);
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 1; i < points.size(); ++i) {
    best = std::min(best, distance_to_segment(p, points[i - 1], points[i]));
  }
  return best;
}

}  // namespace hp::sim

// Swept disc against a wall edge: a ray against the edge's capsule (two flat sides, two caps).
#include "game/sim/navigation/nav_sweep.h"

#include <algorithm>
#include <cmath>

namespace hp::sim {
namespace {

Vec2 closest_on_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = ab.length_squared();
  const double t = len2 > 0.0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return a + ab * t;
}

// The disc centre reaching distance `reach` of a point; the caller knows it starts farther.
Contact cap_contact(Vec2 from, Vec2 delta, double reach, Vec2 point) {
  const Vec2 offset = from - point;
  const double along = dot(offset, delta);
  if (along >= 0.0) return {};
  const double beyond = offset.length_squared() - reach * reach;
  if (beyond <= 0.0) return {0.0, normalized(offset)};
  const double speed_squared = delta.length_squared();
  const double discriminant = along * along - speed_squared * beyond;
  if (discriminant < 0.0) return {};
  const double t = (-along - std::sqrt(discriminant)) / speed_squared;
  if (t >= 1.0) return {};
  return {t, normalized(offset + delta * t)};
}

// The disc centre reaching distance `reach` of the segment's line between its ends.
Contact side_contact(Vec2 from, Vec2 delta, double reach, Vec2 a, Vec2 b) {
  const double length = distance(a, b);
  if (length <= 0.0) return {};
  const Vec2 along_edge = (b - a) / length;
  const double signed_side = dot(from - a, perpendicular(along_edge));
  const Vec2 normal = perpendicular(along_edge) * (signed_side >= 0.0 ? 1.0 : -1.0);
  const double closing = -dot(delta, normal);
  const double side = std::abs(signed_side);
  if (closing <= 0.0) return {};
  if (side <= reach) {
    // Beside the edge within the skin (rounding can put it here while the point distance says
    // just outside): closing is refused. Beyond the ends only the caps can be hit.
    const double at_start = dot(from - a, along_edge);
    return at_start >= 0.0 && at_start <= length ? Contact{0.0, normal} : Contact{};
  }
  const double t = (side - reach) / closing;
  if (t >= 1.0) return {};
  const double at = dot(from + delta * t - a, along_edge);
  if (at < 0.0 || at > length) return {};
  return {t, normal};
}

// A half-plane edge of the map: `side` is the distance of the centre from it (inside > 0),
// `closing` the speed toward it.
Contact plane_contact(double side, double closing, double reach, Vec2 normal) {
  if (closing <= 0.0) return {};
  if (side <= reach) return {0.0, normal};
  const double t = (side - reach) / closing;
  if (t >= 1.0) return {};
  return {t, normal};
}

double orientation(Vec2 a, Vec2 b, Vec2 p) {
  return cross(b - a, p - a);
}

bool straddles(double u, double v) {
  return (u > 0.0 && v < 0.0) || (u < 0.0 && v > 0.0);
}

}  // namespace

Contact segment_contact(Vec2 from, Vec2 delta, double radius, Vec2 a, Vec2 b) {
  const double reach = radius + kContactSkin;
  const Vec2 offset = from - closest_on_segment(from, a, b);
  if (offset.length_squared() <= reach * reach) {
    // Within the skin already: closing is refused, moving away or along is free (the distance
    // to a convex edge never shrinks along a move that does not close at the start).
    if (dot(offset, delta) < 0.0) return {0.0, normalized(offset)};
    return {};
  }
  const Contact caps =
      earlier(cap_contact(from, delta, reach, a), cap_contact(from, delta, reach, b));
  return earlier(side_contact(from, delta, reach, a, b), caps);
}

Contact bounds_contact(Vec2 from, Vec2 delta, double radius, double width, double height) {
  const double reach = radius + kContactSkin;
  Contact first = plane_contact(from.x, -delta.x, reach, {1.0, 0.0});
  first = earlier(first, plane_contact(width - from.x, delta.x, reach, {-1.0, 0.0}));
  first = earlier(first, plane_contact(from.y, -delta.y, reach, {0.0, 1.0}));
  return earlier(first, plane_contact(height - from.y, delta.y, reach, {0.0, -1.0}));
}

double point_segment_distance(Vec2 p, Vec2 a, Vec2 b) {
  return distance(p, closest_on_segment(p, a, b));
}

double segment_segment_distance(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  if (straddles(orientation(a, b, c), orientation(a, b, d)) &&
      straddles(orientation(c, d, a), orientation(c, d, b))) {
    return 0.0;
  }
  // Touching and collinear overlaps put an end point on the other segment: distance 0 below.
  return std::min({point_segment_distance(a, c, d), point_segment_distance(b, c, d),
                   point_segment_distance(c, a, b), point_segment_distance(d, a, b)});
}

}  // namespace hp::sim

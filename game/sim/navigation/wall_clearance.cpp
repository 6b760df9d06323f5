// Point-to-shape distances for the disc-versus-wall checks.
#include "game/sim/navigation/wall_clearance.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hp::sim {
namespace {

double segment_distance(Vec2 a, Vec2 b, Vec2 p) {
  const Vec2 ab = b - a;
  const double len2 = ab.length_squared();
  const double t = len2 > 0.0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return distance(a + ab * t, p);
}

// Even-odd rule: a ray to +x crosses the outline an odd number of times from inside.
bool inside_polygon(std::span<const Vec2> polygon, Vec2 p) {
  bool inside = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Vec2 a = polygon[i];
    const Vec2 b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)) {
      inside = !inside;
    }
  }
  return inside;
}

}  // namespace

double box_gap(const Rect& box, Vec2 centre, double radius) {
  const double dx = std::max({box.x - centre.x, 0.0, centre.x - (box.x + box.w)});
  const double dy = std::max({box.y - centre.y, 0.0, centre.y - (box.y + box.h)});
  if (dx > 0.0 || dy > 0.0) return std::sqrt(dx * dx + dy * dy) - radius;
  // Inside the box: the depth is the distance to the nearest edge.
  const double depth = std::min(
      {centre.x - box.x, box.x + box.w - centre.x, centre.y - box.y, box.y + box.h - centre.y});
  return -depth - radius;
}

double polygon_gap(std::span<const Vec2> polygon, Vec2 centre, double radius) {
  if (polygon.empty()) return std::numeric_limits<double>::infinity();
  double nearest = distance(polygon.front(), centre);
  for (std::size_t i = 0; i + 1 < polygon.size(); ++i) {
    nearest = std::min(nearest, segment_distance(polygon[i], polygon[i + 1], centre));
  }
  if (polygon.size() < 3) return nearest - radius;
  nearest = std::min(nearest, segment_distance(polygon.back(), polygon.front(), centre));
  return (inside_polygon(polygon, centre) ? -nearest : nearest) - radius;
}

bool polygon_holds(std::span<const Vec2> polygon, Vec2 p) {
  if (polygon.size() < 3 || !inside_polygon(polygon, p)) return false;
  return polygon_gap(polygon, p, 0.0) < 0.0;
}

double bounds_gap(double width, double height, Vec2 centre, double radius) {
  return std::min({centre.x, width - centre.x, centre.y, height - centre.y}) - radius;
}

}  // namespace hp::sim

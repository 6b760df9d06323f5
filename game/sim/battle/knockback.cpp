// Knockback clamping: march along the push, then bisect to the last free spot.
#include "game/sim/battle/knockback.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "game/sim/navigation/wall_clearance.h"

namespace hp::sim {
namespace {

// Samples along the push; walls are at least a tile (16+ px) thick, so half a pixel never skips
// through one.
constexpr double kSampleSpacing = 0.5;
constexpr int kBisections = 40;

// The disc's gap to every blocker at p, in a fixed order so two positions can be compared.
std::vector<double> gaps_at(Vec2 p, double radius, std::span<const Obstacle> discs,
                            const Walls& walls, double width, double height) {
  std::vector<double> gaps;
  gaps.reserve(discs.size() + walls.boxes.size() + walls.polygons.size() + 1);
  for (const Obstacle& d : discs) gaps.push_back(distance(p, d.position) - radius - d.radius);
  for (const Rect& box : walls.boxes) gaps.push_back(box_gap(box, p, radius));
  for (const auto& polygon : walls.polygons) gaps.push_back(polygon_gap(polygon, p, radius));
  if (width > 0.0 && height > 0.0) gaps.push_back(bounds_gap(width, height, p, radius));
  return gaps;
}

// Blocked: overlapping something, and deeper into it than at the start.
bool blocked(const std::vector<double>& at_start, const std::vector<double>& here) {
  for (std::size_t i = 0; i < here.size(); ++i) {
    if (here[i] < 0.0 && here[i] < at_start[i]) return true;
  }
  return false;
}

}  // namespace

Vec2 knockback_end(Vec2 start, Vec2 direction, double length, double radius,
                   std::span<const Obstacle> discs, const WorldSetup& setup) {
  return knockback_end(start, direction, length, radius, discs, setup.walls, setup.width,
                       setup.height);
}

Vec2 knockback_end(Vec2 start, Vec2 direction, double length, double radius,
                   std::span<const Obstacle> discs, const Walls& walls, double map_width,
                   double map_height) {
  const std::vector<double> at_start = gaps_at(start, radius, discs, walls, map_width, map_height);
  auto blocked_at = [&](double t) {
    return blocked(at_start,
                   gaps_at(start + direction * t, radius, discs, walls, map_width, map_height));
  };
  const int samples = std::max(1, static_cast<int>(std::ceil(length / kSampleSpacing)));
  double free = 0.0;
  for (int k = 1; k <= samples; ++k) {
    const double t = k == samples ? length : length * k / samples;  // end exactly on length
    if (!blocked_at(t)) {
      free = t;
      continue;
    }
    double hit = t;  // bisect between the last free sample and the first blocked one
    for (int i = 0; i < kBisections; ++i) {
      const double mid = (free + hit) / 2.0;
      (blocked_at(mid) ? hit : free) = mid;
    }
    break;
  }
  return start + direction * free;
}

double ease_out(double t) {
  const double u = 1.0 - std::clamp(t, 0.0, 1.0);
  return 1.0 - u * u;
}

}  // namespace hp::sim

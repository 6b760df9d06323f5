// Knockback clamping: march along the push, then bisect to the last free spot.
#include "game/sim/battle/knockback.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "game/sim/navigation/nav_wall_index.h"
#include "game/sim/navigation/wall_clearance.h"

namespace hp::sim {
namespace {

// Samples along the push; walls are at least a tile (16+ px) thick, so half a pixel never skips
// through one.
constexpr double kSampleSpacing = 0.5;
constexpr int kBisections = 40;

// What a push may run into: the units, the walls near its path, the map's edges.
struct Blockers {
  std::span<const Obstacle> discs;
  std::vector<const Rect*> boxes;
  std::vector<std::span<const Vec2>> polygons;
  double width = 0;  // the map's, or 0 for none
  double height = 0;
};

Bounds bounds_of_points(std::span<const Vec2> points) {
  Bounds bounds{points.front(), points.front()};
  for (Vec2 p : points) {
    bounds.low = {std::min(bounds.low.x, p.x), std::min(bounds.low.y, p.y)};
    bounds.high = {std::max(bounds.high.x, p.x), std::max(bounds.high.y, p.y)};
  }
  return bounds;
}

// The walls a disc of radius pushed from start to end may come near. Every point the push
// measures at lies in the box of its two ends (start + direction * t rounds monotonically in
// t), so a wall apart from that box by more than the radius keeps a positive gap all the way
// and never blocks: leaving it out changes no answer.
Blockers blockers_near(Vec2 start, Vec2 end, double radius, std::span<const Obstacle> discs,
                       const Walls& walls, double width, double height) {
  Blockers near{discs, {}, {}, width, height};
  const Bounds push = bounds_of(start, end);
  for (const Rect& box : walls.boxes) {
    const Bounds bounds{{box.x, box.y}, {box.x + box.w, box.y + box.h}};
    if (!apart(bounds, push, radius)) near.boxes.push_back(&box);
  }
  for (const auto& polygon : walls.polygons) {
    if (!polygon.empty() && !apart(bounds_of_points(polygon), push, radius)) {
      near.polygons.push_back(polygon);
    }
  }
  return near;
}

// The disc's gap to every blocker at p, in a fixed order so two positions can be compared.
std::vector<double> gaps_at(Vec2 p, double radius, const Blockers& blockers) {
  std::vector<double> gaps;
  gaps.reserve(blockers.discs.size() + blockers.boxes.size() + blockers.polygons.size() + 1);
  for (const Obstacle& d : blockers.discs) {
    gaps.push_back(distance(p, d.position) - radius - d.radius);
  }
  for (const Rect* box : blockers.boxes) gaps.push_back(box_gap(*box, p, radius));
  for (std::span<const Vec2> polygon : blockers.polygons) {
    gaps.push_back(polygon_gap(polygon, p, radius));
  }
  if (blockers.width > 0.0 && blockers.height > 0.0) {
    gaps.push_back(bounds_gap(blockers.width, blockers.height, p, radius));
  }
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
  const Blockers near =
      blockers_near(start, start + direction * length, radius, discs, walls, map_width, map_height);
  const std::vector<double> at_start = gaps_at(start, radius, near);
  auto blocked_at = [&](double t) {
    return blocked(at_start, gaps_at(start + direction * t, radius, near));
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

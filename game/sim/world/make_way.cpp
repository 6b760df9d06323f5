// MakeWay: spot search in rings around the unit, then two route walks (aside, and home).
#include "game/sim/world/make_way.h"

#include <algorithm>
#include <cmath>

#include "game/sim/navigation/polyline_distance.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

constexpr int kDirections = 16;
constexpr int kRings = 12;
constexpr double kMargin = 1.0;  // px kept from walls and units at the spot

bool free_for(const World& world, const Unit& unit, Vec2 spot) {
  if (world.collision().gap(spot, unit.radius()) < kMargin) return false;
  for (const Unit& other : world.units()) {
    if (other.id == unit.id || !other.is_obstacle()) continue;
    if (distance(spot, other.position) < unit.radius() + other.radius() + kMargin) return false;
  }
  return true;
}

// Sixteen directions round the compass, starting east, clockwise on screen.
Vec2 direction(int i) {
  const double angle = 2.0 * M_PI * i / kDirections;
  return {std::cos(angle), std::sin(angle)};
}

}  // namespace

std::optional<Vec2> spot_off_route(const World& world, const Unit& unit,
                                   std::span<const Vec2> route, double clearance) {
  const double step = unit.radius() * 0.5;
  for (int ring = 1; ring <= kRings; ++ring) {
    std::optional<Vec2> best;
    double best_distance = 0.0;
    for (int i = 0; i < kDirections; ++i) {
      const Vec2 spot = unit.position + direction(i) * (step * ring);
      if (distance_to_polyline(spot, route) < clearance || !free_for(world, unit, spot)) continue;
      // Within a ring, the spot farthest from the route leaves the most room.
      const double d = distance_to_polyline(spot, route);
      if (!best || d > best_distance) {
        best = spot;
        best_distance = d;
      }
    }
    if (best) return best;
  }
  return std::nullopt;
}

bool MakeWay::step(World& world, bool way_needed) {
  Unit* unit = world.unit_mut(unit_);
  if (!unit || !unit->in_play()) return true;
  if (!way_needed && !going_home_) {
    going_home_ = true;
    walk_ = RouteWalk();
  }
  const Vec2 goal = going_home_ ? unit->home : spot_;
  if (unit->position == goal) {
    unit->velocity = {};
    return going_home_;
  }
  const WalkStatus status = walk_.step(world, unit_, {goal, 0.0, {}});
  if (status == WalkStatus::kWalking) return going_home_ && unit->position == unit->home;
  // Cannot get aside or back: stay where it stands and drop the task (no retrying every tick).
  unit->velocity = {};
  return true;
}

}  // namespace hp::sim

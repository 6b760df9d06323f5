// Goal reach: a Goal walled off from every hero it counts for is a victory nobody can win.
#include "game/app/check/goal_reach_rules.h"

#include <algorithm>
#include <vector>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::app {
namespace {

// Spots inside the area to aim for: its middle, and points a quarter and three quarters of the
// way from the middle to each corner (an area may be partly wall or an L-shape).
std::vector<Vec2> spots_in(const sim::Area& area) {
  const Vec2 middle = sim::label_point(area);
  std::vector<Vec2> spots{middle};
  for (const Vec2& corner : area.outline) {
    for (const double t : {0.25, 0.75}) spots.push_back(middle + (corner - middle) * t);
  }
  return spots;
}

// Aims at each spot, letting the route end anywhere near it (the planner stops at the nearest
// point within reach it can get to), and counts a route that ends inside the area.
bool reaches(const sim::World& world, const sim::Unit& hero, const sim::Area& area) {
  const Vec2 middle = sim::label_point(area);
  double size = 0.0;
  for (const Vec2& corner : area.outline) size = std::max(size, distance(corner, middle));
  for (const Vec2& spot : spots_in(area)) {
    sim::RouteRequest request;
    request.start = hero.spec.position;
    request.radius = hero.radius();
    request.goal = spot;
    request.goal_reach = size;
    const sim::Route route = sim::plan_with_margins(world.planner(), request, sim::WalkTunables{});
    if (route.found && !route.points.empty() && sim::contains(area, route.points.back())) {
      return true;
    }
  }
  return false;
}

}  // namespace

void check_goal_reach(const sim::World& world, const std::string& path, Diagnostics& diagnostics) {
  for (const sim::Goal& goal : world.setup().objectives.goals) {
    bool reached = false;
    for (const sim::Unit& hero : world.units()) {
      if (hero.side() != sim::Side::kHero || hero.knocked_out) continue;
      if (goal.hero >= 0 && hero.id.index != static_cast<std::uint32_t>(goal.hero)) continue;
      if ((reached = reaches(world, hero, goal.area))) break;
    }
    if (reached) continue;
    const std::string who = goal.hero >= 0
                                ? world.units()[static_cast<std::size_t>(goal.hero)].name()
                                : std::string("no hero");
    diagnostics.warning(
        path, goal.area.line,
        "Goal" + (goal.area.name.empty() ? std::string() : " \"" + goal.area.name + "\"") + ": " +
            (goal.hero >= 0 ? who + " cannot" : std::string("no hero can")) +
            " get into it, even with every door open: walls close every way, or "
            "it has no room for a hero; move it, make it larger, or open a way");
  }
}

}  // namespace hp::app

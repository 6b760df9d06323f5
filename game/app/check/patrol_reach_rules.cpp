// Patrol reach: an enemy that cannot reach its waypoints would stand stuck all battle.
#include "game/app/check/patrol_reach_rules.h"

#include "game/app/check/unit_placement_rules.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::app {
namespace {

std::string route_label(const sim::PatrolRoute& route) {
  if (!route.name.empty()) return "route \"" + route.name + "\"";
  return "patrol route " + std::to_string(route.object_id);
}

std::string waypoint_label(const sim::PatrolRoute& route, std::size_t i) {
  const Vec2 p = route.points[i];
  return "waypoint " + std::to_string(i + 1) + " of " + route_label(route) + " at (" + pixels(p.x) +
         ", " + pixels(p.y) + ")";
}

bool reachable(const sim::World& world, const sim::Unit& enemy, Vec2 goal) {
  sim::RouteRequest request;
  request.start = enemy.position;
  request.radius = enemy.radius();
  request.goal = goal;
  return sim::plan_with_margins(world.planner(), request, sim::WalkTunables{}).found;
}

void check_waypoint(const sim::World& world, const sim::Unit& enemy, const sim::PatrolRoute& route,
                    std::size_t i, const std::string& path, Diagnostics& diagnostics) {
  const double gap = world.collision().gap(route.points[i], enemy.radius());
  if (gap < -kPlacementSlack) {
    diagnostics.error(path, route.line_of(i),
                      waypoint_label(route, i) +
                          " is too close to a wall or the map's edge for "
                          "enemy \"" +
                          enemy.name() + "\" (radius " + pixels(enemy.radius()) + " px): " +
                          nearest_fit_text(world.collision(), route.points[i], enemy.radius()));
    return;
  }
  if (reachable(world, enemy, route.points[i])) return;
  diagnostics.error(path, route.line_of(i),
                    "enemy \"" + enemy.name() + "\" (line " + std::to_string(enemy.spec.line) +
                        ") cannot reach " + waypoint_label(route, i) +
                        ": walls cut it off; move the waypoint or the enemy, or open a way");
}

}  // namespace

void check_patrol_reach(const sim::World& world, const std::string& path,
                        Diagnostics& diagnostics) {
  const auto& routes = world.setup().routes;
  for (const sim::Unit& unit : world.units()) {
    const int index = unit.spec.patrol_route;
    if (index < 0 || index >= static_cast<int>(routes.size())) continue;
    const sim::PatrolRoute& route = routes[static_cast<std::size_t>(index)];
    for (std::size_t i = 0; i < route.points.size(); ++i) {
      check_waypoint(world, unit, route, i, path, diagnostics);
    }
  }
}

}  // namespace hp::app

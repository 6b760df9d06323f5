// Enemy target choice: route lengths from the planner, then HP, then map order.
#include "game/sim/battle/enemy_tactics.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"

namespace hp::sim {
namespace {

constexpr double kTieLength = 0.5;  // pixels: routes this close in length count as equal

// Cuts a route at its first point within `reach` of `goal`, and sets its length to match.
void trim_to_reach(Route& route, Vec2 goal, double reach) {
  std::vector<Vec2>& points = route.points;
  if (points.empty()) return;
  double length = 0;
  for (std::size_t i = 1; i < points.size(); ++i) {
    const Vec2 a = points[i - 1], b = points[i];
    if (distance(b, goal) > reach) {
      length += distance(a, b);
      continue;
    }
    // The first point of a→b within reach of the goal (a is outside it, or this is the start).
    Vec2 cut = a;
    if (distance(a, goal) > reach) {
      const Vec2 d = b - a;
      const Vec2 f = a - goal;
      const double qa = dot(d, d), qb = 2 * dot(f, d), qc = dot(f, f) - reach * reach;
      const double disc = std::max(0.0, qb * qb - 4 * qa * qc);
      const double t = qa > 0 ? std::clamp((-qb - std::sqrt(disc)) / (2 * qa), 0.0, 1.0) : 0.0;
      cut = a + d * t;
    }
    length += distance(a, cut);
    points.resize(i);
    points.push_back(cut);
    route.length = length;
    return;
  }
}

}  // namespace

RouteRequest touch_request(const Battlefield& world, const Unit& enemy, const Unit& hero,
                           double within, bool tight, std::vector<Obstacle>& others) {
  others.clear();  // the heroes standing in the way: all but the one aimed at
  for (const Unit& other : world.units()) {
    if (other.side() == Side::kHero && other.is_obstacle() && other.id != hero.id) {
      others.push_back({other.position, other.radius()});
    }
  }
  RouteRequest request;
  request.discs = others;
  request.start = enemy.position;
  request.radius = enemy.radius();
  request.goal = hero.position;
  request.goal_reach = enemy.radius() + hero.radius();
  // With the walk's own margins: reachable here means the attack's walk finds it too. As
  // plan_with_margins: the tight margin only when the usual one finds no route at all (a bounded
  // search that found none within its bound may have missed a longer one, which would stand).
  // The route may end on the hero's spot, a touch beyond where it is cut: hence the bound.
  const WalkTunables tunables;
  request.max_length = within > 0 ? within + request.goal_reach : 0;
  request.margin = tight ? tunables.tight_margin : tunables.margin;
  return request;
}

TouchSearch touch_search_result(Route route, const RouteRequest& request, const Unit& hero,
                                bool tight) {
  TouchSearch search;
  if (!route.found) {
    const WalkTunables tunables;
    search.try_tight = !tight && !route.over_length && tunables.tight_margin < tunables.margin;
    return search;
  }
  // The plan may end on the hero's own spot (the hero is not an obstacle to its own attacker):
  // the walk is only as long as getting to touch it.
  trim_to_reach(route, hero.position, request.goal_reach);
  search.route = TargetChoice{hero.id, std::move(route.points), route.length};
  return search;
}

TouchSearch search_to_touch(const Battlefield& world, const Unit& enemy, const Unit& hero,
                            double within, bool tight) {
  std::vector<Obstacle> others;
  const RouteRequest request = touch_request(world, enemy, hero, within, tight, others);
  return touch_search_result(world.planner().plan(request), request, hero, tight);
}

std::optional<TargetChoice> route_to_touch(const Battlefield& world, const Unit& enemy,
                                           const Unit& hero, double within) {
  TouchSearch search = search_to_touch(world, enemy, hero, within, false);
  if (search.try_tight) search = search_to_touch(world, enemy, hero, within, true);
  return std::move(search.route);
}

std::optional<TargetChoice> choose_target(const Battlefield& world, const Unit& enemy,
                                          HeroScan scan) {
  return choose_target(world, enemy, scan, [&](const Unit& hero, double within) {
    return route_to_touch(world, enemy, hero, within);
  });
}

std::optional<TargetChoice> choose_target(const Battlefield& world, const Unit& enemy,
                                          HeroScan scan, const TouchRoutes& routes) {
  std::optional<TargetChoice> best;
  int best_hp = 0;
  for (const Unit& hero : world.units()) {
    if (hero.side() != Side::kHero || !hero.in_play()) continue;
    // No way to touch this hero is shorter than the straight line less the touching distance: a
    // hero that far beyond the best so far can be neither shorter nor tied, so it is not planned.
    const double touch = enemy.radius() + hero.radius();
    if (scan == HeroScan::kByDistance && best &&
        distance(enemy.position, hero.position) - touch > best->length + kTieLength) {
      continue;
    }
    std::optional<TargetChoice> route = routes(hero, 0);
    if (!route) continue;
    const bool shorter = !best || route->length < best->length - kTieLength;
    const bool tied = best && !shorter && route->length <= best->length + kTieLength;
    if (shorter || (tied && hero.hp < best_hp)) {
      best = std::move(route);
      best_hp = hero.hp;
    }
  }
  return best;
}

std::vector<TargetChoice> targets_within(const Battlefield& world, const Unit& enemy,
                                         double reach) {
  return targets_within(world, enemy, reach, [&](const Unit& hero, double within) {
    return route_to_touch(world, enemy, hero, within);
  });
}

std::vector<TargetChoice> targets_within(const Battlefield& world, const Unit& enemy, double reach,
                                         const TouchRoutes& routes) {
  std::vector<TargetChoice> within;
  for (const Unit& hero : world.units()) {
    if (hero.side() != Side::kHero || !hero.in_play()) continue;
    // The straight line less the touching distance is the shortest any route can be.
    if (distance(enemy.position, hero.position) - (enemy.radius() + hero.radius()) > reach) {
      continue;
    }
    std::optional<TargetChoice> route = routes(hero, reach);
    if (route && route->length <= reach) within.push_back(std::move(*route));
  }
  return within;
}

std::optional<UnitId> pick_target(const Battlefield& world, const Unit& enemy) {
  const std::optional<TargetChoice> choice = choose_target(world, enemy);
  if (!choice) return std::nullopt;
  return choice->hero;
}

std::vector<Vec2> route_prefix(const std::vector<Vec2>& route, double distance) {
  std::vector<Vec2> prefix;
  if (route.empty()) return prefix;
  prefix.push_back(route.front());
  for (std::size_t i = 1; i < route.size(); ++i) {
    const double length = hp::distance(route[i - 1], route[i]);
    if (distance <= length && length > 0) {
      prefix.push_back(route[i - 1] + (route[i] - route[i - 1]) * (distance / length));
      return prefix;
    }
    distance -= length;
    prefix.push_back(route[i]);
  }
  return prefix;
}

}  // namespace hp::sim

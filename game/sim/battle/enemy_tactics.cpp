// Enemy target choice: route lengths from the planner, then HP, then map order.
#include "game/sim/battle/enemy_tactics.h"

#include <vector>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"

namespace hp::sim {
namespace {

constexpr double kTieLength = 0.5;  // pixels: routes this close in length count as equal

}  // namespace

std::optional<TargetChoice> choose_target(const Battlefield& world, const Unit& enemy) {
  std::optional<TargetChoice> best;
  double best_length = 0.0;
  int best_hp = 0;
  std::vector<Obstacle> others;  // the heroes standing in the way: all but the one aimed at
  for (const Unit& hero : world.units()) {
    if (hero.side() != Side::kHero || hero.knocked_out) continue;
    others.clear();
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
    // With the walk's own margins: reachable here means the attack's walk finds it too.
    const Route route = plan_with_margins(world.planner(), request, WalkTunables{});
    if (!route.found) continue;
    const bool shorter = !best || route.length < best_length - kTieLength;
    const bool tied = best && !shorter && route.length <= best_length + kTieLength;
    if (shorter || (tied && hero.hp < best_hp)) {
      best = TargetChoice{hero.id, route.points, route.length};
      best_length = route.length;
      best_hp = hero.hp;
    }
  }
  return best;
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

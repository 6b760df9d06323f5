// MeetingRoutes: planned routes kept for estimates; straight lines and bounds where they tell.
#include "game/sim/battle/meeting_routes.h"

#include <algorithm>

#include "game/sim/navigation/polyline_distance.h"
#include "game/sim/navigation/route_planner.h"

namespace hp::sim {

MeetingRoutes::MeetingRoutes(const Battlefield& world, const Unit& hero, const Unit& enemy,
                             const WalkTunables& walk, double trust_distance)
    : hero_position_(hero.position),
      hero_radius_(hero.radius()),
      reach_(hero.radius() + enemy.radius()),
      walk_(walk),
      trust_distance_(trust_distance) {
  // As the walk plans: standing units are routed round, walking ones left to steering.
  for (const Unit& other : world.units()) {
    if (other.id == hero.id || other.id == enemy.id || !other.is_obstacle()) continue;
    if (other.velocity.length_squared() > 1e-12) continue;
    discs_.push_back({other.position, other.radius()});
  }
}

RouteRequest MeetingRoutes::request_to(Vec2 at, bool round_units) const {
  RouteRequest request;
  request.start = hero_position_;
  request.radius = hero_radius_;
  request.goal = at;
  request.goal_reach = reach_;
  if (round_units) request.discs = discs_;
  return request;
}

std::optional<WayThere> MeetingRoutes::plan_to(const Battlefield& world, Vec2 at) {
  ++plans_;
  // The coarse grid: a quarter of the cells, so a search can afford its plans (it runs in
  // every hover preview's forecast); lengths differ from the walk's by a few pixels.
  Route route = plan_with_margins(world.coarse_planner(), request_to(at, true), walk_);
  const bool round_units = route.found;
  if (!route.found) route = plan_with_margins(world.coarse_planner(), request_to(at, false), walk_);
  return keep(at, route, round_units);
}

bool MeetingRoutes::carry_plan_to(const Battlefield& world, Vec2 at, int& budget,
                                  std::optional<WayThere>& way) {
  if (!pending_ || pending_->at != at) {
    ++plans_;
    pending_.emplace(PendingPlan{
        at, true, MarginSearch(request_to(at, true), walk_.margin, walk_.tight_margin)});
  }
  for (;;) {
    PendingPlan& plan = *pending_;
    if (!plan.search.advance(world.coarse_planner(), no_routes_, budget)) return false;
    if (plan.search.route().found || !plan.round_units) {
      const Route route = plan.search.route();
      const bool round_units = plan.round_units;
      pending_.reset();
      way = keep(at, route, round_units);
      return true;
    }
    // Then through the standing units, as plan_to.
    plan.round_units = false;
    plan.search = MarginSearch(request_to(at, false), walk_.margin, walk_.tight_margin);
    if (budget <= 0) return false;
  }
}

std::optional<WayThere> MeetingRoutes::keep(Vec2 at, const Route& route, bool round_units) {
  if (!route.found) return std::nullopt;
  // The route ends at the enemy's centre when it can; the walk ends on touching.
  const double end_gap = distance(route.points.back(), at);
  KnownRoute known{at,
                   std::max(0.0, route.length - std::max(0.0, reach_ - end_gap)),
                   {},
                   {},
                   route.points.back(),
                   round_units};
  double walked = 0.0;
  for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {  // every corner but the end
    if (i > 0) walked += distance(route.points[i - 1], route.points[i]);
    known.corners.push_back(route.points[i]);
    known.walked.push_back(walked);
  }
  known_.push_back(std::move(known));
  return WayThere{known_.back().length, static_cast<int>(known_.size()) - 1,
                  known_.back().corners.size(), true};
}

std::optional<WayThere> MeetingRoutes::estimate_to(const Battlefield& world, Vec2 at) const {
  const auto straight_from = [&](Vec2 corner) {
    return std::max(0.0, distance(corner, at) - reach_);
  };
  if (clear(world, hero_position_, at)) return WayThere{straight_from(hero_position_)};
  std::optional<WayThere> best;
  for (std::size_t k = 0; k < known_.size(); ++k) {
    const KnownRoute& known = known_[k];
    if (distance(known.goal, at) > trust_distance_) continue;
    // From the last corner back: the first one in sight gives the shortest way on this route.
    for (std::size_t i = known.corners.size(); i-- > 0;) {
      const double length = known.walked[i] + straight_from(known.corners[i]);
      if (best && best->length <= length) continue;
      if (clear(world, known.corners[i], at)) best = WayThere{length, static_cast<int>(k), i + 1};
    }
  }
  return best;
}

std::vector<Vec2> MeetingRoutes::route_of(const WayThere& way, Vec2 at) const {
  if (way.known < 0) return {hero_position_, at};
  const KnownRoute& known = known_[static_cast<std::size_t>(way.known)];
  if (!known.round_units) return {};
  std::vector<Vec2> points(known.corners.begin(),
                           known.corners.begin() + static_cast<std::ptrdiff_t>(way.corners));
  points.push_back(way.planned ? known.end : at);
  return points;
}

double MeetingRoutes::lower_bound(Vec2 at) const {
  double bound = distance(hero_position_, at) - reach_;
  for (const KnownRoute& known : known_) {
    bound = std::max(bound, known.length - distance(known.goal, at));
  }
  return bound;
}

// Whether the hero walks straight from `from` to `to` clear of walls and standing units, with
// the walk's margin.
bool MeetingRoutes::clear(const Battlefield& world, Vec2 from, Vec2 to) const {
  const StaticCollision& walls = world.collision();
  if (hint_walls_ != &walls) {
    sight_hint_ = {};
    hint_walls_ = &walls;
  }
  if (!walls.segment_clear(from, to, hero_radius_, walk_.margin, &sight_hint_)) return false;
  const Vec2 leg[] = {from, to};
  return std::none_of(discs_.begin(), discs_.end(), [&](const Obstacle& disc) {
    return distance_to_polyline(disc.position, leg) < disc.radius + hero_radius_ + walk_.margin;
  });
}

}  // namespace hp::sim

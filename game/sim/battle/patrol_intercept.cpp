// earliest_meeting: a scan of the schedule judged by straight lines and known routes, planning
// only where neither can tell.
#include "game/sim/battle/patrol_intercept.h"

#include <algorithm>
#include <vector>

#include "game/sim/navigation/polyline_distance.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {
namespace {

// After a plan finds no way to a point at all, the search plans again this much later.
constexpr double kUnreachableSkip = 0.25;  // seconds

// A route planned to touch the enemy at `goal`: its corners and the length walked to each.
struct KnownRoute {
  Vec2 goal;
  double length = 0;  // px to touching
  std::vector<Vec2> corners;
  std::vector<double> walked;  // px from the start to each corner
  Vec2 end;                    // the planned route's last point
  bool round_units = true;     // planned round the standing units (not through them)
};

// A way to touch the enemy at some point: its length, and which way it is.
struct WayThere {
  double length = 0;        // px to touching
  int known = -1;           // the planned route it follows (-1: straight from the hero)
  std::size_t corners = 0;  // how many of that route's corners, then straight on
  bool planned = false;     // the whole planned route, to its own end
};

// Route lengths from the hero to touching the enemy were it standing at a given point: planned
// (exact), estimated from the routes planned so far (an upper bound), or bounded below.
class TouchRoutes {
 public:
  TouchRoutes(const Battlefield& world, const Unit& hero, const Unit& enemy,
              const WalkTunables& walk, double trust_distance);

  double reach() const { return reach_; }
  int plans() const { return plans_; }

  // Plans the route (as the walk does: standing units round, walls alone when units close the
  // way) and keeps it for estimates. nullopt when no route exists.
  std::optional<WayThere> plan_to(Vec2 at);
  // The shortest way known to touch the enemy at `at`: the straight line, or a planned route
  // as far as one of its corners and then straight, when that last stretch is clear. Routes
  // planned to farther than trust_distance from `at` are not used (another way round may be
  // shorter there). nullopt when nothing known reaches it.
  std::optional<WayThere> estimate_to(Vec2 at) const;
  // The way's points from the hero to `at` (or the planned route's end); empty when it goes
  // through standing units.
  std::vector<Vec2> route_of(const WayThere& way, Vec2 at) const;
  // No route to `at` is shorter than the straight line, nor than a planned route's length less
  // the distance between their ends.
  double lower_bound(Vec2 at) const;

 private:
  bool clear(Vec2 from, Vec2 to) const;

  const Battlefield& world_;
  const Unit& hero_;
  double reach_;
  const WalkTunables& walk_;
  double trust_distance_;
  std::vector<Obstacle> discs_;
  std::vector<KnownRoute> known_;
  int plans_ = 0;
  // The scan's tests run from the hero to places along the patrol: often the same wall blocks.
  mutable StaticCollision::SightHint sight_hint_;
};

TouchRoutes::TouchRoutes(const Battlefield& world, const Unit& hero, const Unit& enemy,
                         const WalkTunables& walk, double trust_distance)
    : world_(world),
      hero_(hero),
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

std::optional<WayThere> TouchRoutes::plan_to(Vec2 at) {
  ++plans_;
  RouteRequest request;
  request.start = hero_.position;
  request.radius = hero_.radius();
  request.goal = at;
  request.goal_reach = reach_;
  request.discs = discs_;
  // The coarse grid: a quarter of the cells, so a search can afford its plans (it runs in
  // every hover preview's forecast); lengths differ from the walk's by a few pixels.
  Route route = plan_with_margins(world_.coarse_planner(), request, walk_);
  const bool round_units = route.found;
  if (!route.found) {
    request.discs = {};
    route = plan_with_margins(world_.coarse_planner(), request, walk_);
  }
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

std::optional<WayThere> TouchRoutes::estimate_to(Vec2 at) const {
  const auto straight_from = [&](Vec2 corner) {
    return std::max(0.0, distance(corner, at) - reach_);
  };
  if (clear(hero_.position, at)) return WayThere{straight_from(hero_.position)};
  std::optional<WayThere> best;
  for (std::size_t k = 0; k < known_.size(); ++k) {
    const KnownRoute& known = known_[k];
    if (distance(known.goal, at) > trust_distance_) continue;
    // From the last corner back: the first one in sight gives the shortest way on this route.
    for (std::size_t i = known.corners.size(); i-- > 0;) {
      const double length = known.walked[i] + straight_from(known.corners[i]);
      if (best && best->length <= length) continue;
      if (clear(known.corners[i], at)) best = WayThere{length, static_cast<int>(k), i + 1};
    }
  }
  return best;
}

std::vector<Vec2> TouchRoutes::route_of(const WayThere& way, Vec2 at) const {
  if (way.known < 0) return {hero_.position, at};
  const KnownRoute& known = known_[static_cast<std::size_t>(way.known)];
  if (!known.round_units) return {};
  std::vector<Vec2> points(known.corners.begin(),
                           known.corners.begin() + static_cast<std::ptrdiff_t>(way.corners));
  points.push_back(way.planned ? known.end : at);
  return points;
}

double TouchRoutes::lower_bound(Vec2 at) const {
  double bound = distance(hero_.position, at) - reach_;
  for (const KnownRoute& known : known_) {
    bound = std::max(bound, known.length - distance(known.goal, at));
  }
  return bound;
}

// Whether the hero walks straight from `from` to `to` clear of walls and standing units, with
// the walk's margin.
bool TouchRoutes::clear(Vec2 from, Vec2 to) const {
  const double radius = hero_.radius();
  if (!world_.collision().segment_clear(from, to, radius, walk_.margin, &sight_hint_)) {
    return false;
  }
  const Vec2 leg[] = {from, to};
  return std::none_of(discs_.begin(), discs_.end(), [&](const Obstacle& disc) {
    return distance_to_polyline(disc.position, leg) < disc.radius + radius + walk_.margin;
  });
}

}  // namespace

std::optional<PatrolMeeting> earliest_meeting(const Battlefield& world, const Unit& hero,
                                              const Unit& enemy, const PatrolSchedule& schedule,
                                              const WalkTunables& walk,
                                              const InterceptTunables& tunables) {
  const double speed = hero.spec.speed;
  if (speed <= 0.0) return std::nullopt;
  TouchRoutes routes(world, hero, enemy, walk, tunables.trust_distance);
  for (double t = 0.0; t <= tunables.horizon_seconds; t += tunables.scan_seconds) {
    const Vec2 at = schedule.position_at(t);
    const double budget = speed * t;  // px the hero walks by then
    if (distance(hero.position, at) - routes.reach() > budget) continue;  // even straight: late
    // No way is shorter than the lower bound, so this rules out what an estimate would (and
    // costs no line-of-sight test).
    if (routes.lower_bound(at) > budget) continue;
    if (const std::optional<WayThere> known = routes.estimate_to(at)) {
      if (known->length <= budget) return PatrolMeeting{at, t, routes.route_of(*known, at)};
      continue;  // the way there is known, and too long yet
    }
    if (routes.plans() >= tunables.max_plans) return std::nullopt;
    const std::optional<WayThere> planned = routes.plan_to(at);
    if (planned && planned->length <= budget) {
      return PatrolMeeting{at, t, routes.route_of(*planned, at)};
    }
    if (!planned) t += kUnreachableSkip;
  }
  return std::nullopt;
}

}  // namespace hp::sim

// RouteWalk: plan, follow, steer, move, watch progress.
#include "game/sim/navigation/route_walk.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "game/sim/model/tick.h"
#include "game/sim/navigation/movement_step.h"
#include "game/sim/navigation/polyline_distance.h"
#include "game/sim/navigation/unit_mover.h"

namespace hp::sim {
namespace {

constexpr double kSlowestTurnFraction = 0.15;  // slowing for a turn never goes below this

bool is_moving(const Unit& unit) {
  return unit.velocity.length_squared() > 1e-12;
}

// The speed at which the bounded turn rate still brings a walker heading along `heading` onto
// `aim`: the circle leaving along the heading through aim has radius d / (2 sin theta), and at
// turn rate omega a speed of omega * radius follows it. Behind the walker, the tightest circle.
// Without this a walker circles a goal that lies inside its turning circle, for ever.
double turn_speed_cap(Vec2 heading, Vec2 to_aim, double omega) {
  const double d = to_aim.length();
  const double h = heading.length();
  if (d <= 0.0 || h <= 0.0) return std::numeric_limits<double>::infinity();
  const double sine = dot(heading, to_aim) < 0.0 ? 1.0 : std::abs(cross(heading, to_aim)) / (d * h);
  if (sine <= 0.0) return std::numeric_limits<double>::infinity();
  return omega * d / (2.0 * sine);
}

}  // namespace

Route plan_with_margins(const RoutePlanner& planner, RouteRequest request,
                        const WalkTunables& tunables) {
  request.margin = tunables.margin;
  Route route = planner.plan(request);
  if (route.found || tunables.tight_margin >= tunables.margin) return route;
  request.margin = tunables.tight_margin;
  return planner.plan(request);
}

RouteWalk::RouteWalk(const WalkTunables& tunables)
    : tunables_(tunables), guard_(ticks_for(tunables.stuck_seconds), tunables.stuck_progress) {}

WalkStatus RouteWalk::step(WalkView& world, UnitId walker, const WalkGoal& goal) {
  Unit& self = *world.unit_mut(walker);
  goal_ = goal;
  const bool sliced = world.planner().big_grid();
  if (sliced && (pending_ || needs_plan(goal))) {
    const bool around_everyone = pending_ && pending_->around_everyone;
    const std::optional<WalkStatus> status = carry_plan(world, self, goal, around_everyone);
    if (!status && !planned_) {
      self.velocity = {};  // stands while its first way is searched
      return WalkStatus::kWalking;
    }
    if (status && *status != WalkStatus::kWalking) return *status;
  } else if (!sliced && needs_plan(goal)) {
    const WalkStatus status = plan(world, self, goal, false);
    if (status != WalkStatus::kWalking) return status;
  }
  ++ticks_since_plan_;
  const Vec2 velocity = steered_velocity(world, self, goal);
  UnitMover(world.units(), world.collision()).move(self, velocity, kTickSeconds, goal.ignore);
  if (!guard_.stuck_after(follower_.remaining(self.position))) return WalkStatus::kWalking;
  // No progress: plan again, this time around every unit where it stands now.
  if (++stuck_replans_ > tunables_.max_stuck_replans) return WalkStatus::kStuck;
  if (!sliced) return plan(world, self, goal, true);
  pending_.reset();  // a replan under way round the walking units gives way to this one
  const std::optional<WalkStatus> status = carry_plan(world, self, goal, true);
  return status ? *status : WalkStatus::kWalking;
}

bool RouteWalk::needs_plan(const WalkGoal& goal) const {
  if (!planned_) return true;
  const double moved = distance(goal.point, planned_goal_);
  // A goal that jumped (the next waypoint) is planned at once; one drifting (a walking target)
  // at most every replan_seconds, so planning stays cheap.
  if (moved > 4.0 * tunables_.replan_distance) return true;
  return moved > tunables_.replan_distance &&
         ticks_since_plan_ >= ticks_for(tunables_.replan_seconds);
}

RouteRequest RouteWalk::request_for(const WalkView& world, const Unit& self, const WalkGoal& goal,
                                    bool around_everyone, bool around_units,
                                    std::vector<Obstacle>& discs) const {
  discs.clear();
  for (const Unit& other : around_units ? world.units() : std::span<const Unit>{}) {
    if (other.id == self.id || other.id == goal.ignore || !other.is_obstacle()) continue;
    // Walking units are left to local steering unless they are what blocks the way.
    if (!around_everyone && is_moving(other)) continue;
    discs.push_back({other.position, other.radius()});
  }
  RouteRequest request;
  request.start = self.position;
  request.radius = self.radius();
  request.goal = goal.point;
  request.goal_reach = goal.reach;
  request.discs = discs;
  request.margin = tunables_.margin;
  return request;
}

std::optional<WalkStatus> RouteWalk::carry_plan(WalkView& world, const Unit& self,
                                                const WalkGoal& goal, bool around_everyone) {
  std::vector<Obstacle> discs;
  if (!pending_) {
    pending_.emplace(
        PendingPlan{around_everyone, true,
                    MarginSearch(request_for(world, self, goal, around_everyone, true, discs),
                                 tunables_.margin, tunables_.tight_margin),
                    NavNoRoutes{}});
  }
  int budget = world.planner().tick_expansions();
  for (;;) {
    PendingPlan& plan = *pending_;
    if (!plan.search.advance(world.planner(), plan.no_routes, budget)) return std::nullopt;
    Route route = plan.search.route();
    if (route.found) {
      const bool walls_route = !plan.around_units;
      const WalkGoal planned_for{plan.search.request().goal, goal.reach, goal.ignore};
      pending_.reset();
      if (walls_route) report_blockers(world, self, planned_for, route);
      follow(late_route(world, self, std::move(route)), planned_for);
      return WalkStatus::kWalking;
    }
    if (!plan.around_units) {
      pending_.reset();
      return WalkStatus::kNoPath;
    }
    // plan()'s walls' route next, from where the search began.
    RouteRequest next = request_for(world, self, goal, false, false, discs);
    next.start = plan.search.request().start;
    next.goal = plan.search.request().goal;
    plan.around_units = false;
    plan.search = MarginSearch(next, tunables_.margin, tunables_.tight_margin);
    if (budget <= 0) return std::nullopt;
  }
}

WalkStatus RouteWalk::plan(WalkView& world, const Unit& self, const WalkGoal& goal,
                           bool around_everyone) {
  std::vector<Obstacle> discs;
  RouteRequest request = request_for(world, self, goal, around_everyone, true, discs);
  Route route = plan_with_margins(world.planner(), request, tunables_);
  if (!route.found) {
    // Units close the way; walls alone may not. Walk the walls' route: units move, and the
    // constraint keeps the walker from pushing into them meanwhile.
    request.discs = {};
    route = plan_with_margins(world.planner(), request, tunables_);
    if (!route.found) return WalkStatus::kNoPath;
    report_blockers(world, self, goal, route);
  }
  follow(std::move(route), goal);
  return WalkStatus::kWalking;
}

Route RouteWalk::late_route(const WalkView& world, const Unit& self, Route route) const {
  std::vector<Vec2>& points = route.points;
  if (points.empty() || points.front() == self.position) return route;
  const bool cut =
      points.size() > 1 && world.collision().segment_clear(self.position, points[1], self.radius(),
                                                           tunables_.tight_margin);
  if (!cut) points.insert(points.begin(), self.position);
  const double dropped = cut ? distance(points[0], points[1]) : 0.0;
  points.front() = self.position;
  route.length += distance(points[0], points[1]) - dropped;
  return route;
}

void RouteWalk::adopt(Route route, const WalkGoal& goal) {
  goal_ = goal;
  pending_.reset();  // planned for before: this route is the newer
  follow(std::move(route), goal);
}

void RouteWalk::follow(Route route, const WalkGoal& goal) {
  if (planned_) {
    ++replans_;
  } else {
    first_length_ = route.length;
  }
  planned_ = true;
  planned_goal_ = goal.point;
  ticks_since_plan_ = 0;
  guard_ = ProgressGuard(ticks_for(tunables_.stuck_seconds), tunables_.stuck_progress);
  follower_.follow(std::move(route));
}

// The units standing on the walls' route, each with the clearance that lets the walker by (with
// its margin); the world may ask them to step aside (a line of allies across a corridor).
void RouteWalk::report_blockers(WalkView& world, const Unit& self, const WalkGoal& goal,
                                const Route& route) const {
  const double margin = tunables_.margin;
  Blockage blockage{self.id, route.points, {}};
  for (const Unit& other : world.units()) {
    if (other.id == self.id || other.id == goal.ignore || !other.is_obstacle()) continue;
    const double clearance = self.radius() + other.radius() + tunables_.tight_margin;
    if (distance_to_polyline(other.position, route.points) >= clearance) continue;
    blockage.blockers.push_back({other.id, clearance + margin});
  }
  if (!blockage.blockers.empty()) world.blocked_by(blockage);
}

Vec2 RouteWalk::steered_velocity(const WalkView& world, const Unit& self, const WalkGoal& goal) {
  const double speed = self.spec.speed;
  const double dt = kTickSeconds;
  Vec2 preferred = follower_.preferred_velocity(self.position, speed, dt);
  // The last leg is in sight of the goal: aim at where it is now, not where it was planned.
  const Vec2 aim = follower_.on_last_leg() ? goal.point : follower_.corner();
  if (follower_.on_last_leg()) preferred = velocity_toward(self.position, aim, speed, dt);
  // The final stride lands exactly, with no turn limit, so nobody circles their spot.
  if (distance(self.position, aim) <= speed * dt) return preferred;
  const double omega = tunables_.steering.max_turn_rate_degrees * (M_PI / 180.0);
  const double cap = turn_speed_cap(self.velocity, aim - self.position, omega);
  const double floor = speed * kSlowestTurnFraction;
  if (cap < preferred.length()) preferred = normalized(preferred) * std::max(cap, floor);

  std::vector<Neighbour> moving;
  const double horizon = tunables_.steering.horizon_seconds;
  for (const Unit& other : world.units()) {
    if (other.id == self.id || other.id == goal.ignore || !other.is_obstacle()) continue;
    if (!is_moving(other)) continue;  // standing units are in the route already
    // Too far to meet within the horizon even walking straight at each other.
    const double reach =
        (speed + other.velocity.length()) * horizon + self.radius() + other.radius();
    if (distance(other.position, self.position) > reach) continue;
    moving.push_back({other.position, other.velocity, other.radius()});
  }
  Walker walker;
  walker.position = self.position;
  walker.velocity = self.velocity;
  walker.radius = self.radius();
  walker.max_speed = speed;
  return local_steering_velocity(walker, preferred, moving, dt, tunables_.steering);
}

}  // namespace hp::sim

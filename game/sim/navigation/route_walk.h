// RouteWalk: one unit walking to a goal the way every walker in the game does: plan a route
// around walls and standing units, follow it with local steering around moving ones, move under
// the never-overlap constraint, and replan when the goal moves or progress stops.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/margin_search.h"
#include "game/sim/navigation/nav_no_routes.h"
#include "game/sim/navigation/progress_guard.h"
#include "game/sim/navigation/route_follower.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_search.h"
#include "game/sim/navigation/walk_view.h"
#include "game/sim/steering/local_steering.h"

namespace hp::sim {

// Where a walk is going.
struct WalkGoal {
  Vec2 point;        // the centre the walker wants to reach
  double reach = 0;  // > 0: being within this distance of point is enough (touching a unit)
  UnitId ignore;     // a unit not to route around (the one being walked up to)
};

struct WalkTunables {
  double margin = 3.0;           // px kept from walls and units when planning...
  double tight_margin = 0.5;     // ...or this, where the way is too narrow for margin
  double replan_seconds = 0.5;   // a moving goal is replanned at most this often...
  double replan_distance = 8.0;  // ...and only when it moved this far from the planned one
  double stuck_seconds = 1.0;    // no progress for this long: replan around everyone
  double stuck_progress = 4.0;   // px of route that count as progress
  int max_stuck_replans = 4;     // then the walk gives up
  LocalSteeringTunables steering;
};

enum class WalkStatus {
  kWalking,  // carry on
  kNoPath,   // nothing reaches the goal, even with every unit out of the way
  kStuck,    // a route exists but the walker could not make progress along it
};

// Plans with the walk's preferred margin, falling back to its tight margin in narrow places.
Route plan_with_margins(const RoutePlanner& planner, RouteRequest request,
                        const WalkTunables& tunables);

class RouteWalk {
 public:
  explicit RouteWalk(const WalkTunables& tunables = {});

  // Plans (or replans) as needed and walks the unit one tick toward the goal. Moves only the
  // walker; standing units that close the way are reported to world.blocked_by as it plans.
  // On a big map (RoutePlanner::big_grid) every plan is searched a slice a tick
  // (tick_expansions), where one search stalled a frame for tens of milliseconds: the first
  // while the walker stands, a replan while it walks on along the route it has, which it
  // leaves for the new one from where it has got to (late_route). A short search is found, and
  // walked, at once. On maps the size of the shipped ones a plan costs about a millisecond and
  // is made whole, so no walker there ever waits a tick on its way.
  WalkStatus step(WalkView& world, UnitId walker, const WalkGoal& goal);
  // Whether the first plan is still being searched (the walker stands meanwhile).
  bool planning() const { return pending_.has_value() && !planned_; }
  // Whether a replan is being searched (on a big map; the walker walks on meanwhile).
  bool replanning() const { return pending_.has_value() && planned_; }
  // Either: a plan is being searched.
  bool searching() const { return pending_.has_value(); }

  // Follows a route planned elsewhere for this goal as if the walk had planned it (a meeting
  // with a patroller is timed on one: walking another would break the timing). It must be clear
  // as the walk's own are: walls and standing units kept the walk's margins away.
  void adopt(Route route, const WalkGoal& goal);

  const RouteFollower& follower() const { return follower_; }
  // The goal of the last step (for the debug overlay: the intercept point of a pursuit).
  const WalkGoal& goal() const { return goal_; }
  int replans() const { return replans_; }
  // The route length of the first plan, pixels (0 before it).
  double first_route_length() const { return first_length_; }

 private:
  bool needs_plan(const WalkGoal& goal) const;
  WalkStatus plan(WalkView& world, const Unit& self, const WalkGoal& goal, bool around_everyone);
  // The request plan() makes: around the standing units (all of them when around_everyone), or
  // around none (the walls' route), with the walk's preferred margin.
  RouteRequest request_for(const WalkView& world, const Unit& self, const WalkGoal& goal,
                           bool around_everyone, bool around_units,
                           std::vector<Obstacle>& discs) const;
  // plan()'s searches, carried on for a slice (begun when none is under way): kWalking once the
  // route is followed, kNoPath when there is none, nullopt while it goes on.
  std::optional<WalkStatus> carry_plan(WalkView& world, const Unit& self, const WalkGoal& goal,
                                       bool around_everyone);
  void follow(Route route, const WalkGoal& goal);
  // A route searched over ticks begins where the walker stood when the search began: from
  // where it has walked to since, straight to the route's second point when that way is clear
  // (with the tight margin), else back onto the route's start first.
  Route late_route(const WalkView& world, const Unit& self, Route route) const;
  Vec2 steered_velocity(const WalkView& world, const Unit& self, const WalkGoal& goal);
  void report_blockers(WalkView& world, const Unit& self, const WalkGoal& goal,
                       const Route& route) const;

  // A plan under way on a big map: plan()'s searches in its order (around the standing units,
  // then the walls alone; each with both margins: MarginSearch), the current one kept between
  // ticks.
  struct PendingPlan {
    bool around_everyone = false;
    bool around_units = true;
    MarginSearch search;
    NavNoRoutes no_routes;
  };

  WalkTunables tunables_;
  std::optional<PendingPlan> pending_;
  WalkGoal goal_;
  RouteFollower follower_;
  ProgressGuard guard_;
  Vec2 planned_goal_;
  bool planned_ = false;
  int ticks_since_plan_ = 0;
  int stuck_replans_ = 0;
  int replans_ = 0;
  double first_length_ = 0;
};

}  // namespace hp::sim

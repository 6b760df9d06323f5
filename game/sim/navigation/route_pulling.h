// pulled_route: a grid search's corners made a walker's route (RoutePlanner::plan, RouteSearch).
#pragma once

#include <optional>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/nav_search.h"
#include "game/sim/navigation/route_planner.h"

namespace hp::sim {

// Greedy string pulling carried on a slice at a time: from each kept point, the farthest next
// point still in sight. carry_on makes at most `budget` more line-of-sight tests (taking those it
// makes off it) and returns true once done (take()); the tests are those one whole pull makes,
// in the same order, however it is split.
class StringPull {
 public:
  explicit StringPull(std::vector<Vec2> points);
  bool carry_on(const NavSearch& search, int& budget);
  std::vector<Vec2> take() { return std::move(pulled_); }

 private:
  std::vector<Vec2> points_;
  std::vector<Vec2> pulled_;
  std::size_t from_ = 0;  // the last point kept
  std::size_t to_ = 0;    // the farthest point in sight of it so far
  bool scanning_ = false;
};

// pulled_route carried on a slice at a time (RouteSearch): its first pull, along every point of
// the grid route, is a line-of-sight test a point (tens of milliseconds on a long way across a
// big map), so it goes a slice of tests at a time; the rounds of corner cuts after it work on
// the few corners left and run at once.
class RoutePulling {
 public:
  explicit RoutePulling(const std::vector<Vec2>& grid_points);
  bool carry_on(const NavSearch& search, PlanShortcuts shortcuts, int& budget);
  Route take_route() { return std::move(*route_); }

 private:
  bool found_ = false;
  StringPull first_;
  std::optional<Route> route_;
};

// The route along grid_points (NavSearch's grid route; empty: none found): pulled taut with
// exact line of sight, then its corners cut against the obstacles, so it follows them like a
// string. Every segment stays clear for the walker (NavSearch::visible).
Route pulled_route(std::vector<Vec2> grid_points, const NavSearch& search, PlanShortcuts shortcuts);

}  // namespace hp::sim

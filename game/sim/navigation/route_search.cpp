// RouteSearch: a NavSearch kept between calls on the planner's lent grid; a search that lost its
// grid (or was copied) starts again and makes up the expansions it had made in the same call.
#include "game/sim/navigation/route_search.h"

#include <utility>

#include "engine/core/assert.h"
#include "game/sim/navigation/nav_search.h"
#include "game/sim/navigation/route_pulling.h"

namespace hp::sim {

RouteSearch::RouteSearch(const RouteRequest& request)
    : request_(request), discs_(request.discs.begin(), request.discs.end()) {
  request_.discs = {};
}

RouteSearch::Live::~Live() = default;

RouteSearch::Live& RouteSearch::Live::operator=(const Live&) {
  request = {};
  search.reset();
  planner = nullptr;
  no_routes = nullptr;
  loan = 0;
  return *this;
}

RouteRequest RouteSearch::request() const {
  RouteRequest request = request_;
  request.discs = discs_;
  return request;
}

void RouteSearch::restart(const RoutePlanner& planner, NavNoRoutes& no_routes) {
  HP_ASSERT(planner.ends_ == SearchEnds::kStart);  // its search from both ends is not carried on
  live_.planner = &planner;
  live_.no_routes = &no_routes;
  live_.request = request();
  // Pulling needs the search only for its lines of sight: on the planner's own grid, unsearched.
  NavGrid& grid = pulling_ ? planner.grid_ : planner.lend_search_grid(live_.loan);
  if (!pulling_) grid.begin_plan();
  planner.gaps_.allocate(grid.cell_count());
  live_.search = std::make_unique<NavSearch>(
      *planner.walls_, planner.gaps_, grid, nullptr, live_.request, planner.long_search_,
      planner.shortcuts_ == PlanShortcuts::kKept ? &no_routes : nullptr);
  live_.search->without_regions();
  if (pulling_) return;
  // The expansions made before, made again: the search stands where it stood.
  int made_up = expanded_;
  live_.search->carry_on(made_up);
}

bool RouteSearch::pull(const RoutePlanner& planner, int& budget) {
  int tests = budget > 0 ? (budget + kPullTestCost - 1) / kPullTestCost : 0;
  const int before = tests;
  const bool pulled = pulling_->carry_on(*live_.search, planner.shortcuts_, tests);
  budget -= (before - tests) * kPullTestCost;
  return pulled;
}

bool RouteSearch::advance(const RoutePlanner& planner, NavNoRoutes& no_routes, int& budget) {
  if (route_) return true;
  const bool searching = !pulling_;
  if (!live_.search || live_.planner != &planner ||
      (searching && (live_.no_routes != &no_routes || !planner.lent_search_grid(live_.loan)))) {
    restart(planner, no_routes);
  }
  NavSearch& search = *live_.search;
  if (searching) {
    const int before = search.expanded();
    const bool done = search.carry_on(budget);
    expanded_ += search.expanded() - before;
    if (!done) return false;
    over_length_ = search.over_length();
    pulling_.emplace(search.take_route());
    planner.return_search_grid(live_.loan);  // the grid is free for other searches
    live_.loan = 0;
  }
  if (!pull(planner, budget)) return false;
  Route route = pulling_->take_route();
  route.over_length = !route.found && over_length_;
  route_ = std::move(route);
  live_ = Live();
  pulling_.reset();
  return true;
}

}  // namespace hp::sim

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
  request_.discs = discs_;
}

RouteSearch::~RouteSearch() = default;

RouteSearch::RouteSearch(const RouteSearch& other)
    : request_(other.request_),
      discs_(other.discs_),
      expanded_(other.expanded_),
      pulling_(other.pulling_),
      over_length_(other.over_length_),
      route_(other.route_) {
  request_.discs = discs_;
}

RouteSearch& RouteSearch::operator=(const RouteSearch& other) {
  if (this == &other) return *this;
  RouteSearch copy(other);
  request_ = copy.request_;
  discs_ = std::move(copy.discs_);
  request_.discs = discs_;
  expanded_ = copy.expanded_;
  pulling_ = std::move(copy.pulling_);
  over_length_ = copy.over_length_;
  route_ = std::move(copy.route_);
  search_.reset();
  planner_ = nullptr;
  no_routes_ = nullptr;
  loan_ = 0;
  return *this;
}

void RouteSearch::restart(const RoutePlanner& planner, NavNoRoutes& no_routes) {
  HP_ASSERT(planner.ends_ == SearchEnds::kStart);  // its search from both ends is not carried on
  planner_ = &planner;
  no_routes_ = &no_routes;
  // Pulling needs the search only for its lines of sight: on the planner's own grid, unsearched.
  NavGrid& grid = pulling_ ? planner.grid_ : planner.lend_search_grid(loan_);
  if (!pulling_) grid.begin_plan();
  planner.gaps_.allocate(grid.cell_count());
  search_ = std::make_unique<NavSearch>(
      *planner.walls_, planner.gaps_, grid, nullptr, request_, planner.long_search_,
      planner.shortcuts_ == PlanShortcuts::kKept ? &no_routes : nullptr);
  search_->without_regions();
  if (pulling_) return;
  // The expansions made before, made again: the search stands where it stood.
  int made_up = expanded_;
  search_->carry_on(made_up);
}

bool RouteSearch::pull(const RoutePlanner& planner, int& budget) {
  int tests = budget > 0 ? (budget + kPullTestCost - 1) / kPullTestCost : 0;
  const int before = tests;
  const bool pulled = pulling_->carry_on(*search_, planner.shortcuts_, tests);
  budget -= (before - tests) * kPullTestCost;
  return pulled;
}

bool RouteSearch::advance(const RoutePlanner& planner, NavNoRoutes& no_routes, int& budget) {
  if (route_) return true;
  const bool searching = !pulling_;
  if (!search_ || planner_ != &planner ||
      (searching && (no_routes_ != &no_routes || !planner.lent_search_grid(loan_)))) {
    restart(planner, no_routes);
  }
  if (searching) {
    const int before = search_->expanded();
    const bool done = search_->carry_on(budget);
    expanded_ += search_->expanded() - before;
    if (!done) return false;
    over_length_ = search_->over_length();
    pulling_.emplace(search_->take_route());
    planner.return_search_grid(loan_);  // the grid is free for other searches
    loan_ = 0;
  }
  if (!pull(planner, budget)) return false;
  Route route = pulling_->take_route();
  route.over_length = !route.found && over_length_;
  route_ = std::move(route);
  search_.reset();
  pulling_.reset();
  return true;
}

}  // namespace hp::sim

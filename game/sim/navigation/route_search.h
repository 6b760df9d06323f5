// RouteSearch: one RoutePlanner plan carried on a slice at a time, so a plan that floods much of
// a big map is spread over several ticks (World::think plans the enemies' routes this way)
// instead of stalling one frame.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "game/sim/navigation/nav_no_routes.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_pulling.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

class NavSearch;

class RouteSearch {
 public:
  // The request's discs are copied. A copy (or a moved-to search) stands where this one stands:
  // it makes the expansions made so far again at its first advance (the search under way, on a
  // grid lent by a planner, is not copied: Live).
  explicit RouteSearch(const RouteRequest& request);

  // Carries the plan on for at most `budget` more grid cell expansions (taking those it makes off
  // it), and returns true once the route is known (route()). The route is the one
  // planner.plan(request) gives, however the search is split (planner: one searching from the
  // start, SearchEnds::kStart). How many expansions it takes
  // depends on the request, the walls and no_routes alone (NavNoRoutes: sides searched in vain
  // before, read and added to), never on what else the planner planned before, so the ticks a
  // plan spreads over are the same in every run. A search goes on from where it stopped when
  // planner, no_routes and the planner's search grid are still those it used (the grid is lent
  // to one search at a time); else it starts again and makes up the expansions it had made.
  // Once its grid route is found, its pulling taut is carried on the same way (kPullTestCost).
  bool advance(const RoutePlanner& planner, NavNoRoutes& no_routes, int& budget);
  // What a line-of-sight test of the route's pulling (RoutePulling) costs of the budget: on a
  // long way across a big map the first pull tests sight along hundreds of pixels, about what a
  // dozen expansions cost.
  static constexpr int kPullTestCost = 12;
  const Route& route() const { return *route_; }
  // The request, its discs this search's own (valid while it lives and is not assigned to).
  RouteRequest request() const;
  int expanded() const { return expanded_; }

 private:
  void restart(const RoutePlanner& planner, NavNoRoutes& no_routes);
  bool pull(const RoutePlanner& planner, int& budget);

  RouteRequest request_;  // without its discs: discs_
  std::vector<Obstacle> discs_;
  int expanded_ = 0;  // grid cells expanded so far
  // Once the grid route is found: its pulling, carried on (copied with the search: it needs
  // the walls and units alone, not the grid), and what the route is known not to have done.
  std::optional<RoutePulling> pulling_;
  bool over_length_ = false;
  std::optional<Route> route_;
  // The search under way, and what it runs on. Copied or moved, it is left behind: the copy
  // starts again (its NavSearch points at the request and the grid this one was lent).
  struct Live {
    Live() = default;
    ~Live();
    Live(const Live&) {}
    Live& operator=(const Live&);
    RouteRequest request;  // request_ with discs_
    std::unique_ptr<NavSearch> search;
    const RoutePlanner* planner = nullptr;
    const NavNoRoutes* no_routes = nullptr;
    std::uint64_t loan = 0;
  };
  Live live_;
};

}  // namespace hp::sim

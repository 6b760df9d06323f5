// MarginSearch: plan_with_margins carried on over ticks, for the walks and the meeting search
// that spread their plans on big maps.
#pragma once

#include "game/sim/navigation/nav_no_routes.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_search.h"

namespace hp::sim {

// The request searched with the preferred margin, then, when that finds no route (in narrow
// places), with the tight one: the route plan_with_margins gives, however the search is split
// (RouteSearch), and in as many ticks in every run.
class MarginSearch {
 public:
  MarginSearch(RouteRequest request, double margin, double tight_margin);

  // Carries it on for at most `budget` grid cells (taken off it); true once it is over: route()
  // found, or found with neither margin.
  bool advance(const RoutePlanner& planner, NavNoRoutes& no_routes, int& budget);
  const Route& route() const { return search_.route(); }
  // The request, with the margin searched last (its discs are the search's own).
  RouteRequest request() const { return search_.request(); }

 private:
  RouteSearch search_;
  double tight_margin_;
  bool tight_;  // the last margin is being searched (the tight one, or there is none tighter)
};

}  // namespace hp::sim

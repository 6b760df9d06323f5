// pulled_route: a grid search's corners made a walker's route (RoutePlanner::plan, RouteSearch).
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/nav_search.h"
#include "game/sim/navigation/route_planner.h"

namespace hp::sim {

// The route along grid_points (NavSearch's grid route; empty: none found): pulled taut with
// exact line of sight, then its corners cut against the obstacles, so it follows them like a
// string. Every segment stays clear for the walker (NavSearch::visible).
Route pulled_route(std::vector<Vec2> grid_points, const NavSearch& search, PlanShortcuts shortcuts);

}  // namespace hp::sim

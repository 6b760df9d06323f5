// Check rule: patrol waypoints an enemy cannot stand on or cannot walk to.
#pragma once

#include <string>

#include "engine/core/diagnostic.h"
#include "game/sim/world/world.h"

namespace hp::app {

// For each enemy with a route, reports each waypoint where the enemy's disc would overlap a
// wall or the map's edge, and each one it has no route to from where it starts (planned as its
// walk plans, with every unit out of the way: units move, walls do not). Messages point at the
// waypoint's own line (Waypoint objects) or the route's.
void check_patrol_reach(const sim::World& world, const std::string& path, Diagnostics& diagnostics);

}  // namespace hp::app

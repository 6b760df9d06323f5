// Check rule: Goal areas no hero can get into.
#pragma once

#include <string>

#include "engine/core/diagnostic.h"
#include "game/sim/world/world.h"

namespace hp::app {

// For each Goal, warns when none of the heroes it counts for (reinforcements included, from the
// spots they arrive at) has a route to any open spot inside it (planned as a Move plans, every
// unit out of the way). `world` should have every door open: a goal behind a door is reachable
// once it opens. A warning, since the map may be won another way.
void check_goal_reach(const sim::World& world, const std::string& path, Diagnostics& diagnostics);

}  // namespace hp::app

// PatrolState: one patrolling enemy's walk, as the world keeps it.
#pragma once

#include "game/sim/navigation/route_walk.h"
#include "game/sim/patrol/patrol_walker.h"

namespace hp::sim {

// Where it is on its route, and its walk to the next waypoint.
struct PatrolState {
  PatrolWalker walker;
  RouteWalk walk;
  bool held = false;  // the attack action was moving it last tick (knock-back)
};

}  // namespace hp::sim

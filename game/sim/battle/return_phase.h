// ReturnPhase: the hero walks back to its home spot, by the same route walk as the approach.
#pragma once

#include "game/sim/battle/attack_phase.h"
#include "game/sim/navigation/route_walk.h"

namespace hp::sim {

class ReturnPhase {
 public:
  void enter(AttackContext& context);
  // One tick of the route walk home, landing exactly on home. kDone once the hero stands on
  // home, or when no route home exists or the walk is stuck for good: the hero stays put, and
  // ReturnBlocked says so.
  PhaseStatus update(AttackContext& context);
  void exit(AttackContext& context);

  const RouteWalk& walk() const { return walk_; }

 private:
  RouteWalk walk_;
};

}  // namespace hp::sim

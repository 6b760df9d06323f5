// ApproachPhase: the hero walks to the enemy (pursuing it if it walks) until their discs touch.
#pragma once

#include "game/sim/battle/attack_phase.h"
#include "game/sim/model/events.h"
#include "game/sim/navigation/route_walk.h"

namespace hp::sim {

class ApproachPhase {
 public:
  void enter(AttackContext& context);
  // One tick of the route walk toward where the enemy will be. kDone on the tick the discs
  // touch; kAbandoned when no route exists (kNoPath is emitted), the walk is stuck for good, or
  // the enemy is knocked out.
  PhaseStatus update(AttackContext& context);
  void exit(AttackContext& context);

  const RouteWalk& walk() const { return walk_; }
  // Why the approach ended kAbandoned (meaningful only then).
  AbandonReason abandoned_because() const { return reason_; }

 private:
  PhaseStatus abandon(AbandonReason reason);

  RouteWalk walk_;
  AbandonReason reason_ = AbandonReason::kStuck;
};

// Where the hero should head to meet the enemy: its position plus its velocity times seed 003's
// time to intercept (the enemy's position when it stands still).
Vec2 intercept_point(const Unit& hero, const Unit& enemy);

}  // namespace hp::sim

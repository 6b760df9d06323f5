// ReturnPhase: a route walk to home.
#include "game/sim/battle/return_phase.h"

#include "game/sim/model/events.h"

namespace hp::sim {

void ReturnPhase::enter(AttackContext& context) {
  walk_ = RouteWalk(context.tunables().walk);
}

PhaseStatus ReturnPhase::update(AttackContext& context) {
  Unit& hero = context.attacker();
  if (hero.position == hero.home) return PhaseStatus::kDone;
  const WalkStatus status = step_walk(context, walk_, {hero.home, 0.0, {}});
  if (hero.position == hero.home) return PhaseStatus::kDone;
  if (status == WalkStatus::kWalking) return PhaseStatus::kRunning;
  context.emit(ReturnBlocked{hero.id, hero.position});
  return PhaseStatus::kDone;
}

void ReturnPhase::exit(AttackContext& /*context*/) {}

}  // namespace hp::sim

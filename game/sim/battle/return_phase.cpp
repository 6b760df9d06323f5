// ReturnPhase: a route walk to home.
#include "game/sim/battle/return_phase.h"

namespace hp::sim {

void ReturnPhase::enter(AttackContext& context) {
  walk_ = RouteWalk(context.tunables().walk);
}

PhaseStatus ReturnPhase::update(AttackContext& context) {
  Unit& hero = context.attacker();
  if (hero.position == hero.home) return PhaseStatus::kDone;
  const WalkStatus status = step_walk(context, walk_, {hero.home, 0.0, {}});
  if (hero.position == hero.home || status != WalkStatus::kWalking) return PhaseStatus::kDone;
  return PhaseStatus::kRunning;
}

void ReturnPhase::exit(AttackContext& /*context*/) {}

}  // namespace hp::sim

// ApproachPhase: the hero walks to the enemy around every other unit until their discs touch.
#pragma once

#include "game/sim/attack_phase.h"
#include "game/sim/progress_guard.h"

namespace hp::sim {

class ApproachPhase {
 public:
  void enter(AttackContext& context);
  // One step of speed * dt along the steered direction, shortened so it ends exactly touching
  // the enemy rather than overlapping it. kDone on the tick the discs touch; kAbandoned when the
  // hero stops getting closer (blocked) or the enemy is knocked out.
  PhaseStatus update(AttackContext& context);
  void exit(AttackContext& context);

 private:
  ProgressGuard guard_;
};

}  // namespace hp::sim

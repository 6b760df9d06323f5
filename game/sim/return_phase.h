// ReturnPhase: the hero walks back to its home spot around every other standing unit.
#pragma once

#include "game/sim/attack_phase.h"
#include "game/sim/progress_guard.h"

namespace hp::sim {

class ReturnPhase {
 public:
  void enter(AttackContext& context);
  // One step of speed * dt along the steered direction, landing exactly on home when within
  // reach. kDone once the hero stands exactly on home.
  PhaseStatus update(AttackContext& context);
  void exit(AttackContext& context);

 private:
  ProgressGuard guard_;
  // Set when steering stalls (e.g. allies crowding the home spot): the hero then walks the
  // straight line home, ignoring the others, so the action always ends with the hero at home.
  bool straight_home_ = false;
};

}  // namespace hp::sim

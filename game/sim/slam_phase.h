// SlamPhase: the body-slam on contact: damage, flash, knockback with ease-out, then a hit-stop.
#pragma once

#include "engine/core/vec2.h"
#include "game/sim/attack_phase.h"

namespace hp::sim {

class SlamPhase {
 public:
  // The hit itself, on the contact tick: HP loss, flash, kSlam (and kKnockedOut at 0 HP), and
  // where the knockback will end.
  void enter(AttackContext& context);
  // The enemy flies back over knockback_seconds, then everyone holds for hit_stop_seconds.
  PhaseStatus update(AttackContext& context);
  void exit(AttackContext& context);

 private:
  void hit(AttackContext& context, Vec2 direction);
  void plan_knockback(AttackContext& context, Vec2 direction);
  Vec2 flight_position() const;

  Vec2 knockback_from_;
  Vec2 knockback_to_;
  int flight_ticks_ = 1;
  int total_ticks_ = 1;
  int elapsed_ticks_ = 0;
};

}  // namespace hp::sim

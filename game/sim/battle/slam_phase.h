// SlamPhase: the body-slam on contact: damage, flash, a hit-stop, knockback with ease-out, and
// a moment's settling.
#pragma once

#include "engine/core/vec2.h"
#include "game/sim/battle/attack_phase.h"

namespace hp::sim {

class SlamPhase {
 public:
  // The hit itself, on the contact tick: HP loss, flash, kSlam (and kKnockedOut at 0 HP), where
  // the knockback will end, and the world's hit-stop (Battlefield::hit_stop).
  void enter(AttackContext& context);
  // After the hit-stop the enemy flies back over knockback_seconds, then both hold for
  // settle_seconds.
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

// Playing a battle on in the random-order tests: the enemies' turn to its end, and how many
// enemies an order turned onto another hero.
#pragma once

#include <vector>

#include "game/sim/world/enemy_plans.h"
#include "game/sim/world/world.h"

namespace hp::sim::test {

// Steps until the player's turn comes back or the battle is decided (at most tick_limit ticks).
inline void play_enemy_turn(World& world, int tick_limit) {
  for (int tick = 0; tick < tick_limit; ++tick) {
    if (world.turns().side == TurnSide::kPlayer || world.turns().outcome != Outcome::kOngoing) {
      return;
    }
    world.step({});
  }
}

// The enemies whose target differs between two sets of plans.
inline int changed_targets(const std::vector<EnemyPlan>& before,
                           const std::vector<EnemyPlan>& after) {
  int changed = 0;
  for (const EnemyPlan& now : after) {
    for (const EnemyPlan& was : before) {
      if (was.enemy == now.enemy && was.attacks != now.attacks) ++changed;
    }
  }
  return changed;
}

}  // namespace hp::sim::test

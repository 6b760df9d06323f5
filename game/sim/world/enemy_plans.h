// EnemyPlan: what one enemy will do on its coming turn (World::intent, World::advance_path), with
// where the units then stand, so a forecast can keep the plans of the world as it will be once an
// order is done and the preview can show them in place of today's.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

class World;

struct EnemyPlan {
  UnitId enemy;
  Vec2 at;                        // where it stands
  double radius = 0;              // its size, to draw it
  int attack = 0;                 // the damage its slam does
  std::optional<UnitId> attacks;  // the hero it will attack
  Vec2 target_at;                 // where that hero stands
  double target_radius = 0;
  std::vector<Vec2> advance;  // no hero in reach: the way it will walk instead (empty: neither)

  bool operator==(const EnemyPlan&) const = default;
};

// Every living enemy's plan, in unit order. Empty once the battle is decided.
std::vector<EnemyPlan> enemy_plans(const World& world);

}  // namespace hp::sim

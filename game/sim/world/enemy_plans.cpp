// EnemyPlan: read off the world's intents and advances.
#include "game/sim/world/enemy_plans.h"

#include "game/sim/world/world.h"

namespace hp::sim {

std::vector<EnemyPlan> enemy_plans(const World& world) {
  std::vector<EnemyPlan> plans;
  if (world.turns().outcome != Outcome::kOngoing) return plans;
  for (const Unit& enemy : world.units()) {
    if (enemy.side() != Side::kEnemy || !enemy.in_play()) continue;
    EnemyPlan plan;
    plan.enemy = enemy.id;
    plan.at = enemy.position;
    plan.radius = enemy.radius();
    plan.attack = enemy.spec.attack;
    if (const std::optional<UnitId> target = world.intent(enemy.id)) {
      if (const Unit* hero = world.unit(*target)) {
        plan.attacks = *target;
        plan.target_at = hero->position;
        plan.target_radius = hero->radius();
      }
    }
    if (!plan.attacks) {
      const std::span<const Vec2> path = world.advance_path(enemy.id);
      plan.advance.assign(path.begin(), path.end());
    }
    plans.push_back(std::move(plan));
  }
  return plans;
}

}  // namespace hp::sim

// AttackForecast: a copy of the world steps through the order, and its events say what happened.
#include "game/sim/world/attack_forecast.h"

#include "game/sim/battle/attack_action.h"
#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

bool is_living_enemy(const Unit* unit) {
  return unit != nullptr && !unit->knocked_out && unit->side() == Side::kEnemy;
}

// The forecast's end: the approach gave up, or the slam's knock-back and settling are over (the
// action walks home or is done).
bool knockback_over(const World& world, bool landed) {
  const AttackAction* action = world.action();
  if (!action) return true;
  return landed && action->phase() != AttackPhaseKind::kSlam;
}

}  // namespace

AttackForecast forecast_attack(const World& world, UnitId hero, UnitId enemy, int max_ticks) {
  AttackForecast forecast;
  const Unit* target = world.unit(enemy);
  if (!world.can_order(hero) || !is_living_enemy(target)) return forecast;
  forecast.accepted = true;
  const int hp_before = target->hp;

  World copy(world);
  Commands order;
  order.attack = AttackOrder{hero, enemy};
  forecast.approach.push_back(copy.unit(hero)->position);
  bool landed = false;
  bool gave_up = false;
  for (int tick = 0; tick < max_ticks; ++tick) {
    copy.step(tick == 0 ? order : Commands{});
    if (!landed) {
      forecast.approach.push_back(copy.unit(hero)->position);
      ++forecast.ticks_to_slam;
    }
    for (const Event& event : copy.events()) {
      if (event.type == EventType::kFlees && event.subject == enemy) forecast.enemy_flees = true;
      if (event.subject != hero) continue;
      if (event.type == EventType::kSlam && event.other == enemy) {
        landed = true;
        forecast.meeting = copy.unit(hero)->position;
        forecast.enemy_at_slam = copy.unit(enemy)->position;
      }
      if (event.type == EventType::kOrderAbandoned) {
        gave_up = true;
        forecast.abandoned = static_cast<AbandonReason>(event.amount);
      }
    }
    if (gave_up || knockback_over(copy, landed)) {
      forecast.complete = true;
      break;
    }
  }
  const Unit* after = copy.unit(enemy);
  forecast.lands = landed;
  forecast.enemy_lands = after->position;
  forecast.enemy_hp_after = after->hp;
  forecast.damage = hp_before - after->hp;
  forecast.knocks_out = after->knocked_out;
  return forecast;
}

}  // namespace hp::sim

// AttackForecast: a copy of the world steps through the order, and its events say what happened.
#include "game/sim/world/attack_forecast.h"

#include <algorithm>

#include "game/sim/battle/attack_action.h"
#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

// The forecast's end: the approach gave up, or the slam's knock-back and settling are over (the
// action walks home or is done).
bool knockback_over(const World& world, bool landed) {
  const AttackAction* action = world.action();
  if (!action) return true;
  return landed && action->phase() != AttackPhaseKind::kSlam;
}

}  // namespace

AttackForecaster::AttackForecaster(const World& world, UnitId hero, UnitId enemy, int max_ticks)
    : hero_(hero), enemy_(enemy), max_ticks_(max_ticks) {
  const Unit* target = world.unit(enemy);
  // The order the forecast plays must be one World::step would take.
  if (world.check_attack(hero, enemy) != AttackCheck::kOk) {
    finished_ = true;
    return;
  }
  forecast_.accepted = true;
  hp_before_ = target->hp;
  copy_ = std::make_unique<World>(world);
  forecast_.approach.push_back(copy_->unit(hero)->position);
}

void AttackForecaster::use_own_planners(WorldPlanners& kept) {
  if (!copy_) return;  // refused: nothing to play
  if (!copy_->fits(kept)) kept = copy_->own_planners();
  copy_->use_planners(kept);
}

AttackForecaster::~AttackForecaster() = default;
AttackForecaster::AttackForecaster(AttackForecaster&&) noexcept = default;
AttackForecaster& AttackForecaster::operator=(AttackForecaster&&) noexcept = default;

bool AttackForecaster::advance(int ticks) {
  for (int i = 0; i < ticks && !finished_; ++i) {
    Commands order;
    if (ticks_played_ == 0) order.attack = AttackOrder{hero_, enemy_};
    copy_->step(order);
    ++ticks_played_;
    if (!landed_ && !outcome_known_) {
      forecast_.approach.push_back(copy_->unit(hero_)->position);
      ++forecast_.ticks_to_slam;
    }
    bool gave_up = false;
    for (const Event& event : copy_->events()) {
      if (const Alerted* alerted = as<Alerted>(event)) forecast_.alerts.push_back(alerted->enemy);
      if (const ReinforcementsComing* call = as<ReinforcementsComing>(event)) {
        forecast_.calls.push_back(call->unit);
      }
      if (const DoorOpened* door = as<DoorOpened>(event)) forecast_.doors.push_back(door->door);
      if (as<Victory>(event)) forecast_.wins = true;
      if (const ReturnBlocked* blocked = as<ReturnBlocked>(event)) {
        forecast_.stays_away |= blocked->unit == hero_;
      }
      if (outcome_known_) continue;  // the walk home: only what it sets off
      std::visit(Overloaded{[&](const Flees& e) { forecast_.enemy_flees |= e.enemy == enemy_; },
                            [&](const Slam& e) {
                              if (e.attacker != hero_ || e.target != enemy_) return;
                              landed_ = true;
                              forecast_.meeting = copy_->unit(hero_)->position;
                              forecast_.enemy_at_slam = copy_->unit(enemy_)->position;
                            },
                            [&](const OrderAbandoned& e) {
                              if (e.unit != hero_) return;
                              gave_up = true;
                              forecast_.abandoned = e.reason;
                            },
                            [](const auto&) {}},
                 event);
    }
    if (!outcome_known_ && (gave_up || knockback_over(*copy_, landed_))) record_outcome();
    // The walk home may pass a sentry or walk into an Area the approach did not (a patroller
    // walks on meanwhile), and the enemies' plans are known once nothing plays: played to there.
    if (outcome_known_ && order_played_out(*copy_)) {
      forecast_.plans_after = enemy_plans(*copy_);
      forecast_.complete = true;
      finish();
    } else if (ticks_played_ >= max_ticks_) {
      finish();
    }
  }
  return finished_;
}

void AttackForecaster::record_outcome() {
  const Unit* after = copy_->unit(enemy_);
  forecast_.lands = landed_;
  forecast_.enemy_lands = after->position;
  forecast_.enemy_hp_after = after->hp;
  forecast_.damage = hp_before_ - after->hp;
  forecast_.knocks_out = after->knocked_out;
  outcome_known_ = true;
}

void AttackForecaster::finish() {
  if (!outcome_known_) record_outcome();
  finished_ = true;
  copy_.reset();  // the copy's memory goes as soon as the answer is known
}

bool order_played_out(const World& world) {
  if (world.busy()) return false;
  return world.waiting_for_player() || world.turns().side != TurnSide::kPlayer ||
         world.turns().outcome != Outcome::kOngoing;
}

AttackForecast forecast_attack(const World& world, UnitId hero, UnitId enemy, int max_ticks) {
  AttackForecaster forecaster(world, hero, enemy, max_ticks);
  forecaster.advance(max_ticks);
  return forecaster.forecast();
}

}  // namespace hp::sim

// MoveForecast: a copy of the world checks the order and walks the hero to the spot, and its
// events say whom it woke.
#include "game/sim/world/move_forecast.h"

#include <algorithm>

#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/world.h"

namespace hp::sim {
MoveForecaster::MoveForecaster(const World& world, UnitId hero, Vec2 to, int max_ticks)
    : hero_(hero), to_(to), max_ticks_(max_ticks) {
  // Even a walk that can wake nobody and call nothing changes whom the enemies go for.
  copy_ = std::make_unique<World>(world);
}

void MoveForecaster::use_own_planners(WorldPlanners& kept) {
  if (!copy_) return;  // finished: nothing to plan
  if (!copy_->fits(kept)) kept = copy_->own_planners();
  copy_->use_planners(kept);
}

MoveForecaster::~MoveForecaster() = default;
MoveForecaster::MoveForecaster(MoveForecaster&&) noexcept = default;
MoveForecaster& MoveForecaster::operator=(MoveForecaster&&) noexcept = default;

void MoveForecaster::check() {
  checked_ = true;
  forecast_.check = copy_->check_move(hero_, to_);
  if (forecast_.check == MoveCheck::kTooFar) {
    // One more plan, once per spot: the route the rule measured.
    forecast_.too_far_by = copy_->move_route(hero_, to_).length - copy_->unit(hero_)->reach();
  }
  if (forecast_.check != MoveCheck::kOk) {
    forecast_.complete = true;  // refused: nothing plays
    finish();
  }
}

bool MoveForecaster::advance(int ticks) {
  if (!checked_) check();
  for (int i = 0; i < ticks && !finished_; ++i) {
    Commands order;
    if (ticks_played_ == 0) order.move = MoveOrder{hero_, to_};
    copy_->step(order);
    ++ticks_played_;
    for (const Event& event : copy_->events())
      std::visit(
          Overloaded{[&](const MoveStarted& e) { forecast_.accepted |= e.unit == hero_; },
                     [&](const Alerted& e) { forecast_.alerts.push_back(e.enemy); },
                     [&](const ReinforcementsComing& e) { forecast_.calls.push_back(e.unit); },
                     [&](const DoorOpened& e) { forecast_.doors.push_back(e.door); },
                     [&](const Victory&) { forecast_.wins = true; }, [](const auto&) {}},
          event);
    // Over once the hero arrived, gave up or was refused, and the allies it asked aside are back.
    if (order_played_out(*copy_)) {
      if (forecast_.accepted) forecast_.plans_after = enemy_plans(*copy_);
      forecast_.complete = true;
      finish();
    } else if (ticks_played_ >= max_ticks_) {
      finish();
    }
  }
  return finished_;
}

void MoveForecaster::finish() {
  finished_ = true;
  copy_.reset();  // the copy's memory goes as soon as the answer is known
}

MoveForecast forecast_move(const World& world, UnitId hero, Vec2 to, int max_ticks) {
  MoveForecaster forecaster(world, hero, to, max_ticks);
  forecaster.advance(max_ticks);
  return forecaster.forecast();
}

}  // namespace hp::sim

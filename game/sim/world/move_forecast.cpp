// MoveForecast: a copy of the world walks the hero to the spot, and its events say whom it woke.
#include "game/sim/world/move_forecast.h"

#include <algorithm>

#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

// Whether a walk could set anything off: an enemy to alert, an Area something waits on (called
// reinforcements, doors), or a Goal to reach. Without any, no copy is needed.
bool anything_to_find(const World& world) {
  const auto units = world.units();
  return std::any_of(units.begin(), units.end(),
                     [](const Unit& u) { return u.in_play() && u.unalerted(); }) ||
         !world.setup().areas.empty() || !world.setup().objectives.goals.empty();
}

}  // namespace

MoveForecaster::MoveForecaster(const World& world, UnitId hero, Vec2 to, int max_ticks)
    : hero_(hero), to_(to), max_ticks_(max_ticks) {
  if (!anything_to_find(world)) {
    // Nothing to find: the order's acceptance is World::check_move's, no copy needed.
    forecast_.accepted = world.check_move(hero, to) == MoveCheck::kOk;
    forecast_.complete = true;
    finished_ = true;
    return;
  }
  copy_ = std::make_unique<World>(world);
}

MoveForecaster::~MoveForecaster() = default;
MoveForecaster::MoveForecaster(MoveForecaster&&) noexcept = default;
MoveForecaster& MoveForecaster::operator=(MoveForecaster&&) noexcept = default;

bool MoveForecaster::advance(int ticks) {
  for (int i = 0; i < ticks && !finished_; ++i) {
    Commands order;
    if (ticks_played_ == 0) order.move = MoveOrder{hero_, to_};
    copy_->step(order);
    ++ticks_played_;
    bool over = false;
    for (const Event& event : copy_->events())
      std::visit(
          Overloaded{[&](const MoveStarted& e) { forecast_.accepted |= e.unit == hero_; },
                     [&](const Alerted& e) { forecast_.alerts.push_back(e.enemy); },
                     [&](const ReinforcementsComing& e) { forecast_.calls.push_back(e.unit); },
                     [&](const DoorOpened& e) { forecast_.doors.push_back(e.door); },
                     [&](const Victory&) { forecast_.wins = true; },
                     // The move is over for the hero once it arrived, gave up or was refused.
                     [&](const Moved& e) { over |= e.unit == hero_; },
                     [&](const OrderAbandoned& e) { over |= e.unit == hero_; },
                     [&](const OrderRejected& e) { over |= e.unit == hero_; }, [](const auto&) {}},
          event);
    if (over || !copy_->move()) {
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

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
    for (const Event& event : copy_->events()) {
      if (event.type == EventType::kMoveStarted && event.subject == hero_)
        forecast_.accepted = true;
      if (event.type == EventType::kAlerted) forecast_.alerts.push_back(event.subject);
      if (event.type == EventType::kReinforcementsComing) forecast_.calls.push_back(event.subject);
      if (event.type == EventType::kDoorOpened) {
        forecast_.doors.push_back(static_cast<std::size_t>(event.amount));
      }
      if (event.type == EventType::kVictory) forecast_.wins = true;
      const bool ends = event.type == EventType::kMoved ||
                        event.type == EventType::kOrderAbandoned ||
                        event.type == EventType::kOrderRejected;
      if (ends && event.subject == hero_) over = true;
    }
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

// AttackPreview: while a hero is selected and an enemy hovered, exactly what the attack would do
// (sim::forecast_attack, played on a copy of the world): the route the hero will really walk,
// where it meets the enemy (a patroller on the move included), the damage, where the knock-back
// lands the enemy, and whether it will run. Drawn over the map.
#pragma once

#include <cstdint>
#include <optional>

#include "game/sim/model/unit.h"
#include "game/sim/world/attack_forecast.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/draw_context.h"

namespace hp::view {

class AttackPreview {
 public:
  // Forecasts when the pair changes, a slice of ticks per call (a long chase takes a few frames,
  // and no frame takes long). While the world stands still (the player's turn, nothing playing)
  // the forecast stays exact and is kept; while something still moves (allies walking back) it
  // is made again every quarter second. No pair: nothing to show.
  void update(const sim::World& world, std::optional<sim::UnitId> hero,
              std::optional<sim::UnitId> enemy);
  void draw(const DrawContext& ctx) const;

  // The forecast on show, if any (partial until finished()).
  const sim::AttackForecast* forecast() const;
  bool finished() const { return forecaster_ && forecaster_->finished(); }

  // Ticks of the copied world played per update(): few enough that a long chase's forecast
  // spreads over several frames instead of stalling one (docs/performance.md, "The attack
  // preview").
  static constexpr int kTicksPerUpdate = 200;

 private:
  std::optional<sim::UnitId> hero_;
  std::optional<sim::UnitId> enemy_;
  std::optional<sim::AttackForecaster> forecaster_;
  std::uint64_t planned_tick_ = 0;
  bool planned_still_ = false;  // the world stood still when the forecast was made
};

}  // namespace hp::view

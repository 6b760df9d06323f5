// AttackPreview: while a hero is selected and an enemy hovered, exactly what the attack would do
// (sim::forecast_attack, played on a copy of the world): the route the hero will really walk,
// where it meets the enemy (a patroller on the move included), the damage, where the knock-back
// lands the enemy, and whether it will run. Drawn over the map.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "game/sim/model/unit.h"
#include "game/sim/world/attack_forecast.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/draw_context.h"
#include "game/view/canvas/label_board.h"
#include "game/view/previews/forecast_play.h"
#include "game/view/previews/forecast_thread.h"

namespace hp::view {

class AttackPreview {
 public:
  explicit AttackPreview(ForecastPlay play = ForecastPlay::kInFrames);
  ~AttackPreview();
  AttackPreview(AttackPreview&&) noexcept;
  AttackPreview& operator=(AttackPreview&&) noexcept;

  // Forecasts when the pair changes. While the world stands still (the player's turn, nothing
  // playing) the forecast stays exact and is kept; while something still moves (allies walking
  // back) it is made again every quarter second, the last one staying on show until the new one
  // is done. No pair: nothing to show.
  void update(const sim::World& world, std::optional<sim::UnitId> hero,
              std::optional<sim::UnitId> enemy);
  // Its words go on `labels`, off the names and numbers already there.
  void draw(const DrawContext& ctx, LabelBoard& labels) const;
  // Drops the pair and its forecast (a new world: its routes were planned in the old one).
  void forget();

  // The forecast on show, if any: played in frames, partial until finished(); on the thread,
  // only a finished one.
  const sim::AttackForecast* forecast() const;
  bool finished() const;

  // Ticks of the copied world played per update(): few enough that a long chase's forecast
  // spreads over several frames instead of stalling one (docs/performance.md, "The attack
  // preview").
  static constexpr int kTicksPerUpdate = 200;

 private:
  std::optional<sim::UnitId> hero_;
  std::optional<sim::UnitId> enemy_;
  ForecastPlay play_;
  std::optional<sim::AttackForecaster> forecaster_;  // kInFrames
  std::unique_ptr<AttackForecastThread> thread_;     // kOnThread
  std::uint64_t job_ = 0;                            // the thread's job for this pair
  std::optional<sim::AttackForecast> played_;        // its last finished forecast
  std::uint64_t planned_tick_ = 0;
  bool planned_still_ = false;  // the world stood still when the forecast was made
};

}  // namespace hp::view

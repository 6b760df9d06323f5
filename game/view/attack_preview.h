// AttackPreview: while a hero is selected and an enemy hovered, exactly what the attack would do
// (sim::forecast_attack, played on a copy of the world): the route the hero will really walk,
// where it meets the enemy (a patroller on the move included), the damage, where the knock-back
// lands the enemy, and whether it will run. Drawn over the map.
#pragma once

#include <cstdint>
#include <optional>

#include "game/sim/model/unit.h"
#include "game/sim/world/attack_forecast.h"
#include "game/view/camera.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}
namespace hp::sim {
class World;
}

namespace hp::view {

class AttackPreview {
 public:
  // Forecasts when the pair changes. While the world stands still (the player's turn, nothing
  // playing) the forecast stays exact and is kept; while something still moves (allies walking
  // back) it is made again every quarter second. No pair: nothing to show.
  void update(const sim::World& world, std::optional<sim::UnitId> hero,
              std::optional<sim::UnitId> enemy);
  void draw(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
            const Camera& camera) const;

  // The forecast on show (for tests), if any.
  const std::optional<sim::AttackForecast>& forecast() const { return forecast_; }

 private:
  std::optional<sim::UnitId> hero_;
  std::optional<sim::UnitId> enemy_;
  std::optional<sim::AttackForecast> forecast_;
  std::uint64_t planned_tick_ = 0;
  bool planned_still_ = false;  // the world stood still when the forecast was made
};

}  // namespace hp::view

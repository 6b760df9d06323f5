// AttackPreview: while a hero is selected and an enemy hovered, the route the hero would walk
// and what its slam would do, drawn over the map.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
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
  // Plans the route when the pair changes, and again every quarter second while it lasts (the
  // enemy may walk its patrol). No pair: nothing to show.
  void update(const sim::World& world, std::optional<sim::UnitId> hero,
              std::optional<sim::UnitId> enemy);
  void draw(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
            const Camera& camera) const;

 private:
  std::optional<sim::UnitId> hero_;
  std::optional<sim::UnitId> enemy_;
  std::vector<Vec2> route_;  // empty: no route (walls close every way)
  std::uint64_t planned_tick_ = 0;
};

}  // namespace hp::view

// SteeringOverlay (F1): what the steering is thinking, drawn over the world: the acting hero's
// planned route and the corner it is walking to, the point it expects to meet a moving target
// (intercept), every walking unit's velocity, the discs it keeps clear of and the walls.
#pragma once

#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"

struct SDL_Renderer;

namespace hp::view {

class SteeringOverlay {
 public:
  explicit SteeringOverlay(SDL_Renderer* renderer) : renderer_(renderer) {}

  void toggle() { visible_ = !visible_; }
  void set_visible(bool visible) { visible_ = visible; }
  bool visible() const { return visible_; }

  void draw(const sim::World& world, const Camera& camera) const;

 private:
  void draw_walls(const sim::World& world, const Camera& camera) const;
  void draw_route(const sim::World& world, const Camera& camera) const;
  void draw_velocities(const sim::World& world, const Camera& camera) const;
  void draw_clearances(const sim::World& world, const Camera& camera) const;

  SDL_Renderer* renderer_;
  bool visible_ = false;
};

}  // namespace hp::view

// CollisionOverlay (F3): what movement collides with: solid tiles and wall objects (filled),
// polygon walls (outlined), the map's edge, and every unit's disc.
#pragma once

#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"

struct SDL_Renderer;

namespace hp::view {

class CollisionOverlay {
 public:
  explicit CollisionOverlay(SDL_Renderer* renderer) : renderer_(renderer) {}

  void toggle() { visible_ = !visible_; }
  bool visible() const { return visible_; }
  void draw(const sim::World& world, const Camera& camera) const;

 private:
  void draw_walls(const sim::World& world, const Camera& camera) const;
  void draw_discs(const sim::World& world, const Camera& camera) const;

  SDL_Renderer* renderer_;
  bool visible_ = false;
};

}  // namespace hp::view

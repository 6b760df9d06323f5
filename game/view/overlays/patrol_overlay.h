// PatrolOverlay (F2): every patrol route as the game reads it from the map: its path and
// direction, each waypoint numbered in walking order with its wait, the route's name, and
// for each patrolling enemy the waypoint it is heading for.
#pragma once

#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

class PatrolOverlay {
 public:
  PatrolOverlay(SDL_Renderer* renderer, TextRenderer& text) : renderer_(renderer), text_(text) {}

  void toggle() { visible_ = !visible_; }
  bool visible() const { return visible_; }
  void draw(const sim::World& world, const Camera& camera) const;

 private:
  void draw_route(const sim::PatrolRoute& route, const Camera& camera) const;
  void draw_walkers(const sim::World& world, const Camera& camera) const;

  SDL_Renderer* renderer_;
  TextRenderer& text_;
  bool visible_ = false;
};

}  // namespace hp::view

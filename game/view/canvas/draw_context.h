// DrawContext: what a drawer over the battlefield draws with: the renderer, the text, the world it
// shows and the camera that places it. One frame's view of them, passed by const reference.
#pragma once

#include <vector>

#include "game/view/canvas/screen_rect.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}
namespace hp::sim {
class World;
}

namespace hp::view {

class Camera;

struct DrawContext {
  SDL_Renderer* renderer;
  TextRenderer& text;
  const sim::World& world;
  const Camera& camera;
  // When set, each mark drawn on the ground adds its box here (StillScene, still_scene.h).
  std::vector<DrawnArea>* drawn = nullptr;

  void note(const ScreenRect& rect, double depth = kOnTheGround) const {
    if (drawn) drawn->push_back({depth, rect});
  }
};

}  // namespace hp::view

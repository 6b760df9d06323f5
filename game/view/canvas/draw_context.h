// DrawContext: what a drawer over the battlefield draws with: the renderer, the text, the world it
// shows and the camera that places it. One frame's view of them, passed by const reference.
#pragma once

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
};

}  // namespace hp::view

// ScreenSnapshot: a picture of everything drawn to the whole output, kept in a texture the
// renderer can draw into, so a frame whose lower layers have not changed copies them in one go
// instead of drawing them again tile by tile.
#pragma once

struct SDL_Renderer;
struct SDL_Texture;
struct SDL_Rect;

namespace hp {

class ScreenSnapshot {
 public:
  explicit ScreenSnapshot(SDL_Renderer* renderer);
  ~ScreenSnapshot();
  ScreenSnapshot(const ScreenSnapshot&) = delete;
  ScreenSnapshot& operator=(const ScreenSnapshot&) = delete;

  // Sends drawing into the snapshot, which is made (or remade) as big as the output; false, and
  // drawing still goes to the output, when the renderer cannot draw into textures.
  bool begin();
  // Sends drawing back to the output.
  void end();
  // Copies the snapshot over the output, replacing what is there (no blending), within the
  // renderer's clip rectangle.
  void draw() const;
  void forget();

 private:
  SDL_Renderer* renderer_;
  SDL_Texture* texture_ = nullptr;
  int width_ = 0, height_ = 0;
};

}  // namespace hp

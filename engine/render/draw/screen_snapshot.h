// ScreenSnapshot: a picture of what was drawn, as big as the output or bigger, kept in a texture
// the renderer can draw into, so a frame whose lower layers have not changed copies them (or the
// part of them in view) in one go instead of drawing them again tile by tile.
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

  // Sends drawing into the snapshot, which is made (or remade) as big as the output and `margin`
  // pixels more on every side; false, and drawing still goes to the output, when the renderer
  // cannot draw into textures. What is drawn at output pixel (x, y) lands at (x + margin, y +
  // margin) when the drawing adds the margin itself (the snapshot only holds it).
  bool begin(int margin = 0);
  // Sends drawing back to the output.
  void end();
  // Copies the output-sized part of the snapshot whose top-left is (x, y) over the output,
  // replacing what is there (no blending), within the renderer's clip rectangle.
  void draw(int x = 0, int y = 0) const;
  // Copies only part (output pixels) of what draw(x, y) copies, to the same place.
  void draw_part(int x, int y, const SDL_Rect& part) const;
  // Copies all of it onto a target as big as itself (another snapshot with the same margin).
  void draw_whole() const;
  int margin() const { return margin_; }
  void forget();

 private:
  SDL_Renderer* renderer_;
  SDL_Texture* texture_ = nullptr;
  int width_ = 0, height_ = 0;  // the texture's
  int output_width_ = 0, output_height_ = 0;
  int margin_ = 0;
};

}  // namespace hp

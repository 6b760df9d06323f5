// ScreenSnapshot implementation.
#include "engine/render/draw/screen_snapshot.h"

#include <SDL.h>

#include <algorithm>

namespace hp {
namespace {

// The output's own pixel format, so drawing into the snapshot blends exactly as drawing to the
// output would (a window's, or ARGB for a software renderer drawing into a surface).
Uint32 output_format(SDL_Renderer* renderer) {
  SDL_Window* window = SDL_RenderGetWindow(renderer);
  const Uint32 format =
      window ? SDL_GetWindowPixelFormat(window) : static_cast<Uint32>(SDL_PIXELFORMAT_UNKNOWN);
  return format == SDL_PIXELFORMAT_UNKNOWN ? static_cast<Uint32>(SDL_PIXELFORMAT_ARGB8888) : format;
}

}  // namespace

ScreenSnapshot::ScreenSnapshot(SDL_Renderer* renderer) : renderer_(renderer) {}

ScreenSnapshot::~ScreenSnapshot() {
  forget();
}

void ScreenSnapshot::forget() {
  if (texture_) SDL_DestroyTexture(texture_);
  texture_ = nullptr;
  width_ = height_ = 0;
}

bool ScreenSnapshot::begin(int margin) {
  if (!SDL_RenderTargetSupported(renderer_)) return false;
  int width = 0, height = 0;
  if (SDL_GetRendererOutputSize(renderer_, &width, &height) != 0 || width <= 0 || height <= 0) {
    return false;
  }
  output_width_ = width;
  output_height_ = height;
  margin_ = std::max(0, margin);
  width += 2 * margin_;
  height += 2 * margin_;
  if (!texture_ || width != width_ || height != height_) {
    forget();
    texture_ = SDL_CreateTexture(renderer_, output_format(renderer_), SDL_TEXTUREACCESS_TARGET,
                                 width, height);
    if (!texture_) return false;
    width_ = width;
    height_ = height;
  }
  if (SDL_SetRenderTarget(renderer_, texture_) != 0) return false;
  SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);
  return true;
}

void ScreenSnapshot::end() {
  SDL_SetRenderTarget(renderer_, nullptr);
}

void ScreenSnapshot::draw_whole() const {
  if (texture_) SDL_RenderCopy(renderer_, texture_, nullptr, nullptr);
}

void ScreenSnapshot::draw(int x, int y) const {
  draw_part(x, y, SDL_Rect{0, 0, output_width_, output_height_});
}

void ScreenSnapshot::draw_part(int x, int y, const SDL_Rect& part) const {
  if (!texture_) return;
  const SDL_Rect source{x + part.x, y + part.y, part.w, part.h};
  SDL_RenderCopy(renderer_, texture_, &source, &part);
}

}  // namespace hp

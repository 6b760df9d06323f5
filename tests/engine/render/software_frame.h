// SoftwareFrame: an off-screen ARGB frame with SDL's software renderer, for tests that look at
// pixels.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <functional>

namespace hp::test {

class SoftwareFrame {
 public:
  SoftwareFrame(int width, int height);
  ~SoftwareFrame();
  SoftwareFrame(const SoftwareFrame&) = delete;
  SoftwareFrame& operator=(const SoftwareFrame&) = delete;

  SDL_Renderer* renderer() const { return renderer_; }
  SDL_Surface* surface() const { return surface_; }
  // Fills the frame with an ARGB colour (0xAARRGGBB).
  void clear(std::uint32_t argb);
  // The ARGB pixel at (x, y), once everything queued is drawn.
  std::uint32_t pixel(int x, int y);
  // A width x height texture (blend mode BLEND) whose texel (x, y) is texel(x, y), ARGB.
  SDL_Texture* texture(int width, int height,
                       const std::function<std::uint32_t(int, int)>& texel) const;

 private:
  SDL_Surface* surface_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
};

}  // namespace hp::test

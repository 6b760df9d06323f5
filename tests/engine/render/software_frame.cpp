// SoftwareFrame implementation.
#include "software_frame.h"

namespace hp::test {

SoftwareFrame::SoftwareFrame(int width, int height) {
  surface_ = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
  renderer_ = SDL_CreateSoftwareRenderer(surface_);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
}

SoftwareFrame::~SoftwareFrame() {
  SDL_DestroyRenderer(renderer_);
  SDL_FreeSurface(surface_);
}

void SoftwareFrame::clear(std::uint32_t argb) {
  SDL_SetRenderDrawColor(renderer_, (argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff,
                         argb >> 24);
  SDL_RenderClear(renderer_);
}

std::uint32_t SoftwareFrame::pixel(int x, int y) {
  SDL_RenderFlush(renderer_);
  const auto* row = reinterpret_cast<const std::uint32_t*>(
      static_cast<const std::uint8_t*>(surface_->pixels) + y * surface_->pitch);
  return row[x];
}

SDL_Texture* SoftwareFrame::texture(int width, int height,
                                    const std::function<std::uint32_t(int, int)>& texel) const {
  SDL_Surface* image =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
  for (int y = 0; y < height; ++y) {
    auto* row = reinterpret_cast<std::uint32_t*>(static_cast<std::uint8_t*>(image->pixels) +
                                                 y * image->pitch);
    for (int x = 0; x < width; ++x) row[x] = texel(x, y);
  }
  SDL_Texture* out = SDL_CreateTextureFromSurface(renderer_, image);
  SDL_FreeSurface(image);
  SDL_SetTextureBlendMode(out, SDL_BLENDMODE_BLEND);
  return out;
}

}  // namespace hp::test

// AlphaCapture implementation.
#include "engine/render/capture/alpha_capture.h"

#include <SDL.h>

#include <algorithm>

namespace hp {
namespace {

SDL_Surface* draw_over(SDL_Renderer* renderer, int width, int height, Uint8 shade,
                       const std::function<void()>& draw, std::string& error) {
  SDL_SetRenderDrawColor(renderer, shade, shade, shade, 255);
  SDL_RenderClear(renderer);
  draw();
  SDL_Surface* frame =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!frame) {
    error = SDL_GetError();
    return nullptr;
  }
  const SDL_Rect all{0, 0, width, height};
  if (SDL_RenderReadPixels(renderer, &all, SDL_PIXELFORMAT_ARGB8888, frame->pixels, frame->pitch) !=
      0) {
    error = std::string("cannot read the frame back: ") + SDL_GetError();
    SDL_FreeSurface(frame);
    return nullptr;
  }
  return frame;
}

// The straight-alpha pixel that shows as on_black over black and on_white over white.
Uint32 solve(Uint32 on_black, Uint32 on_white) {
  int channel_black[3], spread = 0;
  for (int c = 0; c < 3; ++c) {
    const int shift = 16 - 8 * c;
    channel_black[c] = static_cast<int>((on_black >> shift) & 0xff);
    spread += static_cast<int>((on_white >> shift) & 0xff) - channel_black[c];
  }
  const int alpha = std::clamp(255 - (spread + 1) / 3, 0, 255);
  if (alpha == 0) return 0;
  Uint32 out = static_cast<Uint32>(alpha) << 24;
  for (int c = 0; c < 3; ++c) {
    const int straight = std::min(255, (channel_black[c] * 255 + alpha / 2) / alpha);
    out |= static_cast<Uint32>(straight) << (16 - 8 * c);
  }
  return out;
}

}  // namespace

SDL_Surface* capture_with_alpha(SDL_Renderer* renderer, int width, int height,
                                const std::function<void()>& draw, std::string& error) {
  SDL_Surface* black = draw_over(renderer, width, height, 0, draw, error);
  if (!black) return nullptr;
  SDL_Surface* white = draw_over(renderer, width, height, 255, draw, error);
  if (!white) {
    SDL_FreeSurface(black);
    return nullptr;
  }
  for (int y = 0; y < height; ++y) {
    auto* b = reinterpret_cast<Uint32*>(static_cast<Uint8*>(black->pixels) + y * black->pitch);
    const auto* w = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(white->pixels) +
                                                    y * white->pitch);
    for (int x = 0; x < width; ++x) b[x] = solve(b[x], w[x]);
  }
  SDL_FreeSurface(white);
  return black;
}

}  // namespace hp

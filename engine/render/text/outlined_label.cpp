// compose_outlined_label implementation.
#include "engine/render/text/outlined_label.h"

#include <SDL.h>

#include <cmath>
#include <cstdint>
#include <vector>

namespace hp {
namespace {

// A straight-alpha pixel, channels 0..1.
struct Pixel {
  float r = 0, g = 0, b = 0, a = 0;
};

Pixel read(const SDL_Surface* surface, int x, int y) {
  const auto* row = static_cast<const std::uint8_t*>(surface->pixels) + y * surface->pitch;
  const std::uint32_t argb = reinterpret_cast<const std::uint32_t*>(row)[x];
  return {static_cast<float>((argb >> 16) & 0xff) / 255.0f,
          static_cast<float>((argb >> 8) & 0xff) / 255.0f, static_cast<float>(argb & 0xff) / 255.0f,
          static_cast<float>(argb >> 24) / 255.0f};
}

// source over destination, both straight alpha (Porter-Duff over).
void over(Pixel& d, const Pixel& s) {
  if (s.a <= 0.0f) return;
  const float a = s.a + d.a * (1.0f - s.a);
  const float keep = d.a * (1.0f - s.a);
  d.r = (s.r * s.a + d.r * keep) / a;
  d.g = (s.g * s.a + d.g * keep) / a;
  d.b = (s.b * s.a + d.b * keep) / a;
  d.a = a;
}

std::uint32_t channel(float v) {
  return static_cast<std::uint32_t>(std::lround(std::fmin(std::fmax(v, 0.0f), 1.0f) * 255.0f));
}

}  // namespace

SDL_Surface* compose_outlined_label(SDL_Surface* outline, SDL_Surface* fill) {
  // Read in place, as SDL_ttf's and SDL_CreateRGBSurface's surfaces can be (never RLE-coded).
  if (!outline || !fill || outline->w != fill->w || outline->h != fill->h ||
      outline->format->format != SDL_PIXELFORMAT_ARGB8888 ||
      fill->format->format != SDL_PIXELFORMAT_ARGB8888 || SDL_MUSTLOCK(outline) ||
      SDL_MUSTLOCK(fill)) {
    return nullptr;
  }
  const int w = fill->w, h = fill->h;
  const int out_w = w + 2, out_h = h + 2;
  std::vector<Pixel> picture(static_cast<std::size_t>(out_w) * static_cast<std::size_t>(out_h));
  const auto layer = [&](SDL_Surface* surface, int dx, int dy) {
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const auto at = static_cast<std::size_t>(y + 1 + dy) * static_cast<std::size_t>(out_w) +
                        static_cast<std::size_t>(x + 1 + dx);
        over(picture[at], read(surface, x, y));
      }
    }
  };
  for (const auto& offset : kOutlineOffsets) layer(outline, offset[0], offset[1]);
  layer(fill, 0, 0);
  SDL_Surface* out = SDL_CreateRGBSurfaceWithFormat(0, out_w, out_h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!out) return nullptr;
  for (int y = 0; y < out_h; ++y) {
    auto* row =
        reinterpret_cast<std::uint32_t*>(static_cast<std::uint8_t*>(out->pixels) + y * out->pitch);
    for (int x = 0; x < out_w; ++x) {
      const Pixel& p = picture[static_cast<std::size_t>(y) * static_cast<std::size_t>(out_w) +
                               static_cast<std::size_t>(x)];
      row[x] = (channel(p.a) << 24) | (channel(p.r) << 16) | (channel(p.g) << 8) | channel(p.b);
    }
  }
  return out;
}

}  // namespace hp

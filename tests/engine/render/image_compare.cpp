// ImageCompare implementation on SDL_image.
#include "image_compare.h"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cstdlib>

namespace hp::test {
namespace {

int channel(std::uint32_t argb, int shift) {
  return static_cast<int>((argb >> shift) & 0xff);
}

// Channel c (0 alpha, then red, green, blue) premultiplied by alpha.
int premultiplied(std::uint32_t argb, int c) {
  const int alpha = channel(argb, 24);
  if (c == 0) return alpha;
  return (channel(argb, 24 - 8 * c) * alpha + 127) / 255;
}

}  // namespace

std::optional<Image> load_png(const std::string& path) {
  SDL_Surface* loaded = IMG_Load(path.c_str());
  if (!loaded) return std::nullopt;
  SDL_Surface* surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(loaded);
  if (!surface) return std::nullopt;
  Image image{surface->w, surface->h, {}};
  image.argb.reserve(static_cast<std::size_t>(image.width) * image.height);
  for (int y = 0; y < image.height; ++y) {
    const auto* row = reinterpret_cast<const std::uint32_t*>(
        static_cast<const std::uint8_t*>(surface->pixels) + y * surface->pitch);
    image.argb.insert(image.argb.end(), row, row + image.width);
  }
  SDL_FreeSurface(surface);
  return image;
}

bool save_png(const Image& image, const std::string& path) {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(
      const_cast<std::uint32_t*>(image.argb.data()), image.width, image.height, 32, image.width * 4,
      SDL_PIXELFORMAT_ARGB8888);
  if (!surface) return false;
  const bool ok = IMG_SavePNG(surface, path.c_str()) == 0;
  SDL_FreeSurface(surface);
  return ok;
}

void composite_over(Image& image, tiled::Color background) {
  const double bg_alpha = background.a / 255.0;
  const int bg[3] = {background.r, background.g, background.b};
  for (std::uint32_t& pixel : image.argb) {
    const double a = channel(pixel, 24) / 255.0;
    const double out_alpha = a + bg_alpha * (1 - a);
    std::uint32_t out = static_cast<std::uint32_t>(std::lround(out_alpha * 255)) << 24;
    for (int c = 0; c < 3; ++c) {
      const int shift = 16 - 8 * c;
      const double premult = channel(pixel, shift) * a + bg[c] * bg_alpha * (1 - a);
      const double straight = out_alpha > 0 ? premult / out_alpha : 0;
      out |= static_cast<std::uint32_t>(std::clamp(std::lround(straight), 0L, 255L)) << shift;
    }
    pixel = out;
  }
}

Comparison compare(const Image& ours, const Image& reference, int tolerance) {
  Comparison result;
  result.diff = ours;
  for (std::size_t i = 0; i < ours.argb.size() && i < reference.argb.size(); ++i) {
    int worst = 0;
    for (int c = 0; c < 4; ++c) {
      worst = std::max(
          worst, std::abs(premultiplied(ours.argb[i], c) - premultiplied(reference.argb[i], c)));
    }
    result.max_difference = std::max(result.max_difference, worst);
    const std::uint32_t p = ours.argb[i];
    const std::uint32_t grey =
        static_cast<std::uint32_t>((channel(p, 16) + channel(p, 8) + channel(p, 0)) / 12);
    result.diff.argb[i] =
        worst > tolerance ? 0xffff0000u : 0xff000000u | grey << 16 | grey << 8 | grey;
    if (worst > tolerance) ++result.differing;
  }
  if (!ours.argb.empty()) {
    result.differing_fraction =
        static_cast<double>(result.differing) / static_cast<double>(ours.argb.size());
  }
  return result;
}

}  // namespace hp::test

// An opaque label's nine layers (outline at eight offsets, fill on top) composed into one
// picture: drawn once it must give the pixels the nine draws give, whatever is under it.
#include "engine/render/text/outlined_label.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "tests/engine/render/software_frame.h"

namespace hp {
namespace {

SDL_Surface* surface_of(int w, int h, const std::vector<std::uint32_t>& argb) {
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  for (int y = 0; y < h; ++y) {
    auto* row =
        reinterpret_cast<std::uint32_t*>(static_cast<std::uint8_t*>(s->pixels) + y * s->pitch);
    for (int x = 0; x < w; ++x) row[x] = argb[static_cast<std::size_t>(y * w + x)];
  }
  return s;
}

int channel_difference(std::uint32_t a, std::uint32_t b) {
  int most = 0;
  for (int shift : {0, 8, 16}) {
    most = std::max(most, std::abs(static_cast<int>((a >> shift) & 0xff) -
                                   static_cast<int>((b >> shift) & 0xff)));
  }
  return most;
}

// Glyph-like alphas: mostly none or all, some edges between.
std::uint32_t random_texel(std::mt19937& rng) {
  std::uniform_int_distribution<int> byte(0, 255), kind(0, 3);
  const int k = kind(rng);
  const std::uint32_t alpha = k == 0 ? 0u : k == 1 ? 255u : static_cast<std::uint32_t>(byte(rng));
  return (alpha << 24) | (static_cast<std::uint32_t>(byte(rng)) << 16) |
         (static_cast<std::uint32_t>(byte(rng)) << 8) | static_cast<std::uint32_t>(byte(rng));
}

// The nine layers over an opaque background pixel in exact arithmetic: (lx, ly) is the pixel
// relative to the fill's top-left.
std::uint32_t exactly_layered(std::uint32_t background, int lx, int ly, int w, int h,
                              const std::vector<std::uint32_t>& outline,
                              const std::vector<std::uint32_t>& fill) {
  double c[3] = {static_cast<double>((background >> 16) & 0xff),
                 static_cast<double>((background >> 8) & 0xff),
                 static_cast<double>(background & 0xff)};
  const auto blend = [&](const std::vector<std::uint32_t>& texels, int tx, int ty) {
    if (tx < 0 || ty < 0 || tx >= w || ty >= h) return;
    const std::uint32_t t = texels[static_cast<std::size_t>(ty * w + tx)];
    const double a = static_cast<double>(t >> 24) / 255.0;
    for (int i = 0; i < 3; ++i) {
      const double s = static_cast<double>((t >> (16 - 8 * i)) & 0xff);
      c[i] = s * a + c[i] * (1.0 - a);
    }
  };
  for (const auto& o : kOutlineOffsets) blend(outline, lx - o[0], ly - o[1]);
  blend(fill, lx, ly);
  std::uint32_t out = 0xff000000u;
  for (int i = 0; i < 3; ++i) {
    out |= static_cast<std::uint32_t>(std::lround(c[i])) << (16 - 8 * i);
  }
  return out;
}

TEST(OutlinedLabel, drawn_once_it_gives_the_nine_layers_pixels_on_any_background) {
  std::mt19937 rng(31);
  std::uniform_int_distribution<int> size(1, 7), byte(0, 255);
  constexpr int kFrame = 12;
  test::SoftwareFrame layered(kFrame, kFrame), composed(kFrame, kFrame);
  for (int round = 0; round < 300; ++round) {
    const int w = size(rng), h = size(rng);
    std::vector<std::uint32_t> outline_texels, fill_texels;
    for (int i = 0; i < w * h; ++i) {
      outline_texels.push_back(random_texel(rng));
      fill_texels.push_back(random_texel(rng));
    }
    SDL_Surface* outline = surface_of(w, h, outline_texels);
    SDL_Surface* fill = surface_of(w, h, fill_texels);
    SDL_Surface* picture = compose_outlined_label(outline, fill);
    ASSERT_NE(picture, nullptr);
    EXPECT_EQ(picture->w, w + 2);
    EXPECT_EQ(picture->h, h + 2);

    // The same opaque, uneven background under both.
    std::vector<std::uint32_t> background;
    for (int i = 0; i < kFrame * kFrame; ++i)
      background.push_back(0xff000000u | (rng() & 0xffffffu));
    SDL_Texture* under_l = layered.texture(kFrame, kFrame, [&](int x, int y) {
      return background[static_cast<std::size_t>(y * kFrame + x)];
    });
    SDL_Texture* under_c = composed.texture(kFrame, kFrame, [&](int x, int y) {
      return background[static_cast<std::size_t>(y * kFrame + x)];
    });
    SDL_RenderCopy(layered.renderer(), under_l, nullptr, nullptr);
    SDL_RenderCopy(composed.renderer(), under_c, nullptr, nullptr);

    const int x = 2, y = 2;
    SDL_Texture* outline_texture = SDL_CreateTextureFromSurface(layered.renderer(), outline);
    SDL_Texture* fill_texture = SDL_CreateTextureFromSurface(layered.renderer(), fill);
    SDL_SetTextureBlendMode(outline_texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureBlendMode(fill_texture, SDL_BLENDMODE_BLEND);
    for (const auto& o : kOutlineOffsets) {
      const SDL_Rect at{x + o[0], y + o[1], w, h};
      SDL_RenderCopy(layered.renderer(), outline_texture, nullptr, &at);
    }
    const SDL_Rect fill_at{x, y, w, h};
    SDL_RenderCopy(layered.renderer(), fill_texture, nullptr, &fill_at);

    SDL_Texture* picture_texture = SDL_CreateTextureFromSurface(composed.renderer(), picture);
    SDL_SetTextureBlendMode(picture_texture, SDL_BLENDMODE_BLEND);
    const SDL_Rect picture_at{x - 1, y - 1, w + 2, h + 2};
    SDL_RenderCopy(composed.renderer(), picture_texture, nullptr, &picture_at);

    for (int py = 0; py < kFrame; ++py) {
      for (int px = 0; px < kFrame; ++px) {
        const std::uint32_t exact =
            exactly_layered(background[static_cast<std::size_t>(py * kFrame + px)], px - x, py - y,
                            w, h, outline_texels, fill_texels);
        // The composed picture rounds its 8-bit channels, and SDL's software blend of it
        // truncates (a level each); the layers are truncated at each of the nine blends.
        ASSERT_LE(channel_difference(exact, composed.pixel(px, py)), 3)
            << "round " << round << ", a " << w << "x" << h << " label, pixel (" << px << ", " << py
            << "): exact " << std::hex << exact << ", composed " << composed.pixel(px, py);
        ASSERT_LE(channel_difference(layered.pixel(px, py), composed.pixel(px, py)), 9)
            << "round " << round << ", pixel (" << px << ", " << py << "): layered " << std::hex
            << layered.pixel(px, py) << ", composed " << composed.pixel(px, py);
      }
    }
    for (SDL_Texture* t : {under_l, under_c, outline_texture, fill_texture, picture_texture}) {
      SDL_DestroyTexture(t);
    }
    for (SDL_Surface* s : {outline, fill, picture}) SDL_FreeSurface(s);
  }
}

TEST(OutlinedLabel, transparent_layers_compose_to_a_transparent_picture) {
  SDL_Surface* outline = surface_of(2, 1, {0x00ff0000u, 0x00000000u});
  SDL_Surface* fill = surface_of(2, 1, {0x0000ff00u, 0x00ffffffu});
  SDL_Surface* picture = compose_outlined_label(outline, fill);
  ASSERT_NE(picture, nullptr);
  for (int y = 0; y < picture->h; ++y) {
    for (int x = 0; x < picture->w; ++x) {
      const auto* row = reinterpret_cast<const std::uint32_t*>(
          static_cast<const std::uint8_t*>(picture->pixels) + y * picture->pitch);
      EXPECT_EQ(row[x] >> 24, 0u) << "(" << x << ", " << y << ")";
    }
  }
  for (SDL_Surface* s : {outline, fill, picture}) SDL_FreeSurface(s);
}

TEST(OutlinedLabel, layers_of_different_sizes_are_refused) {
  SDL_Surface* outline = surface_of(2, 1, {0, 0});
  SDL_Surface* fill = surface_of(1, 1, {0});
  EXPECT_EQ(compose_outlined_label(outline, fill), nullptr);
  EXPECT_EQ(compose_outlined_label(nullptr, fill), nullptr);
  SDL_FreeSurface(outline);
  SDL_FreeSurface(fill);
}

}  // namespace
}  // namespace hp

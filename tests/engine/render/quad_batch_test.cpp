// QuadBatch draws tiles texel for texel on SDL's software renderer, whatever the flips, and makes
// one SDL_RenderGeometry call per texture.
#include "engine/render/draw/quad_batch.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "engine/render/draw/tile_flip.h"
#include "engine/tiled/map_model.h"
#include "software_frame.h"

namespace hp {
namespace {

constexpr int kTile = 16;
constexpr int kTextureWidth = 64;   // padded to powers of two, as MapTexture pads
constexpr int kTextureHeight = 64;  // at least one texel more than the tiles use

// Texel (x, y) encodes its own coordinates, so a pixel tells which texel it shows.
std::uint32_t coded_texel(int x, int y) {
  return 0xff000000u | (static_cast<std::uint32_t>(x) << 16) | (static_cast<std::uint32_t>(y) << 8);
}

// The texel a flipped tile shows at (col, row) of its quad: Tiled's transpose, then H, then V.
std::pair<int, int> expected_texel(std::uint32_t gid, int col, int row) {
  int s = gid & tiled::kFlipHorizontal ? kTile - 1 - col : col;
  int t = gid & tiled::kFlipVertical ? kTile - 1 - row : row;
  if (gid & tiled::kFlipDiagonal) std::swap(s, t);
  return {s, t};
}

TexturedQuad quad_at(float x, float y, int tile_x, int tile_y, std::uint32_t gid) {
  const TextureRect rect{texel_edge(tile_x, kTextureWidth), texel_edge(tile_y, kTextureHeight),
                         texel_edge(tile_x + kTile, kTextureWidth),
                         texel_edge(tile_y + kTile, kTextureHeight)};
  TexturedQuad quad;
  quad.corners = {SDL_FPoint{x, y}, SDL_FPoint{x + kTile, y}, SDL_FPoint{x + kTile, y + kTile},
                  SDL_FPoint{x, y + kTile}};
  quad.points = flipped_corners(rect, gid);
  return quad;
}

TEST(QuadBatch, software_renderer_shows_every_flip_texel_for_texel) {
  test::SoftwareFrame frame(8 * (kTile + 2), 6 * (kTile + 2));
  SDL_Texture* texture = frame.texture(kTextureWidth, kTextureHeight, coded_texel);
  QuadBatch batch(frame.renderer());
  batch.begin(QuadOrder::kByTexture);
  for (int flips = 0; flips < 8; ++flips) {
    const std::uint32_t gid = 1u | (static_cast<std::uint32_t>(flips) << 29);
    for (int tile = 0; tile < 6; ++tile) {
      batch.add(
          {texture, kTextureWidth, kTextureHeight},
          quad_at(static_cast<float>(flips * (kTile + 2)), static_cast<float>(tile * (kTile + 2)),
                  (tile % 3) * kTile, (tile / 3) * kTile, gid));
    }
  }
  batch.flush();
  for (int flips = 0; flips < 8; ++flips) {
    const std::uint32_t gid = 1u | (static_cast<std::uint32_t>(flips) << 29);
    for (int tile = 0; tile < 6; ++tile) {
      for (int row = 0; row < kTile; ++row) {
        for (int col = 0; col < kTile; ++col) {
          const auto [s, t] = expected_texel(gid, col, row);
          const std::uint32_t want = coded_texel((tile % 3) * kTile + s, (tile / 3) * kTile + t);
          const std::uint32_t got =
              frame.pixel(flips * (kTile + 2) + col, tile * (kTile + 2) + row);
          ASSERT_EQ(got, want) << "flips " << flips << " tile " << tile << " at " << col << ","
                               << row;
        }
      }
    }
  }
  SDL_DestroyTexture(texture);
}

TEST(QuadBatch, makes_one_call_per_texture_when_order_is_free) {
  test::SoftwareFrame frame(64, 64);
  SDL_Texture* a = frame.texture(kTextureWidth, kTextureHeight, coded_texel);
  SDL_Texture* b = frame.texture(kTextureWidth, kTextureHeight, coded_texel);
  QuadBatch batch(frame.renderer());
  batch.begin(QuadOrder::kByTexture);
  for (int i = 0; i < 6; ++i) {
    batch.add({i % 2 ? a : b, kTextureWidth, kTextureHeight}, quad_at(0, 0, 0, 0, 1));
  }
  batch.flush();
  EXPECT_EQ(batch.calls(), 2);
  EXPECT_EQ(batch.quads(), 6);
  batch.begin(QuadOrder::kAsAdded);
  for (int i = 0; i < 6; ++i) {
    batch.add({i % 2 ? a : b, kTextureWidth, kTextureHeight}, quad_at(0, 0, 0, 0, 1));
  }
  batch.flush();
  EXPECT_EQ(batch.calls(), 2 + 6);  // alternating textures keep their order: one call each
  SDL_DestroyTexture(a);
  SDL_DestroyTexture(b);
}

// Every pixel of the frame, once everything queued is drawn.
std::vector<std::uint32_t> pixels_of(test::SoftwareFrame& frame, int width, int height) {
  std::vector<std::uint32_t> out;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) out.push_back(frame.pixel(x, y));
  }
  return out;
}

// Random quads, scaled, mirrored, overlapping, partly off the output, at fractional positions,
// drawn through copies and drawn directly: every pixel the same (texels opaque or clear, as
// tiles mostly are; a half-transparent texel is blended by another of SDL's blitters, which
// rounds a channel a step differently). Overlapping quads keep their order.
TEST(QuadBatch, blits_from_scaled_and_mirrored_copies_match_blitting_directly) {
  constexpr int kWidth = 160, kHeight = 120;
  std::mt19937 random(11);
  const auto texel = [](int x, int y) -> std::uint32_t {
    if ((x * 7 + y * 3) % 11 == 0) return 0;  // clear
    return 0xff000000u | (static_cast<std::uint32_t>(x * 5) << 16) |
           (static_cast<std::uint32_t>(y * 9 % 256) << 8) | static_cast<std::uint32_t>(x ^ y);
  };
  std::uniform_real_distribution<float> at(-30.0f, 170.0f), scale(0.3f, 3.2f);
  std::uniform_int_distribution<int> cell(0, 3), byte(0, 255), flips(0, 3);
  int copied = 0;
  for (int round = 0; round < 40; ++round) {
    std::vector<std::uint32_t> pictures[2];
    std::vector<TexturedQuad> quads;
    for (int i = 0; i < 24; ++i) {
      const float x = at(random), y = at(random) * 0.75f;
      const bool unscaled = i % 4 == 1;  // mirrored only (or plain)
      const float w = unscaled ? kTile : kTile * scale(random);
      const float h = unscaled ? kTile : kTile * scale(random);
      const std::uint32_t gid = 1u | (static_cast<std::uint32_t>(flips(random)) << 30);  // H, V
      TexturedQuad quad = quad_at(0, 0, cell(random) * kTile, cell(random) * kTile, gid);
      quad.corners = {SDL_FPoint{x, y}, SDL_FPoint{x + w, y}, SDL_FPoint{x + w, y + h},
                      SDL_FPoint{x, y + h}};
      quad.color = {static_cast<Uint8>(byte(random)), static_cast<Uint8>(byte(random)),
                    static_cast<Uint8>(byte(random)), 255};
      if (i % 3 == 0) quad.color = {255, 255, 255, 255};
      quads.push_back(quad);
    }
    for (const SoftwareBlits blits : {SoftwareBlits::kDirect, SoftwareBlits::kFromCopies}) {
      test::SoftwareFrame frame(kWidth, kHeight);
      frame.clear(0xff203040);
      SDL_Texture* texture = frame.texture(kTextureWidth, kTextureHeight, texel);
      QuadBatch batch(frame.renderer(), blits);
      for (int pass = 0; pass < 2; ++pass) {  // the second draw takes the copies made by the first
        batch.begin(QuadOrder::kAsAdded);
        for (const TexturedQuad& quad : quads) {
          batch.add({texture, kTextureWidth, kTextureHeight}, quad);
        }
        batch.flush();
      }
      pictures[blits == SoftwareBlits::kFromCopies] = pixels_of(frame, kWidth, kHeight);
      if (blits == SoftwareBlits::kFromCopies) copied += static_cast<int>(batch.copies());
      SDL_DestroyTexture(texture);
    }
    for (std::size_t i = 0; i < pictures[0].size(); ++i) {
      ASSERT_EQ(pictures[1][i], pictures[0][i])
          << "round " << round << " pixel " << i % kWidth << "," << i / kWidth;
    }
  }
  EXPECT_GT(copied, 40 * 15);  // most quads were scaled or mirrored, so drawn from a copy
}

TEST(QuadBatch, an_unscaled_unmirrored_quad_needs_no_copy_and_copies_go_when_forgotten) {
  test::SoftwareFrame frame(64, 64);
  SDL_Texture* texture = frame.texture(kTextureWidth, kTextureHeight, coded_texel);
  QuadBatch batch(frame.renderer(), SoftwareBlits::kFromCopies);
  batch.begin(QuadOrder::kAsAdded);
  batch.add({texture, kTextureWidth, kTextureHeight}, quad_at(3.5f, 2.25f, 0, 0, 1));
  batch.flush();
  EXPECT_EQ(batch.copies(), 0u);
  TexturedQuad scaled = quad_at(0, 0, kTile, 0, 1);
  scaled.corners = {SDL_FPoint{0, 0}, SDL_FPoint{24, 0}, SDL_FPoint{24, 24}, SDL_FPoint{0, 24}};
  batch.begin(QuadOrder::kAsAdded);
  batch.add({texture, kTextureWidth, kTextureHeight}, scaled);
  batch.add({texture, kTextureWidth, kTextureHeight}, scaled);  // the same copy
  batch.add({texture, kTextureWidth, kTextureHeight}, quad_at(0, 0, 0, 0, 1u | (1u << 31)));
  batch.flush();
  EXPECT_EQ(batch.copies(), 2u);
  batch.forget_copies();
  EXPECT_EQ(batch.copies(), 0u);
  SDL_DestroyTexture(texture);
}

TEST(QuadBatch, texel_edges_of_power_of_two_textures_convert_back_exactly) {
  for (int size : {16, 64, 512, 4096}) {  // MapTexture's sizes
    for (int x = 0; x <= size; ++x) {
      const float u = texel_edge(x, size);
      ASSERT_EQ(static_cast<int>(u * static_cast<float>(size)), x) << size;
    }
  }
}

}  // namespace
}  // namespace hp

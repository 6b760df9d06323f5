// QuadBatch draws tiles texel for texel on SDL's software renderer, whatever the flips, and makes
// one SDL_RenderGeometry call per texture.
#include "engine/render/draw/quad_batch.h"

#include <gtest/gtest.h>

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

// Tiled's flip bits become texture corners: transpose first, then horizontal, then vertical.
#include "engine/render/draw/tile_flip.h"

#include <gtest/gtest.h>

#include "engine/tiled/map_model.h"

namespace hp {
namespace {

constexpr TextureRect kRect{0.25f, 0.5f, 0.75f, 1.0f};

void expect_corner(const TexturePoint& p, float u, float v) {
  EXPECT_FLOAT_EQ(p.u, u);
  EXPECT_FLOAT_EQ(p.v, v);
}

TEST(TileFlip, unflipped_tile_maps_corners_to_corners) {
  const auto c = flipped_corners(kRect, 7);
  expect_corner(c[0], 0.25f, 0.5f);
  expect_corner(c[1], 0.75f, 0.5f);
  expect_corner(c[2], 0.75f, 1.0f);
  expect_corner(c[3], 0.25f, 1.0f);
}

TEST(TileFlip, horizontal_and_vertical_flips_mirror_the_axes) {
  const auto h = flipped_corners(kRect, 7 | tiled::kFlipHorizontal);
  expect_corner(h[0], 0.75f, 0.5f);
  const auto v = flipped_corners(kRect, 7 | tiled::kFlipVertical);
  expect_corner(v[0], 0.25f, 1.0f);
  const auto hv = flipped_corners(kRect, 7 | tiled::kFlipHorizontal | tiled::kFlipVertical);
  expect_corner(hv[0], 0.75f, 1.0f);
}

TEST(TileFlip, diagonal_flip_transposes_before_mirroring) {
  const auto d = flipped_corners(kRect, 7 | tiled::kFlipDiagonal);
  expect_corner(d[1], 0.25f, 1.0f);  // top-right of the quad shows the image's bottom-left
  expect_corner(d[3], 0.75f, 0.5f);
  // Diagonal + horizontal is a clockwise quarter turn: top-left shows the bottom-left.
  const auto dh = flipped_corners(kRect, 7 | tiled::kFlipDiagonal | tiled::kFlipHorizontal);
  expect_corner(dh[0], 0.25f, 1.0f);
  expect_corner(dh[1], 0.25f, 0.5f);
}

TEST(TileFlip, only_the_diagonal_flip_swaps_width_and_height) {
  EXPECT_TRUE(swaps_axes(3 | tiled::kFlipDiagonal));
  EXPECT_FALSE(swaps_axes(3 | tiled::kFlipHorizontal | tiled::kFlipVertical));
}

}  // namespace
}  // namespace hp

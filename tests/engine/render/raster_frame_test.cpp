// The picture `heartpath render` makes has tmxrasterizer 1.8's size and origin.
#include "engine/render/map/raster_frame.h"

#include <gtest/gtest.h>

namespace hp {
namespace {

tiled::Map finite_map(int width, int height) {
  tiled::Map map;
  map.width = width;
  map.height = height;
  map.tile_width = 16;
  map.tile_height = 16;
  return map;
}

tiled::Layer layer_with_offset(Vec2 offset) {
  tiled::Layer layer;
  layer.offset = offset;
  return layer;
}

TEST(RasterFrame, a_finite_map_is_its_grid_scaled_and_truncated) {
  const tiled::Map map = finite_map(10, 5);
  const RasterFrame one = raster_frame(map, 1.0);
  EXPECT_EQ(one.width, 160);
  EXPECT_EQ(one.height, 80);
  EXPECT_EQ(one.origin, (Vec2{0, 0}));
  const RasterFrame odd = raster_frame(finite_map(7, 3), 1.3);  // 112 x 48 -> 145.6 x 62.4
  EXPECT_EQ(odd.width, 145);
  EXPECT_EQ(odd.height, 62);
}

TEST(RasterFrame, layer_offsets_widen_the_picture_rounded_up_per_side) {
  tiled::Map map = finite_map(6, 3);
  tiled::Layer group;
  group.kind = tiled::LayerKind::kGroup;
  group.offset = {0.25, -4};
  group.children = {layer_with_offset({0.5, 0})};  // total (0.75, -4)
  map.layers = {group, layer_with_offset({-2.5, 1})};
  const RasterFrame frame = raster_frame(map, 1.0);
  EXPECT_EQ(frame.width, 96 + 3 + 1);  // left ceil(2.5), right ceil(0.75)
  EXPECT_EQ(frame.height, 48 + 4 + 1);
  EXPECT_EQ(frame.origin, (Vec2{-3, -4}));
}

TEST(RasterFrame, an_infinite_map_spans_the_16_tile_blocks_holding_tiles) {
  tiled::Map map = finite_map(0, 0);
  map.infinite = true;
  tiled::Layer layer;
  tiled::TileChunk chunk{-20, -3, 4, 4, std::vector<std::uint32_t>(16, 0)};
  chunk.gids[5] = 1;  // cell (-19, -2): block (-32, -16)
  layer.tiles.chunks.push_back(chunk);
  layer.tiles.chunks.push_back({40, 0, 1, 1, {2}});     // block (32, 0)
  layer.tiles.chunks.push_back({100, 100, 1, 1, {0}});  // empty: no block
  map.layers = {layer};
  const RasterFrame frame = raster_frame(map, 1.0);
  EXPECT_EQ(frame.origin, (Vec2{-32 * 16, -16 * 16}));
  EXPECT_EQ(frame.width, (48 - -32) * 16);
  EXPECT_EQ(frame.height, (16 - -16) * 16);
}

TEST(RasterFrame, an_empty_infinite_map_is_one_tile) {
  tiled::Map map = finite_map(0, 0);
  map.infinite = true;
  const RasterFrame frame = raster_frame(map, 2.0);
  EXPECT_EQ(frame.width, 32);
  EXPECT_EQ(frame.height, 32);
}

}  // namespace
}  // namespace hp

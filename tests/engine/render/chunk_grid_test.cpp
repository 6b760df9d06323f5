// ChunkGrid visits the cells in view in the map's render order, wherever the data is stored.
#include "engine/render/map/chunk_grid.h"

#include <gtest/gtest.h>

#include <tuple>
#include <vector>

namespace hp {
namespace {

using Visit = std::tuple<int, int, std::uint32_t>;

std::vector<Visit> visits(const ChunkGrid& grid, CellRange range, RenderOrder order) {
  std::vector<Visit> out;
  grid.visit(range, order, [&](int x, int y, std::uint32_t gid) { out.emplace_back(x, y, gid); });
  return out;
}

tiled::TileLayer finite_layer() {
  tiled::TileLayer layer;
  layer.width = 3;
  layer.height = 2;
  layer.gids = {1, 0, 3, 4, 5, 6};
  return layer;
}

TEST(ChunkGrid, walks_a_finite_layer_in_each_render_order_skipping_empty_cells) {
  const tiled::TileLayer layer = finite_layer();
  const ChunkGrid grid(layer);
  const CellRange all{-5, -5, 50, 50};
  EXPECT_EQ(visits(grid, all, RenderOrder::kRightDown),
            (std::vector<Visit>{{0, 0, 1}, {2, 0, 3}, {0, 1, 4}, {1, 1, 5}, {2, 1, 6}}));
  EXPECT_EQ(visits(grid, all, RenderOrder::kLeftUp),
            (std::vector<Visit>{{2, 1, 6}, {1, 1, 5}, {0, 1, 4}, {2, 0, 3}, {0, 0, 1}}));
  EXPECT_EQ(visits(grid, all, RenderOrder::kRightUp).front(), (Visit{0, 1, 4}));
  EXPECT_EQ(visits(grid, all, RenderOrder::kLeftDown).front(), (Visit{2, 0, 3}));
}

TEST(ChunkGrid, visits_only_the_range) {
  const tiled::TileLayer layer = finite_layer();
  EXPECT_EQ(visits(ChunkGrid(layer), {1, 1, 2, 2}, RenderOrder::kRightDown),
            (std::vector<Visit>{{1, 1, 5}}));
}

TEST(ChunkGrid, finds_chunks_at_negative_coordinates_and_orders_rows_across_them) {
  tiled::TileLayer layer;
  std::vector<std::uint32_t> left(16 * 16, 0), right(16 * 16, 0);
  left[15 * 16 + 15] = 7;  // cell (-1, -1)
  right[15 * 16 + 0] = 8;  // cell (0, -1)
  right[0] = 9;            // cell (0, -16)
  layer.chunks = {{0, -16, 16, 16, right}, {-16, -16, 16, 16, left}};
  const ChunkGrid grid(layer);
  EXPECT_EQ(visits(grid, {-100, -100, 100, 100}, RenderOrder::kRightDown),
            (std::vector<Visit>{{0, -16, 9}, {-1, -1, 7}, {0, -1, 8}}));
}

TEST(ChunkGrid, recuts_irregular_chunks_into_blocks) {
  tiled::TileLayer layer;
  layer.chunks = {{-3, 5, 2, 1, {1, 2}}, {7, 5, 3, 2, {0, 3, 0, 0, 0, 4}}};
  const ChunkGrid grid(layer);
  EXPECT_EQ(visits(grid, {-100, -100, 100, 100}, RenderOrder::kRightDown),
            (std::vector<Visit>{{-3, 5, 1}, {-2, 5, 2}, {8, 5, 3}, {9, 6, 4}}));
}

}  // namespace
}  // namespace hp

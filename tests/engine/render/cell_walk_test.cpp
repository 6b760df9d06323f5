// CellWalk lists the cells of isometric, staggered and hexagonal maps in Tiled's drawing order,
// only those whose box can be in view; ChunkGrid::at reads single cells.
#include "engine/render/map/cell_walk.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

namespace hp {
namespace {

using Cells = std::vector<std::pair<int, int>>;

tiled::Map projected_map(tiled::Orientation orientation, int width, int height) {
  tiled::Map map;
  map.orientation = orientation;
  map.width = width;
  map.height = height;
  map.tile_width = 32;
  map.tile_height = 16;
  return map;
}

Cells walked(const tiled::Map& map, CellRange cells, BoxCornerArea area) {
  std::vector<CellRun> runs;
  walk_projected_cells(tiled::MapGeometry(map), map.stagger_axis, cells, area, runs);
  Cells out;
  for (const CellRun& run : runs) {
    for (int i = 0; i < run.count; ++i)
      out.emplace_back(run.col + i * run.dcol, run.row + i * run.drow);
  }
  return out;
}

constexpr BoxCornerArea kEverywhere{-1e6, -1e6, 1e6, 1e6};

TEST(CellWalk, walks_an_isometric_map_by_screen_rows_left_to_right) {
  const tiled::Map map = projected_map(tiled::Orientation::kIsometric, 3, 2);
  EXPECT_EQ(walked(map, {0, 0, 3, 2}, kEverywhere),
            (Cells{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}}));
}

TEST(CellWalk, ignores_the_render_order_and_walks_rows_on_stagger_axis_y) {
  tiled::Map map = projected_map(tiled::Orientation::kStaggered, 2, 2);
  map.render_order = "left-up";
  EXPECT_EQ(walked(map, {0, 0, 2, 2}, kEverywhere), (Cells{{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
}

TEST(CellWalk, draws_the_shifted_half_of_each_row_after_the_other_on_stagger_axis_x) {
  tiled::Map map = projected_map(tiled::Orientation::kHexagonal, 4, 2);
  map.stagger_axis = tiled::StaggerAxis::kX;
  map.hex_side_length = 8;
  EXPECT_EQ(walked(map, {0, 0, 4, 2}, kEverywhere),
            (Cells{{0, 0}, {2, 0}, {1, 0}, {3, 0}, {0, 1}, {2, 1}, {1, 1}, {3, 1}}));
  map.stagger_index = tiled::StaggerIndex::kEven;
  EXPECT_EQ(walked(map, {0, 0, 4, 2}, kEverywhere),
            (Cells{{1, 0}, {3, 0}, {0, 0}, {2, 0}, {1, 1}, {3, 1}, {0, 1}, {2, 1}}));
}

TEST(CellWalk, leaves_orthogonal_maps_to_the_chunk_grid) {
  const tiled::Map map = projected_map(tiled::Orientation::kOrthogonal, 3, 3);
  EXPECT_TRUE(walked(map, {0, 0, 3, 3}, kEverywhere).empty());
}

// Against brute force: exactly the cells of the range whose box corner is in the area, ordered
// by the box's y, then its x, on every orientation and stagger setting, negative cells included.
TEST(CellWalk, walks_exactly_the_cells_in_the_area_sorted_by_box_position) {
  std::mt19937 random(28);
  std::uniform_real_distribution<double> coordinate(-150, 150);
  std::uniform_int_distribution<int> side(1, 9);
  for (int trial = 0; trial < 2000; ++trial) {
    tiled::Map map = projected_map(static_cast<tiled::Orientation>(1 + trial % 3), 12, 12);
    map.stagger_axis = (trial / 3) % 2 ? tiled::StaggerAxis::kX : tiled::StaggerAxis::kY;
    map.stagger_index = (trial / 6) % 2 ? tiled::StaggerIndex::kEven : tiled::StaggerIndex::kOdd;
    map.hex_side_length = map.orientation == tiled::Orientation::kHexagonal ? 6 : 0;
    map.tile_width = 2 * side(random) + trial % 2;
    map.tile_height = 2 * side(random) + (trial / 2) % 2;
    const CellRange cells{-side(random), -side(random), side(random), side(random)};
    const double x0 = coordinate(random), y0 = coordinate(random);
    const BoxCornerArea area{x0, y0, x0 + coordinate(random) + 150, y0 + coordinate(random) + 150};
    const tiled::MapGeometry geometry(map);
    Cells expected;
    for (int row = cells.y0; row < cells.y1; ++row) {
      for (int col = cells.x0; col < cells.x1; ++col) {
        const Vec2 box = geometry.cell_box(col, row);
        if (box.x >= area.x0 && box.x <= area.x1 && box.y >= area.y0 && box.y <= area.y1)
          expected.emplace_back(col, row);
      }
    }
    std::stable_sort(expected.begin(), expected.end(), [&](auto a, auto b) {
      const Vec2 p = geometry.cell_box(a.first, a.second), q = geometry.cell_box(b.first, b.second);
      return p.y != q.y ? p.y < q.y : p.x < q.x;
    });
    ASSERT_EQ(walked(map, cells, area), expected) << "trial " << trial;
  }
}

TEST(ChunkGrid, reads_single_cells_of_finite_and_chunked_layers) {
  tiled::TileLayer finite;
  finite.width = 3;
  finite.height = 2;
  finite.gids = {1, 0, 3, 4, 5, 6};
  const ChunkGrid grid(finite);
  EXPECT_EQ(grid.at(2, 0), 3u);
  EXPECT_EQ(grid.at(1, 1), 5u);
  EXPECT_EQ(grid.at(3, 0), 0u);
  EXPECT_EQ(grid.at(-1, 1), 0u);

  tiled::TileLayer chunked;
  chunked.width = chunked.height = 4;
  for (int x : {-4, 4}) {
    tiled::TileChunk chunk;
    chunk.x = x;
    chunk.y = 0;
    chunk.width = chunk.height = 4;
    chunk.gids.assign(16, 0);
    chunk.gids[5] = static_cast<std::uint32_t>(10 + x);
    chunked.chunks.push_back(chunk);
  }
  const ChunkGrid chunks(chunked);
  EXPECT_EQ(chunks.at(-3, 1), 6u);
  EXPECT_EQ(chunks.at(5, 1), 14u);
  EXPECT_EQ(chunks.at(-3, 1), 6u);
  EXPECT_EQ(chunks.at(0, 1), 0u);
}

}  // namespace
}  // namespace hp

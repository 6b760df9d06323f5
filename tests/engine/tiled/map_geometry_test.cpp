// MapGeometry: numbers worked out by hand from Tiled 1.8's renderers for each orientation, and
// properties that hold for random cells and points in every orientation and stagger setting.
#include "engine/tiled/map_geometry.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

namespace hp::tiled {
namespace {

Map make_map(Orientation orientation, int width, int height, int tile_width, int tile_height,
             StaggerAxis axis = StaggerAxis::kY, StaggerIndex index = StaggerIndex::kOdd,
             int side = 0) {
  Map map;
  map.orientation = orientation;
  map.width = width;
  map.height = height;
  map.tile_width = tile_width;
  map.tile_height = tile_height;
  map.stagger_axis = axis;
  map.stagger_index = index;
  map.hex_side_length = side;
  return map;
}

void expect_near(Vec2 actual, Vec2 expected, double tolerance = 1e-9) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
}

// --- Orthogonal: everything is the grid, unchanged.

TEST(map_geometry, orthogonal_is_the_plain_grid) {
  const MapGeometry g(make_map(Orientation::kOrthogonal, 10, 8, 32, 24));
  EXPECT_EQ(g.to_pixels({5.5, -3}), Vec2(5.5, -3));
  EXPECT_EQ(g.to_object({5.5, -3}), Vec2(5.5, -3));
  EXPECT_EQ(g.pixel_size(), Vec2(320, 192));
  EXPECT_EQ(g.object_size(), Vec2(320, 192));
  EXPECT_EQ(g.cell_box(2, 3), Vec2(64, 72));
  EXPECT_EQ(g.cell_box(-1, -2), Vec2(-32, -48));
  EXPECT_EQ(g.cell_center(2, 3), Vec2(80, 84));
  const std::vector<Vec2> outline = g.cell_outline(2, 3);
  ASSERT_EQ(outline.size(), 4u);
  EXPECT_EQ(outline[0], Vec2(64, 72));
  EXPECT_EQ(outline[1], Vec2(96, 72));
  EXPECT_EQ(outline[2], Vec2(96, 96));
  EXPECT_EQ(outline[3], Vec2(64, 96));
  EXPECT_EQ(g.cell_at({64, 72}), (CellCoord{2, 3}));
  EXPECT_EQ(g.cell_at({63.9, 95.9}), (CellCoord{1, 3}));
  EXPECT_EQ(g.cell_at({-0.1, -0.1}), (CellCoord{-1, -1}));
}

// --- Isometric (like Tiled's isometric_grass_and_water.tmx: 64x32 tiles), 4 wide, 3 high.
// The origin, cell (0, 0)'s top corner, is at x = height * tile_width / 2 = 96.

TEST(map_geometry, isometric_object_space_runs_along_the_tile_axes) {
  const MapGeometry g(make_map(Orientation::kIsometric, 4, 3, 64, 32));
  expect_near(g.to_pixels({0, 0}), {96, 0});
  expect_near(g.to_pixels({32, 0}), {128, 16});  // one tile along x: down to the right
  expect_near(g.to_pixels({0, 32}), {64, 16});   // one tile along y: down to the left
  expect_near(g.to_pixels({32, 32}), {96, 32});
  expect_near(g.to_pixels({128, 96}), {128, 112});  // the far corner of the map
  expect_near(g.to_object({96, 32}), {32, 32});
  expect_near(g.to_object({0, 48}), {0, 96});  // the left-most corner of the map
}

TEST(map_geometry, isometric_sizes_cells_and_boxes) {
  const MapGeometry g(make_map(Orientation::kIsometric, 4, 3, 64, 32));
  EXPECT_EQ(g.pixel_size(), Vec2(224, 112));  // (4 + 3) halves of a tile each way
  EXPECT_EQ(g.object_size(), Vec2(128, 96));
  expect_near(g.cell_box(0, 0), {64, 0});
  expect_near(g.cell_box(1, 0), {96, 16});
  expect_near(g.cell_box(0, 2), {0, 32});  // the left-most cell touches x = 0
  expect_near(g.cell_box(3, 0), {160, 48});
  expect_near(g.cell_box(-1, 0), {32, -16});
  expect_near(g.cell_center(1, 2), {48, 80});
  const std::vector<Vec2> outline = g.cell_outline(1, 2);
  ASSERT_EQ(outline.size(), 4u);
  EXPECT_EQ(outline[0], Vec2(32, 64));
  EXPECT_EQ(outline[1], Vec2(64, 64));
  EXPECT_EQ(outline[2], Vec2(64, 96));
  EXPECT_EQ(outline[3], Vec2(32, 96));
  EXPECT_EQ(g.cell_at({33, 70}), (CellCoord{1, 2}));
  EXPECT_EQ(g.cell_at({-1, 0}), (CellCoord{-1, 0}));
}

TEST(map_geometry, isometric_origin_is_floored_as_tiled_computes_it_in_ints) {
  const MapGeometry g(make_map(Orientation::kIsometric, 2, 3, 65, 32));
  expect_near(g.to_pixels({0, 0}), {97, 0});  // 3 * 65 / 2 in ints, not 97.5
  EXPECT_EQ(g.pixel_size(), Vec2(162, 80));   // 5 * 65 / 2 and 5 * 32 / 2, floored
}

// --- Staggered (like Tiled's isometric_staggered_grass_and_water.tmx: 64x32, axis y, odd).

TEST(map_geometry, staggered_odd_rows_shift_right_by_half_a_tile) {
  const MapGeometry g(make_map(Orientation::kStaggered, 4, 3, 64, 32));
  EXPECT_EQ(g.to_pixels({5, 7}), Vec2(5, 7));
  EXPECT_EQ(g.pixel_size(), Vec2(288, 64));  // 4 tiles + the shift; 3 half rows + half a tile
  EXPECT_EQ(g.cell_box(0, 0), Vec2(0, 0));
  EXPECT_EQ(g.cell_box(0, 1), Vec2(32, 16));
  EXPECT_EQ(g.cell_box(1, 1), Vec2(96, 16));
  EXPECT_EQ(g.cell_box(2, 2), Vec2(128, 32));
  EXPECT_EQ(g.cell_box(0, -1), Vec2(32, -16));
  EXPECT_EQ(g.cell_center(0, 1), Vec2(64, 32));
  const std::vector<Vec2> outline = g.cell_outline(0, 1);
  ASSERT_EQ(outline.size(), 4u);
  EXPECT_EQ(outline[0], Vec2(64, 16));
  EXPECT_EQ(outline[1], Vec2(96, 32));
  EXPECT_EQ(outline[2], Vec2(64, 48));
  EXPECT_EQ(outline[3], Vec2(32, 32));
}

TEST(map_geometry, staggered_corners_of_a_block_belong_to_the_shifted_neighbours) {
  const MapGeometry g(make_map(Orientation::kStaggered, 4, 3, 64, 32));
  EXPECT_EQ(g.cell_at({32, 16}), (CellCoord{0, 0}));
  EXPECT_EQ(g.cell_at({2, 2}), (CellCoord{-1, -1}));
  EXPECT_EQ(g.cell_at({62, 2}), (CellCoord{0, -1}));
  EXPECT_EQ(g.cell_at({2, 30}), (CellCoord{-1, 1}));
  EXPECT_EQ(g.cell_at({62, 30}), (CellCoord{0, 1}));
  EXPECT_EQ(g.cell_at({64, 32}), (CellCoord{0, 1}));
}

TEST(map_geometry, staggered_even_and_axis_x_shift_the_other_cells) {
  const MapGeometry even(
      make_map(Orientation::kStaggered, 4, 3, 64, 32, StaggerAxis::kY, StaggerIndex::kEven));
  EXPECT_EQ(even.cell_box(0, 0), Vec2(32, 0));
  EXPECT_EQ(even.cell_box(0, 1), Vec2(0, 16));
  EXPECT_EQ(even.cell_at({64, 16}), (CellCoord{0, 0}));
  const MapGeometry x_odd(make_map(Orientation::kStaggered, 4, 3, 64, 32, StaggerAxis::kX));
  EXPECT_EQ(x_odd.cell_box(0, 0), Vec2(0, 0));
  EXPECT_EQ(x_odd.cell_box(1, 0), Vec2(32, 16));
  EXPECT_EQ(x_odd.cell_box(2, 1), Vec2(64, 32));
  EXPECT_EQ(x_odd.pixel_size(), Vec2(160, 112));  // 4 half columns + half; 3 rows + half
  EXPECT_EQ(x_odd.cell_at({64, 32}), (CellCoord{1, 0}));
}

// --- Hexagonal (Tiled's hexagonal-mini.tmx: 14x12 tiles, side 6, axis y, odd; and
// test_hexagonal_tile_60x60x30.tmx: 60x60, side 30, axis x, odd). Sizes match tmxrasterizer.

TEST(map_geometry, hexagonal_axis_y_like_hexagonal_mini) {
  const MapGeometry g(
      make_map(Orientation::kHexagonal, 20, 20, 14, 12, StaggerAxis::kY, StaggerIndex::kOdd, 6));
  EXPECT_EQ(g.pixel_size(), Vec2(287, 183));  // tmxrasterizer's picture of hexagonal-mini.tmx
  EXPECT_EQ(g.cell_box(0, 0), Vec2(0, 0));
  EXPECT_EQ(g.cell_box(0, 1), Vec2(7, 9));  // rows 9 apart: slant 3 + side 6
  EXPECT_EQ(g.cell_box(1, 0), Vec2(14, 0));
  EXPECT_EQ(g.cell_box(2, 3), Vec2(35, 27));
  EXPECT_EQ(g.cell_center(2, 3), Vec2(42, 33));
  const std::vector<Vec2> outline = g.cell_outline(0, 0);
  const std::vector<Vec2> expected = {{7, 0}, {14, 3}, {14, 9}, {7, 12}, {0, 9}, {0, 3}};
  EXPECT_EQ(outline, expected);
  EXPECT_EQ(g.cell_at({7, 6}), (CellCoord{0, 0}));
  EXPECT_EQ(g.cell_at({14, 11}), (CellCoord{0, 1}));  // under the right half's slant
  EXPECT_EQ(g.cell_at({0, 11}), (CellCoord{-1, 1}));
}

TEST(map_geometry, hexagonal_axis_x_like_test_hexagonal_tile_60x60x30) {
  const MapGeometry g(
      make_map(Orientation::kHexagonal, 20, 20, 60, 60, StaggerAxis::kX, StaggerIndex::kOdd, 30));
  EXPECT_EQ(g.pixel_size(), Vec2(915, 1230));  // tmxrasterizer's picture of that map
  EXPECT_EQ(g.cell_box(1, 0), Vec2(45, 30));   // columns 45 apart, odd ones 30 down
  EXPECT_EQ(g.cell_box(2, 1), Vec2(90, 60));
  const std::vector<Vec2> expected = {{60, 30}, {90, 30}, {105, 60}, {90, 90}, {60, 90}, {45, 60}};
  EXPECT_EQ(g.cell_outline(1, 0), expected);
  EXPECT_EQ(g.cell_center(1, 0), Vec2(75, 60));
  EXPECT_EQ(g.cell_at({75, 60}), (CellCoord{1, 0}));
  EXPECT_EQ(g.cell_at({30, 5}), (CellCoord{0, 0}));
  EXPECT_EQ(g.cell_at({55, 5}), (CellCoord{1, -1}));  // above the slant between the two
}

TEST(map_geometry, odd_hexagonal_tile_sizes_round_down_to_even_as_tiled_1_8_does) {
  const MapGeometry g(
      make_map(Orientation::kHexagonal, 3, 3, 15, 13, StaggerAxis::kY, StaggerIndex::kOdd, 5));
  // Cells 14x12: slants 3 high, rows 8 apart; the 13-pixel box stands on the cell's bottom,
  // so it starts a pixel above the cell.
  EXPECT_EQ(g.cell_box(0, 1), Vec2(7, 7));
  EXPECT_EQ(g.cell_center(0, 1), Vec2(14, 14));
  EXPECT_EQ(g.pixel_size(), Vec2(49, 27));
}

// --- The pixels Tiled gives a rectangle of cells (an infinite map's picture).

TEST(map_geometry, pixel_bounds_of_cells_anywhere) {
  const MapGeometry orthogonal(make_map(Orientation::kOrthogonal, 10, 8, 32, 24));
  EXPECT_EQ(orthogonal.pixel_bounds({-16, -16, 48, 32}).origin, Vec2(-512, -384));
  EXPECT_EQ(orthogonal.pixel_bounds({-16, -16, 48, 32}).size, Vec2(1536, 768));
  EXPECT_EQ(orthogonal.pixel_bounds({}).size, Vec2(32, 24));  // empty: one cell, as in Tiled
  // Isometric 64x32, 25 high (origin x 800): cells (-16, -16) to (32, 16).
  const MapGeometry iso(make_map(Orientation::kIsometric, 25, 25, 64, 32));
  const MapGeometry::PixelRect box = iso.pixel_bounds({-16, -16, 48, 32});
  EXPECT_EQ(box.origin, Vec2(-224, -512));  // (-16 - 16) half tiles left of the origin
  EXPECT_EQ(box.size, Vec2(2560, 1280));    // 80 half tiles each way
  const MapGeometry hex(
      make_map(Orientation::kHexagonal, 20, 20, 60, 60, StaggerAxis::kX, StaggerIndex::kOdd, 30));
  EXPECT_EQ(hex.pixel_bounds({-16, 0, 32, 16}).origin, Vec2(-720, 0));  // columns 45 apart
  EXPECT_EQ(hex.pixel_bounds({-16, 0, 32, 16}).size, Vec2(1455, 990));
}

// --- Properties over every orientation and stagger setting.

struct Layout {
  Orientation orientation;
  StaggerAxis axis;
  StaggerIndex index;
  int tile_width, tile_height, side;
};

std::string name_of(const Layout& l) {
  const char* names[] = {"orthogonal", "isometric", "staggered", "hexagonal"};
  return std::string(names[static_cast<int>(l.orientation)]) +
         (l.axis == StaggerAxis::kX ? " x " : " y ") +
         (l.index == StaggerIndex::kOdd ? "odd " : "even ") + std::to_string(l.tile_width) + "x" +
         std::to_string(l.tile_height) + " side " + std::to_string(l.side);
}

std::vector<Layout> every_layout() {
  std::vector<Layout> layouts = {
      {Orientation::kOrthogonal, StaggerAxis::kY, StaggerIndex::kOdd, 32, 24, 0},
      {Orientation::kIsometric, StaggerAxis::kY, StaggerIndex::kOdd, 64, 32, 0},
      {Orientation::kIsometric, StaggerAxis::kY, StaggerIndex::kOdd, 48, 48, 0},
  };
  for (StaggerAxis axis : {StaggerAxis::kX, StaggerAxis::kY}) {
    for (StaggerIndex index : {StaggerIndex::kOdd, StaggerIndex::kEven}) {
      layouts.push_back({Orientation::kStaggered, axis, index, 64, 32, 0});
      layouts.push_back({Orientation::kStaggered, axis, index, 40, 40, 0});
      layouts.push_back({Orientation::kHexagonal, axis, index, 60, 60, 30});
      layouts.push_back({Orientation::kHexagonal, axis, index, 14, 12, 6});
      layouts.push_back({Orientation::kHexagonal, axis, index, 64, 56, 32});
    }
  }
  return layouts;
}

MapGeometry geometry_of(const Layout& l) {
  return MapGeometry(
      make_map(l.orientation, 17, 13, l.tile_width, l.tile_height, l.axis, l.index, l.side));
}

// Whether point is inside (or on) the convex polygon outline, listed clockwise (y down).
bool inside(const std::vector<Vec2>& outline, Vec2 point) {
  for (std::size_t i = 0; i < outline.size(); ++i) {
    const Vec2 a = outline[i], b = outline[(i + 1) % outline.size()];
    const double cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
    if (cross < -1e-9) return false;
  }
  return true;
}

bool finite(Vec2 v) {
  return std::isfinite(v.x) && std::isfinite(v.y);
}

TEST(map_geometry_properties, a_finite_maps_pixel_bounds_start_at_zero_and_are_its_size) {
  for (const Layout& layout : every_layout()) {
    const MapGeometry g = geometry_of(layout);
    const MapGeometry::PixelRect box = g.pixel_bounds({0, 0, 17, 13});
    EXPECT_EQ(box.origin, Vec2(0, 0)) << name_of(layout);
    EXPECT_EQ(box.size, g.pixel_size()) << name_of(layout);
  }
}

TEST(map_geometry_properties, object_and_pixel_planes_round_trip) {
  std::mt19937 random(28);
  std::uniform_real_distribution<double> coordinate(-5000, 5000);
  for (const Layout& layout : every_layout()) {
    const MapGeometry g = geometry_of(layout);
    for (int i = 0; i < 2000; ++i) {
      const Vec2 object{coordinate(random), coordinate(random)};
      const Vec2 pixels = g.to_pixels(object);
      ASSERT_TRUE(finite(pixels)) << name_of(layout);
      const Vec2 back = g.to_object(pixels);
      ASSERT_NEAR(back.x, object.x, 1e-9) << name_of(layout);
      ASSERT_NEAR(back.y, object.y, 1e-9) << name_of(layout);
    }
  }
}

TEST(map_geometry_properties, a_cells_centre_lies_in_its_outline_and_finds_the_cell) {
  std::mt19937 random(2828);
  std::uniform_int_distribution<int> index(-60, 60);
  for (const Layout& layout : every_layout()) {
    const MapGeometry g = geometry_of(layout);
    for (int i = 0; i < 2000; ++i) {
      const int col = index(random), row = index(random);
      const Vec2 centre = g.cell_center(col, row);
      const std::vector<Vec2> outline = g.cell_outline(col, row);
      ASSERT_TRUE(finite(centre)) << name_of(layout);
      const std::size_t corners = layout.orientation == Orientation::kHexagonal ? 6u : 4u;
      ASSERT_EQ(outline.size(), corners) << name_of(layout);
      ASSERT_TRUE(inside(outline, centre)) << name_of(layout) << " cell " << col << "," << row;
      const CellCoord found = g.cell_at(centre);
      ASSERT_EQ(found.col, col) << name_of(layout) << " row " << row;
      ASSERT_EQ(found.row, row) << name_of(layout) << " col " << col;
    }
  }
}

TEST(map_geometry_properties, outlines_start_at_the_top_and_run_clockwise) {
  for (const Layout& layout : every_layout()) {
    const MapGeometry g = geometry_of(layout);
    for (const CellCoord cell : {CellCoord{0, 0}, CellCoord{3, 5}, CellCoord{-4, -7}}) {
      const std::vector<Vec2> outline = g.cell_outline(cell.col, cell.row);
      for (const Vec2& corner : outline) {
        EXPECT_TRUE(corner.y > outline[0].y ||
                    (corner.y == outline[0].y && corner.x >= outline[0].x))
            << name_of(layout);
      }
      double area = 0;  // the shoelace sum: positive for clockwise with y down
      for (std::size_t i = 0; i < outline.size(); ++i) {
        const Vec2 a = outline[i], b = outline[(i + 1) % outline.size()];
        area += a.x * b.y - b.x * a.y;
      }
      EXPECT_GT(area, 0) << name_of(layout);
    }
  }
}

TEST(map_geometry_properties, the_grid_box_is_centred_on_the_cell_in_pixels) {
  std::mt19937 random(128);
  std::uniform_int_distribution<int> index(-60, 60);
  for (const Layout& layout : every_layout()) {
    const MapGeometry g = geometry_of(layout);
    for (int i = 0; i < 500; ++i) {
      const int col = index(random), row = index(random);
      const Vec2 box_centre =
          g.cell_box(col, row) + Vec2{layout.tile_width / 2.0, layout.tile_height / 2.0};
      const Vec2 centre = g.to_pixels(g.cell_center(col, row));
      ASSERT_NEAR(box_centre.x, centre.x, 1e-9) << name_of(layout);
      ASSERT_NEAR(box_centre.y, centre.y, 1e-9) << name_of(layout);
    }
  }
}

TEST(map_geometry_properties, every_point_finds_a_cell_whose_outline_is_near) {
  std::mt19937 random(1228);
  std::uniform_real_distribution<double> coordinate(-3000, 3000);
  for (const Layout& layout : every_layout()) {
    const MapGeometry g = geometry_of(layout);
    for (int i = 0; i < 2000; ++i) {
      const Vec2 point{coordinate(random), coordinate(random)};
      const CellCoord cell = g.cell_at(point);
      // The point is no further from the cell's centre than the cell's far corner is.
      const Vec2 centre = g.cell_center(cell.col, cell.row);
      double reach = 0;
      for (const Vec2& corner : g.cell_outline(cell.col, cell.row)) {
        reach = std::max(reach, (corner - centre).length());
      }
      ASSERT_LE((point - centre).length(), reach + 1e-9) << name_of(layout);
      if (layout.orientation != Orientation::kHexagonal) {
        ASSERT_TRUE(inside(g.cell_outline(cell.col, cell.row), point)) << name_of(layout);
      }
    }
  }
}

TEST(map_geometry_properties, no_nan_for_points_far_away_or_not_numbers) {
  for (const Layout& layout : every_layout()) {
    const MapGeometry g = geometry_of(layout);
    for (const Vec2 point : {Vec2{1e300, -1e300}, Vec2{NAN, 0}, Vec2{0, INFINITY}}) {
      (void)g.cell_at(point);  // must not crash or hit undefined behaviour
    }
    EXPECT_TRUE(finite(g.pixel_size()));
    EXPECT_TRUE(finite(g.object_size()));
    EXPECT_TRUE(finite(g.cell_box(-1000000, 1000000)));
  }
}

TEST(map_geometry_properties, tiny_tiles_do_not_divide_by_zero) {
  for (Orientation orientation : {Orientation::kStaggered, Orientation::kHexagonal}) {
    const MapGeometry g(make_map(orientation, 3, 3, 1, 1));
    const CellCoord cell = g.cell_at({0.5, 0.5});
    EXPECT_LT(std::abs(cell.col), 4);
    EXPECT_TRUE(finite(g.cell_center(1, 1)));
  }
}

}  // namespace
}  // namespace hp::tiled

// setup_from_map on isometric, staggered and hexagonal maps: everything is read in the map's
// object space, solid tiles block in their cell's shape, tile-sized lengths use the cell.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/tiled/map_geometry.h"
#include "game/sim/map/map_space.h"
#include "game/sim/map/setup_from_map.h"
#include "tests/game/sim/support/test_maps.h"

namespace hp::sim {
namespace {

using namespace test::maps;
using tiled::Layer;
using tiled::LayerKind;
using tiled::MapObject;
using tiled::ObjectShape;
using tiled::Orientation;
using tiled::PropertyType;

// A 4 x 3 map of the orientation, tile 64 x 32, whose tileset's tile 0 (gid 1) is solid.
tiled::Map map_of(Orientation orientation) {
  tiled::Map map = empty_map();
  map.orientation = orientation;
  map.width = 4;
  map.height = 3;
  map.tile_width = 64;
  map.tile_height = 32;
  tiled::Tileset tileset;
  tileset.first_gid = 1;
  tileset.name = "ground";
  tileset.tile_width = 64;
  tileset.tile_height = 64;
  tileset.tile_count = 4;
  tiled::TileData solid;
  solid.id = 0;
  solid.properties.items.push_back(property("solid", PropertyType::kBool, "true", 3));
  tileset.tiles.push_back(solid);
  map.tilesets.push_back(tileset);
  return map;
}

// One tile layer, all empty but cell (col, row), which shows gid.
Layer tile_layer_with(const tiled::Map& map, int col, int row, std::uint32_t gid) {
  Layer layer;
  layer.kind = LayerKind::kTile;
  layer.name = "walls";
  layer.tiles.width = map.width;
  layer.tiles.height = map.height;
  layer.tiles.gids.assign(static_cast<std::size_t>(map.width * map.height), 0);
  layer.tiles.gids[static_cast<std::size_t>(row * map.width + col)] = gid;
  return layer;
}

MapObject tile_object(std::string name, std::string type, double x, double y, double w, double h,
                      int line) {
  MapObject object = rectangle(std::move(name), std::move(type), x, y, w, h, line);
  object.shape = ObjectShape::kTile;
  object.gid = 1;
  return object;
}

Vec2 mean_of(const std::vector<Vec2>& points) {
  Vec2 sum;
  for (const Vec2& p : points) sum += p;
  return sum / static_cast<double>(points.size());
}

TEST(MapOrientations, isometric_world_runs_along_the_tile_axes_one_tile_height_a_tile) {
  tiled::Map map = map_of(Orientation::kIsometric);
  map.layers.push_back(object_layer({point("Ann", "Hero", 48, 16, 5)}));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  EXPECT_EQ(setup->width, 4 * 32.0);
  EXPECT_EQ(setup->height, 3 * 32.0);
  EXPECT_EQ(setup->tile_width, 32.0);
  EXPECT_EQ(setup->units[0].position, (Vec2{48, 16}));  // object space as Tiled stores it
  EXPECT_DOUBLE_EQ(setup->units[0].radius, 0.4 * 32);
}

TEST(MapOrientations, isometric_solid_tiles_are_squares_on_the_tile_axes) {
  tiled::Map map = map_of(Orientation::kIsometric);
  map.layers.push_back(tile_layer_with(map, 1, 2, 1));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  ASSERT_EQ(setup->walls.boxes.size(), 1u);
  EXPECT_TRUE(setup->walls.polygons.empty());
  const Rect& box = setup->walls.boxes[0];
  EXPECT_EQ(box.x, 32.0);
  EXPECT_EQ(box.y, 64.0);
  EXPECT_EQ(box.w, 32.0);
  EXPECT_EQ(box.h, 32.0);
}

TEST(MapOrientations, isometric_tile_object_stands_on_the_ground_at_its_bottom_centre) {
  // A 64 x 96 figure whose bottom centre Tiled puts at (96, 64): the cell (2, 1)'s front corner.
  tiled::Map map = map_of(Orientation::kIsometric);
  map.layers.push_back(object_layer({tile_object("Bo", "Enemy", 96, 64, 64, 96, 6)}));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  const tiled::MapGeometry geometry(map);
  EXPECT_EQ(setup->units[0].position, geometry.cell_center(2, 1));
  EXPECT_EQ(setup->units[0].position, (Vec2{80, 48}));
}

TEST(MapOrientations, isometric_tile_object_alignment_moves_its_ground) {
  // Aligned top-left, the 64 x 64 image hangs right of and below (32, 0): its bottom centre is
  // (32, 64) map pixels further, which on 64 x 32 tiles is (80, 48) along the tile axes. The
  // ground is the 32 x 32 square behind that front corner.
  tiled::Map map = map_of(Orientation::kIsometric);
  map.tilesets[0].object_alignment = "topleft";
  map.layers.push_back(object_layer({tile_object("Bo", "Enemy", 32, 0, 64, 64, 6)}));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  EXPECT_EQ(setup->units[0].position, (Vec2{96, 32}));
}

TEST(MapOrientations, isometric_layer_offsets_turn_onto_the_tile_axes) {
  // (32, 16) map pixels on 64 x 32 tiles is one tile down the x axis: 32 along it, 0 along y.
  tiled::Map map = map_of(Orientation::kIsometric);
  Layer layer = object_layer({point("Ann", "Hero", 10, 10, 5)});
  layer.offset = {32, 16};
  map.layers.push_back(layer);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  EXPECT_EQ(setup->units[0].position, (Vec2{42, 10}));
  // The projection puts the unit where Tiled draws it: shifted by the layer's offset.
  const tiled::MapGeometry geometry(map);
  const Vec2 drawn = geometry.to_pixels(setup->units[0].position);
  const Vec2 unshifted = geometry.to_pixels({10, 10});
  EXPECT_NEAR(drawn.x - unshifted.x, 32.0, 1e-9);
  EXPECT_NEAR(drawn.y - unshifted.y, 16.0, 1e-9);
}

TEST(MapOrientations, isometric_waypoint_cells_are_walked_through_their_centres) {
  tiled::Map map = map_of(Orientation::kIsometric);
  tiled::TileData first;
  first.id = 1;
  first.properties.items.push_back(property("waypoint", PropertyType::kInt, "1", 4));
  tiled::TileData second;
  second.id = 2;
  second.properties.items.push_back(property("waypoint", PropertyType::kInt, "2", 5));
  map.tilesets[0].tiles.push_back(first);
  map.tilesets[0].tiles.push_back(second);
  Layer layer = tile_layer_with(map, 2, 1, 2);
  layer.name = "waypoints";
  layer.tiles.gids[0] = 3;
  map.layers.push_back(layer);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  ASSERT_EQ(setup->routes.size(), 1u);
  EXPECT_EQ(setup->routes[0].points, (std::vector<Vec2>{{80, 48}, {16, 16}}));
}

TEST(MapOrientations, staggered_solid_tiles_are_diamonds) {
  tiled::Map map = map_of(Orientation::kStaggered);
  map.layers.push_back(tile_layer_with(map, 1, 1, 1));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  EXPECT_TRUE(setup->walls.boxes.empty());
  ASSERT_EQ(setup->walls.polygons.size(), 1u);
  const tiled::MapGeometry geometry(map);
  EXPECT_EQ(setup->walls.polygons[0], geometry.cell_outline(1, 1));
  EXPECT_EQ(setup->walls.polygons[0].size(), 4u);
  EXPECT_EQ(setup->width, geometry.pixel_size().x);
  EXPECT_EQ(setup->height, geometry.pixel_size().y);
  EXPECT_EQ(setup->tile_width, 32.0);
}

tiled::Map hex_map(tiled::StaggerAxis axis) {
  tiled::Map map = map_of(Orientation::kHexagonal);
  map.tile_width = 32;
  map.tile_height = 28;
  map.hex_side_length = 14;
  map.stagger_axis = axis;
  return map;
}

TEST(MapOrientations, hexagonal_solid_tiles_are_hexagons_round_their_cell_centre) {
  tiled::Map map = hex_map(tiled::StaggerAxis::kY);
  map.layers.push_back(tile_layer_with(map, 2, 1, 1));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  ASSERT_EQ(setup->walls.polygons.size(), 1u);
  const std::vector<Vec2>& hexagon = setup->walls.polygons[0];
  ASSERT_EQ(hexagon.size(), 6u);
  const tiled::MapGeometry geometry(map);
  const Vec2 centre = geometry.cell_center(2, 1);
  EXPECT_NEAR(mean_of(hexagon).x, centre.x, 1e-9);
  EXPECT_NEAR(mean_of(hexagon).y, centre.y, 1e-9);
  EXPECT_EQ(geometry.cell_at(centre).col, 2);
  EXPECT_EQ(geometry.cell_at(centre).row, 1);
}

// An infinite map keeps its tiles in chunks, which may start at negative cells: their solid
// tiles block as a finite layer's do, in the cell's own shape, on every orientation.
TEST(MapOrientations, solid_tiles_in_an_infinite_maps_chunks_block) {
  for (const Orientation orientation : {Orientation::kOrthogonal, Orientation::kIsometric,
                                        Orientation::kStaggered, Orientation::kHexagonal}) {
    tiled::Map map = orientation == Orientation::kHexagonal ? hex_map(tiled::StaggerAxis::kY)
                                                            : map_of(orientation);
    map.infinite = true;
    Layer layer;
    layer.kind = LayerKind::kTile;
    layer.name = "walls";
    tiled::TileChunk chunk;
    chunk.x = -16;
    chunk.y = -16;
    chunk.width = 16;
    chunk.height = 16;
    chunk.gids.assign(256, 0);
    chunk.gids[15 * 16 + 14] = 1;  // cell (-2, -1)
    layer.tiles.chunks.push_back(chunk);
    map.layers.push_back(layer);
    Diagnostics diagnostics;
    const auto setup = setup_from_map(map, diagnostics);
    ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
    ASSERT_EQ(setup->walls.boxes.size() + setup->walls.polygons.size(), 1u)
        << static_cast<int>(orientation);
    const tiled::MapGeometry geometry(map);
    const std::vector<Vec2> outline = geometry.cell_outline(-2, -1);
    if (!setup->walls.polygons.empty()) {
      EXPECT_NEAR(mean_of(setup->walls.polygons[0]).x, mean_of(outline).x, 1e-9);
      EXPECT_NEAR(mean_of(setup->walls.polygons[0]).y, mean_of(outline).y, 1e-9);
    } else {
      const Rect& box = setup->walls.boxes[0];
      EXPECT_NEAR(box.x + box.w / 2, mean_of(outline).x, 1e-9);
      EXPECT_NEAR(box.y + box.h / 2, mean_of(outline).y, 1e-9);
    }
  }
}

TEST(MapOrientations, a_hexagonal_tile_is_as_long_as_the_distance_across_its_flat_sides) {
  Diagnostics diagnostics;
  tiled::Map pointy = hex_map(tiled::StaggerAxis::kY);
  pointy.layers.push_back(object_layer({point("Ann", "Hero", 40, 40, 5)}));
  const auto rows = setup_from_map(pointy, diagnostics);
  ASSERT_TRUE(rows.has_value()) << all_text(diagnostics);
  EXPECT_EQ(rows->tile_width, 32.0);
  // The default radius is not 40% of it: 35% of the hexagon's shortest side (the 14 px side of
  // this 32 x 28 hexagon), what a one-hex corridor narrows to (hex_corridor_test.cpp).
  EXPECT_DOUBLE_EQ(rows->units[0].radius, 0.35 * 14);
  tiled::Map flat = hex_map(tiled::StaggerAxis::kX);
  const auto columns = setup_from_map(flat, diagnostics);
  ASSERT_TRUE(columns.has_value()) << all_text(diagnostics);
  EXPECT_EQ(columns->tile_width, 28.0);
}

TEST(MapOrientations, hexagonal_tile_objects_stand_as_on_orthogonal_maps) {
  // Hexagonal maps place objects in map pixels, tile objects by their bottom-left corner.
  tiled::Map map = hex_map(tiled::StaggerAxis::kY);
  map.layers.push_back(object_layer({tile_object("Bo", "Enemy", 64, 96, 32, 32, 6)}));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << all_text(diagnostics);
  EXPECT_EQ(setup->units[0].position, (Vec2{80, 80}));
}

}  // namespace
}  // namespace hp::sim

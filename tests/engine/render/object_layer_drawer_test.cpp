// Tile objects: drawn in Tiled's order, boxed by their size at their bottom-left corner, turned
// about it.
#include "engine/render/map/object_layer_drawer.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hp {
namespace {

tiled::MapObject tile_object(int id, double x, double y, std::uint32_t gid = 1) {
  tiled::MapObject object;
  object.id = id;
  object.shape = tiled::ObjectShape::kTile;
  object.x = x;
  object.y = y;
  object.gid = gid;
  return object;
}

std::vector<int> ids(const std::vector<const tiled::MapObject*>& objects) {
  std::vector<int> out;
  for (const tiled::MapObject* o : objects) out.push_back(o->id);
  return out;
}

TEST(ObjectLayerDrawer, topdown_layers_draw_by_y_and_index_layers_in_file_order) {
  tiled::ObjectLayer layer;
  tiled::MapObject shape = tile_object(9, 0, 0);
  shape.shape = tiled::ObjectShape::kRectangle;
  layer.objects = {tile_object(1, 0, 30), tile_object(2, 0, 10), shape, tile_object(3, 5, 30)};
  EXPECT_EQ(ids(tile_objects_in_draw_order(layer)), (std::vector<int>{2, 1, 3}));
  layer.draw_order = "index";
  EXPECT_EQ(ids(tile_objects_in_draw_order(layer)), (std::vector<int>{1, 2, 3}));
}

TEST(ObjectLayerDrawer, a_tile_object_fills_its_size_above_its_bottom_left_corner) {
  TileImage image;
  image.width = 16;
  image.height = 8;
  image.offset = {2, -2};  // scaled with the image: (4, -6) for a 32 x 24 object
  tiled::MapObject object = tile_object(1, 100, 50);
  object.width = 32;
  object.height = 24;
  const auto c = tile_object_corners(object, image);
  EXPECT_EQ(c[0], (Vec2{104, 50 - 6 - 24}));
  EXPECT_EQ(c[2], (Vec2{136, 44}));
  object.gid |= tiled::kFlipDiagonal;  // the box turns: 24 wide, 32 high
  const auto d = tile_object_corners(object, image);
  EXPECT_EQ(d[2] - d[0], (Vec2{24, 32}));
}

TEST(ObjectLayerDrawer, the_tilesets_alignment_says_which_point_of_the_box_is_the_position) {
  TileImage image;
  image.width = image.height = 16;
  image.anchor = {0.5, 0.5};  // objectalignment="center"
  const auto c = tile_object_corners(tile_object(1, 100, 50), image);
  EXPECT_EQ(c[0], (Vec2{92, 42}));
  EXPECT_EQ(c[2], (Vec2{108, 58}));
}

TEST(ObjectLayerDrawer, rotation_turns_the_box_clockwise_about_the_objects_position) {
  TileImage image;
  image.width = image.height = 16;
  tiled::MapObject object = tile_object(1, 10, 20);
  object.rotation = 90;
  const auto c = tile_object_corners(object, image);
  // The top-left corner (10, 4) swings to the right of the pivot: (26, 20).
  EXPECT_NEAR(c[0].x, 26, 1e-9);
  EXPECT_NEAR(c[0].y, 20, 1e-9);
  EXPECT_NEAR(c[3].x, 10, 1e-9);  // the pivot stays
  EXPECT_NEAR(c[3].y, 20, 1e-9);
}

}  // namespace
}  // namespace hp

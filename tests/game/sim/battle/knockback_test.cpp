// Knockback clamping and the disc-versus-wall gaps it relies on.
#include "game/sim/battle/knockback.h"

#include <gtest/gtest.h>

#include <vector>

#include "game/sim/navigation/wall_clearance.h"

namespace hp::sim {
namespace {

WorldSetup open_map() {
  WorldSetup setup;
  setup.width = 640;
  setup.height = 480;
  return setup;
}

TEST(WallClearance, box_gap_is_the_distance_to_the_nearest_edge_minus_the_radius) {
  const Rect box{100, 100, 50, 50};
  EXPECT_DOUBLE_EQ(box_gap(box, {80, 120}, 5), 15.0);    // left of it
  EXPECT_DOUBLE_EQ(box_gap(box, {153, 154}, 0), 5.0);    // off a corner (3-4-5)
  EXPECT_DOUBLE_EQ(box_gap(box, {110, 125}, 5), -15.0);  // inside: 10 px deep plus the radius
}

TEST(WallClearance, polygon_gap_is_negative_inside_and_positive_outside) {
  const std::vector<Vec2> triangle{{0, 0}, {100, 0}, {0, 100}};
  EXPECT_DOUBLE_EQ(polygon_gap(triangle, {-10, 50}, 4), 6.0);
  EXPECT_DOUBLE_EQ(polygon_gap(triangle, {10, 50}, 4), -14.0);
}

TEST(WallClearance, bounds_gap_measures_from_inside_the_map) {
  EXPECT_DOUBLE_EQ(bounds_gap(640, 480, {20, 240}, 12), 8.0);
  EXPECT_DOUBLE_EQ(bounds_gap(640, 480, {635, 240}, 12), -7.0);
}

TEST(Knockback, ease_out_starts_fast_and_ends_at_one) {
  EXPECT_DOUBLE_EQ(ease_out(0.0), 0.0);
  EXPECT_DOUBLE_EQ(ease_out(0.5), 0.75);
  EXPECT_DOUBLE_EQ(ease_out(1.0), 1.0);
  EXPECT_DOUBLE_EQ(ease_out(2.0), 1.0);  // clamped
}

TEST(Knockback, free_flight_goes_the_full_length) {
  const Vec2 end = knockback_end({300, 240}, {1, 0}, 19.2, 12.8, {}, open_map());
  EXPECT_EQ(end, (Vec2{319.2, 240}));
}

TEST(Knockback, stops_touching_a_unit_in_the_way) {
  const std::vector<Obstacle> discs{{{340, 240}, 12.8}};  // gap 14.4 ahead
  const Vec2 end = knockback_end({300, 240}, {1, 0}, 19.2, 12.8, discs, open_map());
  EXPECT_NEAR(end.x, 340 - 25.6, 1e-9);
  EXPECT_GE(distance(end, {340, 240}), 25.6);
}

TEST(Knockback, stops_at_a_wall_box_and_a_wall_polygon) {
  WorldSetup with_box = open_map();
  with_box.walls.boxes.push_back({320, 200, 32, 80});
  EXPECT_NEAR(knockback_end({300, 240}, {1, 0}, 19.2, 12.8, {}, with_box).x, 320 - 12.8, 1e-9);

  WorldSetup with_polygon = open_map();
  with_polygon.walls.polygons.push_back({{300, 250}, {340, 250}, {340, 300}});
  EXPECT_NEAR(knockback_end({300, 200}, {0, 1}, 40.0, 12.8, {}, with_polygon).y, 250 - 12.8, 1e-9);
}

TEST(Knockback, stops_at_the_edge_of_the_map) {
  const Vec2 end = knockback_end({620, 240}, {1, 0}, 19.2, 12.8, {}, open_map());
  EXPECT_NEAR(end.x, 640 - 12.8, 1e-9);
}

TEST(Knockback, unit_already_overlapping_a_wall_may_be_pushed_out_of_it) {
  WorldSetup setup = open_map();
  setup.walls.boxes.push_back({280, 200, 15, 80});  // overlaps the disc's left side
  const Vec2 end = knockback_end({300, 240}, {1, 0}, 19.2, 12.8, {}, setup);
  EXPECT_EQ(end, (Vec2{319.2, 240}));
}

TEST(Knockback, unit_already_overlapping_a_wall_is_not_pushed_deeper) {
  WorldSetup setup = open_map();
  setup.walls.boxes.push_back({305, 200, 40, 80});  // the disc already pokes 7.8 px into it
  const Vec2 end = knockback_end({300, 240}, {1, 0}, 19.2, 12.8, {}, setup);
  EXPECT_NEAR(end.x, 300.0, 1e-9);
}

}  // namespace
}  // namespace hp::sim

// The camera fits the map under the HUD and maps clicks back to the world exactly, through an
// isometric map's projection too.
#include "game/view/canvas/camera.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hp::view {
namespace {

TEST(Camera, fits_the_whole_map_below_the_bar) {
  Camera camera;
  camera.fit(960, 640, 1280, 720, 40);
  const Vec2 top_left = camera.to_screen({0, 0});
  const Vec2 bottom_right = camera.to_screen({960, 640});
  EXPECT_GE(top_left.x, 0);
  EXPECT_GE(top_left.y, 40);
  EXPECT_LE(bottom_right.x, 1280);
  EXPECT_LE(bottom_right.y, 720);
  EXPECT_NEAR(bottom_right.x - 1280 / 2.0, 1280 / 2.0 - top_left.x, 1e-9);  // centred
}

TEST(Camera, zooms_in_by_half_steps_on_big_screens) {
  Camera camera;
  camera.fit(960, 640, 2560, 1440, 40);
  EXPECT_DOUBLE_EQ(camera.zoom(), 2.0);
}

TEST(Camera, screen_to_world_round_trips) {
  Camera camera;
  camera.fit(960, 640, 1000, 700, 40);
  for (Vec2 w : {Vec2{0, 0}, Vec2{123.5, 456.25}, Vec2{960, 640}}) {
    const Vec2 s = camera.to_screen(w);
    const Vec2 back = camera.to_world(s.x, s.y);
    EXPECT_NEAR(back.x, w.x, 1e-9);
    EXPECT_NEAR(back.y, w.y, 1e-9);
  }
}

TEST(Camera, shake_fades_to_nothing) {
  Camera camera;
  camera.fit(960, 640, 960, 680, 40);
  const Vec2 still = camera.to_screen({100, 100});
  camera.shake(6.0, 0.3);
  camera.update(0.05);
  EXPECT_NE(camera.to_screen({100, 100}), still);
  camera.update(0.5);
  EXPECT_EQ(camera.to_screen({100, 100}), still);
}

TEST(Camera, wheel_zoom_keeps_the_point_under_the_cursor) {
  Camera camera;
  camera.fit(960, 640, 1280, 720, 40);
  const Vec2 cursor{900, 400};
  const Vec2 before = camera.to_world(cursor.x, cursor.y);
  // (Zoomed in far enough that the map is wider and taller than the view: else it is centred.)
  camera.zoom_at(cursor.x, cursor.y, 2.0);
  camera.fit(960, 640, 1280, 720, 40);  // the next frame's layout keeps it
  EXPECT_DOUBLE_EQ(camera.player_zoom(), 2.0);
  const Vec2 after = camera.to_world(cursor.x, cursor.y);
  EXPECT_NEAR(after.x, before.x, 1e-9);
  EXPECT_NEAR(after.y, before.y, 1e-9);
  camera.zoom_at(cursor.x, cursor.y, 100.0);
  EXPECT_DOUBLE_EQ(camera.player_zoom(), Camera::kMaxZoom);
  camera.zoom_at(cursor.x, cursor.y, 0.001);
  EXPECT_DOUBLE_EQ(camera.player_zoom(), 1.0);
}

TEST(Camera, the_map_always_fills_the_view_when_zoomed_in) {
  Camera camera;
  camera.fit(960, 640, 1280, 720, 40);
  camera.zoom_at(640, 380, 2.0);
  camera.pan(1e6, 1e6);  // far past the top-left corner
  EXPECT_NEAR(camera.to_screen({0, 0}).x, 0.0, 1e-9);
  EXPECT_NEAR(camera.to_screen({0, 0}).y, 40.0, 1e-9);
  camera.pan(-1e6, -1e6);  // far past the bottom-right corner
  EXPECT_NEAR(camera.to_screen({960, 640}).x, 1280.0, 1e-9);
  EXPECT_NEAR(camera.to_screen({960, 640}).y, 720.0, 1e-9);
}

TEST(Camera, at_the_fitting_zoom_panning_and_following_change_nothing) {
  Camera camera;
  camera.fit(960, 640, 1280, 720, 40);
  const Vec2 still = camera.to_screen({100, 100});
  camera.pan(300, -200);
  camera.follow({900, 600}, 0.5);
  EXPECT_EQ(camera.to_screen({100, 100}), still);
}

TEST(Camera, follow_eases_toward_the_acting_unit) {
  Camera camera;
  camera.fit(960, 640, 1280, 720, 40);
  camera.zoom_at(640, 380, 3.0);
  const Vec2 centre{640, 380};  // the middle of the area under the bar
  const double before = distance(camera.to_world(centre.x, centre.y), {700, 500});
  camera.follow({700, 500}, 0.1);
  const double after = distance(camera.to_world(centre.x, centre.y), {700, 500});
  EXPECT_LT(after, before * 0.75);
  EXPECT_GT(after, before * 0.5);  // eased, not a jump
}

// An isometric map of 10 x 6 tiles of 64 x 32: a diamond 512 x 256 map pixels.
tiled::Map isometric_map() {
  tiled::Map map;
  map.orientation = tiled::Orientation::kIsometric;
  map.width = 10;
  map.height = 6;
  map.tile_width = 64;
  map.tile_height = 32;
  return map;
}

Camera isometric_camera(int output_w, int output_h) {
  const tiled::MapGeometry geometry(isometric_map());
  Camera camera;
  camera.set_projection(geometry);
  const Vec2 size = geometry.pixel_size();
  camera.fit(size.x, size.y, output_w, output_h, 40);
  return camera;
}

TEST(Camera, isometric_world_round_trips_through_the_projection) {
  Camera camera = isometric_camera(1000, 700);
  camera.zoom_at(300, 400, 1.7);
  for (Vec2 w : {Vec2{0, 0}, Vec2{123.5, 45.25}, Vec2{320, 192}, Vec2{7, 180}}) {
    const Vec2 s = camera.to_screen(w);
    const Vec2 back = camera.to_world(s.x, s.y);
    EXPECT_NEAR(back.x, w.x, 1e-9);
    EXPECT_NEAR(back.y, w.y, 1e-9);
  }
}

TEST(Camera, isometric_world_corners_are_the_diamonds_corners_on_the_screen) {
  const Camera camera = isometric_camera(1000, 700);
  const tiled::MapGeometry geometry(isometric_map());
  const Vec2 top = camera.to_screen({0, 0});
  const Vec2 right = camera.to_screen({320, 0});  // 10 tiles of 32 along x
  const Vec2 bottom = camera.to_screen({320, 192});
  const Vec2 left = camera.to_screen({0, 192});
  // Cell (0, 0)'s top corner is 6 tiles of 32 right of the left corner (the map is 6 tall).
  EXPECT_NEAR(top.x - left.x, 6 * 32 * camera.zoom(), 1e-9);
  EXPECT_NEAR(left.y, right.y - 4 * 16 * camera.zoom(), 1e-9);  // 10 x 6: the right is lower
  EXPECT_NEAR(right.x - left.x, geometry.pixel_size().x * camera.zoom(), 1e-9);
  EXPECT_NEAR(bottom.y - top.y, geometry.pixel_size().y * camera.zoom(), 1e-9);
  EXPECT_GE(top.y, 40.0 - 1e-9);
  EXPECT_LE(bottom.y, 700.0 + 1e-9);
}

TEST(Camera, isometric_rings_on_the_ground_are_twice_as_wide_as_tall) {
  const Camera camera = isometric_camera(1000, 700);
  const Camera::Radii ring = camera.ground(10.0f, 5.0f);
  EXPECT_NEAR(ring.x, 10.0 * std::sqrt(2.0), 1e-4);
  EXPECT_NEAR(ring.y, 10.0 / std::sqrt(2.0), 1e-4);
  // The ellipse passes through the projected circle's points.
  const Vec2 c = camera.to_screen({100, 100});
  const double r = 10.0 / camera.zoom();  // the world radius of 10 output pixels
  for (double a = 0; a < 6.28; a += 0.5) {
    const Vec2 p = camera.to_screen(Vec2{100 + r * std::cos(a), 100 + r * std::sin(a)}) - c;
    const double on = p.x * p.x / (ring.x * ring.x) + p.y * p.y / (ring.y * ring.y);
    EXPECT_NEAR(on, 1.0, 1e-4);
  }
}

TEST(Camera, without_a_projection_rings_and_points_are_as_given) {
  Camera camera;
  camera.set_projection(tiled::MapGeometry(tiled::Map{}));
  camera.fit(960, 640, 1280, 720, 40);
  const Camera::Radii ring = camera.ground(10.0f, 5.0f);
  EXPECT_EQ(ring.x, 10.0f);
  EXPECT_EQ(ring.y, 5.0f);
  EXPECT_EQ(camera.to_pixels({12.5, 7.25}), (Vec2{12.5, 7.25}));
  EXPECT_FALSE(camera.projected());
}

TEST(Camera, isometric_following_centres_the_unit_where_it_is_drawn) {
  Camera camera = isometric_camera(1000, 700);
  camera.zoom_at(500, 370, 4.0);
  const Vec2 unit{200, 40};
  for (int i = 0; i < 200; ++i) camera.follow(unit, 0.1);
  const Vec2 s = camera.to_screen(unit);
  EXPECT_NEAR(s.x, 500.0, 1.0);
  EXPECT_NEAR(s.y, 40 + (700 - 40) / 2.0, 1.0);
}

}  // namespace
}  // namespace hp::view

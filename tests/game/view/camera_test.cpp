// The camera fits the map under the HUD and maps clicks back to the world exactly.
#include "game/view/canvas/camera.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace hp::view

// The camera fits the map under the HUD and maps clicks back to the world exactly.
#include "game/view/camera.h"

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

}  // namespace
}  // namespace hp::view

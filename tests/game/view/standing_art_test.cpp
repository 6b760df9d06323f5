// StandingArt on the isometric test map: the pillars (tall tiles above the ground layer) are taken
// out of the map's drawing and drawn in depth order, and hide what stands behind them.
#include "game/view/battlefield/standing_art.h"

#include <gtest/gtest.h>

#include <optional>

#include "engine/render/draw/texture_cache.h"
#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_loader.h"
#include "tests/engine/render/software_frame.h"

namespace hp::view {
namespace {

constexpr int kWidth = 640, kHeight = 360;

tiled::Map load(const char* path) {
  Diagnostics diagnostics;
  std::optional<tiled::Map> map = tiled::load_map(path, diagnostics);
  EXPECT_TRUE(map.has_value()) << path;
  return map ? std::move(*map) : tiled::Map{};
}

Camera camera_for(const tiled::Map& map) {
  const tiled::MapGeometry geometry(map);
  Camera camera;
  camera.set_projection(geometry);
  camera.fit(geometry.pixel_size().x, geometry.pixel_size().y, kWidth, kHeight, 0);
  return camera;
}

// The screen point over pillar (col, row)'s column, half a cell above its ground's centre.
Vec2 over_pillar(const Camera& camera, int col, int row) {
  return camera.to_screen(Vec2{(col + 0.5) * 32, (row + 0.5) * 32}) - Vec2{0, 16 * camera.zoom()};
}

TEST(StandingArt, tall_tiles_above_the_ground_layer_stand_and_orthogonal_maps_have_none) {
  test::SoftwareFrame frame(kWidth, kHeight);
  TextureCache textures(frame.renderer());
  StandingArt standing(frame.renderer(), textures);
  const tiled::Map iso = load("tests/game/app/play_maps/iso_duel.tmx");
  standing.prepare(iso);
  EXPECT_FALSE(standing.empty());
  EXPECT_EQ(standing.layers(), std::vector<std::string>{"pillars"});
  const tiled::Map orthogonal = load("maps/default.tmx");
  standing.prepare(orthogonal);
  EXPECT_TRUE(standing.empty());
  EXPECT_TRUE(standing.layers().empty());
}

TEST(StandingArt, pillars_are_drawn_back_to_front_as_units_reach_their_depth) {
  test::SoftwareFrame frame(kWidth, kHeight);
  TextureCache textures(frame.renderer());
  StandingArt standing(frame.renderer(), textures);
  const tiled::Map map = load("tests/game/app/play_maps/iso_duel.tmx");
  const Camera camera = camera_for(map);
  standing.prepare(map);
  frame.clear(0xff000000);
  standing.begin(camera, 0, {});
  const Vec2 front = over_pillar(camera, 4, 7);  // the pillars stand at (4, 5), (4, 6), (4, 7)
  const auto x = static_cast<int>(front.x - 4), y = static_cast<int>(front.y);
  // A unit standing between the middle pillar and the front one: only those behind it are drawn.
  const double between = camera.to_pixels({4.5 * 32, 6.9 * 32}).y;
  standing.draw_until(between);
  EXPECT_EQ(frame.pixel(x, y), 0xff000000u);
  standing.finish();
  EXPECT_NE(frame.pixel(x, y), 0xff000000u);
}

TEST(StandingArt, a_unit_behind_a_pillar_is_hidden_and_one_in_front_is_not) {
  test::SoftwareFrame frame(kWidth, kHeight);
  TextureCache textures(frame.renderer());
  StandingArt standing(frame.renderer(), textures);
  const tiled::Map map = load("tests/game/app/play_maps/iso_duel.tmx");
  const Camera camera = camera_for(map);
  standing.prepare(map);
  standing.begin(camera, 0, {});
  standing.finish();
  const Vec2 pillar = over_pillar(camera, 4, 5);
  const ScreenRect figure{pillar.x - 8, pillar.y - 8, 16, 16};
  // Behind: the cell up and left of it on the screen; in front: the cell below it.
  EXPECT_TRUE(standing.hides(camera.to_pixels({3.5 * 32, 4.5 * 32}).y, figure));
  EXPECT_FALSE(standing.hides(camera.to_pixels({5.5 * 32, 6.5 * 32}).y, figure));
  // A hidden layer (an open door's, say) hides nothing.
  standing.begin(camera, 0, std::vector<std::string>{"Pillars"});
  EXPECT_FALSE(standing.hides(camera.to_pixels({3.5 * 32, 4.5 * 32}).y, figure));
}

}  // namespace
}  // namespace hp::view

// Hot reload in a real X window, as a level designer sees it: the game runs on a map; a save
// that moves a hero shows the hero at the new spot within a couple of seconds (the battle goes
// on); a broken save shows the problem on screen and keeps the last good map; fixing it
// clears the problem.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "game/view/canvas/camera.h"
#include "game/view/canvas/palette.h"
#include "game/view/screens/hud.h"
#include "tests/game/app/support/map_copy.h"
#include "tests/game/app/support/run_binary.h"
#include "tests/game/app/support/xvfb_game.h"

namespace hp::app {
namespace {

constexpr int kWindowW = 1280, kWindowH = 720;
constexpr double kMapW = 960, kMapH = 640, kRadius = 12.8;
constexpr Vec2 kTalan{521, 300};
constexpr Vec2 kTalanMoved{400, 200};

// Healthy HP-bar pixels in the band above a unit standing at `world`.
int bar_at(SDL_Surface* image, const view::Camera& camera, Vec2 world) {
  const Vec2 s = camera.to_screen(world);
  const double bar_y = s.y - kRadius * 2.4 * camera.zoom();
  const Rgba c = view::palette::kHpHealthy;
  return test::count_colour(image, static_cast<int>(s.x - 20), static_cast<int>(bar_y - 3),
                            static_cast<int>(s.x + 20), static_cast<int>(bar_y + 8), c.r, c.g, c.b);
}

// The error panel's frame (palette::kRefusal) in the bottom fifth of the window.
int panel_pixels(SDL_Surface* image) {
  const Rgba c = view::palette::kRefusal;
  return test::count_colour(image, 0, kWindowH * 4 / 5, kWindowW, kWindowH, c.r, c.g, c.b);
}

// Screenshots every 250 ms, for at most `seconds`, until `done` holds for one; returns it.
template <typename Done>
bool wait_for(const test::XvfbGame& game, const std::string& shot, double seconds, Done done) {
  for (double t = 0; t < seconds; t += 0.25) {
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    if (!game.screenshot(shot)) return false;
    test::Surface image(shot);
    if (image.s && done(image.s)) return true;
  }
  return false;
}

TEST(HotReloadWindow, a_save_shows_in_the_running_game_and_a_broken_one_keeps_the_last_good) {
  ASSERT_EQ(test::XvfbGame::missing_tools(), "");
  const std::string dir = hp::test::temp_dir("hot_reload_window");
  const test::MapCopy copy = test::copy_default_map(dir);
  const test::XvfbGame game(dir, copy.map, kWindowW, kWindowH);
  ASSERT_TRUE(game.ok()) << "no game window: " << game.log();
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  ASSERT_TRUE(game.key("Return"));
  game.move_mouse(640, 60);  // out of the way of bars and panel
  view::Camera camera;
  camera.fit(kMapW, kMapH, kWindowW, kWindowH, view::kHudHeight);
  const std::string shot = dir + "/shot.png";
  ASSERT_TRUE(wait_for(game, shot, 5, [&](SDL_Surface* s) {
    return bar_at(s, camera, kTalan) > 20;
  })) << "Talan's bar never showed";

  // The designer drags Talan elsewhere and saves: same units, so the battle goes on.
  const std::string moved =
      test::replaced(copy.original, "x=\"521\" y=\"300\"", "x=\"400\" y=\"200\"");
  test::save_file(copy.map, moved, 2);
  EXPECT_TRUE(wait_for(game, shot, 8,
                       [&](SDL_Surface* s) {
                         return bar_at(s, camera, kTalanMoved) > 20 &&
                                bar_at(s, camera, kTalan) == 0;
                       }))
      << "Talan did not move after the save; log: " << game.log();
  std::filesystem::copy_file(shot, dir + "/moved.png");

  // A broken save: the problem on screen, Talan still where the last good map put him.
  test::save_file(copy.map, test::replaced(moved, "value=\"14\"/>", "value=\"14/>"), 4);
  EXPECT_TRUE(wait_for(
      game, shot, 8,
      [&](SDL_Surface* s) { return panel_pixels(s) > 500 && bar_at(s, camera, kTalanMoved) > 20; }))
      << "no error panel; log: " << game.log();
  EXPECT_NE(game.log().find(copy.map + ":"), std::string::npos) << game.log();

  // Fixed: the panel goes and the map is the saved one.
  test::save_file(copy.map, copy.original, 6);
  EXPECT_TRUE(wait_for(
      game, shot, 8,
      [&](SDL_Surface* s) { return panel_pixels(s) == 0 && bar_at(s, camera, kTalan) > 20; }))
      << "the fixed map did not come back; log: " << game.log();
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hp::app

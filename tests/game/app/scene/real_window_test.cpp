// A player's clicks in a real X window: Xvfb, the game in a window, xdotool clicking a hero and
// then an enemy where the camera puts them, and ImageMagick screenshots before and after, read
// back with SDL_image: the enemy's HP bar is shorter and the hero is back on its spot. And the
// title screen's difficulty chosen with a key and saved.
#include <SDL.h>
#include <SDL_image.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include "game/view/canvas/camera.h"
#include "game/view/canvas/palette.h"
#include "game/view/screens/hud.h"
#include "tests/game/app/support/run_binary.h"
#include "tests/game/app/support/xvfb_game.h"

namespace hp::app {
namespace {

constexpr Rgba kHealthy = view::palette::kHpHealthy;

// maps/default.tmx: 30 x 20 tiles of 32 px; Talan and Ultros; units' radius is 40% of a tile.
constexpr double kMapW = 960, kMapH = 640, kRadius = 12.8;
constexpr Vec2 kTalan{521, 300};
constexpr Vec2 kUltros{752, 304};
constexpr int kWindowW = 1280, kWindowH = 720;

// Pixels of the HP bars' "healthy" fill (palette.h) inside a box of the screenshot.
int bar_pixels(SDL_Surface* image, int x0, int y0, int x1, int y1) {
  return test::count_colour(image, x0, y0, x1, y1, kHealthy.r, kHealthy.g, kHealthy.b);
}

// Counts the bar pixels in the band where a unit's HP bar is drawn when it stands at `world`.
int bar_pixels_at(SDL_Surface* image, const view::Camera& camera, Vec2 world) {
  const Vec2 s = camera.to_screen(world);
  const double bar_y = s.y - kRadius * 2.4 * camera.zoom();
  const double half = std::max(30.0, kRadius * 3.0 * camera.zoom()) / 2 + 2;
  return bar_pixels(image, static_cast<int>(s.x - half), static_cast<int>(bar_y - 3),
                    static_cast<int>(s.x + half), static_cast<int>(bar_y + 8));
}

TEST(RealWindow, clicking_a_hero_then_an_enemy_attacks_it_and_the_hero_walks_home) {
  ASSERT_EQ(test::XvfbGame::missing_tools(), "");
  const std::string dir = hp::test::temp_dir("real_window");
  const test::XvfbGame game(dir, "maps/default.tmx", kWindowW, kWindowH);
  ASSERT_TRUE(game.ok()) << "no game window: " << game.log();
  // The title screen first: a player presses Enter to begin.
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  ASSERT_TRUE(game.key("Return"));
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // past the Turn 1 banner
  view::Camera camera;  // where the game puts the units in a window of this size
  camera.fit(kMapW, kMapH, kWindowW, kWindowH, view::kHudHeight);
  // A loaded machine (another build running) may take a while to show the first frames.
  for (int tries = 0; tries < 20; ++tries) {
    ASSERT_TRUE(game.screenshot(dir + "/before.png"));
    test::Surface first(dir + "/before.png");
    if (first.s && bar_pixels_at(first.s, camera, kTalan) > 60) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }

  auto click = [&](Vec2 world) {
    const Vec2 s = camera.to_screen(world);
    return game.click(static_cast<int>(s.x), static_cast<int>(s.y));
  };
  ASSERT_TRUE(click(kTalan));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  ASSERT_TRUE(click(kUltros));
  // Away from every unit, so no tooltip covers a bar.
  game.move_mouse(640, 700);
  test::Surface before(dir + "/before.png");
  ASSERT_TRUE(before.s) << IMG_GetError();
  const int talan_before = bar_pixels_at(before.s, camera, kTalan);
  const int all_before = bar_pixels(before.s, 0, 0, kWindowW, kWindowH);
  EXPECT_GT(talan_before, 60);
  // There, slam, back: about 6 s of game time. Screenshots every second until the hero is home
  // with the enemy hurt (slower builds, e.g. ASan, take longer, and a loaded machine drops the
  // lag of slow frames, so game time runs slower than the clock), for at most 90 s.
  int talan_after = 0, all_after = 0;
  for (int second = 0; second < 90; ++second) {
    std::this_thread::sleep_for(std::chrono::seconds(1));
    ASSERT_TRUE(game.screenshot(dir + "/after.png"));
    test::Surface after(dir + "/after.png");
    ASSERT_TRUE(after.s) << IMG_GetError();
    talan_after = bar_pixels_at(after.s, camera, kTalan);
    all_after = bar_pixels(after.s, 0, 0, kWindowW, kWindowH);
    if (second >= 5 && talan_after == talan_before && all_after < all_before) break;
  }
  std::printf("healthy bar pixels: Talan's %d then %d, on screen %d then %d\n", talan_before,
              talan_after, all_before, all_after);
  // Talan: a full bar over his spot before and after (he walked there and back).
  EXPECT_NEAR(talan_after, talan_before, talan_before * 0.05);
  // Ultros: 12 HP, slammed for 3 and knocked back: over the whole screen, a quarter of one bar's
  // healthy fill has gone (every other bar is unchanged).
  EXPECT_NEAR(all_before - all_after, talan_before / 4.0, talan_before * 0.1)
      << "before " << all_before << ", after " << all_after;
  std::filesystem::remove_all(dir);
}

// Issue 29: the difficulty is chosen on the title screen with Left/Right and saved at once; any
// other key still begins the battle. (The settings live in the test's own folder.)
TEST(RealWindow, right_on_the_title_chooses_hard_and_saves_it) {
  ASSERT_EQ(test::XvfbGame::missing_tools(), "");
  const std::string dir = hp::test::temp_dir("title_difficulty");
  const test::XvfbGame game(dir, "maps/default.tmx", kWindowW, kWindowH);
  ASSERT_TRUE(game.ok()) << "no game window: " << game.log();
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  ASSERT_TRUE(game.key("Right"));  // Normal, the default, to Hard
  std::string saved;
  for (int tries = 0; tries < 40 && saved.find("\"hard\"") == std::string::npos; ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    saved = hp::test::slurp(dir + "/settings.json");
  }
  EXPECT_NE(saved.find("\"difficulty\": \"hard\""), std::string::npos) << saved << game.log();
  ASSERT_TRUE(game.key("Return"));  // begins the battle; the difficulty stays
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_NE(hp::test::slurp(dir + "/settings.json").find("\"hard\""), std::string::npos);
  EXPECT_TRUE(game.ok());
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hp::app

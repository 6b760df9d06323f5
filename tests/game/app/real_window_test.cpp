// A player's clicks in a real X window: Xvfb, the game in a window, xdotool clicking a hero and
// then an enemy where the camera puts them, and ImageMagick screenshots before and after, read
// back with SDL_image: the enemy's HP bar is shorter and the hero is back on its spot.
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

#include "game/view/camera.h"
#include "game/view/hud.h"
#include "game/view/palette.h"
#include "run_binary.h"

namespace hp::app {
namespace {

constexpr Rgba kHealthy = view::palette::kHpHealthy;

// maps/default.tmx: 30 x 20 tiles of 32 px; Talan and Ultros; units' radius is 40% of a tile.
constexpr double kMapW = 960, kMapH = 640, kRadius = 12.8;
constexpr Vec2 kTalan{521, 300};
constexpr Vec2 kUltros{752, 304};
constexpr int kWindowW = 1280, kWindowH = 720;

std::string output_of(const std::string& command) {
  std::string out;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[256];
    while (fgets(buffer, sizeof buffer, pipe)) out += buffer;
    pclose(pipe);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
  return out;
}

bool run(const std::string& command) {
  return std::system(command.c_str()) == 0;
}

// Pixels of the HP bars' "healthy" fill (palette.h) inside a box of the screenshot.
int bar_pixels(SDL_Surface* image, int x0, int y0, int x1, int y1) {
  int count = 0;
  for (int y = std::max(0, y0); y < std::min(image->h, y1); ++y) {
    for (int x = std::max(0, x0); x < std::min(image->w, x1); ++x) {
      const auto* p = static_cast<const Uint8*>(image->pixels) + y * image->pitch + x * 4;
      Uint8 r = 0, g = 0, b = 0, a = 0;
      SDL_GetRGBA(*reinterpret_cast<const Uint32*>(p), image->format, &r, &g, &b, &a);
      if (r == kHealthy.r && g == kHealthy.g && b == kHealthy.b) ++count;
    }
  }
  return count;
}

struct Surface {
  SDL_Surface* s = nullptr;
  explicit Surface(const std::string& path) {
    if (SDL_Surface* raw = IMG_Load(path.c_str())) {
      s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
      SDL_FreeSurface(raw);
    }
  }
  ~Surface() { SDL_FreeSurface(s); }
};

// Counts the bar pixels in the band where a unit's HP bar is drawn when it stands at `world`.
int bar_pixels_at(SDL_Surface* image, const view::Camera& camera, Vec2 world) {
  const Vec2 s = camera.to_screen(world);
  const double bar_y = s.y - kRadius * 2.4 * camera.zoom();
  const double half = std::max(30.0, kRadius * 3.0 * camera.zoom()) / 2 + 2;
  return bar_pixels(image, static_cast<int>(s.x - half), static_cast<int>(bar_y - 3),
                    static_cast<int>(s.x + half), static_cast<int>(bar_y + 8));
}

TEST(RealWindow, clicking_a_hero_then_an_enemy_attacks_it_and_the_hero_walks_home) {
  for (const char* tool : {"Xvfb", "xdotool", "import"}) {
    ASSERT_TRUE(run(std::string("command -v ") + tool + " >/dev/null"))
        << tool << " is missing: tools/setup.sh installs xvfb, xdotool and imagemagick";
  }
  const std::string dir = test::temp_dir("real_window");
  const std::string display = ":" + std::to_string(150 + getpid() % 100);
  const std::string env = "DISPLAY=" + display + " ";
  ASSERT_TRUE(run("Xvfb " + display + " -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & " +
                  "echo $! > '" + dir + "/xvfb.pid'"));
  bool up = false;
  for (int i = 0; i < 100 && !up; ++i) {
    up = run(env + "xdotool getdisplaygeometry >/dev/null 2>&1");
    if (!up) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_TRUE(up) << "Xvfb did not start on " << display;
  ASSERT_TRUE(run(env + "SDL_AUDIODRIVER=dummy '" + HEARTPATH_BINARY +
                  "' play maps/default.tmx --mute --window " + std::to_string(kWindowW) + "x" +
                  std::to_string(kWindowH) + " >'" + dir + "/game.log' 2>&1 & echo $! > '" + dir +
                  "/game.pid'"));
  const std::string window =
      output_of(env + "timeout 20 xdotool search --sync --onlyvisible --name Heartpath | head -1");
  ASSERT_FALSE(window.empty()) << "no game window: " << test::slurp(dir + "/game.log");
  // The title screen first: a player presses Enter to begin.
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  ASSERT_TRUE(run(env + "xdotool key --window " + window + " Return"));
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // past the Turn 1 banner
  const std::string shot = env + "import -window " + window + " '" + dir;
  ASSERT_TRUE(run(shot + "/before.png'"));

  view::Camera camera;  // where the game puts the units in a window of this size
  camera.fit(kMapW, kMapH, kWindowW, kWindowH, view::kHudHeight);
  auto click = [&](Vec2 world) {
    const Vec2 s = camera.to_screen(world);
    return run(env + "xdotool mousemove --window " + window + " " +
               std::to_string(static_cast<int>(s.x)) + " " + std::to_string(static_cast<int>(s.y)) +
               " click 1");
  };
  ASSERT_TRUE(click(kTalan));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  ASSERT_TRUE(click(kUltros));
  // Away from every unit, so no tooltip covers a bar.
  run(env + "xdotool mousemove --window " + window + " 640 700");
  Surface before(dir + "/before.png");
  ASSERT_TRUE(before.s) << IMG_GetError();
  const int talan_before = bar_pixels_at(before.s, camera, kTalan);
  const int all_before = bar_pixels(before.s, 0, 0, kWindowW, kWindowH);
  EXPECT_GT(talan_before, 60);
  // There, slam, back: about 6 s of game time. Screenshots every second until the hero is home
  // with the enemy hurt (slower builds, e.g. ASan, take longer), for at most 40 s.
  int talan_after = 0, all_after = 0;
  for (int second = 0; second < 40; ++second) {
    std::this_thread::sleep_for(std::chrono::seconds(1));
    ASSERT_TRUE(run(shot + "/after.png'"));
    Surface after(dir + "/after.png");
    ASSERT_TRUE(after.s) << IMG_GetError();
    talan_after = bar_pixels_at(after.s, camera, kTalan);
    all_after = bar_pixels(after.s, 0, 0, kWindowW, kWindowH);
    if (second >= 5 && talan_after == talan_before && all_after < all_before) break;
  }
  run("kill $(cat '" + dir + "/game.pid') $(cat '" + dir + "/xvfb.pid') 2>/dev/null");
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

}  // namespace
}  // namespace hp::app

// Headless play draws real frames: the screenshot is a picture of the battle, not a blank.
#include <SDL.h>
#include <SDL_image.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "game/view/screens/hud.h"
#include "tests/game/app/check/check_map_text.h"
#include "tests/game/app/support/run_binary.h"

namespace hp {
namespace {

// Distinct colours in a PNG, and its size.
struct PngStats {
  int w = 0, h = 0;
  std::size_t colours = 0;
  double dark_fraction = 0;  // share of near-black pixels
};

PngStats read_png(const std::string& path) {
  PngStats stats;
  SDL_Surface* loaded = IMG_Load(path.c_str());
  if (!loaded) return stats;
  SDL_Surface* s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(loaded);
  stats.w = s->w;
  stats.h = s->h;
  std::set<Uint32> colours;
  std::size_t dark = 0;
  for (int y = 0; y < s->h; ++y) {
    const auto* row =
        reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(s->pixels) + y * s->pitch);
    for (int x = 0; x < s->w; ++x) {
      colours.insert(row[x]);
      const Uint32 p = row[x];
      if (((p >> 16) & 0xff) < 24 && ((p >> 8) & 0xff) < 24 && (p & 0xff) < 24) ++dark;
    }
  }
  stats.colours = colours.size();
  stats.dark_fraction = static_cast<double>(dark) / (static_cast<double>(s->w) * s->h);
  SDL_FreeSurface(s);
  return stats;
}

TEST(HeadlessFrame, screenshot_is_a_full_size_picture_not_a_blank) {
  const std::string dir = test::temp_dir("frame");
  const std::string png = dir + "/frame.png";
  const test::RunResult r = test::run_heartpath(
      "play maps/default.tmx --headless --mute --frames 5 --window 800x600 --screenshot '" + png +
      "'");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("screenshot written to"), std::string::npos) << r.out;
  const PngStats stats = read_png(png);
  EXPECT_EQ(stats.w, 800);
  EXPECT_EQ(stats.h, 600);
  EXPECT_GT(stats.colours, 200u);       // tiles, sprites and text, not a flat fill
  EXPECT_LT(stats.dark_fraction, 0.5);  // the map covers most of the frame
}

TEST(HeadlessFrame, no_display_plays_the_demo_and_says_where_the_screenshot_is) {
  const std::string dir = test::temp_dir("demo");
  const std::string png = dir + "/demo.png";
  const test::RunResult r = test::run_heartpath("--mute --screenshot '" + png + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("walked back home"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("screenshot written to " + png), std::string::npos) << r.out;
  EXPECT_TRUE(std::filesystem::exists(png));
}

TEST(HeadlessFrame, missing_audio_device_warns_once_and_runs_silent) {
  const test::RunResult r =
      test::run_heartpath("play maps/default.tmx --headless --frames 3 --screenshot /dev/null",
                          "SDL_AUDIODRIVER=no-such-driver");
  EXPECT_EQ(r.status, 0) << r.err;
  std::size_t count = 0;
  for (std::size_t at = r.err.find("no audio"); at != std::string::npos;
       at = r.err.find("no audio", at + 1)) {
    ++count;
  }
  EXPECT_EQ(count, 1u) << r.err;
  EXPECT_EQ(r.err.find("ALSA"), std::string::npos) << r.err;  // no library noise around it
}

TEST(HeadlessFrame, every_sound_and_track_decodes_through_the_mixer) {
  // SDL's dummy driver opens a real mixer without a sound card: the shipped music and effects
  // must load with no warning at all.
  const test::RunResult r =
      test::run_heartpath("play maps/default.tmx --headless --frames 3 --screenshot /dev/null",
                          "SDL_AUDIODRIVER=dummy");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("warning"), std::string::npos) << r.err;
}

// Every pixel of a PNG as 0xAARRGGBB, row by row (empty when it cannot be read).
std::vector<Uint32> read_pixels(const std::string& path) {
  std::vector<Uint32> pixels;
  SDL_Surface* loaded = IMG_Load(path.c_str());
  if (!loaded) return pixels;
  SDL_Surface* s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(loaded);
  for (int y = 0; y < s->h; ++y) {
    const auto* row =
        reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(s->pixels) + y * s->pitch);
    pixels.insert(pixels.end(), row, row + s->w);
  }
  SDL_FreeSurface(s);
  return pixels;
}

// How much redder than it is green and blue a pixel is.
double redness(Uint32 p) {
  return static_cast<double>((p >> 16) & 0xff) - (((p >> 8) & 0xff) + (p & 0xff)) / 2.0;
}

// A unit's look from the map: Ann drawn in red (the `color` property) is redder where she
// stands and nowhere else changes much; drawn with a `sprite` of her own, her figure differs.
TEST(HeadlessFrame, a_units_colour_and_sprite_from_the_map_change_how_it_is_drawn) {
  const std::string dir = test::temp_dir("unit-look");
  std::filesystem::copy_file("data/art/units/enemy_strong.png", dir + "/boss.png",
                             std::filesystem::copy_options::overwrite_existing);
  const auto frame = [&](const std::string& name, const std::string& properties) {
    // Ann low on the map, clear of the turn banner across the middle.
    const std::string map = test::write_map(
        dir, name + ".tmx",
        test::check_map_text(test::point_object(1, "Ann", "Hero", 80, 200, properties) +
                             test::point_object(2, "Otto", "Enemy", 260, 60)));
    const std::string png = dir + "/" + name + ".png";
    const test::RunResult r = test::run_heartpath("play '" + map +
                                                  "' --headless --mute --frames 5 --window "
                                                  "640x480 --screenshot '" +
                                                  png + "'");
    EXPECT_EQ(r.status, 0) << r.err;
    return read_pixels(png);
  };
  const std::vector<Uint32> plain = frame("plain", "");
  const std::vector<Uint32> red =
      frame("red", "    <property name=\"color\" type=\"color\" value=\"#ffd03030\"/>\n");
  const std::vector<Uint32> own =
      frame("own", "    <property name=\"sprite\" type=\"file\" value=\"boss.png\"/>\n");
  ASSERT_EQ(plain.size(), 640u * 480u);
  ASSERT_EQ(red.size(), plain.size());
  ASSERT_EQ(own.size(), plain.size());
  std::size_t changed = 0, own_changed = 0;
  double redness_plain = 0, redness_red = 0;
  // Below the top bar (two rows at most on this narrow window): it names each copy of the map by
  // its file, and the difficulty after that name moves with it, so the bar differs between the
  // frames whatever Ann looks like.
  const std::size_t below_bar = 640u * 2 * view::kHudHeight;
  for (std::size_t i = below_bar; i < plain.size(); ++i) {
    own_changed += own[i] != plain[i];
    if (red[i] == plain[i]) continue;
    ++changed;
    redness_plain += redness(plain[i]);
    redness_red += redness(red[i]);
  }
  EXPECT_GT(changed, 300u);  // her base and her figure
  EXPECT_LT(changed, 640u * 480u / 20);
  EXPECT_GT(redness_red / changed, redness_plain / changed + 40.0);
  EXPECT_GT(own_changed, 300u);
}

TEST(RenderCommand, draws_the_map_at_its_pixel_size) {
  const std::string dir = test::temp_dir("render");
  const std::string png = dir + "/map.png";
  const test::RunResult r = test::run_heartpath("render maps/default.tmx '" + png + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const PngStats stats = read_png(png);
  EXPECT_EQ(stats.w, 30 * 32);
  EXPECT_EQ(stats.h, 20 * 32);
  EXPECT_GT(stats.colours, 50u);
}

TEST(RenderCommand, scale_changes_the_output_size) {
  const std::string dir = test::temp_dir("render-scale");
  const std::string png = dir + "/map.png";
  const test::RunResult r =
      test::run_heartpath("render maps/default.tmx '" + png + "' --scale 0.5");
  ASSERT_EQ(r.status, 0) << r.err;
  const PngStats stats = read_png(png);
  EXPECT_EQ(stats.w, 15 * 32);
  EXPECT_EQ(stats.h, 10 * 32);
}

}  // namespace
}  // namespace hp

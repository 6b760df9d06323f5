// The top bar's layout: at 420x300, 640x480 and 1280x720 the message is never drawn over the
// title, everything stays inside the window, and the bar's height depends on the window only.
#include "game/view/screens/hud_layout.h"

#include <gtest/gtest.h>

#include <string>

#include "game/view/screens/hud.h"

namespace hp::view {
namespace {

// About the game's font: 0.55 of the size per character (UTF-8 continuation bytes are free).
int fake_measure(const std::string& text, int size) {
  int chars = 0;
  for (const unsigned char c : text) chars += (c & 0xC0) != 0x80;
  return static_cast<int>(std::ceil(0.55 * size * chars));
}

const std::string kTitle = "Heartpath  \xC2\xB7  The Watchtower";
const std::string kShort = "The Watchtower";
const std::string kHint =
    "Turn 1: click a hero, then an enemy to attack or open ground to move (Space ends the turn)";
const std::string kNotice = "Too far: Talan can walk 6 tiles this turn and that spot is 9 away";

void expect_laid_out(const HudLayout& hud, int width) {
  ASSERT_FALSE(hud.message.empty());
  for (const HudLine& line : hud.message) {
    EXPECT_FALSE(overlaps(line.box, hud.title.box)) << width << ": " << line.text;
    EXPECT_GE(line.box.x, 0) << width;
    EXPECT_LE(line.box.right(), width) << width << ": " << line.text;
    EXPECT_LE(line.box.bottom(), hud.height) << width;
    EXPECT_EQ(static_cast<double>(fake_measure(line.text, line.size)), line.box.w);
  }
  for (std::size_t i = 1; i < hud.message.size(); ++i) {
    EXPECT_FALSE(overlaps(hud.message[i - 1].box, hud.message[i].box));
  }
  EXPECT_LE(hud.title.box.right(), width);
}

// The bug: at 420x300 the status text was drawn over the title.
TEST(HudLayout, at_420_wide_the_message_goes_under_the_title) {
  for (const std::string* message : {&kHint, &kNotice}) {
    const HudLayout hud = layout_hud(fake_measure, 420, 1.0, kTitle, kShort, *message);
    expect_laid_out(hud, 420);
    EXPECT_GT(hud.height, kHudHeight);
    EXPECT_GE(hud.message.front().box.y, hud.title.box.bottom());
  }
}

TEST(HudLayout, at_640_and_1280_wide_everything_fits_its_row) {
  for (const int width : {640, 1280}) {
    for (const std::string* message : {&kHint, &kNotice}) {
      const HudLayout hud = layout_hud(fake_measure, width, 1.0, kTitle, kShort, *message);
      expect_laid_out(hud, width);
      EXPECT_EQ(hud.height, kHudHeight) << width;
    }
  }
}

TEST(HudLayout, at_1280_wide_the_hint_is_one_line_at_full_size) {
  const HudLayout hud = layout_hud(fake_measure, 1280, 1.0, kTitle, kShort, kHint);
  ASSERT_EQ(hud.message.size(), 1u);
  EXPECT_EQ(hud.message.front().text, kHint);
  EXPECT_EQ(hud.message.front().size, 15);
  EXPECT_EQ(hud.title.text, kTitle);
}

TEST(HudLayout, a_message_too_long_for_two_lines_is_cut_short_and_says_so) {
  std::string long_message;
  for (int i = 0; i < 20; ++i) long_message += "a very long refusal ";
  const HudLayout hud = layout_hud(fake_measure, 420, 1.0, kTitle, kShort, long_message);
  expect_laid_out(hud, 420);
  EXPECT_EQ(hud.message.size(), 2u);
  EXPECT_EQ(hud.message.back().text.substr(hud.message.back().text.size() - 3), "...");
}

TEST(HudLayout, the_bars_height_depends_on_the_window_not_the_message) {
  for (const int width : {420, 640, 1280}) {
    const int h = hud_height(fake_measure, width, 1.0, kTitle, kShort);
    EXPECT_EQ(layout_hud(fake_measure, width, 1.0, kTitle, kShort, "").height, h);
    EXPECT_EQ(layout_hud(fake_measure, width, 1.0, kTitle, kShort, kHint).height, h);
  }
}

TEST(HudLayout, a_window_too_narrow_for_the_full_title_shows_the_maps_name) {
  const HudLayout hud = layout_hud(fake_measure, 200, 1.0, kTitle, kShort, kHint);
  expect_laid_out(hud, 200);
  EXPECT_EQ(hud.title.text, kShort);
}

}  // namespace
}  // namespace hp::view

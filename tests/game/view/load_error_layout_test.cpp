// The broken-save panel's lines: each problem shown whole (the fix at its end was cut off with
// an ellipsis), wrapped at spaces, a long path broken inside, whole problems up to the limit.
#include "game/view/screens/load_error_layout.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hp::view {
namespace {

// 8 px a character (UTF-8 continuation bytes are free), whatever the size.
int fake_measure(const std::string& text, int) {
  int chars = 0;
  for (const unsigned char c : text) chars += (c & 0xC0) != 0x80;
  return 8 * chars;
}

std::string joined(const std::vector<LoadErrorLine>& lines, std::size_t from, std::size_t to) {
  std::string text;
  for (std::size_t i = from; i < to; ++i) text += (text.empty() ? "" : " ") + lines[i].text;
  return text;
}

const std::string kLong =
    "maps/keep.tmx:12: error: unit \"Cid\" at (144, 112) overlaps a wall or the map's edge "
    "(radius 12.8): the nearest spot where it fits is 28.8 px away, at (115.2, 112): move it there";

TEST(LoadErrorLayout, a_long_problem_is_wrapped_whole_with_its_fix) {
  const int width = 40 * 8;  // 40 characters
  const auto lines = load_error_lines(fake_measure, 14, width, {kLong}, 10);
  ASSERT_GT(lines.size(), 1u);
  for (const LoadErrorLine& line : lines) {
    EXPECT_LE(fake_measure(line.text, 14), width) << line.text;
    EXPECT_FALSE(line.more);
  }
  EXPECT_EQ(joined(lines, 0, lines.size()), kLong);  // nothing cut: the fix is all there
}

TEST(LoadErrorLayout, a_path_wider_than_the_panel_is_broken_inside) {
  const std::string path = "/home/designer/projects/a-very-long-folder-name/maps/keep.tmx:3:";
  const auto lines = wrap_whole(fake_measure, 14, 20 * 8, path + " error: x");
  ASSERT_GE(lines.size(), 4u);
  std::string rebuilt;
  for (const std::string& line : lines) {
    EXPECT_LE(fake_measure(line, 14), 20 * 8) << line;
    EXPECT_FALSE(line.empty());
    rebuilt += line;
  }
  EXPECT_EQ(rebuilt.substr(0, path.size()), path);
}

TEST(LoadErrorLayout, utf8_characters_are_never_split) {
  const std::string word = "\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9";  // five e-acute
  const auto lines = wrap_whole(fake_measure, 14, 2 * 8, word);
  EXPECT_EQ(lines, (std::vector<std::string>{"\xC3\xA9\xC3\xA9", "\xC3\xA9\xC3\xA9", "\xC3\xA9"}));
}

TEST(LoadErrorLayout, whole_problems_up_to_the_limit_then_how_many_more) {
  const std::vector<std::string> problems = {"a1 a2 a3", "b1 b2 b3", "c1 c2 c3", "d1"};
  // 4 characters wide: each of the first three problems takes 3 lines.
  const auto lines = load_error_lines(fake_measure, 14, 4 * 8, problems, 7);
  ASSERT_EQ(lines.size(), 7u);
  EXPECT_EQ(joined(lines, 0, 3), "a1 a2 a3");
  EXPECT_EQ(joined(lines, 3, 6), "b1 b2 b3");
  EXPECT_TRUE(lines[6].more);
  EXPECT_EQ(lines[6].text, "and 2 more (heartpath check lists all)");
  // With room for all, no "more" line.
  const auto all = load_error_lines(fake_measure, 14, 4 * 8, problems, 10);
  EXPECT_EQ(all.size(), 10u);
  EXPECT_FALSE(all.back().more);
  EXPECT_EQ(all.back().text, "d1");
}

TEST(LoadErrorLayout, the_first_problem_is_shown_whole_however_long) {
  const auto lines = load_error_lines(fake_measure, 14, 4 * 8, {"a1 a2 a3 a4", "b1"}, 2);
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(joined(lines, 0, 4), "a1 a2 a3 a4");
  EXPECT_TRUE(lines[4].more);
}

}  // namespace
}  // namespace hp::view

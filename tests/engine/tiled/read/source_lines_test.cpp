// SourceLines: the line of any offset is one more than the newlines before it, whatever order
// the offsets are asked in (the reader's forward walk, jumps back, or at random).
#include "engine/tiled/read/source_lines.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

namespace hp::tiled {
namespace {

int counted_line(const std::string& text, std::size_t offset) {
  return 1 +
         static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n'));
}

TEST(source_lines, lines_of_a_small_text) {
  const SourceLines lines("a\nbc\n\nd");
  EXPECT_EQ(lines.line_at(0), 1);
  EXPECT_EQ(lines.line_at(1), 1);  // the newline itself ends line 1
  EXPECT_EQ(lines.line_at(2), 2);
  EXPECT_EQ(lines.line_at(5), 3);
  EXPECT_EQ(lines.line_at(6), 4);
  EXPECT_EQ(lines.line_at(100), 4);  // past the end: the last line
  EXPECT_EQ(lines.line_at(-1), 0);
  EXPECT_EQ(SourceLines("").line_at(0), 1);
}

TEST(source_lines, any_order_of_offsets_gives_the_counted_line) {
  std::mt19937 random(5);
  for (int round = 0; round < 200; ++round) {
    std::string text(1 + random() % 3000, 'x');
    const unsigned density = 1 + random() % 40;  // one byte in density is a newline
    for (char& c : text) {
      if (random() % density == 0) c = '\n';
    }
    const SourceLines lines(text);
    std::vector<std::size_t> offsets;
    for (int i = 0; i < 300; ++i) offsets.push_back(random() % (text.size() + 1));
    if (round % 3 == 0) std::sort(offsets.begin(), offsets.end());  // a forward walk
    for (const std::size_t offset : offsets) {
      const int expected =
          offset < text.size() ? counted_line(text, offset) : counted_line(text, text.size());
      ASSERT_EQ(lines.line_at(static_cast<std::ptrdiff_t>(offset)), expected)
          << "round " << round << ", offset " << offset;
    }
  }
}

}  // namespace
}  // namespace hp::tiled

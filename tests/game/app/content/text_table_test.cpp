// TextTable: columns line up on their widest cell, with no trailing spaces.
#include "game/app/content/text_table.h"

#include <gtest/gtest.h>

namespace hp::app {
namespace {

TEST(TextTable, columns_align_on_their_widest_cell) {
  EXPECT_EQ(format_text_table({{"NAME", "DB"}, {"battle_drums.ogg", "-19.3"}, {"a", "0"}}),
            "NAME              DB\n"
            "battle_drums.ogg  -19.3\n"
            "a                 0\n");
}

TEST(TextTable, a_short_row_ends_early_and_nothing_is_an_empty_text) {
  EXPECT_EQ(format_text_table({{"x", "yy", "z"}, {"long"}}), "x     yy  z\nlong\n");
  EXPECT_EQ(format_text_table({}), "");
}

}  // namespace
}  // namespace hp::app

// Combat log: it keeps the last kKept lines, oldest first, folds a line repeated in a row into
// one with a count, scrolls back through what it keeps, and L shows and hides it.
#include "game/view/text/combat_log.h"

#include <gtest/gtest.h>

namespace hp::view {
namespace {

TEST(CombatLog, keeps_the_last_lines_oldest_first) {
  CombatLog log;
  for (std::size_t i = 0; i < CombatLog::kKept + 15; ++i) log.add("line " + std::to_string(i));
  ASSERT_EQ(log.entries().size(), CombatLog::kKept);  // bounded, however long the battle
  EXPECT_EQ(log.entries().front().text, "line 15");
  EXPECT_EQ(log.entries().back().text, "line " + std::to_string(CombatLog::kKept + 14));
  log.clear();
  EXPECT_TRUE(log.entries().empty());
  EXPECT_TRUE(log.visible().empty());
}

// Regression (issue 29): click spam in the enemies' turn filled the log with "Refused" lines.
TEST(CombatLog, a_line_repeated_in_a_row_folds_into_one_with_its_count) {
  CombatLog log;
  log.add("Ann hits Ogre for 3");
  for (int i = 0; i < 5; ++i) log.add("Refused: it is the enemies' turn");
  log.add("Ogre hits Ann for 2");
  log.add("Refused: it is the enemies' turn");  // not in a row with the others: a line again
  const std::vector<std::string> shown = log.visible();
  ASSERT_EQ(shown.size(), 4u);
  EXPECT_EQ(shown[0], "Ann hits Ogre for 3");
  EXPECT_EQ(shown[1], "Refused: it is the enemies' turn (x5)");
  EXPECT_EQ(shown[2], "Ogre hits Ann for 2");
  EXPECT_EQ(shown[3], "Refused: it is the enemies' turn");
}

// Regression (issue 29): only the last 10 lines could be seen.
TEST(CombatLog, scrolls_back_through_every_line_it_keeps_and_no_further) {
  CombatLog log;
  for (int i = 0; i < 25; ++i) log.add("line " + std::to_string(i));
  EXPECT_EQ(log.visible().size(), CombatLog::kShown);
  EXPECT_EQ(log.visible().back(), "line 24");  // follows the newest
  log.scroll(3);
  EXPECT_EQ(log.visible().front(), "line 12");
  EXPECT_EQ(log.visible().back(), "line 21");
  log.scroll(100);  // no further than the oldest
  EXPECT_EQ(log.scrolled_back(), 15u);
  EXPECT_EQ(log.visible().front(), "line 0");
  log.scroll(-100);  // and back to the newest
  EXPECT_EQ(log.scrolled_back(), 0u);
  EXPECT_EQ(log.visible().back(), "line 24");
}

TEST(CombatLog, scrolled_back_the_lines_read_stay_while_new_ones_come) {
  CombatLog log;
  for (int i = 0; i < 25; ++i) log.add("line " + std::to_string(i));
  log.scroll(5);
  const std::vector<std::string> read = log.visible();
  log.add("line 25");
  log.add("line 25");  // folded: nothing moves either
  EXPECT_EQ(log.visible(), read);
  log.scroll(-100);
  EXPECT_EQ(log.visible().back(), "line 25 (x2)");
}

TEST(CombatLog, a_short_log_does_not_scroll) {
  CombatLog log;
  log.add("one");
  log.add("two");
  log.scroll(4);
  EXPECT_EQ(log.scrolled_back(), 0u);
  EXPECT_EQ(log.visible(), (std::vector<std::string>{"one", "two"}));
}

TEST(CombatLog, toggles_between_shown_and_hidden) {
  CombatLog log;
  EXPECT_FALSE(log.shown());
  log.toggle();
  EXPECT_TRUE(log.shown());
  log.toggle();
  EXPECT_FALSE(log.shown());
}

}  // namespace
}  // namespace hp::view

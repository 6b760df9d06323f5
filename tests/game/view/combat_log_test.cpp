// Combat log: it keeps the last kKept lines, oldest first, and L shows and hides it.
#include "game/view/text/combat_log.h"

#include <gtest/gtest.h>

namespace hp::view {
namespace {

TEST(CombatLog, keeps_the_last_lines_oldest_first) {
  CombatLog log;
  for (int i = 0; i < 25; ++i) log.add("line " + std::to_string(i));
  ASSERT_EQ(log.lines().size(), CombatLog::kKept);
  EXPECT_EQ(log.lines().front(), "line 15");
  EXPECT_EQ(log.lines().back(), "line 24");
  log.clear();
  EXPECT_TRUE(log.lines().empty());
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

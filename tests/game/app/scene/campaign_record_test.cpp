// The campaign's record: each map won once, in order, with the totals on the closing screen.
#include "game/app/scene/campaign_record.h"

#include <gtest/gtest.h>

namespace hp::app {
namespace {

TEST(CampaignRecord, lists_each_map_won_then_the_totals) {
  CampaignRecord record;
  record.record_victory({"default", 2, 22, 6});
  record.record_victory({"crossroads", 1, 34, 0});
  const std::vector<std::string> lines = record.summary_lines();
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "default: won in 2 turns, 22 damage dealt, 6 taken");
  EXPECT_EQ(lines[1], "crossroads: won in 1 turn, 34 damage dealt, 0 taken");
  EXPECT_EQ(lines[2], "Total: 2 maps, 3 turns, 56 damage dealt, 6 taken");
}

TEST(CampaignRecord, winning_a_map_again_replaces_its_result_in_place) {
  CampaignRecord record;
  record.record_victory({"default", 4, 22, 30});
  record.record_victory({"crossroads", 3, 34, 10});
  record.record_victory({"default", 2, 22, 6});
  ASSERT_EQ(record.maps().size(), 2u);
  EXPECT_EQ(record.maps()[0].turns, 2);
  EXPECT_EQ(record.summary_lines().back(), "Total: 2 maps, 5 turns, 56 damage dealt, 16 taken");
}

// Issue 29: the closing screen says which difficulty the campaign was won on.
TEST(CampaignRecord, says_which_difficulty_the_maps_were_won_on) {
  CampaignRecord record;
  EXPECT_EQ(record.won_on(), "");
  record.record_victory({"default", 2, 22, 6, sim::Difficulty::kHard});
  record.record_victory({"bridge", 3, 20, 9, sim::Difficulty::kHard});
  EXPECT_EQ(record.won_on(), "Hard");
  record.record_victory({"crossroads", 1, 34, 0, sim::Difficulty::kStory});
  EXPECT_EQ(record.won_on(), "Story and Hard");  // easiest first
}

TEST(CampaignRecord, clear_forgets_every_map) {
  CampaignRecord record;
  record.record_victory({"default", 2, 22, 6});
  record.clear();
  EXPECT_TRUE(record.maps().empty());
  EXPECT_EQ(record.summary_lines().back(), "Total: 0 maps, 0 turns, 0 damage dealt, 0 taken");
}

}  // namespace
}  // namespace hp::app

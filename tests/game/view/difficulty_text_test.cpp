// The difficulty in words and the title screen's keys that choose it.
#include "game/view/text/difficulty_text.h"

#include <gtest/gtest.h>

#include "game/view/screens/campaign_screen.h"

namespace hp::view {
namespace {

using sim::Difficulty;

TEST(DifficultyText, each_difficulty_has_a_title_and_a_line_saying_what_it_changes) {
  EXPECT_EQ(difficulty_title(Difficulty::kStory), "Story");
  EXPECT_EQ(difficulty_title(Difficulty::kNormal), "Normal");
  EXPECT_EQ(difficulty_title(Difficulty::kHard), "Hard");
  EXPECT_NE(difficulty_summary(Difficulty::kStory).find("alone"), std::string_view::npos);
  EXPECT_NE(difficulty_summary(Difficulty::kNormal).find("together"), std::string_view::npos);
  EXPECT_NE(difficulty_summary(Difficulty::kHard).find("3 harder"), std::string_view::npos);
}

TEST(DifficultyText, right_and_d_go_harder_left_and_a_easier_round_the_three) {
  EXPECT_EQ(difficulty_after_key(Difficulty::kNormal, "Right"), Difficulty::kHard);
  EXPECT_EQ(difficulty_after_key(Difficulty::kNormal, "D"), Difficulty::kHard);
  EXPECT_EQ(difficulty_after_key(Difficulty::kHard, "Right"), Difficulty::kStory);
  EXPECT_EQ(difficulty_after_key(Difficulty::kNormal, "Left"), Difficulty::kStory);
  EXPECT_EQ(difficulty_after_key(Difficulty::kNormal, "A"), Difficulty::kStory);
  EXPECT_EQ(difficulty_after_key(Difficulty::kStory, "Left"), Difficulty::kHard);
}

// Every other key leaves the difficulty to the title screen's "any key begins".
TEST(DifficultyText, other_keys_do_not_choose_a_difficulty) {
  for (const char* key : {"Return", "Space", "Up", "W", "S", "Escape", "1"}) {
    EXPECT_EQ(difficulty_after_key(Difficulty::kNormal, key), std::nullopt) << key;
  }
}

TEST(DifficultyText, the_campaign_complete_line_says_the_difficulty_it_was_won_on) {
  EXPECT_EQ(campaign_won_line("Hard"), "The campaign is won on Hard: the heartpath is yours.");
  EXPECT_EQ(campaign_won_line(""), "The campaign is won: the heartpath is yours.");
}

}  // namespace
}  // namespace hp::view

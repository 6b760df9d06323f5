// Edit distance and the "did you mean" choice behind check's suggestions.
#include "game/app/content/edit_distance.h"

#include <gtest/gtest.h>

#include <array>

namespace hp::app {
namespace {

TEST(EditDistance, counts_insertions_deletions_and_substitutions) {
  EXPECT_EQ(edit_distance("", ""), 0);
  EXPECT_EQ(edit_distance("hp", "hpp"), 1);
  EXPECT_EQ(edit_distance("speed", "sped"), 1);
  EXPECT_EQ(edit_distance("radius", "radios"), 1);
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3);
  EXPECT_EQ(edit_distance("", "wait"), 4);
}

TEST(EditDistance, suggests_the_closest_name_only_when_it_is_close) {
  constexpr std::array<std::string_view, 5> names{"hp", "speed", "radius", "attack", "patrol"};
  EXPECT_EQ(closest_match("hpp", names), "hp");
  EXPECT_EQ(closest_match("atack", names), "attack");
  EXPECT_EQ(closest_match("Speed", names), "speed");
  EXPECT_EQ(closest_match("colour", names), std::nullopt);
  EXPECT_EQ(closest_match("x", names), std::nullopt);
}

// The threshold is a third of the longer word's letters, rounded down but at least 1: for each
// name the last distance that still suggests it, then the first that does not.
TEST(EditDistance, suggests_up_to_a_third_of_the_longer_word_and_not_one_edit_more) {
  constexpr std::array<std::string_view, 5> units{"hp", "speed", "radius", "attack", "patrol"};
  // Short names: at most 1 edit, the floor of 1 letting "h" find hp (2 / 3 rounds to 0).
  EXPECT_EQ(closest_match("h", units), "hp");
  EXPECT_EQ(closest_match("hpp", units), "hp");
  EXPECT_EQ(closest_match("hppp", units), std::nullopt);  // 2 from hp
  EXPECT_EQ(closest_match("sped", units), "speed");
  EXPECT_EQ(closest_match("spd", units), std::nullopt);  // 2 from speed
  // Six letters: 2 edits.
  EXPECT_EQ(closest_match("radi", units), "radius");
  EXPECT_EQ(closest_match("rad", units), std::nullopt);  // 3 from radius
  EXPECT_EQ(closest_match("attk", units), "attack");
  EXPECT_EQ(closest_match("atk", units), std::nullopt);  // 3 from attack
  // The longer word counts, even when it is the misspelling: 7 letters allow 2 edits, 8 still 2.
  EXPECT_EQ(closest_match("speeeed", units), "speed");
  EXPECT_EQ(closest_match("speeeeed", units), std::nullopt);  // 3 from speed
  // A long name: ten letters allow 3 edits.
  constexpr std::array<std::string_view, 5> map{"demo_hero", "demo_enemy", "next_map", "music",
                                                "scenario"};
  EXPECT_EQ(closest_match("demenmy", map), "demo_enemy");
  EXPECT_EQ(closest_match("demnmy", map), std::nullopt);  // 4 from demo_enemy
}

}  // namespace
}  // namespace hp::app

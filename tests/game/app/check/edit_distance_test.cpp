// Edit distance and the "did you mean" choice behind check's suggestions.
#include "game/app/check/edit_distance.h"

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

}  // namespace
}  // namespace hp::app

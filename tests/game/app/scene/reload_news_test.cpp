// What a hot reload says: the battle kept (turn and places), or started again with the units
// that differ named, so a designer knows why their battle restarted.
#include "game/app/scene/reload_news.h"

#include <gtest/gtest.h>

#include "tests/game/sim/support/test_worlds.h"

namespace hp::app {
namespace {

using sim::test::enemy;
using sim::test::field;
using sim::test::hero;

TEST(ReloadNews, the_same_units_keep_the_battle_and_say_so) {
  const sim::World old(field({hero("Ann", {96, 240}), enemy("Otto", {480, 240})}));
  sim::World fresh(field({hero("Ann", {96, 240}), enemy("Otto", {480, 240})}));
  ASSERT_TRUE(fresh.resume_from(old));
  EXPECT_EQ(reload_news("The Clearing", old, fresh, true),
            "The Clearing reloaded: battle kept (turn 1; units where they stood)");
}

TEST(ReloadNews, other_units_start_again_and_name_what_changed) {
  const sim::World old(
      field({hero("Ann", {96, 240}), hero("Bo", {96, 330}), enemy("Otto", {480, 240})}));
  const sim::World fresh(
      field({hero("Ann", {96, 240}), enemy("Bo", {96, 330}), enemy("Cid", {480, 330})}));
  EXPECT_EQ(reload_news("The Clearing", old, fresh, false),
            "The Clearing reloaded with other units: the battle starts again (Bo changed sides, "
            "Cid is new, Otto is gone)");
  const sim::World many(field({hero("A", {40, 40}), hero("B", {40, 100}), hero("C", {40, 160}),
                               hero("D", {40, 220}), enemy("Otto", {480, 240})}));
  EXPECT_EQ(reload_news("M", old, many, false),
            "M reloaded with other units: the battle starts again (A is new, B is new, C is new "
            "and 3 more)");
}

}  // namespace
}  // namespace hp::app

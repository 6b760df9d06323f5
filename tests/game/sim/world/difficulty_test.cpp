// The difficulty's numbers: what each level does to the enemies' attack and HP (and leaves the
// heroes' alone), and the rule the game states for it.
#include <gtest/gtest.h>

#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

World world_on(Difficulty difficulty) {
  WorldSetup setup =
      test::field({test::hero("Ann", {100, 100}, 10), test::enemy("Ogre", {400, 100}, 10),
                   test::enemy("Warden", {400, 300}, 40)});
  setup.difficulty = difficulty;
  return World(setup);
}

TEST(Difficulty, story_plays_the_map_as_drawn_normal_hits_harder_hard_harder_and_tougher) {
  struct Expected {
    Difficulty difficulty;
    int attack, ogre_hp, warden_hp;
  };
  for (const Expected& e :
       {Expected{Difficulty::kStory, 3, 10, 40}, Expected{Difficulty::kNormal, 5, 10, 40},
        Expected{Difficulty::kHard, 6, 11, 44}}) {
    const World world = world_on(e.difficulty);
    const Unit& ann = world.units()[0];
    const Unit& ogre = world.units()[1];
    const Unit& warden = world.units()[2];
    EXPECT_EQ(ann.hp, 10) << difficulty_name(e.difficulty) << ": a hero's numbers never change";
    EXPECT_EQ(ann.spec.attack, 3) << difficulty_name(e.difficulty);
    EXPECT_EQ(ogre.spec.attack, e.attack) << difficulty_name(e.difficulty);
    EXPECT_EQ(ogre.hp, e.ogre_hp) << difficulty_name(e.difficulty);
    EXPECT_EQ(ogre.spec.hp, e.ogre_hp) << difficulty_name(e.difficulty) << ": its full HP too";
    EXPECT_EQ(warden.hp, e.warden_hp) << difficulty_name(e.difficulty);
  }
}

TEST(Difficulty, names_read_back_and_the_stated_rule_is_the_one_played) {
  for (const Difficulty d : kDifficulties) EXPECT_EQ(difficulty_named(difficulty_name(d)), d);
  EXPECT_FALSE(difficulty_named("Normal"));  // as settings.json and --difficulty spell them
  EXPECT_FALSE(difficulty_named("easy"));
  EXPECT_EQ(enemy_rule(Difficulty::kStory), kEnemyTargetRule);
  EXPECT_EQ(enemy_rule(Difficulty::kNormal), kJointTargetRule);
  EXPECT_EQ(enemy_rule(Difficulty::kHard), kJointTargetRule);
}

}  // namespace
}  // namespace hp::sim

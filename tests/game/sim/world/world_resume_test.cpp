// World::resume_from: hot reload keeps the battle going when the reloaded map has the same
// units, each where the battle had it unless the designer moved it in the map; with different
// units it changes nothing.
#include <gtest/gtest.h>

#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::attack;
using test::enemy;
using test::field;
using test::hero;
using test::id_of;

WorldSetup two_on_two() {
  return field({hero("Ann", {96, 240}), hero("Bo", {96, 330}), enemy("Ogre", {480, 240}),
                enemy("Imp", {480, 330})});
}

// Ann attacks the Ogre and the attack plays to its end.
World after_one_attack() {
  World world(two_on_two());
  world.step(attack(world, "Ann", "Ogre"));
  for (int i = 0; i < 60 * 60 && world.busy(); ++i) world.step({});
  return world;
}

TEST(WorldResume, carries_turn_hp_and_who_acted_to_the_same_units_in_a_moved_map) {
  const World old = after_one_attack();
  ASSERT_LT(old.unit(id_of(old, "Ogre"))->hp, 10);
  // The designer moved the Imp and listed the units in another order.
  World reloaded(field({enemy("Imp", {400, 400}), hero("Bo", {96, 330}), enemy("Ogre", {480, 240}),
                        hero("Ann", {96, 240})}));
  ASSERT_TRUE(reloaded.resume_from(old));
  EXPECT_EQ(reloaded.unit(id_of(reloaded, "Ogre"))->hp, old.unit(id_of(old, "Ogre"))->hp);
  EXPECT_TRUE(reloaded.turns().has_acted(id_of(reloaded, "Ann").index));
  EXPECT_FALSE(reloaded.turns().has_acted(id_of(reloaded, "Bo").index));
  EXPECT_EQ(reloaded.turns().hero_damage, old.turns().hero_damage);
  EXPECT_EQ(reloaded.unit(id_of(reloaded, "Imp"))->position, (Vec2{400, 400}));  // the new spot
  EXPECT_FALSE(reloaded.can_order(id_of(reloaded, "Ann")));
  EXPECT_TRUE(reloaded.can_order(id_of(reloaded, "Bo")));
}

// The bug: a reload sent every unit back to its map position, undoing the battle's moves and
// knock-backs. Units the designer left alone stay where they stood, Moves used included.
TEST(WorldResume, units_the_map_did_not_move_keep_their_places_and_used_moves) {
  World old = after_one_attack();
  old.step(test::move(old, "Bo", {200, 360}));
  for (int i = 0; i < 60 * 20 && old.busy(); ++i) old.step({});
  const Unit& ogre_was = *old.unit(id_of(old, "Ogre"));
  ASSERT_GT(distance(ogre_was.position, {480, 240}), 10.0);  // knocked back
  ASSERT_TRUE(old.turns().has_moved(id_of(old, "Bo").index));
  ASSERT_LT(distance(old.unit(id_of(old, "Bo"))->position, {200, 360}), 1.0);
  World reloaded(two_on_two());
  ASSERT_TRUE(reloaded.resume_from(old));
  EXPECT_EQ(reloaded.unit(id_of(reloaded, "Ogre"))->position, ogre_was.position);
  EXPECT_EQ(reloaded.unit(id_of(reloaded, "Bo"))->position, old.unit(id_of(old, "Bo"))->position);
  EXPECT_EQ(reloaded.unit(id_of(reloaded, "Bo"))->home, old.unit(id_of(old, "Bo"))->home);
  EXPECT_TRUE(reloaded.turns().has_moved(id_of(reloaded, "Bo").index));
  EXPECT_EQ(reloaded.unit(id_of(reloaded, "Ann"))->position, old.unit(id_of(old, "Ann"))->position);
  // Nothing happened in between: the reloaded battle stands as the old one did.
  EXPECT_EQ(reloaded.state_hash(), old.state_hash());
}

// A kept place that the reloaded map covers with a new wall: the nearest spot clear of it.
TEST(WorldResume, a_kept_place_under_a_new_wall_becomes_the_nearest_free_spot) {
  const World old = after_one_attack();
  const Vec2 ogre_was = old.unit(id_of(old, "Ogre"))->position;
  WorldSetup setup = two_on_two();
  setup.walls.boxes.push_back({ogre_was.x - 20, ogre_was.y - 20, 40, 40});
  World reloaded(std::move(setup));
  ASSERT_TRUE(reloaded.resume_from(old));
  const Unit& ogre = *reloaded.unit(id_of(reloaded, "Ogre"));
  EXPECT_GE(reloaded.collision().gap(ogre.position, ogre.radius()), 0.0);
  EXPECT_LT(distance(ogre.position, ogre_was), 20 + ogre.radius() + 5);
}

TEST(WorldResume, an_attack_under_way_is_dropped_but_its_hero_has_acted) {
  World old(two_on_two());
  old.step(attack(old, "Ann", "Ogre"));
  for (int i = 0; i < 30; ++i) old.step({});
  ASSERT_TRUE(old.busy());
  World reloaded(two_on_two());
  ASSERT_TRUE(reloaded.resume_from(old));
  EXPECT_FALSE(reloaded.busy());
  EXPECT_TRUE(reloaded.turns().has_acted(id_of(reloaded, "Ann").index));
  EXPECT_EQ(reloaded.unit(id_of(reloaded, "Ann"))->position, (Vec2{96, 240}));  // home again
}

TEST(WorldResume, lower_maximum_hp_caps_what_is_left_and_zero_knocks_out) {
  const World old = after_one_attack();
  WorldSetup setup = two_on_two();
  setup.units[2].hp = 5;  // the Ogre had 10, has 7 left; the map now says 5
  World reloaded(std::move(setup));
  ASSERT_TRUE(reloaded.resume_from(old));
  EXPECT_EQ(reloaded.unit(id_of(reloaded, "Ogre"))->hp, 5);
}

TEST(WorldResume, different_units_change_nothing) {
  const World old = after_one_attack();
  World renamed(field({hero("Ann", {96, 240}), hero("Cy", {96, 330}), enemy("Ogre", {480, 240}),
                       enemy("Imp", {480, 330})}));
  const std::uint64_t before = renamed.state_hash();
  EXPECT_FALSE(renamed.resume_from(old));
  EXPECT_EQ(renamed.state_hash(), before);
  World fewer(field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240})}));
  EXPECT_FALSE(fewer.resume_from(old));
  World side_swapped(field({hero("Ann", {96, 240}), enemy("Bo", {96, 330}),
                            enemy("Ogre", {480, 240}), enemy("Imp", {480, 330})}));
  EXPECT_FALSE(side_swapped.resume_from(old));
}

TEST(WorldResume, an_enemy_turn_resumes_after_its_pause_and_plays_on) {
  World old(two_on_two());
  Commands end_turn;
  end_turn.end_turn = true;
  old.step(end_turn);
  for (int i = 0; i < 90 && !old.busy(); ++i) old.step({});
  ASSERT_EQ(old.turns().side, TurnSide::kEnemy);
  World reloaded(two_on_two());
  ASSERT_TRUE(reloaded.resume_from(old));
  EXPECT_EQ(reloaded.turns().side, TurnSide::kEnemy);
  EXPECT_GT(reloaded.turns().pause_ticks, 0);
  bool back_to_player = false;
  for (int i = 0; i < 60 * 120 && !back_to_player; ++i) {
    reloaded.step({});
    back_to_player = reloaded.turns().side == TurnSide::kPlayer;
  }
  EXPECT_TRUE(back_to_player);
  EXPECT_EQ(reloaded.turns().turn, 2);
}

}  // namespace
}  // namespace hp::sim

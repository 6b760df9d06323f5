// World::check_attack: each reason an attack order is refused, and that step() refuses the
// same orders it names.
#include <gtest/gtest.h>

#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::enemy;
using test::field;
using test::hero;
using test::id_of;

// Two heroes, so the player's turn goes on after one of them has attacked.
World two_heroes_and_an_ogre() {
  return World(field({hero("Ann", {96, 240}), hero("Bo", {96, 320}), enemy("Ogre", {300, 240})}));
}

// Steps until the attack under way is over (the world takes orders again).
void finish_action(World& world) {
  for (int i = 0; i < 60 * 60 && world.busy(); ++i) world.step({});
}

TEST(AttackCheck, a_living_hero_that_has_not_attacked_may_attack_a_living_enemy) {
  const World world = two_heroes_and_an_ogre();
  EXPECT_EQ(world.check_attack(id_of(world, "Ann"), id_of(world, "Ogre")), AttackCheck::kOk);
}

TEST(AttackCheck, nobody_attacks_while_an_attack_plays_out) {
  World world = two_heroes_and_an_ogre();
  world.step(test::attack(world, "Ann", "Ogre"));
  ASSERT_TRUE(world.busy());
  EXPECT_EQ(world.check_attack(id_of(world, "Bo"), id_of(world, "Ogre")), AttackCheck::kNotNow);
}

TEST(AttackCheck, nobody_attacks_in_the_enemies_turn) {
  World world = two_heroes_and_an_ogre();
  world.step(test::end_turn());
  ASSERT_EQ(world.turns().side, TurnSide::kEnemy);
  EXPECT_EQ(world.check_attack(id_of(world, "Ann"), id_of(world, "Ogre")), AttackCheck::kNotNow);
}

TEST(AttackCheck, nobody_attacks_once_the_battle_is_decided) {
  World world(field({hero("Ann", {96, 240}), enemy("Ogre", {300, 240}, 1)}));
  world.step(test::attack(world, "Ann", "Ogre"));
  finish_action(world);
  ASSERT_EQ(world.turns().outcome, Outcome::kVictory);
  EXPECT_EQ(world.check_attack(id_of(world, "Ann"), id_of(world, "Ogre")), AttackCheck::kNotNow);
}

TEST(AttackCheck, orders_now_says_why_the_player_cannot_order) {
  World world = two_heroes_and_an_ogre();
  EXPECT_EQ(world.check_orders_now(), OrdersNow::kYes);
  world.step(test::attack(world, "Ann", "Ogre"));
  ASSERT_TRUE(world.busy());
  EXPECT_EQ(world.check_orders_now(), OrdersNow::kYes);  // busy: orders wait, not refused
  finish_action(world);
  world.step(test::end_turn());
  ASSERT_EQ(world.turns().side, TurnSide::kEnemy);
  EXPECT_EQ(world.check_orders_now(), OrdersNow::kEnemiesTurn);
}

TEST(AttackCheck, orders_now_says_the_battle_is_over_once_decided) {
  World world(field({hero("Ann", {96, 240}), enemy("Ogre", {300, 240}, 1)}));
  world.step(test::attack(world, "Ann", "Ogre"));
  finish_action(world);
  ASSERT_EQ(world.turns().outcome, Outcome::kVictory);
  EXPECT_EQ(world.check_orders_now(), OrdersNow::kBattleOver);
}

TEST(AttackCheck, an_enemy_or_no_unit_is_no_hero_to_give_the_order) {
  const World world = two_heroes_and_an_ogre();
  const UnitId ogre = id_of(world, "Ogre");
  EXPECT_EQ(world.check_attack(ogre, id_of(world, "Ann")), AttackCheck::kNoHero);
  EXPECT_EQ(world.check_attack(UnitId{}, ogre), AttackCheck::kNoHero);
}

TEST(AttackCheck, a_hero_attacks_once_a_turn) {
  World world = two_heroes_and_an_ogre();
  world.step(test::attack(world, "Ann", "Ogre"));
  finish_action(world);
  ASSERT_EQ(world.turns().side, TurnSide::kPlayer);  // Bo has still to act
  EXPECT_EQ(world.check_attack(id_of(world, "Ann"), id_of(world, "Ogre")),
            AttackCheck::kAlreadyAttacked);
  EXPECT_EQ(world.check_attack(id_of(world, "Bo"), id_of(world, "Ogre")), AttackCheck::kOk);
}

TEST(AttackCheck, a_hero_or_no_unit_is_no_enemy_to_attack) {
  const World world = two_heroes_and_an_ogre();
  const UnitId ann = id_of(world, "Ann");
  EXPECT_EQ(world.check_attack(ann, id_of(world, "Bo")), AttackCheck::kNoEnemy);
  EXPECT_EQ(world.check_attack(ann, UnitId{}), AttackCheck::kNoEnemy);
}

TEST(AttackCheck, step_refuses_the_orders_check_attack_refuses) {
  World world = two_heroes_and_an_ogre();
  Commands order;
  order.attack = AttackOrder{id_of(world, "Ann"), id_of(world, "Bo")};
  ASSERT_NE(world.check_attack(order.attack->attacker, order.attack->target), AttackCheck::kOk);
  world.step(order);
  ASSERT_FALSE(world.events().empty());
  EXPECT_TRUE(std::holds_alternative<OrderRejected>(world.events()[0]));
  EXPECT_FALSE(world.busy());
}

}  // namespace
}  // namespace hp::sim

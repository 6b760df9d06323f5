// World: set-up, lookups, the step's bookkeeping, order validation and determinism.
#include "game/sim/world/world.h"

#include <gtest/gtest.h>

#include <vector>

#include "tests/game/sim/support/event_subject.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::attack;
using test::enemy;
using test::field;
using test::hero;
using test::id_of;

// The order was refused (a battle already decided also says so in the same tick).
bool rejected(const World& world) {
  return !world.events().empty() && std::holds_alternative<OrderRejected>(world.events()[0]);
}

TEST(World, units_start_at_their_spec_position_which_is_home) {
  const World world(test::open_field());
  ASSERT_EQ(world.units().size(), 2u);
  const Unit& ann = world.units()[0];
  EXPECT_EQ(ann.name(), "Ann");
  EXPECT_EQ(ann.position, (Vec2{96, 240}));
  EXPECT_EQ(ann.previous_position, ann.position);
  EXPECT_EQ(ann.home, ann.position);
  EXPECT_EQ(ann.hp, 10);
  EXPECT_FALSE(ann.knocked_out);
  EXPECT_EQ(ann.flash_seconds, 0.0);
  EXPECT_EQ(world.tick(), 0u);
  EXPECT_FALSE(world.busy());
}

TEST(World, unit_at_zero_hp_starts_knocked_out) {
  const World world(field({hero("Ann", {96, 240}, 0), enemy("Ogre", {480, 240})}));
  EXPECT_TRUE(world.units()[0].knocked_out);
}

TEST(World, find_and_unit_resolve_names_and_ids) {
  const World world(test::open_field());
  const std::optional<UnitId> ogre = world.find("Ogre");
  ASSERT_TRUE(ogre.has_value());
  EXPECT_EQ(world.unit(*ogre)->name(), "Ogre");
  EXPECT_FALSE(world.find("Nobody").has_value());
}

TEST(World, unit_returns_null_for_invalid_out_of_range_and_stale_ids) {
  const World world(test::open_field());
  EXPECT_EQ(world.unit(UnitId{}), nullptr);
  EXPECT_EQ(world.unit(UnitId{7, 0}), nullptr);
  EXPECT_EQ(world.unit(UnitId{0, 1}), nullptr);  // wrong generation
}

TEST(World, step_counts_ticks_and_remembers_previous_positions) {
  World world(test::open_field());
  world.step(attack(world, "Ann", "Ogre"));
  world.step({});
  const Unit& ann = world.units()[0];
  EXPECT_EQ(world.tick(), 2u);
  EXPECT_DOUBLE_EQ(ann.previous_position.x, 96.0 + 96.0 * World::kDt);
  EXPECT_DOUBLE_EQ(ann.position.x, 96.0 + 2 * 96.0 * World::kDt);
}

TEST(World, events_hold_only_the_last_step) {
  World world(test::open_field());
  world.step(attack(world, "Ann", "Ogre"));
  EXPECT_EQ(world.events().size(), 1u);  // kActionStarted
  world.step({});
  EXPECT_TRUE(world.events().empty());
}

TEST(World, attack_order_makes_the_world_busy_with_the_attacker_acting) {
  World world(test::open_field());
  world.step(attack(world, "Ann", "Ogre"));
  EXPECT_TRUE(world.busy());
  EXPECT_EQ(world.acting_unit(), id_of(world, "Ann"));
  while (world.busy()) world.step({});
  EXPECT_FALSE(world.acting_unit().has_value());
}

TEST(World, order_while_busy_is_rejected_and_the_action_carries_on) {
  World world(field({hero("Ann", {96, 240}), hero("Bo", {96, 300}), enemy("Ogre", {480, 240})}));
  world.step(attack(world, "Ann", "Ogre"));
  world.step(attack(world, "Bo", "Ogre"));
  EXPECT_TRUE(rejected(world));
  EXPECT_EQ(test::subject_of(world.events()[0]), id_of(world, "Bo"));
  EXPECT_EQ(world.acting_unit(), id_of(world, "Ann"));
  EXPECT_GT(world.units()[0].position.x, 96.0 + 1.5 * 96.0 * World::kDt);  // Ann kept walking
}

TEST(World, order_from_an_enemy_is_rejected) {
  World world(test::open_field());
  world.step(attack(world, "Ogre", "Ann"));
  EXPECT_TRUE(rejected(world));
  EXPECT_FALSE(world.busy());
}

TEST(World, order_against_a_hero_is_rejected) {
  World world(field({hero("Ann", {96, 240}), hero("Bo", {96, 300}), enemy("Ogre", {480, 240})}));
  world.step(attack(world, "Ann", "Bo"));
  EXPECT_TRUE(rejected(world));
}

TEST(World, order_for_a_knocked_out_attacker_is_rejected) {
  World world(field({hero("Ann", {96, 240}, 0), enemy("Ogre", {480, 240})}));
  world.step(attack(world, "Ann", "Ogre"));
  EXPECT_TRUE(rejected(world));
}

TEST(World, order_against_a_knocked_out_enemy_is_rejected) {
  World world(field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240}, 0)}));
  world.step(attack(world, "Ann", "Ogre"));
  EXPECT_TRUE(rejected(world));
}

TEST(World, order_with_unknown_ids_is_rejected) {
  World world(test::open_field());
  Commands commands;
  commands.attack = AttackOrder{UnitId{}, UnitId{42, 0}};
  world.step(commands);
  EXPECT_TRUE(rejected(world));
}

TEST(World, order_with_the_attacker_as_its_own_target_is_rejected) {
  World world(test::open_field());
  world.step(attack(world, "Ann", "Ann"));
  EXPECT_TRUE(rejected(world));
}

TEST(World, flash_fades_by_one_tick_per_step_after_the_hit_stop_and_stops_at_zero) {
  World world(test::open_field());
  const UnitId ogre = id_of(world, "Ogre");
  world.step(attack(world, "Ann", "Ogre"));
  double flash = 0.0;
  while (flash == 0.0) {
    world.step({});
    flash = world.unit(ogre)->flash_seconds;
  }
  EXPECT_DOUBLE_EQ(flash, 0.3);
  while (world.in_hit_stop()) world.step({});
  EXPECT_DOUBLE_EQ(world.unit(ogre)->flash_seconds, 0.3);  // held through the hit-stop
  world.step({});
  EXPECT_DOUBLE_EQ(world.unit(ogre)->flash_seconds, 0.3 - World::kDt);
  for (int i = 0; i < 60; ++i) world.step({});
  EXPECT_EQ(world.unit(ogre)->flash_seconds, 0.0);
}

TEST(World, moving_a_world_keeps_its_action) {
  World world(test::open_field());
  world.step(attack(world, "Ann", "Ogre"));
  World moved(std::move(world));
  EXPECT_TRUE(moved.busy());
  while (moved.busy()) moved.step({});
  EXPECT_EQ(moved.units()[0].position, (Vec2{96, 240}));
}

// Runs the ally scenario for `ticks` and returns the hash after each tick.
std::vector<std::uint64_t> hashes_of_ally_scenario(int ticks) {
  World world(test::ally_near_the_line());
  std::vector<std::uint64_t> hashes;
  for (int i = 0; i < ticks; ++i) {
    world.step(i == 0 ? attack(world, "Ann", "Ogre") : Commands{});
    hashes.push_back(world.state_hash());
  }
  return hashes;
}

TEST(World, same_scenario_twice_gives_the_same_state_hash_every_tick) {
  EXPECT_EQ(hashes_of_ally_scenario(600), hashes_of_ally_scenario(600));
}

TEST(World, state_hash_changes_as_the_world_moves) {
  const std::vector<std::uint64_t> hashes = hashes_of_ally_scenario(3);
  EXPECT_NE(hashes[0], hashes[1]);
  EXPECT_NE(hashes[1], hashes[2]);
}

TEST(World, state_hash_sees_hp_and_knockout) {
  World a(test::open_field());
  World b(field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240}, 9)}));
  EXPECT_NE(a.state_hash(), b.state_hash());
}

// Box2D-style cross-build check: the ally scenario must end on this exact hash. Planning,
// steering and movement use only + - * / and sqrt in the simulation's state (the few cos/sin
// are of constants, computed once), so the dev, release and asan builds agree. If a deliberate
// change to the simulation moves it, update the constant in the same change.
TEST(World, ally_scenario_ends_on_the_recorded_state_hash) {
  EXPECT_EQ(hashes_of_ally_scenario(600).back(), 0xa028d9ef2a6d5cc5ull);
}

}  // namespace
}  // namespace hp::sim

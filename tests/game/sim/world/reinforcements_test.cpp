// Reinforcements: a unit that arrives on a turn, or the turn after a hero enters an Area; off the
// field until then (nobody sees it act, block or be attacked), announced a turn ahead, and placed
// on the nearest free spot when its own is taken.
#include <gtest/gtest.h>

#include <algorithm>

#include "game/sim/navigation/static_collision.h"
#include "game/sim/world/move_forecast.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/event_subject.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::attack;
using test::end_turn;
using test::enemy;
using test::field;
using test::hero;
using test::id_of;
using test::next_turn;

template <class Kind>
int count(const std::vector<Event>& events, UnitId who) {
  return static_cast<int>(std::count_if(events.begin(), events.end(), [&](const Event& e) {
    return std::holds_alternative<Kind>(e) && test::subject_of(e) == who;
  }));
}

// Heroes west, a guard far east out of every reach, and the reinforcement Ogre.
WorldSetup with_reinforcement(Vec2 at, int turn) {
  WorldSetup setup = field({hero("Mira", {60, 240}), enemy("Guard", {600, 60}), enemy("Ogre", at)});
  setup.units[2].arrives_on_turn = turn;
  return setup;
}

TEST(Reinforcements, a_unit_due_on_turn_3_is_off_the_field_announced_on_2_and_there_on_3) {
  World world(with_reinforcement({560, 400}, 3));
  const UnitId ogre = id_of(world, "Ogre");
  EXPECT_FALSE(world.unit(ogre)->in_play());
  EXPECT_FALSE(world.unit(ogre)->is_obstacle());
  EXPECT_FALSE(world.intent(ogre));
  world.step(attack(world, "Mira", "Ogre"));  // not there to be attacked
  ASSERT_FALSE(world.events().empty());
  EXPECT_TRUE(std::holds_alternative<OrderRejected>(world.events()[0]));
  std::vector<Event> turn2 = next_turn(world);
  EXPECT_EQ(world.turns().turn, 2);
  EXPECT_EQ(count<ReinforcementsComing>(turn2, ogre), 1);
  EXPECT_EQ(count<Arrived>(turn2, ogre), 0);
  EXPECT_TRUE(world.unit(ogre)->arriving);
  std::vector<Event> turn3 = next_turn(world);
  EXPECT_EQ(world.turns().turn, 3);
  EXPECT_EQ(count<Arrived>(turn3, ogre), 1);
  EXPECT_TRUE(world.unit(ogre)->in_play());
  EXPECT_EQ(world.unit(ogre)->position, (Vec2{560, 400}));
}

TEST(Reinforcements, knocking_out_everyone_on_the_field_is_no_rout_while_more_are_coming) {
  WorldSetup setup =
      field({hero("Mira", {96, 240}), enemy("Grub", {300, 240}, 3), enemy("Ogre", {560, 60})});
  setup.units[2].arrives_on_turn = 2;
  World world(setup);
  world.step(attack(world, "Mira", "Grub"));
  for (int i = 0; i < 60 * 30 && world.busy(); ++i) world.step({});
  ASSERT_TRUE(world.unit(id_of(world, "Grub"))->knocked_out);
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
  next_turn(world);
  EXPECT_TRUE(world.unit(id_of(world, "Ogre"))->in_play());
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
}

TEST(Reinforcements, entering_an_area_calls_them_for_the_next_turn) {
  WorldSetup setup =
      field({hero("Mira", {60, 240}), enemy("Guard", {600, 60}), enemy("Ambusher", {500, 420})});
  setup.width = 1400;  // the guard far out of reach, so no attack muddles the turn
  setup.units[1].position = {1350, 60};
  Area bridge;
  bridge.name = "Bridge";
  bridge.outline = {{200, 200}, {280, 200}, {280, 280}, {200, 280}};
  setup.areas.push_back(bridge);
  setup.units[2].arrives_when_entered = 0;
  World world(setup);
  const UnitId ambusher = id_of(world, "Ambusher");
  EXPECT_EQ(world.unit(ambusher)->arrival_turn, 0);
  std::vector<Event> turn2 = next_turn(world);  // nobody went near: still waiting
  EXPECT_EQ(count<Arrived>(turn2, ambusher), 0);
  EXPECT_EQ(world.unit(ambusher)->arrival_turn, 0);
  Commands go;
  go.move = MoveOrder{id_of(world, "Mira"), {240, 240}};
  world.step(go);
  bool called = false;
  for (int i = 0; i < 60 * 10 && world.busy(); ++i) {
    world.step({});
    for (const Event& e : world.events()) {
      const ReinforcementsComing* coming = as<ReinforcementsComing>(e);
      if (coming && coming->unit == ambusher) {
        called = true;
        EXPECT_EQ(coming->arrival_turn, 3);
      }
    }
  }
  EXPECT_TRUE(called);
  EXPECT_EQ(world.unit(ambusher)->arrival_turn, 3);
  EXPECT_TRUE(world.unit(ambusher)->arriving);
  std::vector<Event> turn3 = next_turn(world);
  EXPECT_EQ(count<Arrived>(turn3, ambusher), 1);
}

TEST(Reinforcements, a_move_forecast_names_those_the_walk_calls) {
  WorldSetup setup =
      field({hero("Mira", {60, 240}), enemy("Guard", {600, 60}), enemy("Ambusher", {500, 420})});
  Area bridge;
  bridge.name = "Bridge";
  bridge.outline = {{200, 200}, {280, 200}, {280, 280}, {200, 280}};
  setup.areas.push_back(bridge);
  setup.units[2].arrives_when_entered = 0;
  const World world(setup);
  const MoveForecast across = forecast_move(world, id_of(world, "Mira"), {240, 240});
  EXPECT_EQ(across.calls, (std::vector<UnitId>{id_of(world, "Ambusher")}));
  const MoveForecast short_of_it = forecast_move(world, id_of(world, "Mira"), {120, 240});
  EXPECT_TRUE(short_of_it.calls.empty());
}

TEST(Reinforcements, a_taken_spot_gives_the_nearest_free_one_clear_of_walls_and_units) {
  // Mira stands on the Ogre's spot, a wall just north of it.
  WorldSetup setup = with_reinforcement({300, 240}, 2);
  setup.units[0].position = {300, 240};
  setup.walls.boxes.push_back({250, 180, 100, 40});
  World world(setup);
  next_turn(world);
  const Unit& ogre = *world.unit(id_of(world, "Ogre"));
  ASSERT_TRUE(ogre.in_play());
  const Unit& mira = *world.unit(id_of(world, "Mira"));
  EXPECT_GE(distance(ogre.position, mira.position), ogre.radius() + mira.radius());
  EXPECT_GE(world.collision().gap(ogre.position, ogre.radius()), 0.0);
  // The nearest: no farther than a touch and a search step past touching.
  EXPECT_LE(distance(ogre.position, Vec2{300, 240}),
            ogre.radius() + mira.radius() + ogre.radius() * 0.25 + 1.0);
  EXPECT_EQ(ogre.home, ogre.position);
}

TEST(Reinforcements, copies_step_alike_and_the_hash_sees_who_is_still_coming) {
  World a(with_reinforcement({560, 400}, 3));
  World b(with_reinforcement({560, 400}, 4));
  EXPECT_NE(a.state_hash(), b.state_hash());
  World c(a);
  for (int t = 0; t < 3; ++t) {
    next_turn(a);
    next_turn(c);
    EXPECT_EQ(a.state_hash(), c.state_hash());
  }
}

TEST(Reinforcements, a_hero_reinforcement_keeps_the_battle_going_when_the_others_fall) {
  WorldSetup setup =
      field({hero("Tam", {300, 240}, 1), hero("Cavalry", {60, 60}), enemy("Grub", {420, 240})});
  setup.units[1].arrives_on_turn = 2;
  World world(setup);
  next_turn(world);  // Grub knocks Tam out in its turn; Cavalry comes on turn 2
  EXPECT_TRUE(world.unit(id_of(world, "Tam"))->knocked_out);
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
  EXPECT_TRUE(world.unit(id_of(world, "Cavalry"))->in_play());
  EXPECT_TRUE(world.can_order(id_of(world, "Cavalry")));
}

}  // namespace
}  // namespace hp::sim

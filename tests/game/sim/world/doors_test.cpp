// Doors: a Wall that blocks until its condition holds (a turn begins, a unit is out, a hero
// enters an Area), then opens for good; what is planned after is planned without it, and the
// enemies' intents at once.
#include <gtest/gtest.h>

#include "game/sim/navigation/static_collision.h"
#include "game/sim/world/move_forecast.h"
#include "game/sim/world/world.h"
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

bool saw_door(const World& world) {
  for (const Event& e : world.events()) {
    if (std::holds_alternative<DoorOpened>(e)) return true;
  }
  return false;
}

// A wall across the field at x 300..332 with the door as its middle, Mira west, Grub east (near
// enough to reach each other through the doorway, far round the ends: the wall spans the map).
WorldSetup walled(Door door) {
  WorldSetup setup = field({hero("Mira", {220, 240}), enemy("Grub", {420, 240})});
  setup.walls.boxes.push_back({300, 0, 32, 208});
  setup.walls.boxes.push_back({300, 272, 32, 208});
  door.shape.boxes.push_back({300, 208, 32, 64});
  setup.doors.push_back(door);
  return setup;
}

TEST(Doors, a_closed_door_blocks_and_opens_at_the_start_of_its_turn) {
  Door door;
  door.name = "Gate";
  door.opens_on_turn = 2;
  World world(walled(door));
  EXPECT_FALSE(world.door_open(0));
  EXPECT_LT(world.collision().gap({316, 240}, 4.0), 0.0);  // the doorway is wall
  EXPECT_FALSE(world.intent(id_of(world, "Grub")));        // no way to Mira
  world.step(attack(world, "Mira", "Grub"));
  for (int i = 0; i < 60 * 20 && world.busy(); ++i) world.step({});
  EXPECT_EQ(world.unit(id_of(world, "Grub"))->hp, 10);  // the attack found no way
  next_turn(world);
  EXPECT_EQ(world.turns().turn, 2);
  EXPECT_TRUE(world.door_open(0));
  EXPECT_GT(world.collision().gap({316, 240}, 4.0), 0.0);
  EXPECT_TRUE(world.intent(id_of(world, "Grub")));  // planned again: now it can come
  world.step(attack(world, "Mira", "Grub"));
  for (int i = 0; i < 60 * 20 && world.busy(); ++i) world.step({});
  EXPECT_EQ(world.unit(id_of(world, "Grub"))->hp, 7);
}

TEST(Doors, a_door_opens_when_its_unit_is_out) {
  Door door;
  door.opens_when_out = 2;  // Key
  WorldSetup setup = walled(door);
  setup.units.push_back(enemy("Key", {160, 100}, 3));
  World world(setup);
  world.step(attack(world, "Mira", "Key"));
  bool opened = false;
  for (int i = 0; i < 60 * 20 && world.busy(); ++i) {
    world.step({});
    opened = opened || saw_door(world);
    if (!world.unit(id_of(world, "Key"))->knocked_out) {
      EXPECT_FALSE(world.door_open(0));
    }
  }
  EXPECT_TRUE(world.unit(id_of(world, "Key"))->knocked_out);
  EXPECT_TRUE(opened);
  EXPECT_TRUE(world.door_open(0));
}

TEST(Doors, a_door_opens_when_a_hero_enters_its_area_and_a_copy_keeps_its_own) {
  Door door;
  door.opens_when_entered = 0;
  WorldSetup setup = walled(door);
  Area plate;
  plate.name = "Plate";
  plate.outline = {{120, 340}, {180, 340}, {180, 400}, {120, 400}};
  setup.areas.push_back(plate);
  World world(setup);
  const World before(world);
  Commands go;
  go.move = MoveOrder{id_of(world, "Mira"), {150, 370}};
  world.step(go);
  for (int i = 0; i < 60 * 20 && world.busy(); ++i) world.step({});
  EXPECT_TRUE(world.door_open(0));
  EXPECT_FALSE(before.door_open(0));
  EXPECT_LT(before.collision().gap({316, 240}, 4.0), 0.0);
  EXPECT_NE(world.state_hash(), before.state_hash());
}

// The Move preview's forecast says the walk opens the door, and a goal reached says it wins.
TEST(Doors, a_move_forecast_names_the_door_it_opens_and_a_win) {
  Door door;
  door.opens_when_entered = 0;
  WorldSetup setup = walled(door);
  Area plate;
  plate.name = "Plate";
  plate.outline = {{120, 340}, {180, 340}, {180, 400}, {120, 400}};
  setup.areas.push_back(plate);
  Goal goal;
  goal.area.outline = {{100, 60}, {160, 60}, {160, 120}, {100, 120}};
  setup.objectives.goals.push_back(goal);
  const World world(setup);
  const MoveForecast onto_plate = forecast_move(world, id_of(world, "Mira"), {150, 370});
  EXPECT_TRUE(onto_plate.accepted);
  EXPECT_EQ(onto_plate.doors, (std::vector<std::size_t>{0}));
  EXPECT_FALSE(onto_plate.wins);
  const MoveForecast to_goal = forecast_move(world, id_of(world, "Mira"), {130, 90});
  EXPECT_TRUE(to_goal.doors.empty());
  EXPECT_TRUE(to_goal.wins);
  EXPECT_FALSE(world.door_open(0));  // forecasts leave the world as it was
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
}

TEST(Doors, a_hot_reload_keeps_an_open_door_open) {
  Door door;
  door.object_id = 17;
  door.opens_on_turn = 2;
  World old(walled(door));
  next_turn(old);
  ASSERT_TRUE(old.door_open(0));
  World fresh(walled(door));
  ASSERT_TRUE(fresh.resume_from(old));
  EXPECT_TRUE(fresh.door_open(0));
  EXPECT_GT(fresh.collision().gap({316, 240}, 4.0), 0.0);
}

}  // namespace
}  // namespace hp::sim

// TurnHistory: a hero's Move taken back and the turn reset are exact (the state hash, and the
// battle played on after them), and each is refused with its reason once an attack or news
// (an alert, a reinforcement called, a door opened) came after, or the reset is spent.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "game/sim/world/turn_history.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::attack;
using test::end_turn;
using test::enemy;
using test::field;
using test::hero;
using test::id_of;
using test::move;

// Gives the commands through the history, then steps until the world waits for the player.
void play(World& world, TurnHistory& history, const Commands& commands) {
  history.step(world, commands);
  for (int i = 0;
       i < 60 * 60 && !world.waiting_for_player() && world.turns().outcome == Outcome::kOngoing;
       ++i) {
    history.step(world, {});
  }
}

// Ends the turn and plays the enemies' through the history; returns the hash at every tick.
std::vector<std::uint64_t> play_enemy_turn(World& world, TurnHistory& history) {
  std::vector<std::uint64_t> hashes;
  history.step(world, end_turn());
  for (int i = 0;
       i < 60 * 60 && !world.waiting_for_player() && world.turns().outcome == Outcome::kOngoing;
       ++i) {
    history.step(world, {});
    hashes.push_back(world.state_hash());
  }
  return hashes;
}

// Ann and Bo west, Gus far east (out of every reach, so the turns are quiet but for walking).
WorldSetup three_units() {
  return field({hero("Ann", {100, 200}), hero("Bo", {100, 320}), enemy("Gus", {560, 240})});
}

TEST(TurnHistory, an_undone_move_leaves_the_world_as_before_it_and_the_battle_plays_on_the_same) {
  World world(three_units());
  TurnHistory history(world);
  World untouched(world);
  const std::uint64_t before = world.state_hash();
  play(world, history, move(world, "Ann", {260, 140}));
  ASSERT_NE(world.state_hash(), before);
  ASSERT_EQ(history.check_undo(world), UndoCheck::kOk);
  EXPECT_EQ(history.undoable_hero(), id_of(world, "Ann"));
  EXPECT_EQ(history.undo(world), id_of(world, "Ann"));
  EXPECT_EQ(world.state_hash(), before);
  EXPECT_TRUE(world.can_move(id_of(world, "Ann")));  // the move is Ann's again
  EXPECT_EQ(history.check_undo(world), UndoCheck::kNoMove);
  // The same attack and enemies' turn from here and from a world that never moved.
  TurnHistory other(untouched);
  play(world, history, attack(world, "Bo", "Gus"));
  play(untouched, other, attack(untouched, "Bo", "Gus"));
  EXPECT_EQ(world.state_hash(), untouched.state_hash());
  EXPECT_EQ(play_enemy_turn(world, history), play_enemy_turn(untouched, other));
}

TEST(TurnHistory, seeded_random_moves_taken_back_one_by_one_give_each_earlier_hash) {
  for (unsigned seed = 1; seed <= 12; ++seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> x(40, 600), y(40, 440), column(0, 120);
    // Each hero in a column of its own, so none starts on another.
    World world(field({hero("Ann", {40 + column(random), y(random)}),
                       hero("Bo", {240 + column(random), y(random)}),
                       hero("Cy", {440 + column(random), y(random)}), enemy("Gus", {620, 20})}));
    TurnHistory history(world);
    std::vector<std::uint64_t> hashes;
    for (const char* name : {"Ann", "Bo", "Cy"}) {
      // A spot the Move rule takes, found by tries (the field is open: one soon is).
      for (int tries = 0; tries < 50; ++tries) {
        const Vec2 to{x(random), y(random)};
        if (world.check_move(id_of(world, name), to) != MoveCheck::kOk) continue;
        hashes.push_back(world.state_hash());
        play(world, history, move(world, name, to));
        break;
      }
    }
    ASSERT_FALSE(hashes.empty()) << "seed " << seed;
    for (auto it = hashes.rbegin(); it != hashes.rend(); ++it) {
      ASSERT_EQ(history.check_undo(world), UndoCheck::kOk) << "seed " << seed;
      history.undo(world);
      EXPECT_EQ(world.state_hash(), *it) << "seed " << seed;
    }
    EXPECT_EQ(history.check_undo(world), UndoCheck::kNoMove) << "seed " << seed;
  }
}

TEST(TurnHistory, an_attack_after_a_move_locks_it_but_a_later_move_can_still_be_undone) {
  WorldSetup setup = three_units();
  setup.units[2].position = {300, 240};  // within Bo's reach
  World world(setup);
  TurnHistory history(world);
  play(world, history, move(world, "Ann", {160, 120}));
  play(world, history, attack(world, "Bo", "Gus"));
  EXPECT_EQ(history.check_undo(world), UndoCheck::kLocked);
  ASSERT_TRUE(history.move_lock());
  EXPECT_EQ(history.move_lock()->kind, Irrevocable::Kind::kAttack);
  EXPECT_EQ(history.move_lock()->unit, id_of(world, "Bo"));
  const std::uint64_t after_attack = world.state_hash();
  play(world, history, move(world, "Bo", {100, 420}));
  ASSERT_EQ(history.check_undo(world), UndoCheck::kOk);
  EXPECT_EQ(history.undo(world), id_of(world, "Bo"));
  EXPECT_EQ(world.state_hash(), after_attack);
  EXPECT_EQ(history.check_undo(world), UndoCheck::kLocked);  // Ann's, before the attack
  // An attack is the player's own, previewed: the reset takes it back.
  EXPECT_EQ(history.check_reset(world), ResetCheck::kOk);
}

TEST(TurnHistory, a_move_that_alerts_an_enemy_is_not_taken_back_nor_is_the_turn) {
  WorldSetup setup = field({hero("Ann", {100, 240}), enemy("Grub", {500, 240})});
  setup.units[1].aggro_range = 150;
  World world(setup);
  TurnHistory history(world);
  play(world, history, move(world, "Ann", {360, 240}));  // 140 px from Grub
  ASSERT_TRUE(world.unit(id_of(world, "Grub"))->alerted);
  EXPECT_EQ(history.check_undo(world), UndoCheck::kLocked);
  ASSERT_TRUE(history.move_lock());
  EXPECT_EQ(history.move_lock()->kind, Irrevocable::Kind::kAlert);
  EXPECT_EQ(history.move_lock()->unit, id_of(world, "Grub"));
  EXPECT_EQ(history.check_reset(world), ResetCheck::kLocked);
  ASSERT_TRUE(history.turn_lock());
  EXPECT_EQ(history.turn_lock()->kind, Irrevocable::Kind::kAlert);
}

TEST(TurnHistory, a_move_that_calls_a_reinforcement_is_not_taken_back_nor_is_the_turn) {
  WorldSetup setup = field({hero("Mira", {60, 240}), enemy("Ambusher", {500, 420})});
  Area bridge;
  bridge.name = "Bridge";
  bridge.outline = {{200, 200}, {280, 200}, {280, 280}, {200, 280}};
  setup.areas.push_back(bridge);
  setup.units[1].arrives_when_entered = 0;
  setup.units.push_back(enemy("Guard", {620, 20}));  // someone on the field meanwhile
  World world(setup);
  TurnHistory history(world);
  play(world, history, move(world, "Mira", {240, 240}));
  EXPECT_EQ(history.check_undo(world), UndoCheck::kLocked);
  ASSERT_TRUE(history.move_lock());
  EXPECT_EQ(history.move_lock()->kind, Irrevocable::Kind::kReinforcement);
  EXPECT_EQ(history.move_lock()->unit, id_of(world, "Ambusher"));
  EXPECT_EQ(history.check_reset(world), ResetCheck::kLocked);
}

TEST(TurnHistory, a_move_that_opens_a_door_is_not_taken_back_nor_is_the_turn) {
  WorldSetup setup = field({hero("Mira", {100, 240}), enemy("Grub", {560, 60})});
  Area hall;
  hall.name = "Hall";
  hall.outline = {{200, 200}, {280, 200}, {280, 280}, {200, 280}};
  setup.areas.push_back(hall);
  Door door;
  door.name = "Gate";
  door.opens_when_entered = 0;
  door.shape.boxes.push_back({400, 400, 32, 64});
  setup.doors.push_back(door);
  World world(setup);
  TurnHistory history(world);
  play(world, history, move(world, "Mira", {240, 240}));
  ASSERT_TRUE(world.door_open(0));
  EXPECT_EQ(history.check_undo(world), UndoCheck::kLocked);
  ASSERT_TRUE(history.move_lock());
  EXPECT_EQ(history.move_lock()->kind, Irrevocable::Kind::kDoor);
  EXPECT_EQ(history.check_reset(world), ResetCheck::kLocked);
}

TEST(TurnHistory, the_reset_goes_back_to_the_turns_start_exactly_once_a_battle) {
  WorldSetup setup = three_units();
  setup.units[2].position = {300, 240};
  World world(setup);
  TurnHistory history(world);
  EXPECT_EQ(history.check_reset(world), ResetCheck::kNothingDone);
  EXPECT_EQ(history.check_undo(world), UndoCheck::kNoMove);
  play_enemy_turn(world, history);  // into turn 2: its start is what the reset goes back to
  ASSERT_EQ(world.turns().turn, 2);
  World untouched(world);
  const std::uint64_t start = world.state_hash();
  play(world, history, move(world, "Ann", {160, 120}));
  play(world, history, attack(world, "Bo", "Gus"));
  ASSERT_EQ(history.check_reset(world), ResetCheck::kOk);
  history.reset_turn(world);
  EXPECT_EQ(world.state_hash(), start);
  EXPECT_TRUE(history.reset_used());
  EXPECT_EQ(history.check_undo(world), UndoCheck::kNoMove);
  // Played on: the same as a turn where nothing was done.
  TurnHistory other(untouched);
  play(world, history, attack(world, "Ann", "Gus"));
  play(untouched, other, attack(untouched, "Ann", "Gus"));
  EXPECT_EQ(world.state_hash(), untouched.state_hash());
  EXPECT_EQ(history.check_reset(world), ResetCheck::kUsed);
  EXPECT_EQ(play_enemy_turn(world, history), play_enemy_turn(untouched, other));
  play(world, history, move(world, "Ann", {200, 200}));
  EXPECT_EQ(history.check_reset(world), ResetCheck::kUsed);  // the next turns too
}

TEST(TurnHistory, undo_and_reset_wait_while_a_move_plays_and_in_the_enemies_turn) {
  World world(three_units());
  TurnHistory history(world);
  history.step(world, move(world, "Ann", {260, 140}));
  ASSERT_TRUE(world.busy());
  EXPECT_EQ(history.check_undo(world), UndoCheck::kNotNow);
  EXPECT_EQ(history.check_reset(world), ResetCheck::kNotNow);
  play(world, history, {});
  history.step(world, end_turn());
  ASSERT_EQ(world.turns().side, TurnSide::kEnemy);
  EXPECT_EQ(history.check_undo(world), UndoCheck::kNotNow);
  EXPECT_EQ(history.check_reset(world), ResetCheck::kNotNow);
  play(world, history, {});
  ASSERT_EQ(world.turns().turn, 2);
  EXPECT_EQ(history.check_undo(world), UndoCheck::kNoMove);  // last turn's move is gone
}

}  // namespace
}  // namespace hp::sim

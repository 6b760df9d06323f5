// Objectives: each victory and defeat condition ends the battle when it should, with the
// condition that decided it, and not before.
#include <gtest/gtest.h>

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
using test::move;

int index_of(const WorldSetup& setup, std::string_view name) {
  for (std::size_t i = 0; i < setup.units.size(); ++i) {
    if (setup.units[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

void settle(World& world, int max_ticks = 60 * 60) {
  for (int i = 0; i < max_ticks && world.busy(); ++i) world.step({});
}

// Ends player turns (stepping through the enemies' turns in between) until the battle ends or
// `turns` player turns have passed.
void pass_turns(World& world, int turns) {
  for (int t = 0; t < turns && world.turns().outcome == Outcome::kOngoing; ++t) {
    test::finish_planning(world);  // the end of the turn waits for the enemies' plans
    world.step(end_turn());
    for (int i = 0; i < 60 * 120 && world.turns().outcome == Outcome::kOngoing &&
                    world.turns().side == TurnSide::kEnemy;
         ++i) {
      world.step({});
    }
  }
}

// Heroes west, enemies east, farther apart than any reach: nobody can attack anybody.
WorldSetup standoff() {
  WorldSetup setup = field({hero("Mira", {40, 100}), hero("Tam", {40, 380}),
                            enemy("Grub", {600, 100}), enemy("Warden", {600, 380})});
  setup.width = 2000;  // the reach is 288 px: keep them well apart
  for (UnitSpec& u : setup.units) {
    if (u.side == Side::kEnemy) u.position.x = 1900;
  }
  return setup;
}

TEST(Objectives, knocking_out_the_leader_wins_with_other_enemies_standing) {
  WorldSetup setup =
      field({hero("Mira", {96, 240}), enemy("Warden", {300, 240}, 3), enemy("Grub", {560, 60})});
  setup.objectives.leader = index_of(setup, "Warden");
  World world(setup);
  world.step(attack(world, "Mira", "Warden"));
  settle(world);
  EXPECT_EQ(world.turns().outcome, Outcome::kVictory);
  EXPECT_EQ(world.turns().decided_by, OutcomeReason::kLeaderOut);
  EXPECT_FALSE(world.unit(id_of(world, "Grub"))->knocked_out);
}

TEST(Objectives, without_a_leader_the_same_slam_does_not_end_the_battle) {
  WorldSetup setup =
      field({hero("Mira", {96, 240}), enemy("Warden", {300, 240}, 3), enemy("Grub", {560, 60})});
  World world(setup);
  world.step(attack(world, "Mira", "Warden"));
  settle(world);
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
}

TEST(Objectives, losing_the_protected_hero_loses_with_another_hero_standing) {
  WorldSetup setup =
      field({hero("Tam", {300, 240}, 1), hero("Mira", {40, 40}), enemy("Grub", {420, 240})});
  setup.width = 2000;
  setup.units[1].position = {1900, 40};  // Mira is out of Grub's reach: it goes for Tam
  setup.objectives.protect = index_of(setup, "Tam");
  World world(setup);
  pass_turns(world, 1);
  EXPECT_EQ(world.turns().outcome, Outcome::kDefeat);
  EXPECT_EQ(world.turns().decided_by, OutcomeReason::kProtectedOut);
  EXPECT_FALSE(world.unit(id_of(world, "Mira"))->knocked_out);
}

TEST(Objectives, surviving_wins_when_the_enemies_turn_of_that_number_ends) {
  WorldSetup setup = standoff();
  setup.objectives.survive_turns = 3;
  World world(setup);
  pass_turns(world, 2);
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
  EXPECT_EQ(world.turns().turn, 3);
  pass_turns(world, 1);
  EXPECT_EQ(world.turns().outcome, Outcome::kVictory);
  EXPECT_EQ(world.turns().decided_by, OutcomeReason::kSurvived);
  EXPECT_EQ(world.turns().turn, 3);
}

TEST(Objectives, the_turn_limit_loses_when_its_enemies_turn_ends_without_a_win) {
  WorldSetup setup = standoff();
  setup.objectives.turn_limit = 2;
  World world(setup);
  pass_turns(world, 1);
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
  pass_turns(world, 1);
  EXPECT_EQ(world.turns().outcome, Outcome::kDefeat);
  EXPECT_EQ(world.turns().decided_by, OutcomeReason::kTurnLimit);
  EXPECT_EQ(world.turns().turn, 2);
}

TEST(Objectives, a_rout_without_victory_rout_does_not_win_before_the_turns_are_survived) {
  WorldSetup setup = field({hero("Mira", {96, 240}), enemy("Grub", {300, 240}, 3)});
  setup.objectives.rout = false;
  setup.objectives.survive_turns = 2;
  World world(setup);
  world.step(attack(world, "Mira", "Grub"));
  settle(world);
  EXPECT_TRUE(world.unit(id_of(world, "Grub"))->knocked_out);
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
  pass_turns(world, 2);
  EXPECT_EQ(world.turns().decided_by, OutcomeReason::kSurvived);
}

Goal goal_box(double x, double y, double w, double h, int hero = -1) {
  Goal goal;
  goal.area.name = "Exit";
  goal.area.outline = {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
  goal.hero = hero;
  return goal;
}

TEST(Objectives, a_hero_ending_its_move_in_the_goal_wins_and_not_while_walking) {
  WorldSetup setup = standoff();
  setup.objectives.goals.push_back(goal_box(200, 60, 64, 80));
  World world(setup);
  world.step(move(world, "Mira", {232, 100}));
  ASSERT_TRUE(world.busy());
  bool ended_walking = false;
  for (int i = 0; i < 60 * 20 && world.busy(); ++i) {
    world.step({});
    ended_walking = ended_walking || (world.busy() && world.turns().outcome != Outcome::kOngoing);
  }
  EXPECT_FALSE(ended_walking);
  EXPECT_EQ(world.turns().outcome, Outcome::kVictory);
  EXPECT_EQ(world.turns().decided_by, OutcomeReason::kGoalReached);
}

TEST(Objectives, a_goal_for_one_hero_ignores_the_others) {
  WorldSetup setup = standoff();
  setup.objectives.goals.push_back(goal_box(200, 60, 64, 80, index_of(setup, "Tam")));
  World world(setup);
  world.step(move(world, "Mira", {232, 100}));
  settle(world);
  EXPECT_EQ(world.turns().outcome, Outcome::kOngoing);
  EXPECT_LT(distance(world.unit(id_of(world, "Mira"))->position, Vec2{232, 100}), 1.0);
}

TEST(Objectives, every_hero_out_still_loses_and_every_enemy_out_still_wins) {
  WorldSetup lose = field({hero("Tam", {300, 240}, 1), enemy("Grub", {420, 240})});
  lose.objectives.survive_turns = 5;
  World world(lose);
  pass_turns(world, 1);
  EXPECT_EQ(world.turns().decided_by, OutcomeReason::kHeroesOut);
  WorldSetup win = field({hero("Mira", {96, 240}), enemy("Grub", {300, 240}, 3)});
  win.objectives.turn_limit = 1;
  World won(win);
  won.step(attack(won, "Mira", "Grub"));
  settle(won);
  EXPECT_EQ(won.turns().outcome, Outcome::kVictory);
  EXPECT_EQ(won.turns().decided_by, OutcomeReason::kRouted);
}

}  // namespace
}  // namespace hp::sim

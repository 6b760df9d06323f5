// What the HUD, title card and result say about the objectives and doors, read from the world.
#include "game/view/text/objective_text.h"

#include <gtest/gtest.h>

#include "game/view/battlefield/door_view.h"
#include "game/view/previews/enemy_intent.h"
#include "game/view/previews/move_preview.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::view {
namespace {

using sim::test::enemy;
using sim::test::field;
using sim::test::hero;

std::vector<std::string> texts(const sim::World& world) {
  std::vector<std::string> out;
  for (const ObjectiveLine& line : objective_lines(world)) {
    out.push_back((line.victory ? "win: " : "lose: ") + line.text + (line.done ? " (done)" : ""));
  }
  return out;
}

TEST(ObjectiveText, a_plain_map_is_a_rout_with_enemies_counted_and_those_to_come_apart) {
  sim::WorldSetup setup =
      field({hero("Mira", {60, 60}), enemy("Grub", {500, 60}), enemy("Late", {500, 400})});
  setup.units[2].arrives_on_turn = 3;
  const sim::World world(setup);
  EXPECT_EQ(texts(world),
            (std::vector<std::string>{"win: Knock out every enemy: 1 left, 1 more coming"}));
  EXPECT_EQ(objective_summary(world),
            "Win: knock out every enemy. Lose: every hero is knocked out.");
  EXPECT_EQ(outcome_reason(world), "");
}

TEST(ObjectiveText, every_condition_has_its_line_with_progress_and_a_summary) {
  sim::WorldSetup setup =
      field({hero("Mira", {60, 60}), hero("Pell", {60, 200}), enemy("Warden", {500, 60})});
  setup.objectives.rout = false;
  setup.objectives.leader = 2;
  setup.objectives.survive_turns = 6;
  sim::Goal exit;
  exit.area.name = "Exit";
  exit.area.outline = {{600, 0}, {640, 0}, {640, 40}, {600, 40}};
  exit.hero = 1;
  setup.objectives.goals.push_back(exit);
  setup.objectives.protect = 1;
  setup.objectives.turn_limit = 8;
  const sim::World world(setup);
  EXPECT_EQ(texts(world), (std::vector<std::string>{
                              "win: Knock out Warden",
                              "win: Hold out: turn 1 of 6",
                              "win: Bring Pell to Exit",
                              "lose: Keep Pell standing",
                              "lose: Win by the end of turn 8 (now 1)",
                          }));
  EXPECT_EQ(objective_summary(world),
            "Win: knock out Warden, hold out 6 turns or bring Pell to Exit. Lose: Pell is knocked "
            "out, turn 8 ends, or every hero is.");
}

TEST(ObjectiveText, the_result_names_the_condition_that_decided_it) {
  sim::WorldSetup setup =
      field({hero("Mira", {96, 240}), enemy("Warden", {300, 240}, 3), enemy("Grub", {560, 60})});
  setup.objectives.leader = 1;
  sim::World world(setup);
  world.step(sim::test::attack(world, "Mira", "Warden"));
  for (int i = 0; i < 60 * 30 && world.busy(); ++i) world.step({});
  ASSERT_EQ(world.turns().outcome, sim::Outcome::kVictory);
  EXPECT_EQ(outcome_reason(world), "Warden is knocked out");
  EXPECT_EQ(texts(world)[1], "win: Knock out Warden (done)");
}

// The bug: a red cross beside "Keep Pell standing" from turn 1 read as already failed, and stayed
// after the victory.
TEST(ObjectiveMarks, a_way_to_lose_reads_not_yet_until_it_happens) {
  const ObjectiveLine keep{"Keep Pell standing", false, false};
  EXPECT_EQ(objective_mark(keep, sim::Outcome::kOngoing), ObjectiveMark::kNotYet);
  EXPECT_STRNE(objective_mark_glyph(ObjectiveMark::kNotYet),
               objective_mark_glyph(ObjectiveMark::kFailed));
  const ObjectiveLine lost{"Keep Pell standing", false, true};
  EXPECT_EQ(objective_mark(lost, sim::Outcome::kDefeat), ObjectiveMark::kFailed);
}

TEST(ObjectiveMarks, after_a_victory_the_ways_to_lose_read_avoided_and_the_panel_says_so) {
  sim::WorldSetup setup =
      field({hero("Mira", {96, 240}), enemy("Warden", {300, 240}, 3), enemy("Grub", {560, 60})});
  setup.objectives.rout = false;
  setup.objectives.leader = 1;
  setup.objectives.protect = 0;
  sim::World world(setup);
  EXPECT_EQ(objective_heading(world), "");
  const std::vector<ObjectiveLine> before = objective_lines(world);
  ASSERT_EQ(before.size(), 2u);
  EXPECT_EQ(objective_mark(before[1], world.turns().outcome), ObjectiveMark::kNotYet);
  world.step(sim::test::attack(world, "Mira", "Warden"));
  for (int i = 0; i < 60 * 30 && world.busy(); ++i) world.step({});
  ASSERT_EQ(world.turns().outcome, sim::Outcome::kVictory);
  EXPECT_EQ(objective_heading(world), "Victory: Warden is knocked out");
  const std::vector<ObjectiveLine> after = objective_lines(world);
  EXPECT_EQ(objective_mark(after[0], world.turns().outcome), ObjectiveMark::kMet);
  EXPECT_EQ(objective_mark(after[1], world.turns().outcome), ObjectiveMark::kAvoided);
}

TEST(DoorCaption, says_what_opens_a_closed_door_and_nothing_once_open) {
  sim::WorldSetup setup = field({hero("Mira", {60, 60}), enemy("Grub", {500, 60})});
  sim::Area plate;
  plate.name = "Plate";
  plate.outline = {{100, 300}, {160, 300}, {160, 360}, {100, 360}};
  setup.areas.push_back(plate);
  sim::Door gate;
  gate.name = "Gate";
  gate.shape.boxes.push_back({300, 0, 32, 64});
  gate.opens_on_turn = 3;
  gate.opens_when_out = 1;
  gate.opens_when_entered = 0;
  setup.doors.push_back(gate);
  sim::Door plain;
  plain.shape.boxes.push_back({300, 200, 32, 64});
  plain.opens_when_out = 1;
  setup.doors.push_back(plain);
  const sim::World world(setup);
  EXPECT_EQ(door_caption(world, 0),
            "Gate opens on turn 3 or when Grub is out or when a hero enters Plate");
  EXPECT_EQ(door_caption(world, 1), "Opens when Grub is out");
  EXPECT_TRUE(open_door_layers(world).empty());
}

TEST(MoveConsequences, names_the_reinforcements_called_and_the_doors_opened) {
  sim::WorldSetup setup =
      field({hero("Mira", {60, 60}), enemy("Lurk", {500, 60}), enemy("Moss", {500, 300})});
  sim::Door gate;
  gate.name = "Gate";
  gate.shape.boxes.push_back({300, 0, 32, 64});
  gate.opens_on_turn = 3;
  setup.doors.push_back(gate);
  const sim::World world(setup);
  sim::MoveForecast forecast;
  EXPECT_EQ(move_consequences(world, forecast), "");
  forecast.calls = {world.units()[1].id, world.units()[2].id};
  forecast.doors = {0};
  EXPECT_EQ(move_consequences(world, forecast), "calls Lurk and Moss (next turn); opens Gate");
}

TEST(IntentChanges, names_each_enemy_whose_target_an_order_changes) {
  // Grub stands within reach of Mira, Moss of nobody; Lurk far off.
  const sim::World world(
      field({hero("Mira", {100, 240}), hero("Ann", {100, 400}), enemy("Grub", {200, 240}),
             enemy("Moss", {620, 60}), enemy("Lurk", {620, 460})}));
  const sim::UnitId mira = world.units()[0].id, ann = world.units()[1].id;
  ASSERT_EQ(world.intent(world.units()[2].id), mira);
  std::vector<sim::EnemyPlan> after = sim::enemy_plans(world);
  EXPECT_TRUE(intent_changes(world, after).empty()) << "nothing changes: nothing to say";
  ASSERT_EQ(after.size(), 3u);
  after[0].attacks = ann;   // Grub turns on Ann
  after[1].attacks = mira;  // Moss comes for Mira
  EXPECT_EQ(intent_changes(world, after),
            (std::vector<std::string>{"Grub turns on Ann (not Mira)", "Moss comes for Mira"}));
  after[1].attacks.reset();
  after[0].attacks.reset();  // Grub leaves Mira alone
  EXPECT_EQ(intent_changes(world, after), std::vector<std::string>{"Grub leaves Mira alone"});
  after[0].attacks = ann;
  after[1].attacks = ann;
  after[2].attacks = ann;  // three changes: one named, the rest counted
  EXPECT_EQ(intent_changes(world, after),
            (std::vector<std::string>{"Grub turns on Ann (not Mira)",
                                      "and 2 more enemies change targets"}));
}

}  // namespace
}  // namespace hp::view

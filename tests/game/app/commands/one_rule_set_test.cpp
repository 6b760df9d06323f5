// One rule set: what `check` rejects, `play`, `sim` and the hot reload refuse too, naming every
// problem; what it only warns of, they play and say so.
#include <gtest/gtest.h>

#include <string>

#include "game/app/check/map_check.h"
#include "game/app/scene/map_reloader.h"
#include "tests/game/app/support/map_copy.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

// The default map with two of check's errors the loader alone lets by: Mickey standing on
// Talan's spot, and a misspelt property on Talan.
std::string with_check_errors(const std::string& original) {
  std::string text = test::replaced(original, "name=\"Mickey\" type=\"Hero\" x=\"369\" y=\"335\"",
                                    "name=\"Mickey\" type=\"Hero\" x=\"521\" y=\"300\"");
  return test::replaced(text, "<property name=\"hp\" type=\"int\" value=\"14\"/>",
                        "<property name=\"hp\" type=\"int\" value=\"14\"/>\n"
                        "    <property name=\"sped\" type=\"float\" value=\"90\"/>");
}

// Both problems, each on its own path:line: error: line.
void expect_both_named(const std::string& text, const std::string& map) {
  EXPECT_NE(text.find(map + ":28: error: unit \"Talan\" overlaps unit \"Mickey\""),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(map + ":31: error: Hero \"Talan\": property \"sped\""), std::string::npos)
      << text;
  EXPECT_NE(text.find("did you mean \"speed\""), std::string::npos) << text;
}

TEST(OneRuleSet, a_map_check_rejects_is_refused_by_play_and_sim_with_every_problem) {
  const std::string dir = hp::test::temp_dir("one-rule-set");
  const test::MapCopy copy = test::copy_default_map(dir);
  test::save_file(copy.map, with_check_errors(copy.original), 1);

  const hp::test::RunResult checked = hp::test::run_heartpath("check '" + copy.map + "'");
  EXPECT_EQ(checked.status, 1);
  expect_both_named(checked.out, copy.map);

  const hp::test::RunResult played =
      hp::test::run_heartpath("play '" + copy.map + "' --headless --mute");
  EXPECT_EQ(played.status, 2) << played.err;
  expect_both_named(played.err, copy.map);
  EXPECT_EQ(played.out.find("heartpath: turn"), std::string::npos) << "it was played";

  const hp::test::RunResult simmed =
      hp::test::run_heartpath("sim '" + copy.map + "' --attack Talan Ultros --json");
  EXPECT_EQ(simmed.status, 2) << simmed.err;
  expect_both_named(simmed.err, copy.map);
  EXPECT_TRUE(simmed.out.empty()) << simmed.out;
}

TEST(OneRuleSet, a_map_with_only_warnings_plays_and_says_so) {
  const std::string dir = hp::test::temp_dir("one-rule-set-warning");
  const test::MapCopy copy = test::copy_default_map(dir);
  test::save_file(copy.map,
                  test::replaced(copy.original, "Two ogres hold the clearing",
                                 "Ra \U00013000 Two ogres hold the clearing"),
                  1);
  const std::string warning = "warning: map property \"briefing\": no installed font draws";
  const hp::test::RunResult checked = hp::test::run_heartpath("check '" + copy.map + "'");
  EXPECT_EQ(checked.status, 0) << checked.out;
  EXPECT_NE(checked.out.find(warning), std::string::npos) << checked.out;
  const hp::test::RunResult simmed =
      hp::test::run_heartpath("sim '" + copy.map + "' --attack Talan Ultros");
  EXPECT_EQ(simmed.status, 0) << simmed.err;
  EXPECT_NE(simmed.err.find(warning), std::string::npos) << simmed.err;
}

TEST(OneRuleSet, a_save_check_rejects_keeps_the_last_good_map_and_names_the_problems) {
  const std::string dir = hp::test::temp_dir("one-rule-set-reload");
  const test::MapCopy copy = test::copy_default_map(dir);
  Diagnostics diagnostics;
  const std::optional<Battle> good = load_checked_battle(copy.map, diagnostics);
  ASSERT_TRUE(good) << (diagnostics.empty() ? "" : diagnostics.items()[0].to_string());
  MapReloader reloader(*good);
  test::save_file(copy.map, with_check_errors(copy.original), 2);
  std::optional<Reload> reload;
  for (double now = 1.0; !reload && now < 5.0; now += 0.5) reload = reloader.poll(now);
  ASSERT_TRUE(reload) << "the save was not noticed";
  EXPECT_FALSE(reload->battle) << "a map check rejects was loaded";
  std::string all;
  for (const Diagnostic& d : reload->diagnostics.items()) all += d.to_string() + "\n";
  expect_both_named(all, copy.map);
}

// The loader's own check and the rules' verdicts come from one place: a clean map loads with
// no diagnostics at all, through the same call `check` makes.
TEST(OneRuleSet, check_and_the_game_load_maps_through_one_call) {
  const CheckedBattle checked = load_checked_battle("maps/fortress.tmx");
  EXPECT_TRUE(checked.battle);
  EXPECT_TRUE(checked.check.diagnostics.empty());
  EXPECT_EQ(check_map("maps/fortress.tmx").diagnostics.items().size(), 0u);
}

}  // namespace
}  // namespace hp::app

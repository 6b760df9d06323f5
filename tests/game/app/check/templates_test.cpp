// The object templates of maps/templates: a map that places each one plays as-is, with the
// template's values (tests/game/app/check_maps/templates.tmx places a hero, an enemy and a
// patrol route the enemy walks).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "tests/game/app/check/check_map_text.h"
#include "tests/game/app/support/run_binary.h"

namespace hp {
namespace {

constexpr const char* kMap = "tests/game/app/check_maps/templates.tmx";

const sim::UnitSpec* find_unit(const sim::WorldSetup& setup, const std::string& name) {
  for (const sim::UnitSpec& unit : setup.units) {
    if (unit.name == name) return &unit;
  }
  return nullptr;
}

TEST(Templates, placed_templates_load_as_units_with_the_templates_values) {
  Diagnostics diagnostics;
  const std::optional<app::Battle> battle = app::load_checked_battle(kMap, diagnostics);
  ASSERT_TRUE(battle.has_value()) << (diagnostics.empty() ? ""
                                                          : diagnostics.items()[0].to_string());
  const sim::UnitSpec* hero = find_unit(battle->setup, "Hero");
  const sim::UnitSpec* enemy = find_unit(battle->setup, "Enemy");
  ASSERT_NE(hero, nullptr);
  ASSERT_NE(enemy, nullptr);
  EXPECT_EQ(hero->side, sim::Side::kHero);
  EXPECT_EQ(hero->hp, 12);
  EXPECT_DOUBLE_EQ(hero->speed, 100.0);
  EXPECT_EQ(hero->attack, 3);
  EXPECT_DOUBLE_EQ(hero->position.x, 64.0);
  EXPECT_DOUBLE_EQ(hero->position.y, 128.0);
  EXPECT_EQ(enemy->side, sim::Side::kEnemy);
  EXPECT_EQ(enemy->hp, 8);
  EXPECT_DOUBLE_EQ(enemy->speed, 80.0);
  EXPECT_EQ(enemy->attack, 2);
}

TEST(Templates, placed_patrol_template_is_the_route_the_enemy_walks) {
  Diagnostics diagnostics;
  const std::optional<app::Battle> battle = app::load_checked_battle(kMap, diagnostics);
  ASSERT_TRUE(battle.has_value());
  const sim::UnitSpec* enemy = find_unit(battle->setup, "Enemy");
  ASSERT_NE(enemy, nullptr);
  ASSERT_EQ(enemy->patrol_route, 0);
  const sim::PatrolRoute& route = battle->setup.routes[0];
  EXPECT_FALSE(route.loop);
  EXPECT_DOUBLE_EQ(route.wait, 2.0);
  ASSERT_EQ(route.points.size(), 3u);
  EXPECT_DOUBLE_EQ(route.points[2].x, 256.0 + 96.0);
  EXPECT_DOUBLE_EQ(route.points[2].y, 96.0 + 64.0);
}

TEST(Templates, map_of_templates_checks_clean) {
  const app::MapCheck check = app::check_map(kMap);
  for (const Diagnostic& d : check.diagnostics.items()) ADD_FAILURE() << d.to_string();
}

// A bad value a template gives its instance: the message names the map and the placed object's
// line there (what Tiled's Issues panel selects), and the template file and line that set it. A
// bad value the instance sets itself points at its own line in the map.
TEST(Templates, a_bad_value_from_a_template_names_the_map_line_and_the_template) {
  const std::string dir = test::temp_dir("template-origin");
  const std::string tx = dir + "/brute.tx";
  test::write_map(dir, "brute.tx",
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<template>\n"
                  " <object name=\"Brute\" type=\"Enemy\">\n  <properties>\n"
                  "   <property name=\"hp\" type=\"int\" value=\"-3\"/>\n"
                  "  </properties>\n  <point/>\n </object>\n</template>\n");
  const std::string objects =
      test::point_object(1, "Ann", "Hero", 40, 40,
                         "    <property name=\"speed\" type=\"float\" value=\"-5\"/>\n") +
      "  <object id=\"2\" template=\"brute.tx\" x=\"280\" y=\"40\"/>\n";
  const std::string text = test::check_map_text(objects);
  const std::string path = test::write_map(dir, "map.tmx", text);
  const std::vector<std::string> messages = test::check_messages(path);
  ASSERT_EQ(messages.size(), 2u) << ::testing::PrintToString(messages);
  const auto at = [&](const std::string& needle) {
    return path + ":" + std::to_string(test::line_of(text, needle)) + ": error: ";
  };
  EXPECT_THAT(
      messages,
      ::testing::UnorderedElementsAre(
          ::testing::AllOf(::testing::StartsWith(at("name=\"speed\"") + "unit \"Ann\""),
                           ::testing::Not(::testing::HasSubstr("from its template"))),
          ::testing::AllOf(::testing::StartsWith(at("template=\"brute.tx\"") + "unit \"Brute\""),
                           ::testing::EndsWith("(got \"-3\") (the value comes from its template " +
                                               tx + ", line 5)"))));
}

}  // namespace
}  // namespace hp

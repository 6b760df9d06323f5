// The object templates of maps/templates: a map that places each one plays as-is, with the
// template's values (tests/game/app/check_maps/templates.tmx places a hero, an enemy and a
// patrol route the enemy walks).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"

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

}  // namespace
}  // namespace hp

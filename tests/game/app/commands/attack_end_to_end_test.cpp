// The whole slice on the default map: a hero walks around its allies, slams an enemy, walks home.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "game/sim/world/attack_report.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

constexpr const char* kDefaultMap = "maps/default.tmx";

TEST(AttackEndToEnd, demo_attack_on_default_map_hits_and_returns_home_without_contact) {
  Diagnostics diagnostics;
  std::optional<Battle> battle = load_checked_battle(kDefaultMap, diagnostics);
  ASSERT_TRUE(battle) << (diagnostics.first_error() ? diagnostics.first_error()->to_string() : "");
  const DemoAttack demo = demo_attack(*battle);
  sim::World world(battle->setup);
  const auto hero = world.find(demo.hero);
  const auto enemy = world.find(demo.enemy);
  ASSERT_TRUE(hero && enemy);
  const Vec2 home = world.unit(*hero)->position;

  const sim::AttackReport report = sim::run_attack(world, *hero, *enemy, 60.0);

  EXPECT_TRUE(report.arrived);
  EXPECT_TRUE(report.completed);
  EXPECT_TRUE(report.returned_home);
  EXPECT_LT(report.enemy_hp_after, report.enemy_hp_before);
  EXPECT_EQ(report.contacts, 0);
  EXPECT_GT(report.min_clearance, 0.0);
  EXPECT_LE(distance(world.unit(*hero)->position, home), 2.0);
}

TEST(AttackEndToEnd, default_map_blocks_the_straight_line_with_allies) {
  // The map is meant to show steering: some ally must stand in the demo hero's straight path.
  Diagnostics diagnostics;
  std::optional<Battle> battle = load_checked_battle(kDefaultMap, diagnostics);
  ASSERT_TRUE(battle);
  const DemoAttack demo = demo_attack(*battle);
  const sim::UnitSpec* hero = nullptr;
  const sim::UnitSpec* enemy = nullptr;
  int heroes = 0, enemies = 0;
  for (const sim::UnitSpec& u : battle->setup.units) {
    (u.side == sim::Side::kHero ? heroes : enemies)++;
    if (u.name == demo.hero) hero = &u;
    if (u.name == demo.enemy) enemy = &u;
  }
  ASSERT_TRUE(hero && enemy);
  EXPECT_GE(heroes, 4);
  EXPECT_GE(enemies, 2);
  bool blocked = false;
  const Vec2 a = hero->position, b = enemy->position, ab = b - a;
  for (const sim::UnitSpec& u : battle->setup.units) {
    if (&u == hero || &u == enemy || u.side != sim::Side::kHero) continue;
    const double t = std::clamp(dot(u.position - a, ab) / ab.length_squared(), 0.0, 1.0);
    if (distance(a + ab * t, u.position) < hero->radius + u.radius) blocked = true;
  }
  EXPECT_TRUE(blocked);
}

TEST(SimCommand, json_reports_every_metric_and_exits_zero) {
  const test::RunResult r =
      test::run_heartpath(std::string("sim ") + kDefaultMap + " --attack Shytor Ultros --json");
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  for (const char* key :
       {"arrived", "returned_home", "contacts", "min_clearance", "path_length", "straight_line",
        "seconds_to_contact", "seconds_total", "enemy_hp_before", "enemy_hp_after"}) {
    EXPECT_TRUE(j.contains(key)) << key;
  }
  EXPECT_TRUE(j["arrived"].get<bool>());
  EXPECT_TRUE(j["returned_home"].get<bool>());
  EXPECT_GE(j["path_length"].get<double>(), j["straight_line"].get<double>() * 0.5);
  EXPECT_LT(j["enemy_hp_after"].get<int>(), j["enemy_hp_before"].get<int>());
  EXPECT_GT(j["seconds_total"].get<double>(), j["seconds_to_contact"].get<double>());
}

TEST(SimCommand, too_short_a_time_limit_exits_one) {
  const test::RunResult r = test::run_heartpath(std::string("sim ") + kDefaultMap +
                                                " --attack Shytor Ultros --seconds 0.5 --json");
  EXPECT_EQ(r.status, 1);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_FALSE(j["returned_home"].get<bool>());
}

TEST(SimCommand, unknown_unit_names_exit_two_and_list_the_real_ones) {
  const test::RunResult r =
      test::run_heartpath(std::string("sim ") + kDefaultMap + " --attack Nobody Ultros --json");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no hero named \"Nobody\""), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("Shytor"), std::string::npos) << r.err;
}

TEST(SimCommand, an_enemy_cannot_be_ordered_as_the_attacker) {
  const test::RunResult r =
      test::run_heartpath(std::string("sim ") + kDefaultMap + " --attack Ultros Otto --json");
  EXPECT_EQ(r.status, 2);
}

}  // namespace
}  // namespace hp::app

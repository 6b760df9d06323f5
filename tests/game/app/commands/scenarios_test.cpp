// The scenario maps (maps/scenarios, from tools/gen_scenarios.py) through the real binary: each
// attack arrives and returns without touching anyone or any wall, on a near-shortest route.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "tests/game/app/support/run_binary.h"
#include "tests/game/sim/support/shortest_path_oracle.h"

namespace hp::app {
namespace {

constexpr double kLengthSlack = 1.15;  // path_length may exceed the oracle's shortest by 15%

struct Scenario {
  const char* name;
  bool length_bound;  // false when the target moves, so the start's shortest route means little
};

// The oracle's shortest length for the map's demo attack (nullopt: no route).
std::optional<double> oracle_length(const std::string& path, std::string& hero,
                                    std::string& enemy) {
  Diagnostics diagnostics;
  const std::optional<Battle> battle = load_checked_battle(path, diagnostics);
  if (!battle) return std::nullopt;
  const DemoAttack demo = demo_attack(*battle);
  hero = demo.hero, enemy = demo.enemy;
  std::size_t h = 0, e = 0;
  for (std::size_t i = 0; i < battle->setup.units.size(); ++i) {
    if (battle->setup.units[i].name == hero) h = i;
    if (battle->setup.units[i].name == enemy) e = i;
  }
  return test::shortest_path_length(battle->setup, h, e);
}

nlohmann::json run_scenario(const std::string& path, const std::string& hero,
                            const std::string& enemy, int& status, std::string& err) {
  const test::RunResult r =
      test::run_heartpath("sim " + path + " --attack " + hero + " " + enemy + " --json");
  status = r.status, err = r.err;
  return nlohmann::json::parse(r.out, nullptr, false);
}

// Every metric present, and a number (nlohmann writes NaN and infinity as null).
void expect_numbers(const nlohmann::json& j, const std::string& where) {
  for (const char* key :
       {"contacts", "wall_contacts", "min_clearance", "path_length", "straight_line",
        "optimal_length", "max_turn_rate", "replans", "seconds_to_contact", "seconds_total",
        "enemy_hp_before", "enemy_hp_after"}) {
    EXPECT_TRUE(j.contains(key)) << where << ": no " << key;
    if (j.contains(key)) {
      EXPECT_TRUE(j[key].is_number()) << where << ": " << key << " = " << j[key].dump();
    }
  }
  for (const char* key : {"arrived", "returned_home", "completed", "no_path"}) {
    EXPECT_TRUE(j.contains(key)) << where << ": no " << key;
    if (j.contains(key)) {
      EXPECT_TRUE(j[key].is_boolean()) << where << ": " << key;
    }
  }
}

class ScenarioMaps : public ::testing::TestWithParam<Scenario> {};

TEST_P(ScenarioMaps, attack_arrives_returns_and_touches_nothing_on_a_near_shortest_route) {
  const std::string path = std::string("maps/scenarios/") + GetParam().name + ".tmx";
  std::string hero, enemy, err;
  const std::optional<double> shortest = oracle_length(path, hero, enemy);
  ASSERT_TRUE(shortest) << path << ": the oracle finds no route, the scenario is broken";
  int status = 0;
  const nlohmann::json j = run_scenario(path, hero, enemy, status, err);
  ASSERT_TRUE(j.is_object()) << path << ": " << err;
  expect_numbers(j, path);
  EXPECT_TRUE(j.value("arrived", false)) << path;
  EXPECT_TRUE(j.value("returned_home", false)) << path;
  EXPECT_FALSE(j.value("no_path", true)) << path;
  EXPECT_EQ(j.value("contacts", -1), 0) << path;
  EXPECT_EQ(j.value("wall_contacts", -1), 0) << path;
  EXPECT_EQ(status, 0) << path << ": " << err;
  if (GetParam().length_bound && j.contains("path_length") && j["path_length"].is_number()) {
    EXPECT_LE(j["path_length"].get<double>(), kLengthSlack * *shortest)
        << path << ": oracle's shortest " << *shortest;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Maps, ScenarioMaps,
    ::testing::Values(Scenario{"symmetric_pair", true}, Scenario{"ally_dead_ahead", true},
                      Scenario{"wall_of_allies", true}, Scenario{"u_pocket", true},
                      Scenario{"corridor_ally", true}, Scenario{"crowd_50", true},
                      // The enemy walks its patrol, so the shortest route from the start
                      // positions is no bound on the walk that catches it; the shortest
                      // meeting path is (tests/game/sim/world/patrol_intercept_test.cpp).
                      Scenario{"patrol_target", false}, Scenario{"walls_between", true},
                      // Ann's way to Ultros passes Grub, who notices her and stands.
                      Scenario{"sentries", true}),
    [](const auto& param_info) { return std::string(param_info.param.name); });

TEST(ScenarioMaps, no_path_is_reported_quickly_and_clearly) {
  const std::string path = "maps/scenarios/no_path.tmx";
  std::string hero, enemy, err;
  ASSERT_FALSE(oracle_length(path, hero, enemy)) << "the hero must be walled in";
  int status = 0;
  const nlohmann::json j = run_scenario(path, hero, enemy, status, err);
  ASSERT_TRUE(j.is_object()) << err;
  expect_numbers(j, path);
  EXPECT_TRUE(j.value("no_path", false));
  EXPECT_FALSE(j.value("arrived", true));
  EXPECT_EQ(j.value("contacts", -1), 0);
  EXPECT_EQ(j.value("wall_contacts", -1), 0);
  // Quickly: the action gives up at once instead of walking into walls until the limit.
  EXPECT_LT(j.value("seconds_total", 1e9), 1.0);
}

}  // namespace
}  // namespace hp::app

// choose_target plans only the heroes that could still be chosen (no route is shorter than the
// straight line less the touching distance). Its choice must be the one planning every hero
// gives, to the bit: random heroes, enemies and walls.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

TEST(TargetChoice, is_the_choice_planning_every_hero_gives) {
  std::mt19937 random(11);
  std::uniform_real_distribution<double> x(40, 600), y(40, 440), size(16, 120);
  int checked = 0;
  for (int scene = 0; scene < 60; ++scene) {
    std::vector<UnitSpec> units;
    const int heroes = 2 + static_cast<int>(random() % 4);
    for (int i = 0; i < heroes; ++i) {
      units.push_back(test::hero("H" + std::to_string(i), {x(random), y(random)},
                                 1 + static_cast<int>(random() % 10)));
    }
    for (int i = 0; i < 3; ++i) {
      units.push_back(test::enemy("E" + std::to_string(i), {x(random), y(random)}));
    }
    WorldSetup setup = test::field(units);
    for (int w = 0; w < 4; ++w) {
      setup.walls.boxes.push_back({x(random), y(random), size(random), size(random)});
    }
    const World world(setup);
    for (const Unit& enemy : world.units()) {
      if (enemy.side() != Side::kEnemy || !enemy.in_play()) continue;
      const std::optional<TargetChoice> got = choose_target(world, enemy);
      const std::optional<TargetChoice> want = choose_target(world, enemy, HeroScan::kEveryHero);
      ASSERT_EQ(got.has_value(), want.has_value()) << "scene " << scene;
      if (!got) continue;
      EXPECT_EQ(got->hero, want->hero) << "scene " << scene;
      EXPECT_EQ(got->route, want->route) << "scene " << scene;
      EXPECT_EQ(got->length, want->length) << "scene " << scene;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace hp::sim

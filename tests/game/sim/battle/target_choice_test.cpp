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
#include "tests/game/sim/support/every_map.h"
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

// targets_within bounds each search by the reach asked for (RouteRequest::max_length). What it
// gives must be, to the bit, what the unbounded plans give once the longer routes are dropped:
// random heroes, enemies and walls, narrow gaps among them, and reaches from a step to twice an
// enemy's.
TEST(TargetChoice, the_heroes_within_reach_are_those_the_unbounded_plans_give) {
  std::mt19937 random(17);
  std::uniform_real_distribution<double> x(40, 900), y(40, 640), size(16, 160);
  int within = 0, beyond = 0;
  for (int scene = 0; scene < 60; ++scene) {
    std::vector<UnitSpec> units;
    const int heroes = 2 + static_cast<int>(random() % 4);
    for (int i = 0; i < heroes; ++i) {
      units.push_back(test::hero("H" + std::to_string(i), {x(random), y(random)}));
    }
    for (int i = 0; i < 3; ++i) {
      units.push_back(test::enemy("E" + std::to_string(i), {x(random), y(random)}));
    }
    WorldSetup setup = test::field(units);
    setup.width = 960;
    setup.height = 700;
    for (int w = 0; w < 10; ++w) {
      setup.walls.boxes.push_back({x(random), y(random), size(random), size(random)});
    }
    const World world(setup);
    for (const Unit& enemy : world.units()) {
      if (enemy.side() != Side::kEnemy || !enemy.in_play()) continue;
      const std::vector<TargetChoice> everyone = targets_within(world, enemy, 1e9);
      for (const double reach : {40.0, 150.0, enemy.reach(), 2 * enemy.reach()}) {
        const std::vector<TargetChoice> got = targets_within(world, enemy, reach);
        std::vector<TargetChoice> want;
        for (const TargetChoice& t : everyone) {
          if (t.length <= reach) want.push_back(t);
        }
        ASSERT_EQ(got.size(), want.size()) << "scene " << scene << " reach " << reach;
        for (std::size_t i = 0; i < got.size(); ++i) {
          EXPECT_EQ(got[i].hero, want[i].hero) << "scene " << scene;
          EXPECT_EQ(got[i].route, want[i].route) << "scene " << scene;
          EXPECT_EQ(got[i].length, want[i].length) << "scene " << scene;
        }
        within += static_cast<int>(got.size());
        beyond += static_cast<int>(everyone.size() - got.size());
      }
    }
  }
  EXPECT_GT(within, 100);
  EXPECT_GT(beyond, 100);
}

// The world keeps each enemy's choice until something it reads changes (TargetMemo): at every
// moment the player is shown the intents, in random battles on every map, each must be the one
// a fresh choice gives.
TEST(TargetChoice, the_intents_shown_are_fresh_choices_through_random_battles) {
  int checked = 0;
  for (const std::string& map : test::every_map()) {
    World world(test::setup_of(map));
    std::mt19937 random(5);
    for (int turn = 0; turn < 2 && world.turns().outcome == Outcome::kOngoing; ++turn) {
      for (UnitId hero : test::living(world, Side::kHero)) {
        for (int t = 0; t < 60 * 300 && !world.waiting_for_player(); ++t) {
          if (world.turns().side != TurnSide::kPlayer) break;
          world.step({});
        }
        if (!world.waiting_for_player()) break;
        for (const Unit& enemy : world.units()) {
          if (enemy.side() != Side::kEnemy || !enemy.in_play()) continue;
          std::optional<UnitId> want;
          if (!enemy.unalerted()) {
            const std::optional<TargetChoice> fresh = choose_target(world, enemy);
            if (fresh && fresh->length <= enemy.reach()) want = fresh->hero;
          }
          ASSERT_EQ(world.intent(enemy.id), want)
              << map << " turn " << world.turns().turn << ": " << enemy.name();
          ++checked;
        }
        const std::vector<UnitId> enemies = test::living(world, Side::kEnemy);
        if (enemies.empty() || !world.can_order(hero)) continue;
        Commands order;
        order.attack = AttackOrder{hero, enemies[random() % enemies.size()]};
        world.step(order);
      }
      for (int t = 0; t < 60 * 300 && !world.waiting_for_player(); ++t) world.step({});
      if (world.turns().outcome != Outcome::kOngoing) break;
      Commands end;
      end.end_turn = true;
      world.step(end);
      for (int t = 0; t < 60 * 300 && world.turns().side != TurnSide::kPlayer &&
                      world.turns().outcome == Outcome::kOngoing;
           ++t) {
        world.step({});
      }
    }
  }
  EXPECT_GT(checked, 200);
}

}  // namespace
}  // namespace hp::sim

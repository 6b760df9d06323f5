// An order whose forecast was played on planners of its own (the window's forecast thread), the
// plans handed to the world (World::learn_plans), is given without one route search: every plan
// it makes, the patroller's meeting search and the walks', was made by the forecast, and ends as
// forecast.
#include <gtest/gtest.h>

#include <string>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/every_map.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

constexpr int kTickLimit = 120 * World::kTicksPerSecond;

int searches(const World& world) {
  return world.planner().searches() + world.coarse_planner().searches();
}

TEST(LearnedPlans, an_attack_forecast_on_its_own_planners_is_given_without_a_search) {
  int orders = 0, planned = 0;
  for (const std::string& map : test::every_map()) {
    const WorldSetup setup = test::setup_of(map);
    ASSERT_FALSE(setup.units.empty()) << map;
    World world(setup);
    test::finish_planning(world);
    const std::vector<UnitId> heroes = test::living(world, Side::kHero);
    const std::vector<UnitId> enemies = test::living(world, Side::kEnemy);
    if (heroes.empty() || enemies.empty()) continue;
    const UnitId hero = heroes.front();
    const UnitId enemy = enemies[orders % enemies.size()];
    if (world.check_attack(hero, enemy) != AttackCheck::kOk) continue;
    WorldPlanners own;
    AttackForecaster forecaster(world, hero, enemy);
    forecaster.use_own_planners(own);
    while (!forecaster.advance(60)) {
    }
    const int forecast_searches = own.planner->searches() + own.coarse->searches();
    world.learn_plans(plans_made(own));
    const int before = searches(world);
    Commands order;
    order.attack = AttackOrder{hero, enemy};
    world.step(order);
    for (int tick = 0; tick < kTickLimit && !order_played_out(world); ++tick) world.step({});
    EXPECT_EQ(searches(world), before) << map << ": the order searched for a route again";
    EXPECT_EQ(world.unit(enemy)->hp, forecaster.forecast().enemy_hp_after) << map;
    ++orders;
    if (forecast_searches > 0) ++planned;
  }
  EXPECT_GE(orders, 8);
  EXPECT_GE(planned, orders / 2) << "the forecasts planned routes at all";
}

TEST(LearnedPlans, plans_made_over_other_walls_are_not_taken) {
  const WorldSetup setup = test::setup_of("maps/default.tmx");
  ASSERT_FALSE(setup.units.empty());
  const World world(setup);
  const World other(setup);  // the same map, another collision object
  WorldPlanners own = other.own_planners();
  RouteRequest request;
  request.start = world.units().front().position;
  request.goal = world.units().back().position;
  request.radius = 8;
  own.planner->plan(request);
  world.learn_plans(plans_made(own));
  const int before = world.planner().searches();
  world.planner().plan(request);
  EXPECT_EQ(world.planner().searches(), before + 1);
}

}  // namespace
}  // namespace hp::sim

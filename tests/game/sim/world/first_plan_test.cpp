// A walk's first plan on a big map is searched a slice a tick (RouteWalk, RouteSearch): the hero
// stands until its way is known, then walks the route one whole plan gives, and the attack ends
// as it would have.
#include <gtest/gtest.h>

#include <random>

#include "game/sim/battle/attack_action.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_rooms.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

// A long way: Ann and the Ogre 30 tiles apart or more.
WorldSetup big_rooms(std::uint32_t seed) {
  std::mt19937_64 rng(seed);
  return test::big_rooms(rng, 30 * test::kTile);
}

TEST(FirstPlan, the_hero_stands_while_a_long_way_is_searched_then_walks_the_whole_plans_route) {
  int spread = 0, compared = 0;
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    const WorldSetup setup = big_rooms(seed);
    World world(setup);
    test::finish_planning(world);
    const UnitId ann = test::id_of(world, "Ann"), ogre = test::id_of(world, "Ogre");
    const Unit& hero = *world.unit(ann);
    const Unit& enemy = *world.unit(ogre);
    RouteRequest request;
    request.start = hero.position;
    request.radius = hero.radius();
    request.goal = enemy.position;
    request.goal_reach = hero.radius() + enemy.radius();
    const Route whole = plan_with_margins(world.planner(), request, WalkTunables{});
    if (!whole.found) continue;

    const Vec2 start = hero.position;
    world.step(test::attack(world, "Ann", "Ogre"));
    int standing = 0;
    while (world.action() && world.action()->walk() && world.action()->walk()->planning()) {
      EXPECT_EQ(world.unit(ann)->position, start) << "seed " << seed << ": stands while planning";
      world.step({});
      ASSERT_LT(++standing, 600) << "seed " << seed;
    }
    if (standing > 0) ++spread;
    ASSERT_TRUE(world.action() && world.action()->walk()) << "seed " << seed;
    EXPECT_EQ(world.action()->walk()->follower().route().points, whole.points) << "seed " << seed;
    ++compared;
  }
  EXPECT_GE(compared, 4);
  EXPECT_GE(spread, 3) << "long ways were searched over several ticks";
}

}  // namespace
}  // namespace hp::sim

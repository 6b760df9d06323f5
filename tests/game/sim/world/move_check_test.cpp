// A Move checked again (the scene, the turn history and the world check one click's Move in the
// same frame) is measured on the route planned the first time (the planner's memo of plans),
// and that is the route a fresh plan gives.
#include <gtest/gtest.h>

#include <random>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_rooms.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::id_of;

// Rooms and corridors with a hero in one and an enemy in another.
WorldSetup rooms_with(std::mt19937_64& rng) {
  WorldSetup setup = test::rooms(rng, 1280, 320);
  const StaticCollision walls(setup);
  setup.units = {test::hero("Ann", test::open_point(walls, rng, 20)),
                 test::enemy("Gus", test::open_point(walls, rng, 20))};
  return setup;
}

TEST(MoveCheck, a_move_checked_again_is_not_planned_again) {
  std::mt19937_64 rng(29);
  const World world(rooms_with(rng));
  const UnitId ann = id_of(world, "Ann");
  const Vec2 spot = test::open_point(world.collision(), rng, 20);
  const int before = world.planner().searches();
  const MoveCheck first = world.check_move(ann, spot);
  ASSERT_GT(world.planner().searches(), before);
  const int searched = world.planner().searches();
  EXPECT_EQ(world.check_move(ann, spot), first);
  EXPECT_EQ(world.planner().searches(), searched);  // no search made
  // A spot a hair away is another route.
  world.check_move(ann, spot + Vec2{0.5, 0});
  EXPECT_NE(world.planner().searches(), searched);
}

TEST(MoveCheck, the_route_remembered_is_the_one_a_fresh_plan_gives) {
  for (std::uint64_t seed = 0; seed < 12; ++seed) {
    std::mt19937_64 rng(seed);
    const World world(rooms_with(rng));
    const UnitId ann = id_of(world, "Ann");
    const Unit& hero = *world.unit(ann);
    std::vector<Vec2> spots;
    for (int i = 0; i < 6; ++i) spots.push_back(test::open_point(world.collision(), rng, 20));
    // Past the memo's size and back, out of order: each answer must still be that spot's.
    for (int round = 0; round < 3; ++round) {
      for (std::size_t i = 0; i < spots.size(); ++i) {
        const Vec2 spot = spots[(i * (round + 1)) % spots.size()];
        RouteRequest request;
        request.start = hero.position;
        request.radius = hero.radius();
        request.goal = spot;
        const WorldPlanners fresh = world.own_planners();
        const Route expected = plan_with_margins(*fresh.planner, request, WalkTunables{});
        const Route got = world.move_route(ann, spot);
        ASSERT_EQ(got.found, expected.found) << "seed " << seed << " spot " << i;
        EXPECT_EQ(got.points, expected.points) << "seed " << seed << " spot " << i;
        EXPECT_EQ(got.length, expected.length);
      }
    }
  }
}

}  // namespace
}  // namespace hp::sim

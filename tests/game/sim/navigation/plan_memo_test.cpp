// PlanMemo: a planner that remembers its plans answers a request asked again with the route a
// search gives, without searching; plans handed over from another planner over the same walls
// are answered the same way.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "game/sim/navigation/plan_memo.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/static_collision.h"
#include "tests/game/sim/support/test_rooms.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

struct Asked {
  RouteRequest request;
  std::vector<Obstacle> discs;
};

std::vector<Asked> random_requests(const StaticCollision& walls, std::mt19937_64& rng, int count) {
  std::vector<Asked> asked(static_cast<std::size_t>(count));
  std::uniform_int_distribution<int> disc_count(0, 4);
  for (Asked& a : asked) {
    for (int i = disc_count(rng); i > 0; --i) {
      a.discs.push_back({test::open_point(walls, rng, test::kRadius), test::kRadius});
    }
    a.request.start = test::open_point(walls, rng, test::kRadius);
    a.request.goal = test::open_point(walls, rng, test::kRadius);
    a.request.radius = test::kRadius;
    a.request.margin = rng() % 2 ? 3.0 : 0.5;
    a.request.goal_reach = rng() % 3 == 0 ? 2 * test::kRadius : 0.0;
  }
  for (Asked& a : asked) a.request.discs = a.discs;  // after the vector stopped growing
  return asked;
}

void expect_same(const Route& got, const Route& searched, const std::string& where) {
  ASSERT_EQ(got.found, searched.found) << where;
  EXPECT_EQ(got.points, searched.points) << where;
  EXPECT_EQ(got.length, searched.length) << where;
  EXPECT_EQ(got.over_length, searched.over_length) << where;
}

TEST(PlanMemo, a_request_asked_again_gets_the_searched_route_without_a_search) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    std::mt19937_64 rng(seed);
    const WorldSetup setup = test::rooms(rng, 40 * test::kTile, 8 * test::kTile);
    const StaticCollision walls(setup);
    RoutePlanner remembering(walls, 4.0);
    remembering.remember_plans(8);
    const std::vector<Asked> asked = random_requests(walls, rng, 12);
    // Asked in turn, and again in a random order: the first eight again are remembered (those
    // asked since pushed the rest out).
    for (const Asked& a : asked) remembering.plan(a.request);
    std::vector<std::size_t> order(asked.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    for (std::size_t i : order) {
      const std::string where = "seed " + std::to_string(seed) + " request " + std::to_string(i);
      const RoutePlanner fresh(walls, 4.0);
      const int searches = remembering.searches();
      expect_same(remembering.plan(asked[i].request), fresh.plan(asked[i].request), where);
      const bool searched = remembering.searches() > searches;
      if (!searched) {
        EXPECT_EQ(remembering.last_expanded(), 0) << where;
      }
    }
    // Right after a plan, the same request is never searched again.
    for (const Asked& a : asked) {
      remembering.plan(a.request);
      const int searches = remembering.searches();
      remembering.plan(a.request);
      EXPECT_EQ(remembering.searches(), searches) << "seed " << seed;
    }
  }
}

TEST(PlanMemo, a_request_that_differs_in_anything_is_searched) {
  std::mt19937_64 rng(7);
  const WorldSetup setup = test::rooms(rng, 40 * test::kTile, 8 * test::kTile);
  const StaticCollision walls(setup);
  RoutePlanner planner(walls, 4.0);
  planner.remember_plans(16);
  std::vector<Asked> asked = random_requests(walls, rng, 1);
  Asked& a = asked[0];
  a.discs = {{test::open_point(walls, rng, test::kRadius), test::kRadius}};
  a.request.discs = a.discs;
  planner.plan(a.request);
  const auto searched_again = [&](RouteRequest request) {
    const int searches = planner.searches();
    planner.plan(request);
    return planner.searches() > searches;
  };
  EXPECT_FALSE(searched_again(a.request));
  RouteRequest r = a.request;
  r.start.x += 1e-9;
  EXPECT_TRUE(searched_again(r));
  r = a.request;
  r.goal.y += 0.25;
  EXPECT_TRUE(searched_again(r));
  r = a.request;
  r.radius += 1;
  EXPECT_TRUE(searched_again(r));
  r = a.request;
  r.margin += 1;
  EXPECT_TRUE(searched_again(r));
  r = a.request;
  r.goal_reach += 1;
  EXPECT_TRUE(searched_again(r));
  r = a.request;
  r.max_length = 5000;
  EXPECT_TRUE(searched_again(r));
  std::vector<Obstacle> moved = a.discs;
  moved[0].position.x += 0.5;
  r = a.request;
  r.discs = moved;
  EXPECT_TRUE(searched_again(r));
  r.discs = {};
  EXPECT_TRUE(searched_again(r));
}

TEST(PlanMemo, plans_learned_from_another_planner_are_answered_as_searched) {
  std::mt19937_64 rng(11);
  const WorldSetup setup = test::rooms(rng, 40 * test::kTile, 8 * test::kTile);
  const StaticCollision walls(setup);
  RoutePlanner thread(walls, 4.0);
  thread.remember_plans(32);
  RoutePlanner game(walls, 4.0);
  game.remember_plans(32);
  const std::vector<Asked> asked = random_requests(walls, rng, 10);
  for (const Asked& a : asked) thread.plan(a.request);
  const std::vector<RememberedPlan> plans = thread.remembered();
  ASSERT_EQ(plans.size(), asked.size());
  game.learn(plans);
  game.learn(plans);  // twice: kept once
  EXPECT_EQ(game.remembered().size(), asked.size());
  for (const Asked& a : asked) {
    const RoutePlanner fresh(walls, 4.0);
    expect_same(game.plan(a.request), fresh.plan(a.request), "learned");
  }
  EXPECT_EQ(game.searches(), 0);
  // A planner that remembers nothing learns nothing.
  RoutePlanner plain(walls, 4.0);
  plain.learn(plans);
  plain.plan(asked[0].request);
  EXPECT_EQ(plain.searches(), 1);
}

}  // namespace
}  // namespace hp::sim

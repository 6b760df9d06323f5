// RoutePlanner's bounded long searches (LongSearch, route_planner.h): on maps of rooms and
// corridors, a search that goes on weighted finds a route exactly when the exact search does,
// as clear, deterministic, and no longer than the stated bound over the exact planner's and the
// oracle's; grids up to LongSearch::big_grid_cells (every shipped map) plan as before, to the bit.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <random>
#include <string>

#include "game/sim/navigation/nav_sweep.h"
#include "game/sim/navigation/route_planner.h"
#include "tests/game/sim/support/shortest_path_oracle.h"
#include "tests/game/sim/support/test_rooms.h"

namespace hp::sim {
namespace {

using test::open_point;
using test::rooms;

// A long search's route over the exact planner's: the weight, times what two grid routes that
// tie can differ by once pulled taut (1 / cos(22.5 deg)), as route_planner.h states.
double bound(const LongSearch& long_search) {
  return long_search.weight / std::cos(std::numbers::pi / 8.0);
}

// Engaged on any grid after 64 cells, so small test maps exercise it.
constexpr LongSearch kEager{0, 64, 1.5};

void expect_route_clear(const StaticCollision& walls, const RouteRequest& req, const Route& route) {
  ASSERT_TRUE(route.found);
  ASSERT_GE(route.points.size(), 2u);
  EXPECT_EQ(route.points.front(), req.start);
  for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {
    const Vec2 a = route.points[i], b = route.points[i + 1];
    EXPECT_TRUE(walls.segment_clear(a, b, req.radius, req.margin)) << "segment " << i;
    for (const Obstacle& d : req.discs) {
      EXPECT_GE(point_segment_distance(d.position, a, b), d.radius + req.radius + req.margin)
          << "segment " << i;
    }
  }
}

TEST(LongSearch, finds_a_route_exactly_when_the_exact_search_does_clear_and_within_the_bound) {
  std::mt19937_64 rng(29);
  int found = 0, none = 0, cheaper = 0;
  for (int scene = 0; scene < 6; ++scene) {
    const StaticCollision walls(rooms(rng, 1536, 256));
    const RoutePlanner bounded(walls, 8, SearchEnds::kStart, PlanShortcuts::kKept, kEager);
    const RoutePlanner exact(walls, 8, SearchEnds::kStart, PlanShortcuts::kKept,
                             LongSearch::exact());
    std::vector<Obstacle> discs;
    for (int i = 0; i < 12; ++i) discs.push_back({open_point(walls, rng, 12), 12});
    for (int i = 0; i < 16; ++i) {
      RouteRequest req;
      req.start = open_point(walls, rng, 12);
      req.goal = open_point(walls, rng, 12);
      req.radius = 12;
      req.margin = 1;
      req.goal_reach = i % 2 == 0 ? 0.0 : 25.0;
      if (i % 4 == 0) req.discs = discs;  // some cross a gap a unit stands in
      const Route a = bounded.plan(req);
      const int bounded_cells = bounded.last_expanded();
      const Route b = exact.plan(req);
      ASSERT_EQ(a.found, b.found) << "scene " << scene << " request " << i;
      EXPECT_EQ(bounded.plan(req).points, a.points);  // deterministic
      if (!a.found) {
        EXPECT_TRUE(a.points.empty());
        ++none;
        continue;
      }
      ++found;
      expect_route_clear(walls, req, a);
      EXPECT_EQ(a.points.back(), b.points.back());
      EXPECT_LE(a.length, b.length * bound(kEager)) << "scene " << scene << " request " << i;
      if (bounded_cells < exact.last_expanded()) ++cheaper;
    }
  }
  EXPECT_GT(found, 60);
  EXPECT_GT(cheaper, found / 2);  // the point of it: most long searches expand fewer cells
}

// Against the tests' own any-angle shortest path (independent of the planner), which ends on
// touching the unit on the goal: the planner's route goes on to the goal itself (callers trim
// it), so it is held to the bound over the oracle's length plus the touching distance, and it is
// found exactly when the oracle finds one.
TEST(LongSearch, routes_stay_within_the_bound_of_the_oracle) {
  std::mt19937_64 rng(2911);
  int compared = 0;
  for (int scene = 0; scene < 4; ++scene) {
    WorldSetup setup = rooms(rng, 768, 256);
    const StaticCollision walls(setup);
    const RoutePlanner bounded(walls, 4, SearchEnds::kStart, PlanShortcuts::kKept, kEager);
    for (int i = 0; i < 4; ++i) {
      UnitSpec hero, enemy;
      hero.side = Side::kHero;
      enemy.side = Side::kEnemy;
      hero.radius = enemy.radius = 12.8;
      hero.position = open_point(walls, rng, 14);
      enemy.position = open_point(walls, rng, 14);
      setup.units = {hero, enemy};
      RouteRequest req;
      req.start = hero.position;
      req.goal = enemy.position;
      req.radius = hero.radius;
      req.goal_reach = hero.radius + enemy.radius;
      const Route route = bounded.plan(req);
      const std::optional<double> best = hp::test::shortest_path_length(setup, 0, 1);
      ASSERT_EQ(route.found, best.has_value()) << "scene " << scene << " request " << i;
      if (!best) continue;
      ++compared;
      EXPECT_LE(route.length, (*best + req.goal_reach) * bound(kEager))
          << "scene " << scene << " request " << i;
    }
  }
  EXPECT_GT(compared, 8);
}

// The default leaves every grid up to big_grid_cells cells as it was: the same routes to the
// bit, and the same cells searched, as a planner that never weighs.
TEST(LongSearch, grids_the_size_of_the_shipped_maps_plan_exactly_as_before) {
  std::mt19937_64 rng(7);
  for (int scene = 0; scene < 3; ++scene) {
    const StaticCollision walls(rooms(rng, 1024, 256));  // 257 x 257 cells of 4 px
    const RoutePlanner game(walls, 4);
    const RoutePlanner exact(walls, 4, SearchEnds::kStart, PlanShortcuts::kKept,
                             LongSearch::exact());
    for (int i = 0; i < 6; ++i) {
      RouteRequest req;
      req.start = open_point(walls, rng, 12);
      req.goal = open_point(walls, rng, 12);
      req.radius = 12;
      req.goal_reach = 25;
      const Route a = game.plan(req);
      const Route b = exact.plan(req);
      ASSERT_EQ(a.points, b.points) << "scene " << scene << " request " << i;
      ASSERT_EQ(game.last_expanded(), exact.last_expanded());
    }
  }
}

}  // namespace
}  // namespace hp::sim

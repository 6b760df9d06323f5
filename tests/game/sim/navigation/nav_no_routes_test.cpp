// The planner's no-route memo (NavNoRoutes): a plan from a start on a side an earlier plan with
// the same goal, walker and units searched in vain is answered without searching, and answered
// as a planner that keeps nothing answers it, route or none.
#include "game/sim/navigation/nav_no_routes.h"

#include <gtest/gtest.h>

#include <random>

#include "game/sim/navigation/route_planner.h"
#include "tests/game/sim/support/test_walls.h"

namespace hp::sim {
namespace {

using test::empty_map;
using test::make_rect;

// A wall across the map with one gap, a line of units standing in the gap (so the far side is
// out of reach for a walker among them, not for one without them), and crates about.
WorldSetup walled(std::mt19937_64& rng) {
  WorldSetup setup = empty_map(960, 640);
  setup.walls.boxes.push_back(make_rect(480, 0, 32, 288));
  setup.walls.boxes.push_back(make_rect(480, 352, 32, 288));
  std::uniform_int_distribution<int> tx(0, 29), ty(0, 19);
  for (int i = 0; i < 30; ++i) {
    const double x = tx(rng) * 32.0;
    if (x >= 416 && x <= 544) continue;
    setup.walls.boxes.push_back(make_rect(x, ty(rng) * 32.0, 32, 32));
  }
  return setup;
}

TEST(NavNoRoutes, plans_from_a_side_searched_in_vain_are_answered_as_searching_answers) {
  std::mt19937_64 rng(41);
  int none = 0, found = 0, skipped = 0;
  for (int scene = 0; scene < 6; ++scene) {
    const StaticCollision walls(walled(rng));
    const RoutePlanner kept(walls, 4);
    const RoutePlanner plain(walls, 4, SearchEnds::kStart, PlanShortcuts::kNone);
    const std::vector<Obstacle> gap_closed{{{496, 300}, 12}, {{496, 320}, 12}, {{496, 340}, 12}};
    std::uniform_real_distribution<double> x(16, 944), y(16, 624);
    for (int i = 0; i < 24; ++i) {
      RouteRequest req;
      req.start = {x(rng), y(rng)};
      req.goal = i % 3 == 0 ? Vec2{800, 320} : Vec2{160, 320};  // the same goals again and again
      req.radius = 12;
      req.margin = i % 2 == 0 ? 3.0 : 0.5;
      req.goal_reach = i % 4 < 2 ? 0.0 : 25.0;
      if (i % 6 != 5) req.discs = gap_closed;
      const Route a = kept.plan(req);
      const int kept_cells = kept.last_expanded();
      const Route b = plain.plan(req);
      ASSERT_EQ(a.found, b.found) << "scene " << scene << " request " << i;
      ASSERT_EQ(a.points, b.points) << "scene " << scene << " request " << i;
      if (a.found) {
        ++found;
        continue;
      }
      ++none;
      if (kept_cells < plain.last_expanded()) ++skipped;
    }
  }
  EXPECT_GT(found, 20);
  EXPECT_GT(none, 20);
  EXPECT_GT(skipped, 10);  // the memo answered most of them
}

// What it keeps is matched on the goal, goal_reach, walker and every unit: a unit moved, or a
// wider walker, is another plan; a wider margin than the side's is covered (it only closes
// more), a narrower one is not.
TEST(NavNoRoutes, a_side_is_known_only_to_the_same_goal_walker_and_units) {
  NavNoRoutes memo;
  const std::vector<Obstacle> discs{{{10, 10}, 5}};
  RouteRequest req;
  req.goal = {100, 100};
  req.radius = 12;
  req.margin = 1;
  req.discs = discs;
  memo.learn(req, std::vector<int>{3, 4, 5}, 64);
  EXPECT_TRUE(memo.known(req, std::vector<int>{3, 5}));
  EXPECT_FALSE(memo.known(req, std::vector<int>{3, 6}));  // a start reaching beyond the side
  EXPECT_FALSE(memo.known(req, std::vector<int>{}));
  RouteRequest wider = req;
  wider.radius = 13;
  EXPECT_FALSE(memo.known(wider, std::vector<int>{3}));
  RouteRequest wider_margin = req;
  wider_margin.margin = 3;
  EXPECT_TRUE(memo.known(wider_margin, std::vector<int>{3}));
  RouteRequest narrower_margin = req;
  narrower_margin.margin = 0.5;
  EXPECT_FALSE(memo.known(narrower_margin, std::vector<int>{3}));
  const std::vector<Obstacle> moved{{{11, 10}, 5}};
  RouteRequest other_units = req;
  other_units.discs = moved;
  EXPECT_FALSE(memo.known(other_units, std::vector<int>{3}));
  RouteRequest other_goal = req;
  other_goal.goal_reach = 20;
  EXPECT_FALSE(memo.known(other_goal, std::vector<int>{3}));
}

}  // namespace
}  // namespace hp::sim

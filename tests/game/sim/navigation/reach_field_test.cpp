// ReachField: straight ways on open ground, ways that bend round walls as a planned route does,
// nothing behind closed walls or past the bound.
#include "game/sim/navigation/reach_field.h"

#include <gtest/gtest.h>

#include "game/sim/navigation/route_planner.h"
#include "tests/game/sim/support/test_walls.h"

namespace hp::sim {
namespace {

using test::empty_map;
using test::make_rect;

constexpr double kRadius = 12.8;
constexpr double kMargin = 3.0;

ReachRequest request_from(Vec2 start, double bound) {
  ReachRequest r;
  r.start = start;
  r.radius = kRadius;
  r.margin = kMargin;
  r.bound = bound;
  r.cell = 8.0;
  return r;
}

TEST(ReachField, on_open_ground_every_way_is_the_straight_line) {
  const WorldSetup setup = empty_map(640, 480);
  const StaticCollision walls(setup);
  const ReachField field(walls, request_from({321, 243}, 200));
  int reached = 0;
  for (int y = 0; y < field.rows(); ++y) {
    for (int x = 0; x < field.cols(); ++x) {
      const float way = field.way_to_node(x, y);
      if (way == ReachField::kUnreached) continue;
      ++reached;
      EXPECT_NEAR(way, distance(field.node_at(x, y), {321, 243}), 1e-3);
    }
  }
  EXPECT_GT(reached, 1500);  // about pi * (200 / 8)^2 nodes
  EXPECT_NEAR(field.way_to({450.5, 300.25}), distance(Vec2{450.5, 300.25}, {321, 243}), 1e-9);
}

TEST(ReachField, round_a_wall_the_way_is_the_planned_routes_length) {
  WorldSetup setup = empty_map(640, 480);
  setup.walls.boxes.push_back(make_rect(300, 100, 40, 380));  // open only above y = 100
  const StaticCollision walls(setup);
  const Vec2 start{200, 300};
  const ReachField field(walls, request_from(start, 800));
  const RoutePlanner planner(walls, 4.0);
  for (const Vec2 goal : {Vec2{440, 300}, Vec2{400, 440}, Vec2{500, 150}, Vec2{360, 60}}) {
    RouteRequest request;
    request.start = start;
    request.goal = goal;
    request.radius = kRadius;
    request.margin = kMargin;
    const Route route = planner.plan(request);
    ASSERT_TRUE(route.found);
    const double way = field.way_to(goal);
    EXPECT_GE(way, route.length - 4.0) << goal.x << "," << goal.y;  // MoveReach::kEdgeBand
    EXPECT_LE(way, route.length * 1.02) << goal.x << "," << goal.y;
    EXPECT_GT(way, distance(start, goal) + 20.0);  // it went round, not through
  }
}

TEST(ReachField, a_walled_in_walker_reaches_nothing_outside_its_walls) {
  WorldSetup setup = empty_map(640, 480);
  for (const Rect r : {make_rect(100, 100, 200, 16), make_rect(100, 284, 200, 16),
                       make_rect(100, 100, 16, 200), make_rect(284, 100, 16, 200)}) {
    setup.walls.boxes.push_back(r);
  }
  const StaticCollision walls(setup);
  const ReachField field(walls, request_from({200, 200}, 500));
  EXPECT_LT(field.way_to({240, 240}), 60.0);
  EXPECT_EQ(field.way_to({400, 200}), ReachField::kUnreached);
  EXPECT_EQ(field.way_to({50, 50}), ReachField::kUnreached);
}

TEST(ReachField, past_the_bound_nothing_is_reached) {
  const WorldSetup setup = empty_map(640, 480);
  const StaticCollision walls(setup);
  const ReachField field(walls, request_from({100, 240}, 150));
  EXPECT_NEAR(field.way_to({240, 240}), 140.0, 1e-9);
  EXPECT_EQ(field.way_to({260, 240}), ReachField::kUnreached);
  EXPECT_EQ(field.way_to({600, 240}), ReachField::kUnreached);
}

}  // namespace
}  // namespace hp::sim

// PatrolWalker: waypoint order, waits, back-and-forth against loops, resuming after a push.
#include "game/sim/patrol/patrol_walker.h"

#include <gtest/gtest.h>

#include <vector>

namespace hp::sim {
namespace {

PatrolRoute route_of(std::vector<Vec2> points, bool loop, double wait) {
  PatrolRoute route;
  route.points = std::move(points);
  route.loop = loop;
  route.wait = wait;
  return route;
}

// Teleports the walker's unit to each goal in turn and records the waypoint sequence.
std::vector<int> visits(PatrolWalker& walker, const PatrolRoute& route, int count) {
  std::vector<int> order;
  for (int guard = 0; guard < 100000 && static_cast<int>(order.size()) < count; ++guard) {
    const std::optional<Vec2> goal = walker.goal();
    if (goal) {
      order.push_back(walker.waypoint());
      walker.update(*goal, 1.0 / 60);
      while (walker.waiting()) walker.update(*goal, 1.0 / 60);
    }
  }
  (void)route;
  return order;
}

TEST(PatrolWalker, starts_from_the_nearest_waypoint) {
  const PatrolRoute route = route_of({{0, 0}, {100, 0}, {200, 0}}, false, 0);
  const PatrolWalker walker({0, 0}, route, {190, 10});
  EXPECT_EQ(walker.waypoint(), 2);
}

TEST(PatrolWalker, a_polyline_goes_back_and_forth) {
  const PatrolRoute route = route_of({{0, 0}, {100, 0}, {200, 0}, {300, 0}}, false, 0.5);
  PatrolWalker walker({0, 0}, route, {0, 0});
  EXPECT_EQ(visits(walker, route, 8), (std::vector<int>{0, 1, 2, 3, 2, 1, 0, 1}));
}

TEST(PatrolWalker, a_loop_goes_round_with_any_number_of_waypoints) {
  // Thirteen points: the seed's constant was twelve.
  std::vector<Vec2> points;
  for (int i = 0; i < 13; ++i) points.push_back({i * 40.0, (i % 2) * 40.0});
  const PatrolRoute route = route_of(points, true, 0);
  PatrolWalker walker({0, 0}, route, {0, 0});
  const std::vector<int> order = visits(walker, route, 15);
  EXPECT_EQ(order.back(), 1);
  EXPECT_EQ(order[12], 12);
  EXPECT_EQ(order[13], 0);
}

TEST(PatrolWalker, waits_at_each_waypoint_for_the_route_s_wait) {
  const PatrolRoute route = route_of({{0, 0}, {100, 0}}, false, 2.0);
  PatrolWalker walker({0, 0}, route, {0, 0});
  walker.update({3, 4}, 1.0 / 60);  // within 5 px: arrived
  int ticks = 0;
  while (walker.waiting()) {
    EXPECT_FALSE(walker.goal().has_value());
    walker.update({3, 4}, 1.0 / 60);
    ++ticks;
  }
  EXPECT_NEAR(ticks, 120, 1);
  EXPECT_EQ(walker.waypoint(), 1);
}

TEST(PatrolWalker, a_waypoint_s_own_wait_overrides_the_route_s) {
  PatrolRoute route = route_of({{0, 0}, {100, 0}, {200, 0}}, false, 2.0);
  route.waits = {0.5, 0.0, 1.0};
  PatrolWalker walker({0, 0}, route, {0, 0});
  auto ticks_waiting_at = [&](Vec2 at) {
    walker.update(at, 1.0 / 60);
    int ticks = 0;
    for (; walker.waiting(); ++ticks) walker.update(at, 1.0 / 60);
    return ticks;
  };
  EXPECT_NEAR(ticks_waiting_at({0, 0}), 30, 1);
  EXPECT_EQ(ticks_waiting_at({100, 0}), 0);  // no wait: straight on
  EXPECT_EQ(walker.waypoint(), 2);
  EXPECT_NEAR(ticks_waiting_at({200, 0}), 60, 1);
}

TEST(PatrolWalker, six_pixels_away_is_not_arrived) {
  const PatrolRoute route = route_of({{0, 0}, {100, 0}}, false, 2.0);
  PatrolWalker walker({0, 0}, route, {0, 0});
  walker.update({6, 0}, 1.0 / 60);
  EXPECT_FALSE(walker.waiting());
  EXPECT_EQ(walker.waypoint(), 0);
}

TEST(PatrolWalker, resumes_from_the_nearest_waypoint_after_a_push) {
  const PatrolRoute route = route_of({{0, 0}, {100, 0}, {200, 0}}, false, 2.0);
  PatrolWalker walker({0, 0}, route, {0, 0});
  walker.update({0, 0}, 1.0 / 60);
  ASSERT_TRUE(walker.waiting());
  walker.resume_from_nearest({180, 30});
  EXPECT_FALSE(walker.waiting());
  EXPECT_EQ(walker.waypoint(), 2);
}

TEST(PatrolWalker, a_single_point_route_stands_there) {
  const PatrolRoute route = route_of({{50, 50}}, false, 0);
  PatrolWalker walker({0, 0}, route, {0, 0});
  for (int i = 0; i < 10; ++i) walker.update({50, 50}, 1.0 / 60);
  EXPECT_EQ(walker.waypoint(), 0);
}

}  // namespace
}  // namespace hp::sim

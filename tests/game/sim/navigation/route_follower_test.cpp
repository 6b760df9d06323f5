// RouteFollower: corners passed in order, the end landed on exactly, remaining length.
#include "game/sim/navigation/route_follower.h"

#include <gtest/gtest.h>

namespace hp::sim {
namespace {

Route l_shaped() {
  Route route;
  route.found = true;
  route.points = {{0, 0}, {100, 0}, {100, 50}};
  route.length = 150;
  return route;
}

TEST(RouteFollower, walks_to_each_corner_in_turn_and_lands_on_the_end) {
  RouteFollower follower;
  follower.follow(l_shaped());
  Vec2 at{0, 0};
  int ticks = 0;
  for (; ticks < 1000 && at != Vec2{100, 50}; ++ticks) {
    at += follower.preferred_velocity(at, 60.0, 1.0 / 60) * (1.0 / 60);
    ASSERT_LE(at.x, 100.0 + 1e-9);  // never past the corner
  }
  EXPECT_EQ(at, (Vec2{100, 50}));
  EXPECT_NEAR(ticks, 150, 2);  // 150 px at 1 px per tick
  EXPECT_EQ(follower.preferred_velocity(at, 60.0, 1.0 / 60), Vec2{});
}

TEST(RouteFollower, remaining_counts_the_rest_of_the_route) {
  RouteFollower follower;
  follower.follow(l_shaped());
  EXPECT_DOUBLE_EQ(follower.remaining({0, 0}), 150.0);
  EXPECT_DOUBLE_EQ(follower.remaining({40, 0}), 110.0);
}

TEST(RouteFollower, no_route_means_no_velocity) {
  RouteFollower follower;
  EXPECT_FALSE(follower.has_route());
  EXPECT_EQ(follower.preferred_velocity({5, 5}, 60, 1.0 / 60), Vec2{});
  EXPECT_EQ(follower.remaining({5, 5}), 0.0);
}

}  // namespace
}  // namespace hp::sim

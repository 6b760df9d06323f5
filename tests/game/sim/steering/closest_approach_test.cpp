// Closest approach of two moving discs and their time to contact: exact cases and no NaN.
#include "game/sim/steering/closest_approach.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace hp::sim {
namespace {

TEST(ClosestApproach, crossing_paths_meet_at_the_computed_time) {
  // Neighbour 10 ahead on x, coming back at 2 per second, offset 1 sideways.
  const ClosestApproach a = closest_approach({10.0, 1.0}, {-2.0, 0.0}, 1.0, 100.0);
  EXPECT_NEAR(a.time, 5.0, 1e-12);
  EXPECT_NEAR(a.relative_position.x, 0.0, 1e-12);
  EXPECT_NEAR(a.relative_position.y, 1.0, 1e-12);
  EXPECT_NEAR(a.gap, 0.0, 1e-12);
}

TEST(ClosestApproach, time_is_clamped_to_the_horizon) {
  const ClosestApproach a = closest_approach({10.0, 0.0}, {-1.0, 0.0}, 0.0, 4.0);
  EXPECT_DOUBLE_EQ(a.time, 4.0);
  EXPECT_NEAR(a.relative_position.x, 6.0, 1e-12);
}

TEST(ClosestApproach, separating_neighbour_is_closest_now) {
  const ClosestApproach a = closest_approach({3.0, 4.0}, {1.0, 1.0}, 2.0, 4.0);
  EXPECT_DOUBLE_EQ(a.time, 0.0);
  EXPECT_NEAR(a.gap, 3.0, 1e-12);
}

TEST(ClosestApproach, zero_relative_velocity_and_coincident_discs_are_not_nan) {
  const ClosestApproach still = closest_approach({3.0, 4.0}, {}, 1.0, 2.0);
  EXPECT_DOUBLE_EQ(still.time, 0.0);
  EXPECT_NEAR(still.gap, 4.0, 1e-12);
  const ClosestApproach on_top = closest_approach({}, {}, 0.0, 2.0);
  EXPECT_DOUBLE_EQ(on_top.gap, 0.0);
  EXPECT_TRUE(is_finite(on_top.relative_position));
}

TEST(TimeToContact, head_on_discs_touch_when_the_gap_closes) {
  // Gap 8 - 2 = 6 closing at 3 per second.
  EXPECT_NEAR(time_to_contact({8.0, 0.0}, {3.0, 0.0}, 2.0, 100.0), 2.0, 1e-12);
}

TEST(TimeToContact, passing_wide_or_opening_never_touches) {
  EXPECT_DOUBLE_EQ(time_to_contact({8.0, 5.0}, {3.0, 0.0}, 2.0, 100.0), 100.0);
  EXPECT_DOUBLE_EQ(time_to_contact({8.0, 0.0}, {-3.0, 0.0}, 2.0, 100.0), 100.0);
  EXPECT_DOUBLE_EQ(time_to_contact({8.0, 0.0}, {}, 2.0, 100.0), 100.0);
}

TEST(TimeToContact, touching_and_closing_is_now_touching_and_opening_is_never) {
  EXPECT_DOUBLE_EQ(time_to_contact({2.0, 0.0}, {1.0, 0.0}, 2.0, 9.0), 0.0);
  EXPECT_DOUBLE_EQ(time_to_contact({1.0, 0.0}, {-1.0, 0.0}, 2.0, 9.0), 9.0);
}

TEST(ClosestApproach, random_inputs_never_give_nan) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> coord(-10.0, 10.0);
  std::uniform_int_distribution<int> pick(0, 3);
  for (int i = 0; i < 20000; ++i) {
    // A quarter of the inputs are exactly zero to hit the degenerate branches.
    const Vec2 p = pick(rng) == 0 ? Vec2{} : Vec2{coord(rng), coord(rng)};
    const Vec2 v = pick(rng) == 0 ? Vec2{} : Vec2{coord(rng), coord(rng)};
    const double r = pick(rng) == 0 ? 0.0 : std::abs(coord(rng));
    const ClosestApproach a = closest_approach(p, v, r, 3.0);
    ASSERT_TRUE(std::isfinite(a.time) && std::isfinite(a.gap) && is_finite(a.relative_position));
    ASSERT_GE(a.time, 0.0);
    ASSERT_LE(a.time, 3.0);
    const double t = time_to_contact(p, v, r, 3.0);
    ASSERT_TRUE(std::isfinite(t));
    ASSERT_GE(t, 0.0);
    ASSERT_LE(t, 3.0);
  }
}

}  // namespace
}  // namespace hp::sim

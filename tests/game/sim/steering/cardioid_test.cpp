// The cardioid weight and the anti-gravity push, including every degenerate case.
#include "game/sim/steering/cardioid.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

namespace hp::sim {
namespace {

bool is_unit(Vec2 v) {
  return std::abs(v.length() - 1.0) < 1e-12;
}

TEST(CardioidWeight, cardioid_weight_is_one_straight_ahead) {
  EXPECT_DOUBLE_EQ(cardioid_weight({1, 0}, {5, 0}), 1.0);
}

TEST(CardioidWeight, cardioid_weight_is_zero_behind) {
  EXPECT_DOUBLE_EQ(cardioid_weight({1, 0}, {-5, 0}), 0.0);
}

TEST(CardioidWeight, cardioid_weight_is_one_eighth_at_ninety_degrees) {
  EXPECT_DOUBLE_EQ(cardioid_weight({1, 0}, {0, 3}), 0.125);
  EXPECT_DOUBLE_EQ(cardioid_weight({1, 0}, {0, -3}), 0.125);
}

TEST(CardioidWeight, cardioid_weight_matches_the_trigonometric_formula) {
  for (int degrees = -180; degrees <= 180; degrees += 5) {
    const double delta = degrees * std::numbers::pi / 180.0;
    const double expected = std::pow((1.0 + std::cos(delta)) / 2.0, 3);
    const Vec2 heading = normalized({2, 1});
    const Vec2 turned{heading.x * std::cos(delta) - heading.y * std::sin(delta),
                      heading.x * std::sin(delta) + heading.y * std::cos(delta)};
    EXPECT_NEAR(cardioid_weight(heading * 3.0, turned * 7.0), expected, 1e-12) << degrees;
  }
}

TEST(CardioidWeight, cardioid_weight_ignores_vector_lengths) {
  EXPECT_DOUBLE_EQ(cardioid_weight({1, 1}, {100, 0}), cardioid_weight({1e-3, 1e-3}, {1e-3, 0}));
}

TEST(CardioidWeight, cardioid_weight_exponent_is_tunable) {
  EXPECT_DOUBLE_EQ(cardioid_weight({1, 0}, {0, 1}, 1), 0.5);
  EXPECT_DOUBLE_EQ(cardioid_weight({1, 0}, {0, 1}, 2), 0.25);
}

TEST(CardioidWeight, zero_vectors_count_as_ninety_degrees) {
  EXPECT_DOUBLE_EQ(cardioid_weight({}, {1, 0}), 0.125);
  EXPECT_DOUBLE_EQ(cardioid_weight({1, 0}, {}), 0.125);
}

TEST(ObstaclePush, push_is_personal_space_times_the_pull_when_discs_touch_ahead) {
  // Obstacle straight ahead at touching distance: mass / d^2 = personal_space, weight 1, away.
  const Vec2 push = obstacle_push({0, 0}, 10, {1, 0}, {{30, 0}, 20});
  EXPECT_NEAR(push.x, -2.0, 1e-12);
  EXPECT_NEAR(push.y, 0.0, 1e-3 * 2.0 + 1e-12);  // only the dead-ahead nudge sideways
}

TEST(ObstaclePush, push_falls_off_with_the_square_of_distance) {
  SteeringTunables seed;
  seed.dead_ahead_nudge = 0;
  const Vec2 near = obstacle_push({0, 0}, 10, {1, 0}, {{30, 0}, 20}, seed);
  const Vec2 far = obstacle_push({0, 0}, 10, {1, 0}, {{60, 0}, 20}, seed);
  EXPECT_NEAR(far.x * 4.0, near.x, 1e-12);
}

TEST(ObstaclePush, obstacle_behind_pushes_nothing) {
  const Vec2 push = obstacle_push({0, 0}, 10, {1, 0}, {{-30, 0}, 20});
  EXPECT_EQ(push.length(), 0.0);
}

TEST(ObstaclePush, personal_space_scales_the_push) {
  SteeringTunables strong;
  strong.personal_space = 4.0;
  const Vec2 normal = obstacle_push({0, 0}, 10, {1, 0}, {{20, 20}, 20});
  const Vec2 doubled = obstacle_push({0, 0}, 10, {1, 0}, {{20, 20}, 20}, strong);
  EXPECT_NEAR(doubled.x, normal.x * 2.0, 1e-12);
  EXPECT_NEAR(doubled.y, normal.y * 2.0, 1e-12);
}

TEST(ObstaclePush, coincident_obstacle_pushes_to_the_right_of_heading) {
  // Heading east on screen (y down): the right-hand side is +y.
  const Vec2 push = obstacle_push({5, 5}, 10, {1, 0}, {{5, 5}, 20});
  EXPECT_TRUE(is_finite(push));
  EXPECT_NEAR(push.x, 0.0, 1e-15);
  EXPECT_DOUBLE_EQ(push.y, 2.0);
}

TEST(ObstaclePush, nearly_coincident_obstacle_push_is_capped_and_finite) {
  const double tiny = std::numeric_limits<double>::denorm_min();
  const Vec2 push = obstacle_push({0, 0}, 10, {1, 0}, {{tiny, 0}, 20});
  EXPECT_TRUE(is_finite(push));
  EXPECT_LE(push.length(), kMaxPush * (1 + 1e-3) + 1);
}

TEST(AvoidanceDirection, no_obstacles_points_straight_at_the_target) {
  const Vec2 d = avoidance_direction({0, 0}, 10, {3, 4}, {});
  EXPECT_NEAR(d.x, 0.6, 1e-15);
  EXPECT_NEAR(d.y, 0.8, 1e-15);
}

TEST(AvoidanceDirection, obstacle_just_off_the_line_bends_the_path_away_from_it) {
  const std::vector<Obstacle> ally{{{60, 8}, 12.8}};  // ahead, slightly below (screen +y)
  const Vec2 d = avoidance_direction({0, 0}, 12.8, {300, 0}, ally);
  EXPECT_TRUE(is_unit(d));
  EXPECT_LT(d.y, -0.05);  // bends up, away from the ally
  EXPECT_GT(d.x, 0.0);    // still making way toward the target
}

TEST(AvoidanceDirection, self_on_the_target_gives_the_zero_vector) {
  const std::vector<Obstacle> ally{{{1, 1}, 12.8}};
  EXPECT_EQ(avoidance_direction({5, 5}, 12.8, {5, 5}, ally), Vec2{});
}

TEST(AvoidanceDirection, self_coincident_with_an_obstacle_steps_aside_deterministically) {
  const std::vector<Obstacle> ally{{{0, 0}, 12.8}};
  const Vec2 a = avoidance_direction({0, 0}, 12.8, {100, 0}, ally);
  const Vec2 b = avoidance_direction({0, 0}, 12.8, {100, 0}, ally);
  EXPECT_TRUE(is_unit(a));
  EXPECT_EQ(a, b);
  EXPECT_GT(a.y, 0.0);  // to the right of east, on screen
}

TEST(AvoidanceDirection, pull_cancelled_exactly_sidesteps_right_instead_of_stalling) {
  // Straight ahead with the nudge off, at the distance where the push equals the pull:
  // mass / d^2 = 1 with mass = (10 + 10)^2 * 2 = 800, so d^2 = 800 (d = 20 * sqrt(2)).
  SteeringTunables seed;
  seed.dead_ahead_nudge = 0;
  seed.personal_space = 1.0;  // mass 400 -> d = 20, exactly representable
  const std::vector<Obstacle> ahead{{{20, 0}, 10}};
  const Vec2 d = avoidance_direction({0, 0}, 10, {100, 0}, ahead, seed);
  EXPECT_EQ(d, (Vec2{-0.0, 1.0}));
}

TEST(AvoidanceDirection, obstacle_dead_ahead_is_passed_on_the_right) {
  const std::vector<Obstacle> ahead{{{30, 0}, 12.8}};
  const Vec2 d = avoidance_direction({0, 0}, 12.8, {300, 0}, ahead);
  EXPECT_TRUE(is_unit(d));
  EXPECT_GT(d.y, 0.0);
}

TEST(AvoidanceDirection, nudge_zero_is_seed_000_exactly_dead_ahead) {
  SteeringTunables seed;
  seed.dead_ahead_nudge = 0;
  const std::vector<Obstacle> ahead{{{30, 0}, 12.8}};
  const Vec2 d = avoidance_direction({0, 0}, 12.8, {300, 0}, ahead, seed);
  EXPECT_EQ(d.y, 0.0);  // straight back: the stall seed 000 leaves to its part 2
  EXPECT_EQ(d.x, -1.0);
}

TEST(AvoidanceDirection, extreme_inputs_never_give_nan) {
  const double big = 1e300;
  const double tiny = std::numeric_limits<double>::denorm_min();
  const std::vector<Vec2> points{{0, 0}, {tiny, 0}, {big, -big}, {1e-300, 1e-300}, {5, 5}};
  for (Vec2 self : points) {
    for (Vec2 target : points) {
      for (Vec2 obstacle : points) {
        const std::vector<Obstacle> obstacles{{obstacle, 12.8}, {obstacle, 0.0}, {self, 1e200}};
        for (double radius : {0.0, 12.8, 1e200}) {
          const Vec2 d = avoidance_direction(self, radius, target, obstacles);
          ASSERT_TRUE(is_finite(d));
          ASSERT_TRUE(d == Vec2{} || is_unit(d));
        }
      }
    }
  }
}

}  // namespace
}  // namespace hp::sim

// Seed 002's step: exact stride in every direction, never past the destination, never NaN.
#include "game/sim/navigation/movement_step.h"

#include <gtest/gtest.h>

#include <limits>
#include <random>

namespace hp::sim {
namespace {

constexpr double kDt = 1.0 / 60.0;

TEST(MovementStep, step_toward_moves_exactly_the_given_length_along_the_line) {
  const Vec2 next = step_toward({1, 1}, {2, 3}, 2.0 / 3.0);
  EXPECT_NEAR(distance({1, 1}, next), 2.0 / 3.0, 1e-15);
  EXPECT_NEAR(cross(Vec2{1, 2}, next - Vec2{1, 1}), 0.0, 1e-15);  // on the line to (2, 3)
}

TEST(MovementStep, step_toward_lands_exactly_on_a_destination_within_reach) {
  EXPECT_EQ(step_toward({0, 0}, {3, 4}, 5.0), (Vec2{3, 4}));
  EXPECT_EQ(step_toward({0, 0}, {3, 4}, 6.0), (Vec2{3, 4}));
}

TEST(MovementStep, step_toward_coincident_points_returns_the_destination) {
  EXPECT_EQ(step_toward({7, 7}, {7, 7}, 1.6), (Vec2{7, 7}));
  EXPECT_EQ(step_toward({7, 7}, {7, 7}, 0.0), (Vec2{7, 7}));
}

TEST(MovementStep, diagonal_step_is_no_longer_than_an_axis_step) {
  // Seed 002's triangle scaling moved sqrt(2) times faster on diagonals; the linear-algebra step
  // does not.
  const double stride = 96.0 * kDt;
  EXPECT_NEAR(distance({0, 0}, step_toward({0, 0}, {100, 100}, stride)), stride, 1e-14);
  EXPECT_NEAR(distance({0, 0}, step_toward({0, 0}, {100, 0}, stride)), stride, 1e-14);
}

TEST(MovementStep, step_along_moves_the_length_along_the_direction) {
  EXPECT_EQ(step_along({1, 2}, {0, 1}, 3.0), (Vec2{1, 5}));
  EXPECT_EQ(step_along({1, 2}, {}, 3.0), (Vec2{1, 2}));  // zero direction: stay
}

TEST(MovementStep, step_along_lands_on_a_destination_within_reach) {
  // Steering points a little off the line, but home is within one stride: land on it exactly.
  EXPECT_EQ(step_along({0, 0}, normalized({1, 0.1}), 1.6, {1, 0}), (Vec2{1, 0}));
  EXPECT_EQ(step_along({0, 0}, {1, 0}, 1.6, {5, 0}), (Vec2{1.6, 0}));
}

// Property: for random positions, targets and speeds, a tick moves exactly speed * dt unless
// the target is nearer, in which case it lands on the target; never overshoots, never NaN.
TEST(MovementStepProperty, step_toward_never_overshoots_and_moves_exactly_speed_times_dt) {
  std::mt19937_64 rng(20240602);
  std::uniform_real_distribution<double> coord(-2000.0, 2000.0);
  std::uniform_real_distribution<double> speed(0.0, 400.0);
  std::uniform_real_distribution<double> near(-4.0, 4.0);
  for (int i = 0; i < 100000; ++i) {
    const Vec2 from{coord(rng), coord(rng)};
    // Every fourth target is within a stride or two, to exercise the landing branch.
    const Vec2 to = i % 4 == 0 ? from + Vec2{near(rng), near(rng)} : Vec2{coord(rng), coord(rng)};
    const double stride = speed(rng) * kDt;
    const Vec2 next = step_toward(from, to, stride);
    ASSERT_TRUE(is_finite(next));
    const double gap = distance(from, to);
    if (gap <= stride) {
      ASSERT_EQ(next, to);
      continue;
    }
    const double tolerance = 1e-12 * (1.0 + from.length() + to.length());
    ASSERT_NEAR(distance(from, next), stride, tolerance);
    ASSERT_NEAR(distance(next, to), gap - stride, tolerance);  // on the segment, short of `to`
  }
}

TEST(MovementStepProperty, step_along_moves_exactly_speed_times_dt_in_random_directions) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> component(-1.0, 1.0);
  std::uniform_real_distribution<double> coord(-2000.0, 2000.0);
  const double stride = 96.0 * kDt;
  for (int i = 0; i < 100000; ++i) {
    const Vec2 direction = normalized({component(rng), component(rng)});
    if (direction == Vec2{}) continue;
    const Vec2 from{coord(rng), coord(rng)};
    const Vec2 next = step_along(from, direction, stride);
    ASSERT_TRUE(is_finite(next));
    ASSERT_NEAR(distance(from, next), stride, 1e-12 * (1.0 + from.length()));
  }
}

TEST(MovementStepProperty, degenerate_inputs_never_give_nan) {
  const double big = std::numeric_limits<double>::max() / 4;
  const double tiny = std::numeric_limits<double>::denorm_min();
  for (const Vec2 from : {Vec2{}, Vec2{tiny, 0}, Vec2{big, -big}, Vec2{1e-300, 1e-300}}) {
    for (const Vec2 to : {Vec2{}, Vec2{0, tiny}, Vec2{-big, big}, Vec2{1e300, 0}}) {
      for (const double stride : {0.0, tiny, 1.6, 1e300}) {
        EXPECT_TRUE(is_finite(step_toward(from, to, stride)));
      }
    }
  }
}

}  // namespace
}  // namespace hp::sim

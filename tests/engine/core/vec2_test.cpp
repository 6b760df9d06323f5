// Vec2: the arithmetic, products and helpers every layer builds on.
#include "engine/core/vec2.h"

#include <gtest/gtest.h>

#include <limits>

namespace hp {
namespace {

TEST(Vec2, default_is_the_zero_vector) {
  EXPECT_EQ(Vec2{}, (Vec2{0, 0}));
}

TEST(Vec2, adds_subtracts_negates_and_scales_componentwise) {
  const Vec2 a{1, 2};
  const Vec2 b{3, -5};
  EXPECT_EQ(a + b, (Vec2{4, -3}));
  EXPECT_EQ(a - b, (Vec2{-2, 7}));
  EXPECT_EQ(-a, (Vec2{-1, -2}));
  EXPECT_EQ(a * 3.0, (Vec2{3, 6}));
  EXPECT_EQ(3.0 * a, (Vec2{3, 6}));
  EXPECT_EQ(b / 2.0, (Vec2{1.5, -2.5}));
}

TEST(Vec2, compound_assignments_match_the_operators) {
  Vec2 v{1, 1};
  v += {2, 3};
  EXPECT_EQ(v, (Vec2{3, 4}));
  v -= {1, 1};
  EXPECT_EQ(v, (Vec2{2, 3}));
  v *= 2.0;
  EXPECT_EQ(v, (Vec2{4, 6}));
}

TEST(Vec2, length_is_the_euclidean_norm) {
  EXPECT_DOUBLE_EQ((Vec2{3, 4}).length(), 5.0);
  EXPECT_DOUBLE_EQ((Vec2{3, 4}).length_squared(), 25.0);
  EXPECT_DOUBLE_EQ(distance({1, 1}, {4, 5}), 5.0);
}

TEST(Vec2, dot_product_is_zero_for_perpendicular_vectors) {
  EXPECT_DOUBLE_EQ(dot({1, 2}, {3, 4}), 11.0);
  EXPECT_DOUBLE_EQ(dot({1, 0}, {0, 7}), 0.0);
}

TEST(Vec2, cross_is_positive_counter_clockwise_in_a_y_up_frame) {
  EXPECT_DOUBLE_EQ(cross({1, 0}, {0, 1}), 1.0);
  EXPECT_DOUBLE_EQ(cross({0, 1}, {1, 0}), -1.0);
  EXPECT_DOUBLE_EQ(cross({2, 2}, {3, 3}), 0.0);  // parallel
}

TEST(Vec2, normalized_has_unit_length_and_keeps_direction) {
  const Vec2 n = normalized({3, 4});
  EXPECT_DOUBLE_EQ(n.x, 0.6);
  EXPECT_DOUBLE_EQ(n.y, 0.8);
}

TEST(Vec2, normalized_zero_vector_is_zero_not_nan) {
  const Vec2 n = normalized({});
  EXPECT_EQ(n, Vec2{});
  EXPECT_TRUE(is_finite(n));
}

TEST(Vec2, perpendicular_turns_a_quarter) {
  EXPECT_EQ(perpendicular({1, 0}), (Vec2{0, 1}));
  EXPECT_EQ(perpendicular({0, 1}), (Vec2{-1, 0}));
  EXPECT_DOUBLE_EQ(dot(perpendicular({2, 7}), {2, 7}), 0.0);
}

TEST(Vec2, is_finite_rejects_nan_and_infinity) {
  EXPECT_TRUE(is_finite({1, 2}));
  EXPECT_FALSE(is_finite({std::numeric_limits<double>::quiet_NaN(), 0}));
  EXPECT_FALSE(is_finite({0, std::numeric_limits<double>::infinity()}));
}

TEST(Vec2, operations_are_usable_at_compile_time) {
  constexpr Vec2 v = Vec2{1, 2} + Vec2{3, 4} * 2.0;
  static_assert(v == Vec2{7, 10});
  static_assert(dot(Vec2{1, 0}, Vec2{0, 1}) == 0.0);
  EXPECT_EQ(v, (Vec2{7, 10}));
}

}  // namespace
}  // namespace hp

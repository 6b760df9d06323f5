// The fixed-step clock: whole steps from real time, bounded catch-up, a blend factor in [0, 1).
#include "engine/core/fixed_step_clock.h"

#include <gtest/gtest.h>

namespace hp {
namespace {

constexpr double kStep = 1.0 / 60.0;

TEST(FixedStepClock, one_step_per_sixtieth_of_a_second) {
  FixedStepClock clock(kStep);
  int steps = 0;
  for (int i = 0; i < 600; ++i) steps += clock.advance(1.0 / 120.0);
  EXPECT_EQ(steps, 300);
}

TEST(FixedStepClock, alpha_is_the_leftover_fraction) {
  FixedStepClock clock(kStep);
  EXPECT_EQ(clock.advance(kStep * 1.5), 1);
  EXPECT_NEAR(clock.alpha(), 0.5, 1e-9);
}

TEST(FixedStepClock, a_long_stall_is_clamped_not_replayed) {
  FixedStepClock clock(kStep, 0.2, 8);
  EXPECT_EQ(clock.advance(5.0), 8);  // 200 ms would be 12 steps, but only 8 are allowed
  EXPECT_LT(clock.alpha(), 1.0);
  EXPECT_EQ(clock.advance(0.0), 0);  // the rest was dropped, not carried over
}

TEST(FixedStepClock, speed_multiplies_simulated_time) {
  FixedStepClock clock(kStep);
  EXPECT_EQ(clock.advance(kStep, 4.0), 4);
}

TEST(FixedStepClock, negative_time_counts_as_none) {
  FixedStepClock clock(kStep);
  EXPECT_EQ(clock.advance(-1.0), 0);
  EXPECT_GE(clock.alpha(), 0.0);
}

}  // namespace
}  // namespace hp

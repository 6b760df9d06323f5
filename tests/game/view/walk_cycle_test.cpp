// WalkCycle: units waddle by the distance they walk, stand still when they stop, and never
// waddle while flying from a slam or lying knocked out.
#include "game/view/battlefield/walk_cycle.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace hp::view {
namespace {

sim::Unit walker(Vec2 at, Vec2 velocity) {
  sim::Unit unit;
  unit.spec.radius = 12.8;
  unit.position = at;
  unit.velocity = velocity;
  return unit;
}

// Walks one unit east at `speed` px/s for `frames` frames of 1/60 s; returns the poses.
std::vector<WalkPose> walk_east(WalkCycle& cycle, double speed, int frames) {
  std::vector<WalkPose> poses;
  Vec2 at{0, 0};
  for (int i = 0; i <= frames; ++i) {
    const sim::Unit unit = walker(at, {speed, 0});
    const Vec2 drawn[] = {at};
    cycle.update(std::span(&unit, 1), drawn);
    poses.push_back(cycle.pose(0));
    at.x += speed / 60.0;
  }
  return poses;
}

TEST(WalkCycle, a_unit_never_seen_or_standing_has_the_standing_pose) {
  WalkCycle cycle;
  EXPECT_EQ(cycle.pose(3).lift, 0.0);
  const sim::Unit unit = walker({5, 5}, {});
  const Vec2 drawn[] = {Vec2{5, 5}};
  for (int i = 0; i < 10; ++i) cycle.update(std::span(&unit, 1), drawn);
  const WalkPose pose = cycle.pose(0);
  EXPECT_EQ(pose.lift, 0.0);
  EXPECT_EQ(pose.tilt, 0.0);
  EXPECT_EQ(pose.squash, 1.0);
}

TEST(WalkCycle, walking_lifts_tilts_both_ways_and_lands_feet_once_a_step) {
  WalkCycle cycle;
  const std::vector<WalkPose> poses = walk_east(cycle, 96.0, 120);  // 192 px: 13.6 steps
  double max_lift = 0.0, min_tilt = 0.0, max_tilt = 0.0;
  int footfalls = 0;
  for (const WalkPose& p : poses) {
    ASSERT_TRUE(std::isfinite(p.lift) && std::isfinite(p.tilt) && std::isfinite(p.squash));
    max_lift = std::max(max_lift, p.lift);
    min_tilt = std::min(min_tilt, p.tilt);
    max_tilt = std::max(max_tilt, p.tilt);
    footfalls += p.footfall ? 1 : 0;
  }
  EXPECT_GT(max_lift, 1.5);
  EXPECT_LE(max_lift, 12.8 * WalkCycle::kMaxLiftPerRadius + 1e-9);
  EXPECT_LT(min_tilt, -3.0);
  EXPECT_GT(max_tilt, 3.0);
  EXPECT_LE(max_tilt, WalkCycle::kMaxTiltDegrees + 1e-9);
  const int steps = static_cast<int>(192.0 / (12.8 * WalkCycle::kStepPerRadius));
  EXPECT_NEAR(footfalls, steps, 1);
}

TEST(WalkCycle, the_cycle_follows_distance_so_slow_and_fast_walkers_step_alike) {
  WalkCycle slow, fast;
  const std::vector<WalkPose> a = walk_east(slow, 60.0, 120);  // 120 px in 2 s
  const std::vector<WalkPose> b = walk_east(fast, 120.0, 60);  // 120 px in 1 s
  // Past the ease-in, the pose at the same distance is the same.
  EXPECT_NEAR(a[120].tilt, b[60].tilt, 0.6);
  EXPECT_NEAR(a[100].lift, b[50].lift, 0.2);
}

TEST(WalkCycle, knocked_back_or_fallen_units_settle_to_standing) {
  WalkCycle cycle;
  walk_east(cycle, 96.0, 30);
  sim::Unit flying = walker({60, 0}, {});  // a knock-back moves it with no velocity of its own
  for (int i = 0; i < 40; ++i) {
    const Vec2 drawn[] = {Vec2{60.0 + i * 2.0, 0}};
    flying.position = drawn[0];
    cycle.update(std::span(&flying, 1), drawn);
    EXPECT_FALSE(cycle.pose(0).footfall);
  }
  EXPECT_NEAR(cycle.pose(0).lift, 0.0, 1e-9);
  EXPECT_NEAR(cycle.pose(0).tilt, 0.0, 1e-9);
}

}  // namespace
}  // namespace hp::view

// ORCA velocities: the preferred one when nothing is near, within the speed limit always, never
// NaN, and the half-planes keep a pair that would collide apart.
#include "tools/bench/crowd/orca_velocity.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>
#include "tests/game/sim/support/test_walker.h"

namespace hp::sim {
namespace {

Walker walker_at(Vec2 position, Vec2 velocity) {
  return test::crowd_walker(position, velocity);
}

// Whether two discs moving at constant velocities come within their radii in `horizon` s.
bool collide_within(Vec2 pa, Vec2 va, Vec2 pb, Vec2 vb, double radii, double horizon) {
  const Vec2 p = pb - pa, v = vb - va;
  const double a = v.length_squared(), b = dot(p, v), c = p.length_squared() - radii * radii;
  if (c <= 0.0) return true;
  if (b >= 0.0 || a <= 0.0) return false;
  const double disc = b * b - a * c;
  if (disc < 0.0) return false;
  return (-b - std::sqrt(disc)) / a <= horizon;
}

TEST(OrcaVelocity, nothing_near_gives_the_preferred_velocity_capped_at_max_speed) {
  OrcaScratch scratch;
  const Walker self = walker_at({0, 0}, {1, 0});
  EXPECT_EQ(orca_velocity(self, {1, 0.5}, {}, 10, 0.25, scratch), (Vec2{1, 0.5}));
  const Vec2 fast = orca_velocity(self, {10, 0}, {}, 10, 0.25, scratch);
  EXPECT_NEAR(fast.length(), 2.0, 1e-12);
}

TEST(OrcaVelocity, two_walkers_heading_into_each_other_both_turn_away_and_miss) {
  OrcaScratch scratch;
  // Slightly off exact head-on, as RVO2's examples perturb: ORCA then picks a side each.
  const Walker a = walker_at({0, 0}, {1, 0});
  const Walker b = walker_at({10, 0.1}, {-1, 0});
  const std::vector<Neighbour> for_a{{b.position, b.velocity, b.radius}};
  const std::vector<Neighbour> for_b{{a.position, a.velocity, a.radius}};
  const Vec2 va = orca_velocity(a, {1, 0}, for_a, 10, 0.25, scratch);
  const Vec2 vb = orca_velocity(b, {-1, 0}, for_b, 10, 0.25, scratch);
  // ORCA picks velocities on the boundary of the permitted set: they graze, so check with the
  // radii a hair smaller.
  EXPECT_FALSE(collide_within(a.position, va, b.position, vb, 3.0 - 1e-6, 10.0));
  EXPECT_LE(va.length(), 2.0 + 1e-12);
  EXPECT_LE(vb.length(), 2.0 + 1e-12);
}

TEST(OrcaVelocity, random_scenes_never_give_nan_or_exceed_max_speed) {
  std::mt19937_64 rng(0x0cca);
  std::uniform_real_distribution<double> coord(-8, 8), speed(-2, 2);
  OrcaScratch scratch;
  for (int scene = 0; scene < 20000; ++scene) {
    const Walker self = walker_at({coord(rng), coord(rng)}, {speed(rng), speed(rng)});
    std::vector<Neighbour> others;
    const int count = scene % 12;
    for (int i = 0; i < count; ++i) {
      // Some neighbours sit exactly on the walker or overlap it.
      const Vec2 at = i == 0 && scene % 7 == 0 ? self.position : Vec2{coord(rng), coord(rng)};
      others.push_back({at, {speed(rng), speed(rng)}, 1.5});
    }
    const Vec2 v = orca_velocity(self, {speed(rng), speed(rng)}, others, 10, 0.25, scratch);
    ASSERT_TRUE(is_finite(v)) << "scene " << scene;
    ASSERT_LE(v.length(), 2.0 + 1e-9) << "scene " << scene;
  }
}

TEST(OrcaVelocity, a_bad_horizon_or_step_gives_zero_not_nan) {
  OrcaScratch scratch;
  const Walker self = walker_at({0, 0}, {1, 0});
  EXPECT_EQ(orca_velocity(self, {1, 0}, {}, 0.0, 0.25, scratch), Vec2{});
  EXPECT_EQ(orca_velocity(self, {1, 0}, {}, 10, 0.0, scratch), Vec2{});
}

}  // namespace
}  // namespace hp::sim

// The crowd's steering tunables on a scene taken from a crowd that jammed.
#include <gtest/gtest.h>

#include <vector>

#include "game/sim/steering/local_steering.h"
#include "tests/game/sim/support/test_walker.h"
#include "tools/bench/crowd/crowd.h"

namespace hp::sim {
namespace {

constexpr double kDt = 0.25;

Neighbour neighbour(Vec2 position, Vec2 velocity) {
  Neighbour n;
  n.position = position;
  n.velocity = velocity;
  n.radius = 1.5;
  return n;
}

// Regression (issue #17: RVO2's 1,000-agent crossing arrived 99.4%, the 100-agent one 98%): two
// walkers at rest jammed head-on, a standing one where the right-hand way round would go, the
// left dear (the crowd's strong right-hand rule). Stepping back must count as progress here, or
// standing still is the cheapest choice and both wait for ever. (The crowd's own figures, from
// the crossing at the moment it jammed.)
TEST(LocalSteering, a_walker_jammed_head_on_beside_a_standing_one_steps_back_rather_than_waiting) {
  const Walker self = test::crowd_walker({0.0, 0.0}, {});
  const Vec2 preferred = normalized(Vec2{4.449701, -3.773539});
  const std::vector<Neighbour> neighbours{neighbour({2.402016, -1.881206}, {}),  // jammed with
                                          neighbour({2.062772, 3.536132}, {})};  // standing
  const Vec2 v =
      local_steering_velocity(self, preferred, neighbours, kDt, CrowdSettings::crowd_steering());
  EXPECT_GT(v.length(), 0.5) << "velocity (" << v.x << ", " << v.y << ")";
  EXPECT_LT(dot(v, preferred), 0.0) << "it steps back, away from the one it is jammed with";
}

}  // namespace
}  // namespace hp::sim

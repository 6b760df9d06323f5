// NeighbourQuery and ProgressGuard: what walkers avoid, and when they count as stuck.
#include "game/sim/navigation/neighbour_query.h"

#include <gtest/gtest.h>

#include <vector>

#include "game/sim/navigation/progress_guard.h"

namespace hp::sim {
namespace {

Unit unit_at(std::uint32_t index, Vec2 at, bool knocked_out = false) {
  Unit unit;
  unit.id = {index, 0};
  unit.spec.radius = 10;
  unit.position = at;
  unit.knocked_out = knocked_out;
  return unit;
}

TEST(NeighbourQuery, obstacles_leave_out_self_the_ignored_unit_and_knocked_out_units) {
  const std::vector<Unit> units{unit_at(0, {0, 0}), unit_at(1, {50, 0}), unit_at(2, {0, 50}, true),
                                unit_at(3, {90, 90})};
  const std::vector<Obstacle> obstacles = NeighbourQuery(units).obstacles_for({0, 0}, {1, 0});
  ASSERT_EQ(obstacles.size(), 1u);
  EXPECT_EQ(obstacles[0].position, (Vec2{90, 90}));
  EXPECT_EQ(obstacles[0].radius, 10.0);
}

TEST(ProgressGuard, walker_that_keeps_closing_in_is_never_stuck) {
  ProgressGuard guard(10, 4.0);
  for (int i = 0; i < 100; ++i) EXPECT_FALSE(guard.stuck_after(1000.0 - 1.6 * i));
}

TEST(ProgressGuard, walker_that_stops_closing_in_is_stuck_after_the_window) {
  ProgressGuard guard(10, 4.0);
  EXPECT_FALSE(guard.stuck_after(100.0));
  for (int i = 0; i < 9; ++i) EXPECT_FALSE(guard.stuck_after(i % 2 == 0 ? 98.0 : 101.0));
  EXPECT_TRUE(guard.stuck_after(97.0));  // 3 px better is not progress
}

}  // namespace
}  // namespace hp::sim

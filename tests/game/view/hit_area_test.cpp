// Hit areas: a click on any visible part of a unit's figure picks it, not only its feet's disc.
#include <gtest/gtest.h>

#include "game/view/battlefield/world_view.h"

namespace hp::view {
namespace {

sim::Unit unit_at(Vec2 position) {
  sim::Unit u;
  u.spec.radius = 12.8;
  u.position = position;
  return u;
}

TEST(HitArea, the_head_and_the_feet_of_the_figure_pick_the_unit) {
  const sim::Unit u = unit_at({100, 100});
  EXPECT_TRUE(drawn_over(u, {100, 100 - 12.8 * 2.0}));  // the head, two radii up
  EXPECT_TRUE(drawn_over(u, {100 + 12.8 * 1.2, 100}));  // an arm
  EXPECT_TRUE(drawn_over(u, {100, 100 + 12.8 * 0.9}));  // the feet
}

TEST(HitArea, beside_above_and_below_the_figure_is_not_the_unit) {
  const sim::Unit u = unit_at({100, 100});
  EXPECT_FALSE(drawn_over(u, {100 + 12.8 * 1.6, 100}));
  EXPECT_FALSE(drawn_over(u, {100, 100 - 12.8 * 2.6}));  // where the name is written
  EXPECT_FALSE(drawn_over(u, {100, 100 + 12.8 * 1.5}));
}

}  // namespace
}  // namespace hp::view

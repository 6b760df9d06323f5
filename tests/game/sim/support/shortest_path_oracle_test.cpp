// The shortest-path oracle against lengths worked out by hand: it must be right before it judges.
#include "tests/game/sim/support/shortest_path_oracle.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <string>

namespace hp::test {
namespace {

constexpr double kRadius = 12.8;  // the map default: 40% of a 32 px tile
constexpr double kReach = 2 * kRadius;
constexpr double kTolerance = 0.01;  // relative

sim::UnitSpec unit(std::string name, sim::Side side, Vec2 position) {
  sim::UnitSpec spec;
  spec.name = std::move(name);
  spec.side = side;
  spec.position = position;
  spec.radius = kRadius;
  return spec;
}

// A 640 x 480 field: the hero (index 0) at (100, 240), the enemy (index 1) at (500, 240).
sim::WorldSetup field() {
  sim::WorldSetup setup;
  setup.width = 640;
  setup.height = 480;
  setup.units.push_back(unit("Hero", sim::Side::kHero, {100, 240}));
  setup.units.push_back(unit("Enemy", sim::Side::kEnemy, {500, 240}));
  return setup;
}

sim::Rect box(double x, double y, double w, double h) {
  sim::Rect r;
  r.x = x, r.y = y, r.w = w, r.h = h;
  return r;
}

void expect_close(std::optional<double> got, double expected) {
  ASSERT_TRUE(got.has_value());
  EXPECT_GE(*got, expected - 0.05) << "a feasible path cannot beat the optimum";
  EXPECT_LE(*got, expected * (1 + kTolerance)) << "expected " << expected;
}

TEST(ShortestPathOracle, open_field_is_the_straight_line_less_the_radii) {
  expect_close(shortest_path_length(field(), 0, 1), 400.0 - kReach);
}

TEST(ShortestPathOracle, disc_in_the_way_costs_tangent_arc_tangent) {
  sim::WorldSetup setup = field();
  setup.units.push_back(unit("Ally", sim::Side::kHero, {300, 240}));
  const double big = 2 * kRadius;  // the ally's disc grown by the hero's radius
  const double d = 200.0;
  const double tangent = std::sqrt(d * d - big * big);
  const double arc = big * (std::numbers::pi - 2 * std::acos(big / d));
  expect_close(shortest_path_length(setup, 0, 1), 2 * tangent + arc - kReach);
}

// The box x 280..320, y 160..320: over its top, around two corner arcs of the hero's radius.
double around_box_length() {
  const double dx = 180, dy = 80;  // from the hero to the near top corner
  const double d = std::hypot(dx, dy);
  const double tangent = std::sqrt(d * d - kRadius * kRadius);
  const double turn = std::atan2(dy, dx) + std::asin(kRadius / d);  // radians, at each corner
  return 2 * tangent + 2 * kRadius * turn + 40.0 - kReach;
}

TEST(ShortestPathOracle, wall_box_is_rounded_by_the_hero_radius) {
  sim::WorldSetup setup = field();
  setup.walls.boxes.push_back(box(280, 160, 40, 160));
  expect_close(shortest_path_length(setup, 0, 1), around_box_length());
}

TEST(ShortestPathOracle, wall_polygon_blocks_like_the_same_box) {
  sim::WorldSetup setup = field();
  setup.walls.polygons.push_back({{280, 160}, {320, 160}, {320, 320}, {280, 320}});
  expect_close(shortest_path_length(setup, 0, 1), around_box_length());
}

TEST(ShortestPathOracle, map_edge_keeps_the_hero_disc_inside) {
  // A wall from the top edge to y 400 leaves a bottom gap of 80 px; the hero's centre must stay
  // 12.8 px above the bottom edge, which does not bind here, so the length is the box formula.
  sim::WorldSetup setup = field();
  setup.walls.boxes.push_back(box(280, 0, 40, 400));
  const double dx = 180, dy = 160;  // hero to the near bottom corner (280, 400)
  const double d = std::hypot(dx, dy);
  const double tangent = std::sqrt(d * d - kRadius * kRadius);
  const double turn = std::atan2(dy, dx) + std::asin(kRadius / d);
  expect_close(shortest_path_length(setup, 0, 1), 2 * tangent + 2 * kRadius * turn + 40 - kReach);
}

TEST(ShortestPathOracle, enclosed_hero_has_no_path) {
  sim::WorldSetup setup = field();
  for (const sim::Rect& r : {box(40, 180, 120, 16), box(40, 284, 120, 16), box(40, 180, 16, 120),
                             box(144, 180, 16, 120)}) {
    setup.walls.boxes.push_back(r);
  }
  EXPECT_FALSE(shortest_path_length(setup, 0, 1).has_value());
  EXPECT_FALSE(path_exists(setup, 0, 1));
  EXPECT_EQ(reachability(setup, 0, 1, 4.0), Reachability::kUnreachable);
}

TEST(ShortestPathOracle, gap_wider_than_the_hero_is_a_path_narrower_is_not) {
  // A full-height wall at x 280..320 with one gap on the straight line.
  auto with_gap = [](double gap) {
    sim::WorldSetup setup = field();
    setup.walls.boxes.push_back(box(280, 0, 40, 240 - gap / 2));
    setup.walls.boxes.push_back(box(280, 240 + gap / 2, 40, 240 - gap / 2));
    return setup;
  };
  const sim::WorldSetup wide = with_gap(2 * kRadius + 16);
  expect_close(shortest_path_length(wide, 0, 1), 400.0 - kReach);
  EXPECT_TRUE(path_exists(wide, 0, 1, 4.0));
  EXPECT_EQ(reachability(wide, 0, 1, 4.0), Reachability::kReachable);

  const sim::WorldSetup narrow = with_gap(2 * kRadius - 6);
  EXPECT_FALSE(shortest_path_length(narrow, 0, 1).has_value());
  EXPECT_FALSE(path_exists(narrow, 0, 1));
  EXPECT_EQ(reachability(narrow, 0, 1, 4.0), Reachability::kUnreachable);

  const sim::WorldSetup snug = with_gap(2 * kRadius + 1);  // fits, but not with 4 px to spare
  EXPECT_TRUE(shortest_path_length(snug, 0, 1).has_value());
  EXPECT_EQ(reachability(snug, 0, 1, 4.0), Reachability::kMarginal);
}

TEST(ShortestPathOracle, two_discs_symmetric_about_the_line_are_passed_around_not_between) {
  sim::WorldSetup setup = field();
  setup.units.push_back(unit("Left", sim::Side::kHero, {300, 224}));
  setup.units.push_back(unit("Right", sim::Side::kHero, {300, 256}));
  // Around the outside of one disc: as the single-disc case with the disc 16 px off the line.
  const std::optional<double> got = shortest_path_length(setup, 0, 1);
  ASSERT_TRUE(got);
  EXPECT_GT(*got, 400.0 - kReach + 5.0);
  EXPECT_LT(*got, 400.0);
}

}  // namespace
}  // namespace hp::test

// Seed 001's side choice: production against the literal moveGuy port, ties and degenerate cases.
#include "game/sim/steering/side_choice.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <sstream>
#include <vector>

#include "tests/game/sim/support/random_scenes.h"
#include "tests/game/sim/support/seed001_oracle.h"

namespace hp::sim {
namespace {

using test::Configuration;

Configuration random_configuration(std::mt19937_64& rng) {
  return test::random_configuration(rng, 6);
}

oracle001::MoveGuyResult run_oracle(const Configuration& c) {
  oracle001::Guy target{{c.target.x, c.target.y}, 0.0, nullptr};
  oracle001::Guy walker{{c.self.x, c.self.y}, c.self_radius, &target};
  std::vector<oracle001::Guy> others;
  for (const Obstacle& o : c.obstacles) others.push_back({{o.position.x, o.position.y}, o.radius});
  return oracle001::moveGuy(walker, others);
}

SideChoiceVectors run(const Configuration& c) {
  return side_choice(c.self, c.self_radius, c.target, c.obstacles);
}

bool finite(oracle::Vec v) {
  return std::isfinite(v.vx) && std::isfinite(v.vy);
}

double error(Vec2 a, oracle::Vec b) {
  return std::max(std::abs(a.x - b.vx), std::abs(a.y - b.vy));
}

// Error of a summed vector relative to its size (the sums reach 1e4 beside a walker).
double relative_error(Vec2 a, oracle::Vec b) {
  return error(a, b) / (1.0 + std::hypot(b.vx, b.vy));
}

bool is_unit(Vec2 v) {
  return std::abs(v.length() - 1.0) < 1e-12;
}

// Positive when v points to the right of heading on screen (y down).
double rightward(Vec2 heading, Vec2 v) {
  return cross(heading, v);
}

TEST(SideChoiceOracle, production_direction_matches_seed_001_move_guy_on_100000_scenes) {
  std::mt19937_64 rng(0x5eed001);
  int compared = 0;
  int oracle_not_finite = 0;
  double worst = 0.0;
  double worst_sums = 0.0;
  for (int i = 0; i < 100000; ++i) {
    const Configuration c = random_configuration(rng);
    const SideChoiceVectors production = run(c);
    ASSERT_TRUE(is_unit(production.direction)) << "scene " << i;
    const oracle001::MoveGuyResult expected = run_oracle(c);
    if (!finite(expected.direction)) {
      // The oracle's 0 / 0: nothing pushes (no obstacles), so magnew / magold is NaN.
      ++oracle_not_finite;
      ASSERT_TRUE(c.obstacles.empty()) << "scene " << i;
      ASSERT_EQ(production.direction, production.heading) << "scene " << i;
      continue;
    }
    const double e = error(production.direction, expected.direction);
    worst = std::max(worst, e);
    ASSERT_LE(e, 1e-6) << "scene " << i << ": production (" << production.direction.x << ", "
                       << production.direction.y << ") oracle (" << expected.direction.vx << ", "
                       << expected.direction.vy << ")";
    const double sums = std::max({relative_error(production.yellow, expected.yellow),
                                  relative_error(production.blue_sum, expected.blue_sum),
                                  relative_error(production.green, expected.green)});
    worst_sums = std::max(worst_sums, sums);
    ASSERT_LE(sums, 1e-9) << "scene " << i;
    ASSERT_NEAR(production.blue_factor, expected.igFac, 1e-6) << "scene " << i;
    ++compared;
  }
  std::ostringstream text;
  text << std::scientific << worst << " (sums " << worst_sums << ")";
  RecordProperty("worst_error", text.str());
  std::printf("side choice vs moveGuy: %d compared, %d oracle NaN, worst %s\n", compared,
              oracle_not_finite, text.str().c_str());
  EXPECT_EQ(compared + oracle_not_finite, 100000);
  EXPECT_GE(compared, 80000);
}

TEST(SideChoiceOracle, per_obstacle_red_and_blue_match_the_oracle) {
  std::mt19937_64 rng(0xb10e);
  for (int i = 0; i < 2000; ++i) {
    const Configuration c = random_configuration(rng);
    const oracle001::MoveGuyResult expected = run_oracle(c);
    const Vec2 heading = normalized(c.target - c.self);
    for (std::size_t k = 0; k < c.obstacles.size(); ++k) {
      const SideChoiceForce f = side_choice_force(c.self, c.self_radius, heading, c.obstacles[k]);
      const auto& o = expected.obstacles[k];
      ASSERT_LE(relative_error(f.red, o.red), 1e-9) << i << "/" << k;
      ASSERT_LE(relative_error(f.blue, o.blue), 1e-9) << i << "/" << k;
      ASSERT_NEAR(f.weight, o.r, 1e-12) << i << "/" << k;
    }
  }
}

TEST(SideChoice, seed_001_symmetric_obstacles_turn_right_deterministically) {
  // Mickey and Talan exactly the same distance either side of Shytor's path to Ultros; mirrored
  // for each axis heading so the symmetry is exact in floating point.
  const Vec2 headings[] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
  for (const Vec2 h : headings) {
    const Vec2 side = perpendicular(h);
    const Configuration c{{100, 100},
                          12,
                          Vec2{100, 100} + h * 300.0,
                          {{Vec2{100, 100} + h * 40.0 + side * 15.0, 12},
                           {Vec2{100, 100} + h * 40.0 - side * 15.0, 12}}};
    const SideChoiceVectors first = run(c);
    EXPECT_EQ(rightward(h, first.yellow), 0.0);  // the red lines cancel sideways
    EXPECT_GT(rightward(h, first.green), 0.0);
    EXPECT_GT(rightward(h, first.direction), 0.1);
    EXPECT_TRUE(is_unit(first.direction));
    EXPECT_EQ(run(c).direction, first.direction);
    const oracle001::MoveGuyResult expected = run_oracle(c);
    EXPECT_LE(error(first.direction, expected.direction), 1e-12);
  }
}

TEST(SideChoice, obstacle_dead_ahead_turns_right) {
  const Vec2 headings[] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, normalized({3, 4})};
  for (const Vec2 h : headings) {
    const Vec2 self{50, 50};
    const Obstacle ahead{self + h * 30.0, 10};
    const SideChoiceForce f = side_choice_force(self, 10, h, ahead);
    EXPECT_NEAR(f.weight, 1.0, 1e-12);
    EXPECT_NEAR(rightward(h, f.blue), f.red.length(), 1e-9);  // turned a full quarter right
    const Configuration c{self, 10, self + h * 200.0, {ahead}};
    const Vec2 direction = run(c).direction;
    EXPECT_GT(rightward(h, direction), 0.1);
    EXPECT_TRUE(is_unit(direction));
  }
}

TEST(SideChoice, dead_ahead_matches_the_oracle_where_its_angle_lands_on_plus_pi) {
  // Heading east the seed's delta is exactly +pi, so it too turns right.
  const Configuration c{{0, 0}, 10, {200, 0}, {{{30, 0}, 10}}};
  const oracle001::MoveGuyResult expected = run_oracle(c);
  EXPECT_LE(error(run(c).direction, expected.direction), 1e-12);
  EXPECT_GT(expected.direction.vy, 0.0);
}

TEST(SideChoiceOracle, nearly_dead_ahead_obstacles_match_the_oracle_on_both_sides) {
  // Where the seed's sign(delta) flips: tiny offsets either side of the line ahead.
  for (double offset = 1e-9; offset < 10.0; offset *= 3.0) {
    for (const double side : {-1.0, 1.0}) {
      const Configuration c{{0, 0}, 10, {200, 0}, {{{30, side * offset}, 10}, {{60, 5}, 4}}};
      const oracle001::MoveGuyResult expected = run_oracle(c);
      ASSERT_LE(error(run(c).direction, expected.direction), 1e-6) << offset * side;
    }
  }
}

TEST(SideChoice, obstacles_behind_have_no_effect) {
  const Vec2 self{0, 0};
  const Vec2 target{100, 0};
  const Configuration behind{self, 10, target, {{{-20, 0}, 15}, {{-300, 0}, 40}}};
  const SideChoiceVectors v = run(behind);
  EXPECT_EQ(v.direction, Vec2(1, 0));
  EXPECT_EQ(v.yellow, Vec2{});
  EXPECT_EQ(v.blue_sum, Vec2{});
  // Adding a dead-behind obstacle to a scene does not change its direction.
  Configuration scene{self, 10, target, {{{30, 8}, 10}, {{25, -20}, 6}}};
  const Vec2 before = run(scene).direction;
  scene.obstacles.push_back({{-15, 0}, 30});
  EXPECT_EQ(run(scene).direction, before);
}

TEST(SideChoice, obstacle_beside_keeps_blue_equal_to_red) {
  const SideChoiceForce f = side_choice_force({0, 0}, 10, {1, 0}, {{0, 20}, 10});
  EXPECT_EQ(f.blue, f.red);
  EXPECT_DOUBLE_EQ(f.weight, 0.125);
}

TEST(SideChoice, no_obstacles_walk_straight_where_the_seed_divides_zero_by_zero) {
  const Configuration c{{10, 10}, 8, {-50, 40}, {}};
  const SideChoiceVectors v = run(c);
  EXPECT_EQ(v.direction, v.heading);
  EXPECT_LE(std::abs(v.direction.x - normalized(c.target - c.self).x), 1e-15);
  EXPECT_LE(std::abs(v.direction.y - normalized(c.target - c.self).y), 1e-15);
  EXPECT_FALSE(finite(run_oracle(c).direction));
}

TEST(SideChoice, walker_on_its_target_stands_still) {
  const Configuration c{{10, 10}, 8, {10, 10}, {{{20, 10}, 5}}};
  const SideChoiceVectors v = run(c);
  EXPECT_EQ(v.direction, Vec2{});
  EXPECT_EQ(v.heading, Vec2{});
}

TEST(SideChoice, obstacle_on_top_of_the_walker_pushes_right_with_touching_strength) {
  const SideChoiceForce f = side_choice_force({5, 5}, 10, {1, 0}, {{5, 5}, 10});
  EXPECT_EQ(f.red, Vec2(0, 3));  // personal_space, to the right (y down)
  EXPECT_DOUBLE_EQ(f.weight, 0.125);
  const Configuration c{{5, 5}, 10, {100, 5}, {{{5, 5}, 10}}};
  const Vec2 direction = run(c).direction;
  EXPECT_TRUE(is_unit(direction));
  EXPECT_GT(direction.y, 0.0);
  EXPECT_FALSE(finite(run_oracle(c).direction));  // the seed divides by d = 0
}

TEST(SideChoice, zero_radius_obstacles_push_nothing) {
  const SideChoiceForce f = side_choice_force({0, 0}, 0, {1, 0}, {{10, 0}, 0});
  EXPECT_EQ(f.red, Vec2{});
  EXPECT_EQ(f.blue, Vec2{});
}

TEST(SideChoice, lattice_scenes_stay_finite_and_unit) {
  // Integer positions hit every coincidence: walker on target, on an obstacle, obstacles dead
  // ahead and behind, stacked obstacles.
  for (int sx = 0; sx <= 2; ++sx) {
    for (int tx = 0; tx <= 2; ++tx) {
      for (int ox = 0; ox <= 2; ++ox) {
        for (int oy = 0; oy <= 2; ++oy) {
          const Configuration c{{sx * 20.0, 0},
                                10,
                                {tx * 20.0, 0},
                                {{{ox * 20.0, oy * 20.0}, 10}, {{ox * 20.0, -oy * 20.0}, 10}}};
          const SideChoiceVectors v = run(c);
          ASSERT_TRUE(is_finite(v.direction) && is_finite(v.green) && is_finite(v.blue_sum));
          ASSERT_TRUE(sx == tx ? v.direction == Vec2{} : is_unit(v.direction));
        }
      }
    }
  }
}

TEST(SideChoice, huge_pushes_stay_finite) {
  const Configuration c{{0, 0}, 10, {100, 0}, {{{1e-300, 0}, 10}, {{0, 1e-300}, 10}}};
  const Vec2 direction = run(c).direction;
  EXPECT_TRUE(is_unit(direction));
}

}  // namespace
}  // namespace hp::sim
